/**
 * Chinese pages are in Chinese, each in its own script: no Latin-script words beyond the allowlist,
 * no Traditional-only characters on Simplified pages and the reverse, and every video has captions
 * in its page's language.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HTML_LANG, LANGS } from '@/lib/i18n';
import { pageTexts, type PageText } from './page-text';
import { latinWords, simplifiedOnly, traditionalOnly, without } from './script-check';
import { LATIN_PHRASES, LATIN_WORDS, OTHER_SCRIPT_PHRASES, SHARED_CHARACTERS } from './script-allowlist';

const PUBLIC = path.join(process.cwd(), 'public');
const words = new Set(Object.keys(LATIN_WORDS));
const phrases = LATIN_PHRASES.map((p) => p.pattern);

describe.each(['zh-hk', 'zh-cn'] as const)('%s pages', (lang) => {
  let pages: PageText[];
  beforeAll(async () => {
    pages = await pageTexts(lang);
  });

  it('use Latin letters only for allowed names, codes and units', () => {
    const found = pages.flatMap((p) => latinWords(p.text, words, phrases).map((w) => `${p.file}: ${w}`));
    expect(found).toEqual([]);
  });

  it(`use only ${lang === 'zh-hk' ? 'Traditional' : 'Simplified'} characters`, () => {
    const allowed = new Set(Object.keys(SHARED_CHARACTERS[lang]));
    const check = lang === 'zh-hk' ? simplifiedOnly : traditionalOnly;
    const found = pages
      .map((p) => ({ file: p.file, chars: check(without(p.text, OTHER_SCRIPT_PHRASES[lang].map((x) => x.pattern)), allowed).join('') }))
      .filter((r) => r.chars);
    expect(found).toEqual([]);
  });
});

/** The interface strings of a language (messages/{lang}/*.json), ICU arguments and plural syntax taken out. */
function interfaceText(lang: 'zh-hk' | 'zh-cn'): string {
  const dir = path.join(process.cwd(), 'messages', lang);
  const values: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') values.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) walk(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  return values
    .map((v) =>
      v
        .replace(/\{\s*[\w.]+\s*,\s*(plural|select|selectordinal)\s*,/g, ' ')
        .replace(/(^|[\s}])(=\d+|\w+)\s*\{/g, ' ')
        .replace(/\{\s*[\w.]+\s*\}/g, ' ')
        .replace(/<\/?\w+>/g, ' '),
    )
    .join(' \n ');
}

describe.each(['zh-hk', 'zh-cn'] as const)('%s interface text', (lang) => {
  it('is in its own script, with Latin letters only where allowed', () => {
    const text = interfaceText(lang);
    expect(text.length).toBeGreaterThan(100);
    expect(latinWords(text, words, phrases)).toEqual([]);
    const check = lang === 'zh-hk' ? simplifiedOnly : traditionalOnly;
    expect(check(without(text, OTHER_SCRIPT_PHRASES[lang].map((x) => x.pattern)), new Set(Object.keys(SHARED_CHARACTERS[lang])))).toEqual([]);
  });
});

interface Video {
  file: string;
  url: string;
  captions: { src?: string; srclang?: string }[];
}

function videos(value: unknown, file: string, out: Video[] = []): Video[] {
  if (Array.isArray(value)) value.forEach((v) => videos(v, file, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const media = o.media as { type?: string; desktop?: { mediaUrl?: string } } | undefined;
    if (media?.type === 'video') out.push({ file, url: media.desktop?.mediaUrl ?? '', captions: Array.isArray(o.captions) ? o.captions : [] });
    Object.values(o).forEach((v) => videos(v, file, out));
  }
  return out;
}

describe.each(LANGS)('videos on %s pages', (lang) => {
  it('each have a WebVTT caption track in the page language, in its script', async () => {
    const all = (await pageTexts(lang)).flatMap((p) => videos(p.json, p.file));
    expect(all.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const v of all) {
      const track = v.captions.find((c) => c.srclang?.toLowerCase() === HTML_LANG[lang].toLowerCase());
      if (!track?.src) {
        problems.push(`${v.file} ${v.url}: no ${HTML_LANG[lang]} captions`);
        continue;
      }
      const file = path.join(PUBLIC, track.src);
      if (!existsSync(file)) {
        problems.push(`${v.file} ${track.src}: missing`);
        continue;
      }
      const vtt = readFileSync(file, 'utf8');
      if (!vtt.startsWith('WEBVTT')) problems.push(`${track.src}: not WebVTT`);
      const cues = vtt.split('\n').filter((l) => l && !l.includes('-->') && !/^\d+$/.test(l) && l !== 'WEBVTT').join(' ');
      if (lang !== 'en' && !/\p{Script=Han}/u.test(cues)) problems.push(`${track.src}: not in Chinese`);
      if (lang === 'zh-hk' && simplifiedOnly(cues, new Set(Object.keys(SHARED_CHARACTERS['zh-hk']))).length) problems.push(`${track.src}: Simplified characters`);
      if (lang === 'zh-cn' && traditionalOnly(cues, new Set(Object.keys(SHARED_CHARACTERS['zh-cn']))).length) problems.push(`${track.src}: Traditional characters`);
    }
    expect(problems).toEqual([]);
  });
});

describe('script detectors', () => {
  it('report English words and the other script, and pass what is allowed', () => {
    expect(latinWords('請瀏覽 Hactlink 及 Cargo Connect，或 read our newsletter。X 光檢查', words, phrases)).toEqual(['newsletter', 'our', 'read']);
    expect(latinWords('電郵 enquiry@hactl-demo.com 或瀏覽 /contact-us', words, phrases)).toEqual([]);
    expect(simplifiedOnly('貨站的说明书', new Set())).toEqual(['书', '说']);
    expect(traditionalOnly('货站的說明', new Set())).toEqual(['說']);
    expect(simplifiedOnly('批准及里程碑', new Set(Object.keys(SHARED_CHARACTERS['zh-hk'])))).toEqual([]);
  });
});
