import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import FormSection from '../shared/FormSection';

/** The enquiry form of the contact-us page: title and text from the CMS, the form as a client island. */
export default function ContactForm({ content, lang }: { content: ModuleContent<'contactForm'>; lang: Lang }) {
  return <FormSection form="contact" content={content} lang={lang} />;
}
