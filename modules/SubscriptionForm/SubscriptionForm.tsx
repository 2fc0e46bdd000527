import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import FormSection from '../shared/FormSection';
import { SubscriptionFormClient } from '../islands.client';

/** The Hactlink newsletter sign-up: title and text from the CMS, the form as a client island. */
export default function SubscriptionForm({ content, lang }: { content: ModuleContent<'subscriptionForm'>; lang: Lang }) {
  return <FormSection content={content} lang={lang} defaultAnchor="subscribe" Form={SubscriptionFormClient} />;
}
