import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import ModuleList from '../shared/ModuleList';
import { keepChineseWords } from '../shared/keepWords';
import styles from './Accordion.module.css';

/** Questions and answers as native <details>/<summary>: keyboard operable and searchable, no JavaScript. */
export default function Accordion({ content, lang }: { content: ModuleContent<'accordion'>; lang: Lang }) {
  return (
    <ModuleList content={content} lang={lang} items={content.items} as="div" className={styles.list} itemKey={(item) => item.title}>
      {(item) => (
        <details className={styles.item}>
          <summary className={styles.summary}>
            <span className={styles.label}>{keepChineseWords(item.title)}</span>
            <span className={styles.icon} aria-hidden="true" />
          </summary>
          <RichText html={item.html} lang={lang} className={styles.panel} />
        </details>
      )}
    </ModuleList>
  );
}
