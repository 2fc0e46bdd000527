/**
 * A first visit on a phone (no cookies yet): what lies over the page — the cookie bar, a popup, any
 * fixed layer except the site header — must leave at least half of the screen to the page, and every
 * control of the cookie bar must be reachable: the element at its centre is the control itself, not a
 * popup's backdrop or another layer, and it is not made inert by a modal dialog.
 */
import type { Detector, Finding } from '../types';

/** The cookie bar's marker (components/CookieConsent/CookieBar.client.tsx). */
export const CONSENT_SELECTOR = '[data-cookie-bar]';
export const OVERLAY_LIMIT = 0.5;

export const firstVisit: Detector = {
  name: 'first-visit',
  phoneOnly: true,
  firstVisit: true,
  async run({ page }) {
    return page.evaluate(
      ({ consentSelector, limit }) => {
        const v = window.__visual;
        const found: Finding[] = [];
        const vw = document.documentElement.clientWidth;
        const vh = innerHeight;
        const layers = [...document.querySelectorAll('body *')].filter((el) => {
          if (el.closest('header, [role=banner]')) return false;
          const s = getComputedStyle(el);
          const layered = s.position === 'fixed' || el.matches('dialog:modal, [aria-modal="true"]');
          if (!layered || !v.isVisible(el)) return false;
          const r = el.getBoundingClientRect();
          if (r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth) return false;
          // Only the outermost layer of a nest.
          for (let a = el.parentElement; a; a = a.parentElement) if (getComputedStyle(a).position === 'fixed' || a.matches('dialog:modal')) return false;
          return true;
        });
        const rects = layers.map((el) => el.getBoundingClientRect());
        let covered = 0;
        let cells = 0;
        for (let y = 2; y < vh; y += 4) {
          for (let x = 2; x < vw; x += 4) {
            cells++;
            if (rects.some((r) => x >= r.left && x < r.right && y >= r.top && y < r.bottom)) covered++;
          }
        }
        const share = covered / cells;
        if (share > limit) {
          found.push({
            detector: 'first-visit',
            message: `on arrival ${Math.round(share * 100)}% of the ${vw}x${vh} screen is covered by ${layers.map((el) => v.describe(el).split(' "')[0]).join(' + ')}`,
            element: layers.map((el) => v.describe(el)).join(' + '),
            rect: { x: 0, y: window.scrollY, width: vw, height: vh },
          });
        }
        const modal = document.querySelector('dialog:modal');
        for (const control of document.querySelectorAll(`${consentSelector} button, ${consentSelector} a[href]`)) {
          if (!v.isVisible(control)) continue;
          const r = control.getBoundingClientRect();
          const x = r.left + r.width / 2;
          const y = r.top + r.height / 2;
          const hit = x >= 0 && y >= 0 && x < vw && y < vh ? document.elementFromPoint(x, y) : null;
          let why: string | null = null;
          if (!hit) why = 'is off the screen';
          else if (hit !== control && !control.contains(hit)) why = `is covered by ${v.describe(hit).split(' "')[0]}`;
          else if (control.closest('[inert]') || (modal && !modal.contains(control))) why = 'cannot be used while a modal dialog is open';
          if (why) found.push({ detector: 'first-visit', message: `the consent control ${why}`, element: v.describe(control), rect: v.box(control) });
        }
        return found;
      },
      { consentSelector: CONSENT_SELECTOR, limit: OVERLAY_LIMIT },
    );
  },
};
