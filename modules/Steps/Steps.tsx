import { useTranslations } from 'next-intl';
import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import ModuleSection, { itemHeading } from '../shared/ModuleSection';
import styles from './Steps.module.css';

/** A procedure (cargo collection, delivery): an ordered list with visible step numbers. */
export default function Steps({ content, lang }: { content: ModuleContent<'steps'>; lang: Lang }) {
  const t = useTranslations('modules');
  const { title, description, items, anchor } = content;
  const Heading = itemHeading(title);
  return (
    <ModuleSection anchor={anchor} title={title} description={description} lang={lang}>
      <ol className={styles.steps}>
        {items.map((item, i) => (
          <li key={`${item.title}-${i}`} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {i + 1}
            </span>
            <div className={styles.body}>
              <Heading className={styles.title}>
                <span className="visually-hidden">{t('stepLabel', { n: i + 1 })} </span>
                {item.title}
              </Heading>
              <RichText html={item.html} lang={lang} />
            </div>
          </li>
        ))}
      </ol>
    </ModuleSection>
  );
}
