// Outdoor scenes: apron, terminal, landside, aerial.
import { C, shade, rect, circle, ellipse, path, line, poly, g, text, f } from './util.mjs';
import {
  X0,
  XW,
  sky,
  clouds,
  hills,
  ground,
  terminal,
  tower,
  aircraft,
  planeTop,
  pallet,
  uld,
  dolly,
  tractor,
  loader,
  truck,
  person,
  tree,
  floodlight,
  SKIN,
  HAIR,
} from './parts.mjs';

const ULD_COLS = [C.navy, C.teal, '#c0392b', C.amber, '#2c6fb0', '#5b6b7b'];

function worker(ctx, x, y, h, o = {}) {
  return person(x, y, h, {
    skin: ctx.pick(SKIN),
    hair: ctx.pick(HAIR),
    top: o.top || '#24415f',
    pants: '#26303b',
    vest: o.vest ?? (ctx.rand() < 0.5 ? C.hivis : C.hivisOrange),
    helmet: o.helmet ?? '#ffffff',
    ...o,
  });
}

/** Dolly carrying a ULD or a pallet. */
function dollyLoad(ctx, x, y, w, kind, o = {}) {
  const out = [dolly(ctx, x, y, w)];
  if (kind === 'uld') out.push(uld(ctx, x + w * 0.06, y - 26, w * 0.9, w * 0.78, { color: o.color || ctx.pick(ULD_COLS), night: o.night, code: o.code }));
  else out.push(pallet(ctx, x + 2, y - 26, w - 4, o.h || w * 0.62));
  return out.join('');
}

export function aircraftLoading(ctx, o = {}) {
  const kind = o.kind || 'day';
  const hz = 470;
  const out = [sky(ctx, kind, hz), clouds(ctx, 7, 80, 300), hills(ctx, hz, kind)];
  out.push(tower(ctx, -520, hz + 6, 70, 150, {}));
  out.push(terminal(ctx, -330, hz + 8, 620, 110, { subSign: false }));
  out.push(ground(ctx, hz + 8, kind, { vx: 700 }));
  out.push(aircraft(ctx, 1330, hz + 80, 0.42, { flip: true, tail: C.teal }));
  out.push(aircraft(ctx, 40, 650, 1.25, { doorOpen: true }));
  out.push(loader(ctx, 610, 690, 280, 571));
  out.push(pallet(ctx, 640, 571, 140, 84));
  out.push(worker(ctx, 560, 700, 118, { arm: 'point' }));
  out.push(worker(ctx, 1010, 690, 112));
  out.push(tractor(ctx, 740, 770, 1.15));
  out.push(dollyLoad(ctx, 920, 770, 170, 'pallet', { h: 104 }));
  out.push(dollyLoad(ctx, 1130, 770, 170, 'pallet', { h: 96 }));
  out.push(dollyLoad(ctx, 1340, 770, 170, 'uld', { color: C.teal }));
  out.push(dollyLoad(ctx, -420, 760, 160, 'uld', { color: C.navy }));
  out.push(dollyLoad(ctx, -230, 760, 160, 'uld', { color: C.amber }));
  return out.join('');
}

