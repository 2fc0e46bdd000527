#!/usr/bin/env node
/**
 * Plans the image library from the pages: gives every picture slot of the content store a shot
 * (scene, camera view, seed) and a file of its own, and points the pages of all three languages
 * at those files. Slots that show the same item (cards linking to the same page, a story's cover
 * wherever the story is listed) share one picture; nothing else does.
 *
 *   node scripts/render3d/plan.mjs          writes scripts/render3d/shots.json and updates the pages
 *
 * Run it when pages gain or lose pictures; then `npm run images` renders what is new.
 * An editor who wants a different composition edits the shot in shots.json (scene, view, seed,
 * options, orbit) and the item's alt text; the plan keeps a shot that exists as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { phoneSize } from './phone.mjs';

const ROOT = process.cwd();
const CONTENT = path.join(ROOT, 'public', 'assets', 'json');
const LANGS = ['en', 'zh-hk', 'zh-cn'];
const SHOTS = path.join(ROOT, 'scripts', 'render3d', 'shots.json');
// Pictures that are not planned here: made by the typographic step (badges, certificates,
// covers) or by the brand step (logos, icons). The plan leaves them alone.
const NOT_A_SCENE = /\/(award|cert|newsletter|subsidiary|icon|og-default|logo)[-.]|\/assets\/video\//;

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])).sort();
}

/** Every media slot of a page: the object holding desktop/mobile, its path and the item around it. */
export function slotsOf(json) {
  const out = [];
  (function visit(node, p, item) {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((x, i) => visit(x, `${p}[${i}]`, x));
    if (node.desktop?.mediaUrl) {
      const link = item && (item.button?.url || item.url || item.link?.url || item.href);
      out.push({ path: p, media: node, link: typeof link === 'string' ? link : '', hero: /\.media$/.test(p) && !!node.mobile });
    }
    for (const k of Object.keys(node)) if (k !== 'desktop' && k !== 'mobile') visit(node[k], `${p}.${k}`, item);
  })(json, '', null);
  return out;
}

// Keyword rules from the item's own words (its alt text and title) to a scene and its views.
const RULES = [
  [/drone/i, 'roof', ['inspect'], { drone: [4, 3.2, 6] }],
  [/robot/i, 'robotics', ['wide', 'arm', 'amr']],
  [/horse|livestock|animal|air stall/i, 'livestock', ['wide', 'close', 'stalls']],
  [/dangerous goods|hazard/i, 'dgstore', ['bench', 'wide', 'cages']],
  [/pharma|vaccine|cool chain|cool room|cold room|temperature-controlled|cool dolly/i, 'coldroom', ['check', 'wide', 'rows', 'door', 'active']],
  [/control room|monitoring|CCTV|screens|workstations|system maintenance/i, 'controlRoom', ['wide', 'back', 'desk', 'wall', 'side']],
  [/practis|practical|apprentice|instructor|handling techniques|safety training/i, 'hall', ['team', 'buildup', 'floor']],
  [/classroom|course|students|trainees|class\b|training|academy/i, 'classroom', ['back', 'front', 'side', 'close']],
  [/document|waybill|tablet|compliance|e-freight/i, 'documents', ['desk', 'counter']],
  [/counter|customer service|visitor|forwarder|freight agent/i, 'counter', ['wide', 'close', 'hall']],
  [/solar/i, 'roof', ['rows', 'edge', 'low', 'high']],
  [/volunteer|community/i, 'park', ['wide', 'close']],
  [/electric tractor/i, 'apron', ['dollies', 'crew'], { electric: true, time: 'day' }],
  [/truck|dock|landside/i, 'landside', ['docks', 'dockclose', 'road', 'front']],
  [/aerial|chek lap kok/i, 'aerial', ['high', 'oblique', 'low']],
  [/night|floodlight|heavy cloud|towed/i, 'apron', ['door', 'crew', 'wide', 'ground', 'tail', 'dollies'], { time: 'night' }],
  [/lined up|being loaded onto/i, 'apron', ['ulds', 'door', 'dollies'], { time: 'day' }],
  [/box storage|bins|stacker crane(?! moving a ULD)|storage systems/i, 'storage', ['aisle', 'crane', 'end', 'aislehigh', 'engineers', 'up'], { kind: 'bin' }],
  [/express|parcel|sorting|e-commerce/i, 'express', ['line', 'wide', 'close']],
  [/container storage|uld|unit load device|containers stored|multi-level|racks holding/i, 'storage', ['end', 'aisle', 'crane', 'aislehigh', 'up'], { kind: 'uld' }],
  [/freighter|aircraft|apron|loaded|loading|ground crew/i, 'apron', ['door', 'wide', 'ground', 'crew', 'tail', 'nose', 'dollies', 'ulds'], { time: 'day' }],
  [/exterior|dusk|superterminal two at|cargo terminal building/i, 'landside', ['front', 'corner', 'high', 'road'], { time: 'dusk' }],
  [/pallet|cargo hall|warehouse|team|colleagues|staff|plan|handled|operations|racks/i, 'hall', ['wide', 'floor', 'team', 'buildup', 'racks']],
];

