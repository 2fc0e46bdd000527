import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from './schemas';
import Card from './shared/Card';
import { dateNode } from './shared/DateText';
import CollectionSection from './shared/CollectionSection';
import { cx } from './shared/format';
import ui from './shared/ui.module.css';
import styles from './StoryList.module.css';

/** Stories: cards in rows of three (two on tablets, one on phones), each linking to the story. */
export default function StoryList({ content, lang }: { content: ModuleContent<'storyList'>; lang: Lang }) {
  const { title, description, items, button, anchor } = content;
  const Heading = title ? 'h3' : 'h2';
  return (
    <CollectionSection anchor={anchor} title={title} description={description} lang={lang} empty={items.length === 0} button={button}>
      <ul className={cx(ui.grid, ui.cols3)}>
        {items.map((item) => (
          <li key={item.id}>
            <Card
              heading={Heading}
              title={item.title}
              href={item.url}
              media={item.media}
              eyebrow={item.tags && item.tags.length > 0 ? item.tags.slice(0, 3).join(' · ') : undefined}
              meta={[dateNode(item.publishTime, lang)]}
            >
              {item.summary && <p className={styles.summary}>{item.summary}</p>}
            </Card>
          </li>
        ))}
      </ul>
    </CollectionSection>
  );
}
