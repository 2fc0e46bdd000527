// Indoor and people scenes drawn in flat 2D.
import { C, shade, rect, circle, ellipse, path, line, poly, pline, g, text, f } from './util.mjs';
import { X0, XW, sky, clouds, hills, pallet, uld, dolly, person, bust, tree, hazardDiamond, SKIN, HAIR } from './parts.mjs';

function interiorBg(ctx, o = {}) {
  const floorY = o.floorY ?? 560;
  const wall = o.wall || ['#e9eff5', '#cdd8e3'];
  const out = [rect(X0, -10, XW, floorY + 10, ctx.linU(wall, 0, 0, 0, floorY))];
  for (let x = X0; x < X0 + XW; x += 90) out.push(rect(x, 120, 2, floorY - 120, shade(wall[1], -0.08), { opacity: 0.6 }));
  if (o.windows !== false) {
    out.push(rect(X0, 150, XW, 80, ctx.linU(['#8fc3ea', '#cfe7f7'], 0, 150, 0, 230)));
    for (let x = X0; x < X0 + XW; x += 60) out.push(rect(x, 150, 4, 80, '#9fb1c2'));
    out.push(rect(X0, 186, XW, 3, '#9fb1c2'));
  }
  // ceiling truss
  out.push(rect(X0, -10, XW, 130, o.ceiling || '#243e5c'));
  out.push(rect(X0, 36, XW, 6, '#3a5a7e'));
  out.push(rect(X0, 108, XW, 8, '#3a5a7e'));
  let d = '';
  for (let x = X0; x < X0 + XW; x += 60) d += `M${x},42 L${x + 30},108 L${x + 60},42 `;
  out.push(path(d, 'none', { stroke: '#3a5a7e', 'stroke-width': 3 }));
  for (let x = X0 + 130; x < X0 + XW; x += 260) {
    out.push(circle(x, 140, 120, ctx.radU([[0, '#fff8e0', 0.55], [1, '#fff8e0', 0]], x, 140, 120)));
    out.push(line(x, 116, x, 128, '#2b3a4a', 2));
    out.push(path(`M${x - 22},${142} L${x - 12},${128} L${x + 12},${128} L${x + 22},${142} Z`, '#3a4a5b'));
    out.push(ellipse(x, 142, 22, 4, '#fffbe8'));
  }
  // floor
  out.push(rect(X0, floorY, XW, 830 - floorY, ctx.linU(o.floor || ['#b7c4d0', '#8796a5', '#6f7f8f'], 0, floorY, 0, 800)));
  for (let i = -12; i <= 12; i++) out.push(line(600 + i * 70, floorY, 600 + i * 300, 820, '#ffffff', 1, { opacity: 0.08 }));
  out.push(rect(X0, floorY, XW, 4, shade(wall[1], -0.2)));
  return out.join('');
}

function worker(ctx, x, y, h, o = {}) {
  return person(x, y, h, {
    skin: ctx.pick(SKIN),
    hair: ctx.pick(HAIR),
    top: '#24415f',
    pants: '#26303b',
    vest: ctx.rand() < 0.5 ? C.hivis : C.hivisOrange,
    helmet: '#ffffff',
    ...o,
  });
}

function box(x, y, w, h, col = '#c89a63', o = {}) {
  const out = [rect(x, y - h, w, h, col, { stroke: shade(col, -0.25), 'stroke-width': 1.5 })];
  out.push(rect(x + w * 0.42, y - h, w * 0.16, h, shade(col, -0.08), { opacity: 0.8 }));
  if (o.label) out.push(rect(x + w * 0.08, y - h * 0.55, w * 0.3, h * 0.25, '#ffffff'));
  if (o.cross) {
    const cx = x + w * 0.72;
    const cy = y - h * 0.5;
    const s = Math.min(w, h) * 0.14;
    out.push(rect(cx - s, cy - s * 3, s * 2, s * 6, o.cross));
    out.push(rect(cx - s * 3, cy - s, s * 6, s * 2, o.cross));
  }
  return out.join('');
}

export function cargoPallets(ctx) {
  const out = [interiorBg(ctx, { floorY: 520 })];
  // roller deck
  for (let x = X0; x < X0 + XW; x += 24) out.push(line(x, 600, x + 10, 640, '#5f6f80', 2, { opacity: 0.5 }));
  for (let i = 0; i < 9; i++) {
    const x = -560 + i * 260;
    out.push(rect(x - 6, 560, 232, 14, '#4b5a6a'));
    out.push(pallet(ctx, x, 560, 220, ctx.r(120, 180)));
  }
  for (let i = 0; i < 6; i++) {
    const x = -540 + i * 400;
    out.push(rect(x - 10, 770, 380, 20, '#3d4b5a'));
    out.push(pallet(ctx, x, 770, 360, ctx.r(200, 260)));
  }
  out.push(worker(ctx, 640, 790, 220, { arm: 'up' }));
  out.push(worker(ctx, 250, 780, 200, { vest: C.hivisOrange, arm: 'point' }));
  return out.join('');
}

