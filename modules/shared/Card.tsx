import type { ReactNode } from 'react';
import Media from '@/components/Media';
import SmartLink from '@/components/SmartLink';
import type { Media as MediaData } from '@/lib/content/primitives';
import Facts from './Facts';
import { keepChineseWords } from './keepWords';
import styles from './ui.module.css';
import { cx } from './format';

export type HeadingLevel = 'h2' | 'h3';

interface Props {
  title: string;
  /** h3 under a module title, h2 when the module has none (headings never skip a level). */
  heading: HeadingLevel;
  /** When set, the title is the card's link (and the whole card is its click target). */
  href?: string;
  target?: string;
  media?: MediaData;
  /** 'contain' for logos and certificates. */
  fit?: 'cover' | 'contain';
  /** Responsive sizes of the image (defaults to a third of the container on desktop). */
  sizes?: string;
  /** The first card of a page's list: on a phone its image is the largest paint, so never lazy. */
  priority?: boolean;
  /** Small label above the title, e.g. a tag or category. */
  eyebrow?: ReactNode;
  /** Facts under the title (date, issuer ...), shown as a dotted line. */
  meta?: ReactNode[];
  children?: ReactNode;
  /** Actions at the bottom (buttons, downloads). */
  footer?: ReactNode;
  className?: string;
}

/** The card used by grids and lists: media, eyebrow, title (optionally a link), meta line, body, actions. */
export default function Card({ title, heading: Heading, href, target, media, fit = 'cover', sizes, priority, eyebrow, meta, children, footer, className }: Props) {
  return (
    <article className={cx(styles.panel, styles.card, href && styles.linkedCard, className)}>
      {media && (
        <div className={cx(styles.cardMedia, styles.mediaFill, fit === 'contain' && styles.cardMediaContain)}>
          <Media media={media} priority={priority} sizes={sizes ?? '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 400px'} />
        </div>
      )}
      <div className={styles.cardBody}>
        {eyebrow && <p className={styles.cardEyebrow}>{eyebrow}</p>}
        <Heading className={cx(styles.itemTitle, styles.cardTitle)}>
          {href ? (
            <SmartLink href={href} target={target} className={styles.cardLink}>
              {keepChineseWords(title)}
            </SmartLink>
          ) : (
            keepChineseWords(title)
          )}
        </Heading>
        {meta && <Facts facts={meta} />}
        {children}
        {footer && <div className={styles.cardFooter}>{footer}</div>}
      </div>
    </article>
  );
}