export function terminalExterior(ctx, o = {}) {
  const kind = o.kind || 'day';
  const hz = 560;
  const out = [sky(ctx, kind, hz), clouds(ctx, 8, 60, 260), hills(ctx, hz - 10, kind)];
  // tails behind the roof
  for (const [tx, col, ty] of [[900, C.navy, 170], [1120, C.teal, 200], [1480, '#b23a3a', 180], [-480, C.teal, 210]]) {
    out.push(poly([[tx, 330], [tx + 60, ty], [tx + 98, ty], [tx + 112, 330]], col));
    out.push(poly([[tx + 36, ty + 90], [tx + 70, ty + 40], [tx + 92, ty + 40], [tx + 84, ty + 76]], C.amber, { opacity: 0.85 }));
  }
  out.push(rect(X0, hz - 6, XW, 30, kind === 'night' ? '#152a40' : '#9fb3a2'));
  out.push(tower(ctx, -360, hz, 150, 330, { night: kind === 'night' }));
  out.push(terminal(ctx, -210, hz, 1620, 270, { depth: 90, night: kind === 'night', signAt: 0.2, subAt: 0.52 }));
  for (let x = -640; x < 1800; x += 210) {
    out.push(rect(x, hz - 10, 5, 130, '#5b6977'));
    out.push(rect(x - 18, hz - 14, 40, 7, '#5b6977', { rx: 3 }));
    if (kind === 'night') out.push(circle(x + 2, hz - 4, 40, ctx.radU([[0, '#ffe9b0', 0.5], [1, '#ffe9b0', 0]], x + 2, hz - 4, 40)));
  }
  // road
  out.push(rect(X0, hz, XW, 150, kind === 'night' ? '#1a2736' : '#5d6b78'));
  out.push(rect(X0, hz, XW, 10, '#c5cfd8'));
  for (let x = X0; x < X0 + XW; x += 90) out.push(rect(x, hz + 78, 48, 5, '#f1f4f7', { opacity: 0.85 }));
  out.push(truck(ctx, 150, hz + 68, 0.9, {}));
  out.push(truck(ctx, 820, hz + 140, 1.0, { flip: true, color: '#f4f6f8', label: 'HARBOUR EXPRESS' }));
  out.push(truck(ctx, -560, hz + 140, 0.95, { cab: C.teal, label: 'HARBOUR COOL CHAIN' }));
  // verge
  out.push(rect(X0, hz + 150, XW, 120, ctx.linU(['#6ea765', '#4d8a4b'], 0, hz + 150, 0, 800)));
  for (let x = X0 + 40; x < X0 + XW; x += ctx.r(150, 230)) out.push(tree(ctx, x, 790 + ctx.r(-6, 10), ctx.r(1.0, 1.5), { color: ctx.pick(['#4f9a55', '#5fa85e', '#3f8a4f']) }));
  return out.join('');
}

export function apronNight(ctx) {
  const hz = 470;
  const out = [sky(ctx, 'night', hz, { moonX: 1040 }), hills(ctx, hz, 'night')];
  out.push(tower(ctx, -560, hz + 6, 90, 170, { night: true }));
  out.push(terminal(ctx, -450, hz + 8, 760, 130, { night: true, subSign: false }));
  out.push(ground(ctx, hz + 8, 'night', { vx: 700 }));
  out.push(floodlight(ctx, 380, hz + 40, 250, true));
  out.push(floodlight(ctx, 1240, hz + 40, 260, true));
  out.push(floodlight(ctx, -200, hz + 40, 240, true));
  out.push(aircraft(ctx, 1700, hz + 110, 0.5, { flip: true, night: true, tail: C.teal }));
  out.push(aircraft(ctx, 60, 640, 1.2, { doorOpen: true, night: true }));
  // reflections on wet apron
  out.push(ellipse(640, 700, 300, 26, ctx.rad([[0, '#ffe9b0', 0.35], [1, '#ffe9b0', 0]])));
  out.push(ellipse(1240, 690, 260, 22, ctx.rad([[0, '#ffe9b0', 0.3], [1, '#ffe9b0', 0]])));
  out.push(loader(ctx, 610, 690, 270, 558, { color: '#d4951a' }));
  out.push(pallet(ctx, 636, 558, 136, 80));
  out.push(worker(ctx, 540, 705, 116, { arm: 'up', top: '#1b2a3b' }));
  out.push(worker(ctx, 960, 700, 112, { top: '#1b2a3b' }));
  out.push(tractor(ctx, 760, 772, 1.1));
  out.push(dollyLoad(ctx, 930, 772, 160, 'uld', { color: C.teal, night: true }));
  out.push(dollyLoad(ctx, 1120, 772, 160, 'uld', { color: C.navy, night: true }));
  out.push(dollyLoad(ctx, 1310, 772, 160, 'uld', { color: C.amber, night: true }));
  out.push(dollyLoad(ctx, -380, 760, 160, 'uld', { color: '#c0392b', night: true }));
  out.push(rect(X0, 0, XW, 820, '#0a1c33', { opacity: 0.12 }));
  return out.join('');
}

export function uldContainers(ctx, o = {}) {
  const kind = o.kind || 'day';
  const hz = 450;
  const out = [sky(ctx, kind, hz), clouds(ctx, 6, 70, 260), hills(ctx, hz, kind), ground(ctx, hz, kind, { vx: 500 })];
  out.push(terminal(ctx, 700, hz + 6, 1000, 110, { subSign: false }));
  out.push(aircraft(ctx, -540, hz + 120, 0.62, { tail: C.teal }));
  // back row
  for (let i = 0; i < 9; i++) out.push(dollyLoad(ctx, -300 + i * 170, 600, 150, 'uld', { code: `AKE ${30110 + i * 7} HX` }));
  // front row
  out.push(tractor(ctx, -260, 780, 1.3));
  for (let i = 0; i < 6; i++) out.push(dollyLoad(ctx, -60 + i * 250, 780, 226, 'uld', { code: `AKE ${41020 + i * 13} HX`, color: ULD_COLS[i % ULD_COLS.length] }));
  out.push(worker(ctx, 1040, 620, 110, { arm: 'point' }));
  return out.join('');
}

