import { useLocale, useTranslations } from 'next-intl';
import type { Lang } from '@/lib/i18n';
import { sanitizeRichText } from '@/lib/content/sanitize';
import styles from './RichText.module.css';

interface Props {
  /** Raw HTML from the CMS; sanitized here, on the server. */
  html: string | undefined | null;
  /** Defaults to the request's language. */
  lang?: Lang;
  className?: string;
  /** Element to render; 'div' by default. */
  as?: 'div' | 'section' | 'article';
  id?: string;
}

/**
 * Rich text from the CMS, sanitized on the server (lib/content/sanitize.ts) and styled by the global
 * `.rich-text` typography. Tables scroll inside a focusable region instead of widening the page.
 * Server-only: client islands receive it already rendered, as children.
 */
export default function RichText({ html, lang, className, as: Tag = 'div', id }: Props) {
  const locale = useLocale() as Lang;
  const t = useTranslations('modules');
  const clean = sanitizeRichText(html, lang ?? locale, {
    tableRegion: { className: `table-scroll ${styles.tableScroll}`, label: t('richTextTable') },
  });
  if (!clean) return null;
  return (
    <Tag
      // Only when given: a server component's props travel in the page's RSC payload as written,
      // and an undefined one as "id":"$undefined" (docs/performance.md, "Links write only...").
      {...(id ? { id } : null)}
      className={['rich-text', styles.body, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
