import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import styles from './ui.module.css';
import { cx } from './format';
import { keepChineseWords } from './keepWords';

interface Props {
  title?: string;
  eyebrow?: string;
  /** Rich text under the title. */
  description?: string;
  lang: Lang;
  /** Centered (home blocks) or start-aligned (inner pages). */
  align?: 'start' | 'center';
  /** Light text for dark backgrounds. */
  onDark?: boolean;
  id?: string;
}

/** The title block of a module: optional eyebrow, the module's h2 and a rich-text lead. */
export default function SectionHeader({ title, eyebrow, description, lang, align = 'start', onDark = false, id }: Props) {
  if (!title && !eyebrow && !description) return null;
  return (
    <header className={cx(styles.header, align === 'center' && styles.center, onDark && styles.onDark)}>
      {/* null rather than undefined for what is absent, and no undefined id: the payload carries each as written. */}
      {eyebrow ? <p className={cx(styles.eyebrowText, styles.eyebrow)}>{eyebrow}</p> : null}
      {title ? (
        <h2 className={cx('section-title', styles.title)} {...(id ? { id } : null)}>
          {keepChineseWords(title)}
        </h2>
      ) : null}
      {description ? <RichText html={description} lang={lang} className={styles.lead} /> : null}
    </header>
  );
}
