import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from './schemas';
import Counters from './shared/Counters';
import SectionHeader from './shared/SectionHeader';

/** Facts and figures: a grid of count + unit + title (+ description), numbers in tabular figures. */
export default function Statistics({ content, lang }: { content: ModuleContent<'statistics'>; lang: Lang }) {
  const { title, description, animate, items, anchor } = content;
  return (
    <section id={anchor} className="section">
      <div className="container">
        <SectionHeader title={title} description={description} lang={lang} />
        <Counters items={items} animate={animate} />
      </div>
    </section>
  );
}
