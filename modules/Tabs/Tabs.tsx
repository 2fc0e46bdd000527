import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import ModuleSection from '../shared/ModuleSection';
import TabsClient from './Tabs.lazy.client';

/**
 * Tabbed content (WAI-ARIA tabs pattern, client island). Every panel is rendered on the server
 * and passed to the island as children, so all text is in the HTML for crawlers and search.
 */
export default function Tabs({ content, lang }: { content: ModuleContent<'tabs'>; lang: Lang }) {
  const { title, items, anchor } = content;
  if (items.length === 0 && !title) return null;
  return (
    <ModuleSection anchor={anchor} title={title} lang={lang}>
      {items.length > 0 && (
        <TabsClient labels={items.map((item) => item.label)} label={title}>
          {items.map((item, i) => (
            <RichText key={i} html={item.html} lang={lang} />
          ))}
        </TabsClient>
      )}
    </ModuleSection>
  );
}
