import { z } from 'zod';
import { lenientArray, link, media, mediaSrc, optionalLink, phoneNumber, reportInvalid, safeUrl, shortText, text } from '@/lib/content/primitives';

/**
 * The content shape of every CMS module, in one place: this file is the documentation of what an
 * editor can put on a page. Each page's `pageContent` is a list of `{ module, content }`; `module`
 * is a key of MODULE_SCHEMAS and `content` must parse with its schema, or the entry is dropped
 * (and logged) while the rest of the page renders.
 *
 * Conventions: `html` fields are rich text and are sanitized before rendering; internal links are
 * written without the language prefix ("/about-us/leadership") and get the current language added.
 * Optional entries that fail validation are dropped one by one (lenientArray), never the whole module.
 */

const html = text;
const optionalText = shortText.optional().catch(undefined);
const optionalHtml = html.optional().catch(undefined);
const optionalMedia = media.optional().catch(undefined);
/** Shared by every module: an id that a URL hash (#anchor) can scroll to. */
const base = { anchor: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/).optional().catch(undefined) };
const linkList = (label: string) => lenientArray(link, label).default([]);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/);

// ---------------------------------------------------------------- home (spec section 3)

const homeBanner = z.object({
  ...base,
  media: optionalMedia,
  /** Five columns, one per letter of the operator's name. */
  items: lenientArray(z.object({ title: shortText, chineseTitle: optionalText, text: shortText }), 'homeBanner.items'),
});

const counterInfo = z.object({ title: shortText, count: z.string().regex(/^[0-9.,%]{1,12}$/), unit: z.string().max(40).default('') });

const worldClassFacilities = z.object({
  ...base,
  subtitle: optionalText,
  title: shortText,
  text: optionalHtml,
  items: lenientArray(z.object({ image: media, title: shortText, description: html, button: optionalLink }), 'worldClassFacilities.items'),
  infos: lenientArray(counterInfo, 'worldClassFacilities.infos'),
});

/** Operational excellence and experienced team share one shape. */
const imageShowcase = z.object({
  ...base,
  title: shortText,
  description: optionalText,
  text: optionalHtml,
  images: lenientArray(media, 'images').default([]),
  /** Empty button entries are dropped. */
  buttons: linkList('buttons'),
});

const sustainableServices = z.object({
  ...base,
  image: media,
  title: shortText,
  description: html,
  button: optionalLink,
});

const connecting = z.object({
  ...base,
  title: shortText,
  description: optionalHtml,
  items: lenientArray(
    z.object({ image: media, tag: optionalText, category: optionalText, title: shortText, button: optionalLink }),
    'connecting.items',
  ),
  buttons: linkList('connecting.buttons'),
});

const expiry = z.enum(['no-reload', 'daily', 'weekly', 'monthly', 'yearly']);
const importantNotices = z.object({
  ...base,
  title: optionalText,
  /** How long a dismissed popup stays away; absent means the popup is hidden. */
  expiry: expiry.optional().catch(undefined),
  items: lenientArray(
    z.object({
      icon: media.optional().catch(undefined),
      /** A notice without a title would be a nameless page of the popup: dropped. */
      title: shortText.trim().min(1),
      desc: html,
      button: z.object({ label: shortText, url: safeUrl }).optional().catch(undefined),
    }),
    'importantNotices.items',
  ),
});

// ---------------------------------------------------------------- general building blocks

const pageHero = z.object({
  ...base,
  title: shortText,
  subtitle: optionalText,
  description: optionalHtml,
  media: optionalMedia,
});

const richText = z.object({
  ...base,
  title: optionalText,
  html,
  /** Render an in-page table of contents from the h2 headings (each h2 needs an id). */
  toc: z.boolean().optional().catch(undefined),
});

const imageText = z.object({
  ...base,
  title: optionalText,
  subtitle: optionalText,
  html,
  media,
  mediaPosition: z.enum(['left', 'right']).default('right').catch('right'),
  buttons: linkList('imageText.buttons'),
});

const cardGrid = z.object({
  ...base,
  title: optionalText,
  description: optionalHtml,
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3).catch(3),
  /** 'logo' shows images contained (company logos, certificates); 'default' covers them. */
  variant: z.enum(['default', 'logo']).default('default').catch('default'),
  items: lenientArray(
    z.object({
      image: optionalMedia,
      title: shortText,
      tag: optionalText,
      /** Small facts under the title, e.g. year and issuer. */
      meta: z.array(shortText).max(6).optional().catch(undefined),
      description: optionalHtml,
      button: optionalLink,
      download: optionalLink,
    }),
    'cardGrid.items',
  ),
});

