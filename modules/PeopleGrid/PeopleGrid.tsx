import { useTranslations } from 'next-intl';
import Media from '@/components/Media';
import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import ModuleList from '../shared/ModuleList';
import { keepHyphenatedWords } from '../shared/keepWords';
import { BioDialog } from '../islands.client';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from './PeopleGrid.module.css';

/**
 * Leadership: cards with photo, name and position. "Read biography" opens the bio in a modal
 * <dialog> (client island): focus moves into it, Esc or the close button closes it and focus
 * returns to the button. The bio is server-rendered inside the dialog, so it is in the HTML.
 */
export default function PeopleGrid({ content, lang }: { content: ModuleContent<'peopleGrid'>; lang: Lang }) {
  const t = useTranslations('modules');
  return (
    <ModuleList content={content} lang={lang} items={content.items} className={styles.grid} itemKey={(person) => person.name}>
      {(person, _, Heading) => (
        <li className={ui.panel}>
          <div className={cx(styles.photo, ui.mediaFill)}>
            <Media media={person.photo} sizes="(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 300px" />
          </div>
          <div className={cx(ui.cardBody, styles.body)}>
            <Heading className={ui.itemTitle}>{keepHyphenatedWords(person.name)}</Heading>
            <p className={styles.position}>{keepHyphenatedWords(person.position)}</p>
            <BioDialog name={person.name} position={person.position} openLabel={t('viewBio')} openContext={t('linkContext', { title: person.name })} closeLabel={t('close')}>
              <RichText html={person.bio} lang={lang} />
            </BioDialog>
          </div>
        </li>
      )}
    </ModuleList>
  );
}
