import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import ConnectingCargo from './ConnectingCargo';
import ButtonLinks from '../shared/ButtonLinks';
import Card from '../shared/Card';
import ContextLink from '../shared/ContextLink';
import FadeIn from '../shared/FadeIn.lazy.client';
import ModuleSection from '../shared/ModuleSection';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';

/**
 * Home: connecting: the cargo animation, then story items, three per row on desktop (spec), two on
 * tablets, one on phones, each fading in once visible.
 */
export default function Connecting({ content, lang }: { content: ModuleContent<'connecting'>; lang: Lang }) {
  const { title, description, items, buttons, anchor } = content;
  return (
    <ModuleSection anchor={anchor} title={title} description={description} lang={lang} align="center">
      <ConnectingCargo />
      {items.length > 0 && (
        <ul className={cx(ui.grid, ui.cols3)}>
          {items.map((item, i) => (
            <FadeIn as="li" key={`${item.title}-${i}`}>
              <Card
                heading="h3"
                title={item.title}
                media={item.image}
                eyebrow={[item.category, item.tag].filter(Boolean).join(' · ') || undefined}
                footer={item.button && <ContextLink link={item.button} context={item.title} />}
              />
            </FadeIn>
          ))}
        </ul>
      )}
      <ButtonLinks links={buttons} align="center" />
    </ModuleSection>
  );
}
