/**
 * Every video of a page carries a WebVTT caption track in each of the site's three languages, each
 * in its own script and labelled in its own language (the player's caption menu lists them); the
 * page's language is the default one (modules/shared/AccessibleVideo picks it by srclang).
 */
import { HTML_LANG, LANGS, type Lang } from '@/lib/i18n';
import { simplifiedOnly, traditionalOnly } from './script-check';
import { SHARED_CHARACTERS } from './script-allowlist';

export interface Video {
  file: string;
  url: string;
  captions: { src?: string; srclang?: string; label?: string }[];
}

export function videosIn(value: unknown, file: string, out: Video[] = []): Video[] {
  if (Array.isArray(value)) value.forEach((v) => videosIn(v, file, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const media = o.media as { type?: string; desktop?: { mediaUrl?: string } } | undefined;
    if (media?.type === 'video') out.push({ file, url: media.desktop?.mediaUrl ?? '', captions: Array.isArray(o.captions) ? o.captions : [] });
    Object.values(o).forEach((v) => videosIn(v, file, out));
  }
  return out;
}

/** What is wrong with the videos' captions on a page of `lang`; `read` gives a track's text or undefined. */
/** A caption track's label in the player's menu: the language's own name for itself. */
export const CAPTION_LABEL = { en: 'English', 'zh-hk': '繁體中文', 'zh-cn': '简体中文' } as const satisfies Record<Lang, string>;

/**
 * What is wrong with the videos' captions on a page of `pageLang`; `read` gives a track's text or
 * undefined. The page's own language is checked first, then the other two.
 */
export function captionProblems(pageLang: Lang, videos: Video[], read: (src: string) => string | undefined): string[] {
  const order = [pageLang, ...LANGS.filter((l) => l !== pageLang)];
  return order.flatMap((lang) => trackProblems(lang, videos, read));
}

function trackProblems(lang: Lang, videos: Video[], read: (src: string) => string | undefined): string[] {
  const problems: string[] = [];
  for (const v of videos) {
    const track = v.captions.find((c) => c.srclang?.toLowerCase() === HTML_LANG[lang].toLowerCase());
    if (!track?.src) {
      problems.push(`${v.file} ${v.url}: no ${HTML_LANG[lang]} captions`);
      continue;
    }
    if (track.label !== CAPTION_LABEL[lang]) problems.push(`${v.file} ${track.src}: label "${track.label ?? ''}", not "${CAPTION_LABEL[lang]}"`);
    const vtt = read(track.src);
    if (vtt === undefined) {
      problems.push(`${v.file} ${track.src}: missing`);
      continue;
    }
    if (!vtt.startsWith('WEBVTT')) problems.push(`${track.src}: not WebVTT`);
    const cues = vtt.split('\n').filter((l) => l && !l.includes('-->') && !/^\d+$/.test(l) && l !== 'WEBVTT').join(' ');
    if (lang !== 'en' && !/\p{Script=Han}/u.test(cues)) problems.push(`${track.src}: not in Chinese`);
    if (lang === 'zh-hk' && simplifiedOnly(cues, new Set(Object.keys(SHARED_CHARACTERS['zh-hk']))).length) problems.push(`${track.src}: Simplified characters`);
    if (lang === 'zh-cn' && traditionalOnly(cues, new Set(Object.keys(SHARED_CHARACTERS['zh-cn']))).length) problems.push(`${track.src}: Traditional characters`);
  }
  return problems;
}
