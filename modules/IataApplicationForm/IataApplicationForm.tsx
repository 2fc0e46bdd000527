import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import FormSection from '../shared/FormSection';

/**
 * The application form of an IATA course page (placed after its iataCourse module). The course
 * and its sessions come from the client state that the iataCourse module fills.
 */
export default function IataApplicationForm({ content, lang }: { content: ModuleContent<'iataApplicationForm'>; lang: Lang }) {
  return <FormSection form="iata-application" content={content} lang={lang} />;
}
