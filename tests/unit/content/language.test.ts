/**
 * Chinese pages are in Chinese, each in its own script: no Latin-script words beyond the allowlist,
 * no Traditional-only characters on Simplified pages and the reverse, and every video has captions
 * in its page's language.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGS } from '@/lib/i18n';
import { pageTexts, type PageText } from './page-text';
import { latinWords, simplifiedOnly, traditionalOnly, without } from './script-check';
import { captionProblems, videosIn } from './video-captions';
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

describe.each(LANGS)('videos on %s pages', (lang) => {
  it('each carry WebVTT caption tracks in all three languages, each in its script and named in its language', async () => {
    const all = (await pageTexts(lang)).flatMap((p) => videosIn(p.json, p.file));
    expect(all.length).toBeGreaterThan(0);
    expect(captionProblems(lang, all, (src) => (existsSync(path.join(PUBLIC, src)) ? readFileSync(path.join(PUBLIC, src), 'utf8') : undefined))).toEqual([]);
  });
});

describe('caption detector', () => {
  const video = (captions: { src: string; srclang: string; label?: string }[]) => ({ data: { pageContent: [{ module: 'video', content: { media: { type: 'video', desktop: { mediaUrl: '/v.mp4' } }, captions } }] } });
  const cue = (text: string) => `WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\n${text}\n`;
  const files: Record<string, string> = { '/v.en.vtt': cue('A stacker crane.'), '/v.zh-hk.vtt': cue('堆垛機。'), '/v.zh-cn.vtt': cue('堆垛机。') };
  const read = (src: string) => files[src];
  const en = { src: '/v.en.vtt', srclang: 'en', label: 'English' };
  const hk = { src: '/v.zh-hk.vtt', srclang: 'zh-HK', label: '繁體中文' };
  const cn = { src: '/v.zh-cn.vtt', srclang: 'zh-CN', label: '简体中文' };

  it('reports a video without captions in the page language, or with captions in another language', () => {
    const onlyEnglish = videosIn(video([en, cn]), '/x.json');
    expect(captionProblems('zh-hk', onlyEnglish, read)).toEqual(['/x.json /v.mp4: no zh-HK captions']);
    const mislabelled = videosIn(video([{ ...hk, src: '/v.en.vtt' }, en, cn]), '/x.json');
    expect(captionProblems('zh-hk', mislabelled, read)).toEqual(['/v.en.vtt: not in Chinese']);
    expect(captionProblems('zh-hk', videosIn(video([{ ...hk, src: '/gone.vtt' }, en, cn]), '/x.json'), read)).toEqual(['/x.json /gone.vtt: missing']);
  });

  it('reports a video that carries only its page language (the channel page promises all three)', () => {
    expect(captionProblems('zh-hk', videosIn(video([hk]), '/x.json'), read)).toEqual(['/x.json /v.mp4: no en captions', '/x.json /v.mp4: no zh-CN captions']);
  });

  it('reports a track not named in its own language, or in the wrong script', () => {
    expect(captionProblems('en', videosIn(video([en, { ...hk, label: 'Traditional Chinese' }, cn]), '/x.json'), read)).toEqual(['/x.json /v.zh-hk.vtt: label "Traditional Chinese", not "繁體中文"']);
    expect(captionProblems('en', videosIn(video([en, hk, { ...cn, src: '/v.zh-hk.vtt' }]), '/x.json'), read)).toEqual(['/v.zh-hk.vtt: Traditional characters']);
  });

  it('accepts the three tracks, each in its language and script', () => {
    expect(captionProblems('zh-hk', videosIn(video([hk, en, cn]), '/x.json'), read)).toEqual([]);
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
