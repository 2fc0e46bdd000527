import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import { balancedColumns } from '../shared/balancedColumns';
import Card from '../shared/Card';
import ContextLink from '../shared/ContextLink';
import FileLink from '../shared/FileLink';
import ModuleSection, { itemHeading } from '../shared/ModuleSection';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';

const COLS = { 2: ui.cols2, 3: ui.cols3, 4: ui.cols4 } as const;

/** Cards in up to 2, 3 or 4 columns, rows kept even (2 on tablets, 1 on phones); the logo variant shows images contained. */
export default function CardGrid({ content, lang }: { content: ModuleContent<'cardGrid'>; lang: Lang }) {
  const { title, description, columns, variant, items, anchor } = content;
  const heading = itemHeading(title);
  // The editor's column count is the most a row holds; rows stay even (5 cards in 4 columns: 3 + 2).
  const cols = Math.max(2, balancedColumns(items.length, columns)) as keyof typeof COLS;
  const sizes = `(max-width: 767px) 100vw, (max-width: 1023px) 50vw, ${Math.round(1200 / cols)}px`;
  return (
    <ModuleSection anchor={anchor} title={title} description={description} lang={lang}>
      {items.length > 0 && (
        <ul className={cx(ui.grid, COLS[cols])}>
          {items.map((item, i) => (
            <li key={`${item.title}-${i}`}>
              <Card
                heading={heading}
                title={item.title}
                media={item.image}
                fit={variant === 'logo' ? 'contain' : 'cover'}
                sizes={sizes}
                eyebrow={item.tag}
                meta={item.meta}
                footer={
                  (item.button || item.download) && (
                    <>
                      {item.button && <ContextLink link={item.button} context={item.title} />}
                      {item.download && <FileLink link={item.download} />}
                    </>
                  )
                }
              >
                {item.description && <RichText html={item.description} lang={lang} />}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </ModuleSection>
  );
}