export function controlRoom(ctx) {
  const out = [rect(X0, -10, XW, 830, ctx.linU(['#061529', '#0b2745', '#0a1d33'], 0, 0, 0, 800))];
  // video wall
  const wx = -380;
  const ww = 1960;
  const cols = 8;
  const rowsN = 3;
  const sw = ww / cols;
  const sh = 118;
  out.push(rect(wx - 20, 70, ww + 40, rowsN * sh + 40, '#030b16', { rx: 6 }));
  out.push(rect(wx - 60, 40, ww + 120, rowsN * sh + 140, ctx.radU([[0, '#2f8fd8', 0.25], [1, '#2f8fd8', 0]], 600, 260, 1000)));
  for (let r = 0; r < rowsN; r++) {
    for (let c = 0; c < cols; c++) {
      const x = wx + c * sw + 4;
      const y = 90 + r * sh + 4;
      const w = sw - 8;
      const h = sh - 8;
      out.push(rect(x, y, w, h, ctx.lin(['#0f3357', '#0a2440']), { stroke: '#2a6aa8', 'stroke-width': 1.5 }));
      const kind = (r * 3 + c * 7) % 5;
      if (kind === 0) {
        const pts = [];
        for (let k = 0; k <= 12; k++) pts.push([x + 10 + (k * (w - 20)) / 12, y + h - 18 - ctx.r(0.1, 0.85) * (h - 40)]);
        out.push(pline(pts, '#4fd1e0', 2.5));
        out.push(text(x + 10, y + 20, 'THROUGHPUT t/h', { 'font-size': 11, fill: '#8fc3ea' }));
      } else if (kind === 1) {
        for (let k = 0; k < 8; k++) {
          const bh = ctx.r(0.2, 0.9) * (h - 40);
          out.push(rect(x + 12 + k * ((w - 24) / 8), y + h - 12 - bh, (w - 24) / 8 - 5, bh, k % 3 === 0 ? C.amber : '#3f9fe0'));
        }
      } else if (kind === 2) {
        out.push(text(x + 12, y + 26, 'ON-TIME BUILD-UP', { 'font-size': 11, fill: '#8fc3ea' }));
        out.push(text(x + 12, y + 76, `${(97 + ctx.r(0, 2.5)).toFixed(1)}%`, { 'font-size': 40, 'font-weight': 'bold', fill: '#7df0c8' }));
      } else if (kind === 3) {
        out.push(path(`M${x + 20},${y + 70} C${x + 60},${y + 20} ${x + 120},${y + 90} ${x + 170},${y + 40}`, 'none', { stroke: '#2a6aa8', 'stroke-width': 18, opacity: 0.6 }));
        for (let k = 0; k < 7; k++) out.push(circle(x + ctx.r(15, w - 15), y + ctx.r(15, h - 15), 4, k % 2 ? C.amber : '#7df0c8'));
      } else {
        for (let k = 0; k < 6; k++) {
          out.push(rect(x + 10, y + 12 + k * 16, w * 0.3, 8, '#3f7fb8', { opacity: 0.8 }));
          out.push(rect(x + 16 + w * 0.3, y + 12 + k * 16, w * 0.4, 8, '#27577f'));
          out.push(rect(x + w - 30, y + 12 + k * 16, 18, 8, k % 4 === 1 ? C.amber : '#2fd37a'));
        }
      }
    }
  }
  // desks
  out.push(path('M-700,640 Q600,560 1900,640 L1900,830 L-700,830 Z', ctx.linU(['#1d3a5c', '#0d2035'], 0, 560, 0, 830)));
  out.push(path('M-700,640 Q600,560 1900,640', 'none', { stroke: '#4f8fcf', 'stroke-width': 3, opacity: 0.6 }));
  for (let i = 0; i < 14; i++) {
    const x = -560 + i * 180;
    const y = 612 - 40 * Math.sin(((x + 700) / 2600) * Math.PI) * 0.9;
    out.push(rect(x, y - 82, 120, 74, '#0a1726', { rx: 4 }));
    out.push(rect(x + 5, y - 77, 110, 64, ctx.lin([i % 3 ? '#1f5f9a' : '#0f7c8c', '#0f2f52']), { rx: 2 }));
    out.push(rect(x + 54, y - 8, 12, 10, '#0a1726'));
    for (let k = 0; k < 3; k++) out.push(rect(x + 14, y - 66 + k * 16, 60 + ((i + k) % 3) * 12, 6, '#9fd3ff', { opacity: 0.5 }));
  }
  // operators from behind
  const ops = [[80, 0], [420, 1], [820, 2], [1180, 3], [-260, 4], [1480, 5]];
  for (const [x, k] of ops) {
    out.push(bust(x, 830, 210, { skin: SKIN[(k * 2 + 1) % SKIN.length], hair: HAIR[k % 4], top: ['#2b4c6f', '#3a5f86', '#22344a'][k % 3], hairStyle: k % 2 ? 'long' : k === 2 ? 'bun' : 'short', headset: true }));
  }
  return out.join('');
}

function robotArm(ctx, x, y, s = 1, o = {}) {
  const col = o.color || C.amber;
  const out = [];
  out.push(ellipse(0, 0, 80, 16, '#000', { opacity: 0.15 }));
  out.push(rect(-60, -34, 120, 34, '#2f3b48', { rx: 6 }));
  out.push(rect(-44, -80, 88, 50, ctx.lin([shade(col, 0.1), shade(col, -0.15)]), { rx: 12 }));
  const a1 = o.a1 ?? -30;
  const a2 = o.a2 ?? 110;
  const L1 = 210;
  const L2 = 180;
  // joint positions
  const j0 = [0, -80];
  const rad = (d) => (d * Math.PI) / 180;
  const j1 = [j0[0] + L1 * Math.sin(rad(a1)), j0[1] - L1 * Math.cos(rad(a1))];
  const j2 = [j1[0] + L2 * Math.sin(rad(a2)), j1[1] - L2 * Math.cos(rad(a2))];
  const seg = (p, q, w, c) => line(p[0], p[1], q[0], q[1], c, w, { 'stroke-linecap': 'round' });
  out.push(seg(j0, j1, 54, shade(col, -0.1)));
  out.push(seg(j0, j1, 40, col));
  out.push(seg(j1, j2, 40, shade(col, -0.1)));
  out.push(seg(j1, j2, 28, col));
  for (const [j, r] of [[j0, 34], [j1, 28]]) {
    out.push(circle(j[0], j[1], r, '#2f3b48'));
    out.push(circle(j[0], j[1], r * 0.45, '#9aa6b2'));
  }
  out.push(circle(j2[0], j2[1], 18, '#2f3b48'));
  out.push(rect(j2[0] - 30, j2[1] + 10, 60, 14, '#2f3b48', { rx: 4 }));
  out.push(rect(j2[0] - 8, j2[1], 16, 14, '#2f3b48'));
  if (o.load) out.push(box(j2[0] - 45, j2[1] + 84, 90, 60, '#c89a63', { label: true }));
  return g(out, { transform: `translate(${f(x)} ${f(y)}) scale(${f(s)})` });
}

function agv(ctx, x, y, s = 1, o = {}) {
  const out = [ellipse(0, 4, 160, 12, '#000', { opacity: 0.18 })];
  out.push(rect(-150, -44, 300, 44, ctx.lin(['#f4f7fa', '#c9d4de']), { rx: 10 }));
  out.push(rect(-150, -22, 300, 8, C.teal));
  out.push(rect(-140, -60, 280, 16, '#3a4755', { rx: 4 }));
  out.push(circle(132, -30, 7, '#7df0c8'));
  out.push(rect(-146, -36, 10, 10, '#2f3b48', { rx: 2 }));
  out.push(text(-110, -26, 'AGV 14', { 'font-size': 13, 'font-weight': 'bold', fill: C.navy }));
  if (o.load === 'uld') out.push(uld(ctx, -120, -60, 230, 190, { color: C.navy }));
  else if (o.load) out.push(pallet(ctx, -130, -60, 260, 150));
  return g(out, { transform: `translate(${f(x)} ${f(y)}) scale(${f(s)})` });
}

