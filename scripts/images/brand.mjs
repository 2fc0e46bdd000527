// Brand assets and non-scene images: logo, icons, award badges, certificates,
// subsidiary wordmarks, newsletter covers and title overlays.
import { C, FONT, shade, rect, circle, ellipse, path, line, poly, g, text, f, esc } from './util.mjs';

// ---- logo ------------------------------------------------------------------------
/** The wing emblem in a 48x48 box. */
export function emblem(main, second, accent) {
  return [
    path('M3,38 C10,20 24,8 46,5 C34,13 24,24 17,40 Z', main),
    path('M13,44 C20,31 31,21 46,16 C38,24 31,33 27,45 Z', second),
    path('M2,46 C16,39 30,33 46,29', 'none', { stroke: accent, 'stroke-width': 3.2, 'stroke-linecap': 'round' }),
  ].join('');
}

/** Wordmark "HACTL" drawn as geometric shapes (no font dependency). Cap height 26 from y=6. */
function wordmark(x0, fill) {
  const out = [];
  const t = 5.6;
  let x = x0;
  // H
  out.push(rect(x, 6, t, 26, fill), rect(x + 19 - t, 6, t, 26, fill), rect(x, 16.6, 19, 4.8, fill));
  x += 19 + 3.2;
  // A
  out.push(poly([[x, 32], [x + 8.2, 6], [x + 12.8, 6], [x + 21, 32], [x + 15.2, 32], [x + 10.5, 14.2], [x + 5.8, 32]], fill));
  out.push(rect(x + 5.4, 22.6, 10.2, 4.6, fill));
  x += 21 + 2.8;
  // C
  const cx = x + 11;
  const cy = 19;
  const r = 10.2;
  const a0 = (-48 * Math.PI) / 180;
  const a1 = (48 * Math.PI) / 180;
  out.push(
    path(`M${f(cx + r * Math.cos(a0))},${f(cy + r * Math.sin(a0))} A${r},${r} 0 1 0 ${f(cx + r * Math.cos(a1))},${f(cy + r * Math.sin(a1))}`, 'none', {
      stroke: fill,
      'stroke-width': t,
    }),
  );
  x += 21 + 2.6;
  // T
  out.push(rect(x, 6, 19, t, fill), rect(x + 9.5 - t / 2, 6, t, 26, fill));
  x += 19 + 3;
  // L
  out.push(rect(x, 6, t, 26, fill), rect(x, 32 - t, 16, t, fill));
  return out.join('');
}

