// Reusable flat-illustration parts (skies, buildings, aircraft, ground equipment, people).
// All parts return SVG strings and draw in the scene's logical space (nominal 1200x800,
// backgrounds extend from x=-600 to x=1800 so wider or narrower crops stay filled).
import { C, mix, shade, rect, circle, ellipse, path, line, poly, g, text, tr, f } from './util.mjs';

export const X0 = -700;
export const XW = 2600;

// ---- sky & landscape ------------------------------------------------------------
export const SKIES = {
  day: ['#2f7fc4', '#6fb2e4', '#bfe0f5', '#e6f3fb'],
  dawn: ['#41669e', '#8c97c0', '#e9b79f', '#fbdcb7'],
  dusk: ['#0b2f57', '#2f5688', '#a7708d', '#ec9a5a', '#ffd08a'],
  night: ['#030c1a', '#0a2443', '#15406d', '#24598c'],
  soft: ['#a9cfe9', '#d8ecf8', '#f1f8fc'],
};

export function sky(ctx, kind = 'day', horizon = 520, o = {}) {
  const out = [rect(X0, -10, XW, horizon + 20, ctx.linU(SKIES[kind], 0, 0, 0, horizon))];
  const sunX = o.sunX ?? (kind === 'dusk' ? 860 : kind === 'dawn' ? 320 : 980);
  if (kind === 'day') {
    out.push(circle(sunX, 130, 260, ctx.radU([[0, '#fff7d6', 0.55], [1, '#fff7d6', 0]], sunX, 130, 260)));
    out.push(circle(sunX, 130, 46, '#fff6cf'));
  } else if (kind === 'dusk' || kind === 'dawn') {
    const sy = horizon - (kind === 'dusk' ? 70 : 110);
    out.push(circle(sunX, sy, 420, ctx.radU([[0, '#ffe1a1', 0.75], [0.4, '#ffb870', 0.25], [1, '#ffb870', 0]], sunX, sy, 420)));
    out.push(circle(sunX, sy, 58, kind === 'dusk' ? '#ffd089' : '#fff0cf'));
  } else if (kind === 'night') {
    for (let i = 0; i < 140; i++) {
      const x = ctx.r(X0, X0 + XW);
      const y = ctx.r(0, horizon - 80);
      out.push(circle(x, y, ctx.r(0.6, 1.8), '#ffffff', { opacity: f(ctx.r(0.25, 0.9)) }));
    }
    const mx = o.moonX ?? 960;
    out.push(circle(mx, 120, 140, ctx.radU([[0, '#dfe9ff', 0.3], [1, '#dfe9ff', 0]], mx, 120, 140)));
    out.push(circle(mx, 120, 34, '#f4f1de'));
    out.push(circle(mx + 14, 112, 30, SKIES.night[0], { opacity: 0.0 }));
  }
  return out.join('');
}

export function cloud(x, y, s, fill = '#ffffff', op = 0.9) {
  const d = `M${f(x - 70 * s)},${f(y)} C${f(x - 80 * s)},${f(y - 26 * s)} ${f(x - 48 * s)},${f(y - 38 * s)} ${f(x - 28 * s)},${f(y - 26 * s)}
    C${f(x - 22 * s)},${f(y - 58 * s)} ${f(x + 22 * s)},${f(y - 62 * s)} ${f(x + 30 * s)},${f(y - 32 * s)}
    C${f(x + 52 * s)},${f(y - 44 * s)} ${f(x + 80 * s)},${f(y - 26 * s)} ${f(x + 74 * s)},${f(y)} Z`;
  return path(d, fill, { opacity: op });
}

export function clouds(ctx, n, y0, y1, o = {}) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const x = X0 + ((i + ctx.r(0.1, 0.9)) * XW) / n;
    out.push(cloud(x, ctx.r(y0, y1), ctx.r(0.6, 1.5) * (o.scale || 1), o.fill || '#ffffff', o.op ?? ctx.r(0.55, 0.9)));
  }
  return out.join('');
}

/** Two layers of Lantau-style hills on the horizon, plus a strip of sea. */
export function hills(ctx, horizon, kind = 'day', k = 1) {
  const farC = { day: '#8fb4d0', dawn: '#9a9bb8', dusk: '#5e5a80', night: '#0e2947', soft: '#b7d2e4' }[kind];
  const nearC = { day: '#6d99b8', dawn: '#7c7f9f', dusk: '#433f66', night: '#0a1f38', soft: '#9fc0d8' }[kind];
  const layer = (base, amp, step, col) => {
    let d = `M${X0},${horizon + 2}`;
    let x = X0;
    let y = horizon - ctx.r(0.2, 0.6) * amp;
    d += ` L${x},${f(y)}`;
    while (x < X0 + XW) {
      const nx = x + step * ctx.r(0.6, 1.4);
      const ny = horizon - base - ctx.r(0.1, 1) * amp;
      d += ` Q${f((x + nx) / 2)},${f(Math.min(y, ny) - ctx.r(0, amp * 0.35))} ${f(nx)},${f(ny)}`;
      x = nx;
      y = ny;
    }
    d += ` L${X0 + XW},${horizon + 2} Z`;
    return path(d, col);
  };
  return layer(40 * k, 120 * k, 170, farC) + layer(10 * k, 60 * k, 130, nearC);
}

