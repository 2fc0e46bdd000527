// Opens the scene kit in headless Chromium (WebGL through SwiftShader) and renders shots to PNG.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const ROOT = process.cwd();
const FILES = {
  '/three/': path.join(ROOT, 'node_modules', 'three'),
  '/kit/': path.join(ROOT, 'scripts', 'render3d'),
};
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><script type="importmap">{"imports":{"three":"/three/build/three.module.js","three/addons/":"/three/examples/jsm/"}}</script></head>
<body style="margin:0;background:#000"><script type="module">
import { getRenderer, frame, disposeScene } from '/kit/kit.js';
import { buildShot } from '/kit/scenes.js';
// Daylight scenes are metered down: the sky and pale concrete would otherwise burn out.
const exposureOf = (shot) => shot.exposure ?? ({ roof: 0.6, coldroom: 0.85, aerial: 0.6, apron: shot.opts?.time === 'day' ? 0.62 : 1, landside: shot.opts?.time === 'dusk' || shot.opts?.time === 'night' ? 1 : 0.62, park: 0.7 }[shot.scene] ?? 1);
window.exposureOf = exposureOf;
// views: what to render of the width x height frame, each the whole frame (null) or only a part of
// it (round 18, phone.mjs: { cut, out }, the cut's pixels of the frame rendered at out's size). The
// scene is built once for all of them (round 19: a hero's phone picture built it a second time).
window.renderShot = (shot, width, height, views) => {
  const renderer = getRenderer(width, height);
  const { scene, camera, focus } = buildShot(renderer, shot, width, height);
  const urls = views.map((view) => {
    getRenderer(view?.out.width ?? width, view?.out.height ?? height);
    if (view) camera.setViewOffset(width, height, view.cut.left, view.cut.top, view.cut.width, view.cut.height);
    else camera.clearViewOffset();
    camera.updateProjectionMatrix();
    // Cheap depth of field: blur grows with distance from the focus, relative to it.
    frame(renderer, scene, camera, { focus: shot.focus ?? focus, aperture: shot.aperture ?? 0.0035 / (shot.focus ?? focus), exposure: exposureOf(shot), part: view ? width / view.cut.width : 1 });
    return renderer.domElement.toDataURL('image/png');
  });
  disposeScene(scene);
  return urls;
};
// Film: one scene kept open while the camera moves along a path and its parts move, a frame per call.
let film;
window.openScene = (shot, width, height) => {
  if (film) disposeScene(film.scene);
  const renderer = getRenderer(width, height);
  const built = buildShot(renderer, shot, width, height);
  film = { renderer, ...built, exposure: exposureOf(shot) };
  return JSON.parse(JSON.stringify(built.views));
};
window.renderAt = (pos, target, fov, t) => {
  const { renderer, scene, camera, exposure } = film;
  scene.userData.motion?.(t);
  camera.position.set(...pos); camera.fov = fov; camera.lookAt(...target); camera.updateProjectionMatrix();
  frame(renderer, scene, camera, { aperture: 0, exposure });
  return renderer.domElement.toDataURL('image/jpeg', 0.92);
};
window.kitReady = true;
</script></body></html>`;

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const GL_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist', '--use-gl=angle'];

export async function openKit() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: GL_ARGS });
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  page.on('console', (m) => { console.error('console:', m.text()); });
  await page.route('http://kit.local/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/') return route.fulfill({ body: PAGE, contentType: 'text/html' });
    const prefix = Object.keys(FILES).find((p) => url.pathname.startsWith(p));
    const file = prefix && path.join(FILES[prefix], url.pathname.slice(prefix.length));
    if (!file || !fs.existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ body: fs.readFileSync(file), contentType: 'text/javascript' });
  });
  await page.goto('http://kit.local/');
  await page.waitForFunction(() => window.kitReady === true);
  return {
    /** The shot at width x height; with cut ({ left, top, width, height } of that frame) and out ({ width, height }), only that part at out's size. */
    async render(shot, width, height, cut = null, out = null) {
      return (await this.renderViews(shot, width, height, [cut && { cut, out }]))[0];
    },
    /** Several views of one build of the shot's scene (window.renderShot): PNG buffers in the order asked. */
    async renderViews(shot, width, height, views) {
      const urls = await page.evaluate(([s, w, h, v]) => window.renderShot(s, w, h, v), [shot, width, height, views]);
      return urls.map((url) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));
    },
    async openScene(shot, width, height) {
      return page.evaluate(([s, w, h]) => window.openScene(s, w, h), [shot, width, height]);
    },
    /** A frame of the open scene: the camera, and the time in seconds that sets its moving parts. */
    async frameAt(pos, target, fov, time = 0) {
      const url = await page.evaluate(([p, t, f, s]) => window.renderAt(p, t, f, s), [pos, target, fov, time]);
      return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    },
    page,
    close: () => browser.close(),
  };
}