const statistics = z.object({
  ...base,
  title: optionalText,
  description: optionalHtml,
  /** Counters animate digit by digit when scrolled into view (same behaviour as the home page). */
  animate: z.boolean().default(true).catch(true),
  items: lenientArray(counterInfo.extend({ description: optionalText }), 'statistics.items'),
});

const dataTable = z.object({
  ...base,
  title: optionalText,
  caption: shortText,
  effectiveDate: isoDate.optional().catch(undefined),
  columns: lenientArray(
    z.object({ key: z.string().min(1).max(40), label: shortText, align: z.enum(['left', 'right', 'center']).default('left').catch('left') }),
    'dataTable.columns',
  ),
  rows: lenientArray(z.record(z.string(), z.string().max(500)), 'dataTable.rows'),
  notes: optionalHtml,
}).transform((table) => {
  // A row without a cell for any column would render as an empty line: drop it like any bad entry.
  const keys = new Set(table.columns.map((c) => c.key));
  const rows = table.rows.filter((row, index) => {
    const fits = Object.keys(row).some((key) => keys.has(key));
    if (!fits) reportInvalid(`dataTable.rows[${index}]`, new z.ZodError([{ code: 'custom', message: 'no cell for any column', path: ['rows', index], input: row }]));
    return fits;
  });
  return { ...table, rows };
});

const timeline = z.object({
  ...base,
  title: optionalText,
  description: optionalHtml,
  items: lenientArray(z.object({ year: z.string().min(4).max(9), title: shortText, description: html, image: optionalMedia }), 'timeline.items'),
});

const peopleGrid = z.object({
  ...base,
  title: optionalText,
  description: optionalHtml,
  items: lenientArray(z.object({ name: shortText, position: shortText, photo: media, bio: html }), 'peopleGrid.items'),
});

const titledHtml = z.object({ title: shortText, html });

const accordion = z.object({ ...base, title: optionalText, description: optionalHtml, items: lenientArray(titledHtml, 'accordion.items') });

const steps = z.object({ ...base, title: optionalText, description: optionalHtml, items: lenientArray(titledHtml, 'steps.items') });

const tabs = z.object({
  ...base,
  title: optionalText,
  items: lenientArray(z.object({ label: shortText, html }), 'tabs.items'),
});

/** Links to sibling pages shown as tabs (awards | certifications, videos | photos ...). */
const pageTabs = z.object({ ...base, items: linkList('pageTabs.items') });

const downloadList = z.object({
  ...base,
  title: optionalText,
  description: optionalHtml,
  items: lenientArray(
    z.object({
      title: shortText,
      description: optionalText,
      url: safeUrl,
      fileType: z.string().max(10).default('PDF'),
      fileSize: optionalText,
      publishTime: isoDate.optional().catch(undefined),
    }),
    'downloadList.items',
  ),
});

const captionTrack = z.object({ src: mediaSrc, srclang: z.string().max(10), label: shortText });

const video = z.object({
  ...base,
  title: optionalText,
  description: optionalHtml,
  media,
  captions: lenientArray(captionTrack, 'video.captions').default([]),
});

const callToAction = z.object({
  ...base,
  title: shortText,
  description: optionalHtml,
  media: optionalMedia,
  buttons: linkList('callToAction.buttons'),
});

const contactOffices = z.object({
  ...base,
  title: optionalText,
  items: lenientArray(
    z.object({
      name: shortText,
      address: shortText,
      /** One number each, so each is its own tap-to-call link. */
      phones: lenientArray(z.object({ number: phoneNumber, label: optionalText }), 'contactOffices.phones').default([]),
      fax: phoneNumber.optional().catch(undefined),
      email: z.string().email().max(200).optional().catch(undefined),
      hours: optionalText,
      map: optionalLink,
      image: optionalMedia,
    }),
    'contactOffices.items',
  ),
});

// ---------------------------------------------------------------- media centre and stories

/** A summary of an item file, filled in by the backend when a module names a `collection`. */
const collectionItem = z.object({
  id: z.string().max(128),
  url: safeUrl,
  title: shortText,
  publishTime: z.string().max(40).optional().catch(undefined),
  category: optionalText,
  summary: z.string().max(1000).optional().catch(undefined),
  tags: z.array(shortText).max(20).optional().catch(undefined),
  media: optionalMedia,
});
export type CollectionItem = z.output<typeof collectionItem>;

const collection = {
  /** Folder (or folders) of item files the backend lists, e.g. "news/latest-news". */
  collection: z.union([z.string().max(100), z.array(z.string().max(100)).max(5)]).optional(),
  limit: z.number().int().min(1).max(100).optional().catch(undefined),
  items: lenientArray(collectionItem, 'collection.items').default([]),
};

const newsList = z.object({ ...base, title: optionalText, description: optionalHtml, ...collection, button: optionalLink });

