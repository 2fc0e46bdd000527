import Cookies from 'js-cookie';

/**
 * The browser side of the XSRF pair (spec section 7): read the XSRF-TOKEN cookie, fetching one
 * from /api/forms/token when there is none, and send it back as the X-XSRF-TOKEN header.
 * Same-origin only: the page's CSP allows connect-src 'self'.
 */
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

export async function xsrfToken(refresh = false): Promise<string> {
  const current = Cookies.get(XSRF_COOKIE);
  if (current && !refresh) return current;
  const response = await fetch('/api/forms/token', { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`XSRF token request failed with HTTP ${response.status}`);
  // Under load WebKit (Safari) sometimes shows the cookie this response set to document.cookie only
  // a moment later (seen by the cross-engine journey): the answer carries the same token.
  const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
  const token = Cookies.get(XSRF_COOKIE) ?? (typeof body?.token === 'string' ? body.token : undefined);
  if (!token) throw new Error('The XSRF-TOKEN cookie was not set (cookies disabled?)');
  return token;
}

/**
 * POSTs with the XSRF header. A token that expired or was issued by another instance answers
 * 403 "xsrf": then one fresh token is fetched and the request sent once more.
 */
export async function postWithXsrf(url: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  const send = async (token: string) =>
    fetch(url, { method: 'POST', credentials: 'same-origin', cache: 'no-store', headers: { ...headers, [XSRF_HEADER]: token }, body });
  const first = await send(await xsrfToken());
  if (first.status !== 403) return first;
  const reason = (await first.clone().json().catch(() => null)) as { errors?: { _form?: string } } | null;
  if (reason?.errors?._form !== 'xsrf') return first;
  return send(await xsrfToken(true));
}
