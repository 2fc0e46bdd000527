import 'server-only';
import sanitizeHtml from 'sanitize-html';
import type { Lang } from '../i18n';
import { keepChineseWordsInHtml } from './chinese-words-html';
import { keepLinesInHtml } from './line-keeps-html';
import { htmlToText } from './html-text';
import { localizeHref, telHref } from '../routing/links';

/**
 * Rich text from the CMS is HTML typed by editors. It is sanitized on the server, once, before it
 * reaches the page: an allowlist of tags and attributes, safe URL schemes only, and links rewritten
 * the way the rest of the site writes them (language prefix inside, new tab + rel outside).
 * This module is server-only so sanitize-html never ships to the browser.
 */

const HEADING_ID = /^[a-z][a-z0-9-]{0,63}$/;
/** A scheme-less URL: site path, bare relative path, #anchor or ?query. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const ALLOWED_SCHEME = /^(https?|mailto|tel):/i;

const ALLOWED_TAGS = [
  'p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'br',
  'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote', 'hr',
];

/** Disallowed tags whose content is dropped too (not only the tag). */
const DROP_WITH_CONTENT = [
  'script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'iframe', 'object', 'embed',
  'svg', 'math', 'template', 'select', 'title', 'head', 'noembed', 'noframes',
];

/**
 * Clean an href an editor typed. Returns undefined when the link must lose its href.
 * Whitespace and control characters are removed first, as browsers do ("java\nscript:").
 */
export function cleanHref(raw: string | undefined, lang: Lang): string | undefined {
  if (raw === undefined) return undefined;
  const value = raw.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
  if (value === '') return undefined;
  if (value.startsWith('//') || value.startsWith('\\') || value.startsWith('/\\')) return undefined;
  if (HAS_SCHEME.test(value)) return ALLOWED_SCHEME.test(value) ? value : undefined;
  return localizeHref(value, lang);
}

function transformLink(lang: Lang): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const href = cleanHref(attribs.href, lang);
    const out: sanitizeHtml.Attributes = {};
    if (href !== undefined) out.href = href;
    if (attribs.title) out.title = attribs.title;
    const external = href !== undefined && /^https?:/i.test(href);
    if (external || attribs.target === '_blank') {
      out.target = '_blank';
      out.rel = 'noopener noreferrer';
    }
    return { tagName, attribs: out };
  };
}

function keepValidId(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const id = attribs.id?.trim();
  return { tagName, attribs: id && HEADING_ID.test(id) ? { id } : {} };
}

export interface SanitizeOptions {
  /**
   * Wrap every table in a focusable, labelled scroll region so a wide table scrolls inside itself
   * on phones instead of widening the page.
   */
  tableRegion?: { className: string; label: string };
}

/** A phone number in international form as editors type it in running text ("+852 2753 0188"). */
const PHONE_IN_TEXT = /\+\d{1,3}(?:[ -]\d{2,4}){2,4}(?![\d-])/g;
/** An anchor of sanitized html (its text is already a link). */
const ANCHOR = /(<a\b[^>]*>[\s\S]*?<\/a>)/;

/**
 * Phone numbers typed as plain text become tel: links (formed by `telHref`), so a phone calls them
 * with a tap and the number never breaks across lines (globals.css keeps tel links whole). Text
 * inside a link is left alone; the sanitizer's other tags carry no attribute that could hold one.
 */
function linkPhoneNumbers(html: string): string {
  return html
    .split(ANCHOR)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(PHONE_IN_TEXT, (number) => {
      const href = telHref(number);
      return href ? `<a href="${href}">${number}</a>` : number;
    })))
    .join('');
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Sanitize rich text for the given page language. Never throws; bad input yields ''. */
export function sanitizeRichText(html: string | undefined | null, lang: Lang, options: SanitizeOptions = {}): string {
  if (!html) return '';
  let clean: string;
  try {
    clean = sanitizeHtml(html, {
      allowedTags: ALLOWED_TAGS,
      allowedAttributes: {
        a: ['href', 'title', 'target', 'rel'],
        h2: ['id'],
        h3: ['id'],
        h4: ['id'],
        th: [{ name: 'scope', multiple: false, values: ['col', 'row', 'colgroup', 'rowgroup'] }],
      },
      allowedSchemes: ['http', 'https', 'mailto', 'tel'],
      allowedSchemesByTag: {},
      allowedSchemesAppliedToAttributes: ['href'],
      allowProtocolRelative: false,
      disallowedTagsMode: 'discard',
      nonTextTags: DROP_WITH_CONTENT,
      enforceHtmlBoundary: true,
      nestingLimit: 24,
      transformTags: {
        a: transformLink(lang),
        // The page's h1 is the hero; rich text starts at h2. Deeper levels fold into h4.
        h1: (_name, attribs) => keepValidId('h2', attribs),
        h2: keepValidId,
        h3: keepValidId,
        h4: keepValidId,
        h5: (_name, attribs) => keepValidId('h4', attribs),
        h6: (_name, attribs) => keepValidId('h4', attribs),
      },
    });
  } catch {
    return '';
  }
  clean = linkPhoneNumbers(clean);
  // Headings and cells keep short hyphen tails and numbers with their units, and Chinese ones break
  // between words only, as the titles the components set do.
  clean = keepLinesInHtml(clean);
  if (lang !== 'en') clean = keepChineseWordsInHtml(clean);
  const region = options.tableRegion;
  if (region) {
    // The sanitizer leaves `<table>` without attributes and escapes any literal "<table" in text,
    // so these exact tags are the only tables in the output.
    const open = `<div class="${escapeAttr(region.className)}" role="region" tabindex="0" aria-label="${escapeAttr(region.label)}"><table>`;
    clean = clean.replace(/<table>/g, open).replace(/<\/table>/g, '</table></div>');
  }
  return clean;
}

export interface Heading {
  id: string;
  text: string;
}

/** The h2 headings (with ids) of sanitized html, in order: the entries of an in-page table of contents. */
export function headingsOf(sanitized: string): Heading[] {
  const out: Heading[] = [];
  const seen = new Set<string>();
  for (const match of sanitized.matchAll(/<h2 id="([a-z][a-z0-9-]*)">([\s\S]*?)<\/h2>/g)) {
    const [, id, inner] = match;
    const text = htmlToText(inner);
    if (!text || seen.has(id)) continue;
    seen.add(id);
    out.push({ id, text });
  }
  return out;
}