export function ground(ctx, horizon, kind = 'day', o = {}) {
  const cols = {
    day: ['#a9b6c2', '#8796a4', '#6e7d8b'],
    dawn: ['#b3aab0', '#8f8e9a', '#6d7482'],
    dusk: ['#8a7f88', '#5e6270', '#454b59'],
    night: ['#1d2c3e', '#162333', '#0e1825'],
    soft: ['#c9d3dc', '#aebbc7', '#95a4b2'],
  }[kind];
  const out = [rect(X0, horizon, XW, 820 - horizon, ctx.linU(cols, 0, horizon, 0, 800))];
  const vx = o.vx ?? 600;
  // concrete slab joints in perspective
  for (let i = -14; i <= 14; i++) {
    out.push(line(vx + i * 40, horizon, vx + i * 260, 820, '#ffffff', 1.2, { opacity: 0.08 }));
  }
  for (let k = 1; k < 8; k++) {
    const y = horizon + (820 - horizon) * Math.pow(k / 8, 1.8);
    out.push(line(X0, y, X0 + XW, y, '#ffffff', 1, { opacity: 0.07 }));
  }
  if (o.markings !== false) {
    const yl = kind === 'night' ? '#c9a33a' : '#f1c232';
    out.push(path(`M${vx - 30},${horizon} Q${vx - 120},${horizon + 140} ${vx - 620},820`, 'none', { stroke: yl, 'stroke-width': 5, opacity: 0.85 }));
    out.push(path(`M${vx + 70},${horizon} Q${vx + 240},${horizon + 160} ${vx + 980},820`, 'none', { stroke: yl, 'stroke-width': 4, opacity: 0.6 }));
  }
  return out.join('');
}

// ---- buildings -------------------------------------------------------------------
/** Long cargo terminal building, base at y, seen slightly from the left. */
export function terminal(ctx, x, y, w, h, o = {}) {
  const night = o.night;
  const depth = o.depth ?? 70;
  const dy = depth * 0.28;
  const out = [];
  // roof top & side for depth
  out.push(poly([[x, y - h], [x + depth, y - h - dy], [x + w + depth, y - h - dy], [x + w, y - h]], night ? '#1b3552' : '#8fa3b6'));
  out.push(poly([[x + w, y], [x + w + depth, y - dy], [x + w + depth, y - h - dy], [x + w, y - h]], night ? '#0f243d' : '#7f93a7'));
  // facade
  out.push(rect(x, y - h, w, h, ctx.linU(night ? ['#2a4663', '#1a3048'] : ['#edf2f7', '#c4d1dd'], 0, y - h, 0, y)));
  // roof band with shallow vaults
  const band = h * 0.09;
  let d = `M${f(x - 6)},${f(y - h + band)} L${f(x - 6)},${f(y - h)}`;
  const n = Math.max(3, Math.round(w / 160));
  for (let i = 0; i < n; i++) {
    const a = x + (i * w) / n;
    const b = x + ((i + 1) * w) / n;
    d += ` Q${f((a + b) / 2)},${f(y - h - band * 1.4)} ${f(b)},${f(y - h)}`;
  }
  d += ` L${f(x + w + 6)},${f(y - h + band)} Z`;
  out.push(path(d, night ? '#0b2440' : C.navy));
  // glazing band
  const gy = y - h + band + h * 0.06;
  const gh = h * 0.3;
  out.push(rect(x + 8, gy, w - 16, gh, night ? ctx.linU(['#ffe2a0', '#f3b95a'], 0, gy, 0, gy + gh) : ctx.linU(['#4f86b4', '#9cc6e6', '#6aa0c9'], x, gy, x + w, gy + gh)));
  for (let mx = x + 8; mx < x + w - 8; mx += 34) out.push(rect(mx, gy, 3, gh, night ? '#c98d3a' : '#dbe9f5', { opacity: night ? 0.6 : 0.7 }));
  out.push(rect(x + 8, gy + gh * 0.52, w - 16, 3, night ? '#c98d3a' : '#dbe9f5', { opacity: 0.7 }));
  // sign
  if (o.sign !== false) {
    const sw = Math.min(300, w * 0.32);
    const sx = x + w * (o.signAt ?? 0.08);
    const sh = gh * 0.62;
    out.push(rect(sx, gy + gh * 0.19, sw, sh, night ? '#06203c' : C.navy, { rx: 4 }));
    out.push(text(sx + sw * 0.07, gy + gh * 0.19 + sh * 0.7, 'HACTL', { 'font-size': f(sh * 0.62), 'font-weight': 'bold', fill: '#fff', 'letter-spacing': 2 }));
    out.push(circle(sx + sw * 0.86, gy + gh * 0.19 + sh * 0.5, sh * 0.24, C.amber));
    if (o.subSign !== false && w > 500) {
      out.push(text(x + w * (o.subAt ?? 0.56), gy + gh * 0.68, 'SUPERTERMINAL 2', { 'font-size': f(gh * 0.3), 'font-weight': 'bold', fill: night ? '#fff3d6' : C.navy, opacity: 0.92 }));
    }
  }
  // lower level: cargo doors
  const dyTop = gy + gh + h * 0.1;
  const doorH = y - dyTop;
  out.push(rect(x, dyTop - 8, w, 6, night ? '#0c1f33' : '#9fb1c2'));
  const dw = o.doorW ?? 62;
  for (let dx = x + 24; dx + dw < x + w - 16; dx += dw + 30) {
    out.push(rect(dx, dyTop + 6, dw, doorH - 6, night ? '#31465c' : '#8fa1b2'));
    for (let k = dyTop + 12; k < y; k += 7) out.push(rect(dx, k, dw, 1.5, night ? '#253a50' : '#7b8ea0'));
    if (night) out.push(rect(dx + dw * 0.3, dyTop - 4, dw * 0.4, 3, '#ffe6a6'));
  }
  return g(out);
}

