/**
 * @jest-environment node
 */
/**
 * Each Hactlink cover shows its cover story's picture as the library has it now: a shot re-rendered
 * on its own used to leave the covers that carry it showing the old render (issues 44, 47 and 48).
 */
import path from 'node:path';
import sharp from 'sharp';
import { LANGS } from '@/lib/i18n';
import { COVER_PICTURE, coverCut, coverPictureDistance } from '@/scripts/render3d/cover-pictures.mjs';

const IMAGES = path.join(process.cwd(), 'public', 'assets', 'images');
const picture = (name: string) => path.join(IMAGES, `${name}.webp`);
/**
 * Bits a cover may be from its picture. Measured: a cover set from the picture as it is, 0-7 (the
 * picture is compressed twice on its way into the cover, and the masthead's edge blurs); a cover set
 * from an earlier render of the same shot, 28 and 29 (issues 44 and 47 before they were set again).
 */
const SAME = 12;

describe.each(LANGS)('Hactlink covers in %s', (lang) => {
  it.each(COVER_PICTURE.map((name, i) => [i + 1, name]))('issue %i carries %s as rendered now', async (n, name) => {
    expect(await coverPictureDistance(path.join(IMAGES, `newsletter-${n}.${lang}.webp`), picture(name))).toBeLessThanOrEqual(SAME);
  });
});

describe('the stale-cover detector', () => {
  /** A cover as typography.mjs lays it out: a navy masthead, the picture band, white below. */
  const coverWith = async (name: string) => {
    const band = await coverCut(picture(name)).png().toBuffer();
    return sharp({ create: { width: 600, height: 800, channels: 3, background: '#ffffff' } })
      .composite([{ input: { create: { width: 600, height: 112, channels: 3, background: '#0b3d6e' } }, left: 0, top: 0 }, { input: band, left: 0, top: 112 }])
      .webp({ quality: 80 })
      .toBuffer();
  };

  it('finds the picture under the masthead, and tells another render from it', async () => {
    const cover = await coverWith(COVER_PICTURE[0]);
    expect(await coverPictureDistance(cover, picture(COVER_PICTURE[0]))).toBeLessThanOrEqual(3);
    expect(await coverPictureDistance(cover, picture(COVER_PICTURE[1]))).toBeGreaterThan(SAME);
  });

  it('says so when a cover has no masthead', async () => {
    const blank = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#ffffff' } }).png().toBuffer();
    await expect(coverPictureDistance(blank, picture(COVER_PICTURE[0]))).rejects.toThrow(/no masthead/);
  });
});
