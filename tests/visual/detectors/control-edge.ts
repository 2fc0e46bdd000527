/**
 * The shape of a control against what surrounds it (WCAG 1.4.11, 3:1): a button drawn as a filled
 * box whose fill melts into its band, and no border that stands out, is a label floating in space;
 * a text field needs a visible edge. Measured on the page as painted (the shot without text would
 * also hide borders drawn in currentColor): the median colour of the inner half (the label's
 * glyphs are the minority there), of the middle of each border, and of a ring just outside the box.
 */
import { contrastRatio, luminance, type RawImage } from '../shots';
import type { Detector, Finding, Rect } from '../types';

interface Control {
  element: string;
  rect: Rect;
  border: number;
  field: boolean;
}

function median(img: RawImage, points: [number, number][]): number[] | null {
  const inside = points.filter(([x, y]) => x >= 0 && y >= 0 && x < img.width && y < img.height);
  if (inside.length === 0) return null;
  const lums = inside.map(([x, y]) => {
    const i = (y * img.width + x) * 3;
    return { l: luminance(img.data[i], img.data[i + 1], img.data[i + 2]), c: [img.data[i], img.data[i + 1], img.data[i + 2]] };
  });
  lums.sort((p, q) => p.l - q.l);
  return lums[Math.floor(lums.length / 2)].c;
}

/** Points along a rectangle's outline, `offset` px outside it (negative: inside), every 2 px. */
function ring(r: Rect, offset: number): [number, number][] {
  const pts: [number, number][] = [];
  const x0 = Math.round(r.x - offset);
  const y0 = Math.round(r.y - offset);
  const x1 = Math.round(r.x + r.width + offset - 1);
  const y1 = Math.round(r.y + r.height + offset - 1);
  // Corners are skipped: rounded corners put the outside colour there.
  const inset = Math.min(8, Math.floor((x1 - x0) / 4), Math.floor((y1 - y0) / 4));
  for (let x = x0 + inset; x <= x1 - inset; x += 2) pts.push([x, y0], [x, y1]);
  for (let y = y0 + inset; y <= y1 - inset; y += 2) pts.push([x0, y], [x1, y]);
  return pts;
}

const lum = (c: number[]) => luminance(c[0], c[1], c[2]);
const css = (c: number[]) => `rgb(${c.join(',')})`;

type Side = 'top' | 'bottom' | 'left' | 'right';
const SIDES: Side[] = ['top', 'bottom', 'left', 'right'];

/** Points of the middle fifth of one side, `depth` px inside (negative: outside): on the border of a box, a pill and a circle alike. */
function sideMiddle(r: Rect, side: Side, depth: number): [number, number][] {
  const pts: [number, number][] = [];
  const cx = r.x + r.width / 2;
  const cy = r.y + r.height / 2;
  for (let t = -0.1; t <= 0.1; t += 0.02) {
    const x = Math.round(cx + t * r.width);
    const y = Math.round(cy + t * r.height);
    if (side === 'top') pts.push([x, Math.round(r.y + depth)]);
    if (side === 'bottom') pts.push([x, Math.round(r.y + r.height - 1 - depth)]);
    if (side === 'left') pts.push([Math.round(r.x + depth), y]);
    if (side === 'right') pts.push([Math.round(r.x + r.width - 1 - depth), y]);
  }
  return pts;
}

/** The inner half of the box. */
function innerPoints(r: Rect): [number, number][] {
  const pts: [number, number][] = [];
  for (let y = r.y + r.height / 4; y < r.y + (3 * r.height) / 4; y += 2) for (let x = r.x + r.width / 4; x < r.x + (3 * r.width) / 4; x += 2) pts.push([Math.round(x), Math.round(y)]);
  return pts;
}

