// Small deterministic helpers for the SVG brand marks (scripts/images/brand.mjs, run by scripts/render3d/brand.mjs).

export const C = {
  navy: '#0b3d6e',
  navyDeep: '#072a4d',
  navyDark: '#051c34',
  blue: '#1f6fb2',
  sky: '#5fa8dc',
  skyLight: '#bfe0f5',
  ice: '#e8f4fc',
  teal: '#0f7c8c',
  tealLight: '#3fb3bf',
  amber: '#e8a317',
  amberLight: '#f6c453',
  orange: '#e46b2c',
  white: '#ffffff',
  steel: '#8a9bab',
  steelLight: '#c9d4de',
  steelDark: '#4a5b6c',
  tarmac: '#6f7d8a',
  grass: '#5f9e5a',
  hivis: '#f4d21f',
  hivisOrange: '#f08a24',
};

export const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

export function hashStr(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function mulberry32(a) {
  return function rand() {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n2 = (v) => (Math.round(v * 100) / 100).toString();
export const f = n2;

function hexToRgb(h) {
  const s = h.replace('#', '');
  return [parseInt(s.slice(0, 2), 16), parseInt(s.slice(2, 4), 16), parseInt(s.slice(4, 6), 16)];
}
function rgbToHex([r, g, b]) {
  const c = (v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}
/** Mix two hex colours, t=0 -> a, t=1 -> b. */
export function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}
export const shade = (c, t) => (t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t));

export function esc(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Drawing context: collects <defs>, hands out ids and seeded random numbers. */
export class Ctx {
  constructor(seed) {
    this.defs = [];
    this.n = 0;
    this.rand = mulberry32(hashStr(String(seed)));
  }
  id(p = 'g') {
    this.n += 1;
    return `${p}${this.n}`;
  }
  r(a = 0, b = 1) {
    return a + (b - a) * this.rand();
  }
  ri(a, b) {
    return Math.floor(this.r(a, b + 1));
  }
  pick(arr) {
    return arr[Math.floor(this.rand() * arr.length) % arr.length];
  }
  static stops(stops) {
    const list = stops.map((s, i) => (Array.isArray(s) ? s : [stops.length === 1 ? 0 : i / (stops.length - 1), s]));
    return list
      .map(([o, c, op]) => `<stop offset="${n2(o)}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ''}/>`)
      .join('');
  }
  /** Linear gradient in bounding-box units (default: top to bottom). */
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = this.id('l');
    this.defs.push(`<linearGradient id="${id}" x1="${n2(x1)}" y1="${n2(y1)}" x2="${n2(x2)}" y2="${n2(y2)}">${Ctx.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  /** Linear gradient in user space. */
  linU(stops, x1, y1, x2, y2) {
    const id = this.id('u');
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n2(x1)}" y1="${n2(y1)}" x2="${n2(x2)}" y2="${n2(y2)}">${Ctx.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5) {
    const id = this.id('r');
    this.defs.push(`<radialGradient id="${id}" cx="${n2(cx)}" cy="${n2(cy)}" r="${n2(r)}">${Ctx.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  radU(stops, cx, cy, r) {
    const id = this.id('q');
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n2(cx)}" cy="${n2(cy)}" r="${n2(r)}">${Ctx.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  blur(std) {
    const id = this.id('b');
    this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`);
    return `url(#${id})`;
  }
  clip(inner) {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }
  raw(def) {
    this.defs.push(def);
  }
}

// ---- tiny SVG element helpers -------------------------------------------------
const attrs = (o) =>
  Object.entries(o || {})
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n2(v) : v}"`)
    .join('');

export const rect = (x, y, w, h, fill, o = {}) => `<rect x="${n2(x)}" y="${n2(y)}" width="${n2(w)}" height="${n2(h)}" fill="${fill}"${attrs(o)}/>`;
export const circle = (cx, cy, r, fill, o = {}) => `<circle cx="${n2(cx)}" cy="${n2(cy)}" r="${n2(r)}" fill="${fill}"${attrs(o)}/>`;
export const ellipse = (cx, cy, rx, ry, fill, o = {}) =>
  `<ellipse cx="${n2(cx)}" cy="${n2(cy)}" rx="${n2(rx)}" ry="${n2(ry)}" fill="${fill}"${attrs(o)}/>`;
export const path = (d, fill, o = {}) => `<path d="${d}" fill="${fill}"${attrs(o)}/>`;
export const line = (x1, y1, x2, y2, stroke, w = 1, o = {}) =>
  `<line x1="${n2(x1)}" y1="${n2(y1)}" x2="${n2(x2)}" y2="${n2(y2)}" stroke="${stroke}" stroke-width="${n2(w)}"${attrs(o)}/>`;
export const poly = (pts, fill, o = {}) => `<polygon points="${pts.map((p) => `${n2(p[0])},${n2(p[1])}`).join(' ')}" fill="${fill}"${attrs(o)}/>`;
export const pline = (pts, stroke, w = 1, o = {}) =>
  `<polyline points="${pts.map((p) => `${n2(p[0])},${n2(p[1])}`).join(' ')}" fill="none" stroke="${stroke}" stroke-width="${n2(w)}"${attrs(o)}/>`;
export const g = (inner, o = {}) => `<g${attrs(o)}>${Array.isArray(inner) ? inner.join('') : inner}</g>`;
export const text = (x, y, s, o = {}) =>
  `<text x="${n2(x)}" y="${n2(y)}" font-family="${FONT}"${attrs({ fill: '#fff', 'font-size': 20, ...o })}>${esc(s)}</text>`;
export const tr = (x, y, s = 1) => `translate(${n2(x)} ${n2(y)})${s !== 1 ? ` scale(${n2(s)})` : ''}`;

/** Simple pinhole camera: world (X right, Y down, Z forward) -> screen. */
export function camera(cx, cy, fl) {
  const P = (X, Y, Z) => [cx + (fl * X) / Z, cy + (fl * Y) / Z];
  P.quad = (pts3, fill, o = {}) => poly(pts3.map((p) => P(...p)), fill, o);
  return P;
}
