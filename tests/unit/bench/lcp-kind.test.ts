/**
 * Which floor a page's LCP is compared with (issue 32, "like with like"): a picture against the hero
 * floor, text against the text floor. The snippets are Lighthouse's, as the bench reads them.
 */
import { isImageElement } from '../../../bench/budgets.cjs';

test('a hero picture or a video frame is an image LCP', () => {
  expect(isImageElement('<img alt="Freighters at the SuperTerminal Two cargo apron" loading="eager" fetchpriority="high" width="1920"')).toBe(true);
  expect(isImageElement('<video poster="/assets/video/video-3.jpg"')).toBe(true);
});

test('a paragraph, a heading or no element at all is text (or unknown), compared with the text floor', () => {
  expect(isImageElement('<p class="DnaX_a_lead">')).toBe(false);
  expect(isImageElement('<h1 class="title">')).toBe(false);
  expect(isImageElement('<picture><source')).toBe(false);
  expect(isImageElement(undefined)).toBe(false);
});