/** Rectangular office tower with a grid of windows. */
export function tower(ctx, x, y, w, h, o = {}) {
  const night = o.night;
  const out = [rect(x, y - h, w, h, ctx.linU(night ? ['#20405f', '#142b44'] : ['#dfe8f1', '#b6c6d6'], x, 0, x + w, 0))];
  const cols = Math.max(2, Math.floor(w / 22));
  const rows = Math.max(2, Math.floor(h / 24));
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows - 1; j++) {
      const lit = night ? ctx.rand() < 0.55 : false;
      out.push(rect(x + 6 + (i * (w - 12)) / cols, y - h + 10 + j * 24, (w - 12) / cols - 5, 14, night ? (lit ? '#ffd98a' : '#294766') : '#6d9cc4', { opacity: night ? 1 : 0.85 }));
    }
  }
  return g(out);
}

// ---- aircraft --------------------------------------------------------------------
/**
 * Side view freighter, nose to the left. Local units: length ~720, ground at y=155.
 * Place with x,y = position of the ground point under the nose; s = scale; flip to face right.
 */
export function aircraft(ctx, x, y, s = 1, o = {}) {
  const night = o.night;
  const body = ctx.lin(night ? ['#c9d3de', '#8e9bab', '#6a7788'] : ['#ffffff', '#eef2f6', '#c9d3dd']);
  const tail = o.tail || C.navy;
  const out = [];
  out.push(ellipse(380, 158, 360, 12, '#000', { opacity: 0.18 }));
  // far wing hint & stabiliser
  out.push(poly([[300, 70], [420, 72], [520, 36], [500, 34]], night ? '#6f7d8e' : '#b6c2cf'));
  // fin
  out.push(poly([[550, 26], [632, -96], [676, -96], [702, 40]], ctx.lin([shade(tail, 0.12), tail], 0, 0, 1, 1)));
  out.push(path('M604,-30 Q640,-70 676,-70 L670,-46 Q640,-46 612,-18 Z', C.amber, { opacity: 0.95 }));
  // fuselage
  const fus =
    'M18,96 C2,84 4,58 34,44 C58,31 92,24 140,22 L560,22 C610,22 660,30 712,40 L716,50 C680,62 620,92 560,108 L120,110 C70,110 34,106 18,96 Z';
  out.push(path(fus, body));
  out.push(path('M22,98 C60,108 90,110 120,110 L560,108 C600,98 640,80 690,58 L680,76 C630,96 600,108 560,114 L120,116 C80,116 40,110 22,98 Z', night ? '#3a4a5e' : shade(tail, 0.05), { opacity: 0.9 }));
  out.push(path('M26,74 C200,70 500,64 706,46 L707,50 C500,70 200,78 28,80 Z', C.amber));
  // cockpit
  out.push(path('M44,46 C56,38 72,33 92,31 L94,42 L52,50 Z', night ? '#ffe6a6' : '#1c2d40'));
  // near stabiliser
  out.push(poly([[632, 50], [690, 46], [740, 72], [716, 74]], night ? '#8090a2' : '#d7dfe8'));
  // main deck cargo door (open)
  if (o.doorOpen) {
    out.push(rect(470, 30, 86, 70, night ? '#ffdf9a' : '#24384e', { rx: 4 }));
    out.push(rect(474, 34, 78, 62, ctx.lin(night ? ['#fff1c9', '#e9b75c'] : ['#3d5670', '#1b2a3a']), { rx: 3 }));
    out.push(poly([[468, 30], [558, 30], [552, -34], [476, -34]], ctx.lin(['#dfe6ee', '#f8fafc'])));
    out.push(line(470, 30, 556, 30, '#7f8fa0', 2));
    out.push(line(500, -30, 498, 30, '#9aa8b6', 2));
    out.push(line(528, -30, 530, 30, '#9aa8b6', 2));
  } else {
    out.push(rect(470, 30, 86, 70, 'none', { stroke: '#b7c3cf', 'stroke-width': 1.5, rx: 4 }));
  }
  out.push(rect(128, 36, 18, 36, 'none', { stroke: '#b7c3cf', 'stroke-width': 1.5, rx: 3 }));
  // wing + engine
  out.push(poly([[236, 86], [420, 92], [560, 122], [540, 128]], ctx.lin(night ? ['#9aa7b6', '#6c7a8b'] : ['#f4f7fa', '#b6c3cf'], 0, 0, 0, 1)));
  out.push(poly([[236, 86], [420, 92], [424, 97], [240, 92]], night ? '#5d6b7b' : '#9fadbb'));
  out.push(poly([[282, 96], [306, 96], [310, 114], [282, 114]], night ? '#7b899a' : '#c4ced8'));
  out.push(rect(236, 108, 116, 38, ctx.lin(night ? ['#aab6c4', '#6b7888'] : ['#ffffff', '#cfd8e1', '#9eacbb']), { rx: 19 }));
  out.push(ellipse(240, 127, 9, 19, night ? '#1a2533' : '#2b3a4b'));
  out.push(ellipse(241, 127, 4, 12, '#5d6d7e'));
  out.push(rect(276, 108, 20, 38, tail, { opacity: 0.85 }));
  out.push(rect(340, 116, 22, 22, night ? '#55606d' : '#8d9aa7', { rx: 8 }));
  // gear
  out.push(rect(93, 108, 5, 34, '#3b4654'));
  out.push(circle(95, 145, 10, '#1f2630'));
  out.push(circle(95, 145, 4, '#8d99a6'));
  out.push(rect(392, 108, 6, 32, '#3b4654'));
  for (const wx of [372, 400, 428]) {
    out.push(circle(wx, 142, 13, '#1f2630'));
    out.push(circle(wx, 142, 5, '#8d99a6'));
  }
  if (night) {
    out.push(circle(40, 100, 4, '#fff6d0'));
    out.push(circle(712, 44, 4, '#ff5a5a'));
    out.push(circle(330, -2, 40, ctx.rad([[0, '#ff4a4a', 0.7], [1, '#ff4a4a', 0]])));
    out.push(circle(330, 22, 4, '#ff6b6b'));
  }
  const t = o.flip ? `translate(${f(x)} ${f(y - 155 * s)}) scale(${f(-s)} ${f(s)})` : `translate(${f(x)} ${f(y - 155 * s)}) scale(${f(s)})`;
  return g(out, { transform: t });
}

