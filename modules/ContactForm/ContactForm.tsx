import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import FormSection from '../shared/FormSection';
import { ContactFormClient } from '../islands.client';

/** The enquiry form of the contact-us page: title and text from the CMS, the form as a client island. */
export default function ContactForm({ content, lang }: { content: ModuleContent<'contactForm'>; lang: Lang }) {
  return <FormSection content={content} lang={lang} defaultAnchor="contact-form" Form={ContactFormClient} />;
}