export function logoSvg(white = false) {
  const main = white ? '#ffffff' : C.navy;
  const second = white ? '#cfe6f7' : C.teal;
  const title = 'HACTL – Harbour Air Cargo Terminal';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 50" width="160" height="50" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title>${emblem(main, second, C.amber)}${wordmark(52, main)}<text x="52.5" y="45" font-family="Arial, Helvetica, ${FONT.replace(/"/g, '')}" font-size="6.3" letter-spacing="0.32" fill="${main}">Harbour Air Cargo Terminal</text></svg>\n`;
}

export function appIconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="${C.navy}"/><g transform="translate(8 8)">${emblem('#ffffff', '#9fd3ff', C.amber)}</g></svg>\n`;
}

export function noticeIconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true"><circle cx="32" cy="32" r="30" fill="${C.navy}"/><path d="M32 14c-1.7 0-3 1.3-3 3v1.2c-5.2 1.3-8.5 5.8-8.5 11.3v7.2l-3.2 4.3c-.7 1 0 2.3 1.2 2.3h27c1.2 0 1.9-1.3 1.2-2.3l-3.2-4.3v-7.2c0-5.5-3.3-10-8.5-11.3V17c0-1.7-1.3-3-3-3z" fill="#ffffff"/><path d="M27 46a5 5 0 0 0 10 0z" fill="#ffffff"/><circle cx="45" cy="19" r="6" fill="${C.amber}"/></svg>\n`;
}

// ---- award badges -------------------------------------------------------------------
const AWARDS = [
  { year: 2026, l1: 'CARGO TERMINAL', l2: 'OF THE YEAR', metal: ['#fff0b8', '#e8a317', '#b9780c'], ribbon: C.navy, inner: C.navy },
  { year: 2025, l1: 'SAFETY', l2: 'EXCELLENCE', metal: ['#fff0b8', '#e8a317', '#b9780c'], ribbon: C.teal, inner: C.teal },
  { year: 2025, l1: 'GREEN', l2: 'LOGISTICS', metal: ['#f4f6f8', '#b9c4ce', '#7d8a96'], ribbon: '#2f8a5a', inner: '#226b45' },
  { year: 2024, l1: 'INNOVATION', l2: 'AWARD', metal: ['#fff0b8', '#e8a317', '#b9780c'], ribbon: '#1f6fb2', inner: C.navy },
  { year: 2023, l1: 'CUSTOMER', l2: 'SERVICE', metal: ['#f4f6f8', '#b9c4ce', '#7d8a96'], ribbon: C.navy, inner: '#173f68' },
  { year: 2022, l1: 'BEST', l2: 'EMPLOYER', metal: ['#f6d7b8', '#c9844a', '#8e5628'], ribbon: C.teal, inner: '#0d5f6b' },
  { year: 2021, l1: 'CARING', l2: 'COMPANY', metal: ['#fff0b8', '#e8a317', '#b9780c'], ribbon: '#8a3b5e', inner: '#5e2a44' },
  { year: 2019, l1: 'DIGITAL', l2: 'EXCELLENCE', metal: ['#f4f6f8', '#b9c4ce', '#7d8a96'], ribbon: C.navy, inner: C.navy },
];

function star(cx, cy, r1, r2, n = 5, rot = -90) {
  const pts = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 ? r2 : r1;
    const a = ((rot + (i * 180) / n) * Math.PI) / 180;
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return pts;
}

function laurel(cx, cy, r, col, from, to, n, side) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const a = from + ((to - from) * i) / (n - 1);
    const rad = (a * Math.PI) / 180;
    const x = cx + r * Math.cos(rad);
    const y = cy + r * Math.sin(rad);
    const rot = a + (side < 0 ? -55 : 55) + 90;
    out.push(ellipse(x, y, 15, 6.5, col, { transform: `rotate(${f(rot)} ${f(x)} ${f(y)})` }));
  }
  return out.join('');
}

export function badge(ctx, W, H, idx) {
  const a = AWARDS[(idx - 1) % AWARDS.length];
  const out = [rect(0, 0, W, H, ctx.rad([[0, '#ffffff'], [1, '#e3edf6']], 0.5, 0.45, 0.75))];
  const cx = 300;
  const cy = 262;
  out.push(ellipse(cx, 566, 150, 14, '#000', { opacity: 0.08 }));
  // ribbons
  out.push(poly([[236, 340], [304, 360], [262, 560], [240, 526], [204, 548]], a.ribbon));
  out.push(poly([[364, 340], [296, 360], [338, 560], [360, 526], [396, 548]], shade(a.ribbon, -0.2)));
  // rosette
  out.push(poly(star(cx, cy, 208, 190, 36, -90), ctx.lin(a.metal, 0, 0, 1, 1)));
  out.push(circle(cx, cy, 180, ctx.lin([a.metal[1], a.metal[2]], 0, 0, 1, 1)));
  out.push(circle(cx, cy, 164, a.inner));
  out.push(circle(cx, cy, 156, 'none', { stroke: a.metal[0], 'stroke-width': 2, opacity: 0.7 }));
  out.push(laurel(cx, cy + 6, 128, a.metal[1], 110, 245, 11, -1));
  out.push(laurel(cx, cy + 6, 128, a.metal[1], 70, -65, 11, 1));
  out.push(poly(star(cx, cy - 112, 20, 8), a.metal[1]));
  const tOpt = { 'text-anchor': 'middle', 'font-weight': 'bold', fill: '#ffffff' };
  out.push(text(cx, cy - 52, a.l1, { ...tOpt, 'font-size': a.l1.length > 11 ? 19 : 22, 'letter-spacing': 1 }));
  out.push(text(cx, cy - 26, a.l2, { ...tOpt, 'font-size': a.l2.length > 11 ? 19 : 22, 'letter-spacing': 1 }));
  out.push(text(cx, cy + 46, String(a.year), { ...tOpt, 'font-size': 76, fill: a.metal[0] }));
  out.push(rect(cx - 60, cy + 64, 120, 3, a.metal[1]));
  out.push(text(cx, cy + 92, 'AWARD', { ...tOpt, 'font-size': 16, 'letter-spacing': 5, fill: a.metal[0] }));
  return out.join('');
}