export function edgeContrast(img: RawImage, c: Pick<Control, 'rect' | 'border'>): { ratio: number; fill: number[]; around: number[] } | null {
  const around = median(img, [...ring(c.rect, 3), ...ring(c.rect, 5)]);
  const fill = median(img, innerPoints(c.rect));
  if (!around || !fill) return null;
  let ratio = contrastRatio(lum(fill), lum(around));
  if (c.border >= 1) {
    // Each side's border is looked for at its middle and one pixel either side: a 1-px border painted
    // one pixel off its layout box (a row of chips at a fractional offset, in CI) was read as missing.
    // The border counts for what two of its four sides show (the second best side), as the median of
    // all sides' points did before. A border with no contrast has none at any depth.
    const middle = Math.floor(c.border / 2);
    const sides = SIDES.map((side) => {
      let best = 1;
      for (const depth of [middle - 1, middle, middle + 1]) {
        const border = median(img, sideMiddle(c.rect, side, depth));
        if (border) best = Math.max(best, contrastRatio(lum(border), lum(around)), contrastRatio(lum(border), lum(fill)));
      }
      return best;
    });
    ratio = Math.max(ratio, sides.sort((p, q) => q - p)[1]);
  }
  return { ratio, fill, around };
}

export const controlEdge: Detector = {
  name: 'control-edge',
  async run(ctx) {
    const controls: Control[] = await ctx.page.evaluate(() => {
      const v = window.__visual;
      const transparent = (c: string) => c === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(c);
      const bandColour = (el: Element) => {
        for (let a = el.parentElement; a; a = a.parentElement) {
          const bg = getComputedStyle(a).backgroundColor;
          if (!transparent(bg)) return bg;
        }
        return 'rgb(255, 255, 255)';
      };
      const out: { element: string; rect: Rect; border: number; field: boolean }[] = [];
      const selector = 'a[href], button, input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=range]):not([type=file]), select, textarea, [role=button]';
      for (const el of document.querySelectorAll(selector)) {
        if (!v.isVisible(el) || el.matches(':disabled, [aria-disabled="true"]')) continue;
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        const field = el.matches('input, select, textarea');
        const text = (el.textContent ?? '').trim();
        // A button-shaped control: no taller than a big button, with a short label (cards and
        // image links are identified by their content, not by a shape).
        if (!field && (r.height < 20 || r.height > 72 || r.width > 480 || text.length === 0 || text.length > 40)) continue;
        const borderWidth = Math.min(...['Top', 'Right', 'Bottom', 'Left'].map((side) => {
          const w = parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`));
          const style = s.getPropertyValue(`border-${side.toLowerCase()}-style`);
          const colour = s.getPropertyValue(`border-${side.toLowerCase()}-color`);
          return style === 'none' || transparent(colour) ? 0 : w;
        }));
        const filled = !transparent(s.backgroundColor) && s.backgroundColor !== bandColour(el);
        if (!field && !filled && borderWidth < 1) continue;
        // Wholly on show: the ring around a control half scrolled out of its strip is not its surroundings.
        const box = v.box(el);
        const shown = v.visibleBox(el, box);
        if (!shown || shown.width < box.width - 1 || shown.height < box.height - 1) continue;
        out.push({ element: v.describe(el), rect: box, border: borderWidth, field });
      }
      return out;
    });
    if (controls.length === 0) return [];
    const { withText } = await ctx.shots();
    const found: Finding[] = [];
    // A row of identical controls (year chips) is one finding, not fifteen.
    const alike = new Map<string, Finding>();
    for (const c of controls) {
      const m = edgeContrast(withText, c);
      if (!m || m.ratio >= 3) continue;
      const kind = c.element.split(' "')[0].replace(/:nth-of-type\(\d+\)/g, '');
      const same = alike.get(kind);
      if (same) {
        const more = Number(/and (\d+) more like it/.exec(same.message)?.[1] ?? 0) + 1;
        same.message = `${same.message.replace(/ \(and \d+ more like it\)$/, '')} (and ${more} more like it)`;
        continue;
      }
      found.push({
        detector: 'control-edge',
        message: `the ${c.field ? 'field' : 'button'}'s edge is ${m.ratio.toFixed(2)}:1 against its surroundings (needs 3:1): ${css(m.fill)} inside, ${css(m.around)} around`,
        element: c.element,
        rect: c.rect,
      });
      alike.set(kind, found[found.length - 1]);
    }
    return found;
  },
};
