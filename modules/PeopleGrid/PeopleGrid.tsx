import { useTranslations } from 'next-intl';
import Media from '@/components/Media';
import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import ModuleList from '../shared/ModuleList';
import { keepHyphenatedWords } from '../shared/keepWords';
import BioDialog from './PeopleGrid.lazy.client';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from './PeopleGrid.module.css';

/**
 * Leadership: one card per person. The portrait is typographic, the same for everyone: the name set
 * large with the post under it on the house's navy plate, in the page's language (HTML text, no
 * picture of a figure standing in for the person). A photograph the operator supplies (`photo`)
 * goes above the plate, which then is its caption. "Read biography" opens the bio in a modal
 * <dialog> (client island): focus moves into it, Esc or the close button closes it and focus
 * returns to the button. The bio is server-rendered inside the dialog, so it is in the HTML.
 */
export default function PeopleGrid({ content, lang }: { content: ModuleContent<'peopleGrid'>; lang: Lang }) {
  const t = useTranslations('modules');
  return (
    <ModuleList content={content} lang={lang} items={content.items} className={styles.grid} itemKey={(person) => person.name}>
      {(person, _, Heading) => (
        <li className={ui.panel}>
          {person.photo ? (
            <div className={cx(styles.photo, ui.mediaFill)}>
              <Media media={person.photo} sizes="(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 300px" />
            </div>
          ) : null}
          <div className={cx(styles.plate, !person.photo && styles.portrait)}>
            <Heading className={styles.name}>{keepHyphenatedWords(person.name)}</Heading>
            <p className={styles.position}>{keepHyphenatedWords(person.position)}</p>
          </div>
          <div className={styles.actions}>
            <BioDialog name={person.name} position={person.position} openLabel={t('viewBio')} openContext={t('linkContext', { title: person.name })} closeLabel={t('close')}>
              <RichText html={person.bio} lang={lang} />
            </BioDialog>
          </div>
        </li>
      )}
    </ModuleList>
  );
}
