import { Fragment, type ReactNode } from 'react';
import type { Lang } from '@/lib/i18n';
import type { HeadingLevel } from './Card';
import ModuleSection, { itemHeading } from './ModuleSection';

interface Props<T> {
  /** The module's frame fields (ModuleSection). */
  content: { anchor?: string; title?: string; description?: string };
  lang: Lang;
  items: readonly T[];
  /** ol for a numbered procedure; div when each item is an element of its own kind (details, section). */
  as?: 'ul' | 'ol' | 'div';
  className?: string;
  /** Names an item for React; the index is added, since an editor may repeat an item. */
  itemKey: (item: T) => string;
  /** One item, its list element included; `Heading` is the level of its title (itemHeading). */
  children: (item: T, index: number, Heading: HeadingLevel) => ReactNode;
}

/** A page module that is a list of its items: the section frame, then the items in one list element. */
export default function ModuleList<T>({ content, lang, items, as: List = 'ul', className, itemKey, children }: Props<T>) {
  const heading = itemHeading(content.title);
  return (
    <ModuleSection anchor={content.anchor} title={content.title} description={content.description} lang={lang}>
      <List className={className}>
        {items.map((item, i) => (
          <Fragment key={`${itemKey(item)}-${i}`}>{children(item, i, heading)}</Fragment>
        ))}
      </List>
    </ModuleSection>
  );
}
