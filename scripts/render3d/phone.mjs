// @ts-check
/**
 * The phone's picture of a page hero (round 18): which part of the hero's frame it shows and how
 * many pixels it gets. One place for render.mjs (which renders it), plan.mjs (which writes its size
 * into the content) and the content check.
 *
 * A phone draws the hero's picture across its whole width: 390 CSS px at three device pixels each on
 * most phones, 1170 pixels. A 667 x 800 cut of the 1920 x 800 render was drawn 1.75 times its size
 * there, soft (the "phone hero art low resolution"). So the same part of the frame, the
 * same composition, is rendered again on its own at PHONE_WIDTH pixels wide (three.js
 * setViewOffset); a cut that is already as wide (the home banner's 1500 x 1000) is kept as a cut.
 */
export const PHONE_WIDTH = 1170;

/**
 * @typedef {{ width: number, height: number, mobile: { width: number, height: number }, mobileCentre?: number, mobileMiddle?: number }} HeroShot
 * a hero's entry of shots.json (the fields this module reads)
 */

/**
 * The part of the frame the phone shows, in the frame's pixels: shot.mobile's size placed by
 * mobileCentre (across) and mobileMiddle (down; else the bottom rows).
 * @param {HeroShot} shot @returns {{ left: number, top: number, width: number, height: number }}
 */
export function phoneCut(shot) {
  const { width: w, height: h } = shot.mobile;
  /** @param {number} size @param {number} whole @param {number} at */
  const cut = (size, whole, at) => Math.round(Math.min(whole - size, Math.max(0, whole * at - size / 2)));
  return { left: cut(w, shot.width, shot.mobileCentre ?? 0.5), top: shot.mobileMiddle === undefined ? shot.height - h : cut(h, shot.height, shot.mobileMiddle), width: w, height: h };
}

/**
 * The phone file's size: the cut enlarged (by rendering, never by scaling pixels) to PHONE_WIDTH wide.
 * @param {HeroShot} shot @returns {{ width: number, height: number, scale: number }}
 */
export function phoneSize(shot) {
  const { width: w, height: h } = shot.mobile;
  const scale = Math.max(1, PHONE_WIDTH / w);
  return { width: Math.round(w * scale), height: Math.round(h * scale), scale };
}
