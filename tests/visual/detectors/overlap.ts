/**
 * Overlapping text: lines of two different texts painted over each other. A text covered by an
 * opaque box (an open menu over the page), or scrolled out of its box, is hidden, not overlapping; so are
 * the few pixels by which a font's line boxes overlap the next line's.
 */
import type { Detector, Finding } from '../types';

export const overlap: Detector = {
  name: 'overlap',
  async run({ page }) {
    return page.evaluate(() => {
      const v = window.__visual;
      const runs = v.textRuns({ clip: true });
      const found: Finding[] = [];
      const opaque = (el: Element) => {
        const s = getComputedStyle(el);
        const alpha = /rgba?\([^)]*,\s*([\d.]+)\)$/.exec(s.backgroundColor);
        const colour = s.backgroundColor !== 'transparent' && (!alpha || Number(alpha[1]) > 0.85);
        return colour || s.backgroundImage !== 'none';
      };
      /** True when a box between `el` and `ancestor` (exclusive) paints a background over what is below. */
      const covers = (el: Element, ancestor: Element) => {
        for (let a: Element | null = el; a && a !== ancestor; a = a.parentElement) if (opaque(a)) return true;
        return false;
      };
      const seen = new Set<string>();
      // Sort by top edge so each box is compared only with boxes that start above its bottom.
      const boxes = runs.flatMap((run, i) => run.boxes.map((b) => ({ b, i })));
      boxes.sort((p, q) => p.b.y - q.b.y);
      for (let m = 0; m < boxes.length; m++) {
        const { b: a, i } = boxes[m];
        for (let n = m + 1; n < boxes.length && boxes[n].b.y < a.y + a.height; n++) {
          const { b, i: j } = boxes[n];
          if (i === j) continue;
          const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
          const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
          if (w < 3 || h < 0.35 * Math.min(a.height, b.height)) continue;
          const ea = runs[i].element;
          const eb = runs[j].element;
          const key = `${Math.min(i, j)}:${Math.max(i, j)}`;
          if (seen.has(key)) continue;
          seen.add(key);
          let common: Element | null = ea;
          while (common && !common.contains(eb)) common = common.parentElement;
          if (!common || covers(ea, common) || covers(eb, common)) continue;
          found.push({
            detector: 'overlap',
            message: `text overlaps ${v.describe(eb)} by ${Math.round(w)}x${Math.round(h)} px`,
            element: v.describe(ea),
            rect: { x: Math.max(a.x, b.x), y: Math.max(a.y, b.y), width: w, height: h },
          });
        }
      }
      return found;
    });
  },
};
