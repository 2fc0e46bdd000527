'use client';

import { useTranslations } from 'next-intl';
import ThankYouDialog from '@/components/forms/ThankYouDialog.client';
import FormShell from '@/components/forms/FormShell.client';
import { ConsentField, Honeypot, SelectField, TextField } from '@/components/forms/Fields.client';
import { useForm } from '@/components/forms/useForm';
import { useSiteState } from '@/components/SiteState.client';
import { ENQUIRY_TYPES, type FormValues } from '@/lib/forms/fields';
import type { FormIslandProps } from '../shared/formIsland';
import styles from '@/components/forms/Form.module.css';

const EMPTY: FormValues<'contact'> = { enquiryType: '', name: '', company: '', email: '', phone: '', subject: '', message: '', consent: false };

export default function ContactFormClient({ lang, headingId, privacyHref }: FormIslandProps) {
  const t = useTranslations('forms');
  const { dialogs, setDialog } = useSiteState();
  const form = useForm('contact', lang, EMPTY, 'contact');
  const { values, errors, set, idOf } = form;
  const label = (name: keyof typeof EMPTY) => t(`contact.${name}`);
  const order: (keyof typeof EMPTY)[] = ['enquiryType', 'name', 'company', 'email', 'phone', 'subject', 'message', 'consent'];

  return (
    <>
      <FormShell
        labelledBy={headingId}
        errors={errors}
        labels={order.map((name) => [name, label(name)])}
        idOf={idOf}
        problem={form.problem}
        sending={form.sending}
        submitLabel={t('contact.submit')}
        onSubmit={async () => {
          if (await form.submit()) setDialog('contactUs', true);
        }}
      >
        <SelectField
          id={idOf('enquiryType')}
          label={label('enquiryType')}
          required
          error={errors.enquiryType}
          value={values.enquiryType}
          onChange={(v) => set('enquiryType', v)}
          placeholder={t('choose')}
          options={ENQUIRY_TYPES.map((type) => ({ value: type, label: t(`contact.types.${type}`) }))}
        />
        <div className={styles.row}>
          <TextField id={idOf('name')} label={label('name')} required error={errors.name} value={values.name} onChange={(v) => set('name', v)} autoComplete="name" />
          <TextField id={idOf('company')} label={label('company')} error={errors.company} value={values.company} onChange={(v) => set('company', v)} autoComplete="organization" />
        </div>
        <div className={styles.row}>
          <TextField id={idOf('email')} label={label('email')} required type="email" error={errors.email} value={values.email} onChange={(v) => set('email', v)} autoComplete="email" />
          <TextField id={idOf('phone')} label={label('phone')} type="tel" error={errors.phone} value={values.phone} onChange={(v) => set('phone', v)} autoComplete="tel" hint={t('phoneHint')} />
        </div>
        <TextField id={idOf('subject')} label={label('subject')} required error={errors.subject} value={values.subject} onChange={(v) => set('subject', v)} />
        <TextField id={idOf('message')} label={label('message')} required multiline error={errors.message} value={values.message} onChange={(v) => set('message', v)} />
        <ConsentField id={idOf('consent')} checked={values.consent} onChange={(v) => set('consent', v)} error={errors.consent} privacyHref={privacyHref} />
        <Honeypot onChange={form.setHoneypot} />
      </FormShell>
      <ThankYouDialog open={dialogs.contactUs} onClose={() => setDialog('contactUs', false)} title={t('contact.thanksTitle')} text={t('contact.thanksText')} />
    </>
  );
}