export function robotics(ctx) {
  const out = [interiorBg(ctx, { wall: ['#e3edf6', '#c5d5e4'] })];
  // floor guide lines
  out.push(path('M-700,720 C0,700 600,680 1900,700', 'none', { stroke: C.teal, 'stroke-width': 6, 'stroke-dasharray': '30 18', opacity: 0.8 }));
  // conveyor
  out.push(rect(X0, 470, XW, 30, '#3a4755'));
  out.push(rect(X0, 462, XW, 10, '#5f6f80'));
  for (let x = X0; x < X0 + XW; x += 160) out.push(rect(x, 500, 10, 70, '#4a5867'));
  for (let x = X0 + 40; x < X0 + XW; x += ctx.r(110, 170)) out.push(box(x, 462, ctx.r(60, 90), ctx.r(40, 64), ctx.pick(['#c89a63', '#d9b282', '#e8d2b0']), { label: ctx.rand() < 0.6 }));
  out.push(robotArm(ctx, 560, 600, 1.15, { a1: -25, a2: 120, load: true }));
  out.push(robotArm(ctx, -260, 590, 0.9, { a1: 20, a2: 70, color: C.teal }));
  out.push(robotArm(ctx, 1500, 590, 0.9, { a1: -20, a2: -70, color: C.teal }));
  out.push(agv(ctx, 980, 760, 1.0, { load: 'uld' }));
  out.push(agv(ctx, 150, 790, 0.9, { load: true }));
  // HUD
  out.push(rect(860, 250, 250, 120, '#0b2a4d', { rx: 10, opacity: 0.9 }));
  out.push(text(880, 285, 'PICK RATE', { 'font-size': 16, fill: '#8fc3ea' }));
  out.push(text(880, 340, '1,240 / h', { 'font-size': 38, 'font-weight': 'bold', fill: '#7df0c8' }));
  return out.join('');
}

function thermometerIcon(x, y, s, col = '#e04848') {
  return g([
    rect(-10, -60, 20, 80, '#ffffff', { rx: 10, stroke: '#9fb1c2', 'stroke-width': 3 }),
    circle(0, 26, 18, '#ffffff', { stroke: '#9fb1c2', 'stroke-width': 3 }),
    circle(0, 26, 12, col),
    rect(-4, -20, 8, 46, col, { rx: 4 }),
    line(14, -46, 24, -46, '#9fb1c2', 3),
    line(14, -30, 24, -30, '#9fb1c2', 3),
    line(14, -14, 24, -14, '#9fb1c2', 3),
  ], { transform: `translate(${f(x)} ${f(y)}) scale(${f(s)})` });
}

function snowflake(x, y, s, col = '#ffffff', op = 0.9) {
  const arms = [];
  for (let a = 0; a < 6; a++) {
    arms.push(g([line(0, 0, 0, -30, col, 4, { 'stroke-linecap': 'round' }), line(0, -18, -8, -26, col, 3, { 'stroke-linecap': 'round' }), line(0, -18, 8, -26, col, 3, { 'stroke-linecap': 'round' })], { transform: `rotate(${a * 60})` }));
  }
  return g(arms, { transform: `translate(${f(x)} ${f(y)}) scale(${f(s)})`, opacity: op });
}

function coldRoomBg(ctx) {
  const out = [rect(X0, -10, XW, 600, ctx.linU(['#cfe6f5', '#eaf5fc', '#d7e9f5'], 0, 0, 0, 580))];
  for (let x = X0; x < X0 + XW; x += 120) out.push(rect(x, 0, 3, 580, '#b4cfe3'));
  out.push(rect(X0, -10, XW, 60, '#9cc3de'));
  for (let x = X0 + 100; x < X0 + XW; x += 300) out.push(rect(x, 50, 160, 10, '#ffffff'));
  out.push(rect(X0, 50, XW, 80, ctx.linU([[0, '#ffffff', 0.7], [1, '#ffffff', 0]], 0, 50, 0, 130)));
  out.push(rect(X0, 570, XW, 260, ctx.linU(['#b7cfe0', '#8fb0c8'], 0, 570, 0, 800)));
  return out.join('');
}

export function coolChain(ctx) {
  const out = [coldRoomBg(ctx)];
  // strip curtain door
  out.push(rect(-120, 150, 280, 430, '#5f86a6'));
  out.push(rect(-110, 160, 260, 420, ctx.linU(['#1f4e74', '#3a6f98'], 0, 160, 0, 580)));
  for (let x = -110; x < 150; x += 26) out.push(rect(x, 160, 24, 420, '#dff1ff', { opacity: 0.35, stroke: '#ffffff', 'stroke-width': 1 }));
  // shelving with pharma boxes
  for (const sx of [240, 1240, -620]) {
    for (let r = 0; r < 4; r++) {
      const y = 560 - r * 120;
      out.push(rect(sx, y, 380, 10, '#7f9db5'));
      let x = sx + 8;
      while (x < sx + 350) {
        const w = ctx.r(60, 90);
        out.push(box(x, y, w, ctx.r(60, 96), '#f6f9fc', { cross: ctx.rand() < 0.5 ? C.teal : '#2f6fb0', label: true }));
        x += w + 6;
      }
    }
    out.push(rect(sx - 6, 70, 10, 500, '#6f8fa8'));
    out.push(rect(sx + 376, 70, 10, 500, '#6f8fa8'));
  }
  // temperature panel
  out.push(rect(720, 140, 420, 250, C.navy, { rx: 18 }));
  out.push(text(752, 190, 'COLD ROOM 3  ·  PHARMA', { 'font-size': 20, fill: '#9fd3ff', 'font-weight': 'bold' }));
  out.push(text(830, 296, '+5.0°C', { 'font-size': 68, 'font-weight': 'bold', fill: '#ffffff' }));
  out.push(text(832, 350, 'RANGE +2°C to +8°C', { 'font-size': 20, fill: '#7df0c8' }));
  out.push(thermometerIcon(780, 280, 1.1, C.teal));
  out.push(snowflake(1100, 330, 0.9, '#9fd3ff'));
  // pallet of pharma on dolly
  const px = 380;
  out.push(rect(px - 10, 700, 520, 20, '#4b5a6a'));
  for (let r = 0; r < 3; r++) for (let c = 0; c < 5; c++) out.push(box(px + c * 100, 700 - r * 80, 96, 78, '#ffffff', { cross: c % 2 ? C.teal : '#2f6fb0', label: true }));
  out.push(rect(px - 4, 440, 508, 262, '#dff1ff', { opacity: 0.22 }));
  out.push(person(1060, 790, 250, { skin: SKIN[3], hair: HAIR[0], top: C.navy, pants: '#22303f', arm: 'hold', helmet: false, hairStyle: 'short' }));
  out.push(rect(1072, 602, 54, 40, '#1f2a35', { rx: 4 }));
  out.push(rect(1076, 606, 46, 32, '#7df0c8', { rx: 2 }));
  for (let i = 0; i < 5; i++) out.push(ellipse(ctx.r(-600, 1700), 790, ctx.r(200, 380), 40, '#ffffff', { opacity: 0.35 }));
  for (let i = 0; i < 6; i++) out.push(snowflake(ctx.r(-500, 1700), ctx.r(60, 140), ctx.r(0.3, 0.6), '#ffffff', 0.7));
  return out.join('');
}

