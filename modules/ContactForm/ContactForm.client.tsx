'use client';

import { useTranslations } from 'next-intl';
import ThankYouDialog from '@/components/forms/ThankYouDialog.lazy.client';
import FormShell from '@/components/forms/FormShell.client';
import { SelectField, TextField } from '@/components/forms/Fields.client';
import { useForm } from '@/components/forms/useForm';
import { useSiteState } from '@/components/SiteState.client';
import { CONTACT_FIELDS, ENQUIRY_TYPES } from '@/lib/forms/contact-fields';
import type { FormValues } from '@/lib/forms/fields';
import type { FormIslandProps } from '../shared/formIsland';
import styles from '@/components/forms/Form.module.css';

const EMPTY: FormValues<'contact'> = { enquiryType: '', name: '', company: '', email: '', phone: '', subject: '', message: '', consent: false };

export default function ContactFormClient(island: FormIslandProps) {
  const { lang } = island;
  const t = useTranslations('forms.contact');
  const shared = useTranslations('forms.shared');
  const { dialogs, setDialog } = useSiteState();
  const form = useForm('contact', CONTACT_FIELDS, lang, EMPTY, 'contact');
  const label = (name: keyof typeof EMPTY) => t(name);
  const order: (keyof typeof EMPTY)[] = ['enquiryType', 'name', 'company', 'email', 'phone', 'subject', 'message', 'consent'];

  return (
    <>
      <FormShell
        island={island}
        state={form}
        fields={order}
        labelOf={label}
        submitLabel={t('submit')}
        onSubmit={async () => {
          if (await form.submit()) setDialog('contactUs', true);
        }}
      >
        <SelectField
          {...form.field('enquiryType')}
          label={label('enquiryType')}
          required
          placeholder={shared('choose')}
          options={ENQUIRY_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
        <div className={styles.row}>
          <TextField {...form.field('name')} label={label('name')} required autoComplete="name" />
          <TextField {...form.field('company')} label={label('company')} autoComplete="organization" />
        </div>
        <div className={styles.row}>
          <TextField {...form.field('email')} label={label('email')} required type="email" autoComplete="email" />
          <TextField {...form.field('phone')} label={label('phone')} type="tel" autoComplete="tel" hint={shared('phoneHint')} />
        </div>
        <TextField {...form.field('subject')} label={label('subject')} required />
        <TextField {...form.field('message')} label={label('message')} required multiline />
      </FormShell>
      <ThankYouDialog open={dialogs.contactUs} onClose={() => setDialog('contactUs', false)} title={t('thanksTitle')} text={t('thanksText')} />
    </>
  );
}