export const newsDetail = z.object({
  ...base,
  title: shortText,
  publishTime: isoDate,
  category: shortText,
  summary: z.string().max(1000).optional().catch(undefined),
  media: optionalMedia,
  html,
  attachments: linkList('newsDetail.attachments'),
});

const storyList = z.object({
  ...base,
  title: optionalText,
  description: optionalHtml,
  ...collection,
  button: optionalLink,
  /** Buttons above the cards filter the stories by tag (the stories page); off for teaser lists. */
  tagFilter: z.boolean().default(false).catch(false),
});

const storyDetail = z.object({
  ...base,
  title: shortText,
  publishTime: isoDate,
  tags: z.array(shortText).max(10).default([]),
  summary: z.string().max(1000).optional().catch(undefined),
  media: optionalMedia,
  html,
});

const videoGallery = z.object({
  ...base,
  title: optionalText,
  description: optionalHtml,
  items: lenientArray(
    z.object({
      title: shortText,
      description: optionalText,
      media,
      duration: optionalText,
      publishTime: isoDate.optional().catch(undefined),
      captions: lenientArray(captionTrack, 'videoGallery.captions').default([]),
    }),
    'videoGallery.items',
  ),
});

const photoGallery = z.object({
  ...base,
  title: optionalText,
  description: optionalHtml,
  albums: lenientArray(
    z.object({
      title: shortText,
      description: optionalText,
      publishTime: isoDate.optional().catch(undefined),
      photos: lenientArray(z.object({ media, caption: optionalText }), 'photoGallery.photos'),
    }),
    'photoGallery.albums',
  ),
});

const newsletterArchive = z.object({
  ...base,
  title: optionalText,
  description: optionalHtml,
  items: lenientArray(
    z.object({
      issue: shortText,
      title: shortText,
      publishTime: isoDate,
      cover: media,
      pdf: link,
      highlights: z.array(shortText).max(10).default([]),
    }),
    'newsletterArchive.items',
  ),
});

// ---------------------------------------------------------------- services

const iataCourseList = z.object({ ...base, title: optionalText, description: optionalHtml, ...collection });

export const iataCourse = z.object({
  ...base,
  title: shortText,
  code: shortText,
  summary: z.string().max(1000),
  publishTime: isoDate.optional().catch(undefined),
  duration: shortText,
  language: shortText,
  fee: shortText,
  venue: shortText,
  sessions: lenientArray(z.object({ date: isoDate, seats: z.number().int().min(0).max(500).optional().catch(undefined) }), 'iataCourse.sessions'),
  html,
});

// ---------------------------------------------------------------- forms (client islands; fields and messages are in code)

/** A form module: its heading and introduction come from the CMS, its fields from lib/forms/fields.ts. */
const formModule = z.object({ ...base, title: shortText, description: optionalHtml });
/** The enquiry form of the contact-us page. */
const contactForm = formModule;
/** The Hactlink newsletter sign-up. */
const subscriptionForm = formModule;
/** The application form of an IATA course page, placed after its iataCourse module. */
const iataApplicationForm = formModule;

// ---------------------------------------------------------------- search (filled in by the backend)

const searchResults = z.object({
  /** The keyword that was searched (already cut to its maximum length by the backend). */
  keyword: z.string().max(200),
  /** The visitor's keyword was longer and was cut. */
  truncated: z.boolean().default(false),
  /** The normalized terms that were searched (informational: the page derives marks from the keyword). */
  terms: z.array(z.string().max(200)).max(20).default([]),
  /** Hits over all pages. */
  total: z.number().int().min(0),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
  items: lenientArray(z.object({ url: safeUrl, title: shortText, snippet: z.string().max(1000) }), 'searchResults.items'),
});

export const MODULE_SCHEMAS = {
  homeBanner,
  worldClassFacilities,
  operationalExcellence: imageShowcase,
  experiencedTeam: imageShowcase,
  sustainableServices,
  connecting,
  importantNotices,
  pageHero,
  richText,
  imageText,
  cardGrid,
  statistics,
  dataTable,
  timeline,
  peopleGrid,
  accordion,
  steps,
  tabs,
  pageTabs,
  downloadList,
  video,
  callToAction,
  contactOffices,
  newsList,
  newsDetail,
  storyList,
  storyDetail,
  videoGallery,
  photoGallery,
  newsletterArchive,
  iataCourseList,
  iataCourse,
  searchResults,
  contactForm,
  subscriptionForm,
  iataApplicationForm,
} as const;

export type ModuleName = keyof typeof MODULE_SCHEMAS;
export type ModuleContent<N extends ModuleName> = z.output<(typeof MODULE_SCHEMAS)[N]>;

export function isModuleName(name: string): name is ModuleName {
  return Object.prototype.hasOwnProperty.call(MODULE_SCHEMAS, name);
}
