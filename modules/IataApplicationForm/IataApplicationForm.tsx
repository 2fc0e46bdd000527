import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import FormSection from '../shared/FormSection';
import { IataApplicationFormClient } from '../islands.client';

/**
 * The application form of an IATA course page (placed after its iataCourse module). The course
 * and its sessions come from the client state that the iataCourse module fills.
 */
export default function IataApplicationForm({ content, lang }: { content: ModuleContent<'iataApplicationForm'>; lang: Lang }) {
  return <FormSection content={content} lang={lang} defaultAnchor="apply" Form={IataApplicationFormClient} />;
}
