import { formModule } from '../shared/schema';

/** The Hactlink newsletter sign-up. */
export const schema = formModule;