export function electricTractor(ctx, o = {}) {
  const kind = o.kind || 'day';
  const hz = 470;
  const out = [sky(ctx, kind, hz), clouds(ctx, 6, 80, 280), hills(ctx, hz, kind), ground(ctx, hz, kind, { vx: 650 })];
  out.push(terminal(ctx, -640, hz + 8, 900, 120, { subSign: false }));
  // charging station with solar canopy
  const cx = 160;
  out.push(rect(cx - 150, 400, 10, 310, '#7d8d9c'));
  out.push(rect(cx + 180, 400, 10, 310, '#7d8d9c'));
  out.push(poly([[cx - 200, 420], [cx + 240, 420], [cx + 200, 360], [cx - 160, 360]], C.navy));
  for (let i = 0; i < 6; i++) {
    const x0 = cx - 190 + i * 70;
    out.push(poly([[x0 + 4, 414], [x0 + 66, 414], [x0 + 60 - 6, 366], [x0 + 10 + 2, 366]], ctx.lin(['#3b78b0', '#173d66'])));
    out.push(line(x0 + 35, 366, x0 + 35, 414, '#7fb2de', 1, { opacity: 0.6 }));
    out.push(line(x0 + 8, 390, x0 + 63, 390, '#7fb2de', 1, { opacity: 0.6 }));
  }
  out.push(rect(cx - 200, 420, 440, 12, shade(C.navy, -0.2)));
  out.push(rect(cx - 80, 440, 200, 40, '#ffffff', { rx: 6 }));
  out.push(path(`M${cx - 66},${472} C${cx - 72},${452} ${cx - 58},${442} ${cx - 40},${446} C${cx - 38},${464} ${cx - 50},${474} ${cx - 66},${472} Z`, '#2f9e6a'));
  out.push(text(cx - 30, 467, 'e-GSE CHARGING', { 'font-size': 15, 'font-weight': 'bold', fill: C.navy }));
  for (const bx of [cx - 60, cx + 60]) {
    out.push(rect(bx, 560, 70, 150, ctx.lin(['#ffffff', '#d7e1ea']), { rx: 8 }));
    out.push(rect(bx + 10, 576, 50, 30, '#0f3f5f', { rx: 4 }));
    out.push(text(bx + 17, 597, '98%', { 'font-size': 15, fill: '#7df0c8', 'font-weight': 'bold' }));
    out.push(circle(bx + 35, 640, 16, C.teal));
    out.push(path(`M${bx + 38},${628} L${bx + 29},${641} L${bx + 35},${641} L${bx + 32},${652} L${bx + 42},${637} L${bx + 36},${637} Z`, '#ffffff'));
  }
  out.push(path(`M${cx + 120},${680} C${cx + 170},${770} ${cx + 260},${770} ${cx + 300},${722}`, 'none', { stroke: '#1f2a35', 'stroke-width': 6 }));
  // e-tractor train
  out.push(tractor(ctx, 470, 760, 1.6, { electric: true }));
  out.push(dollyLoad(ctx, 710, 760, 210, 'uld', { color: C.teal }));
  out.push(dollyLoad(ctx, 960, 760, 210, 'uld', { color: C.navy }));
  out.push(dollyLoad(ctx, 1210, 760, 210, 'pallet', { h: 130 }));
  out.push(dollyLoad(ctx, 1460, 760, 210, 'uld', { color: C.amber }));
  out.push(worker(ctx, 430, 720, 120, { vest: C.hivis }));
  return out.join('');
}

