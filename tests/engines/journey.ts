/**
 * The cross-engine journey, described once and run by both drivers (journey.spec.ts): what a visitor
 * does on a first visit, in Firefox and in WebKit, at a phone's 390 px and a desktop's 1280 px.
 * Every step ends with no error in the page (collector.js), and every page a step leaves is checked
 * too, so an error on the way is not lost with its document.
 */
import { expect } from '@playwright/test';
import type { EngineDriver, Target } from './driver';
import { siteErrors } from './errors';

export type Width = 390 | 1280;

export interface JourneyContext {
  width: Width;
  /** Saves a screenshot of the viewport under this name (engine and width are added by the runner). */
  shot(name: string): Promise<void>;
  /** Where a screenshot of this name goes (for a browser of the step's own). */
  path(name: string): Promise<string>;
}

export interface JourneyStep {
  name: string;
  /** The widths this step runs at: both, but the desktop menu's hover and the phone menu's hamburger where each is shown. */
  widths: readonly Width[];
  run(d: EngineDriver, ctx: JourneyContext): Promise<void>;
}

const BOTH = [390, 1280] as const;
const DESKTOP = [1280] as const;
const PHONE = [390] as const;

/** Fails with the collected errors of the current document, if any. */
export async function expectNoErrors(d: EngineDriver, where: string): Promise<void> {
  const errors = siteErrors(await d.errors());
  expect(errors, `script errors on ${where} in ${d.engine}`).toEqual([]);
}

const poll = <R>(d: EngineDriver, fn: () => R, message: string, timeout = 10_000) => expect.poll(() => d.evaluate(fn, null), { message, timeout });
const pollWith = <A, R>(d: EngineDriver, fn: (arg: A) => R, arg: A, message: string, timeout = 10_000) => expect.poll(() => d.evaluate(fn, arg), { message, timeout });

/** Leaves the current page (checked for errors first) for `path`, and waits for React to have hydrated the header. */
export async function visit(d: EngineDriver, path: string): Promise<void> {
  // The cookie helpers below start on the site's robots.txt, which has no collector.
  if (await d.evaluate(() => document.contentType === 'text/html', null)) await expectNoErrors(d, await d.location());
  await d.goto(path);
  await hydratedHeader(d);
}

async function hydratedHeader(d: EngineDriver) {
  // React keeps its props on the node once hydrated: a click before that reaches no handler.
  await poll(d, () => {
    const el = document.querySelector('header button');
    return el !== null && Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  }, 'the header hydrates', 20_000).toBe(true);
}

/** A first visit: no cookie, so the cookie bar and the notice popup may show. */
async function firstVisit(d: EngineDriver, path: string) {
  await d.goto('/robots.txt');
  await d.clearCookies();
  await visit(d, path);
}

/** A visitor who has answered the cookie bar and seen today's notice. */
async function returningVisit(d: EngineDriver, path: string) {
  await d.goto('/robots.txt');
  await d.clearCookies();
  await d.evaluate(() => {
    const value = (consent: boolean) => encodeURIComponent(JSON.stringify({ consent, timestamp: Math.floor(Date.now() / 1000) }));
    document.cookie = `necessary-cookies=${value(true)}; path=/; SameSite=Lax`;
    document.cookie = `performance-cookies=${value(false)}; path=/; SameSite=Lax`;
    document.cookie = `ImportantNoticeWatchedTime=${encodeURIComponent(new Date().toISOString())}; path=/; SameSite=Lax`;
  }, null);
  await visit(d, path);
}

/** A step that starts as a returning visitor (returningVisit) on `path`. */
function returning(name: string, path: string, widths: readonly Width[], run: JourneyStep['run']): JourneyStep {
  return {
    name,
    widths,
    async run(d, ctx) {
      await returningVisit(d, path);
      await run(d, ctx);
    },
  };
}

const cookieOf = (d: EngineDriver, name: string) =>
  d.evaluate((n) => document.cookie.split('; ').find((c) => c.startsWith(`${n}=`))?.slice(n.length + 1), name);