function ruleFor(words) {
  for (const [re, scene, views, opts] of RULES) if (re.test(words)) return { scene, views, opts: opts ?? {} };
  return { scene: 'hall', views: ['wide', 'floor'], opts: {} };
}

// Page heroes whose words are generic ("SuperTerminal Two at ...") get a scene chosen for the page,
// with their own words in three languages.
const A = (en, hk, cn) => ({ en, 'zh-hk': hk, 'zh-cn': cn });
const HEROES = {
  'hero-home': ['apron', 'wide', { time: 'dusk' }, A('Freighters at the SuperTerminal Two cargo apron at dusk, with pallets being loaded', '黃昏時分，貨機停泊在超級二號貨站停機坪，貨盤正在裝機', '黄昏时分，货机停泊在超级二号货站停机坪，货盘正在装机')],
  'hero-aboutus': ['landside', 'corner', { time: 'dusk' }, A('SuperTerminal Two seen from the landside at dusk, with trucks at its docks', '黃昏時分從陸側看超級二號貨站，貨車停靠在卸貨區', '黄昏时分从陆侧看超级二号货站，货车停靠在卸货区')],
  'hero-aboutus-awards': ['apron', 'high', { time: 'dusk' }, A('The cargo apron at dusk seen from above, with two freighters in front of the terminal', '黃昏時分俯瞰貨運停機坪，兩架貨機停在貨站前', '黄昏时分俯瞰货运停机坪，两架货机停在货站前')],
  'hero-aboutus-certification': ['coldroom', 'wide', {}, A('A temperature-controlled room with covered pharmaceutical pallets', '溫控室內擺放着覆蓋保溫罩的藥品貨盤', '温控室内摆放着覆盖保温罩的药品货盘')],
  'hero-aboutus-factsandfigures': ['aerial', 'high', {}, A('Aerial view of the airport island with the cargo terminals and freighters', '鳥瞰機場島，可見貨站與貨機', '鸟瞰机场岛，可见货站与货机')],
  // round 7 of issue 29: the boardroom before a meeting (no one in it), not the cargo hall
  'hero-aboutus-leadership': ['boardroom', 'head', { empty: true }, A('The boardroom before a meeting: a long table set with papers and water glasses, empty chairs and a glazed wall of daylight at its head', '會議開始前的董事會會議室：長桌上擺放着文件和水杯，椅子尚空，桌首是一整面透光的玻璃牆', '会议开始前的董事会会议室：长桌上摆放着文件和水杯，椅子尚空，桌首是一整面透光的玻璃墙')],
  'hero-aboutus-milestone': ['aerial', 'oblique', { time: 'dusk' }, A('The airport at Chek Lap Kok from the air in the evening light', '傍晚時分從空中看赤鱲角機場', '傍晚时分从空中看赤鱲角机场')],
  'hero-aboutus-subsidiary': ['landside', 'docks', {}, A('Trucks backed up to the loading docks of SuperTerminal Two', '貨車倒泊在超級二號貨站的裝卸區', '货车倒泊在超级二号货站的装卸区')],
  'hero-404': ['apron', 'nose', { time: 'day' }, A('A freighter parked on the cargo apron, seen from beside its nose', '從機頭旁看停在貨運停機坪的貨機', '从机头旁看停在货运停机坪的货机')],
  'hero-general-accessibility': ['landside', 'front', { time: 'day' }, A('The landside front of SuperTerminal Two on a clear day', '晴天下超級二號貨站的陸側正面', '晴天下超级二号货站的陆侧正面')],
  'hero-general-cookie-notice': ['roof', 'high', {}, A('The solar roof of SuperTerminal Two seen from above', '俯瞰超級二號貨站的太陽能屋頂', '俯瞰超级二号货站的太阳能屋顶')],
  'hero-general-disclaimer': ['apron', 'tail', { time: 'day' }, A('A freighter on the apron seen from behind its tail', '從機尾後方看停機坪上的貨機', '从机尾后方看停机坪上的货机')],
  'hero-general-privacy-notice': ['storage', 'end', { kind: 'bin' }, A('Rows of storage racks with cargo bins in the Box Storage System', '貨箱儲存系統內一排排存放貨箱的貨架', '货箱储存系统内一排排存放货箱的货架')],
  'hero-general-sustainability-policies': ['roof', 'rows', {}, A('Rows of solar panels on the terminal roof', '貨站屋頂上一排排太陽能板', '货站屋顶上一排排太阳能板')],
  'hero-general-terms-of-use': ['landside', 'high', { time: 'day' }, A('SuperTerminal Two and its truck docks seen from above', '俯瞰超級二號貨站及其貨車裝卸區', '俯瞰超级二号货站及其货车装卸区')],
  'hero-services': ['hall', 'buildup', {}, A('Pallets being built up at workstations in the cargo hall', '貨物大堂工作站上正在組裝的貨盤', '货物大堂工作站上正在组装的货盘')],
  'hero-services-cargohandling-collection-procedure': ['landside', 'dockclose', {}, A('A truck at a dock door, ready to collect import cargo', '貨車停在裝卸門前，準備提取進口貨物', '货车停在装卸门前，准备提取进口货物')],
  'hero-services-cargohandling-delivery-procedure': ['landside', 'road', { time: 'day' }, A('Trucks arriving at the export delivery docks of SuperTerminal Two', '貨車抵達超級二號貨站的出口交貨區', '货车抵达超级二号货站的出口交货区')],
  'hero-services-feeandcharges': ['documents', 'counter', {}, A('Cargo documents being checked at an acceptance desk', '收貨櫃位上正在核對的貨運文件', '收货柜位上正在核对的货运文件')],
  'hero-services-onestopshop': ['hall', 'floor', {}, A('Cargo staff at work among pallets on the terminal floor', '貨運人員在貨站大堂的貨盤之間工作', '货运人员在货站大堂的货盘之间工作')],
  'hero-services-performancestandard': ['controlRoom', 'back', {}, A('Controllers at their desks in front of the operations video wall', '控制員在營運監控牆前的工作台工作', '控制员在营运监控墙前的工作台工作')],
  'hero-media': ['apron', 'wide', { time: 'night' }, A('A freighter being loaded under floodlights at night in front of SuperTerminal Two', '夜間在超級二號貨站前，貨機在泛光燈下裝貨', '夜间在超级二号货站前，货机在泛光灯下装货')],
  'hero-media-channel': ['apron', 'ground', { time: 'day' }, A('Ground crew beside a freighter being loaded on the apron', '地勤人員在停機坪上正在裝貨的貨機旁', '地勤人员在停机坪上正在装货的货机旁')],
  'hero-media-gallery-photos': ['apron', 'ulds', { time: 'day' }, A('Unit load devices lined up on the apron near a freighter', '停機坪上貨機旁排列整齊的集裝器', '停机坪上货机旁排列整齐的集装器')],
  'hero-media-gallery-videos': ['apron', 'door', { time: 'dusk' }, A('A pallet raised to the main-deck door of a freighter at dusk', '黃昏時分，貨盤被升至貨機主艙門', '黄昏时分，货盘被升至货机主舱门')],
  'hero-media-hactlink': ['apron', 'dollies', { time: 'dusk' }, A('A tractor towing loaded dollies towards a freighter at dusk', '黃昏時分，拖車拉着滿載的拖架駛向貨機', '黄昏时分，拖车拉着满载的拖架驶向货机')],
  'about-us-awards-certifications-awards': ['apron', 'high', { time: 'day' }, A('SuperTerminal Two\'s apron from above, with freighters being loaded', '俯瞰超級二號貨站停機坪，貨機正在裝貨', '俯瞰超级二号货站停机坪，货机正在装货')],
  // Found by the near-duplicate check: the same view as the CSS page's loading picture; then, at
  // 'ground', the same as the Channel's hero (issue 29): the loader at the main-deck door instead.
  'aboutus-9': ['apron', 'door', { time: 'day' }],
  'media-hactlink': ['documents', 'desk', {}, A('Printed pages and a tablet on an office desk, seen from above, with two colleagues beside it', '俯瞰辦公桌上的印刷頁面和平板電腦，兩位同事在旁', '俯瞰办公桌上的印刷页面和平板电脑，两位同事在旁')],
  'media-channel': ['landside', 'corner', { time: 'dusk' }, A('SuperTerminal Two at dusk, the opening view of the channel\'s films', '黃昏時分的超級二號貨站，頻道影片的開場畫面', '黄昏时分的超级二号货站，频道影片的开场画面')],
  'hero-stories': ['apron', 'crew', { time: 'day' }, A('Ramp colleagues at work beside loaded dollies on the apron', '停機坪上的同事在滿載的拖架旁工作', '停机坪上的同事在满载的拖架旁工作')],
};

