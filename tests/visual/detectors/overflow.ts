/**
 * Horizontal overflow: the document wider than the viewport (the visitor scrolls sideways), or a
 * visible element that sticks out of the viewport while nothing scrolls or clips it on purpose.
 * Only the outermost element of a sticking-out subtree is reported.
 */
import type { Detector, Finding } from '../types';

export const overflow: Detector = {
  name: 'overflow',
  async run({ page }) {
    return page.evaluate(() => {
      const v = window.__visual;
      const found: Finding[] = [];
      const doc = document.documentElement;
      const vw = doc.clientWidth;
      if (doc.scrollWidth > vw + 1) {
        found.push({ detector: 'overflow', message: `the page is ${doc.scrollWidth - vw} px wider than the ${vw}-px viewport`, element: 'html' });
      }
      const reported: Element[] = [];
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.right <= vw + 1 && r.left >= -1) continue;
        // Wholly off-screen to the left is the skip link's and the closed drawer's way of hiding.
        if (r.right <= 0 || r.width === 0 || r.height === 0) continue;
        if (reported.some((a) => a.contains(el))) continue;
        if (v.clipper(el, 'x')) continue;
        if (getComputedStyle(el).position === 'fixed' && r.left >= vw) continue;
        if (!v.isVisible(el)) continue;
        reported.push(el);
        const past = Math.round(r.right > vw + 1 ? r.right - vw : -r.left);
        found.push({ detector: 'overflow', message: `sticks out ${past} px past the ${r.right > vw + 1 ? 'right' : 'left'} edge of the ${vw}-px viewport`, element: v.describe(el), rect: v.box(el) });
      }
      return found;
    });
  },
};
