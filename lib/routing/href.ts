/**
 * The address of a path below a language, in a module of its own so that client code that needs
 * only this (the not-found page's link home) does not bring the route table with it.
 */

/** '/en/about-us/' from ('en', 'about-us/'); '/en' from ('en', ''). */
export function hrefOf(lang: string, path: string): string {
  return path === '' ? `/${lang}` : `/${lang}/${path}`;
}