/** Aircraft seen from above (for aerial views). Centre x,y, heading in degrees (0 = nose up). */
export function planeTop(x, y, s = 1, rot = 0, col = '#f4f7fa') {
  const d =
    'M0,-60 C5,-58 6,-50 6,-40 L6,-10 L52,14 L52,22 L6,12 L5,40 L20,52 L20,58 L0,54 L-20,58 L-20,52 L-5,40 L-6,12 L-52,22 L-52,14 L-6,-10 L-6,-40 C-6,-50 -5,-58 0,-60 Z';
  return g([path(d, '#000', { opacity: 0.18, transform: 'translate(5 6)' }), path(d, col)], { transform: `translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${f(s)})` });
}

// ---- cargo & ground equipment ----------------------------------------------------
const BOXES = ['#c89a63', '#d9b282', '#b9895a', '#e8d2b0', '#f2ece2', '#a97b4c', '#d2c0a4'];

/** Net-wrapped cargo pallet (PMC) standing on y (base), x = left. */
export function pallet(ctx, x, y, w, h, o = {}) {
  const out = [];
  const rad = Math.min(28, h * 0.25);
  const shape = `M${f(x + 2)},${f(y - 6)} L${f(x + 2)},${f(y - h + rad)} Q${f(x + 2)},${f(y - h)} ${f(x + rad)},${f(y - h)} L${f(x + w - rad)},${f(y - h)} Q${f(x + w - 2)},${f(y - h)} ${f(x + w - 2)},${f(y - h + rad)} L${f(x + w - 2)},${f(y - 6)} Z`;
  const clipId = ctx.clip(path(shape, '#000'));
  const inner = [];
  const rows = Math.max(2, Math.round(h / 34));
  for (let r = 0; r < rows; r++) {
    const bh = (h - 6) / rows;
    let bx = x;
    while (bx < x + w) {
      const bw = ctx.r(0.18, 0.36) * w;
      const col = o.colors ? ctx.pick(o.colors) : ctx.pick(BOXES);
      inner.push(rect(bx, y - 6 - (r + 1) * bh, bw, bh, col, { stroke: shade(col, -0.25), 'stroke-width': 1.2 }));
      if (ctx.rand() < 0.35) inner.push(rect(bx + bw * 0.2, y - 6 - (r + 1) * bh + bh * 0.3, bw * 0.3, bh * 0.25, '#ffffff', { opacity: 0.8 }));
      bx += bw;
    }
  }
  if (o.wrap !== false) inner.push(rect(x, y - h, w, h, ctx.linU([[0, '#ffffff', 0.35], [0.5, '#ffffff', 0.05], [1, '#ffffff', 0.25]], x, 0, x + w, 0)));
  // net
  const nc = o.net || '#2b3440';
  const step = Math.max(20, w / 12);
  for (let k = -h; k < w + h; k += step) {
    inner.push(line(x + k, y, x + k + h, y - h, nc, 1.5, { opacity: 0.55 }));
    inner.push(line(x + k, y, x + k - h, y - h, nc, 1.5, { opacity: 0.55 }));
  }
  out.push(g(inner, { 'clip-path': clipId }));
  out.push(path(shape, 'none', { stroke: nc, 'stroke-width': 2, opacity: 0.6 }));
  out.push(rect(x - 4, y - 7, w + 8, 7, ctx.lin(['#d7dee5', '#8e9aa6']), { rx: 2 }));
  return g(out);
}

