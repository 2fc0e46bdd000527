/**
 * The one list of languages. Order matters: it is the order of the language switcher,
 * the hreflang alternates and the sitemap.
 */
export const LANGS = ['en', 'zh-hk', 'zh-cn'] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = 'en';

/** The backend (CMS) speaks its own locale codes. */
export const LOCALE_CODES = { en: 'en', 'zh-hk': 'tc', 'zh-cn': 'sc' } as const satisfies Record<Lang, string>;
export type LocaleCode = (typeof LOCALE_CODES)[Lang];

/** BCP 47 tags for <html lang>, hreflang and Open Graph. */
export const HTML_LANG = { en: 'en', 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN' } as const satisfies Record<Lang, string>;
export const OG_LOCALE = { en: 'en_US', 'zh-hk': 'zh_HK', 'zh-cn': 'zh_CN' } as const satisfies Record<Lang, string>;

/** Site name in the browser title: the product name in English, the Chinese site name otherwise. */
export const SITE_NAME = {
  en: 'HACTL',
  'zh-hk': '海港空運貨站',
  'zh-cn': '海港空运货站',
} as const satisfies Record<Lang, string>;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Case-insensitive recognition of a language segment: 'ZH-HK' -> 'zh-hk'. */
export function normalizeLang(value: string | undefined | null): Lang | null {
  if (!value) return null;
  const lower = value.toLowerCase();
  return isLang(lower) ? lower : null;
}

export function localeCodeOf(lang: Lang): LocaleCode {
  return LOCALE_CODES[lang];
}

export function langOfLocaleCode(code: string): Lang | null {
  const entry = Object.entries(LOCALE_CODES).find(([, c]) => c === code);
  return entry ? (entry[0] as Lang) : null;
}

export function pageTitle(title: string | undefined, lang: Lang): string {
  const site = SITE_NAME[lang];
  return title && title.trim() ? `${title.trim()} - ${site}` : site;
}
