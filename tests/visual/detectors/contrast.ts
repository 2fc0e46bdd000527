/**
 * Text contrast measured on the painted pixels, so it covers what axe cannot compute: text over
 * pictures, gradients and translucent bands. The shot with text against the shot with the text made
 * transparent: the pixels that changed are the glyphs, the second shot's pixels there are what lies
 * under them. Each glyph pixel is paired with the background pixel under it.
 *
 * The glyph's colour is the 90th percentile of the pairs over the whole text (the other pixels are
 * anti-aliased edges). The background is then measured piece by piece along the lines, in cells
 * about a character wide (as wide as the line is tall), as the median of what lies under the
 * glyphs there, and the text counts as its worst piece: a word a reader cannot make out is not
 * saved by the rest of the line. Before, one percentile over the whole text read a menu item over a
 * picture by its best-lit half: white items of a transparent header over the white racks of a
 * storage hall passed while half their letters stood at 2:1. On a flat band every piece gives the
 * same figure as the whole.
 */
import { contrastRatio, luminance, takeViewportShots, type RawShots } from '../shots';
import type { Detector, Finding, Rect } from '../types';

export interface TextSample {
  element: string;
  large: boolean;
  boxes: Rect[];
  /** In a sticky or fixed box: where it is painted depends on the scroll position. */
  pinned: boolean;
}

/** Channel difference (sum of |dR|+|dG|+|dB|) above which a pixel counts as painted by the text. */
const CHANGED = 12;

/** Glyph pixels a piece needs to be measured: a character's worth, not an edge or a dot. */
const MIN_PIXELS = 12;

interface Pair {
  ratio: number;
  i: number;
}

export function measureText(shots: RawShots, boxes: Rect[]): { ratio: number; fg: number[]; bg: number[]; pixels: number } | null {
  const { withText: a, withoutText: b } = shots;
  const all: Pair[] = [];
  /** Per piece, the background's luminance under each glyph pixel and where it was. */
  const pieces: { lum: number; i: number }[][] = [];
  for (const box of boxes) {
    const x0 = Math.max(0, Math.floor(box.x));
    const y0 = Math.max(0, Math.floor(box.y));
    const x1 = Math.min(a.width, Math.ceil(box.x + box.width));
    const y1 = Math.min(a.height, Math.ceil(box.y + box.height));
    // Pieces about a character wide: as wide as the line box is tall.
    const step = Math.max(8, Math.round(box.height));
    for (let cx = x0; cx < x1; cx += step) {
      const piece: { lum: number; i: number }[] = [];
      for (let y = y0; y < y1; y++) {
        for (let x = cx; x < Math.min(x1, cx + step); x++) {
          const i = (y * a.width + x) * 3;
          const d = Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]);
          if (d <= CHANGED) continue;
          const under = luminance(b.data[i], b.data[i + 1], b.data[i + 2]);
          all.push({ ratio: contrastRatio(luminance(a.data[i], a.data[i + 1], a.data[i + 2]), under), i });
          piece.push({ lum: under, i });
        }
      }
      if (piece.length >= MIN_PIXELS) pieces.push(piece);
    }
  }
  if (all.length < 6) return null;
  // The glyph's own colour: the 90th percentile of the pairs over the whole text (the rest are
  // anti-aliased edges), as one figure for the whole text measured it before.
  all.sort((p, q) => p.ratio - q.ratio);
  const glyph = all[Math.min(all.length - 1, Math.floor(all.length * 0.9))];
  const fgLum = luminance(a.data[glyph.i], a.data[glyph.i + 1], a.data[glyph.i + 2]);
  let worst = { ratio: glyph.ratio, bgAt: glyph.i };
  // Then each piece against what lies under its glyphs (the median): on a flat band every piece
  // gives the same figure, over a picture the piece on its palest (or darkest) part is the worst.
  for (const piece of pieces) {
    piece.sort((p, q) => p.lum - q.lum);
    const mid = piece[Math.floor(piece.length / 2)];
    const ratio = contrastRatio(fgLum, mid.lum);
    if (ratio < worst.ratio) worst = { ratio, bgAt: mid.i };
  }
  return { ratio: worst.ratio, fg: [...a.data.subarray(glyph.i, glyph.i + 3)], bg: [...b.data.subarray(worst.bgAt, worst.bgAt + 3)], pixels: all.length };
}

