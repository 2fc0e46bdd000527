// Perspective scenes built with a pinhole camera: storage aisles, rooftops.
import { C, mix, shade, rect, circle, ellipse, line, poly, g, text, camera, f } from './util.mjs';
import { X0, XW, sky, clouds, hills, person, forklift, SKIN, HAIR } from './parts.mjs';

const BIN_COLS = ['#2f6fb0', '#2f6fb0', '#3d82c4', '#5b6b7b', '#0f7c8c', '#e8a317', '#2f6fb0'];
const ULD_CURTAINS = [C.navy, C.teal, '#c0392b', C.amber, '#2c6fb0', '#5b6b7b'];

/**
 * Storage aisle: two racks converging to a vanishing point, stacker crane in the aisle.
 * o.mode: 'bins' (Box Storage System), 'ulds' (Container Storage System), 'pallets' (warehouse).
 */
export function aisle(ctx, o = {}) {
  const mode = o.mode || 'bins';
  const cfg = {
    bins: { A: 2.6, cw: 1.3, ch: 1.22, rows: 12, zf: 70, floor: 2.4 },
    ulds: { A: 4.0, cw: 2.5, ch: 2.3, rows: 6, zf: 90, floor: 2.6 },
    pallets: { A: 4.6, cw: 2.8, ch: 1.9, rows: 6, zf: 70, floor: 2.2 },
  }[mode];
  const { A, cw, ch, rows, zf, floor } = cfg;
  const P = camera(600, 370, 560);
  const fog = mode === 'bins' ? '#d9e7f3' : mode === 'ulds' ? '#d3e2ef' : '#e6eef5';
  const fogT = (z) => Math.min(0.92, Math.pow(Math.max(0, (z - 2) / (zf * 0.9)), 0.75));
  const fc = (c, z) => mix(c, fog, fogT(z));
  const top = floor - rows * ch;
  const out = [];
  // background: ceiling & far wall
  out.push(rect(X0, -10, XW, 830, ctx.linU(['#1c3553', '#35597e', '#9fbad2'], 0, 0, 0, 420)));
  const fw = [P(-A * 1.6, top - 2, zf + 1), P(A * 1.6, floor, zf + 1)];
  out.push(rect(fw[0][0], fw[0][1], fw[1][0] - fw[0][0], fw[1][1] - fw[0][1], ctx.lin(['#f5fbff', '#cfe2f1'])));
  out.push(circle(600, 360, 240, ctx.radU([[0, '#ffffff', 0.8], [1, '#ffffff', 0]], 600, 360, 240)));
  // ceiling lights
  for (let z = zf - 2; z > 1.6; z -= 4) {
    out.push(P.quad([[-0.5, top - 1.2, z], [0.5, top - 1.2, z], [0.5, top - 1.2, z + 1.6], [-0.5, top - 1.2, z + 1.6]], fc('#fff7df', z * 0.5)));
  }
  // floor
  out.push(P.quad([[-A - 0.1, floor, 1], [A + 0.1, floor, 1], [A + 0.1, floor, zf], [-A - 0.1, floor, zf]], ctx.linU(['#c5d2de', '#8294a6', '#5d6f82'], 0, 370, 0, 800)));
  out.push(P.quad([[-0.08, floor, 1], [0.08, floor, 1], [0.08, floor, zf], [-0.08, floor, zf]], '#2b3a4a'));
  for (const s of [-1, 1]) out.push(P.quad([[s * (A - 0.35), floor, 1], [s * (A - 0.25), floor, 1], [s * (A - 0.25), floor, zf], [s * (A - 0.35), floor, zf]], C.hivis, { opacity: 0.9 }));
  // light reflection on the floor
  out.push(P.quad([[-0.6, floor, 2], [0.6, floor, 2], [0.6, floor, zf], [-0.6, floor, zf]], ctx.linU([[0, '#ffffff', 0.0], [1, '#ffffff', 0.35]], 0, 800, 0, 380)));

  const racks = [];
  for (const side of [-1, 1]) {
    const X = side * A;
    // columns far -> near
    const cols = [];
    for (let z = 1.0; z < zf; z += cw) cols.push(z);
    cols.reverse();
    for (const z0 of cols) {
      const z1 = z0 + cw;
      const zm = (z0 + z1) / 2;
      for (let r = 0; r < rows; r++) {
        const yb = floor - r * ch;
        const yt = yb - ch;
        racks.push(P.quad([[X, yt, z0], [X, yt, z1], [X, yb, z1], [X, yb, z0]], fc('#22374d', zm)));
        const rr = ctx.rand();
        if (mode === 'bins') {
          if (rr < 0.9) {
            const col = ctx.pick(BIN_COLS);
            racks.push(P.quad([[X, yt + 0.28, z0 + 0.1], [X, yt + 0.28, z1 - 0.1], [X, yb - 0.12, z1 - 0.1], [X, yb - 0.12, z0 + 0.1]], fc(col, zm)));
            racks.push(P.quad([[X, yt + 0.28, z0 + 0.1], [X, yt + 0.28, z1 - 0.1], [X, yt + 0.42, z1 - 0.1], [X, yt + 0.42, z0 + 0.1]], fc(shade(col, 0.25), zm)));
            if (z0 > 2.5 && z0 < 24) racks.push(P.quad([[X, yt + 0.58, zm - 0.16], [X, yt + 0.58, zm + 0.16], [X, yt + 0.76, zm + 0.16], [X, yt + 0.76, zm - 0.16]], fc('#ffffff', zm)));
          }
        } else if (mode === 'ulds') {
          if (rr < 0.85) {
            const a = z0 + 0.2;
            const b = z1 - 0.2;
            const pts = side < 0
              ? [[X, yt + 0.3, a], [X, yt + 0.3, b], [X, yb - 0.8, b], [X, yb - 0.12, b - 0.5], [X, yb - 0.12, a]]
              : [[X, yt + 0.3, a], [X, yt + 0.3, b], [X, yb - 0.12, b], [X, yb - 0.12, a + 0.5], [X, yb - 0.8, a]];
            racks.push(poly(pts.map((p) => P(...p)), fc('#c7d1db', zm)));
            const cur = ctx.pick(ULD_CURTAINS);
            racks.push(P.quad([[X, yt + 0.45, a + 0.15], [X, yt + 0.45, a + 1.25], [X, yb - 0.3, a + 1.25], [X, yb - 0.3, a + 0.15]].map((p) => (side < 0 ? p : [p[0], p[1], a + b - p[2]])), fc(cur, zm)));
            if (z0 < 30) {
              for (let k = 1; k < 4; k++) racks.push(line(...P(X, yt + 0.3, a + 1.3 + k * 0.18), ...P(X, yb - 0.5, a + 1.3 + k * 0.18), fc('#ffffff', zm), 1.2, { opacity: 0.6 }));
            }
          }
        } else if (rr < 0.88) {
          // pallets with boxes
          const colB = ctx.pick(['#c89a63', '#d9b282', '#b9895a', '#e8d2b0', '#f2ece2']);
          racks.push(P.quad([[X, yb - 0.12, z0 + 0.15], [X, yb - 0.12, z1 - 0.15], [X, yb - 0.02, z1 - 0.15], [X, yb - 0.02, z0 + 0.15]], fc('#8a6a45', zm)));
          racks.push(P.quad([[X, yt + 0.3 + ctx.r(0, 0.5), z0 + 0.2], [X, yt + 0.3, z1 - 0.2], [X, yb - 0.12, z1 - 0.2], [X, yb - 0.12, z0 + 0.2]], fc(colB, zm)));
          racks.push(P.quad([[X, yt + 0.9, z0 + 0.2], [X, yt + 0.9, z1 - 0.2], [X, yt + 0.97, z1 - 0.2], [X, yt + 0.97, z0 + 0.2]], fc(shade(colB, -0.2), zm)));
        }
        // beam
        racks.push(P.quad([[X, yb - 0.1, z0], [X, yb - 0.1, z1], [X, yb + 0.02, z1], [X, yb + 0.02, z0]], fc(C.orange, zm)));
      }
      // upright
      racks.push(P.quad([[X, top, z0], [X, top, z0 + 0.09], [X, floor, z0 + 0.09], [X, floor, z0]], fc('#3a5d84', z0)));
    }
    // top rail
    racks.push(P.quad([[X, top - 0.25, 1], [X, top - 0.25, zf], [X, top, zf], [X, top, 1]], '#1d3550'));
  }
  out.push(g(racks));

  // stacker crane
  const zc = o.craneZ ?? (mode === 'bins' ? 8 : 12);
  const xo = mode === 'bins' ? 0.45 : 0.6;
  const mw = mode === 'bins' ? 0.32 : 0.5;
  const crane = [];
  // top guide rail
  crane.push(P.quad([[-0.15, top - 0.9, 1.5], [0.15, top - 0.9, 1.5], [0.15, top - 0.9, zf], [-0.15, top - 0.9, zf]], '#0d2238'));
  // bottom carriage
  const cb = [-1.0 + xo, 1.2 + xo];
  crane.push(P.quad([[cb[0], floor - 0.7, zc - 0.6], [cb[1], floor - 0.7, zc - 0.6], [cb[1], floor, zc - 0.6], [cb[0], floor, zc - 0.6]], C.amber));
  crane.push(P.quad([[cb[0], floor - 0.7, zc - 0.6], [cb[0], floor - 0.7, zc + 1.4], [cb[0], floor, zc + 1.4], [cb[0], floor, zc - 0.6]], shade(C.amber, -0.2)));
  for (let k = 0; k < 5; k++) {
    const x = cb[0] + 0.1 + k * 0.42;
    crane.push(P.quad([[x, floor - 0.5, zc - 0.61], [x + 0.2, floor - 0.5, zc - 0.61], [x + 0.05, floor - 0.2, zc - 0.61], [x - 0.15, floor - 0.2, zc - 0.61]], '#1b1b1b'));
  }
  // mast
  crane.push(P.quad([[xo - mw, top - 0.9, zc], [xo - mw, top - 0.9, zc + 0.6], [xo - mw, floor - 0.7, zc + 0.6], [xo - mw, floor - 0.7, zc]], '#0a2c50'));
  crane.push(P.quad([[xo - mw, top - 0.9, zc], [xo + mw, top - 0.9, zc], [xo + mw, floor - 0.7, zc], [xo - mw, floor - 0.7, zc]], ctx.linU([C.navy, '#1d5a94'], 0, 0, 0, 800)));
  for (let y = floor - 1.5; y > top; y -= 1.1) crane.push(line(...P(xo - mw, y, zc), ...P(xo + mw, y - 0.9, zc), '#2f6da6', 2.2));
  // lifting carriage
  const yc = o.carriageY ?? (mode === 'bins' ? -3.2 : -2.6);
  const cw2 = mode === 'bins' ? 1.4 : 2.2;
  crane.push(P.quad([[xo - cw2, yc, zc - 0.3], [xo + cw2 * 0.7, yc, zc - 0.3], [xo + cw2 * 0.7, yc + 0.35, zc - 0.3], [xo - cw2, yc + 0.35, zc - 0.3]], C.amber));
  crane.push(P.quad([[xo - cw2, yc + 0.35, zc - 0.3], [xo + cw2 * 0.7, yc + 0.35, zc - 0.3], [xo + cw2 * 0.7, yc + 0.35, zc + 1.0], [xo - cw2, yc + 0.35, zc + 1.0]], shade(C.amber, -0.3)));
  if (mode === 'bins') {
    crane.push(P.quad([[xo - 1.2, yc - 0.8, zc - 0.25], [xo - 0.1, yc - 0.8, zc - 0.25], [xo - 0.1, yc, zc - 0.25], [xo - 1.2, yc, zc - 0.25]], '#2f6fb0'));
    crane.push(P.quad([[xo - 1.2, yc - 0.8, zc - 0.25], [xo - 0.1, yc - 0.8, zc - 0.25], [xo - 0.1, yc - 0.65, zc - 0.25], [xo - 1.2, yc - 0.65, zc - 0.25]], '#5d9ad6'));
  } else if (mode === 'ulds') {
    crane.push(poly([[xo - 2.0, yc - 1.9, zc - 0.25], [xo + 0.9, yc - 1.9, zc - 0.25], [xo + 0.9, yc - 0.8, zc - 0.25], [xo + 0.4, yc - 0.02, zc - 0.25], [xo - 2.0, yc - 0.02, zc - 0.25]].map((p) => P(...p)), ctx.linU(['#eef2f5', '#a9b6c2'], 0, 200, 0, 400)));
    crane.push(P.quad([[xo - 1.85, yc - 1.75, zc - 0.25], [xo - 0.6, yc - 1.75, zc - 0.25], [xo - 0.6, yc - 0.2, zc - 0.25], [xo - 1.85, yc - 0.2, zc - 0.25]], C.teal));
  }
  const lab = P(xo - mw * 0.7, floor - 2.2, zc);
  crane.push(text(lab[0], lab[1], mode === 'bins' ? 'SC 07' : 'SC 21', { 'font-size': f(28 * (8 / zc)), 'font-weight': 'bold', fill: '#ffffff' }));
  if (mode !== 'pallets') out.push(g(crane));
  if (mode === 'pallets') {
    out.push(forklift(ctx, 420, 740, 1.35, {}));
    out.push(person(860, 700, 150, { skin: SKIN[2], hair: HAIR[1], vest: C.hivisOrange, helmet: '#ffffff', top: '#2b4c6f', arm: 'hold' }));
  }
  // vignette
  out.push(rect(X0, -10, XW, 830, ctx.radU([[0, '#000', 0], [0.75, '#000', 0], [1, '#000', 0.35]], 600, 380, 1100)));
  return out.join('');
}