// The shots planned so far, by name, with their place in shots.json, and what a planned shot keeps
// through a new plan: the fields of its composition (grade, round 14: a colour grade, render.mjs),
// and its size, phone crop, format and description (a card may have been made a banner by hand).
const PLANNED = new Map(fs.existsSync(SHOTS) ? JSON.parse(fs.readFileSync(SHOTS, 'utf8')).map((s) => [s.name, s]) : []);
const PLACE = new Map([...PLANNED.keys()].map((name, i) => [name, i]));
const KEEP = ['scene', 'view', 'seed', 'opts', 'orbit', 'dolly', 'lift', 'pan', 'fov', 'exposure', 'focus', 'aperture', 'mobileCentre', 'mobileMiddle', 'grade', 'width', 'height', 'mobile', 'format', 'about'];

/** A shot's seed from its name, so adding a picture elsewhere never changes this one. */
const seedOf = (name) => [...name].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7) % 1000003;

// film: the scene's parts move (video.mjs); the poster shows them as they are at the start.
export const VIDEO_POSTERS = [
  ['video-1', 'landside', 'overlook', { time: 'dusk', film: true, far: true }], // round 17: raised towards the horizon, the sea and the ranges across it (opts.far)
  ['video-2', 'storage', 'aislewide', { kind: 'bin', film: true, bins: true, filmAisle: 3 }], // round 19: steel bins of cargo (opts.bins); the film's wide opening view of the fourth aisle
  ['video-3', 'coldroom', 'door', { film: true }],
  ['video-4', 'apron', 'wide', { time: 'night', film: { lift: 12 }, tailcone: true, masts: true }], // round 7: the tapered tail (the film too); round 14: the apron lit by its masts
];

