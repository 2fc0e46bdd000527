import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import styles from './Callout.module.css';
import { keepChineseWords } from '../shared/keepWords';

/**
 * A note set apart from the page's running text (role "note", named by its title; not an <aside>,
 * whose complementary landmark belongs at the top level, outside <main>). It sits between a page's
 * sections, so it keeps only its top spacing: the next section's own follows it.
 */
export default function Callout({ content, lang }: { content: ModuleContent<'callout'>; lang: Lang }) {
  const { anchor, tone, title, html } = content;
  return (
    <div id={anchor} className={`section ${styles.band}`}>
      <div className="container">
        <div role="note" className={styles.callout} data-tone={tone} aria-label={title}>
          <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            {/* "!" for what must be done first, "i" for an aside */}
            <path d={tone === 'important' ? 'M12 6.5v7M12 16.5v1' : 'M12 10.5v7M12 6.5v1'} stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <div>
            <h2 className={styles.title}>{keepChineseWords(title)}</h2>
            <RichText html={html} lang={lang} className={styles.text} />
          </div>
        </div>
      </div>
    </div>
  );
}