export const boxStorage = (ctx, o) => aisle(ctx, { ...o, mode: 'bins' });
export const containerStorage = (ctx, o) => aisle(ctx, { ...o, mode: 'ulds' });
export const warehouseInterior = (ctx, o) => aisle(ctx, { ...o, mode: 'pallets' });

/** Terminal roof covered with solar panels, seen from a rooftop vantage point. */
export function roof(ctx, o = {}) {
  const hz = 300;
  const P = camera(600, hz, 700);
  const R = 5;
  const out = [sky(ctx, o.kind || 'day', hz + 30, { sunX: 960 }), clouds(ctx, 6, 40, 200), hills(ctx, hz + 4, o.kind || 'day', 0.45)];
  out.push(rect(X0, hz, XW, 80, ctx.linU(['#9fb0bf', '#7e8f9f'], 0, hz, 0, hz + 80)));
  // distant aircraft tails
  for (const [x, col] of [[-300, C.teal], [140, C.navy], [380, '#b23a3a'], [980, C.navy], [1300, C.teal]]) {
    out.push(poly([[x, hz + 28], [x + 12, hz + 6], [x + 20, hz + 6], [x + 24, hz + 28]], col));
    out.push(rect(x - 40, hz + 24, 90, 6, '#eef2f5', { rx: 3 }));
  }
  const zEnd = 60;
  out.push(P.quad([[-60, R, 1.2], [60, R, 1.2], [60, R, zEnd], [-60, R, zEnd]], ctx.linU(['#dfe5ea', '#b9c4ce', '#9aa7b3'], 0, hz, 0, 800)));
  out.push(P.quad([[-60, R - 0.4, zEnd], [60, R - 0.4, zEnd], [60, R, zEnd], [-60, R, zEnd]], '#7b8a99'));
  const rowsOut = [];
  if (o.panels !== false) {
    for (let z = zEnd - 3; z > 2; z -= 2.3) {
      for (let x = -36; x < 36; x += 1.75) {
        if (o.gap && x > -2.5 && x < 1) continue;
        const q = [[x + 0.05, R - 1.05, z + 1.0], [x + 1.7, R - 1.05, z + 1.0], [x + 1.7, R - 0.25, z], [x + 0.05, R - 0.25, z]];
        const p2 = q.map((p) => P(...p));
        const t = Math.min(1, Math.max(0, (p2[0][0] + 300) / 1800));
        rowsOut.push(poly(p2, mix(mix('#1b4a7c', '#2e6da8', t), '#9fc3e3', z / 140)));
        if (z < 18) {
          const m1 = P(x + 0.88, R - 1.05, z + 1.0);
          const m2 = P(x + 0.88, R - 0.25, z);
          rowsOut.push(line(m1[0], m1[1], m2[0], m2[1], '#8fb8e0', 1, { opacity: 0.5 }));
          const h1 = P(x + 0.05, R - 0.65, z + 0.5);
          const h2 = P(x + 1.7, R - 0.65, z + 0.5);
          rowsOut.push(line(h1[0], h1[1], h2[0], h2[1], '#8fb8e0', 1, { opacity: 0.5 }));
        }
      }
      rowsOut.push(P.quad([[-36, R - 0.25, z], [36, R - 0.25, z], [36, R, z], [-36, R, z]], '#6d7c8a'));
    }
  } else {
    // plain roof with skylights and HVAC units
    for (let z = zEnd - 4; z > 3; z -= 6) {
      for (let x = -30; x < 30; x += 8) {
        rowsOut.push(P.quad([[x, R, z], [x + 3, R, z], [x + 3, R, z + 2], [x, R, z + 2]], ctx.linU(['#a9cbe8', '#6d9cc4'], 0, hz, 0, 800)));
      }
    }
    for (const [x, z] of [[-9, 14], [6, 22], [-16, 30], [12, 36]]) {
      rowsOut.push(P.quad([[x, R - 1.2, z], [x + 2.5, R - 1.2, z], [x + 2.5, R, z], [x, R, z]], '#c4ced8'));
      rowsOut.push(P.quad([[x, R - 1.2, z], [x + 2.5, R - 1.2, z], [x + 2.5, R - 1.2, z + 2], [x, R - 1.2, z + 2]], '#e3e9ee'));
    }
  }
  out.push(g(rowsOut));
  return { out, P, R };
}

