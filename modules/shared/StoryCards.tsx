import type { Lang } from '@/lib/i18n';
import type { CollectionItem } from './schema';
import Card, { type HeadingLevel } from './Card';
import { dateNode } from './DateText';
import { cx } from './format';
import ui from './ui.module.css';

/** One story as its card shows it: a collection item of the backend (modules/schemas.ts). */
export type StoryItem = CollectionItem;

/** Story cards in rows of three (two on tablets, one on phones); shared by the list and its tag filter. */
export default function StoryCards({ items, lang, heading }: { items: readonly StoryItem[]; lang: Lang; heading: HeadingLevel }) {
  return (
    <ul className={cx(ui.grid, ui.cols3)}>
      {items.map((item) => (
        <li key={item.id}>
          <Card
            heading={heading}
            title={item.title}
            href={item.url}
            media={item.media}
            eyebrow={item.tags && item.tags.length > 0 ? item.tags.slice(0, 3).join(' · ') : undefined}
            meta={[dateNode(item.publishTime, lang)]}
          >
            {item.summary && <p className={ui.cardSummary}>{item.summary}</p>}
          </Card>
        </li>
      ))}
    </ul>
  );
}
