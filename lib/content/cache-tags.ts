import type { LocaleCode } from '../i18n';

/** Cache tag names, in one place: the loader tags what it caches, the webhook revalidates the same. */
export const configTag = (code: LocaleCode) => `config:${code}`;
export const pageTag = (code: LocaleCode, api: string) => `page:${code}:${api.replace(/\/+$/, '')}`.slice(0, 256);
/** Every page of a locale: lists and search depend on many files at once. */
export const localeTag = (code: LocaleCode) => `content:${code}`;