export function pharmaHandling(ctx) {
  const out = [coldRoomBg(ctx)];
  for (let i = 0; i < 4; i++) {
    const x = -600 + i * 640;
    out.push(rect(x, 120, 360, 300, '#f7fbfe', { stroke: '#b4cfe3', 'stroke-width': 3 }));
    out.push(rect(x + 20, 140, 320, 60, ctx.linU(['#a9d4f0', '#d8eefb'], x, 0, x + 320, 0)));
  }
  // active container
  const ax = 160;
  const ay = 720;
  out.push(ellipse(ax + 260, ay + 6, 300, 14, '#000', { opacity: 0.15 }));
  out.push(rect(ax, ay - 320, 520, 320, ctx.lin(['#f2f5f8', '#c2ccd6', '#aab6c2'], 0, 0, 1, 1), { rx: 10 }));
  for (let x = ax + 20; x < ax + 380; x += 30) out.push(rect(x, ay - 300, 4, 280, '#ffffff', { opacity: 0.5 }));
  out.push(rect(ax + 390, ay - 300, 110, 280, '#5d6d7e', { rx: 6 }));
  for (let y = ay - 280; y < ay - 40; y += 16) out.push(rect(ax + 400, y, 90, 6, '#3a4755'));
  out.push(rect(ax + 40, ay - 250, 160, 90, C.navy, { rx: 8 }));
  out.push(text(ax + 52, ay - 192, '+4.8°C', { 'font-size': 32, 'font-weight': 'bold', fill: '#7df0c8' }));
  out.push(rect(ax + 40, ay - 140, 120, 22, '#ffffff', { rx: 3 }));
  out.push(text(ax + 48, ay - 123, 'ACTIVE RKN', { 'font-size': 14, 'font-weight': 'bold', fill: C.navy }));
  out.push(rect(ax, ay - 22, 520, 22, '#3a4755', { rx: 4 }));
  // boxes
  for (let i = 0; i < 3; i++) out.push(box(700 + i * 100, 720, 96, 90, '#ffffff', { cross: i % 2 ? C.teal : '#2f6fb0', label: true }));
  for (let i = 0; i < 2; i++) out.push(box(750 + i * 100, 630, 96, 80, '#ffffff', { cross: C.teal, label: true }));
  // worker in lab coat & gloves
  out.push(person(1090, 790, 330, { skin: SKIN[1], hair: HAIR[1], hairStyle: 'bun', coat: true, top: '#ffffff', pants: '#2b3440', arm: 'hold' }));
  out.push(rect(1000, 560, 74, 90, '#1f2a35', { rx: 6 }));
  out.push(rect(1006, 566, 62, 64, '#e8f4fc', { rx: 3 }));
  for (let k = 0; k < 4; k++) out.push(rect(1012, 576 + k * 13, 48 - k * 6, 6, '#2f6fb0', { opacity: 0.7 }));
  out.push(thermometerIcon(920, 300, 1.3, '#e04848'));
  for (let i = 0; i < 3; i++) out.push(box(1300 + i * 110, 720, 104, 90, '#ffffff', { cross: C.teal, label: true }));
  out.push(snowflake(-300, 300, 1.2, '#9fd3ff'));
  return out.join('');
}

export function dangerousGoods(ctx) {
  const out = [interiorBg(ctx, { wall: ['#eef1f4', '#d4dbe2'], floorY: 540 })];
  // segregation floor
  out.push(rect(-200, 560, 1500, 240, '#8c98a4'));
  const stripes = [];
  for (let x = -200; x < 1300; x += 40) stripes.push(poly([[x, 556], [x + 20, 556], [x + 40, 576], [x + 20, 576]], '#1b1b1b'));
  out.push(rect(-200, 556, 1500, 20, C.hivis));
  out.push(g(stripes));
  // cage mesh
  out.push(rect(-200, 230, 1500, 330, 'none', { stroke: '#5b6b7b', 'stroke-width': 6 }));
  const mesh = [];
  for (let x = -200; x < 1300; x += 22) mesh.push(line(x, 230, x, 556, '#7b8a99', 1.2));
  for (let y = 230; y < 556; y += 22) mesh.push(line(-200, y, 1300, y, '#7b8a99', 1.2));
  out.push(g(mesh, { opacity: 0.45 }));
  // sign
  out.push(rect(240, 250, 620, 70, '#d8312b', { rx: 6 }));
  out.push(text(268, 296, 'DANGEROUS GOODS  ·  AUTHORISED STAFF ONLY', { 'font-size': 22, 'font-weight': 'bold' }));
  // drums
  for (let i = 0; i < 5; i++) {
    const x = -120 + i * 100;
    const col = i % 2 ? '#2f6fb0' : '#5d6d7e';
    out.push(rect(x, 440, 86, 120, ctx.lin([shade(col, 0.2), col, shade(col, -0.2)], 0, 0, 1, 0), { rx: 8 }));
    out.push(ellipse(x + 43, 440, 43, 8, shade(col, 0.3)));
    out.push(rect(x, 480, 86, 4, shade(col, -0.3)));
    out.push(rect(x, 520, 86, 4, shade(col, -0.3)));
    out.push(hazardDiamond(x + 43, 500, 16, i % 2 ? 'flame' : 'corrosive'));
  }
  // boxes with hazard labels on pallet
  const kinds = ['flame', 'gas', 'misc', 'corrosive', 'flame', 'misc'];
  for (let i = 0; i < 6; i++) {
    const x = 420 + (i % 3) * 130;
    const y = i < 3 ? 700 : 590;
    out.push(box(x, y, 124, 108, '#d9b282'));
    out.push(hazardDiamond(x + 62, y - 54, 30, kinds[i]));
  }
  out.push(rect(410, 700, 400, 12, '#6b4a2f'));
  // cylinders
  for (let i = 0; i < 3; i++) {
    const x = 900 + i * 60;
    out.push(rect(x, 420, 44, 260, ctx.lin(['#3fae62', '#2f8a4c', '#246f3d'], 0, 0, 1, 0), { rx: 20 }));
    out.push(rect(x + 14, 400, 16, 24, '#5d6d7e', { rx: 3 }));
    out.push(hazardDiamond(x + 22, 500, 16, 'gas'));
  }
  // extinguisher & eyewash
  out.push(rect(1130, 560, 40, 100, '#d8312b', { rx: 12 }));
  out.push(rect(1140, 540, 20, 24, '#1b1b1b'));
  out.push(rect(1110, 420, 90, 70, '#2f9e4a', { rx: 6 }));
  out.push(text(1122, 464, 'EYE', { 'font-size': 22, 'font-weight': 'bold' }));
  out.push(person(1090, 800, 330, { skin: SKIN[2], hair: HAIR[0], vest: C.hivisOrange, helmet: '#ffffff', top: '#2b4c6f', arm: 'hold' }));
  out.push(rect(980, 570, 70, 96, '#e8d7b0', { rx: 4, stroke: '#6b4a2f', 'stroke-width': 4 }));
  for (let k = 0; k < 5; k++) out.push(rect(990, 590 + k * 14, 50, 5, '#5d6d7e'));
  return out.join('');
}