function truckRear(ctx, x, y, w, h, o = {}) {
  const out = [ellipse(x + w / 2, y + 2, w * 0.6, 8, '#000', { opacity: 0.2 })];
  out.push(rect(x, y - h, w, h - 24, ctx.lin([o.color || '#f3f5f7', shade(o.color || '#f3f5f7', -0.15)]), { rx: 4 }));
  out.push(line(x + w / 2, y - h + 8, x + w / 2, y - 30, '#9aa6b2', 2));
  for (const hx of [x + w * 0.3, x + w * 0.7]) out.push(rect(hx - 3, y - h * 0.6, 6, h * 0.34, '#7f8b97', { rx: 2 }));
  out.push(rect(x - 4, y - 30, w + 8, 10, '#2f3944'));
  out.push(rect(x + 6, y - 44, 18, 10, '#d8312b', { rx: 2 }));
  out.push(rect(x + w - 24, y - 44, 18, 10, '#d8312b', { rx: 2 }));
  for (const wx of [x + 6, x + w - 40]) out.push(rect(wx, y - 22, 34, 22, '#1b2129', { rx: 4 }));
  if (o.stripe) out.push(rect(x, y - h + 18, w, 8, o.stripe));
  return out.join('');
}

export function truckDock(ctx, o = {}) {
  const kind = o.kind || 'day';
  const out = [sky(ctx, kind, 300), clouds(ctx, 6, 40, 150, { scale: 0.8 })];
  const wallTop = 150;
  const base = 540;
  out.push(rect(X0, wallTop, XW, base - wallTop, ctx.linU(['#e7edf3', '#c6d2dd'], 0, wallTop, 0, base)));
  out.push(rect(X0, wallTop - 20, XW, 46, C.navy));
  out.push(rect(X0, wallTop + 26, XW, 6, C.amber));
  for (let x = X0; x < X0 + XW; x += 60) out.push(rect(x, wallTop + 32, 2, base - wallTop - 32, '#b4c2cf', { opacity: 0.6 }));
  out.push(text(140, wallTop + 12, 'HACTL  ·  CARGO ACCEPTANCE  ·  TRUCK DOCKS 12 – 22', { 'font-size': 24, 'font-weight': 'bold', fill: '#ffffff', 'letter-spacing': 1 }));
  let n = 12;
  const trucks = [1, 3, 4, 6, 8, 9];
  for (let i = 0; i < 11; i++) {
    const dx = -560 + i * 230;
    out.push(rect(dx - 14, 238, 188, 16, '#5c6d7e'));
    out.push(rect(dx, 254, 160, 220, '#3a4a5b'));
    for (let k = 262; k < 474; k += 9) out.push(rect(dx, k, 160, 2.5, '#4f6072'));
    out.push(rect(dx + 55, 206, 50, 26, C.navy, { rx: 3 }));
    out.push(text(dx + 66, 226, String(n++), { 'font-size': 18, 'font-weight': 'bold' }));
    out.push(rect(dx - 10, 474, 180, 66, '#2b3540'));
    out.push(rect(dx + 18, 474, 8, 66, C.hivis));
    out.push(rect(dx + 134, 474, 8, 66, C.hivis));
    out.push(circle(dx + 150, 222, 7, trucks.includes(i) ? '#2fd37a' : '#e04848'));
  }
  out.push(rect(X0, base, XW, 820 - base, ctx.linU(['#9aa7b3', '#7a8896'], 0, base, 0, 800)));
  for (let i = 0; i < 11; i++) out.push(rect(-560 + i * 230 - 20, 560, 4, 260, '#f1f4f7', { opacity: 0.7 }));
  // re-draw trucks above the ground
  for (let i = 0; i < 11; i++) if (trucks.includes(i)) out.push(truckRear(ctx, -560 + i * 230 - 4, 700, 168, 300, { color: i % 3 === 0 ? '#f3f5f7' : i % 3 === 1 ? '#dfe9f2' : '#f6efe3', stripe: i % 2 ? C.teal : C.amber }));
  out.push(worker(ctx, 560, 720, 120, { arm: 'point', vest: C.hivisOrange }));
  out.push(person(1020, 730, 124, { skin: SKIN[3], hair: HAIR[0], top: '#3c5a7a', pants: '#2b3440', vest: C.hivis }));
  out.push(truck(ctx, 1240, 800, 0.95, { flip: false, label: 'HARBOUR LOGISTICS' }));
  return out.join('');
}