const slug = (s) => s.toLowerCase().replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home';

/** The planned shot a slot shows now, if its file is one of the library's shots. */
const shownNow = (media) => {
  const name = /^\/assets\/images\/([a-z0-9-]+)\.(webp|jpg)$/.exec(media.desktop.mediaUrl)?.[1];
  return name && PLANNED.has(name) ? name : null;
};

function plan() {
  const en = path.join(CONTENT, 'en');
  const pageOf = (file) => slug(file.replace(/\.json$/, '').replace(/(^|\/)landing$/, '$1').replace(/\.json$/, ''));
  // First every slot with the key its page and link give it. A slot that already shows a planned
  // picture keeps it (key `shot:NAME`): an editor may have pointed it at another shot than the
  // rules would name, and a new plan must not undo that; a new slot whose key one of those carries
  // joins it, as a new card to a page shares that page's picture.
  const found = [];
  const keptAs = new Map(); // rule key -> shot:NAME of a slot with that key that keeps its picture
  for (const abs of walk(en).filter((f) => f.endsWith('.json'))) {
    const file = path.relative(en, abs);
    const json = JSON.parse(fs.readFileSync(abs, 'utf8'));
    // Cards that lead to the Hactlink and Awards pages are pictures of their own, not a copy of one
    // issue's cover or one award's badge.
    const slots = slotsOf(json).filter((s) => !NOT_A_SCENE.test(s.media.desktop.mediaUrl) || (/^(media|aboutUs)\/landing\.json$/.test(file) && /newsletter|award/.test(s.media.desktop.mediaUrl)));
    const storyOrNews = /^(stories\/detail|news\/[^/]+)\//.test(file) ? `/${file.replace(/\.json$/, '').replace('stories/detail/', 'stories/')}` : '';
    slots.forEach((s, i) => {
      // A story's or news item's own picture is its cover wherever it is listed.
      const key = s.hero ? `hero:${file}` : s.link && s.link !== '/' && !/^\/(stories|news|media)\/?$/.test(s.link) && !/#/.test(s.link) ? `link:${s.link}` : storyOrNews && i === 0 ? `link:${storyOrNews}` : `slot:${file}${s.path}`;
      const name = s.hero ? `hero-${pageOf(file)}` : key.startsWith('link:') ? slug(key.slice(5)) : `${pageOf(file)}-${i + 1}`;
      const kept = shownNow(s.media);
      if (kept && !keptAs.has(key)) keptAs.set(key, `shot:${kept}`);
      found.push({ file, slot: s, key, name, kept });
    });
    if (storyOrNews) found.push({ file, cover: storyOrNews, json });
  }
  const groups = new Map(); // key -> { name, keys, words, hero, slots: [{file, path}] }
  for (const f of found) {
    if (f.cover) {
      // A story without a picture in its body: its cover is its og image, planned from its title.
      const key = `link:${f.cover}`;
      if (!groups.has(key) && !keptAs.has(key)) groups.set(key, { key, keys: [key], name: slug(f.cover), words: `${f.json.metaData?.pageTitle ?? ''} ${f.json.metaData?.description ?? ''}`, hero: false, slots: [] });
      continue;
    }
    const key = f.kept ? `shot:${f.kept}` : keptAs.get(f.key) ?? f.key;
    const name = key.startsWith('shot:') ? key.slice(5) : f.name;
    const g = groups.get(key) ?? { key, keys: [], name, words: '', hero: f.slot.hero, slots: [] };
    if (!g.keys.includes(f.key)) g.keys.push(f.key);
    g.words += ` ${f.slot.media.altText ?? ''}`;
    g.slots.push({ file: f.file, path: f.slot.path });
    groups.set(key, g);
  }
  const used = new Map(); // scene -> count, to rotate views and seeds
  const shots = [];
  // The names of pictures that exist are taken first, so a new item never takes one of them.
  const names = new Set([...groups.values()].filter((g) => PLANNED.has(g.name)).map((g) => g.name));
  for (const g of groups.values()) {
    let name = g.name;
    if (!PLANNED.has(name)) for (let n = 2; names.has(name); n++) name = `${g.name}-${n}`;
    names.add(name);
    const h = HEROES[name];
    const r = h ? { scene: h[0], views: [h[1]], opts: h[2] } : ruleFor(g.words);
    const k = used.get(r.scene + (r.opts.kind ?? '')) ?? 0;
    used.set(r.scene + (r.opts.kind ?? ''), k + 1);
    const view = r.views[k % r.views.length];
    const sv = `${r.scene}/${view}`;
    const round = used.get(sv) ?? 0;
    used.set(sv, round + 1);
    const shot = {
      key: g.key, keys: g.keys, name, scene: r.scene, view, seed: seedOf(name), opts: { ...r.opts },
      // Later uses of the same view swing the camera round and vary its distance, so no two match.
      orbit: round ? (round % 2 ? 1 : -1) * Math.min(0.42, 0.14 + 0.09 * round) : 0, dolly: round ? [0.12, -0.1, 0.2, 0][round % 4] : 0, lift: round > 2 ? (round % 2 ? 0.6 : -0.3) : 0,
      width: g.hero ? 1920 : 1200, height: 800,
      mobile: g.hero ? { width: 667, height: 800 } : undefined,
      alt: g.words.trim().split('  ')[0],
      newAlt: h?.[3],
      slots: g.slots,
    };
    if (shot.scene === 'apron' && !shot.opts.time) shot.opts.time = 'day';
    // A picture that exists keeps its composition: the plan only composes new items, and an
    // editor's change to a shot (scene, view, options, camera, size) survives the next plan.
    const before = PLANNED.get(name);
    if (before) { for (const k of KEEP) { delete shot[k]; if (k in before) shot[k] = before[k]; } shot.newAlt = undefined; }
    shots.push(shot);
  }
  // Video posters: the first frame of each film's camera path (scripts/render3d/video.mjs).
  // The shared preview of pages without a picture of their own (lib/seo/metadata.ts), without lettering.
  shots.push({ key: 'og-default', name: 'og-default', scene: 'apron', view: 'wide', seed: seedOf('og-default'), opts: { time: 'dusk', tailcone: true }, orbit: 0.3, dolly: 0.1, lift: 0, width: 1200, height: 630, format: 'jpg', alt: 'Freighters at SuperTerminal Two at dusk', slots: [] });
  for (const [name, scene, view, opts] of VIDEO_POSTERS) shots.push({ key: `poster:${name}`, name, scene, view, seed: seedOf(name), opts, orbit: 0, dolly: 0, lift: 0, width: 1280, height: 720, alt: '', slots: [] });
  // Pictures that exist keep their place in shots.json; new ones follow in the order of the pages
  // (the sort is stable).
  const place = (s) => PLACE.get(s.name) ?? PLACE.size;
  return shots.sort((a, b) => place(a) - place(b));
}

