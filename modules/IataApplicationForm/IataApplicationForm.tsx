import type { Lang } from '@/lib/i18n';
import { hrefOf } from '@/lib/routing/routes';
import type { ModuleContent } from '../schemas';
import SectionHeader from '../shared/SectionHeader';
import { cx } from '../shared/format';
import { IataApplicationFormClient } from '../islands.client';
import styles from '@/components/forms/Form.module.css';
import IslandMessages from '@/components/IslandMessages';

/**
 * The application form of an IATA course page (placed after its iataCourse module). The course
 * and its sessions come from the client state that the iataCourse module fills.
 */
export default function IataApplicationForm({ content, lang }: { content: ModuleContent<'iataApplicationForm'>; lang: Lang }) {
  const headingId = `${content.anchor ?? 'apply'}-title`;
  return (
    <section id={content.anchor} className={cx('section', styles.section)}>
      <div className={cx('container', styles.inner)}>
        <SectionHeader title={content.title} description={content.description} lang={lang} id={headingId} />
        <IslandMessages island="forms">
          <IataApplicationFormClient lang={lang} headingId={headingId} privacyHref={hrefOf(lang, 'privacy-notice')} />
        </IslandMessages>
      </div>
    </section>
  );
}
