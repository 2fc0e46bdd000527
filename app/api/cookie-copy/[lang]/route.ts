import { getTranslations } from 'next-intl/server';
import { cookieCopy } from '@/components/CookieConsent/copy';
import { loadGlobalData } from '@/lib/content';
import { isLang } from '@/lib/i18n';
import { currentPreview } from '@/lib/preview';

/**
 * GET /api/cookie-copy/{lang}: the words of the cookie bar and panel (components/CookieConsent/copy.ts),
 * fetched by the browser only when one of them must show. They were props of every page before,
 * 0.7 KB gzip of each page's HTML that a visitor who has answered never reads.
 *
 * 200 JSON, cacheable for five minutes (the CMS's global data behind it is revalidated by the
 * content webhook; a browser may keep the old words for those minutes). In preview, the draft's
 * words, private and never stored. 404 for another language or a site without a cookie policy;
 * 503 when the content cannot be read.
 */
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLang(lang)) return Response.json({ error: 'No such language.' }, { status: 404 });
  const preview = await currentPreview();
  let global;
  try {
    global = await loadGlobalData(lang, preview.active ? preview.fetch : undefined);
  } catch {
    return Response.json({ error: 'The content is unavailable; try again shortly.' }, { status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } });
  }
  if (!global.cookiesPolicy) return Response.json({ error: 'This site has no cookie policy.' }, { status: 404 });
  const t = await getTranslations({ locale: lang, namespace: 'cookies' });
  return Response.json(cookieCopy(global.cookiesPolicy, global.dictionary, lang, (key) => t(key as never)), {
    headers: { 'Cache-Control': preview.active ? 'private, no-store' : 'public, max-age=300' },
  });
}
