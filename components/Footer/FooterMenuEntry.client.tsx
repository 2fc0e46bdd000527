'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import ToggleButton from '../ToggleButton';
import { ChevronIcon } from '../Header/icons';
import styles from './FooterMenuEntry.module.css';
import spread from '../Spread.module.css';

/** Spec section 9: the opened footer submenu is its content height plus 20 px. */
export const FOOTER_SUBMENU_EXTRA_PX = 20;

interface Props {
  /** The entry's own link, rendered by the server. */
  heading: ReactNode;
  /** The submenu list, rendered by the server. */
  children: ReactNode;
  /** Accessible name of the arrow button, e.g. "About Us submenu". */
  toggleLabel: string;
}

/**
 * A footer menu entry with a submenu. On mobile (<= 767 px, CSS decides) the submenu is collapsed
 * behind an arrow button and opens to its measured height + 20 px; wider screens always show it.
 */
export default function FooterMenuEntry({ heading, children, toggleLabel }: Props) {
  const [open, setOpen] = useState(false);
  const [height, setHeight] = useState<number | null>(null);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  const toggle = () => {
    if (!open) setHeight((panelRef.current?.scrollHeight ?? 0) + FOOTER_SUBMENU_EXTRA_PX);
    setOpen(!open);
  };

  return (
    <>
      <div className={`${spread.spread} ${styles.menuHead}`}>
        {heading}
        <ToggleButton className={styles.menuToggle} expanded={open} controls={panelId} label={toggleLabel} icon={<ChevronIcon />} onClick={toggle} />
      </div>
      <div
        id={panelId}
        ref={panelRef}
        className={styles.submenuPanel}
        data-open={open ? '' : undefined}
        style={open && height !== null ? { height: `${height}px` } : undefined}
      >
        {children}
      </div>
    </>
  );
}
