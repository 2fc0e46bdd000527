/**
 * Target size on a phone (WCAG 2.2, 2.5.8): a target smaller than 24x24 px must be far enough from
 * the others that a 24-px circle on its centre touches no other target and no other small
 * target's circle. Links inside a sentence are exempt (the inline exception).
 */
import type { Detector, Finding } from '../types';

export const tapTarget: Detector = {
  name: 'tap-target',
  phoneOnly: true,
  async run({ page }) {
    return page.evaluate(() => {
      const v = window.__visual;
      const SELECTOR = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [tabindex]:not([tabindex="-1"])';
      const inline = (el: Element) => {
        if (getComputedStyle(el).display !== 'inline') return false;
        const block = el.parentElement;
        // Part of a sentence: its block has text of its own beside the link.
        return !!block && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 1;
      };
      const targets = [...document.querySelectorAll(SELECTOR)]
        .filter((el) => v.isVisible(el) && !el.closest('[inert]'))
        // A label wrapping the input is the target; the input inside it is not a second one.
        .filter((el, _, all) => !all.some((other) => other !== el && other.contains(el) && !(other.matches('summary'))))
        .map((el) => ({ el, r: el.getBoundingClientRect(), inline: inline(el) }))
        .filter((t) => t.r.width > 0 && t.r.height > 0);
      const found: Finding[] = [];
      const small = targets.filter((t) => !t.inline && (t.r.width < 24 || t.r.height < 24));
      const centre = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2];
      for (const t of small) {
        const [cx, cy] = centre(t.r);
        const clash = targets.find((o) => {
          if (o === t) return false;
          // The circle (radius 12) against the other target's box.
          const nx = Math.max(o.r.left, Math.min(cx, o.r.right));
          const ny = Math.max(o.r.top, Math.min(cy, o.r.bottom));
          if (Math.hypot(cx - nx, cy - ny) < 12) return true;
          if (small.includes(o)) {
            const [ox, oy] = centre(o.r);
            return Math.hypot(cx - ox, cy - oy) < 24;
          }
          return false;
        });
        if (!clash) continue;
        found.push({
          detector: 'tap-target',
          message: `${Math.round(t.r.width)}x${Math.round(t.r.height)} px target too close to ${v.describe(clash.el)}`,
          element: v.describe(t.el),
          rect: v.box(t.el),
        });
      }
      return found;
    });
  },
};