/** AKE (LD3) container, contoured side on the right. x = left, y = base. */
export function uld(ctx, x, y, w, h, o = {}) {
  const col = o.color || C.navy;
  const wb = w * 0.76;
  const pts = [[x, y - h], [x + w, y - h], [x + w, y - h * 0.42], [x + wb, y], [x, y]];
  const out = [poly(pts, ctx.lin(o.night ? ['#9aa6b3', '#5f6d7c'] : ['#eef2f5', '#b8c4cf', '#96a4b2'], 0, 0, 1, 1))];
  for (let k = x + w * 0.12; k < x + w - 4; k += w * 0.12) {
    const yb = k <= x + wb ? y : y - h * 0.42 + ((x + w - k) / (w - wb)) * h * 0.42;
    out.push(line(k, y - h + 3, k, yb - 3, '#ffffff', 1.4, { opacity: 0.45 }));
  }
  out.push(rect(x + w * 0.06, y - h * 0.9, wb * 0.78, h * 0.8, col, { rx: 3, opacity: 0.92 }));
  out.push(rect(x + w * 0.06, y - h * 0.9, wb * 0.78, h * 0.08, shade(col, -0.25), { rx: 2 }));
  for (let k = 1; k < 4; k++) out.push(line(x + w * 0.06, y - h * 0.9 + (k * h * 0.8) / 4, x + w * 0.06 + wb * 0.78, y - h * 0.9 + (k * h * 0.8) / 4, shade(col, -0.3), 1.2, { opacity: 0.6 }));
  if (o.label !== false && w > 60) {
    out.push(rect(x + w * 0.12, y - h * 0.62, wb * 0.52, h * 0.14, '#ffffff', { rx: 2 }));
    out.push(text(x + w * 0.14, y - h * 0.515, o.code || `AKE ${ctx.ri(10000, 89999)} HX`, { 'font-size': f(h * 0.085), fill: '#1d2835', 'font-weight': 'bold' }));
  }
  out.push(rect(x - 2, y - 5, wb + 4, 5, '#5a6672'));
  return g(out);
}

export function dolly(ctx, x, y, w, o = {}) {
  const out = [];
  out.push(line(x - 34, y - 14, x + 2, y - 18, '#3d4753', 4));
  out.push(rect(x, y - 24, w, 10, o.color || '#4c5764', { rx: 2 }));
  out.push(rect(x + 4, y - 26, w - 8, 3, '#aab6c2'));
  for (const wx of [x + 18, x + w - 18]) {
    out.push(circle(wx, y - 9, 9, '#1f252d'));
    out.push(circle(wx, y - 9, 3.5, '#9aa6b2'));
  }
  return g(out);
}

/** Baggage/cargo tractor facing left. x = left, y = ground. */
export function tractor(ctx, x, y, s = 1, o = {}) {
  const col = o.electric ? C.teal : C.amber;
  const out = [];
  out.push(ellipse(60, 2, 70, 6, '#000', { opacity: 0.18 }));
  out.push(path('M0,-26 L8,-48 L96,-48 L112,-30 L112,-12 L0,-12 Z', ctx.lin([shade(col, 0.18), col, shade(col, -0.15)])));
  out.push(rect(48, -94, 6, 46, '#2c3642'));
  out.push(rect(96, -94, 6, 46, '#2c3642'));
  out.push(rect(42, -100, 66, 8, shade(col, -0.2), { rx: 3 }));
  out.push(rect(56, -86, 38, 34, '#bfe0f5', { opacity: 0.35 }));
  out.push(rect(60, -72, 16, 24, '#2c3642', { rx: 4 }));
  out.push(rect(0, -30, 14, 6, '#ffe9a8', { rx: 2 }));
  if (o.electric) {
    out.push(circle(26, -34, 10, '#ffffff'));
    out.push(path('M28,-43 L20,-33 L26,-33 L23,-25 L32,-36 L26,-36 Z', C.teal));
    out.push(text(40, -30, 'e-TUG', { 'font-size': 10, 'font-weight': 'bold', fill: '#ffffff' }));
  }
  out.push(line(112, -20, 132, -18, '#3d4753', 4));
  for (const [wx, r] of [[22, 14], [92, 14]]) {
    out.push(circle(wx, -12, r, '#1b2129'));
    out.push(circle(wx, -12, r * 0.4, '#9aa6b2'));
  }
  return g(out, { transform: tr(x, y, s) });
}

/** Main deck loader with scissor lift. x = left, y = ground, top = platform surface y. */
export function loader(ctx, x, y, w, top, o = {}) {
  const out = [];
  const col = o.color || C.amber;
  out.push(ellipse(x + w / 2, y + 2, w * 0.55, 7, '#000', { opacity: 0.2 }));
  out.push(rect(x, y - 34, w, 20, ctx.lin([shade(col, 0.1), shade(col, -0.2)]), { rx: 3 }));
  out.push(rect(x + w - 60, y - 84, 56, 52, shade(col, -0.05), { rx: 4 }));
  out.push(rect(x + w - 52, y - 78, 40, 24, '#bfe0f5', { opacity: 0.7 }));
  for (const wx of [x + 30, x + w - 40]) {
    out.push(circle(wx, y - 12, 13, '#1b2129'));
    out.push(circle(wx, y - 12, 5, '#9aa6b2'));
  }
  // scissor
  const sw = w - 80;
  const sx = x + 10;
  const levels = Math.max(1, Math.round((y - 34 - top) / 70));
  const lh = (y - 34 - (top + 14)) / levels;
  for (let i = 0; i < levels; i++) {
    const yb = y - 34 - i * lh;
    out.push(line(sx + 10, yb, sx + sw - 10, yb - lh, '#39434f', 6));
    out.push(line(sx + 10, yb - lh, sx + sw - 10, yb, '#4b5663', 6));
  }
  out.push(rect(x - 6, top, w - 60, 14, ctx.lin(['#dfe5ea', '#8b97a3']), { rx: 2 }));
  out.push(rect(x - 6, top + 10, w - 60, 4, col));
  return g(out);
}

