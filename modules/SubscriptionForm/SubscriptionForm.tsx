import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import FormSection from '../shared/FormSection';

/** The Hactlink newsletter sign-up: title and text from the CMS, the form as a client island. */
export default function SubscriptionForm({ content, lang }: { content: ModuleContent<'subscriptionForm'>; lang: Lang }) {
  return <FormSection form="subscription" content={content} lang={lang} />;
}
