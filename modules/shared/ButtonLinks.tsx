import SmartLink from '@/components/SmartLink';
import type { Link } from '@/lib/content/primitives';
import styles from './ui.module.css';
import { cx } from './format';

interface Props {
  links: Link[];
  /** The first link is the primary action unless every link is secondary. */
  variant?: 'primary' | 'outline';
  onDark?: boolean;
  align?: 'start' | 'center';
  className?: string;
}

/** A row of content buttons (label, url, target); empty lists render nothing. */
export default function ButtonLinks({ links, variant = 'primary', onDark = false, align = 'start', className }: Props) {
  if (links.length === 0) return null;
  return (
    <ul className={cx(styles.row, styles.buttons, align === 'center' && styles.center, className)}>
      {links.map((link, i) => (
        <li key={`${link.url}-${i}`}>
          <SmartLink
            href={link.url}
            target={link.target}
            className={cx('btn', variant === 'primary' && i === 0 ? 'btn-primary' : 'btn-outline', onDark && styles.btnOnDark)}
          >
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
