'use client';

import { Children, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from './Tabs.module.css';

interface Props {
  labels: string[];
  /** Accessible name of the tab list (the module title), when there is one. */
  label?: string;
  /** One server-rendered panel per label, in order. */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right (and Up/Down) move between tabs and wrap,
 * Home/End jump to the first/last; only the selected tab is in the tab order (roving tabindex).
 * Inactive panels keep their markup (hidden), so server HTML holds every panel's text.
 */
export default function TabsClient({ labels, label, children }: Props) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  const panels = Children.toArray(children);
  const count = labels.length;

  const select = (index: number) => {
    const next = (index + count) % count;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: count - 1 };
    if (!(event.key in keys)) return;
    event.preventDefault();
    select(keys[event.key]);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={ui.tabStrip}>
        {labels.map((text, i) => (
          <button
            key={i}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className={cx(ui.tab, styles.tab)}
            onClick={() => setSelected(i)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            {text}
          </button>
        ))}
      </div>
      {labels.map((_, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          hidden={i !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {panels[i]}
        </div>
      ))}
    </div>
  );
}
