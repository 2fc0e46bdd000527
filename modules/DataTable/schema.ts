import { z } from 'zod';
import { lenientArray, reportInvalid, shortText } from '@/lib/content/primitives';
import { optionalText, optionalHtml, base, isoDate } from '../shared/schema';

export const schema = z.object({
  ...base,
  title: optionalText,
  caption: shortText,
  effectiveDate: isoDate.optional().catch(undefined),
  columns: lenientArray(
    z.object({ key: z.string().min(1).max(40), label: shortText, align: z.enum(['left', 'right', 'center']).default('left').catch('left') }),
    'dataTable.columns',
  ),
  rows: lenientArray(z.record(z.string(), z.string().max(500)), 'dataTable.rows'),
  notes: optionalHtml,
}).transform((table) => {
  // A row without a cell for any column would render as an empty line: drop it like any bad entry.
  const keys = new Set(table.columns.map((c) => c.key));
  const rows = table.rows.filter((row, index) => {
    const fits = Object.keys(row).some((key) => keys.has(key));
    if (!fits) reportInvalid(`dataTable.rows[${index}]`, new z.ZodError([{ code: 'custom', message: 'no cell for any column', path: ['rows', index], input: row }]));
    return fits;
  });
  return { ...table, rows };
});
