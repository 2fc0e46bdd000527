import type { FormName } from '@/lib/forms/fields';
import type { Lang } from '@/lib/i18n';
import { hrefOf } from '@/lib/routing/routes';
import ContactFormClient from '../ContactForm/ContactForm.lazy.client';
import IataApplicationFormClient from '../IataApplicationForm/IataApplicationForm.lazy.client';
import SubscriptionFormClient from '../SubscriptionForm/SubscriptionForm.lazy.client';
import type { FormIslandProps } from './formIsland';
import SectionHeader from './SectionHeader';
import { cx } from './format';
import styles from '@/components/forms/Form.module.css';
import IslandMessages from '@/components/IslandMessages';

/** The heading's id stem of each form when the CMS gives no anchor ("contact-form" makes "contact-form-title"). */
const DEFAULT_ANCHOR: Record<FormName, string> = { contact: 'contact-form', 'iata-application': 'apply', subscription: 'subscribe' };

interface Props {
  form: FormName;
  content: { anchor?: string; title?: string; description?: string };
  lang: Lang;
}

/** The frame of a form module: title and text from the CMS, then the form (a client island), which the title names. */
export default function FormSection({ form, content, lang }: Props) {
  const headingId = `${content.anchor ?? DEFAULT_ANCHOR[form]}-title`;
  const island: FormIslandProps = { lang, headingId, privacyHref: hrefOf(lang, 'privacy-notice') };
  return (
    <section id={content.anchor} className={cx('section', styles.section)}>
      <div className="container">
        <SectionHeader title={content.title} description={content.description} lang={lang} id={headingId} />
        {form === 'contact' && (
          <IslandMessages island="contactForm">
            <ContactFormClient {...island} />
          </IslandMessages>
        )}
        {form === 'iata-application' && (
          <IslandMessages island="iataForm">
            <IataApplicationFormClient {...island} />
          </IslandMessages>
        )}
        {form === 'subscription' && (
          <IslandMessages island="subscriptionForm">
            <SubscriptionFormClient {...island} />
          </IslandMessages>
        )}
      </div>
    </section>
  );
}