export function expressCentre(ctx) {
  const out = [interiorBg(ctx, { wall: ['#e9eff5', '#cfdae4'] })];
  out.push(rect(300, 240, 600, 70, C.navy, { rx: 8 }));
  out.push(text(330, 288, 'HARBOUR EXPRESS CENTRE', { 'font-size': 32, 'font-weight': 'bold' }));
  out.push(rect(300, 306, 600, 6, C.amber));
  // belts
  for (const [y, h] of [[440, 26], [620, 34]]) {
    out.push(rect(X0, y, XW, h, '#2f3b48'));
    out.push(rect(X0, y - 6, XW, 8, '#7b8a99'));
    for (let x = X0; x < X0 + XW; x += 180) out.push(rect(x, y + h, 12, 800, '#4a5867'));
    let x = X0 + 20;
    while (x < X0 + XW) {
      const w = ctx.r(40, 90) * (y > 500 ? 1.3 : 1);
      const hh = ctx.r(30, 60) * (y > 500 ? 1.3 : 1);
      out.push(box(x, y - 6, w, hh, ctx.pick(['#c89a63', '#d9b282', '#e8d2b0', '#ffffff', '#f2ece2']), { label: true }));
      x += w + ctx.r(30, 80);
    }
  }
  // scanning arch
  const ax = 560;
  out.push(rect(ax, 500, 26, 160, '#3a4755'));
  out.push(rect(ax + 200, 500, 26, 160, '#3a4755'));
  out.push(rect(ax - 10, 480, 246, 30, C.teal, { rx: 6 }));
  out.push(text(ax + 60, 502, 'SCAN', { 'font-size': 18, 'font-weight': 'bold' }));
  for (let k = 0; k < 5; k++) out.push(line(ax + 30 + k * 42, 510, ax + 20 + k * 46, 612, '#ff4a4a', 2, { opacity: 0.7 }));
  out.push(rect(ax + 26, 510, 174, 110, '#ff4a4a', { opacity: 0.08 }));
  // chutes
  for (const x of [-300, 1100, 1500]) out.push(poly([[x, 660], [x + 120, 660], [x + 190, 780], [x + 40, 780]], '#9aa8b6'));
  out.push(worker(ctx, 1000, 800, 230, { arm: 'hold', helmet: false, hairStyle: 'short', vest: C.hivis }));
  out.push(worker(ctx, 200, 800, 220, { arm: 'point', helmet: false, hairStyle: 'bun', vest: C.hivisOrange }));
  return out.join('');
}

function horse(x, y, s = 1) {
  const body = '#8b5a2b';
  const dark = '#5c3a1c';
  const out = [];
  out.push(path('M0,0 C4,-60 22,-112 52,-142 L60,-166 L70,-184 L76,-160 C104,-152 132,-124 152,-98 C162,-84 160,-68 147,-63 C130,-58 110,-64 98,-72 C88,-58 82,-30 80,0 Z', body));
  out.push(path('M0,0 C4,-60 22,-112 52,-142 L58,-150 C44,-110 30,-60 26,0 Z', dark));
  out.push(path('M52,-142 L44,-170 L60,-160 Z', body));
  out.push(ellipse(148, -78, 6, 4, '#3b2416'));
  out.push(circle(96, -126, 6, '#1b120b'));
  out.push(circle(98, -128, 2, '#ffffff'));
  out.push(path('M100,-140 C112,-118 124,-102 130,-92', 'none', { stroke: '#f1e6d6', 'stroke-width': 10, 'stroke-linecap': 'round' }));
  out.push(path('M76,-156 L100,-70 M92,-110 L150,-94', 'none', { stroke: C.amber, 'stroke-width': 6 }));
  return g(out, { transform: `translate(${f(x)} ${f(y)}) scale(${f(s)})` });
}

export function livestock(ctx) {
  const out = [interiorBg(ctx, { wall: ['#f1ebe1', '#dccfbd'], floor: ['#b9ad9c', '#978a78', '#7b705f'] })];
  out.push(rect(760, 250, 420, 60, C.teal, { rx: 8 }));
  out.push(text(790, 292, 'LIVE ANIMAL CENTRE', { 'font-size': 30, 'font-weight': 'bold' }));
  // jet stall
  const sx = 120;
  const sy = 720;
  out.push(ellipse(sx + 300, sy + 6, 340, 16, '#000', { opacity: 0.18 }));
  out.push(horse(sx + 290, sy - 250, 1.5));
  out.push(rect(sx, sy - 430, 600, 20, '#9aa8b6', { rx: 4 }));
  out.push(rect(sx, sy - 430, 16, 430, '#8a98a6'));
  out.push(rect(sx + 584, sy - 430, 16, 430, '#8a98a6'));
  out.push(rect(sx, sy - 260, 600, 260, ctx.lin(['#d6dde4', '#aab6c2'])));
  for (let x = sx + 30; x < sx + 600; x += 60) out.push(rect(x, sy - 250, 6, 240, '#ffffff', { opacity: 0.5 }));
  out.push(rect(sx, sy - 270, 600, 16, C.navy));
  out.push(rect(sx + 40, sy - 220, 140, 40, '#ffffff', { rx: 4 }));
  out.push(text(sx + 52, sy - 192, 'THIS WAY UP', { 'font-size': 16, 'font-weight': 'bold', fill: C.navy }));
  out.push(rect(sx, sy - 20, 600, 20, '#4b5a6a'));
  // hay bales
  for (const [x, y] of [[-420, 720], [-260, 720], [-340, 640]]) {
    out.push(rect(x, y - 80, 150, 80, '#e2c36b', { rx: 8 }));
    for (let k = 0; k < 6; k++) out.push(line(x + 10 + k * 24, y - 76, x + 4 + k * 24, y - 4, '#c9a84f', 2));
    out.push(rect(x + 30, y - 80, 6, 80, '#a0522d'));
    out.push(rect(x + 114, y - 80, 6, 80, '#a0522d'));
  }
  // pet crate
  const cx = 900;
  out.push(rect(cx, 560, 220, 160, '#f4f7fa', { rx: 14, stroke: '#9aa8b6', 'stroke-width': 4 }));
  out.push(rect(cx + 30, 590, 120, 100, '#3a4755', { rx: 6 }));
  for (let x = cx + 40; x < cx + 150; x += 18) out.push(rect(x, 590, 5, 100, '#c9d4de'));
  out.push(circle(cx + 185, 610, 18, C.amber));
  out.push(circle(cx + 185, 614, 6, '#ffffff'));
  for (const [dx, dy] of [[-8, -5], [0, -9], [8, -5]]) out.push(circle(cx + 185 + dx, 610 + dy, 3, '#ffffff'));
  out.push(person(820, 790, 280, { skin: SKIN[4], hair: HAIR[0], top: C.teal, pants: '#3b3f46', arm: 'point', helmet: false, hairStyle: 'short', logo: true }));
  return out.join('');
}