export function airportAerial(ctx) {
  const out = [rect(X0, -20, XW, 860, ctx.linU(['#2a7fa8', '#1d6a93', '#175a80'], 0, 0, 0, 800))];
  for (let i = 0; i < 60; i++) out.push(path(`M${f(ctx.r(X0, 1800))},${f(ctx.r(0, 800))} q20,-6 40,0 t40,0`, 'none', { stroke: '#ffffff', 'stroke-width': 1.5, opacity: 0.15 }));
  // Lantau hills corner
  out.push(path('M-700,-20 L700,-20 C560,60 420,40 300,110 C180,170 0,140 -200,210 C-400,280 -560,250 -700,320 Z', '#4b7f5a'));
  out.push(path('M-700,-20 L420,-20 C320,40 200,50 80,90 C-80,140 -300,150 -700,230 Z', '#3e6e4d'));
  const body = [];
  body.push(path('M-560,330 L1760,190 L1800,720 L-520,860 Z', '#c9cfc6'));
  body.push(path('M-560,330 L1760,190 L1762,214 L-558,354 Z', '#e5e2d6'));
  // runways
  const runway = (y0, y1) => {
    const r = [poly([[-520, y0], [1760, y1], [1762, y1 + 34], [-518, y0 + 34]], '#3b4148')];
    for (let k = 0; k < 40; k++) {
      const t = k / 40;
      const x = -500 + t * 2240;
      const y = y0 + 17 + t * (y1 - y0);
      r.push(line(x, y, x + 30, y + (30 * (y1 - y0)) / 2280, '#ffffff', 2.2));
    }
    for (let k = 0; k < 6; k++) r.push(line(-500 + 4, y0 + 5 + k * 5, -500 + 30, y0 + 5 + k * 5 - 0.3, '#ffffff', 2.5));
    return r.join('');
  };
  body.push(runway(380, 240));
  body.push(runway(760, 630));
  // taxiways
  body.push(poly([[-520, 440], [1760, 300], [1760, 318], [-520, 458]], '#535a62'));
  body.push(line(-520, 449, 1760, 309, '#f1c232', 1.6));
  body.push(poly([[-520, 708], [1760, 578], [1760, 596], [-520, 726]], '#535a62'));
  body.push(line(-520, 717, 1760, 587, '#f1c232', 1.6));
  body.push(line(-560, 600, 1800, 470, '#e8e4da', 5));
  // apron & terminals
  body.push(poly([[-60, 480], [1300, 400], [1310, 560], [-50, 650]], '#a8b0b6'));
  // passenger terminal (Y shape)
  body.push(path('M540,520 L700,510 L710,540 L560,552 Z M700,510 L840,440 L858,458 L718,530 Z M700,540 L850,600 L838,622 L700,566 Z', '#eef1f4'));
  body.push(path('M540,520 L700,510 L710,540 L560,552 Z', '#dfe5ea'));
  // cargo terminal
  body.push(poly([[20, 520], [330, 500], [340, 604], [30, 626]], C.navy));
  body.push(poly([[20, 520], [330, 500], [332, 512], [22, 532]], '#2a5f93'));
  for (let i = 0; i < 8; i++) body.push(line(50 + i * 36, 534 - i * 2.3, 56 + i * 36, 612 - i * 2.3, '#1b568f', 6));
  body.push(text(80, 574, 'HACTL', { 'font-size': 34, 'font-weight': 'bold', fill: '#ffffff', transform: 'rotate(-3.7 80 574)' }));
  body.push(poly([[360, 510], [470, 503], [476, 580], [366, 588]], '#dfe5ea'));
  body.push(poly([[1000, 470], [1220, 455], [1226, 520], [1006, 535]], '#d5dbe1'));
  // planes
  const planes = [[380, 470, 0.5, 184], [440, 466, 0.5, 184], [180, 480, 0.55, 184], [260, 474, 0.55, 184], [860, 430, 0.45, 150], [880, 620, 0.45, 30], [1080, 440, 0.5, 184], [1150, 436, 0.5, 184], [300, 300, 0.55, 86], [1400, 660, 0.5, 266]];
  for (const [x, y, s, r] of planes) body.push(planeTop(x, y, s, r));
  // green patches & roads
  body.push(poly([[-500, 660], [-120, 640], [-110, 700], [-490, 722]], '#8fb07c'));
  body.push(poly([[1320, 420], [1700, 396], [1706, 520], [1330, 546]], '#8fb07c'));
  out.push(g(body));
  // bridge
  out.push(line(-700, 250, -540, 340, '#d9dde2', 8));
  // cloud shadows & clouds (kept away from the terminal in the middle)
  for (const [x, y] of [[-420, 520], [120, 150], [760, 90], [1360, 300], [1560, 700], [-200, 760]]) {
    out.push(ellipse(x + 40, y + 40, 120, 40, '#000', { opacity: 0.08 }));
    out.push(ellipse(x, y, 120, 40, '#ffffff', { opacity: 0.55 }));
    out.push(ellipse(x + 50, y - 14, 70, 30, '#ffffff', { opacity: 0.5 }));
  }
  return out.join('');
}