/** Box truck, side view, facing left. x = left, y = ground. */
export function truck(ctx, x, y, s = 1, o = {}) {
  const box = o.color || '#ffffff';
  const cab = o.cab || C.navy;
  const out = [];
  out.push(ellipse(190, 2, 200, 8, '#000', { opacity: 0.2 }));
  out.push(rect(90, -150, 300, 128, ctx.lin([box, shade(box, -0.12)]), { rx: 4 }));
  out.push(rect(90, -150, 300, 10, shade(box, -0.18), { rx: 4 }));
  const labels = [];
  if (o.logo !== false) {
    const lx = o.flip ? 392 - 120 - 190 : 120;
    labels.push(text(lx, -80, o.label || 'HARBOUR LOGISTICS', { 'font-size': 17, 'font-weight': 'bold', fill: C.navy }));
    labels.push(rect(lx, -66, 170, 5, C.amber));
  }
  out.push(path('M8,-22 L8,-88 Q8,-110 30,-114 L72,-118 L86,-118 L86,-22 Z', ctx.lin([shade(cab, 0.15), cab])));
  out.push(path('M16,-78 L16,-96 Q18,-106 32,-108 L66,-110 L66,-78 Z', '#a9d2ee'));
  out.push(rect(4, -40, 12, 8, '#ffe9a8', { rx: 2 }));
  out.push(rect(0, -26, 392, 8, '#2f3944'));
  for (const wx of [50, 300, 344]) {
    out.push(circle(wx, -14, 18, '#1b2129'));
    out.push(circle(wx, -14, 7, '#9aa6b2'));
  }
  return g(out, { transform: o.flip ? `translate(${f(x + 392 * s)} ${f(y)}) scale(${f(-s)} ${f(s)})` : tr(x, y, s) }) + g(labels, { transform: tr(x, y, s) });
}

/** Forklift facing right, carrying a pallet. */
export function forklift(ctx, x, y, s = 1, o = {}) {
  const col = o.color || C.amber;
  const out = [];
  out.push(ellipse(90, 2, 110, 7, '#000', { opacity: 0.2 }));
  out.push(path('M0,-24 L0,-70 L30,-76 L120,-76 L130,-24 Z', ctx.lin([shade(col, 0.15), shade(col, -0.12)])));
  out.push(rect(-14, -60, 20, 40, '#39424d', { rx: 4 }));
  out.push(rect(36, -150, 6, 76, '#2c3642'));
  out.push(rect(104, -150, 6, 76, '#2c3642'));
  out.push(rect(32, -156, 82, 8, '#2c3642', { rx: 3 }));
  out.push(circle(72, -112, 12, o.skin || '#c98e63'));
  out.push(path('M60,-116 Q72,-132 84,-116 Z', o.helmet || '#f4d21f'));
  out.push(rect(60, -100, 24, 26, '#f08a24', { rx: 6 }));
  out.push(rect(136, -170, 9, 160, '#39424d'));
  out.push(rect(146, -170, 5, 160, '#58636f'));
  out.push(rect(140, -30, 80, 6, '#2c3642'));
  if (o.load !== false) out.push(pallet(ctx, 148, -30, 110, 80, { wrap: true }));
  for (const [wx, r] of [[28, 20], [110, 20]]) {
    out.push(circle(wx, -18, r, '#1b2129'));
    out.push(circle(wx, -18, r * 0.4, '#9aa6b2'));
  }
  return g(out, { transform: o.flip ? `translate(${f(x)} ${f(y)}) scale(${f(-s)} ${f(s)})` : tr(x, y, s) });
}

// ---- people ----------------------------------------------------------------------
export const SKIN = ['#f3d2b8', '#e8b894', '#d49a6a', '#b57646', '#8d5530', '#6a3d22'];
export const HAIR = ['#1d1a18', '#3b2a20', '#5b3b25', '#8a5a32', '#b9b1a8', '#2a2222'];

/**
 * Stylised full-body person. x = centre, y = feet, h = height.
 * o: skin, hair, hairStyle ('short'|'long'|'bun'|'none'), top, pants, vest, helmet, back, arm ('down'|'up'|'point'|'hold'), coat
 */
