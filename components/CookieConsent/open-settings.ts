/** The window event that reopens the cookie preferences panel (dispatched by the footer button). */
export const OPEN_COOKIE_SETTINGS = 'hactl:open-cookie-settings';

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS));
}
