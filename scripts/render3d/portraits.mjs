#!/usr/bin/env node
/**
 * The board and the management: one treatment for everyone named on the leadership page, a
 * rendered studio bust per person (scene `studio` in scenes.js), without lettering: the page prints
 * the name and the post under the picture already. Same light, same lens, same framing; what
 * varies from person to person is the suit, the backdrop's tint and which side the bust sits and
 * the light comes from, so no two pictures look alike (the near-duplicate check holds them to it).
 * Hair follows the copy: shoulder-length when the biography says "she", short otherwise; a tie
 * with the short hair. The figures are faceless, like every person in the library, and stand in
 * for the person; the alt text says so.
 *
 *   node scripts/render3d/portraits.mjs    writes the person-N shots into shots.json and points
 *                                          the page (three languages) at person-N.webp
 *
 * plan.mjs keeps these shots when it rewrites shots.json; render.mjs renders them like any shot.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const CONTENT = path.join(ROOT, 'public', 'assets', 'json');
const FILE = 'aboutUs/leadership.json';
const LANGS = ['en', 'zh-hk', 'zh-cn'];
export const SIZE = { width: 480, height: 600 };

// One look per person, in page order. A 9x8 difference hash sees a bust's outline and little
// else, so suits and tints alone leave two busts a few bits apart; the looks differ in three
// things the hash does see: the side the bust sits on (and the light comes from), a backdrop
// lighter or darker than the suit, and a closer or wider crop. Eight people, eight combinations.
const LOOKS = [
  { side: 1, suit: '#1f2a3a', backdrop: ['#a3afbc', '#55606c'], tie: '#7a1f2b' },
  { side: 1, suit: '#7d848c', backdrop: ['#3b4650', '#14191e'], shirt: '#eef0f3', close: false },
  { side: -1, suit: '#6f7f94', backdrop: ['#3f4a3c', '#161b15'], tie: '#1f3550' },
  { side: -1, suit: '#2a2d31', backdrop: ['#c9b9c4', '#7a6d78'], shirt: '#f3efe8' },
  { side: -1, suit: '#1e3550', backdrop: ['#c4b29a', '#7d6e5a'], tie: '#8a6a1f', close: true },
  { side: -1, suit: '#8a7d6c', backdrop: ['#4a3f48', '#1a161a'], shirt: '#f4f4f1', close: true },
  { side: 1, suit: '#76808c', backdrop: ['#2f4248', '#11181b'], tie: '#5a1f2b', close: true },
  { side: 1, suit: '#2e3f5c', backdrop: ['#b9c7b4', '#6c7a68'], shirt: '#eaeef2', close: true },
];
const SKIN = ['#c99a78', '#d8ad8c', '#b88463', '#e0b999', '#c99a78', '#d8ad8c', '#a8734f', '#e0b999'];
const HAIR = ['#2b211b', '#1d1714', '#4a4a4a', '#121010', '#3a2c22', '#1d1714', '#2b211b', '#121010'];

const read = (lang) => JSON.parse(fs.readFileSync(path.join(CONTENT, lang, FILE), 'utf8'));
const people = (json) => json.data.pageContent.filter((m) => m.module === 'peopleGrid').flatMap((m) => m.content.items).filter((it) => it.photo);

/** The alt text: what the picture is (a rendered bust) and whom it stands for. */
export function portraitAlt(lang, name, position) {
  if (lang === 'zh-hk') return `代表${name}（${position}）的電腦繪圖半身像`;
  if (lang === 'zh-cn') return `代表${name}（${position}）的电脑绘图半身像`;
  return `Rendered studio bust standing in for ${name}, ${position}`;
}

/** The studio shots of everyone on the leadership page, from its English copy. */
export function portraitShots() {
  return people(read('en')).map((item, i) => {
    const look = LOOKS[i % LOOKS.length];
    const she = /\b(she|her)\b/i.test(JSON.stringify(item));
    const opts = { suit: look.suit, shirt: look.shirt ?? '#f4f4f1', tie: she ? null : look.tie ?? '#3c2a5a', hair: she ? 'long' : 'short', skin: SKIN[i % SKIN.length], hairColor: HAIR[i % HAIR.length], backdrop: look.backdrop, side: look.side, turn: 0.3 + (i % 3) * 0.1, raise: look.close ? 0.12 : 0 };
    return { name: `person-${i + 1}`, scene: 'studio', view: 'portrait', seed: 4242 + i, opts, orbit: 0, dolly: look.close ? 0.3 : 0, lift: 0, ...SIZE, about: portraitAlt('en', item.name, item.position) };
  });
}

function apply() {
  for (const lang of LANGS) {
    const json = read(lang);
    people(json).forEach((item, i) => {
      item.photo.desktop = { ...item.photo.desktop, mediaUrl: `/assets/images/person-${i + 1}.webp`, ...SIZE };
      item.photo.altText = portraitAlt(lang, item.name, item.position);
    });
    fs.writeFileSync(path.join(CONTENT, lang, FILE), `${JSON.stringify(json, null, 2)}\n`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const SHOTS = path.join(ROOT, 'scripts', 'render3d', 'shots.json');
  const shots = portraitShots();
  const rest = JSON.parse(fs.readFileSync(SHOTS, 'utf8')).filter((s) => s.scene !== 'studio');
  fs.writeFileSync(SHOTS, `${JSON.stringify([...rest, ...shots], null, 1)}\n`);
  apply();
  console.log(`${shots.length} portraits planned`);
}
