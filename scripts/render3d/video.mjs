#!/usr/bin/env node
/**
 * The films: camera paths through the scene kit's places, whose parts move with the time (trucks,
 * tractor and dollies, the loader's deck, stacker cranes and their bins, a pallet truck, people
 * walking: the scenes' opts.film, scenes.js), rendered frame by frame in headless Chromium and
 * encoded with ffmpeg to H.264 MP4 (no audio). Titles and captions are never in the
 * pictures: each film gets WebVTT captions in English, Traditional and Simplified Chinese, written
 * from the cue list below. The poster is the film's first frame (render.mjs renders it as
 * public/assets/images/video-N.webp from the same shot).
 *
 *   node scripts/render3d/video.mjs             every film (960 x 540, about 18 s each)
 *   node scripts/render3d/video.mjs video-2     one film
 *   node scripts/render3d/render.mjs --verify-film=video-2   is it reproducible? (verifyFilm below)
 *
 * Replacing a film with real footage: see docs/editing.md, "Pictures and films".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { openKit } from './browser.mjs';

const ROOT = process.cwd();
const OUT = path.join(ROOT, 'public', 'assets', 'video');
const W = 960, H = 540, FPS = 10, OUT_FPS = 20;
const SHOTS = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts', 'render3d', 'shots.json'), 'utf8'));

const V = (pos, target, fov = 42) => ({ pos, target, fov });
/** A keyframe moved from a named view of the scene: camera and aim shifted, lens changed. */
const from = (view, dpos = [0, 0, 0], dtarget = [0, 0, 0], fov) => (views) => ({ pos: views[view].pos.map((x, i) => x + dpos[i]), target: views[view].target.map((x, i) => x + dtarget[i]), fov: fov ?? views[view].fov });
/** A key reached on a curve pulled towards a point moved from a named view's camera (round 20; cameraAt). */
const via = (key, view, dvia) => (views) => ({ ...key(views), via: views[view].pos.map((x, i) => x + dvia[i]) });
const C = (en, hk, cn) => ({ en, 'zh-hk': hk, 'zh-cn': cn });

