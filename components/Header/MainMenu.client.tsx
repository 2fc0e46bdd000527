'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { MenuSection } from '@/lib/content/contract';
import PlainLink from '../PlainLink';
import { MEDIA_QUERIES } from '@/lib/ui/breakpoints';
import { matchesMedia } from '@/lib/ui/media-query';
import { useHeaderState } from './HeaderState.client';
import { ChevronIcon } from './icons';
import { useSubmenuCollapse } from './useSubmenuCollapse';
import ToggleButton from '../ToggleButton';
import styles from './Header.module.css';

interface Props {
  /** The menu, its links' addresses already formed on the server (Header.tsx: the route table stays there). */
  sections: readonly MenuSection[];
  /** Shown below the sections in the tablet menu only: the top bar's quick links, which do not fit it there. */
  tabletExtra?: ReactNode;
}

/**
 * The main menu (spec section 2, "Header"). Desktop: hovering or focusing a section with a submenu
 * expands it, Esc collapses it and returns focus to its toggle. Tablet (<= 1024 px): a hamburger
 * shows the menu and an arrow button per section toggles its submenu. One section at a time.
 */
export default function MainMenu({ sections, tabletExtra }: Props) {
  const t = useTranslations('header');
  const { mobileOpen, setMobileOpen } = useHeaderState();
  const navId = useId();
  const hamburgerRef = useRef<HTMLButtonElement>(null);

  if (sections.length === 0) return null;

  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && mobileOpen && matchesMedia(MEDIA_QUERIES.tablet)) {
      event.preventDefault();
      setMobileOpen(false);
      hamburgerRef.current?.focus();
    }
  };
  // Following a link closes the tablet menu.
  const onNavClick = (event: MouseEvent<HTMLElement>) => {
    if (mobileOpen && (event.target as HTMLElement).closest('a')) setMobileOpen(false);
  };

  return (
    <>
      {/* Three bars that turn into an × (Header.module.css). */}
      <ToggleButton ref={hamburgerRef} className={styles.hamburger} expanded={mobileOpen} controls={navId} label={t('menu')} icon={<span className={styles.hamburgerBars} aria-hidden="true"><span /><span /><span /></span>} onClick={() => setMobileOpen(!mobileOpen)} />
      <nav id={navId} className={styles.nav} aria-label={t('mainNavigation')} data-open={mobileOpen ? '' : undefined} onKeyDown={onNavKeyDown} onClick={onNavClick}>
        <ul className={styles.menu}>
          {sections.map((section, index) => (
            <MenuEntry key={`${index}-${section.alias}`} section={section} index={index} />
          ))}
        </ul>
        {tabletExtra}
      </nav>
    </>
  );
}

function MenuEntry({ section, index }: { section: MenuSection; index: number }) {
  const t = useTranslations('header');
  const { openIndex, setOpenIndex } = useHeaderState();
  const submenuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** Focus given back by Esc must not re-open the submenu it just closed. */
  const restoringFocus = useRef(false);
  /** Whether the submenu was open when a pointer pressed the toggle (hover or focus may open it first). */
  const openAtPointerDown = useRef<boolean | null>(null);

  const hasSubmenu = section.submenu.length > 0;
  const open = hasSubmenu && openIndex === index;
  const collapse = useSubmenuCollapse(open, panelRef);
  /** The tablet menu (hamburger): arrows toggle the submenus; hover, focus and Esc are the desktop's. */
  const inTabletMenu = () => matchesMedia(MEDIA_QUERIES.tablet);

  const expandByHoverOrFocus = () => {
    if (restoringFocus.current || inTabletMenu()) return;
    if (hasSubmenu) setOpenIndex(index);
    else if (openIndex !== null) setOpenIndex(null);
  };

  const onToggleClick = () => {
    const wasOpen = openAtPointerDown.current ?? open;
    openAtPointerDown.current = null;
    setOpenIndex(wasOpen ? null : index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open || inTabletMenu()) return;
    event.preventDefault();
    event.stopPropagation();
    setOpenIndex(null);
    restoringFocus.current = true;
    toggleRef.current?.focus();
    restoringFocus.current = false;
  };

  return (
    <li className={styles.item} data-open={open ? '' : undefined} onMouseEnter={expandByHoverOrFocus} onFocus={expandByHoverOrFocus} onKeyDown={onKeyDown}>
      <div className={styles.itemRow}>
        <PlainLink href={section.alias} target={section.target} className={styles.itemLink}>
          {section.title}
        </PlainLink>
        {hasSubmenu && (
          <button
            ref={toggleRef}
            type="button"
            className={styles.submenuToggle}
            aria-expanded={open}
            aria-controls={submenuId}
            aria-label={t('toggleSubmenu', { title: section.title })}
            onPointerDown={() => {
              openAtPointerDown.current = open;
            }}
            onClick={onToggleClick}
          >
            <ChevronIcon />
          </button>
        )}
      </div>
      {hasSubmenu && (
        <div id={submenuId} ref={panelRef} className={styles.submenuPanel} hidden={collapse.hidden} style={collapse.style}>
          <ul className={styles.submenu}>
            {section.submenu.map((item, i) => (
              <li key={`${i}-${item.alias}`}>
                <PlainLink href={item.alias} target={item.target} className={styles.submenuLink}>
                  {item.title}
                </PlainLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
