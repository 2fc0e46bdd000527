import type { Lang } from '@/lib/i18n';
import { dateTimeAttr, formatDate } from './format';

/** A date as a <time> element, formatted for the page language; nothing for an invalid date. */
export default function DateText({ value, lang, className, style = 'long' }: { value?: string; lang: Lang; className?: string; style?: 'long' | 'medium' }) {
  const text = formatDate(value, lang, style);
  if (!text || !value) return null;
  return (
    <time className={className} dateTime={dateTimeAttr(value)}>
      {text}
    </time>
  );
}

/** A <DateText> element, or null when the value is not a date (for lists that skip empty entries). */
export function dateNode(value: string | undefined, lang: Lang, key = 'date') {
  return formatDate(value, lang) ? <DateText key={key} value={value} lang={lang} /> : null;
}
