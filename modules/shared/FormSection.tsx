import type { ComponentType } from 'react';
import type { Lang } from '@/lib/i18n';
import { hrefOf } from '@/lib/routing/routes';
import SectionHeader from './SectionHeader';
import { cx } from './format';
import styles from '@/components/forms/Form.module.css';
import IslandMessages from '@/components/IslandMessages';

/** What every form island is given: the page language, the heading that names the form, the privacy notice. */
export interface FormIslandProps {
  lang: Lang;
  headingId: string;
  privacyHref: string;
}

interface Props {
  content: { anchor?: string; title?: string; description?: string };
  lang: Lang;
  /** The heading's id stem when the CMS gives no anchor ("contact-form" makes "contact-form-title"). */
  defaultAnchor: string;
  /** The form itself, a client island (modules/islands.client.tsx). */
  Form: ComponentType<FormIslandProps>;
}

/** The frame of a form module: title and text from the CMS, then the form, which the title names. */
export default function FormSection({ content, lang, defaultAnchor, Form }: Props) {
  const headingId = `${content.anchor ?? defaultAnchor}-title`;
  return (
    <section id={content.anchor} className={cx('section', styles.section)}>
      <div className={cx('container', styles.inner)}>
        <SectionHeader title={content.title} description={content.description} lang={lang} id={headingId} />
        <IslandMessages island="forms">
          <Form lang={lang} headingId={headingId} privacyHref={hrefOf(lang, 'privacy-notice')} />
        </IslandMessages>
      </div>
    </section>
  );
}