/** The element's box lies inside the viewport and below the sticky header. */
const inViewBelowHeader = (selector: string) => {
  const el = document.querySelector(selector);
  const header = document.querySelector('header');
  if (!el || !header) return 'missing';
  const box = el.getBoundingClientRect();
  const headerBottom = Math.max(0, header.getBoundingClientRect().bottom);
  return box.top >= headerBottom - 1 && box.top < window.innerHeight ? 'visible' : `top ${Math.round(box.top)}, header ends ${Math.round(headerBottom)}, viewport ${window.innerHeight}`;
};

const BAR = 'section[data-cookie-bar]';
const PANEL_CSS = '[data-cookie-panel]';

export const JOURNEY: JourneyStep[] = [
  ...(['en', 'zh-hk', 'zh-cn'] as const).map((lang) =>
    returning(`home in ${lang}: renders and hydrates without a script error or hydration warning`, `/${lang}`, BOTH, async (d, ctx) => {
      await poll(d, () => document.documentElement.lang, 'the page language').toBe({ en: 'en', 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN' }[lang]);
      await poll(d, () => (document.querySelector('main h1, main h2')?.getBoundingClientRect().height ?? 0) > 0, 'a heading is laid out').toBe(true);
      // Chinese text is drawn with a font that has the glyphs (app/globals.css names the CJK stack):
      // a missing glyph is drawn as a box, much narrower than a run of real characters.
      if (lang !== 'en') {
        await poll(d, () => {
          const probe = document.createElement('span');
          probe.textContent = '貨運站貨運站';
          probe.style.cssText = 'position:absolute;visibility:hidden;font-size:20px;white-space:nowrap';
          document.body.append(probe);
          const width = probe.getBoundingClientRect().width;
          probe.remove();
          return width >= 6 * 18;
        }, 'CJK characters have real glyphs').toBe(true);
      }
      await ctx.shot(`home-${lang}`);
      await expectNoErrors(d, `/${lang}`);
    }),
  ),
  {
    name: 'first visit: the cookie bar shows; necessary only is stored',
    widths: BOTH,
    async run(d, ctx) {
      await firstVisit(d, '/en/about-us/leadership');
      await poll(d, () => document.querySelector('section[data-cookie-bar]') !== null, 'the cookie bar shows').toBe(true);
      await ctx.shot('cookie-bar');
      await d.click({ css: `${BAR} button`, name: 'Continue' });
      await poll(d, () => document.querySelector('section[data-cookie-bar]') === null, 'the bar closes').toBe(true);
      expect(decodeURIComponent((await cookieOf(d, 'necessary-cookies')) ?? '')).toContain('"consent":true');
    },
  },
  {
    name: 'the preferences panel: decline optional cookies, then accept all',
    widths: BOTH,
    async run(d, ctx) {
      await firstVisit(d, '/en/about-us/leadership');
      await d.click({ css: `${BAR} button`, name: 'Change cookie preferences' });
      await pollWith(d, (css) => document.querySelector(css) !== null, PANEL_CSS, 'the panel opens').toBe(true);
      await ctx.shot('cookie-preferences');
      await d.click({ css: `${PANEL_CSS} button`, name: 'Decline optional cookies' });
      await pollWith(d, (css) => document.querySelector(css) === null, PANEL_CSS, 'the panel closes').toBe(true);
      expect(decodeURIComponent((await cookieOf(d, 'performance-cookies')) ?? '')).toContain('"consent":false');

      await firstVisit(d, '/en/about-us/leadership');
      await d.click({ css: `${BAR} button`, name: 'Change cookie preferences' });
      await d.click({ css: `${PANEL_CSS} button`, name: 'Accept all cookies' });
      await pollWith(d, (css) => document.querySelector(css) === null, PANEL_CSS, 'the panel closes').toBe(true);
      expect(decodeURIComponent((await cookieOf(d, 'performance-cookies')) ?? '')).toContain('"consent":true');
    },
  },
  {
    name: 'the important-notice popup: not in the view the cookie bar asks in, on the next one; pages and closes with Escape, and stays away',
    widths: BOTH,
    async run(d, ctx) {
      await firstVisit(d, '/en');
      // One layer per page view: no popup while the bar asks, nor straight after its answer.
      await poll(d, () => document.querySelector('section[data-cookie-bar]') !== null, 'the cookie bar shows').toBe(true);
      expect(await d.evaluate(() => document.querySelector('dialog[open]') === null, null)).toBe(true);
      await d.click({ css: `${BAR} button`, name: 'Continue' });
      await poll(d, () => document.querySelector('section[data-cookie-bar]') === null, 'the bar closes').toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await d.evaluate(() => document.querySelector('dialog[open]') === null, null)).toBe(true);
      await visit(d, '/en');
      await poll(d, () => document.querySelector('dialog[open]') !== null, 'the popup opens by itself on the next view').toBe(true);
      await ctx.shot('notice-popup');
      const counter = () => [...document.querySelectorAll('dialog[open] p')].map((p) => p.textContent ?? '').find((t) => /^\d+ \/ \d+$/.test(t.trim()));
      await poll(d, counter, 'the counter').toMatch(/^1 \/ \d+$/);
      await d.click({ css: 'dialog[open] button', name: 'Next notice' });
      await poll(d, counter, 'the counter after Next').toMatch(/^2 \/ \d+$/);
      await d.press('Escape');
      await poll(d, () => document.querySelector('dialog[open]') === null, 'the popup closes').toBe(true);
      expect(await cookieOf(d, 'ImportantNoticeWatchedTime')).toBeTruthy();
    },
  },
  returning('desktop menu: a submenu opens on hover and its link navigates', '/en', DESKTOP, async (d, ctx) => {
    await d.hover({ css: 'nav[aria-label="Main menu"] a', name: 'About Us' });
    await poll(d, () => document.querySelector('nav[aria-label="Main menu"] button[aria-label="About Us submenu"]')?.getAttribute('aria-expanded'), 'hover opens the submenu').toBe('true');
    await ctx.shot('desktop-submenu');
    await d.click({ css: 'nav[aria-label="Main menu"] a', name: 'Leadership' });
    await pollWith(d, () => location.pathname, null, 'the submenu link navigates').toBe('/en/about-us/leadership');
  }),
  returning('phone menu: the hamburger opens the menu, a section opens and its link navigates', '/en', PHONE, async (d, ctx) => {
    await d.click({ css: 'header button', name: 'Menu' });
    const panel = `#${await d.evaluate(() => [...document.querySelectorAll('header button[aria-controls]')].find((b) => b.getAttribute('aria-expanded') === 'true')?.getAttribute('aria-controls'), null)}`;
    await d.click({ css: `${panel} button[aria-label="About Us submenu"]` });
    await pollWith(d, (css) => document.querySelector(`${css} button[aria-label="About Us submenu"]`)?.getAttribute('aria-expanded'), panel, 'the section opens').toBe('true');
    await pollWith(d, (css) => [...document.querySelectorAll(`${css} a`)].some((a) => a.textContent?.trim() === 'Leadership' && a.getBoundingClientRect().height > 0), panel, 'its links show').toBe(true);
    await ctx.shot('phone-menu');
    await d.click({ css: `${panel} a`, name: 'Leadership' });
    await pollWith(d, () => location.pathname, null, 'the menu link navigates').toBe('/en/about-us/leadership');
  }),
  returning('the language switcher keeps the page', '/en/about-us/leadership', BOTH, async (d) => {
    await d.click({ css: 'nav[aria-label="Language"] a[hreflang="zh-HK"]' });
    await poll(d, () => [location.pathname, document.documentElement.lang], 'the page in Traditional Chinese').toEqual(['/zh-hk/about-us/leadership', 'zh-HK']);
    await hydratedHeader(d);
  }),
  returning('search from the header shows results', '/en', BOTH, async (d, ctx) => {
    await d.click({ css: 'header button[aria-label="Search"], header button', name: 'Search' });
    await d.type({ css: 'header input[type="search"]' }, 'cargo');
    await ctx.shot('search-box');
    await d.press('Enter');
    await poll(d, () => location.pathname, 'the search page').toBe('/en/search/cargo');
    await poll(d, () => /result/i.test(document.querySelector('main')?.textContent ?? ''), 'results are listed', 30_000).toBe(true);
    await hydratedHeader(d);
    await ctx.shot('search-results');
  }),
  returning('news: tabs switch lists, the list pages, and an article opens', '/en/media/news-press/latest-news', BOTH, async (d, ctx) => {
    const items = () => document.querySelectorAll('main a[href*="/media/news-press/"][href$="/"], main article, main li a[href*="/media/news-press/latest-news/"]').length;
    const before = await d.evaluate(items, null);
    expect(before, 'the first page lists news').toBeGreaterThan(0);
    await ctx.shot('news-list');
    // "Load more" is the island's button once hydrated, and before that the server's link to ?page=2
    // (both list the next page). A name of /load more|next/ also matched the "Next page: Important
    // Notices" link at the end of main, which WebKit clicked whenever it looked before hydration.
    await d.click({ css: 'main button, main a', name: 'Load more' });
    await poll(d, items, 'the next page of news').toBeGreaterThan(before);
    await d.click({ css: 'main a', name: 'Press Releases' });
    await poll(d, () => location.pathname, 'the press-release tab').toBe('/en/media/news-press/press-release');
    await hydratedHeader(d);
    await d.click({ css: 'main a[href*="/en/media/news-press/press-release/"]' });
    await poll(d, () => /\/en\/media\/news-press\/press-release\/[^/]+$/.test(location.pathname) && (document.querySelector('h1')?.textContent ?? '').length > 0, 'an article opens').toBe(true);
    await hydratedHeader(d);
    await ctx.shot('news-detail');
  }),
  returning('photo album: the lightbox opens, moves by keyboard and gives focus back', '/en/media/multimedia-gallery/photos', BOTH, async (d, ctx) => {
    await d.click({ css: 'figure[data-photo-index="0"] button' });
    await poll(d, () => document.querySelector('dialog[open] img')?.getAttribute('alt') ?? null, 'the lightbox shows the first photo').toBeTruthy();
    const first = await d.evaluate(() => document.querySelector('dialog[open] img')?.getAttribute('alt'), null);
    await poll(d, () => (document.querySelector('dialog[open] img') as HTMLImageElement | null)?.complete === true, 'the photo has loaded').toBe(true);
    await ctx.shot('lightbox');
    await d.press('ArrowRight');
    await poll(d, () => document.querySelector('dialog[open] img')?.getAttribute('alt'), 'ArrowRight shows the next photo').not.toBe(first);
    await d.press('ArrowLeft');
    await poll(d, () => document.querySelector('dialog[open] img')?.getAttribute('alt'), 'ArrowLeft goes back').toBe(first);
    await d.press('Escape');
    await poll(d, () => document.querySelector('dialog[open]') === null, 'Escape closes it').toBe(true);
    await poll(d, () => document.activeElement === document.querySelector('figure[data-photo-index="0"] button'), 'focus returns to the photo').toBe(true);
  }),
  returning('video: plays, with its captions track', '/en/media/multimedia-gallery/videos', BOTH, async (d, ctx) => {
    await poll(d, () => {
      const video = document.querySelector('main video') as HTMLVideoElement | null;
      return video ? video.canPlayType('video/mp4; codecs="avc1.42E01E"') : 'no video';
    }, 'the engine plays H.264 MP4').not.toBe('');
    // Muted, as a browser lets a script start playback without a gesture.
    await d.evaluate(() => {
      const video = document.querySelector('main video') as HTMLVideoElement;
      video.muted = true;
      void video.play();
    }, null);
    await poll(d, () => (document.querySelector('main video') as HTMLVideoElement).currentTime > 0.2, 'the video plays', 20_000).toBe(true);
    await d.evaluate(() => {
      const video = document.querySelector('main video') as HTMLVideoElement;
      video.pause();
      video.scrollIntoView({ block: 'center' });
    }, null);
    await poll(d, () => {
      const track = (document.querySelector('main video') as HTMLVideoElement).textTracks[0];
      if (!track) return 'no track';
      if (track.mode === 'disabled') track.mode = 'hidden';
      return `${track.kind}:${(track.cues?.length ?? 0) > 0}`;
    }, 'the captions load').toBe('captions:true');
    await ctx.shot('video');
  }),
  returning('contact form: an empty submit shows the error summary in view; a valid one thanks', '/en/contact-us', BOTH, async (d, ctx) => {
    const submit: Target = { css: 'main form button', name: 'Send enquiry' };
    await poll(d, () => document.querySelector('main form button[type="submit"]') !== null, 'the form is ready').toBe(true);
    await d.click(submit);
    await poll(d, () => document.querySelector('main form [role="alert"]')?.textContent ?? '', 'the error summary').toMatch(/Please correct \d+ fields/);
    await poll(d, () => document.activeElement?.id ?? '', 'the first invalid field has focus').toBe('contact-enquiryType');
    // The summary is on screen, below the sticky header (WebKit used to leave it under the header).
    await pollWith(d, inViewBelowHeader, 'main form [role="alert"]', 'the summary is in view below the header').toBe('visible');
    await ctx.shot('contact-errors');

    await d.select({ css: '#contact-enquiryType' }, 'training');
    await d.type({ css: '#contact-name' }, 'Chan Tai Man');
    await d.type({ css: '#contact-email' }, 'tm.chan@example.com');
    await d.type({ css: '#contact-subject' }, 'Course dates');
    await d.type({ css: '#contact-message' }, 'Which dates are left for the DGR course?');
    await d.click({ css: '#contact-consent' });
    // Records the form's requests (status, whether the XSRF cookie is there) or why one failed: the
    // form itself only says "could not reach our server" (docs/testing.md, Firefox and WebKit).
    await d.evaluate(() => {
      const original = window.fetch;
      window.fetch = (...args) =>
        original(...args).then(
          (response) => {
            const w = window as unknown as { __fetchFailure?: string };
            w.__fetchFailure = `${w.__fetchFailure ?? ''} ${String(args[0])} ${response.status} cookie=${document.cookie.includes('XSRF-TOKEN=')};`;
            return response;
          },
          (error: unknown) => {
            const w = window as unknown as { __fetchFailure?: string };
            w.__fetchFailure = `${w.__fetchFailure ?? ''} ${String(args[0])}: ${String(error)};`;
            throw error;
          },
        );
    }, null);
    await d.click(submit);
    // What the page shows instead, when it fails: the dialog's text or the form's alerts and values.
    const outcome = () => {
      const dialog = [...document.querySelectorAll('[role="dialog"], dialog[open]')].map((el) => el.textContent ?? '').join(' ');
      if (dialog) return dialog;
      const alerts = [...document.querySelectorAll('main form [role="alert"]')].map((el) => el.textContent).join(' | ');
      const values = [...document.querySelectorAll('main form [id^="contact-"]')].map((el) => `${el.id}=${(el as HTMLInputElement).type === 'checkbox' ? (el as HTMLInputElement).checked : (el as HTMLInputElement).value}`);
      return `no dialog; alerts: ${alerts}; requests: ${(window as unknown as { __fetchFailure?: string }).__fetchFailure}; ${values.join(', ')}; button: ${document.querySelector('main form button')?.textContent}`;
    };
    await poll(d, outcome, 'the thank-you dialog', 45_000).toContain('Thank you for contacting us');
    await ctx.shot('contact-thanks');
  }),
  returning('the 404 page answers an unknown address in the site’s frame', '/en/no-such-page', BOTH, async (d, ctx) => {
    await poll(d, () => document.querySelector('h1')?.textContent, 'the not-found heading').toBe('Page not found');
    await ctx.shot('not-found');
  }),
  {
    name: 'reduced motion: the banner stands still and counters show their values',
    widths: BOTH,
    async run(d, ctx) {
      const still = await d.withReducedMotion();
      try {
        await returningVisit(still, '/en');
        await poll(still, () => matchMedia('(prefers-reduced-motion: reduce)').matches, 'the browser prefers reduced motion').toBe(true);
        await poll(still, () => document.querySelector('[data-banner-state]')?.getAttribute('data-banner-state'), 'the banner').toBe('still');
        await poll(still, () => document.querySelectorAll('[data-fade="waiting"]').length, 'nothing waits to fade in').toBe(0);
        await poll(still, () => [...document.querySelectorAll('[data-counter-state]')].every((c) => c.getAttribute('data-counter-state') === 'final'), 'the counters').toBe(true);
        await still.screenshot(await ctx.path('reduced-motion'));
        await expectNoErrors(still, '/en (reduced motion)');
      } finally {
        await still.close();
      }
    },
  },
];
