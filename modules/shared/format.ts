import type { Lang } from '@/lib/i18n';

/** Locale used for dates: British-style day-month-year in English, as written in Hong Kong. */
const DATE_LOCALE = { en: 'en-GB', 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN' } as const satisfies Record<Lang, string>;
const TIME_ZONE = 'Asia/Hong_Kong';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Parse an ISO date or date-time; null when it is not a real date. */
function parseDate(value: string | undefined | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Format an ISO date for the page language. A bare date ("2025-03-01") is a calendar day and is
 * formatted as such; a date-time is shown in Hong Kong time.
 */
export function formatDate(value: string | undefined | null, lang: Lang, style: 'long' | 'medium' = 'long'): string | null {
  const date = parseDate(value);
  if (!date || !value) return null;
  return new Intl.DateTimeFormat(DATE_LOCALE[lang], {
    dateStyle: style,
    timeZone: DATE_ONLY.test(value) ? 'UTC' : TIME_ZONE,
  }).format(date);
}

/** The machine-readable value of a <time> element. */
export function dateTimeAttr(value: string): string {
  return DATE_ONLY.test(value) ? value : (parseDate(value)?.toISOString() ?? value);
}

/** "PDF" from "/files/report-2024.pdf?x=1"; undefined when the URL has no extension. */
export function fileTypeOf(url: string): string | undefined {
  const path = url.split(/[?#]/)[0];
  const match = /\.([a-z0-9]{2,5})$/i.exec(path);
  return match ? match[1].toUpperCase() : undefined;
}

export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** "March" / "3月" for month "03", in the page language. */
export function monthName(month: string, lang: Lang): string {
  return new Intl.DateTimeFormat(DATE_LOCALE[lang], { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, Number(month) - 1, 1));
}