export function teamOperations(ctx, o = {}) {
  const kind = o.kind || 'day';
  const hz = 440;
  const out = [sky(ctx, kind, hz), clouds(ctx, 6, 60, 240), hills(ctx, hz, kind)];
  out.push(rect(X0, hz, XW, 400, ctx.linU(['#a9b6c2', '#6e7d8b'], 0, hz, 0, 800)));
  // big aircraft nose behind the team
  out.push(path('M-200,470 C-200,300 80,230 400,226 L1900,226 L1900,470 Z', ctx.linU(['#ffffff', '#dfe6ee'], 0, 226, 0, 470)));
  out.push(path('M-200,470 C-190,420 0,420 200,420 L1900,420 L1900,470 Z', C.navy));
  out.push(path('M-160,360 C200,350 800,346 1900,340 L1900,350 C800,356 200,362 -158,372 Z', C.amber));
  out.push(path('M-60,300 C-20,270 40,256 120,250 L130,290 L-30,310 Z', '#1c2d40'));
  out.push(rect(900, 240, 200, 150, 'none', { stroke: '#b7c3cf', 'stroke-width': 3, rx: 6 }));
  for (let i = 0; i < 5; i++) out.push(dolly(ctx, -600 + i * 600, 480, 200));
  const team = [
    { x: 160, top: '#24415f', vest: C.hivisOrange, arm: 'down', hairStyle: 'short' },
    { x: 360, top: '#24415f', vest: C.hivis, arm: 'hold', hairStyle: 'long' },
    { x: 560, top: C.navy, vest: C.hivis, arm: 'up', hairStyle: 'short' },
    { x: 760, top: '#24415f', vest: C.hivisOrange, arm: 'down', hairStyle: 'bun' },
    { x: 960, top: '#24415f', vest: C.hivis, arm: 'point', hairStyle: 'short' },
    { x: -40, top: '#24415f', vest: C.hivis, arm: 'down', hairStyle: 'long' },
    { x: 1160, top: C.navy, vest: C.hivisOrange, arm: 'hold', hairStyle: 'short' },
  ];
  team.forEach((m, i) => {
    out.push(person(m.x, 760 + (i % 2) * 20, 380 + (i % 3) * 14, { skin: SKIN[(i * 2 + 1) % SKIN.length], hair: HAIR[i % 4], top: m.top, pants: '#26303b', vest: m.vest, helmet: i % 3 === 0 ? '#ffffff' : false, hairStyle: m.hairStyle, arm: m.arm, logo: true }));
  });
  return out.join('');
}

export function teamTraining(ctx) {
  const out = [interiorBg(ctx, {})];
  out.push(uld(ctx, 560, 620, 330, 290, { color: C.teal }));
  out.push(pallet(ctx, 920, 620, 360, 220));
  out.push(rect(900, 620, 400, 14, '#4b5a6a'));
  // whiteboard
  out.push(rect(-60, 250, 380, 240, '#ffffff', { stroke: '#7b8a99', 'stroke-width': 8, rx: 6 }));
  out.push(rect(110, 490, 8, 150, '#7b8a99'));
  out.push(path('M-20,440 L40,320 L100,440 Z M140,440 L140,340 L240,340 L280,380 L280,440 Z', 'none', { stroke: C.navy, 'stroke-width': 4 }));
  out.push(text(-20, 290, 'ULD BUILD-UP: CONTOUR CHECK', { 'font-size': 16, 'font-weight': 'bold', fill: C.navy }));
  out.push(line(0, 470, 260, 470, '#d8312b', 3));
  // instructor
  out.push(person(420, 780, 330, { skin: SKIN[1], hair: HAIR[1], top: C.navy, pants: '#26303b', arm: 'point', armL: 'down', hairStyle: 'bun', logo: true }));
  // trainees from behind
  const tx = [-380, -120, 140, 720, 1000, 1300];
  tx.forEach((x, i) => {
    out.push(person(x, 860, 400 + (i % 2) * 20, { back: true, skin: SKIN[(i * 3) % SKIN.length], hair: HAIR[i % 5], top: '#3a5f86', vest: i % 2 ? C.hivis : C.hivisOrange, helmet: i % 2 === 0 ? '#ffffff' : false, hairStyle: i % 3 === 1 ? 'long' : 'short' }));
  });
  return out.join('');
}

