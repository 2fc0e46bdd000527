import type { CollectedError } from './driver';

/**
 * Errors that are not the site's. Each entry says why it may appear.
 */
const NOT_THE_SITE: { pattern: RegExp; why: string }[] = [
  // The tag container loads only after consent, from Google: this machine has no network, so the
  // script fails to load after "Accept all cookies". Its absence is what a blocked tracker looks like.
  { pattern: /googletagmanager\.com/, why: 'no network to the tag host in tests' },
];

/** The collected errors that are the site's: all but those listed above. */
export function siteErrors(errors: CollectedError[]): CollectedError[] {
  return errors.filter((e) => !NOT_THE_SITE.some(({ pattern }) => pattern.test(e.message)));
}

