import type { LocaleCode } from '../i18n';

/** Visitor context that changes what the backend answers: preview cookies forwarded with credentials. */
export interface FetchContext {
  /** Cookie header to forward to the CMS in preview mode; absent for anonymous visitors. */
  previewCookies?: string;
  /** Read drafts (embedded store) in a validated preview. */
  drafts?: boolean;
}

/**
 * One interface, two implementations: the embedded store (default) and an HTTP CMS.
 * Both return the raw JSON of the contract; lib/content/index.ts validates it.
 */
export interface ContentSource {
  readonly kind: 'embedded' | 'http';
  /** GET /api/{code}/config */
  config(code: LocaleCode, ctx?: FetchContext): Promise<unknown>;
  /** GET /api/{code}{apiPath} where apiPath is e.g. '/aboutUs/landing' or '/news/latest-news/some-id/'. */
  page(code: LocaleCode, apiPath: string, ctx?: FetchContext): Promise<unknown>;
}
