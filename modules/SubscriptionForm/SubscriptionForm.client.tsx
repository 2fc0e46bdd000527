'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import ThankYouDialog from '@/components/forms/ThankYouDialog.lazy.client';
import FormShell from '@/components/forms/FormShell.client';
import { SelectField, TextField } from '@/components/forms/Fields.client';
import { useForm } from '@/components/forms/useForm';
import { useSiteState } from '@/components/SiteState.client';
import type { FormValues } from '@/lib/forms/fields';
import { NEWSLETTER_LANGUAGES, SUBSCRIPTION_FIELDS } from '@/lib/forms/subscription-fields';
import { HTML_LANG } from '@/lib/i18n';
import type { FormIslandProps } from '../shared/formIsland';
import styles from '@/components/forms/Form.module.css';

const STATUSES = ['confirmed', 'confirm-invalid', 'confirm-failed', 'unsubscribed', 'unsubscribe-invalid', 'unsubscribe-failed'] as const;
type Status = (typeof STATUSES)[number];

/** ?status=… set by the redirect of the confirmation or unsubscribe link; read in the browser, the page itself is static. */
function readStatus(): Status | null {
  const value = new URLSearchParams(window.location.search).get('status');
  return (STATUSES as readonly string[]).includes(value ?? '') ? (value as Status) : null;
}
const noSubscribe = () => () => {};

export default function SubscriptionFormClient(island: FormIslandProps) {
  const { lang } = island;
  const t = useTranslations('forms.subscription');
  const shared = useTranslations('forms.shared');
  const { dialogs, setDialog } = useSiteState();
  const status = useSyncExternalStore(noSubscribe, readStatus, () => null);
  // The newsletter language defaults to the page's; the visitor can pick another.
  const form = useForm('subscription', SUBSCRIPTION_FIELDS, lang, { email: '', name: '', company: '', language: lang, consent: false }, 'subscription');
  const order: (keyof FormValues<'subscription'>)[] = ['email', 'name', 'company', 'language', 'consent'];

  return (
    <>
      {status && (
        <p className={styles.status} role="status">
          {t(`status.${status}`)}
        </p>
      )}
      <FormShell
        island={island}
        state={form}
        fields={order}
        labelOf={(name) => t(name)}
        submitLabel={t('submit')}
        onSubmit={async () => {
          if (await form.submit()) setDialog('hactlinkSubscription', true);
        }}
      >
        <div className={styles.row}>
          <TextField {...form.field('email')} label={t('email')} required type="email" autoComplete="email" />
          <TextField {...form.field('name')} label={t('name')} required autoComplete="name" />
        </div>
        <div className={styles.row}>
          <TextField {...form.field('company')} label={t('company')} autoComplete="organization" />
          <SelectField
            {...form.field('language')}
            label={t('language')}
            required
            placeholder={shared('choose')}
            options={NEWSLETTER_LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`), lang: HTML_LANG[code] }))}
          />
        </div>
      </FormShell>
      <ThankYouDialog
        open={dialogs.hactlinkSubscription}
        onClose={() => setDialog('hactlinkSubscription', false)}
        title={t('thanksTitle')}
        text={t('thanksText')}
      />
    </>
  );
}
