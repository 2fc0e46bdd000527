import { z } from 'zod';
import { lenientArray, link, optionalLink, safeUrl, shortText, target, text } from './primitives';

/**
 * The content contract with the CMS (spec section 3, design "The content contract").
 * Raw JSON from either source is parsed here; components only ever see these output types.
 */

// ---------- Global data: GET /api/{localeCode}/config -> { data } ----------

const menuLeaf = z.object({
  title: z.string().trim().min(1).max(200),
  alias: safeUrl,
  target,
});

const menuSection = menuLeaf.extend({
  submenu: lenientArray(menuLeaf, 'header.submenu').optional().default([]),
});
export type MenuSection = z.output<typeof menuSection>;

const quickLink = z.object({ label: z.string().trim().min(1).max(200), url: safeUrl, target });

/**
 * A social icon links the company's own profile: an https URL with a path. A network's home page
 * ("https://www.linkedin.com/") is no profile, so it is dropped with its icon (and from the
 * Organization's sameAs); no profile configured means no icon.
 */
const socialProfile = link.refine(
  ({ url }) => {
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'https:' && parsed.pathname.replace(/\/+$/, '') !== '';
    } catch {
      return false;
    }
  },
  { message: "a social profile's full https URL, not a network's home page" },
);

const footer = z.object({
  hactlInfo: z.object({ title: shortText, description: text }).optional().catch(undefined),
  socialMedia: lenientArray(z.object({ url: socialProfile, icon: z.string().max(200) }), 'footer.socialMedia').default([]),
  footerLinks: lenientArray(link, 'footer.footerLinks').default([]),
  remarks: text.optional().catch(undefined),
  copyright: shortText.optional().catch(undefined),
  corpSites: z
    .object({ title: shortText.optional(), sites: lenientArray(z.object({ label: shortText, url: safeUrl }), 'footer.corpSites') })
    .optional()
    .catch(undefined),
});
export type FooterData = z.output<typeof footer>;

const titled = z.object({ title: shortText, description: text });

const cookiesPolicy = z.object({
  stickyBar: text,
  /** Epoch seconds: consents older than this are asked again. */
  versionDate: z.coerce.number().int().min(0),
  banner: z.object({
    cookiesUsage: titled,
    cookiesPreferences: z.object({
      title: shortText,
      necessaryCookies: titled,
      // The CMS field name is misspelt in the contract; keep it as delivered.
      performatnceCookies: titled,
    }),
  }),
});
export type CookiesPolicy = z.output<typeof cookiesPolicy>;

const globalData = z.object({
  header: lenientArray(menuSection, 'header').default([]),
  quickLinks: lenientArray(quickLink, 'quickLinks').default([]),
  siteContent: z
    .object({
      languages: lenientArray(z.object({ code: z.string().max(10), title: shortText }), 'siteContent.languages').default([]),
      importantNoticeLink: optionalLink,
    })
    .catch({ languages: [], importantNoticeLink: undefined }),
  footer: footer.optional().catch(undefined),
  dictionary: z.record(z.string(), z.string().max(2000)).catch({}),
  cookiesPolicy: cookiesPolicy.optional().catch(undefined),
});
export type GlobalData = z.output<typeof globalData>;

export const configResponse = z.object({ data: globalData });

// ---------- Page data: GET /api/{localeCode}{api}[/{category}][/{generalId}]/ ----------

const crumb = z.object({ label: z.string().trim().min(1).max(200), url: safeUrl.optional().catch(undefined) });
export type Crumb = z.output<typeof crumb>;

const navLink = z.object({ url: safeUrl, label: z.string().trim().min(1).max(200) });
const bottomNav = z.object({
  previousPage: navLink.optional().catch(undefined),
  nextPage: navLink.optional().catch(undefined),
});
export type BottomNav = z.output<typeof bottomNav>;

/** A module entry; its content is validated by the module's own schema in modules/registry. */
const moduleEntry = z.object({ module: z.string().min(1).max(100), content: z.unknown() });

const metaData = z.object({
  pageTitle: shortText.catch(''),
  description: z.string().max(2000).optional().catch(undefined),
  keywords: z.string().max(1000).optional().catch(undefined),
  publishTime: z.string().max(64).optional().catch(undefined),
  ogTags: z
    .object({
      title: shortText.optional().catch(undefined),
      description: z.string().max(2000).optional().catch(undefined),
      image: z.string().max(2048).optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});
export type MetaData = z.output<typeof metaData>;

export const pageResponse = z.object({
  data: z.object({
    breadcrumb: lenientArray(crumb, 'breadcrumb').default([]),
    bottomNav: bottomNav.optional().catch(undefined),
    pageContent: lenientArray(moduleEntry, 'pageContent').default([]),
  }),
  metaData: metaData.catch({ pageTitle: '' }),
});
export type PageData = z.output<typeof pageResponse>;