export function trainingClassroom(ctx) {
  const out = [rect(X0, -10, XW, 830, ctx.linU(['#f3f1ec', '#e4e0d8'], 0, 0, 0, 560))];
  out.push(rect(X0, 540, XW, 300, ctx.linU(['#c6b79d', '#a99878'], 0, 540, 0, 800)));
  // windows
  for (const x of [-600, 1320]) {
    out.push(rect(x, 110, 340, 330, ctx.linU(['#7fb8e6', '#cfe8f7'], 0, 110, 0, 440)));
    out.push(rect(x, 270, 340, 8, '#ffffff'));
    out.push(rect(x + 166, 110, 8, 330, '#ffffff'));
    out.push(rect(x, 110, 340, 330, 'none', { stroke: '#ffffff', 'stroke-width': 12 }));
  }
  // screen with slide
  out.push(rect(250, 90, 700, 390, '#1f2a35', { rx: 8 }));
  out.push(rect(262, 102, 676, 366, '#ffffff'));
  out.push(rect(262, 102, 676, 70, C.navy));
  out.push(text(290, 148, 'Module 4: Acceptance Checklist', { 'font-size': 28, 'font-weight': 'bold' }));
  out.push(hazardDiamond(360, 280, 60, 'flame'));
  out.push(hazardDiamond(500, 280, 60, 'gas'));
  out.push(hazardDiamond(640, 280, 60, 'misc'));
  for (let k = 0; k < 4; k++) out.push(rect(720, 220 + k * 36, 180 - k * 20, 14, '#9fb1c2'));
  out.push(text(290, 440, 'Harbour Academy  ·  IATA Authorized Training Centre', { 'font-size': 17, fill: C.teal, 'font-weight': 'bold' }));
  // instructor
  out.push(person(1080, 560, 330, { skin: SKIN[3], hair: HAIR[0], top: '#ffffff', pants: '#2b3440', arm: 'point', flip: true, hairStyle: 'short', tie: C.navy }));
  // rows of trainees
  const rows = [[600, 0.8], [720, 1.0], [850, 1.25]];
  rows.forEach(([y, sc], ri) => {
    for (let i = -3; i < 8; i++) {
      const x = 600 + (i - 2) * 250 * sc + (ri % 2) * 90;
      const k = (i + 3 + ri * 5) % SKIN.length;
      out.push(bust(x, y + 4, 150 * sc, { skin: SKIN[k], hair: HAIR[(k + ri) % HAIR.length], top: ['#3a5f86', '#8a4f6e', '#2f6f5e', '#5d6d7e', '#b0643a'][(i + 10 + ri) % 5], hairStyle: (i + ri) % 3 === 0 ? 'long' : (i + ri) % 3 === 1 ? 'short' : 'bun' }));
    }
    out.push(rect(X0, y, XW, 26 * sc, '#f2ece2'));
    out.push(rect(X0, y + 26 * sc, XW, 60 * sc, '#b9a888'));
    for (let i = -3; i < 8; i++) {
      const x = 600 + (i - 2) * 250 * sc + (ri % 2) * 90;
      out.push(rect(x - 50 * sc, y - 8 * sc, 70 * sc, 10 * sc, '#ffffff', { opacity: 0.9 }));
    }
  });
  return out.join('');
}

export function community(ctx, o = {}) {
  const kind = o.kind || 'day';
  const hz = 470;
  const out = [sky(ctx, kind, hz), clouds(ctx, 6, 60, 250), hills(ctx, hz, kind)];
  out.push(rect(X0, hz, XW, 400, ctx.linU(['#8cc079', '#5f9e5a', '#4d8a4b'], 0, hz, 0, 800)));
  for (let x = X0; x < X0 + XW; x += ctx.r(80, 140)) out.push(tree(ctx, x, hz + 30 + ctx.r(0, 20), ctx.r(0.7, 1.1), { color: ctx.pick(['#4f9a55', '#5fa85e', '#3f8a4f']) }));
  // banner
  out.push(rect(620, 330, 8, 220, '#6b4a2f'));
  out.push(rect(1020, 330, 8, 220, '#6b4a2f'));
  out.push(rect(620, 340, 408, 80, C.teal, { rx: 6 }));
  out.push(text(644, 392, 'HACTL TREE PLANTING DAY', { 'font-size': 28, 'font-weight': 'bold' }));
  // soil mounds and saplings
  const sap = (x, y, s) => g([ellipse(x, y, 60 * s, 16 * s, '#7a5232'), line(x, y, x, y - 70 * s, '#6b4a2f', 5 * s), ellipse(x - 16 * s, y - 60 * s, 20 * s, 10 * s, '#5fb04f', { transform: `rotate(-30 ${f(x - 16 * s)} ${f(y - 60 * s)})` }), ellipse(x + 16 * s, y - 72 * s, 20 * s, 10 * s, '#6fc25e', { transform: `rotate(30 ${f(x + 16 * s)} ${f(y - 72 * s)})` })]);
  out.push(sap(140, 640, 1.1));
  out.push(sap(1320, 620, 1.0));
  out.push(sap(-300, 650, 1.1));
  out.push(sap(620, 770, 1.4));
  const vol = { top: C.teal, pants: '#2f3b48', helmet: false, logo: true };
  out.push(person(360, 780, 330, { ...vol, skin: SKIN[1], hair: HAIR[0], hairStyle: 'long', arm: 'hold' }));
  // shovel
  out.push(line(440, 520, 500, 780, '#6b4a2f', 8));
  out.push(path('M486,760 L520,760 L516,800 L492,800 Z', '#8a98a6'));
  out.push(person(820, 790, 340, { ...vol, skin: SKIN[4], hair: HAIR[0], hairStyle: 'short', arm: 'point' }));
  out.push(person(1060, 780, 240, { ...vol, skin: SKIN[2], hair: HAIR[2], hairStyle: 'bun', arm: 'hold' }));
  out.push(person(-60, 790, 320, { ...vol, skin: SKIN[3], hair: HAIR[1], hairStyle: 'short', arm: 'hold' }));
  // watering can
  out.push(path('M1100,700 L1160,700 L1170,760 L1090,760 Z', C.amber));
  out.push(line(1160, 720, 1210, 690, C.amber, 8));
  out.push(person(1500, 790, 330, { ...vol, skin: SKIN[0], hair: HAIR[3], hairStyle: 'long', arm: 'up' }));
  return out.join('');
}

