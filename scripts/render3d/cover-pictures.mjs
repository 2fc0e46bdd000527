// @ts-check
/**
 * Which picture of the library sits on each Hactlink cover, and how to tell whether a cover still
 * carries it. typography.mjs copies the picture into the cover when it sets the covers, so a shot
 * re-rendered on its own leaves its cover showing the old render: render.mjs sets the covers again
 * after such a shot, and tests/unit/content/covers.test.ts fails on a cover that is out of date.
 */
import sharp from 'sharp';
import { dHash, hamming } from './compare.mjs';

/** Issue n (oldest first) carries COVER_PICTURE[n - 1]: its cover story's own scene. */
export const COVER_PICTURE = ['services-onestopshop-2', 'news-latest-news-apprentice-programme-2026', 'news-press-release-sustainability-report-2025', 'news-press-release-annual-results-2025', 'stories-a-day-with-the-bss-engineers', 'news-latest-news-new-pharma-handling-zone-opens'];

/** The cover's picture band (typography.mjs `cover`): full width, this tall, under the navy masthead. */
export const COVER_BAND = { width: 600, height: 330 };

/** The library picture as the cover shows it (cover-fitted to the band, as typography.mjs does). @param {string | Buffer} picture */
export function coverCut(picture) {
  return sharp(picture).resize(COVER_BAND.width, COVER_BAND.height);
}

/**
 * How many difference-hash bits the picture band of `cover` is from `picture` as a cover shows it:
 * 0-7 measured for the same render (it is compressed twice on its way in, and the masthead's edge
 * blurs), 28-29 for an earlier render of the same shot.
 * The band starts at the first row of the cover's left edge that is no longer the masthead's colour
 * (that of its top-left corner).
 * @param {string | Buffer} cover @param {string | Buffer} picture @returns {Promise<number>}
 */
export async function coverPictureDistance(cover, picture) {
  const { data, info } = await sharp(cover).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (/** @type {number} */ y) => (y * info.width + 2) * 3;
  const isMasthead = (/** @type {number} */ y) => [0, 1, 2].every((i) => Math.abs(data[at(y) + i] - data[at(0) + i]) <= 8);
  let top = 0;
  while (top < info.height && isMasthead(top)) top++;
  if (top === info.height || top + COVER_BAND.height > info.height) throw new Error(`no masthead and picture band found in the cover (${info.width} × ${info.height})`);
  const band = await sharp(cover).extract({ left: 0, top, width: COVER_BAND.width, height: COVER_BAND.height }).toBuffer();
  return hamming(await dHash(band), await dHash(await coverCut(picture).toBuffer()));
}
