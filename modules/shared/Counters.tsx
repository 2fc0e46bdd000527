import type { CSSProperties } from 'react';
import CounterValue from './CounterValue.lazy.client';
import { balancedColumns } from './balancedColumns';
import styles from './Counters.module.css';
import { cx } from './format';
import { keepShortHyphenTails } from './keepWords';

interface CounterItem {
  title: string;
  count: string;
  unit: string;
  description?: string;
}

interface Props {
  items: CounterItem[];
  onDark?: boolean;
  /** Digits roll into place when scrolled into view (spec); otherwise the values are still. */
  animate?: boolean;
  className?: string;
}

/**
 * Counters (spec: world-class facilities infos and the statistics module). The final value is
 * server-rendered in tabular-nums, so the number is right for crawlers, screen readers and
 * visitors without JavaScript; with `animate`, a small island (CounterValue) rolls the digits.
 */
export default function Counters({ items, onDark = false, animate = false, className }: Props) {
  if (items.length === 0) return null;
  // Rows as even as the width allows (Counters.module.css reads these): 6 figures are 3 + 3, not 5 + 1.
  const columns = {
    '--cols-lg': balancedColumns(items.length, 4),
    '--cols-md': balancedColumns(items.length, 3),
    '--cols-sm': balancedColumns(items.length, 2),
  } as CSSProperties;
  return (
    <ul className={cx(styles.counters, onDark && styles.onDark, className)} style={columns} data-animate={animate || undefined}>
      {items.map((item, i) => (
        <li key={`${item.title}-${i}`} className={styles.counter}>
          <p className={styles.value}>
            {animate ? <CounterValue value={item.count} className={styles.number} /> : <span className={styles.number}>{item.count}</span>}
            {item.unit && <span className={styles.unit}>{item.unit}</span>}
          </p>
          {/* A title of a few words under a figure: "Robotic build-" / "up cells" left "up" alone at 390 px. */}
          <p className={styles.title}>{keepShortHyphenTails(item.title)}</p>
          {item.description && <p className={styles.description}>{item.description}</p>}
        </li>
      ))}
    </ul>
  );
}
