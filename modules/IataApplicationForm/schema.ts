import { formModule } from '../shared/schema';

/** The application form of an IATA course page, placed after its iataCourse module. */
export const schema = formModule;
