/** The operator is in Hong Kong: a publish time without a zone is Hong Kong time (UTC+8, no DST). */
const HONG_KONG_OFFSET = '+08:00';

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A CMS publish time as ISO 8601 with a time-zone offset, as structured data wants it:
 * '2025-11-28' -> '2025-11-28T00:00:00+08:00', '2025-11-05 10:00' -> '2025-11-05T10:00:00+08:00';
 * a given offset (or Z) is kept. Anything that is not a real calendar moment gives undefined.
 */
export function publishTimeIso(value: string | undefined): string | undefined {
  const m = value?.trim().match(PATTERN);
  if (!m) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone] = m;
  const offset = !zone ? HONG_KONG_OFFSET : zone.toUpperCase() === 'Z' ? 'Z' : normalizeOffset(zone);
  if (!offset) return undefined;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}${fraction}${offset}`;
  // Date accepts 2025-02-30 by rolling over; comparing the calendar date back refuses it.
  const date = new Date(`${y}-${mo}-${d}T00:00:00Z`);
  const valid =
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === `${y}-${mo}-${d}` &&
    Number(h) < 24 &&
    Number(mi) < 60 &&
    Number(s) < 60 &&
    !Number.isNaN(new Date(iso).getTime());
  return valid ? iso : undefined;
}

function normalizeOffset(zone: string): string | undefined {
  const digits = zone.replace(':', '');
  const hours = Number(digits.slice(1, 3));
  const minutes = Number(digits.slice(3, 5));
  if (hours > 14 || minutes > 59) return undefined;
  return `${digits[0]}${digits.slice(1, 3)}:${digits.slice(3, 5)}`;
}
