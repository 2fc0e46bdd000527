'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import DeferredSearchableSelect from '@/components/forms/DeferredSearchableSelect.client';
import ThankYouDialog from '@/components/forms/ThankYouDialog.lazy.client';
import FormShell from '@/components/forms/FormShell.client';
import { FieldError, FieldLabel, TextField } from '@/components/forms/Fields.client';
import { useForm } from '@/components/forms/useForm';
import { useSiteState } from '@/components/SiteState.client';
import { countryOptions } from '@/lib/forms/countries';
import type { FormValues } from '@/lib/forms/fields';
import { IATA_FIELDS } from '@/lib/forms/iata-fields';
import type { FieldErrorCode } from '@/lib/forms/rules';
import { HTML_LANG } from '@/lib/i18n';
import type { FormIslandProps } from '../shared/formIsland';
import styles from '@/components/forms/Form.module.css';
import { formatDate } from '../shared/format';

const EMPTY: Omit<FormValues<'iata-application'>, 'courseId' | 'sessionDate'> = {
  name: '',
  jobTitle: '',
  email: '',
  phone: '',
  company: '',
  country: '',
  address: '',
  remarks: '',
  consent: false,
};

type Field = keyof FormValues<'iata-application'>;
const ORDER: Field[] = ['sessionDate', 'name', 'jobTitle', 'email', 'phone', 'company', 'country', 'address', 'remarks', 'consent'];

function SearchField(props: { id: string; label: string; error?: FieldErrorCode; children: React.ReactNode }) {
  return (
    <div className={styles.field} data-invalid={props.error ? 'true' : undefined}>
      <FieldLabel id={props.id} label={props.label} required />
      {props.children}
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}

export default function IataApplicationFormClient(island: FormIslandProps) {
  const { lang } = island;
  const t = useTranslations('forms.iata');
  const shared = useTranslations('forms.shared');
  const { iataCourseData: course, iataCourseDate, setIataCourseDate } = useSiteState();
  // The course id is the page's own id: the last segment of services/iata-training/{generalId}.
  const courseId = decodeURIComponent(usePathname().split('/').filter(Boolean).pop() ?? '');
  const [thanks, setThanks] = useState(false);
  const initial = useMemo(() => ({ ...EMPTY, courseId, sessionDate: '' }), [courseId]);
  const form = useForm('iata-application', IATA_FIELDS, lang, initial, 'iata');
  const { errors, set, idOf } = form;
  // The chosen session lives in the client state (spec: iataCourseDate); the form mirrors it.
  const values = { ...form.values, courseId, sessionDate: iataCourseDate ?? '' };

  // Both lists are built when their field first needs them: a browser's first Intl formatter or
  // region name loads ICU data (about 25 ms here), which the page's first load need not pay.
  const countries = () => countryOptions(HTML_LANG[lang]);
  const sessions = () =>
    (course?.sessions ?? []).map((s) => ({
      value: s.date,
      // The page language's own date format (modules/shared/format.ts): "1 December 2026", "2026年12月1日".
      label: formatDate(s.date, lang) ?? s.date,
    }));

  const submit = async () => {
    // Course and session live outside the form's own state: they are checked and sent as extras.
    if (await form.submit({ courseId, sessionDate: iataCourseDate ?? '' })) {
      setIataCourseDate(null);
      setThanks(true);
    }
  };

  return (
    <>
      {course && (
        <p className={styles.note}>
          {t('applyingFor', { title: course.title, code: course.code })}
        </p>
      )}
      <FieldError id={idOf('courseId')} error={errors.courseId} />
      <FormShell
        island={island}
        state={form}
        labelOf={(name) => t(name)}
        submitLabel={t('submit')}
        fields={ORDER}
        onSubmit={submit}
      >
        <SearchField id={idOf('sessionDate')} label={t('sessionDate')} error={errors.sessionDate}>
          <DeferredSearchableSelect
            inputId={idOf('sessionDate')}
            options={sessions}
            value={values.sessionDate}
            onChange={(v) => {
              setIataCourseDate(v || null);
              set('sessionDate', v);
            }}
            placeholder={t('sessionPlaceholder')}
            noOptionsText={t('noOptions')}
            error={errors.sessionDate}
            required
          />
        </SearchField>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('applicant')}</legend>
          <div className={styles.row}>
            <TextField {...form.field('name')} label={t('name')} required autoComplete="name" />
            <TextField {...form.field('jobTitle')} label={t('jobTitle')} autoComplete="organization-title" />
          </div>
          <div className={styles.row}>
            <TextField {...form.field('email')} label={t('email')} required type="email" autoComplete="email" />
            <TextField {...form.field('phone')} label={t('phone')} required type="tel" autoComplete="tel" hint={shared('phoneHint')} />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('companyLegend')}</legend>
          <TextField {...form.field('company')} label={t('company')} required autoComplete="organization" />
          <SearchField id={idOf('country')} label={t('country')} error={errors.country}>
            <DeferredSearchableSelect
              inputId={idOf('country')}
              options={countries}
              value={values.country}
              onChange={(v) => set('country', v)}
              placeholder={t('countryPlaceholder')}
              noOptionsText={t('noOptions')}
              error={errors.country}
              required
            />
          </SearchField>
          <TextField {...form.field('address')} label={t('address')} multiline autoComplete="street-address" />
        </fieldset>
        <TextField {...form.field('remarks')} label={t('remarks')} multiline />
      </FormShell>
      <ThankYouDialog open={thanks} onClose={() => setThanks(false)} title={t('thanksTitle')} text={t('thanksText')} />
    </>
  );
}