function setAt(json, p, fn) {
  const keys = [...p.matchAll(/\.([A-Za-z0-9_]+)|\[(\d+)\]/g)].map((m) => m[1] ?? Number(m[2]));
  let node = json;
  for (const k of keys) node = node[k];
  fn(node);
}

function altAt(lang, slot) {
  let alt;
  setAt(JSON.parse(fs.readFileSync(path.join(CONTENT, lang, slot.file), 'utf8')), slot.path, (m) => { alt = m.altText; });
  return alt;
}

function apply(shots) {
  for (const lang of LANGS) {
    const byFile = new Map();
    for (const s of shots) for (const slot of s.slots) (byFile.get(slot.file) ?? byFile.set(slot.file, []).get(slot.file)).push([slot.path, s]);
    for (const [file, list] of byFile) {
      const abs = path.join(CONTENT, lang, file);
      const json = JSON.parse(fs.readFileSync(abs, 'utf8'));
      for (const [p, s] of list) setAt(json, p, (m) => {
        // One picture, one description: a new one for re-cast heroes, else the first slot's in this language.
        if (s.newAlt) m.altText = s.newAlt[lang];
        else { const first = s.slots[0]; if (first.file !== file || first.path !== p) m.altText = altAt(lang, first) ?? m.altText; }
        m.desktop = { ...m.desktop, mediaUrl: `/assets/images/${s.name}.webp`, width: s.width, height: s.height };
        if (m.mobile && s.mobile) { const size = phoneSize(s); m.mobile = { ...m.mobile, mediaUrl: `/assets/images/${s.name}-m.webp`, width: size.width, height: size.height }; }
      });
      fs.writeFileSync(abs, `${JSON.stringify(json, null, 2)}\n`);
    }
    // Shared previews (og:image) show the page's own picture: its hero, or a story's or news item's cover.
    for (const abs of walk(path.join(CONTENT, lang)).filter((f) => f.endsWith('.json'))) {
      const file = path.relative(path.join(CONTENT, lang), abs);
      const json = JSON.parse(fs.readFileSync(abs, 'utf8'));
      if (!json.metaData?.ogTags) continue;
      const cover = `link:/${file.replace(/\.json$/, '').replace('stories/detail/', 'stories/')}`;
      const own = shots.find((s) => s.slots.some((x) => x.file === file) && s.keys?.includes(`hero:${file}`)) ?? shots.find((s) => s.key === cover || s.keys?.includes(cover));
      const image = own ? `/assets/images/${own.name}.webp` : '/assets/images/og-default.jpg';
      if (json.metaData.ogTags.image === image) continue;
      json.metaData.ogTags.image = image;
      fs.writeFileSync(abs, `${JSON.stringify(json, null, 2)}\n`);
    }
  }
}

const shots = plan();
// A picture that exists keeps its fields in their order, so that a plan without news changes nothing.
const inOrder = (s) => { const b = Object.keys(PLANNED.get(s.name) ?? {}); return Object.fromEntries([...b.filter((k) => k in s), ...Object.keys(s).filter((k) => !b.includes(k))].map((k) => [k, s[k]])); };
fs.writeFileSync(SHOTS, `${JSON.stringify(shots.map(({ slots: _slots, alt, key: _key, keys: _keys, newAlt, ...s }) => inOrder({ ...s, about: s.about ?? newAlt?.en ?? alt })), null, 1)}\n`);
apply(shots);
console.log(`${shots.length} shots, ${shots.filter((s) => s.mobile).length} with a phone crop`);
for (const s of shots) console.log(s.name.padEnd(48), s.scene.padEnd(12), s.view.padEnd(10), (s.alt || '').slice(0, 70));
