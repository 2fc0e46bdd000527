import type { ReactNode } from 'react';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';

/**
 * Story cards in rows of three (two on tablets, one on phones), its children `<li>` elements. Apart
 * from the card so that the tag filter (a client island) lays out the cards the server rendered
 * without shipping the card's code (StoryList.tsx).
 */
export default function StoryGrid({ children }: { children: ReactNode }) {
  return <ul className={cx(ui.grid, ui.cols3)}>{children}</ul>;
}
