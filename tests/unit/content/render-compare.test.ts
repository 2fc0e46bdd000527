/**
 * @jest-environment node
 */
/**
 * The comparison behind `node scripts/render3d/render.mjs --verify=N`: a re-rendered picture is
 * the committed one only if the bytes are the same; otherwise it says how far apart they are.
 */
import sharp from 'sharp';
import { compareImages } from '@/scripts/render3d/compare.mjs';

const W = 64, H = 48;
const picture = (edit?: (px: Buffer) => void, width = W, height = H) => {
  const px = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) px.fill(((x * 255) / width) | 0, (y * width + x) * 3, (y * width + x) * 3 + 3);
  edit?.(px);
  return sharp(px, { raw: { width, height, channels: 3 } }).png().toBuffer();
};

describe('compareImages', () => {
  it('finds two encodings of the same pixels identical', async () => {
    const [a, b] = await Promise.all([picture(), picture()]);
    expect(await compareImages(a, b)).toEqual({ identical: true, sameSize: true, maxDiff: 0, pixels: 0, hashBits: 0 });
  });

  it('measures a picture that differs in one pixel', async () => {
    const a = await picture();
    const b = await picture((px) => {
      const i = (10 * W + 20) * 3;
      px[i] = px[i] + 40; // red channel of pixel (20, 10) 40 levels brighter
    });
    const c = await compareImages(a, b);
    expect(c).toMatchObject({ identical: false, sameSize: true, maxDiff: 40, pixels: 1 });
    expect(c.hashBits).toBeLessThanOrEqual(1);
  });

  it('reports pictures of different sizes', async () => {
    const c = await compareImages(await picture(), await picture(undefined, W, H + 1));
    expect(c).toMatchObject({ identical: false, sameSize: false, maxDiff: 255 });
  });
});
