import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import Counters from '../shared/Counters';
import ModuleSection from '../shared/ModuleSection';

/** Facts and figures: a grid of count + unit + title (+ description), numbers in tabular figures. */
export default function Statistics({ content, lang }: { content: ModuleContent<'statistics'>; lang: Lang }) {
  const { title, description, animate, items, anchor } = content;
  return (
    <ModuleSection anchor={anchor} title={title} description={description} lang={lang}>
      <Counters items={items} animate={animate} />
    </ModuleSection>
  );
}
