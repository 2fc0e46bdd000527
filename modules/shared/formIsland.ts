import type { Lang } from '@/lib/i18n';

/** What every form island is given: the page language, the heading that names the form, the privacy notice. */
export interface FormIslandProps {
  lang: Lang;
  headingId: string;
  privacyHref: string;
}