export function person(x, y, h, o = {}) {
  const skin = o.skin || SKIN[1];
  const hair = o.hair || HAIR[0];
  const top = o.top || C.navy;
  const pants = o.pants || '#2b3440';
  const r = h * 0.075;
  const hy = y - h + r;
  const sw = h * 0.27;
  const sy = y - h + 2 * r + h * 0.03;
  const hipY = y - h * 0.47;
  const out = [];
  if (o.shadow !== false) out.push(ellipse(x, y + 1, sw * 0.8, h * 0.025, '#000', { opacity: 0.2 }));
  // legs
  const lw = h * 0.085;
  out.push(rect(x - lw - 1.5, hipY - 4, lw, y - hipY, pants, { rx: lw * 0.3 }));
  out.push(rect(x + 1.5, hipY - 4, lw, y - hipY, shade(pants, -0.08), { rx: lw * 0.3 }));
  out.push(ellipse(x - lw * 0.55, y - 2, lw * 0.75, lw * 0.35, '#1b1f25'));
  out.push(ellipse(x + lw * 0.55 + 1.5, y - 2, lw * 0.75, lw * 0.35, '#1b1f25'));
  // arms
  const aw = h * 0.06;
  const al = h * 0.36;
  const arm = (side, kind) => {
    const ax = x + side * (sw / 2 - aw * 0.45);
    let rot = side * 8;
    if (kind === 'up') rot = side * 160;
    if (kind === 'point') rot = side * 100;
    if (kind === 'hold') rot = side * -30;
    const sleeve = o.coat ? '#f4f7fa' : o.vest && !o.sleeves ? top : top;
    return g([rect(-aw / 2, 0, aw, al, sleeve, { rx: aw / 2 }), circle(0, al, aw * 0.55, skin)], { transform: `translate(${f(ax)} ${f(sy + aw * 0.4)}) rotate(${f(rot)})` });
  };
  out.push(arm(-1, o.armL || 'down'));
  out.push(arm(1, o.arm || 'down'));
  // torso
  const torso = `M${f(x - sw / 2)},${f(sy + 10)} Q${f(x - sw / 2)},${f(sy)} ${f(x - sw / 2 + 10)},${f(sy)} L${f(x + sw / 2 - 10)},${f(sy)} Q${f(x + sw / 2)},${f(sy)} ${f(x + sw / 2)},${f(sy + 10)} L${f(x + sw * 0.4)},${f(hipY + 4)} L${f(x - sw * 0.4)},${f(hipY + 4)} Z`;
  out.push(path(torso, o.coat ? '#f4f7fa' : top));
  if (o.vest) {
    const vc = o.vest === true ? C.hivis : o.vest;
    out.push(path(`M${f(x - sw * 0.42)},${f(sy + 6)} L${f(x - sw * 0.14)},${f(sy + 2)} L${f(x)},${f(sy + h * 0.1)} L${f(x + sw * 0.14)},${f(sy + 2)} L${f(x + sw * 0.42)},${f(sy + 6)} L${f(x + sw * 0.38)},${f(hipY + 2)} L${f(x - sw * 0.38)},${f(hipY + 2)} Z`, vc));
    const b1 = sy + (hipY - sy) * 0.55;
    const b2 = sy + (hipY - sy) * 0.75;
    out.push(rect(x - sw * 0.4, b1, sw * 0.8, h * 0.018, '#e6ecf2'));
    out.push(rect(x - sw * 0.39, b2, sw * 0.78, h * 0.018, '#e6ecf2'));
  }
  if (o.tie && !o.back) {
    out.push(path(`M${f(x - sw * 0.12)},${f(sy)} L${f(x)},${f(sy + h * 0.08)} L${f(x + sw * 0.12)},${f(sy)} Z`, '#ffffff'));
    out.push(path(`M${f(x - 2.5)},${f(sy + 3)} L${f(x + 2.5)},${f(sy + 3)} L${f(x + 3.5)},${f(sy + h * 0.16)} L${f(x)},${f(sy + h * 0.19)} L${f(x - 3.5)},${f(sy + h * 0.16)} Z`, o.tie));
  }
  if (o.logo && !o.back) out.push(circle(x + sw * 0.2, sy + h * 0.07, h * 0.014, C.amber));
  // neck & head
  out.push(rect(x - r * 0.4, hy + r * 0.7, r * 0.8, r * 0.7, shade(skin, -0.1)));
  if (o.hairStyle === 'long' && !o.helmet) {
    if (o.back) out.push(rect(x - r * 1.05, hy - r * 0.4, r * 2.1, r * 2.4, hair, { rx: r * 0.5 }));
    else {
      out.push(poly([[x - r * 0.98, hy - r * 0.5], [x - r * 1.18, hy + r * 1.75], [x - r * 0.5, hy + r * 1.75], [x - r * 0.55, hy + r * 0.3]], hair));
      out.push(poly([[x + r * 0.98, hy - r * 0.5], [x + r * 1.18, hy + r * 1.75], [x + r * 0.5, hy + r * 1.75], [x + r * 0.55, hy + r * 0.3]], hair));
    }
  }
  out.push(ellipse(x, hy, r * 0.92, r, skin));
  if (o.helmet) {
    const hc = o.helmet === true ? '#ffffff' : o.helmet;
    if (o.back) out.push(ellipse(x, hy + r * 0.1, r * 0.9, r * 0.75, hair));
    out.push(path(`M${f(x - r * 1.05)},${f(hy - r * 0.15)} Q${f(x - r)},${f(hy - r * 1.35)} ${f(x)},${f(hy - r * 1.3)} Q${f(x + r)},${f(hy - r * 1.35)} ${f(x + r * 1.05)},${f(hy - r * 0.15)} Z`, hc));
    out.push(rect(x - r * 1.25, hy - r * 0.25, r * 2.5, r * 0.22, shade(hc, -0.12), { rx: 2 }));
  } else if (o.hairStyle !== 'none') {
    if (o.back) {
      out.push(ellipse(x, hy - r * 0.05, r * 0.97, r * 1.05, hair));
      if (o.hairStyle === 'long') out.push(rect(x - r * 0.97, hy - r * 0.1, r * 1.94, r * 2.1, hair, { rx: r * 0.4 }));
    } else out.push(path(`M${f(x - r * 0.95)},${f(hy - r * 0.05)} Q${f(x - r * 1.05)},${f(hy - r * 1.2)} ${f(x)},${f(hy - r * 1.1)} Q${f(x + r * 1.05)},${f(hy - r * 1.2)} ${f(x + r * 0.95)},${f(hy - r * 0.05)} Q${f(x + r * 0.6)},${f(hy - r * 0.6)} ${f(x - r * 0.1)},${f(hy - r * 0.55)} Q${f(x - r * 0.6)},${f(hy - r * 0.5)} ${f(x - r * 0.95)},${f(hy - r * 0.05)} Z`, hair));
    if (o.hairStyle === 'bun') out.push(circle(x + (o.back ? 0 : r * 0.2), hy - r * 1.15, r * 0.42, hair));
  }
  return g(out);
}