export function documentation(ctx) {
  const out = [rect(X0, -10, XW, 830, ctx.linU(['#2f5d86', '#1f4466'], 0, 0, 1200, 800))];
  for (let x = X0; x < X0 + XW; x += 40) out.push(line(x, -10, x + 400, 820, '#ffffff', 1, { opacity: 0.03 }));
  // air waybill
  const doc = (x, y, w, h, rot, title) => {
    const d = [rect(8, 10, w, h, '#000', { opacity: 0.2, rx: 4 }), rect(0, 0, w, h, '#fbfcfd', { rx: 4 })];
    d.push(rect(0, 0, w, 56, '#e8f1f8'));
    d.push(text(20, 36, title, { 'font-size': 22, 'font-weight': 'bold', fill: C.navy }));
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 3; c++) d.push(rect(20 + (c * (w - 40)) / 3, 76 + r * ((h - 110) / 9), (w - 40) / 3 - 8, (h - 110) / 9 - 8, 'none', { stroke: '#b7c8d8', 'stroke-width': 1.5 }));
      d.push(rect(28, 86 + r * ((h - 110) / 9), (w - 60) * (0.12 + ((r * 7) % 5) / 20), 6, '#7b8a99', { opacity: 0.6 }));
    }
    return g(d, { transform: `translate(${x} ${y}) rotate(${rot})` });
  };
  out.push(doc(60, 90, 460, 600, -6, 'AIR WAYBILL  160-2753 0188'));
  out.push(doc(470, 170, 400, 520, 7, 'CARGO DELIVERY ORDER'));
  // stamp
  out.push(g([circle(0, 0, 66, 'none', { stroke: '#c0392b', 'stroke-width': 6 }), circle(0, 0, 53, 'none', { stroke: '#c0392b', 'stroke-width': 2 }), text(-50, 8, 'RECEIVED', { 'font-size': 19, 'font-weight': 'bold', fill: '#c0392b' })], { transform: 'translate(400 580) rotate(-14)', opacity: 0.85 }));
  // laptop
  out.push(g([rect(0, 0, 440, 290, '#1f2a35', { rx: 16 }), rect(14, 14, 412, 262, '#e8f4fc', { rx: 6 }), rect(14, 14, 412, 40, C.navy), text(28, 42, 'e-Booking · Cargo acceptance', { 'font-size': 17, 'font-weight': 'bold' }), rect(36, 76, 180, 18, '#b7c8d8'), rect(36, 108, 360, 18, '#b7c8d8'), rect(36, 140, 260, 18, '#b7c8d8'), rect(36, 214, 130, 38, C.amber, { rx: 6 }), text(58, 240, 'SUBMIT', { 'font-size': 17, 'font-weight': 'bold' }), rect(-20, 290, 480, 28, '#3a4755', { rx: 8 })], { transform: 'translate(900 110) rotate(5)' }));
  // coffee & pen & glasses
  out.push(circle(-120, 180, 80, '#f4f7fa'));
  out.push(circle(-120, 180, 62, '#6b3f1f'));
  out.push(circle(-130, 170, 20, '#8a5a32', { opacity: 0.6 }));
  out.push(path('M-42,170 Q0,180 -42,206', 'none', { stroke: '#f4f7fa', 'stroke-width': 16 }));
  out.push(g([rect(0, 0, 300, 18, C.navy, { rx: 9 }), poly([[300, 0], [330, 9], [300, 18]], '#d7c7a4'), rect(40, -4, 80, 6, '#c9d4de')], { transform: 'translate(560 720) rotate(-16)' }));
  out.push(g([circle(0, 0, 40, 'none', { stroke: '#1f2a35', 'stroke-width': 6 }), circle(100, 0, 40, 'none', { stroke: '#1f2a35', 'stroke-width': 6 }), line(40, 0, 60, 0, '#1f2a35', 6)], { transform: 'translate(-260 520) rotate(12)' }));
  // tablet with barcode
  const bars = [];
  for (let i = 0; i < 34; i++) bars.push(rect(30 + i * 7, 60, i % 3 === 0 ? 4 : 2, 90, '#1f2a35'));
  out.push(g([rect(0, 0, 300, 220, '#1f2a35', { rx: 16 }), rect(12, 12, 276, 196, '#ffffff', { rx: 8 }), ...bars, text(40, 180, '160 2753 0188', { 'font-size': 18, fill: '#1f2a35' })], { transform: 'translate(940 520) rotate(-8)' }));
  out.push(g([rect(0, 0, 260, 340, '#fbfcfd', { rx: 4 }), rect(0, 0, 260, 44, '#fff1cc'), text(16, 30, 'DG CHECKLIST', { 'font-size': 18, 'font-weight': 'bold', fill: C.navy }), ...[0, 1, 2, 3, 4, 5].map((k) => rect(16, 70 + k * 42, 22, 22, 'none', { stroke: C.teal, 'stroke-width': 3 })), ...[0, 1, 2, 3, 4, 5].map((k) => rect(50, 76 + k * 42, 150 - (k % 3) * 20, 10, '#9fb1c2'))], { transform: 'translate(1320 140) rotate(-5)' }));
  return out.join('');
}

export function customerService(ctx) {
  const out = [rect(X0, -10, XW, 830, ctx.linU(['#eef3f8', '#dbe5ee'], 0, 0, 0, 600))];
  out.push(rect(X0, 580, XW, 260, ctx.linU(['#c9d3dc', '#a9b6c2'], 0, 580, 0, 800)));
  // windows
  out.push(rect(X0, 60, XW, 200, ctx.linU(['#8fc3ea', '#d8eefb'], 0, 60, 0, 260)));
  for (let x = X0; x < X0 + XW; x += 110) out.push(rect(x, 60, 6, 200, '#ffffff'));
  out.push(rect(X0, 250, XW, 20, '#ffffff'));
  // overhead sign
  out.push(rect(150, 290, 640, 66, C.navy, { rx: 8 }));
  out.push(text(182, 335, 'CUSTOMER SERVICE CENTRE', { 'font-size': 32, 'font-weight': 'bold' }));
  // queue display
  out.push(rect(850, 290, 250, 116, '#0b1f36', { rx: 8 }));
  out.push(text(870, 334, 'A023 → 2', { 'font-size': 32, 'font-weight': 'bold', fill: '#7df0c8' }));
  out.push(text(870, 384, 'A024 → 4', { 'font-size': 26, fill: '#ffffff', opacity: 0.8 }));
  // staff behind counter
  const staff = [[140, 1, 'short', C.navy, C.amber], [560, 2, 'bun', C.teal, false], [980, 4, 'short', C.navy, C.teal], [-280, 0, 'long', C.teal, false], [1400, 3, 'long', C.navy, false]];
  for (const [x, k, hs, top, tie] of staff) {
    out.push(rect(x + 80, 520, 130, 84, '#1f2a35', { rx: 6 }));
    out.push(rect(x + 86, 526, 118, 70, '#2f6fb0', { opacity: 0.6 }));
    out.push(person(x, 740, 320, { skin: SKIN[k], hair: HAIR[k % 4], hairStyle: hs, top, tie: tie || '#ffffff', arm: 'hold', shadow: false, logo: true }));
  }
  // counter
  out.push(rect(X0, 600, XW, 200, ctx.linU(['#ffffff', '#dfe6ee'], 0, 600, 0, 800)));
  out.push(rect(X0, 592, XW, 16, '#c9d4de'));
  out.push(rect(X0, 660, XW, 8, C.amber));
  for (let x = -280; x < 1800; x += 360) {
    out.push(rect(x, 690, 60, 40, C.navy, { rx: 6 }));
    out.push(text(x + 22, 718, String(Math.round((x + 640) / 360)), { 'font-size': 22, 'font-weight': 'bold' }));
  }
  // customer from behind
  out.push(bust(330, 830, 250, { skin: SKIN[2], hair: HAIR[0], top: '#8a4f6e', hairStyle: 'long' }));
  out.push(bust(820, 840, 270, { skin: SKIN[5], hair: HAIR[0], top: '#3a4755', hairStyle: 'short' }));
  // plant
  out.push(rect(-520, 650, 100, 120, '#e6dccb', { rx: 8 }));
  out.push(circle(-470, 600, 70, '#4f9a55'));
  out.push(circle(-510, 560, 40, '#5fa85e'));
  return out.join('');
}