/** Each film: segments (a scene and a camera path through it) and its timed captions. */
export const FILMS = {
  'video-1': {
    segments: [
      { seconds: 9, poster: true, path: [from('overlook'), V([-40, 30, 120], [0, 12, -60], 38), V([30, 6, 40], [8, 4, -10], 40)] },
      { seconds: 10, shot: { scene: 'apron', view: 'wide', seed: 12, opts: { time: 'dusk', tailcone: true, ridges: true, film: { lift: 4.5 } } }, path: [V([110, 40, 110], [0, 4, 5], 34), from('wide'), from('door')] },
    ],
    cues: [
      [0, 4.5, C('SuperTerminal Two at dusk, seen from the landside.', '黃昏時分，從陸側看超級二號貨站。', '黄昏时分，从陆侧看超级二号货站。')],
      [4.5, 9, C('A truck backs onto a dock to deliver its cargo; others drive past.', '一輛貨車倒車駛入裝卸區交付貨物，其他貨車駛過。', '一辆货车倒车驶入装卸区交付货物，其他货车驶过。')],
      [9, 14, C('On the airside apron, freighters wait at their stands.', '在空側停機坪，貨機停泊在機位。', '在空侧停机坪，货机停泊在机位。')],
      [14, 19, C('A tractor tows dollies past as a loader lifts a pallet to the main-deck door.', '拖車牽引拖架駛過，升降台把貨盤升至主艙門。', '拖车牵引拖架驶过，升降台把货盘升至主舱门。')],
    ],
  },
  'video-2': {
    segments: [
      // round 19: from a wide view of the racks (the shot's view 'aislewide') into the mouth of the film's aisle and down
      // its middle behind the nearer crane as it stores its bin high up and runs on, 8 m or more from it (the path flew
      // 0.6 m from the stored units, grey slabs then, and a block filled the frame)
      // round 20: the path into the aisle cut the corner, 0.2 m from the end of a rack, which filled part of the frame:
      // it now curves in (via), on the aisle's middle line by the time it passes the racks' ends
      { seconds: 18, poster: true, path: [from('aislewide'), via(from('aislewide', [-19, -1.4, 3], [4, 1.5, 0], 48), 'aislewide', [-6, -0.7, 3]), from('aislewide', [-26, -3.1, 3], [-1, -2.6, 0], 46)] },
    ],
    cues: [
      [0, 6, C('The Box Storage System: racks of steel bins holding loose cargo, with stacker cranes in the aisles.', '箱式貨物存放系統：一排排貨架存放裝有散貨的鋼製貨箱，通道內設有堆垛機。', '箱式货物存放系统：一排排货架存放装有散货的钢制货箱，通道内设有堆垛机。')],
      [6, 12, C('Down the aisle, the stacker crane lifts its bin and stores it high in the rack.', '在通道內，堆垛機把貨箱升起，存入貨架高層。', '在通道内，堆垛机把货箱升起，存入货架高层。')],
      [12, 18, C('10,000 positions are served by 60 stacker cranes.', '系統設有10,000個存放位置及60台堆垛機。', '系统设有10,000个存放位置及60台堆垛机。')],
    ],
  },
  'video-3': {
    segments: [
      // towards the door while the shipment comes in, then round the room to the check
      { seconds: 17, poster: true, path: [from('door'), V([-3, 2.0, -4.2], [-14, 1.2, -1.6], 46), from('wide'), from('check')] },
    ],
    cues: [
      [0, 6, C('A pharmaceutical shipment is brought in through the strip-curtain door.', '藥品貨物經膠簾門運入。', '药品货物经胶帘门运入。')],
      [6, 12, C('Covered pallets are kept between +2 and +8 °C.', '覆蓋保溫罩的貨盤保存在攝氏2至8度。', '覆盖保温罩的货盘保存在摄氏2至8度。')],
      [12, 17, C('Staff check each shipment before it leaves the room.', '員工在貨物離開溫控室前逐一檢查。', '员工在货物离开温控室前逐一检查。')],
    ],
  },
  'video-4': {
    segments: [
      { seconds: 18, poster: true, path: [from('wide'), from('dollies'), from('door')] },
    ],
    cues: [
      [0, 6, C('Night on the apron: a freighter under floodlights.', '夜間的停機坪：泛光燈下的貨機。', '夜间的停机坪：泛光灯下的货机。')],
      [6, 12, C('A tractor tows a train of dollies with pallets and containers.', '拖車牽引一列載有貨盤和集裝箱的拖架。', '拖车牵引一列载有货盘和集装箱的拖架。')],
      [12, 18, C('The loader raises a pallet to the main deck.', '升降台把貨盤升至主艙。', '升降台把货盘升至主舱。')],
    ],
  },
};

const LANGS = ['en', 'zh-hk', 'zh-cn'];
const ease = (t) => t * t * (3 - 2 * t);
const lerp = (a, b, t) => a.map((x, i) => x + (b[i] - x) * t);

/** The camera at time t (0..1) along a path of keyframes: eased within each leg. */
function cameraAt(path, t) {
  const legs = path.length - 1;
  const f = Math.min(legs - 1e-9, t * legs);
  const i = Math.floor(f), u = ease(f - i);
  // round 20: a key with a via point is reached on a curve (a quadratic Bezier through the via's pull), so
  // that the camera can come round a corner, such as a rack's end, instead of cutting it
  const via = path[i + 1].via, pos = via ? lerp(lerp(path[i].pos, via, u), lerp(via, path[i + 1].pos, u), u) : lerp(path[i].pos, path[i + 1].pos, u);
  return { pos, target: lerp(path[i].target, path[i + 1].target, u), fov: path[i].fov + (path[i + 1].fov - path[i].fov) * u };
}

