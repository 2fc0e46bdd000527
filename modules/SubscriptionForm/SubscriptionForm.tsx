import type { Lang } from '@/lib/i18n';
import { hrefOf } from '@/lib/routing/routes';
import type { ModuleContent } from '../schemas';
import SectionHeader from '../shared/SectionHeader';
import { cx } from '../shared/format';
import { SubscriptionFormClient } from '../islands.client';
import styles from '@/components/forms/Form.module.css';
import IslandMessages from '@/components/IslandMessages';

/** The Hactlink newsletter sign-up: title and text from the CMS, the form as a client island. */
export default function SubscriptionForm({ content, lang }: { content: ModuleContent<'subscriptionForm'>; lang: Lang }) {
  const headingId = `${content.anchor ?? 'subscribe'}-title`;
  return (
    <section id={content.anchor} className={cx('section', styles.section)}>
      <div className={cx('container', styles.inner)}>
        <SectionHeader title={content.title} description={content.description} lang={lang} id={headingId} />
        <IslandMessages island="forms">
          <SubscriptionFormClient lang={lang} headingId={headingId} privacyHref={hrefOf(lang, 'privacy-notice')} />
        </IslandMessages>
      </div>
    </section>
  );
}
