import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import ModuleSection from '../shared/ModuleSection';
import styles from './Accordion.module.css';

/** Questions and answers as native <details>/<summary>: keyboard operable and searchable, no JavaScript. */
export default function Accordion({ content, lang }: { content: ModuleContent<'accordion'>; lang: Lang }) {
  const { title, description, items, anchor } = content;
  return (
    <ModuleSection anchor={anchor} title={title} description={description} lang={lang}>
      <div className={styles.list}>
        {items.map((item, i) => (
          <details key={`${item.title}-${i}`} className={styles.item}>
            <summary className={styles.summary}>
              <span className={styles.label}>{item.title}</span>
              <span className={styles.icon} aria-hidden="true" />
            </summary>
            <RichText html={item.html} lang={lang} className={styles.panel} />
          </details>
        ))}
      </div>
    </ModuleSection>
  );
}
