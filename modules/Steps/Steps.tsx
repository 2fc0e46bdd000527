import { useTranslations } from 'next-intl';
import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import ModuleList from '../shared/ModuleList';
import styles from './Steps.module.css';

/** A procedure (cargo collection, delivery): an ordered list with visible step numbers. */
export default function Steps({ content, lang }: { content: ModuleContent<'steps'>; lang: Lang }) {
  const t = useTranslations('modules');
  return (
    <ModuleList content={content} lang={lang} items={content.items} as="ol" className={styles.steps} itemKey={(item) => item.title}>
      {(item, i, Heading) => (
        <li className={styles.step}>
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
      )}
    </ModuleList>
  );
}
