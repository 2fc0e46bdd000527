import { formModule } from '../shared/schema';

/** The enquiry form of the contact-us page. */
export const schema = formModule;
