#!/usr/bin/env node
/**
 * The films: camera paths through the scene kit's places, rendered frame by frame in headless
 * Chromium and encoded with ffmpeg to H.264 MP4 (no audio). Titles and captions are never in the
 * pictures: each film gets WebVTT captions in English, Traditional and Simplified Chinese, written
 * from the cue list below. The poster is the film's first frame (render.mjs renders it as
 * public/assets/images/video-N.webp from the same shot).
 *
 *   node scripts/render3d/video.mjs             every film (640 x 360, about 18 s each)
 *   node scripts/render3d/video.mjs video-2     one film
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
const W = 640, H = 360, FPS = 10, OUT_FPS = 20;
const SHOTS = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts', 'render3d', 'shots.json'), 'utf8'));

const V = (pos, target, fov = 42) => ({ pos, target, fov });
/** A keyframe moved from a named view of the scene: camera and aim shifted, lens changed. */
const from = (view, dpos = [0, 0, 0], dtarget = [0, 0, 0], fov) => (views) => ({ pos: views[view].pos.map((x, i) => x + dpos[i]), target: views[view].target.map((x, i) => x + dtarget[i]), fov: fov ?? views[view].fov });
const C = (en, hk, cn) => ({ en, 'zh-hk': hk, 'zh-cn': cn });

/** Each film: segments (a scene and a camera path through it) and its timed captions. */
export const FILMS = {
  'video-1': {
    segments: [
      { seconds: 9, poster: true, path: [from('high'), V([-40, 30, 120], [0, 12, -60], 38), V([30, 6, 40], [8, 4, -10], 40)] },
      { seconds: 10, shot: { scene: 'apron', view: 'wide', seed: 12, opts: { time: 'dusk' } }, path: [V([110, 40, 110], [0, 4, 5], 34), from('wide'), from('door')] },
    ],
    cues: [
      [0, 4.5, C('SuperTerminal Two at dusk, seen from the landside.', '黃昏時分，從陸側看超級二號貨站。', '黄昏时分，从陆侧看超级二号货站。')],
      [4.5, 9, C('Trucks deliver and collect cargo at the terminal docks.', '貨車在貨站裝卸區交收貨物。', '货车在货站装卸区交收货物。')],
      [9, 14, C('On the airside apron, freighters wait at their stands.', '在空側停機坪，貨機停泊在機位。', '在空侧停机坪，货机停泊在机位。')],
      [14, 19, C('Pallets on dollies are lifted to the main-deck door.', '拖架上的貨盤被升至主艙門。', '拖架上的货盘被升至主舱门。')],
    ],
  },
  'video-2': {
    segments: [
      { seconds: 18, poster: true, path: [from('aisle'), from('aisle', [-10, 2.5, 0.2], [0, 1, 0], 46), from('aisle', [-20, 6, 0.3], [0, 0, 0], 44)] },
    ],
    cues: [
      [0, 6, C('An aisle of the Box Storage System, with bins stored on both sides.', '箱式貨物存放系統的通道，兩旁存放貨箱。', '箱式货物存放系统的通道，两旁存放货箱。')],
      [6, 12, C('Stacker cranes run along the aisle to store and retrieve bins.', '堆垛機沿通道行走，存取貨箱。', '堆垛机沿通道行走，存取货箱。')],
      [12, 18, C('10,000 positions are served by 60 stacker cranes.', '系統設有10,000個存放位置及60台堆垛機。', '系统设有10,000个存放位置及60台堆垛机。')],
    ],
  },
  'video-3': {
    segments: [
      { seconds: 17, poster: true, path: [from('door'), from('wide'), from('check')] },
    ],
    cues: [
      [0, 6, C('A pharmaceutical shipment arrives through the strip-curtain door.', '藥品貨物經膠簾門送抵。', '药品货物经胶帘门送抵。')],
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
      [6, 12, C('Ground crew bring pallets and containers on dollies.', '地勤人員用拖架運來貨盤和集裝箱。', '地勤人员用拖架运来货盘和集装箱。')],
      [12, 18, C('The loader raises each pallet to the main deck.', '升降台把每個貨盤升至主艙。', '升降台把每个货盘升至主舱。')],
    ],
  },
};

const ease = (t) => t * t * (3 - 2 * t);
const lerp = (a, b, t) => a.map((x, i) => x + (b[i] - x) * t);

/** The camera at time t (0..1) along a path of keyframes: eased within each leg. */
function cameraAt(path, t) {
  const legs = path.length - 1;
  const f = Math.min(legs - 1e-9, t * legs);
  const i = Math.floor(f), u = ease(f - i);
  return { pos: lerp(path[i].pos, path[i + 1].pos, u), target: lerp(path[i].target, path[i + 1].target, u), fov: path[i].fov + (path[i + 1].fov - path[i].fov) * u };
}

const stamp = (s) => new Date(s * 1000).toISOString().slice(11, 23);
function vtt(cues, lang) {
  return `WEBVTT\n\n${cues.map(([a, b, text], i) => `${i + 1}\n${stamp(a)} --> ${stamp(b)}\n${text[lang]}\n`).join('\n')}`;
}

export async function renderFilms(names = Object.keys(FILMS)) {
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
          fs.writeFileSync(path.join(dir, `${String(n++).padStart(5, '0')}.jpg`), await kit.frameAt(c.pos, c.target, c.fov));
        }
      }
      // Frames are rendered at 10 per second and blended to 20, which keeps slow camera moves smooth.
      const out = path.join(OUT, `${name}.mp4`);
      const run = spawnSync('ffmpeg', ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(dir, '%05d.jpg'), '-vf', `minterpolate=fps=${OUT_FPS}:mi_mode=blend,format=yuv420p`, '-c:v', 'libx264', '-preset', 'slow', '-crf', '27', '-profile:v', 'high', '-movflags', '+faststart', '-an', out], { stdio: 'inherit' });
      if (run.status !== 0) throw new Error(`ffmpeg failed for ${name}`);
      for (const lang of ['en', 'zh-hk', 'zh-cn']) fs.writeFileSync(path.join(OUT, `${name}.${lang}.vtt`), vtt(film.cues, lang));
      fs.rmSync(dir, { recursive: true, force: true });
      console.log(`${name}: ${n} frames, ${(fs.statSync(out).size / 1024).toFixed(0)} KB, ${Math.round((Date.now() - t0) / 1000)} s`);
    }
  } finally {
    await kit.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await renderFilms(process.argv.slice(2).length ? process.argv.slice(2) : undefined);
