import type { FetchContext } from '../content/source';
import { CONTEXT_COOKIE, PREVIEW_COOKIE, verifyPreviewTokens } from './token';

/**
 * Whether a request is a valid preview, and what the content source then gets (spec sections 4
 * and 6: preview is on when both preview cookies exist). Against a real CMS the cookies are the
 * CMS's own login: they go to the CMS with every request and the CMS decides what they unlock.
 * In the embedded store they must be tokens signed with PREVIEW_SECRET; then drafts are read.
 */
export interface PreviewInput {
  sourceKind: 'embedded' | 'http';
  /** PREVIEW_SECRET; unset means preview is off. */
  secret: string | undefined;
  /** Next's draft mode, switched on by the enter route. */
  draftMode: boolean;
  previewCookie: string | undefined;
  contextCookie: string | undefined;
  nowMs: number;
}

export type PreviewState = { active: false } | { active: true; fetch: FetchContext };

export const NOT_PREVIEW: PreviewState = { active: false };

/** Cookie values that could not be forwarded safely in a Cookie header are refused. */
const COOKIE_VALUE = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]{1,4096}$/;

export function decidePreview(input: PreviewInput): PreviewState {
  const { sourceKind, secret, draftMode, previewCookie, contextCookie, nowMs } = input;
  if (!secret || !draftMode || !previewCookie || !contextCookie) return NOT_PREVIEW;
  if (sourceKind === 'http') {
    if (!COOKIE_VALUE.test(previewCookie) || !COOKIE_VALUE.test(contextCookie)) return NOT_PREVIEW;
    return { active: true, fetch: { previewCookies: `${PREVIEW_COOKIE}=${previewCookie}; ${CONTEXT_COOKIE}=${contextCookie}` } };
  }
  return verifyPreviewTokens(secret, previewCookie, contextCookie, nowMs) ? { active: true, fetch: { drafts: true } } : NOT_PREVIEW;
}
