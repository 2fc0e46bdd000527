import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import DateText from '../shared/DateText';
import FileLink from '../shared/FileLink';
import ModuleList from '../shared/ModuleList';
import styles from './DownloadList.module.css';

/** Documents to download: each a link that names its file type and size, with an optional date. */
export default function DownloadList({ content, lang }: { content: ModuleContent<'downloadList'>; lang: Lang }) {
  return (
    <ModuleList content={content} lang={lang} items={content.items} className={styles.list} itemKey={(item) => item.url}>
      {(item) => (
        <li className={styles.item}>
          <span className={styles.badge} aria-hidden="true">
            {item.fileType}
          </span>
          <div className={styles.body}>
            <FileLink link={{ label: item.title, url: item.url }} fileType={item.fileType} fileSize={item.fileSize} className={styles.link} />
            {item.description && <p className={styles.description}>{item.description}</p>}
            {item.publishTime && <DateText value={item.publishTime} lang={lang} className={styles.date} />}
          </div>
        </li>
      )}
    </ModuleList>
  );
}
