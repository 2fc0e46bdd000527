import { useTranslations } from 'next-intl';
import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import ModuleSection from '../shared/ModuleSection';
import { keepChineseWords } from '../shared/keepWords';
import { cx, dateTimeAttr, formatDate } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from './DataTable.module.css';

type Column = ModuleContent<'dataTable'>['columns'][number];
type Row = ModuleContent<'dataTable'>['rows'][number];

/** A figure an editor typed: "1,250", "HK$ 3.50", "12%", "-". */
const NUMERIC = /^[-+]?(HK\$|US\$|\$|RMB|¥)?\s?[-+]?[\d,]*\.?\d+\s?%?$/i;

/** A column is numeric when every filled cell is a number; numeric columns are right-aligned. */
function alignOf(column: Column, rows: Row[]): 'left' | 'right' | 'center' {
  if (column.align !== 'left') return column.align;
  const values = rows.map((r) => (r[column.key] ?? '').trim()).filter((v) => v !== '' && v !== '-' && v !== '—');
  return values.length > 0 && values.every((v) => NUMERIC.test(v)) ? 'right' : 'left';
}

/**
 * Fees, charges and performance standards: a real table with caption and column headers. On phones
 * it keeps every column and scrolls sideways inside a focusable, labelled region, its first column
 * pinned (`.table-scroll`, app/globals.css).
 */
export default function DataTable({ content, lang }: { content: ModuleContent<'dataTable'>; lang: Lang }) {
  const t = useTranslations('modules');
  const { title, caption, effectiveDate, columns, rows, notes, anchor } = content;
  const aligns = columns.map((c) => alignOf(c, rows));
  return (
    <ModuleSection anchor={anchor} title={title} lang={lang}>
      {effectiveDate && (
        <p className={styles.effective}>
          {t.rich('effectiveFrom', {
            value: formatDate(effectiveDate, lang) ?? effectiveDate,
            date: (chunks) => <time dateTime={dateTimeAttr(effectiveDate)}>{chunks}</time>,
          })}
        </p>
      )}
      <p className={cx(ui.note, styles.hint)} aria-hidden="true">
        {t('tableScrollHint')}
      </p>
      <div className={cx('table-scroll', styles.scroll)} role="region" aria-label={t('tableRegion', { caption })} tabIndex={0}>
        <table className={cx(ui.table, styles.table)}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th key={column.key} scope="col" className={styles[aligns[i]]}>
                  {keepChineseWords(column.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {columns.map((column, i) => (
                  <td key={column.key} className={cx(styles[aligns[i]], aligns[i] === 'right' && ui.numeric)}>
                    {keepChineseWords(row[column.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {notes && <RichText html={notes} lang={lang} className={cx(ui.note, styles.notes)} />}
    </ModuleSection>
  );
}
