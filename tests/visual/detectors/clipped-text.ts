/**
 * Clipped text: a line of text cut by an ancestor's overflow (hidden, clip) without an ellipsis or
 * line clamp to show that something is missing; text behind a scroll that shows no sign of
 * scrolling (see `marked`); and text partly outside the viewport. A line wholly inside a clipped box's hidden
 * part (a carousel's other slides) is not cut, it is elsewhere; nor is a ticker's text sliding through
 * its frame (a CSS animation between the text and the frame).
 */
import type { Detector, Finding } from '../types';

export const clippedText: Detector = {
  name: 'clipped-text',
  async run({ page }) {
    return page.evaluate(() => {
      const v = window.__visual;
      const found: Finding[] = [];
      const vw = document.documentElement.clientWidth;
      const styles = new Map<Element, CSSStyleDeclaration>();
      const style = (el: Element) => {
        let s = styles.get(el);
        if (!s) styles.set(el, (s = getComputedStyle(el)));
        return s;
      };
      /**
       * A scroll that shows it scrolls: a scrollbar that takes room (desktop classic scrollbars; phones
       * show none, nor does headless Chromium), scroll buttons (aria-controls naming it), or a fade
       * drawn over its edge (a gradient ::before/::after on it or its parent, or a gradient mask on it:
       * the site's .scroll-fade).
       */
      const marked = (el: HTMLElement) => {
        if (el.offsetHeight - el.clientHeight - el.clientTop * 2 >= 4) return true;
        if (v.hasGradientMask(el)) return true;
        if (el.id && [...document.querySelectorAll(`[aria-controls~="${CSS.escape(el.id)}"]`)].some((b) => v.isVisible(b))) return true;
        return [el, el.parentElement].some((host) => host && ['::before', '::after'].some((pseudo) => {
          const p = getComputedStyle(host, pseudo);
          return p.content !== 'none' && p.content !== 'normal' && p.backgroundImage.includes('gradient');
        }));
      };
      const reported = new Set<Element>();
      const hiddenScroll = new Map<Element, string[]>();
      const TOLERANCE = 2;
      for (const run of v.textRuns()) {
        if (reported.has(run.element)) continue;
        for (const b of run.boxes) {
          let problem: string | null = null;
          let clipped = false;
          for (let a: Element | null = run.element; a && !problem && a !== document.body && a !== document.documentElement; a = a.parentElement) {
            const s = style(a);
            if (s.position === 'fixed') break;
            if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
            clipped = true;
            const r = a.getBoundingClientRect();
            const left = r.left + a.clientLeft + window.scrollX;
            const right = left + a.clientWidth;
            const top = r.top + a.clientTop + window.scrollY;
            const bottom = top + a.clientHeight;
            // A line's box is the font's whole ascent and descent, taller than the glyphs (Noto Sans CJK: 1.45 em).
            const slackY = Math.max(TOLERANCE, b.height * 0.2);
            const outX = s.overflowX !== 'visible' && (b.x < left - TOLERANCE || b.x + b.width > right + TOLERANCE);
            const outY = s.overflowY !== 'visible' && (b.y < top - slackY || b.y + b.height > bottom + slackY);
            if (!outX && !outY) continue;
            // A ticker's text slides through its frame: cut at the edge for a moment, by design.
            let moving = false;
            for (let m: Element | null = run.element; m && m !== a && !moving; m = m.parentElement) moving = style(m).animationName !== 'none';
            if (moving) break;
            const overflow = outX ? s.overflowX : s.overflowY;
            if (overflow === 'auto' || overflow === 'scroll') {
              if (!marked(a as HTMLElement)) {
                const list = hiddenScroll.get(a) ?? [];
                list.push(run.node.data.trim().slice(0, 30));
                hiddenScroll.set(a, list);
              }
              break;
            }
            const inside = b.x + b.width > left && b.x < right && b.y + b.height > top && b.y < bottom;
            if (!inside) break;
            if (outX && s.textOverflow === 'ellipsis') break;
            if (outY && s.webkitLineClamp && s.webkitLineClamp !== 'none') break;
            problem = `text is cut by ${v.describe(a).split(' "')[0]} (overflow ${overflow}, no ellipsis)`;
          }
          if (!problem && !clipped && ((b.x < -TOLERANCE && b.x + b.width > 0) || (b.x + b.width > vw + TOLERANCE && b.x < vw))) {
            problem = `text runs ${Math.round(b.x < 0 ? -b.x : b.x + b.width - vw)} px out of the ${vw}-px viewport`;
          }
          if (problem) {
            reported.add(run.element);
            found.push({ detector: 'clipped-text', message: problem, element: v.describe(run.element), rect: b });
            break;
          }
        }
      }
      for (const [el, texts] of hiddenScroll) {
        found.push({
          detector: 'clipped-text',
          message: `${texts.length} text item(s) hidden behind a scroll that shows no sign of scrolling (no scrollbar on a phone, no scroll buttons, no fade): ${texts.slice(0, 4).map((t) => `"${t}"`).join(', ')}`,
          element: v.describe(el),
          rect: v.box(el),
        });
      }
      return found;
    });
  },
};
