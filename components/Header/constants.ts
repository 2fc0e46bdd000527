/** Spec section 9: the mobile header sub-menu animates in 100 ms steps and is cleaned up after 600 ms. */
export const MOBILE_SUBMENU_STEP_MS = 100;
export const MOBILE_SUBMENU_CLEANUP_MS = 600;

/** The header is transparent (on flagged routes) while the page is scrolled no further than this. */
export const TRANSPARENT_SCROLL_LIMIT = 10;
