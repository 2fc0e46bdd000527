'use client';

import { useTranslations } from 'next-intl';
import { useId, type FormEvent } from 'react';
import { KEYWORD_MAX, MONTHS, isFiltered, type NewsFacets, type NewsFilter } from '@/lib/content/news-filter';
import { isKnownCategory } from '../shared/categoryLabel';
import styles from './NewsBrowser.module.css';

interface Props {
  filter: NewsFilter;
  facets: NewsFacets;
  /** The names of MONTHS in the page language, formatted by the server (see NewsBrowser's props). */
  monthLabels: readonly string[];
  /** A new filter; paging restarts at the first page. */
  onChange: (filter: NewsFilter) => void;
}

interface FilterSelectProps {
  id: string;
  label: string;
  /** The first option, which sets no filter. */
  all: string;
  value: string | undefined;
  options: readonly string[];
  optionLabel: (option: string, index: number) => string;
  onChange: (value: string | undefined) => void;
}

/** One filter of the toolbar: a labelled select that applies at once; its first option clears it. */
function FilterSelect({ id, label, all, value, options, optionLabel, onChange }: FilterSelectProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{all}</option>
        {options.map((option, index) => (
          <option key={option} value={option}>
            {optionLabel(option, index)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Year, month, category (when the list has several) and keyword; selects apply at once, the keyword on submit. */
export default function NewsToolbar({ filter, facets, monthLabels, onChange }: Props) {
  const t = useTranslations('media.filters');
  const tc = useTranslations('modules.newsCategory');
  const id = useId();
  const set = (patch: Partial<NewsFilter>) => onChange({ ...filter, ...patch, page: 1 });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('q');
    const q = field instanceof HTMLInputElement ? field.value.trim() : '';
    set({ q: q || undefined });
  };
  const categoryLabel = (value: string) => (isKnownCategory(value) ? tc(value) : value);

  return (
    <form role="search" aria-label={t('label')} className={styles.toolbar} onSubmit={onSubmit}>
      <FilterSelect id={`${id}-year`} label={t('year')} all={t('allYears')} value={filter.year} options={facets.years} optionLabel={(year) => year} onChange={(year) => set({ year })} />
      <FilterSelect id={`${id}-month`} label={t('month')} all={t('allMonths')} value={filter.month} options={MONTHS} optionLabel={(month, index) => monthLabels[index] ?? month} onChange={(month) => set({ month })} />
      {facets.categories.length > 1 && (
        <FilterSelect id={`${id}-category`} label={t('category')} all={t('allCategories')} value={filter.category} options={facets.categories} optionLabel={categoryLabel} onChange={(category) => set({ category })} />
      )}
      <div className={styles.keyword}>
        <label htmlFor={`${id}-q`}>{t('keyword')}</label>
        <div className={styles.keywordRow}>
          {/* Keyed by the URL value so Back/Forward and "clear" reset what the field shows. */}
          <input key={filter.q ?? ''} id={`${id}-q`} name="q" type="search" defaultValue={filter.q ?? ''} maxLength={KEYWORD_MAX} enterKeyHint="search" />
          <button type="submit" className="btn btn-primary">
            {t('search')}
          </button>
        </div>
      </div>
      {isFiltered(filter) && (
        <button type="button" className={`btn btn-outline ${styles.clear}`} onClick={() => onChange({ page: 1 })}>
          {t('clear')}
        </button>
      )}
    </form>
  );
}