export function solarRoof(ctx, o = {}) {
  const { out } = roof(ctx, { ...o, gap: true });
  out.push(person(560, 770, 190, { skin: SKIN[2], hair: HAIR[0], vest: C.hivis, helmet: '#ffffff', top: '#2b4c6f', arm: 'hold' }));
  out.push(rect(598, 640, 34, 46, '#1f2a35', { rx: 4 }));
  out.push(rect(602, 645, 26, 34, '#7fd0e0', { rx: 2 }));
  // sun rays
  out.push(circle(960, 110, 300, ctx.radU([[0, '#fff6cf', 0.5], [1, '#fff6cf', 0]], 960, 110, 300)));
  return out.join('');
}

export function droneInspection(ctx, o = {}) {
  const { out, P, R } = roof(ctx, { ...o, panels: false });
  // scan footprint
  out.push(P.quad([[-3, R, 9], [4, R, 9], [4, R, 15], [-3, R, 15]], C.tealLight, { opacity: 0.25, stroke: '#3fe0d0', 'stroke-width': 3 }));
  const a = P(-3, R, 9);
  const b = P(4, R, 9);
  const c2 = P(4, R, 15);
  const d = P(-3, R, 15);
  const dx = 640;
  const dy = 190;
  out.push(poly([[dx, dy + 20], a, b], ctx.linU([[0, '#6ff0e4', 0.55], [1, '#6ff0e4', 0.12]], 0, dy, 0, a[1])));
  out.push(poly([[dx, dy + 20], d, c2], '#6ff0e4', { opacity: 0.1 }));
  for (let k = 1; k < 5; k++) {
    const p = P(-3 + (7 * k) / 5, R, 9);
    const q = P(-3 + (7 * k) / 5, R, 15);
    out.push(line(p[0], p[1], q[0], q[1], '#3fe0d0', 1.5, { opacity: 0.6 }));
  }
  // drone
  const dr = [];
  dr.push(ellipse(0, 0, 70, 22, ctx.lin(['#ffffff', '#c9d4de'])));
  dr.push(rect(-34, -18, 68, 22, '#e9eef3', { rx: 10 }));
  dr.push(circle(0, 18, 12, '#1c2733'));
  dr.push(circle(0, 18, 6, '#3fe0d0'));
  for (const s of [-1, 1]) {
    dr.push(line(s * 30, -4, s * 130, -30, '#3a4755', 8, { 'stroke-linecap': 'round' }));
    dr.push(line(s * 30, 6, s * 110, 26, '#3a4755', 8, { 'stroke-linecap': 'round' }));
    for (const [px, py, rx] of [[s * 130, -40, 70], [s * 110, 16, 60]]) {
      dr.push(rect(px - 4, py, 8, 12, '#3a4755'));
      dr.push(ellipse(px, py, rx, 9, '#c9d7e3', { opacity: 0.55 }));
      dr.push(ellipse(px, py, rx * 0.5, 4, '#ffffff', { opacity: 0.8 }));
    }
  }
  dr.push(rect(-14, -16, 28, 6, C.amber, { rx: 3 }));
  dr.push(circle(52, 2, 4, '#2fd37a'));
  dr.push(circle(-52, 2, 4, '#e04848'));
  out.push(g(dr, { transform: `translate(${dx} ${dy}) scale(1.15)` }));
  // operator with tablet in the foreground
  out.push(person(180, 800, 260, { skin: SKIN[4], hair: HAIR[0], vest: C.hivisOrange, helmet: '#ffffff', top: '#2b4c6f', arm: 'hold', armL: 'hold' }));
  out.push(rect(190, 600, 70, 50, '#1f2a35', { rx: 5, transform: 'rotate(-12 225 625)' }));
  out.push(rect(196, 606, 58, 38, '#6fd9e8', { rx: 3, transform: 'rotate(-12 225 625)' }));
  return out.join('');
}
