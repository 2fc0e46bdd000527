/**
 * The breakpoints of the product (spec section 4), in CSS pixels. A width is "mobile" when it is
 * at most BREAKPOINTS.mobile, and so on: every value is an inclusive upper bound.
 * CSS modules repeat these numbers in their media queries (CSS cannot import them).
 */
export const BREAKPOINTS = {
  /** Mobile: up to 767 px. */
  mobile: 767,
  /** Small tablet: up to 1023 px. */
  smallTablet: 1023,
  /** Tablet: up to 1024 px. The header switches to the hamburger menu here. */
  tablet: 1024,
  /** Large tablet: up to 1279 px. Anything wider is desktop. */
  largeTablet: 1279,
  /** The device detector treats a screen of 600 px or narrower as phone-sized. */
  phone: 600,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** `(max-width: 767px)` and friends, for matchMedia and <source media>. */
function maxWidthQuery(breakpoint: Breakpoint): string {
  return `(max-width: ${BREAKPOINTS[breakpoint]}px)`;
}

export const MEDIA_QUERIES = {
  mobile: maxWidthQuery('mobile'),
  smallTablet: maxWidthQuery('smallTablet'),
  tablet: maxWidthQuery('tablet'),
  largeTablet: maxWidthQuery('largeTablet'),
  phone: maxWidthQuery('phone'),
} as const satisfies Record<Breakpoint, string>;

/** The device detector of the spec: a screen (not the window) of 600 px or narrower. */
export function isPhoneSizedScreen(screenWidth: number, screenHeight: number): boolean {
  return Math.min(screenWidth, screenHeight) <= BREAKPOINTS.phone;
}