const stamp = (s) => new Date(s * 1000).toISOString().slice(11, 23);
function vtt(cues, lang) {
  return `WEBVTT\n\n${cues.map(([a, b, text], i) => `${i + 1}\n${stamp(a)} --> ${stamp(b)}\n${text[lang]}\n`).join('\n')}`;
}

/** Renders films (and their captions) into a folder, public/assets/video unless told. */
export async function renderFilms(names = Object.keys(FILMS), { out: folder = OUT } = {}) {
  const kit = await openKit();
  try {
    for (const name of names) {
      const film = FILMS[name];
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
      let n = 0;
      const t0 = Date.now();
      for (const seg of film.segments) {
        // The first segment is the poster's shot (same scene, seed and view), so the poster is its first frame.
        const shot = seg.poster ? SHOTS.find((x) => x.name === name) : seg.shot;
        const views = await kit.openScene(shot, W, H);
        const keys = seg.path.map((k) => (typeof k === 'function' ? k(views) : k));
        const frames = Math.round(seg.seconds * FPS);
        for (let f = 0; f < frames; f++) {
          const c = cameraAt(keys, f / (frames - 1));
          fs.writeFileSync(path.join(dir, `${String(n++).padStart(5, '0')}.jpg`), await kit.frameAt(c.pos, c.target, c.fov, f / FPS));
        }
      }
      // Frames are rendered at 10 per second and blended to 20, which keeps slow camera moves smooth.
      const out = path.join(folder, `${name}.mp4`);
      const run = spawnSync('ffmpeg', ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(dir, '%05d.jpg'), '-vf', `minterpolate=fps=${OUT_FPS}:mi_mode=blend,format=yuv420p`, '-c:v', 'libx264', '-preset', 'slow', '-crf', '27', '-profile:v', 'high', '-movflags', '+faststart', '-an', out], { stdio: 'inherit' });
      if (run.status !== 0) throw new Error(`ffmpeg failed for ${name}`);
      for (const lang of LANGS) fs.writeFileSync(path.join(folder, `${name}.${lang}.vtt`), vtt(film.cues, lang));
      fs.rmSync(dir, { recursive: true, force: true });
      console.log(`${name}: ${n} frames, ${(fs.statSync(out).size / 1024).toFixed(0)} KB, ${Math.round((Date.now() - t0) / 1000)} s`);
    }
  } finally {
    await kit.close();
  }
}

/** The MD5 of every decoded frame (ffmpeg's framemd5), without its header. */
const frameSums = (file) => spawnSync('ffmpeg', ['-loglevel', 'error', '-i', file, '-f', 'framemd5', '-'], { encoding: 'utf8', maxBuffer: 1 << 26 }).stdout.split('\n').filter((l) => l && !l.startsWith('#'));

/**
 * Reproducibility of a film: renders it again into a temporary folder and compares it with the
 * committed file: the same bytes, else the same decoded frames (ffmpeg -f framemd5), and the same
 * captions. True when the film is the same.
 */
export async function verifyFilm(name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'film-verify-'));
  try {
    await renderFilms([name], { out: dir });
    const fresh = path.join(dir, `${name}.mp4`), committed = path.join(OUT, `${name}.mp4`);
    const bytes = fs.readFileSync(fresh).equals(fs.readFileSync(committed));
    const a = frameSums(fresh), b = frameSums(committed);
    const differ = a.filter((l, i) => l !== b[i]).length + Math.max(0, b.length - a.length);
    const captions = LANGS.every((l) => fs.readFileSync(path.join(dir, `${name}.${l}.vtt`), 'utf8') === fs.readFileSync(path.join(OUT, `${name}.${l}.vtt`), 'utf8'));
    console.log(`${name}.mp4: ${bytes ? 'byte-identical' : 'bytes differ'}; ${a.length} decoded frames, ${differ} differ from the committed film's ${b.length}; captions ${captions ? 'identical' : 'DIFFER'}`);
    return (bytes || (differ === 0 && a.length > 0)) && captions;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await renderFilms(process.argv.slice(2).length ? process.argv.slice(2) : undefined);