/** Every visible text's element, size class and line boxes (text in disabled controls is exempt in WCAG). */
export function textSamples(ctx: Parameters<Detector['run']>[0]): Promise<TextSample[]> {
  return ctx.page.evaluate(() => {
    const v = window.__visual;
    const byElement = new Map<Element, { boxes: Rect[] }>();
    // Only what is on show: a box's hidden part (scrolled away) may hold another text's pixels.
    // A sideways scroller whose edge fades under a gradient mask (the site's .scroll-fade) fades the
    // text there on purpose: the fade is the sign that more lies beyond. Text in that edge band is
    // measured once scrolled into the open, not here.
    const FADE_BAND = 48;
    const fading = (el: Element, box: Rect) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (!(s.overflowX === 'auto' || s.overflowX === 'scroll') || a.scrollWidth <= a.clientWidth) continue;
        if (!v.hasGradientMask(a)) continue;
        const r = a.getBoundingClientRect();
        const left = r.left + window.scrollX;
        const right = left + a.clientWidth;
        return box.x < left + FADE_BAND || box.x + box.width > right - FADE_BAND;
      }
      return false;
    };
    for (const run of v.textRuns({ clip: true })) {
      if (run.element.closest('[aria-hidden="true"], :disabled, [aria-disabled="true"]')) continue;
      const boxes = run.boxes.filter((box) => !fading(run.element, box));
      if (boxes.length === 0) continue;
      const entry = byElement.get(run.element) ?? { boxes: [] };
      entry.boxes.push(...boxes);
      byElement.set(run.element, entry);
    }
    return [...byElement].map(([el, { boxes }]) => {
      const s = getComputedStyle(el);
      const size = parseFloat(s.fontSize);
      const bold = Number(s.fontWeight) >= 700;
      // WCAG "large text": 18 pt, or 14 pt bold (24 and 18.66 CSS px).
      let pinned = false;
      for (let a: Element | null = el; a && !pinned; a = a.parentElement) pinned = ['sticky', 'fixed'].includes(getComputedStyle(a).position);
      return { element: v.describe(el), large: size >= 24 || (bold && size >= 18.66), boxes, pinned };
    });
  });
}

const css = (c: number[]) => `rgb(${c.join(',')})`;

/**
 * A text that fails on the full-page shots is looked at again where a visitor reads it: scrolled to
 * the middle of the viewport and shot as the screen shows it. Now and then, about once in a hundred
 * captures at 768 px in CI, Chromium's capture beyond the viewport gave 13-px text paler than the
 * page paints it (2.3-3.8:1 against 6.9:1 in the same run's other shots), while no box had moved;
 * the cause was not found. Text that is faint is faint in both looks.
 */
async function measureInView(ctx: Parameters<Detector['run']>[0], boxes: Rect[]): Promise<ReturnType<typeof measureText>> {
  const { page } = ctx;
  const first = boxes[0];
  const scrollY = await page.evaluate(async (y) => {
    window.scrollTo({ top: Math.max(0, y - innerHeight / 2), behavior: 'instant' });
    await window.__visual.frames(2);
    return window.scrollY;
  }, first.y);
  try {
    const shots = await takeViewportShots(page);
    const inView = boxes.map((b) => ({ ...b, y: b.y - scrollY })).filter((b) => b.y >= 0 && b.y + b.height <= shots.withText.height);
    return inView.length > 0 ? measureText(shots, inView) : null;
  } finally {
    await page.evaluate(async () => {
      window.scrollTo({ top: 0, behavior: 'instant' });
      await window.__visual.frames(2);
    });
  }
}

export const contrast: Detector = {
  name: 'contrast',
  async run(ctx) {
    const samples = await textSamples(ctx);
    const shots = await ctx.shots();
    const found: Finding[] = [];
    for (const sample of samples) {
      let m = measureText(shots, sample.boxes);
      if (!m) continue;
      const need = sample.large ? 3 : 4.5;
      if (m.ratio >= need) continue;
      if (!sample.pinned) m = (await measureInView(ctx, sample.boxes)) ?? m;
      if (m.ratio >= need) continue;
      const box = sample.boxes[0];
      found.push({
        detector: 'contrast',
        message: `${m.ratio.toFixed(2)}:1 (needs ${need}:1 for ${sample.large ? 'large' : 'body'} text): ${css(m.fg)} on ${css(m.bg)}`,
        element: sample.element,
        rect: box,
      });
    }
    return found;
  },
};
