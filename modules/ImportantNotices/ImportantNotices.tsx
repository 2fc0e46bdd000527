import Media from '@/components/Media';
import RichText from '@/components/RichText';
import SmartLink from '@/components/SmartLink';
import type { Lang } from '@/lib/i18n';
import NoticePopup from './NoticePopup.lazy.client';
import type { ModuleContent } from '../schemas';
import styles from './ImportantNotices.module.css';
import IslandMessages from '@/components/IslandMessages';
import { keepChineseWords } from '../shared/keepWords';

/**
 * The important-notice popup, wherever a page's content includes it (the home page does). The
 * notices are rendered here, on the server, so their text is in the page's HTML; the dialog around
 * them (NoticePopup) decides on the client whether it is due. Without an expiry or without
 * notices it never shows, so nothing is rendered.
 */
export default function ImportantNotices({ content, lang }: { content: ModuleContent<'importantNotices'>; lang: Lang }) {
  const { title, expiry, items } = content;
  if (!expiry || items.length === 0) return null;
  const notices = items.map((item, i) => (
    <div key={`${item.title}-${i}`} className={styles.body}>
      {item.icon && (
        <div className={styles.icon}>
          {/* Decoration beside the notice's own title: screen readers skip it. */}
          <Media media={{ ...item.icon, altText: '' }} sizes="64px" />
        </div>
      )}
      <h3 className={styles.noticeTitle}>{keepChineseWords(item.title)}</h3>
      <RichText html={item.desc} lang={lang} className={styles.desc} />
      {item.button && (
        <SmartLink href={item.button.url} className="btn btn-primary" data-notice-detail="">
          {item.button.label}
          {/* "Read more" alone says nothing out of context (WCAG 2.4.4, Lighthouse link-text). */}
          <span className="visually-hidden">: {item.title}</span>
        </SmartLink>
      )}
    </div>
  ));
  return (
    <IslandMessages island="notice">
      <NoticePopup title={title} expiry={expiry} notices={notices} />
    </IslandMessages>
  );
}
