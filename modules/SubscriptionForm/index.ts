import type { ModuleDef } from '../shared/module-def';
import SubscriptionForm from './SubscriptionForm';
import { schema } from './schema';

/** The `subscriptionForm` page module (registered in modules/catalog.ts). */
export const subscriptionForm: ModuleDef<typeof schema> = { schema, Component: SubscriptionForm };
