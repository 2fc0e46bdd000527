/**
 * A first screen that is more than half empty flat colour (a tall band with a title in it, and no
 * content in sight): in the viewport-sized top of the page as painted, the 8-px cells that are all
 * the screen's dominant colour and farther than 32 px from any text, picture, video or control.
 * Text pages with white between their paragraphs do not count: the space around text is its margin.
 */
import type { RawImage } from '../shots';
import type { Detector, Finding, Rect } from '../types';

const CELL = 8;
const MARGIN = 32;
export const EMPTY_LIMIT = 0.5;

export function emptyShare(img: RawImage, viewport: { width: number; height: number }, content: Rect[]): { share: number; colour: number[] } {
  const width = Math.min(viewport.width, img.width);
  const height = Math.min(viewport.height, img.height);
  // The dominant colour, in buckets of 4 levels per channel.
  const counts = new Map<number, number>();
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const i = (y * img.width + x) * 3;
      const key = ((img.data[i] >> 2) << 12) | ((img.data[i + 1] >> 2) << 6) | (img.data[i + 2] >> 2);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const [key] = [...counts].reduce((best, e) => (e[1] > best[1] ? e : best), [0, -1]);
  const colour = [((key >> 12) & 63) << 2, ((key >> 6) & 63) << 2, (key & 63) << 2];
  const near = (i: number) => Math.abs(img.data[i] - colour[0]) <= 6 && Math.abs(img.data[i + 1] - colour[1]) <= 6 && Math.abs(img.data[i + 2] - colour[2]) <= 6;
  let empty = 0;
  let cells = 0;
  for (let cy = 0; cy + CELL <= height; cy += CELL) {
    for (let cx = 0; cx + CELL <= width; cx += CELL) {
      cells++;
      const covered = content.some((r) => cx + CELL > r.x - MARGIN && cx < r.x + r.width + MARGIN && cy + CELL > r.y - MARGIN && cy < r.y + r.height + MARGIN);
      if (covered) continue;
      let flat = true;
      for (let y = cy; y < cy + CELL && flat; y++) for (let x = cx; x < cx + CELL && flat; x++) flat = near((y * img.width + x) * 3);
      if (flat) empty++;
    }
  }
  return { share: cells === 0 ? 0 : empty / cells, colour };
}

export const emptyFirstScreen: Detector = {
  name: 'empty-first-screen',
  async run(ctx) {
    const content: Rect[] = await ctx.page.evaluate(() => {
      const v = window.__visual;
      const boxes = v.textRuns({ clip: true }).flatMap((run) => run.boxes);
      for (const el of document.querySelectorAll('img, picture, video, canvas, svg, iframe, input, select, textarea, button')) {
        if (v.isVisible(el)) boxes.push(v.box(el));
      }
      return boxes.filter((b) => b.y < innerHeight);
    });
    const { withText } = await ctx.shots();
    const { share, colour } = emptyShare(withText, ctx.info, content);
    if (share <= EMPTY_LIMIT) return [];
    return [{ detector: 'empty-first-screen', message: `${Math.round(share * 100)}% of the first screen is empty rgb(${colour.join(',')})`, element: 'the first screen', rect: { x: 0, y: 0, width: ctx.info.width, height: ctx.info.height } } satisfies Finding];
  },
};
