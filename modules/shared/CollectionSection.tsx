import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import SmartLink from '@/components/SmartLink';
import type { Link } from '@/lib/content/primitives';
import type { Lang } from '@/lib/i18n';
import ModuleSection from './ModuleSection';
import ui from './ui.module.css';
import styles from './CollectionSection.module.css';

interface Props {
  anchor?: string;
  title?: string;
  description?: string;
  lang: Lang;
  /** No items: a localized "nothing here yet" replaces the list. */
  empty: boolean;
  /** Link to the full list, under the items. */
  button?: Link;
  children: ReactNode;
}

/** The frame every collection module shares: heading, the list (or its empty state), a "more" link. */
export default function CollectionSection({ anchor, title, description, lang, empty, button, children }: Props) {
  const t = useTranslations('modules');
  return (
    <ModuleSection anchor={anchor} title={title} description={description} lang={lang}>
      {empty ? <p className={ui.empty}>{t('noItems')}</p> : children}
      {button && (
        <p className={styles.more}>
          <SmartLink href={button.url} target={button.target} className="btn btn-outline">
            {button.label}
          </SmartLink>
        </p>
      )}
    </ModuleSection>
  );
}
