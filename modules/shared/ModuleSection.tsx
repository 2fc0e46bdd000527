import type { ReactNode } from 'react';
import type { Lang } from '@/lib/i18n';
import SectionHeader from './SectionHeader';

interface Props {
  /** The CMS anchor: the section's id, for in-page links. */
  anchor?: string;
  title?: string;
  /** Rich text under the title. */
  description?: string;
  lang: Lang;
  align?: 'start' | 'center';
  children?: ReactNode;
}

/** The frame of a page module: a section in the page's vertical rhythm, the container, the title block, then the module's own body. */
export default function ModuleSection({ anchor, title, description, lang, align, children }: Props) {
  return (
    <section {...(anchor ? { id: anchor } : null)} className="section">
      <div className="container">
        <SectionHeader title={title} description={description} lang={lang} align={align} />
        {children}
      </div>
    </section>
  );
}

/** The level of an item's heading: h3 under the module's h2, h2 when the module has no title. */
export const itemHeading = (title?: string): 'h2' | 'h3' => (title ? 'h3' : 'h2');
