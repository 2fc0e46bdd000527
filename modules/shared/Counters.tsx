import styles from './Counters.module.css';
import { cx } from './format';

export interface CounterItem {
  title: string;
  count: string;
  unit: string;
  description?: string;
}

interface Props {
  items: CounterItem[];
  onDark?: boolean;
  /** Marks the list for the later count-up animation (spec: digits animate when scrolled into view). */
  animate?: boolean;
  className?: string;
}

/**
 * Counters (spec: world-class facilities infos and the statistics module). The final value is
 * server-rendered in a fixed-width tabular-nums span, so the number is right for crawlers, screen
 * readers and visitors without JavaScript; a later island may animate the digits over it.
 */
export default function Counters({ items, onDark = false, animate = false, className }: Props) {
  if (items.length === 0) return null;
  return (
    <ul className={cx(styles.counters, onDark && styles.onDark, className)} data-animate={animate || undefined}>
      {items.map((item, i) => (
        <li key={`${item.title}-${i}`} className={styles.counter}>
          <p className={styles.value}>
            <span className={styles.number}>
              {item.count}
            </span>
            {item.unit && <span className={styles.unit}>{item.unit}</span>}
          </p>
          <p className={styles.title}>{item.title}</p>
          {item.description && <p className={styles.description}>{item.description}</p>}
        </li>
      ))}
    </ul>
  );
}