/** Head and shoulders (for seated people, usually seen from behind). x = centre, y = bottom, w = shoulder width. */
export function bust(x, y, w, o = {}) {
  const skin = o.skin || SKIN[1];
  const hair = o.hair || HAIR[0];
  const r = w * 0.22;
  const hy = y - w * 0.62 - r;
  const out = [];
  out.push(path(`M${f(x - w / 2)},${f(y)} Q${f(x - w / 2)},${f(y - w * 0.6)} ${f(x - w * 0.15)},${f(y - w * 0.64)} L${f(x + w * 0.15)},${f(y - w * 0.64)} Q${f(x + w / 2)},${f(y - w * 0.6)} ${f(x + w / 2)},${f(y)} Z`, o.top || C.navy));
  out.push(rect(x - r * 0.35, hy + r * 0.6, r * 0.7, r * 0.8, shade(skin, -0.15)));
  out.push(ellipse(x, hy, r * 0.9, r, skin));
  if (o.hairStyle === 'long') out.push(rect(x - r * 0.98, hy - r * 0.2, r * 1.96, r * 2.0, hair, { rx: r * 0.4 }));
  out.push(ellipse(x, hy - r * 0.05, r * 0.96, r * 1.05, hair));
  if (o.hairStyle === 'bun') out.push(circle(x, hy - r * 0.95, r * 0.4, hair));
  if (o.headset) {
    out.push(path(`M${f(x - r * 1.0)},${f(hy)} Q${f(x)},${f(hy - r * 1.6)} ${f(x + r * 1.0)},${f(hy)}`, 'none', { stroke: '#151d27', 'stroke-width': f(r * 0.15) }));
    out.push(rect(x - r * 1.15, hy - r * 0.3, r * 0.3, r * 0.7, '#151d27', { rx: r * 0.12 }));
  }
  return g(out);
}

export function tree(ctx, x, y, s = 1, o = {}) {
  const c = o.color || C.grass;
  const out = [rect(x - 4 * s, y - 40 * s, 8 * s, 40 * s, '#6b4a2f')];
  out.push(circle(x, y - 62 * s, 30 * s, shade(c, -0.12)));
  out.push(circle(x - 18 * s, y - 48 * s, 22 * s, c));
  out.push(circle(x + 18 * s, y - 50 * s, 22 * s, shade(c, 0.06)));
  out.push(circle(x + 2 * s, y - 78 * s, 22 * s, shade(c, 0.12)));
  return g(out);
}

export function floodlight(ctx, x, y, h, night) {
  const out = [rect(x - 3, y - h, 6, h, night ? '#2c3e52' : '#8c9aa8')];
  out.push(rect(x - 22, y - h - 10, 44, 14, night ? '#3a4d63' : '#6e7e8e', { rx: 2 }));
  if (night) {
    out.push(poly([[x - 22, y - h + 4], [x + 22, y - h + 4], [x + 260, y + 60], [x - 260, y + 60]], ctx.linU([[0, '#fff1c4', 0.35], [1, '#fff1c4', 0]], 0, y - h, 0, y + 40)));
    for (let i = -1; i <= 1; i++) out.push(circle(x + i * 13, y - h - 3, 5, '#fff8dc'));
  }
  return g(out);
}

export function hazardDiamond(x, y, s, kind) {
  const out = [poly([[x, y - s], [x + s, y], [x, y + s], [x - s, y]], kind === 'flame' ? '#d8312b' : kind === 'gas' ? '#2f9e4a' : kind === 'misc' ? '#ffffff' : '#ffffff', { stroke: '#222', 'stroke-width': s * 0.05 })];
  if (kind === 'flame') out.push(path(`M${f(x)},${f(y - s * 0.55)} Q${f(x + s * 0.35)},${f(y - s * 0.1)} ${f(x + s * 0.2)},${f(y + s * 0.1)} Q${f(x)},${f(y + s * 0.3)} ${f(x - s * 0.2)},${f(y + s * 0.1)} Q${f(x - s * 0.3)},${f(y - s * 0.15)} ${f(x)},${f(y - s * 0.55)} Z`, '#1b1b1b'));
  if (kind === 'gas') out.push(rect(x - s * 0.15, y - s * 0.5, s * 0.3, s * 0.6, '#1b1b1b', { rx: s * 0.1 }));
  if (kind === 'corrosive') {
    out.push(path(`M${f(x - s)},${f(y)} L${f(x)},${f(y + s)} L${f(x + s)},${f(y)} Z`, '#1b1b1b'));
    out.push(rect(x - s * 0.4, y - s * 0.45, s * 0.22, s * 0.3, '#1b1b1b'));
    out.push(rect(x + s * 0.15, y - s * 0.45, s * 0.22, s * 0.3, '#1b1b1b'));
  }
  if (kind === 'misc') for (let i = 0; i < 4; i++) out.push(rect(x - s * 0.5 + i * s * 0.25, y - s * 0.6, s * 0.1, s * 0.55, '#1b1b1b'));
  return g(out);
}

export { mix };
