import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import DateText from '../shared/DateText';
import FileLink from '../shared/FileLink';
import ModuleSection from '../shared/ModuleSection';
import styles from './DownloadList.module.css';

/** Documents to download: each a link that names its file type and size, with an optional date. */
export default function DownloadList({ content, lang }: { content: ModuleContent<'downloadList'>; lang: Lang }) {
  const { title, description, items, anchor } = content;
  return (
    <ModuleSection anchor={anchor} title={title} description={description} lang={lang}>
      <ul className={styles.list}>
        {items.map((item, i) => (
          <li key={`${item.url}-${i}`} className={styles.item}>
            <span className={styles.badge} aria-hidden="true">
              {item.fileType}
            </span>
            <div className={styles.body}>
              <FileLink link={{ label: item.title, url: item.url }} fileType={item.fileType} fileSize={item.fileSize} className={styles.link} />
              {item.description && <p className={styles.description}>{item.description}</p>}
              {item.publishTime && <DateText value={item.publishTime} lang={lang} className={styles.date} />}
            </div>
          </li>
        ))}
      </ul>
    </ModuleSection>
  );
}
