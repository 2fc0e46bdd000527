'use client';

import { useTranslations } from 'next-intl';
import { useId, type FormEvent } from 'react';
import type { Lang } from '@/lib/i18n';
import { KEYWORD_MAX, isFiltered, type NewsFacets, type NewsFilter } from '@/lib/content/news-filter';
import { isKnownCategory } from '../shared/categoryLabel';
import { monthName } from '../shared/format';
import styles from './NewsBrowser.module.css';

const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];

interface Props {
  filter: NewsFilter;
  facets: NewsFacets;
  lang: Lang;
  /** A new filter; paging restarts at the first page. */
  onChange: (filter: NewsFilter) => void;
}

/** Year, month, category (when the list has several) and keyword; selects apply at once, the keyword on submit. */
export default function NewsToolbar({ filter, facets, lang, onChange }: Props) {
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
      <div className={styles.field}>
        <label htmlFor={`${id}-year`}>{t('year')}</label>
        <select id={`${id}-year`} value={filter.year ?? ''} onChange={(e) => set({ year: e.target.value || undefined })}>
          <option value="">{t('allYears')}</option>
          {facets.years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-month`}>{t('month')}</label>
        <select id={`${id}-month`} value={filter.month ?? ''} onChange={(e) => set({ month: e.target.value || undefined })}>
          <option value="">{t('allMonths')}</option>
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {monthName(month, lang)}
            </option>
          ))}
        </select>
      </div>
      {facets.categories.length > 1 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-category`}>{t('category')}</label>
          <select id={`${id}-category`} value={filter.category ?? ''} onChange={(e) => set({ category: e.target.value || undefined })}>
            <option value="">{t('allCategories')}</option>
            {facets.categories.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </select>
        </div>
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
