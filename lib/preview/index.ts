import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { source } from '../content';
import { env } from '../server/env';
import { NOT_PREVIEW, decidePreview, type PreviewState } from './rules';
import { CONTEXT_COOKIE, PREVIEW_COOKIE } from './token';

/**
 * The preview state of the current request. Cookies are read only once draft mode is on:
 * reading them on every request would turn every static page into a dynamic one.
 */
export async function currentPreview(): Promise<PreviewState> {
  if (!env.previewSecret) return NOT_PREVIEW;
  const draft = await draftMode();
  if (!draft.isEnabled) return NOT_PREVIEW;
  const jar = await cookies();
  return decidePreview({
    sourceKind: source.kind,
    secret: env.previewSecret,
    draftMode: true,
    previewCookie: jar.get(PREVIEW_COOKIE)?.value,
    contextCookie: jar.get(CONTEXT_COOKIE)?.value,
    nowMs: Date.now(),
  });
}
