/**
 * Pictures a visitor sees as broken, distorted or soft: an image that failed to load, one drawn with
 * its aspect ratio changed (object-fit: fill on a box of another shape), and one drawn more than
 * 1.5x beyond its pixels at devicePixelRatio 1. The pixels are those of the file the browser chose
 * (currentSrc, loaded on its own: a srcset's `w` descriptor claims the width asked for, which the
 * image optimizer does not upscale to).
 */
import type { Detector, Finding } from '../types';

export const UPSCALE_LIMIT = 1.5;

export const image: Detector = {
  name: 'image',
  async run({ page }) {
    return page.evaluate(async (limit) => {
      const v = window.__visual;
      const found: Finding[] = [];
      const files = new Map<string, Promise<{ w: number; h: number }>>();
      const fileSize = (src: string) => {
        let p = files.get(src);
        if (!p) {
          const img = new Image();
          img.src = src;
          const none = { w: 0, h: 0 };
          p = Promise.race([img.decode().then(() => ({ w: img.naturalWidth, h: img.naturalHeight }), () => none), new Promise<typeof none>((r) => setTimeout(() => r(none), 5000))]);
          files.set(src, p);
        }
        return p;
      };
      const shown = [...document.querySelectorAll('img')].filter((img) => v.isVisible(img));
      // Still on its way (a busy image optimizer) is slow, not broken: give each 10 s.
      await Promise.race([Promise.all(shown.map((img) => (img.complete ? null : img.decode().catch(() => undefined)))), new Promise((r) => setTimeout(r, 10_000))]);
      for (const img of shown) {
        const r = img.getBoundingClientRect();
        if (r.width < 8 || r.height < 8) continue;
        const what = v.describe(img);
        if (!img.complete) continue;
        if (img.naturalWidth === 0) {
          found.push({ detector: 'image', message: `the image did not load (${img.currentSrc || img.src})`, element: what, rect: v.box(img) });
          continue;
        }
        if (/\.svg(\?|$)|image\/svg/.test(img.currentSrc)) continue;
        const file = await fileSize(img.currentSrc);
        if (file.w === 0) continue;
        const s = getComputedStyle(img);
        const pad = (a: string, b: string) => parseFloat(s.getPropertyValue(a)) + parseFloat(s.getPropertyValue(b));
        const boxW = r.width - pad('padding-left', 'padding-right') - pad('border-left-width', 'border-right-width');
        const boxH = r.height - pad('padding-top', 'padding-bottom') - pad('border-top-width', 'border-bottom-width');
        const sx = boxW / file.w;
        const sy = boxH / file.h;
        let scale: number;
        switch (s.objectFit) {
          case 'cover':
            scale = Math.max(sx, sy);
            break;
          case 'contain':
            scale = Math.min(sx, sy);
            break;
          case 'scale-down':
            scale = Math.min(1, sx, sy);
            break;
          case 'none':
            scale = 1;
            break;
          default: {
            scale = Math.max(sx, sy);
            const distortion = Math.max(sx, sy) / Math.min(sx, sy);
            if (distortion > 1.05) {
              found.push({ detector: 'image', message: `stretched: a ${file.w}x${file.h} picture drawn into ${Math.round(boxW)}x${Math.round(boxH)} px (aspect changed ${distortion.toFixed(2)}x)`, element: what, rect: v.box(img) });
              continue;
            }
          }
        }
        if (scale > limit) {
          found.push({ detector: 'image', message: `upscaled ${scale.toFixed(1)}x: a ${file.w}x${file.h} file drawn at ${Math.round(boxW)}x${Math.round(boxH)} px (object-fit ${s.objectFit})`, element: what, rect: v.box(img) });
        }
      }
      return found;
    }, UPSCALE_LIMIT);
  },
};
