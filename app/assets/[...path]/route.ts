import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { LANG_COOKIE } from '@/lib/consent/cookie-names.mjs';
import { DEFAULT_LANG, HTML_LANG, LANGS, SITE_NAME, normalizeLang, type Lang } from '@/lib/i18n';
import { hrefOf } from '@/lib/routing/href';
import { MISSING_FILE_STYLE } from '@/lib/security/csp.mjs';

/**
 * A file under /assets/ that does not exist: public/ files are served before any route, so only a
 * missing one reaches this handler (a broken download link, a document the CMS removed). It answers
 * 404 with a short page in the three languages, the visitor's saved language first, each with a link
 * to its home page, instead of the blank page Next's root not-found gives outside a language.
 * Responses under /assets/ carry the policy for files (next.config.mjs), which allows this page's
 * one style sheet by its hash and nothing else (lib/security/csp.mjs).
 */
export const dynamic = 'force-dynamic';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function section(lang: Lang, first: boolean): Promise<string> {
  const files = await getTranslations({ locale: lang, namespace: 'files' });
  const notFound = await getTranslations({ locale: lang, namespace: 'notFound' });
  const heading = first ? 'h1' : 'h2';
  return (
    `<section lang="${HTML_LANG[lang]}"><${heading}>${escapeHtml(files('missing.title'))}</${heading}>` +
    `<p>${escapeHtml(files('missing.body'))}</p>` +
    `<p><a href="${hrefOf(lang, '')}" hreflang="${HTML_LANG[lang]}">${escapeHtml(notFound('home'))}</a></p></section>`
  );
}

async function missingFile(method: 'GET' | 'HEAD'): Promise<Response> {
  const saved = normalizeLang((await cookies()).get(LANG_COOKIE)?.value) ?? DEFAULT_LANG;
  const order = [saved, ...LANGS.filter((lang) => lang !== saved)];
  const files = await getTranslations({ locale: saved, namespace: 'files' });
  const sections = await Promise.all(order.map((lang, index) => section(lang, index === 0)));
  const html =
    `<!doctype html><html lang="${HTML_LANG[saved]}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(`${files('missing.title')} - ${SITE_NAME[saved]}`)}</title><style>${MISSING_FILE_STYLE}</style></head>` +
    `<body><main>${sections.join('')}</main></body></html>`;
  return new Response(method === 'HEAD' ? null : html, {
    status: 404,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // The file may appear later (a CMS upload): caches keep the answer for a minute only.
      'Cache-Control': 'public, max-age=60',
      Vary: 'Cookie',
    },
  });
}

export function GET(): Promise<Response> {
  return missingFile('GET');
}

export function HEAD(): Promise<Response> {
  return missingFile('HEAD');
}