// ---- certificates ----------------------------------------------------------------------
const CERTS = [
  { top: 'ISO', code: '9001', sub: 'QUALITY MANAGEMENT', col: C.navy, shape: 'seal' },
  { top: 'ISO', code: '14001', sub: 'ENVIRONMENTAL MANAGEMENT', col: '#2f8a5a', shape: 'seal' },
  { top: 'ISO', code: '45001', sub: 'OCCUPATIONAL HEALTH & SAFETY', col: C.teal, shape: 'seal' },
  { top: 'CEIV', code: 'Pharma', sub: 'PHARMACEUTICAL LOGISTICS', col: '#1f6fb2', shape: 'shield' },
  { top: 'CEIV', code: 'Live Animals', sub: 'LIVE ANIMALS LOGISTICS', col: '#8a5a32', shape: 'shield' },
  { top: 'RA3', code: 'RA3', sub: 'AIR CARGO SECURITY', col: C.navy, shape: 'shield' },
];

export function cert(ctx, W, H, idx) {
  const c = CERTS[(idx - 1) % CERTS.length];
  const out = [rect(0, 0, W, H, ctx.lin(['#f6f9fc', '#e2ecf4'], 0, 0, 1, 1))];
  const cx = 300;
  const cy = 290;
  const tOpt = { 'text-anchor': 'middle', 'font-weight': 'bold' };
  if (c.shape === 'seal') {
    out.push(ellipse(cx, 560, 170, 14, '#000', { opacity: 0.08 }));
    out.push(poly(star(cx, cy, 236, 218, 40, -90), ctx.lin([shade(c.col, 0.2), c.col], 0, 0, 1, 1)));
    out.push(circle(cx, cy, 200, '#ffffff'));
    out.push(circle(cx, cy, 186, 'none', { stroke: c.col, 'stroke-width': 4 }));
    out.push(circle(cx, cy, 176, 'none', { stroke: c.col, 'stroke-width': 1.5, 'stroke-dasharray': '4 6' }));
    out.push(text(cx, cy - 100, 'CERTIFIED', { ...tOpt, 'font-size': 20, 'letter-spacing': 6, fill: c.col }));
    out.push(text(cx, cy - 30, c.top, { ...tOpt, 'font-size': 64, fill: C.navy }));
    out.push(text(cx, cy + 60, c.code, { ...tOpt, 'font-size': c.code.length > 4 ? 80 : 92, fill: C.navy }));
    out.push(text(cx, cy + 100, c.sub, { ...tOpt, 'font-size': c.sub.length > 22 ? 14 : 16, 'letter-spacing': 1, fill: c.col }));
  } else {
    out.push(ellipse(cx, 566, 160, 14, '#000', { opacity: 0.08 }));
    const sh = 'M300,50 L500,110 L500,290 C500,420 410,505 300,552 C190,505 100,420 100,290 L100,110 Z';
    out.push(path(sh, ctx.lin([shade(c.col, 0.15), c.col], 0, 0, 1, 1)));
    out.push(path('M300,78 L474,130 L474,290 C474,404 396,480 300,524 C204,480 126,404 126,290 L126,130 Z', '#ffffff'));
    out.push(path('M300,92 L460,140 L460,290 C460,396 388,466 300,508 C212,466 140,396 140,290 L140,140 Z', 'none', { stroke: c.col, 'stroke-width': 2.5 }));
    if (c.top === 'RA3') {
      out.push(text(cx, 300, 'RA3', { ...tOpt, 'font-size': 120, fill: C.navy }));
      out.push(text(cx, 196, 'VALIDATED', { ...tOpt, 'font-size': 20, 'letter-spacing': 6, fill: c.col }));
    } else {
      out.push(text(cx, 196, 'CERTIFIED', { ...tOpt, 'font-size': 20, 'letter-spacing': 6, fill: c.col }));
      out.push(text(cx, 282, c.top, { ...tOpt, 'font-size': 84, fill: C.navy }));
      out.push(text(cx, 338, c.code, { ...tOpt, 'font-size': c.code.length > 8 ? 38 : 52, fill: c.col }));
    }
    out.push(text(cx, 380, c.sub, { ...tOpt, 'font-size': 15, 'letter-spacing': 1, fill: '#4a5b6c' }));
  }
  // check badge
  out.push(circle(cx, cy + 160 + (c.shape === 'seal' ? 0 : 0), 30, C.amber));
  out.push(path(`M${cx - 13},${cy + 160} L${cx - 3},${cy + 171} L${cx + 15},${cy + 149}`, 'none', { stroke: '#ffffff', 'stroke-width': 7, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
  return out.join('');
}

// ---- subsidiary wordmarks ------------------------------------------------------------------
const SUBS = [
  { name: 'Express', col: C.amber, icon: 'express' },
  { name: 'Cool Chain', col: C.teal, icon: 'cool' },
  { name: 'Logistics', col: C.navy, icon: 'truck' },
  { name: 'Academy', col: '#1f6fb2', icon: 'cap' },
];

export function subsidiary(ctx, W, H, idx) {
  const s = SUBS[(idx - 1) % SUBS.length];
  const out = [rect(0, 0, W, H, '#ffffff')];
  out.push(rect(28, 46, 108, 108, ctx.lin([shade(s.col, 0.15), s.col], 0, 0, 1, 1), { rx: 24 }));
  const ic = [];
  if (s.icon === 'express') {
    ic.push(path('M40,30 L74,54 L40,78 Z', '#ffffff'));
    ic.push(line(14, 40, 32, 40, '#ffffff', 6, { 'stroke-linecap': 'round' }), line(8, 54, 30, 54, '#ffffff', 6, { 'stroke-linecap': 'round' }), line(14, 68, 32, 68, '#ffffff', 6, { 'stroke-linecap': 'round' }));
  } else if (s.icon === 'cool') {
    for (let a = 0; a < 6; a++) ic.push(g([line(0, 0, 0, -34, '#ffffff', 6, { 'stroke-linecap': 'round' }), line(0, -20, -10, -30, '#ffffff', 4.5, { 'stroke-linecap': 'round' }), line(0, -20, 10, -30, '#ffffff', 4.5, { 'stroke-linecap': 'round' })], { transform: `translate(54 54) rotate(${a * 60})` }));
  } else if (s.icon === 'truck') {
    ic.push(rect(14, 34, 46, 34, '#ffffff', { rx: 3 }));
    ic.push(path('M62,44 L80,44 L92,58 L92,68 L62,68 Z', '#ffffff'));
    ic.push(circle(30, 74, 8, '#ffffff', { stroke: s.col, 'stroke-width': 4 }), circle(76, 74, 8, '#ffffff', { stroke: s.col, 'stroke-width': 4 }));
  } else {
    ic.push(poly([[54, 24], [96, 42], [54, 60], [12, 42]], '#ffffff'));
    ic.push(path('M28,50 L28,70 Q54,86 80,70 L80,50 L54,62 Z', '#ffffff'));
    ic.push(line(92, 44, 92, 70, C.amber, 4), circle(92, 72, 5, C.amber));
  }
  out.push(g(ic, { transform: 'translate(28 46)' }));
  out.push(path('M44,140 C70,128 100,122 128,120', 'none', { stroke: C.amber, 'stroke-width': 4, 'stroke-linecap': 'round', opacity: s.icon === 'express' ? 0 : 0.9 }));
  out.push(text(158, 90, 'HARBOUR', { 'font-size': 22, 'letter-spacing': 6, fill: '#5b6b7b', 'font-weight': 'bold' }));
  out.push(text(156, 136, s.name, { 'font-size': s.name.length > 9 ? 34 : 44, 'font-weight': 'bold', fill: C.navy }));
  out.push(rect(158, 150, 60, 4, s.col));
  return out.join('');
}

// ---- overlays ------------------------------------------------------------------------------
/** Title block for video posters. part: 'all' | 'bg' (gradient only) | 'text' (text only, transparent). */
export function titleOverlay(ctx, W, H, title, kicker, part = 'all') {
  const out = [];
  if (part !== 'text') out.push(rect(0, H * 0.45, W, H * 0.55, ctx.lin([[0, '#051c34', 0], [1, '#051c34', 0.85]])));
  if (part === 'bg') return out.join('');
  const s = W / 1280;
  out.push(rect(64 * s, H - 170 * s, 56 * s, 6 * s, C.amber));
  out.push(text(64 * s, H - 130 * s, kicker, { 'font-size': f(22 * s), 'letter-spacing': f(3 * s), fill: '#cfe6f7', 'font-weight': 'bold' }));
  out.push(text(64 * s, H - 72 * s, title, { 'font-size': f(50 * s), 'font-weight': 'bold', fill: '#ffffff' }));
  return out.join('');
}

export function heroOverlay(ctx, W, H) {
  if (W > H) return rect(0, 0, W, H, ctx.lin([[0, '#051c34', 0.45], [0.5, '#051c34', 0.1], [1, '#051c34', 0]], 0, 0, 1, 0));
  return rect(0, 0, W, H, ctx.lin([[0, '#051c34', 0], [0.55, '#051c34', 0.05], [1, '#051c34', 0.55]]));
}

export function ogOverlay(ctx, W, H) {
  const out = [rect(0, 0, W, H, ctx.lin([[0, '#051c34', 0.92], [0.45, '#072a4d', 0.7], [0.75, '#072a4d', 0]], 0, 0, 1, 0))];
  out.push(g(emblem('#ffffff', '#9fd3ff', C.amber) + wordmark(52, '#ffffff'), { transform: 'translate(70 150) scale(3.1)' }));
  out.push(text(76, 350, 'Harbour Air Cargo Terminal', { 'font-size': 44, 'font-weight': 'bold' }));
  out.push(text(76, 402, 'SuperTerminal Two · Hong Kong International Airport', { 'font-size': 26, fill: '#cfe6f7' }));
  out.push(rect(76, 440, 90, 6, C.amber));
  return out.join('');
}

/** Newsletter cover: masthead, framed illustration and cover lines. */
export function coverFrame(ctx, W, H, art, issue, lines) {
  const out = [rect(0, 0, W, H, '#f7f9fb')];
  out.push(g(art, { 'clip-path': ctx.clip(rect(0, 190, W, 420, '#000')) }));
  out.push(rect(0, 0, W, 190, C.navy));
  out.push(text(40, 112, 'Hactlink', { 'font-size': 92, 'font-weight': 'bold', 'letter-spacing': -2 }));
  out.push(circle(438, 54, 10, C.amber));
  out.push(text(44, 152, 'THE HACTL NEWSLETTER', { 'font-size': 17, 'letter-spacing': 4, fill: '#9fd3ff', 'font-weight': 'bold' }));
  out.push(rect(0, 190, W, 8, C.amber));
  out.push(rect(W - 232, 134, 200, 36, C.amber, { rx: 18 }));
  out.push(text(W - 132, 159, issue, { 'font-size': 17, 'font-weight': 'bold', fill: C.navy, 'text-anchor': 'middle' }));
  out.push(rect(0, 610, W, H - 610, '#ffffff'));
  out.push(rect(0, 610, W, 4, C.teal));
  lines.forEach((l, i) => {
    out.push(rect(40, 646 + i * 46, 8, 24, i === 0 ? C.amber : C.teal));
    out.push(text(62, 666 + i * 46, l, { 'font-size': i === 0 ? 26 : 21, 'font-weight': 'bold', fill: C.navy }));
  });
  return out.join('');
}
