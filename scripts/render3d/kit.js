// The scene kit: runs in the browser (headless Chromium, WebGL through SwiftShader), loaded by
// scripts/render3d/render.mjs. Every scene is built from a seed, so a shot renders the same pixels
// on every run. Units are metres; +y is up. Nothing here draws letters: pictures carry no text.
import * as THREE from 'three';
import { Sky } from 'three/addons/objects/Sky.js';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import { EffectComposer } from 'three/addons/postprocessing/EffectComposer.js';
import { RenderPass } from 'three/addons/postprocessing/RenderPass.js';
import { BokehPass } from 'three/addons/postprocessing/BokehPass.js';
import { OutputPass } from 'three/addons/postprocessing/OutputPass.js';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js';

// ---------------------------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------------------------
export function rngOf(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.int = (lo, hi) => Math.floor(next.range(lo, hi + 1));
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}

// ---------------------------------------------------------------------------------------------
// Materials and procedural textures
// ---------------------------------------------------------------------------------------------
const matCache = new Map();
/** The scene's one material under key, made by make() the first time (disposeScene clears them). */
const cachedMat = (key, make) => { if (!matCache.has(key)) matCache.set(key, make()); return matCache.get(key); };
export function mat(color, roughness = 0.7, metalness = 0, extra = {}) {
  // Plain materials are shared; ones with extra settings are made each time.
  if (Object.keys(extra).length) return new THREE.MeshStandardMaterial({ color, roughness, metalness, ...extra });
  return cachedMat(`${color}/${roughness}/${metalness}`, () => new THREE.MeshStandardMaterial({ color, roughness, metalness }));
}
const glow = (color, intensity = 1) => new THREE.MeshStandardMaterial({ color: 0x000000, emissive: color, emissiveIntensity: intensity, roughness: 0.4 });

function canvasTex(w, h, draw, repeat = [1, 1], srgb = true) {
  const c = document.createElement('canvas');
  c.width = w; c.height = h;
  draw(c.getContext('2d'), w, h);
  const t = new THREE.CanvasTexture(c);
  t.wrapS = t.wrapT = THREE.RepeatWrapping;
  t.repeat.set(...repeat);
  t.anisotropy = 8;
  if (srgb) t.colorSpace = THREE.SRGBColorSpace;
  return t;
}

function noise(ctx, w, h, rng, base, spread, n = 6000, size = 3) {
  ctx.fillStyle = base; ctx.fillRect(0, 0, w, h);
  for (let i = 0; i < n; i++) {
    const v = Math.floor(rng.range(-spread, spread));
    ctx.fillStyle = `rgba(${v > 0 ? 255 : 0},${v > 0 ? 255 : 0},${v > 0 ? 255 : 0},${Math.abs(v) / 255})`;
    ctx.fillRect(rng() * w, rng() * h, rng.range(1, size), rng.range(1, size));
  }
}

function concreteMat(rng, tone = '#9a9a94', repeat = 20, joints = true) {
  const map = canvasTex(512, 512, (ctx, w, h) => {
    noise(ctx, w, h, rng, tone, 26, 9000, 4);
    for (let i = 0; i < 30; i++) { // stains
      ctx.fillStyle = `rgba(40,38,34,${rng.range(0.02, 0.07)})`;
      ctx.beginPath(); ctx.ellipse(rng() * w, rng() * h, rng.range(10, 90), rng.range(10, 60), rng() * 3, 0, 7); ctx.fill();
    }
    if (joints) { ctx.strokeStyle = 'rgba(30,30,30,0.45)'; ctx.lineWidth = 2; ctx.strokeRect(0, 0, w, h); }
  }, [repeat, repeat]);
  return new THREE.MeshStandardMaterial({ map, roughness: 0.92, metalness: 0 });
}

function claddingMat(rng, tone = '#c9ccce', repeat = [40, 1]) {
  const map = canvasTex(256, 256, (ctx, w, h) => {
    ctx.fillStyle = tone; ctx.fillRect(0, 0, w, h);
    for (let x = 0; x < w; x += 16) { ctx.fillStyle = 'rgba(0,0,0,0.16)'; ctx.fillRect(x, 0, 3, h); ctx.fillStyle = 'rgba(255,255,255,0.18)'; ctx.fillRect(x + 4, 0, 2, h); }
    for (let i = 0; i < 40; i++) { ctx.fillStyle = `rgba(60,60,60,${rng.range(0.01, 0.05)})`; ctx.fillRect(rng() * w, rng() * h * 0.5 + h * 0.5, rng.range(4, 30), rng.range(10, 120)); }
  }, repeat);
  return new THREE.MeshStandardMaterial({ map, roughness: 0.45, metalness: 0.55 });
}

function glazingMat(night, rng) {
  const map = canvasTex(256, 64, (ctx, w, h) => {
    ctx.fillStyle = night ? '#1c2a38' : '#5d7487'; ctx.fillRect(0, 0, w, h);
    for (let x = 0; x < w; x += 32) { ctx.fillStyle = '#2b3138'; ctx.fillRect(x, 0, 3, h); }
    ctx.fillStyle = '#2b3138'; ctx.fillRect(0, h / 2 - 1, w, 2);
    if (night) for (let x = 3; x < w; x += 32) { if (rng() < 0.75) { ctx.fillStyle = `rgba(255,214,150,${rng.range(0.5, 0.95)})`; ctx.fillRect(x, 2, 29, h - 4); } }
  }, [30, 1]);
  return new THREE.MeshStandardMaterial({ map, roughness: 0.08, metalness: 0.6, emissive: night ? 0xffffff : 0x000000, emissiveMap: night ? map : null, emissiveIntensity: night ? 0.9 : 0 });
}

/** Abstract operations displays: flight bars, flow lines, an apron plan. Shapes only, no text. */
function screenTex(rng, kind = rng.pick(['bars', 'plan', 'lines', 'grid'])) {
  return canvasTex(256, 160, (ctx, w, h) => {
    ctx.fillStyle = '#0b1a2a'; ctx.fillRect(0, 0, w, h);
    const acc = ['#2fb3a6', '#f2b134', '#4a90d9', '#e2574c', '#8fd16a'];
    if (kind === 'bars') for (let y = 10; y < h - 8; y += 12) { ctx.fillStyle = '#1c3148'; ctx.fillRect(8, y, w - 16, 8); ctx.fillStyle = rng.pick(acc); ctx.fillRect(8 + rng() * 60, y, rng.range(30, 150), 8); }
    if (kind === 'plan') { ctx.strokeStyle = '#3d6d8f'; ctx.lineWidth = 3; for (let i = 0; i < 7; i++) ctx.strokeRect(20 + i * 32, 30, 24, 50); ctx.fillStyle = '#2fb3a6'; for (let i = 0; i < 5; i++) ctx.fillRect(24 + rng.int(0, 6) * 32, 40, 16, 30); ctx.fillStyle = '#1c3148'; ctx.fillRect(10, 100, w - 20, 40); ctx.fillStyle = '#f2b134'; ctx.fillRect(20 + rng() * 150, 112, 40, 14); }
    if (kind === 'lines') for (let k = 0; k < 3; k++) { ctx.strokeStyle = acc[k]; ctx.lineWidth = 2; ctx.beginPath(); let y = h * rng.range(0.3, 0.8); ctx.moveTo(8, y); for (let x = 8; x < w; x += 12) { y += rng.range(-9, 9); y = Math.min(h - 10, Math.max(10, y)); ctx.lineTo(x, y); } ctx.stroke(); }
    if (kind === 'grid') for (let y = 8; y < h - 10; y += 24) for (let x = 8; x < w - 10; x += 40) { ctx.fillStyle = rng() < 0.2 ? rng.pick(acc) : '#183049'; ctx.fillRect(x, y, 34, 18); }
  });
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------
function mesh(geo, material, { cast = true, receive = true } = {}) {
  const m = new THREE.Mesh(geo, material);
  m.castShadow = cast; m.receiveShadow = receive;
  return m;
}
function box(w, h, d, material, x = 0, y = 0, z = 0, parent) {
  const m = mesh(new THREE.BoxGeometry(w, h, d), material);
  m.position.set(x, y + h / 2, z);
  if (parent) parent.add(m);
  return m;
}
function cyl(rt, rb, h, material, seg = 20) { return mesh(new THREE.CylinderGeometry(rt, rb, h, seg), material); }
function at(obj, x, y, z, ry = 0) { obj.position.set(x, y, z); obj.rotation.y = ry; return obj; }

/** Many copies of one mesh as a single draw call (racks, bins, solar panels). */
function instanced(geo, material, matrices, { cast = true, colors } = {}) {
  const m = new THREE.InstancedMesh(geo, material, matrices.length);
  matrices.forEach((mx, i) => m.setMatrixAt(i, mx));
  if (colors) colors.forEach((c, i) => m.setColorAt(i, new THREE.Color(c)));
  m.castShadow = cast; m.receiveShadow = true;
  return m;
}
const mx = (x, y, z, sx = 1, sy = 1, sz = 1, ry = 0) => new THREE.Matrix4().compose(new THREE.Vector3(x, y, z), new THREE.Quaternion().setFromEuler(new THREE.Euler(0, ry, 0)), new THREE.Vector3(sx, sy, sz));

// ---------------------------------------------------------------------------------------------
// People: simple, faceless figures in work clothes
// ---------------------------------------------------------------------------------------------
const SKIN = ['#c99a78', '#b88463', '#d8ad8c', '#a8734f', '#e0b999'];
const HAIR = ['#1d1714', '#2b211b', '#3a2c22', '#121010', '#4a4a4a'];
// The figure (round 17): a mannequin, faceless as in architectural renders, but built like a body
// (it was a capsule doll: one capsule for the torso, straight capsule legs, box shoes, ball hands):
// a pelvis; legs of thigh and shin jointed at the knee, with shaped shoes; a turned torso with
// shoulders, chest and a narrower waist; mitts with a thumb for hands; a head with ears, a nose and
// a jaw, so that the way it faces reads. Heights are those of the doll (hip 0.92 m standing, 0.48 m
// seated, shoulders 0.62 m above the hip, hands where they were), and it draws on rng as the doll
// did, so every picture keeps its composition and what scenes put in its hands still meets them.
// Legs: thigh 0.44 m from the hip joint to the knee, shin 0.41 m to the ankle, 0.07 m to the sole.
const THIGH = 0.44, SHIN = 0.41, ANKLE = 0.07;
// The torso's outline, turned about its axis (radius, height above the hip joint), then flattened
// front to back: hips, waist, chest, shoulders, the base of the neck.
const TORSO = [[0.001, -0.125], [0.125, -0.12], [0.158, -0.075], [0.168, -0.01], [0.166, 0.05], [0.148, 0.17], [0.142, 0.26], [0.158, 0.38], [0.178, 0.47], [0.192, 0.55], [0.2, 0.6], [0.18, 0.65], [0.1, 0.695], [0.001, 0.71]];
const TORSO_X = 1.12, TORSO_Z = 0.66;
const torsoR = (y) => { for (let i = 1; i < TORSO.length; i++) if (y <= TORSO[i][1]) { const [r0, y0] = TORSO[i - 1], [r1, y1] = TORSO[i]; return r0 + ((r1 - r0) * (y - y0)) / (y1 - y0); } return 0; };
const lathe = (pts, m, seg = 18) => { const o = mesh(new THREE.LatheGeometry(pts.map(([r, y]) => new THREE.Vector2(r, y)), seg), m); o.scale.set(TORSO_X, 1, TORSO_Z); return o; };
/** A limb segment from its joint down -y: a tapered rod with a ball at the joint. */
function segment(r0, r1, len, m) {
  const g = new THREE.CylinderGeometry(r1, r0, len, 12); g.translate(0, -len / 2, 0);
  const o = mesh(g, m); o.add(mesh(new THREE.SphereGeometry(r0, 12, 8), m)); return o;
}
// The head: an egg narrowing to the jaw, the chin a little forward (one smooth shape: a jaw apart
// left a seam across the face that read as a mouth)
const HEAD = () => {
  const g = new THREE.SphereGeometry(0.11, 20, 16), p = g.attributes.position;
  for (let i = 0; i < p.count; i++) {
    let x = p.getX(i), y = p.getY(i), z = p.getZ(i); const u = Math.max(0, -y / 0.11);
    x *= 0.9 * (1 - 0.22 * u * u); z = z * 1.02 * (1 - 0.12 * u * u) + (z > 0 ? 0.018 * u : 0) - 0.006; y = y * 1.06 + 0.008;
    p.setXYZ(i, x, y, z);
  }
  g.computeVertexNormals(); return g;
};
// A mitt: the palm and fingers as one rounded slab, the thumb apart; a fist when grip() closes it
const MITT = () => { const g = new THREE.SphereGeometry(0.05, 12, 8); g.scale(0.46, 1.45, 0.95); g.translate(0, -0.005, 0); return g; };
const FIST = () => { const g = new THREE.SphereGeometry(0.05, 12, 8); g.scale(0.85, 1.05, 1.02); return g; };
// Poses of the legs: [thigh, knee] per leg (right, left), radians, the thigh forward positive, the
// knee bent positive; the hip is set so that the lowest sole or knee rests on the floor.
//   kneel (round 17): on the right knee, the left foot planted forward (planting, tending)
//   crouch (round 17): squatting on both feet, knees apart, leaning forward (lifting, reaching down)
//   bend (round 17): knees bent, one foot forward, leaning from the hip (digging, pushing)
const LEGS = { walk: [[0.22, 0.12], [-0.22, 0]], kneel: [[0.12, 1.96], [1.5, 1.5]], crouch: [[1.2, 2.05], [1.2, 2.05]], bend: [[0.42, 0.62], [0.2, 0.3]] };
const LEAN = { kneel: 0.12, crouch: 0.55, bend: 0.45 };
// suit: a jacket (top) over a shirt, with a tie unless tie is false; hair: 'short' or 'long' (to
// the shoulders). Neither draws on rng, so figures without them come out as before.
export function person(rng, { top = '#f2c230', vest = true, vestColor = '#e9f23a', legs = '#2e3440', helmet = null, pose = 'stand', turn = 0, gloves = null, coat = false, suit = null, hair: style = 'short', points = 1 } = {}) {
  const g = new THREE.Group();
  const skin = mat(rng.pick(SKIN), 0.6);
  const topM = mat(top, 0.8);
  const legM = mat(legs, 0.85);
  const shoeM = mat('#1a1a1a', 0.6);
  const seated = pose === 'sit';
  const legPose = seated ? [[Math.PI / 2, Math.PI / 2], [Math.PI / 2, Math.PI / 2]] : LEGS[pose] ?? [[0, 0], [0, 0]];
  // the hip: standing 0.92, seated 0.48 (on the chair) as before; kneeling, crouching and bending,
  // as low as the legs reach
  const low = LEGS[pose] && pose !== 'walk';
  const hip = seated ? 0.48 : low ? Math.max(...legPose.map(([a, b]) => Math.max(THIGH * Math.cos(a) + 0.064, THIGH * Math.cos(a) + SHIN * Math.cos(a - b) + ANKLE))) : 0.92;
  // walking, the legs apart reach a little less far down: their hip joints sit lower in the pelvis
  const legHip = pose === 'walk' ? 0.905 : hip;
  const legList = [], arms = []; // for stride(): a film swings them
  legPose.forEach(([a, b], k) => {
    const side = k ? 1 : -1;
    const leg = segment(0.078, 0.064, THIGH, legM); leg.position.set(side * 0.09, legHip, seated ? 0.02 : 0); leg.rotation.set(-a, 0, 0);
    if (pose === 'crouch') leg.rotation.z = side * 0.18; // knees apart
    const knee = segment(0.062, 0.046, SHIN, legM); knee.position.y = -THIGH; knee.rotation.x = b; leg.add(knee);
    // the shoe: its joint at the ankle, the toe forward; kept level on the floor, or (kneeling) the
    // back foot on its toes
    const sg = new RoundedBoxGeometry(0.1, 0.075, 0.25, 2, 0.03); sg.translate(0, -ANKLE + 0.0375, 0.05);
    const shoe = mesh(sg, shoeM); shoe.position.y = -SHIN; knee.add(shoe);
    shoe.rotation.x = pose === 'kneel' && !k ? 1.2 - (b - a) : a - b;
    leg.userData.knee = knee; leg.userData.shoe = shoe;
    g.add(leg); legList.push(leg);
  });
  // The pelvis, and the upper body on it, pivoting at the hip (leaning forward in some poses)
  const pelvis = mesh(new THREE.SphereGeometry(0.17, 16, 10), legM); pelvis.scale.set(0.9, 0.55, 0.5); pelvis.position.set(0, hip - 0.01, 0); g.add(pelvis);
  const up = new THREE.Group(); up.position.y = hip; up.rotation.x = LEAN[pose] ?? 0; g.add(up);
  const torsoM = coat ? mat('#f4f4f2', 0.7) : topM;
  up.add(lathe(TORSO, torsoM));
  // a lab coat hangs open below the waist to mid-thigh
  if (coat && !seated) { const m = mat('#f4f4f2', 0.7, 0, { side: THREE.DoubleSide }); up.add(lathe([[0.205, -0.36], [0.19, -0.18], [0.172, 0], [0.158, 0.12], [0.152, 0.2]], m)); }
  if (vest && !coat) {
    const vm = mat(vestColor, 0.55, 0, { emissive: vestColor === '#e9f23a' ? 0x222800 : 0x2a1000 });
    up.add(lathe([[torsoR(0.04) + 0.014, 0.04], ...TORSO.filter(([, y]) => y > 0.1).map(([r, y]) => [r + 0.014, y + (y > 0.6 ? 0.006 : 0)])], vm));
    const band = mesh(new THREE.CylinderGeometry(1, 1, 0.04, 20, 1, true), mat('#d9dde0', 0.2, 0.8)); const rb = torsoR(0.3) + 0.02; band.scale.set(rb * TORSO_X, 1, rb * TORSO_Z); band.position.y = 0.3; up.add(band);
  }
  // Each arm bends at the elbow (round 15): straight arms held out, both at once for 'point',
  // read as stiff dolls in close views. [shoulder, elbow] in radians, forward negative: hands held
  // in front at about the height the straight arms reached, so that they still meet what they did.
  const [shoulder, elbow] = { work: [-0.55, -0.9], sit: [-0.35, -1.0], walk: [0.08, -0.3], kneel: [-0.5, -0.8], crouch: [-0.9, -0.3], bend: [-0.7, -0.5] }[pose] ?? [0.08, -0.2];
  const sleeve = coat ? mat('#f4f4f2', 0.7) : topM;
  const handM = gloves ? mat(gloves, 0.5) : skin;
  for (const side of [-1, 1]) {
    // one arm points, straight, and the other hangs: its left (+x, the figure facing +z), or with
    // points -1 its right, whichever the camera sees against the body's side
    const pointing = side === points && pose === 'point';
    const arm = segment(0.06, 0.05, 0.3, sleeve);
    arm.position.set(side * 0.25, 0.62, 0);
    arm.rotation.x = pointing ? -1.4 : shoulder; arm.rotation.z = side * 0.1;
    const forearm = segment(0.052, 0.038, 0.23, sleeve);
    forearm.position.y = -0.3; forearm.rotation.x = pointing ? 0 : elbow; arm.add(forearm);
    // the hand, its palm towards the body, the thumb forward
    const hand = mesh(MITT(), handM); hand.position.set(0, -0.3, 0); forearm.add(hand);
    const thumb = mesh(new THREE.CapsuleGeometry(0.014, 0.04, 3, 6), handM); thumb.position.set(-side * 0.006, 0.01, 0.04); thumb.rotation.x = 0.5; hand.add(thumb);
    hand.userData.thumb = thumb;
    // a scene that poses an arm itself straightens or bends it here, and finds the hand here
    arm.userData.elbow = forearm; arm.userData.hand = hand;
    up.add(arm); arms.push(arm);
  }
  if (suit) {
    // shirt front in the jacket's opening, a collar and the tie
    const shirtM = mat(suit.shirt ?? '#f4f4f1', 0.6);
    const shirt = mesh(new THREE.CapsuleGeometry(0.07, 0.1, 4, 10), shirtM); shirt.scale.set(0.8, 0.7, 0.5); shirt.position.set(0, 0.565, 0.095); up.add(shirt);
    const collar = cyl(0.066, 0.075, 0.07, shirtM, 14); collar.scale.z = 0.9; collar.position.set(0, 0.7, 0.004); up.add(collar);
    if (suit.tie) { const tie = box(0.042, 0.2, 0.02, mat(suit.tie, 0.5), 0, 0.42, 0.126); tie.rotation.x = 0.065; up.add(tie); }
    const lapelM = mat(`#${new THREE.Color(top).multiplyScalar(0.72).getHexString()}`, 0.6);
    for (const side of [-1, 1]) { const lapel = box(0.04, 0.24, 0.02, lapelM, side * 0.07, 0.42, 0.122); lapel.rotation.z = side * 0.38; lapel.rotation.x = 0.065; up.add(lapel); }
  }
  const neck = cyl(0.05, 0.058, 0.14, skin, 10); neck.position.y = 0.72; up.add(neck);
  // the head: skull, jaw, nose and ears, no eyes or mouth
  const head = new THREE.Group(); head.position.y = 0.86; up.add(head);
  const skull = mesh(HEAD(), skin); head.add(skull);
  const nose = mesh(new THREE.ConeGeometry(0.015, 0.036, 6), skin); nose.rotation.x = Math.PI / 2 - 0.35; nose.position.set(0, -0.012, 0.106); head.add(nose);
  for (const side of [-1, 1]) { const ear = mesh(new THREE.SphereGeometry(0.028, 8, 6), skin); ear.scale.set(0.45, 1, 0.75); ear.position.set(side * 0.1, -0.005, -0.01); head.add(ear); }
  if (helmet) { const h = mesh(new THREE.SphereGeometry(0.13, 16, 8, 0, Math.PI * 2, 0, Math.PI / 2), mat(helmet, 0.35)); h.position.y = 0.89; up.add(h); const brim = cyl(0.15, 0.15, 0.015, mat(helmet, 0.35)); brim.position.set(0, 0.89, 0.03); up.add(brim); }
  else {
    const hairM = mat(rng.pick(HAIR), 0.8);
    const hair = mesh(new THREE.SphereGeometry(0.12, 16, 8, 0, Math.PI * 2, 0, Math.PI / 2.2), hairM); hair.scale.set(0.95, 1, 1); hair.position.y = 0.88; hair.rotation.x = -0.25; up.add(hair);
    if (style === 'long') { const back = mesh(new THREE.CapsuleGeometry(0.115, 0.16, 4, 12), hairM); back.scale.set(1.05, 1, 0.7); back.position.set(0, 0.8, -0.05); up.add(back); }
  }
  g.rotation.y = turn;
  g.userData.limbs = { legs: legList, arms };
  return g;
}

// Hands that grip (round 16): person()'s hands were round ends that held nothing; a scene puts a
// hand where a thing is held with reach() and closes it round the thing with grip(), which parents
// the thing to the hand, so it moves with the arm. Neither draws on rng, and only shots that call
// them change.
/**
 * Bends arm i (0: the figure's right, -x; 1: its left) so that its hand lands at a point in the
 * figure's own frame (it faces +z), the elbow turned down and out; a point out of reach is met by
 * the straight arm pointing at it. out: how far the elbow swings outwards (0..1).
 */
export function reach(fig, i, [x, y, z], { out = 0.8 } = {}) {
  const arm = fig.userData.limbs.arms[i], side = i ? 1 : -1;
  // the arms hang from the upper body, which leans in some poses: the point in its frame
  const p0 = new THREE.Vector3(x, y, z);
  if (arm.parent !== fig) { fig.updateMatrixWorld(true); arm.parent.worldToLocal(fig.localToWorld(p0)); }
  const t = p0.sub(arm.position), d = Math.min(0.595, Math.max(0.05, t.length()));
  t.normalize();
  // the hand in the arm's frame: upper arm and forearm 0.3 m each, the elbow bent by e about x
  const e = -Math.acos(Math.min(1, Math.max(-1, (d * d) / 0.18 - 1)));
  const p = new THREE.Vector3(0, -0.3 - 0.3 * Math.cos(e), -0.3 * Math.sin(e)).normalize();
  const ax = new THREE.Vector3(1, 0, 0);
  // the hinge: across the body, tipped so that the elbow drops down and out to the figure's side
  const h0 = new THREE.Vector3(1, side * out, 0).normalize();
  const h = h0.sub(t.clone().multiplyScalar(h0.dot(t))).normalize();
  const local = new THREE.Matrix4().makeBasis(ax, p, ax.clone().cross(p));
  const world = new THREE.Matrix4().makeBasis(h, t, h.clone().cross(t));
  arm.quaternion.setFromRotationMatrix(world.multiply(local.transpose()));
  arm.userData.elbow.rotation.set(e, 0, 0);
  return arm;
}
/**
 * Closes hand i of a figure round a thing (the mitt curled into a fist, the thumb round the grip)
 * and, if given, parents the thing to the hand where it now is (placed in the figure's frame, or
 * already in the hand's), so it moves with the arm.
 */
export function grip(fig, i, thing) {
  const hand = fig.userData.limbs.arms[i].userData.hand;
  hand.geometry.dispose(); hand.geometry = FIST();
  const thumb = hand.userData.thumb; thumb.position.set(0, 0.012, 0.042); thumb.rotation.x = 1.2;
  if (thing) {
    if (!thing.parent) fig.add(thing);
    fig.updateMatrixWorld(true); hand.attach(thing);
  }
  return hand;
}

/**
 * A figure's walk at a phase (radians; 2 pi is two steps): legs swing from the hip, the knee bent
 * as the leg swings through and the shoe kept level, arms swing against them; the legs sit a
 * little deeper in the pelvis as they part, so that the lower foot stays on the floor. Used by
 * films, on figures kept out of mergeStatic.
 */
export function stride(fig, phase, amp = 0.36) {
  const { legs, arms } = fig.userData.limbs;
  const hip = 0.92;
  const pose = legs.map((leg, i) => {
    const s = i ? -1 : 1, a = amp * Math.sin(phase) * s;
    const b = (amp / 0.36) * 0.75 * Math.max(0, -s * Math.cos(phase)) ** 1.5;
    return [a, b];
  });
  const gap = Math.min(...pose.map(([a, b]) => hip - THIGH * Math.cos(a) - SHIN * Math.cos(a + b) - ANKLE));
  legs.forEach((leg, i) => {
    const [a, b] = pose[i];
    leg.rotation.x = a; leg.position.y = hip - gap;
    leg.userData.knee.rotation.x = b; leg.userData.shoe.rotation.x = -(a + b);
  });
  arms.forEach((arm, i) => { arm.rotation.x = 0.08 - 0.7 * amp * Math.sin(phase) * (i ? -1 : 1); });
}

/**
 * A value that moves through keyframes [[seconds, a, b, ...], ...], eased in and out between each
 * pair and held before the first and after the last: the films' motion, a function of time only.
 */
export function keyframes(keys) {
  return (t) => {
    if (t <= keys[0][0]) return keys[0].slice(1);
    for (let i = 1; i < keys.length; i++) if (t < keys[i][0]) {
      const [t0, ...a] = keys[i - 1], [t1, ...b] = keys[i];
      const u = (t - t0) / (t1 - t0), e = u * u * (3 - 2 * u);
      return a.map((x, k) => x + (b[k] - x) * e);
    }
    return keys[keys.length - 1].slice(1);
  };
}

// ---------------------------------------------------------------------------------------------
// Aircraft and ground equipment
// ---------------------------------------------------------------------------------------------
// bold: the livery's colour also on the tail cone and a broad band along the fuselage (no rng drawn).
// The windscreen's panes on a transparent sheet: the band's edges are drawn here, where they are
// straight, and not by the triangles of the nose it is cut from, which left them saw-toothed.
const WS = { u0: 0.07, u1: 0.93, v0: 0.13, v1: 0.83 };
const windscreenMat = () => cachedMat('freighter/windscreen', () => {
  const map = canvasTex(512, 128, (ctx, w, h) => {
    ctx.clearRect(0, 0, w, h);
    const x0 = WS.u0 * w, x1 = WS.u1 * w, y0 = (1 - WS.v1) * h, y1 = (1 - WS.v0) * h;
    ctx.fillStyle = '#0f161d'; ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
    ctx.fillStyle = '#d9dde1'; for (let i = 1; i < 10; i++) ctx.fillRect(x0 + ((x1 - x0) * i) / 10 - 4, y0, 8, y1 - y0);
  });
  return new THREE.MeshStandardMaterial({ map, alphaTest: 0.5, roughness: 0.08, metalness: 0.6 });
});

/** The nose's surface between the windscreen's sill and top (freighter below), with its panes mapped upright. */
function windscreen(r, scale, at) {
  const src = new THREE.SphereGeometry(r, 72, 36, 0, Math.PI * 2, 0, Math.PI / 2).toNonIndexed();
  src.scale(scale.x, scale.y, scale.z); src.rotateX(Math.PI / 2);
  const len = r * scale.y, y0 = r * 0.3, y1 = r * 0.78, p = src.attributes.position;
  const pos = [], uv = [];
  for (let i = 0; i < p.count; i += 3) {
    const cy = (p.getY(i) + p.getY(i + 1) + p.getY(i + 2)) / 3, cz = (p.getZ(i) + p.getZ(i + 1) + p.getZ(i + 2)) / 3;
    if (cy < y0 || cy > y1 || cz < len * 0.2) continue;
    for (let k = i; k < i + 3; k++) {
      pos.push(p.getX(k), p.getY(k), p.getZ(k));
      uv.push(Math.atan2(p.getX(k), p.getZ(k) - len * 0.2) / Math.PI + 0.5, (p.getY(k) - y0) / (y1 - y0));
    }
  }
  const geo = new THREE.BufferGeometry();
  geo.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3)); geo.setAttribute('uv', new THREE.Float32BufferAttribute(uv, 2)); geo.computeVertexNormals();
  const m = mesh(geo, windscreenMat(), { cast: false }); m.position.copy(at);
  return m;
}

/**
 * A freighter's wing (round 18), lofted along its span from an aerofoil: a rounded leading edge, a
 * thickness of 13 % of the chord at the root thinning to 9 % at the tip, a cambered upper surface
 * and a flatter lower one, swept, rising by `dihedral` (radians) to the tip. side: -1 or +1. The
 * wing was a 55 cm slab of one thickness, which seen from eye level was a line with the engines
 * hanging from nothing. Coordinates are the freighter's (nose to +z), the root chord from z = 7 to -5
 * at y = 4.35, the tip's (3 m) from z = -7 to -10 at x = side * 31.
 */
function wingGeometry(side, dihedral) {
  const P = 28, S = 10, span = 31, pos = [], idx = [];
  // cosine spacing packs points round the leading edge, where the surface turns fastest
  const xs = Array.from({ length: P / 2 + 1 }, (_, i) => (1 - Math.cos((Math.PI * i) / (P / 2))) / 2);
  const thick = (u, t) => 5 * t * (0.2969 * Math.sqrt(u) - 0.126 * u - 0.3516 * u * u + 0.2843 * u ** 3 - 0.1036 * u ** 4);
  for (let j = 0; j <= S; j++) {
    const f = j / S, x = side * span * f, le = 7 - 14 * f, te = -5 - 5 * f, chord = le - te, t = 0.13 - 0.04 * f;
    const y0 = 4.35 + span * f * Math.tan(dihedral);
    // round the loop: upper surface from the trailing edge to the leading edge, then the lower back
    const loop = [...xs.slice().reverse().map((u) => [u, 1]), ...xs.slice(1, -1).map((u) => [u, -1])];
    for (const [u, s] of loop) {
      const camber = 0.025 * chord * 4 * u * (1 - u), h = thick(u, t) * chord;
      pos.push(x, y0 + camber + (s > 0 ? h : -0.75 * h), le - u * chord);
    }
  }
  const n = P; // points per section
  for (let j = 0; j < S; j++) for (let i = 0; i < n; i++) {
    const a = j * n + i, b = j * n + ((i + 1) % n), c = a + n, d = b + n;
    if (side > 0) idx.push(a, c, b, b, c, d); else idx.push(a, b, c, b, d, c);
  }
  // the tip closed by a fan from its middle
  const tip = S * n, mid = pos.length / 3;
  const cx = pos.slice(tip * 3).reduce((acc, v, k) => { acc[k % 3] += v / n; return acc; }, [0, 0, 0]);
  pos.push(...cx);
  for (let i = 0; i < n; i++) { const a = tip + i, b = tip + ((i + 1) % n); if (side > 0) idx.push(a, b, mid); else idx.push(a, mid, b); }
  const geo = new THREE.BufferGeometry();
  geo.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3)); geo.setIndex(idx); geo.computeVertexNormals();
  return geo;
}

// dihedral (round 18): 0.07 rad unless a shot sets its own (the home hero's 0.08, round 16)
export function freighter(rng, { doorOpen = true, livery = rng.pick(['#1f5fa8', '#0d7a6f', '#9b1c2c', '#2a2f6b', '#c46a12']), bold = false, cone = false, sealed = false, dihedral = 0.07 } = {}) {
  const g = new THREE.Group();
  const white = mat('#eef0f2', 0.35, 0.15);
  const belly = mat('#b8bec4', 0.4, 0.3);
  const accent = mat(livery, 0.4, 0.1);
  const R = 3.1, L = 56;
  const body = mesh(new THREE.CylinderGeometry(R, R, L, 40), white); body.rotation.x = Math.PI / 2; body.position.y = 6; g.add(body);
  const stripe = mesh(new THREE.CylinderGeometry(R + 0.02, R + 0.02, L, 40, 1, true, Math.PI * 0.55, Math.PI * 0.9), belly); stripe.rotation.x = Math.PI / 2; stripe.position.y = 6; g.add(stripe);
  const cheat = mesh(new THREE.CylinderGeometry(R + 0.03, R + 0.03, L * 0.85, 40, 1, true, Math.PI * 0.42, Math.PI * (bold ? 0.16 : 0.08)), accent); cheat.rotation.x = Math.PI / 2; cheat.position.set(0, 6, -2); g.add(cheat);
  if (bold) { const band = mesh(new THREE.CylinderGeometry(R + 0.035, R + 0.035, L * 0.85, 40, 1, true, Math.PI * 1.42, Math.PI * 0.16), accent); band.rotation.x = Math.PI / 2; band.position.set(0, 6, -2); g.add(band); }
  const nose = mesh(new THREE.SphereGeometry(R, 40, 24, 0, Math.PI * 2, 0, Math.PI / 2), white); nose.rotation.x = Math.PI / 2; nose.scale.set(1, 2.3, 1); nose.position.set(0, 6, L / 2); g.add(nose);
  // sealed (round 15, apron opts.sealed): the nose cap 9 cm wider than the fuselage, a radome's lip.
  // Flush, its rim and the fuselage's end left cracks along the joint, and through them the
  // fuselage's lit end cap showed as a dotted bright ring round the nose in a close view.
  if (sealed) nose.scale.set(1.03, 2.3, 1.03);
  // The flight deck's windscreen (round 16): a band of panes round the front of the nose at the
  // height of its upper third, cut from the nose's own surface a hair outside it, the pillars
  // between the panes standing upright. A box stood out of the nose as one small black triangle,
  // which read as a hole at hero size.
  g.add(windscreen(R * 1.006, nose.scale, nose.position));
  if (cone) {
    // round 6 (opts.tailcone of the apron): the tail tapers from the fuselage's full round to a
    // small tip swept up under the fin; the first tail (below) was turned the wrong way round, so
    // seen from behind the fuselage ended in a flat disc. Kept for the shots rendered with it.
    const geo = new THREE.CylinderGeometry(0.5, R, 14, 40); geo.rotateX(-Math.PI / 2);
    const p = geo.attributes.position;
    for (let i = 0; i < p.count; i++) { const t = (7 - p.getZ(i)) / 14; p.setY(i, p.getY(i) * (1 - 0.25 * t) + 2.3 * t * t); }
    geo.computeVertexNormals();
    const tail = mesh(geo, bold ? accent : white); tail.position.set(0, 6, -L / 2 - 7); g.add(tail);
  } else { const tail = mesh(new THREE.CylinderGeometry(R, 0.5, 14, 40), bold ? accent : white); tail.rotation.x = -Math.PI / 2; tail.position.set(0, 6.9, -L / 2 - 7); tail.scale.set(1, 1, 0.8); g.add(tail); }
  for (const side of [-1, 1]) {
    g.add(mesh(wingGeometry(side, dihedral), white));
    for (const f of [0.32, 0.62]) {
      const ex = side * 31 * f, ez = 2 + 5 - 14 * f, ey = 3.1 - f * 0.6 + (dihedral ? Math.abs(ex) * Math.tan(dihedral) : 0);
      const nac = cyl(1.35, 1.2, 6, mat('#dfe2e5', 0.3, 0.4), 24); nac.rotation.x = Math.PI / 2; nac.position.set(ex, ey, ez + 2.5); g.add(nac);
      const inlet = cyl(1.1, 1.1, 0.1, mat('#202328', 0.3, 0.7), 24); inlet.rotation.x = Math.PI / 2; inlet.position.set(ex, ey, ez + 5.55); g.add(inlet);
      const lip = mesh(new THREE.TorusGeometry(1.3, 0.09, 8, 24), accent); lip.position.set(ex, ey, ez + 5.5); g.add(lip);
      // round 17: the fan's spinner in the inlet, and the exhaust nozzle and plug behind the cowl
      // (a dark disc in a ring read as a hole); on flat wings too a pylon hangs the engine
      const spinner = mesh(new THREE.ConeGeometry(0.38, 0.7, 20), mat('#c9ccd0', 0.3, 0.6)); spinner.rotation.x = Math.PI / 2; spinner.position.set(ex, ey, ez + 5.8); g.add(spinner);
      const nozzle = cyl(0.95, 1.15, 1.2, mat('#9ea3a8', 0.35, 0.7), 24); nozzle.rotation.x = Math.PI / 2; nozzle.position.set(ex, ey, ez - 1.1); g.add(nozzle);
      const plug = mesh(new THREE.ConeGeometry(0.55, 1.6, 20), mat('#5d6166', 0.4, 0.7)); plug.rotation.x = -Math.PI / 2; plug.position.set(ex, ey, ez - 2.3); g.add(plug);
      if (dihedral) { const pylon = box(0.35, 1.0, 4.2, white); pylon.position.set(ex, ey + 1.05, ez + 1.6); pylon.rotation.z = side * dihedral; g.add(pylon); }
      else g.add(box(0.35, 0.5, 4.2, white, ex, ey + 1.0, ez + 1.6));
    }
  }
  const finShape = new THREE.Shape([new THREE.Vector2(0, 0), new THREE.Vector2(9, 0), new THREE.Vector2(3.5, 12), new THREE.Vector2(-1, 12)]);
  const fin = mesh(new THREE.ExtrudeGeometry(finShape, { depth: 0.5, bevelEnabled: false }), accent); fin.rotation.y = Math.PI / 2; fin.position.set(-0.25, 8.2, -L / 2 - 3); g.add(fin);
  const stabShape = new THREE.Shape([new THREE.Vector2(0, 3), new THREE.Vector2(10, -3), new THREE.Vector2(10, -5), new THREE.Vector2(0, -3)]);
  for (const side of [-1, 1]) { const s = mesh(new THREE.ExtrudeGeometry(stabShape, { depth: 0.3, bevelEnabled: false }), white); s.rotation.x = Math.PI / 2; s.scale.x = side; s.position.set(0, 7.6, -L / 2 - 7); g.add(s); }
  // the wing-to-body fairing under the wing's root (round 17: the wings met a bare tube)
  const fairing = mesh(new THREE.SphereGeometry(1, 32, 16), belly); fairing.scale.set(2.7, 1.1, 10); fairing.position.set(0, 3.7, 0.5); g.add(fairing);
  // Landing gear
  const tyre = mat('#151515', 0.9);
  // round 17: an oleo strut as thick as a real one, its bogie beam and a gear door beside it (a
  // 30 cm stick under the body made the freighter look as if it hovered)
  const strutM = mat('#8a8f94', 0.4, 0.8);
  const gear = (x, z, n) => {
    for (let i = 0; i < n; i++) { const w = cyl(0.62, 0.62, 0.45, tyre, 18); w.rotation.z = Math.PI / 2; w.position.set(x + (i % 2 ? 0.5 : -0.5), 0.62, z + Math.floor(i / 2) * 1.4); g.add(w); const h = cyl(0.3, 0.3, 0.47, strutM, 12); h.rotation.z = Math.PI / 2; h.position.copy(w.position); g.add(h); }
    const mid = z + (n > 2 ? 0.7 : 0), r = n > 2 ? 0.26 : 0.18;
    const leg = cyl(r, r, 3, strutM); leg.position.set(x, 2.4, mid); g.add(leg);
    const piston = cyl(r * 0.7, r * 0.7, 0.8, mat('#c9ccd0', 0.2, 0.9)); piston.position.set(x, 1.1, mid); g.add(piston);
    g.add(box(0.3, 0.2, n > 2 ? 1.9 : 0.3, strutM, x, 0.55, mid));
    g.add(box(0.06, 1.5, 1.3, white, x + (x < 0 ? -0.45 : 0.45), 2.2, mid));
  };
  gear(0, L / 2 - 2, 2); gear(-3.4, -2, 4); gear(3.4, -2, 4); gear(-1.4, 1, 4); gear(1.4, 1, 4);
  // Main-deck cargo door behind the wing on the left side, raised when open.
  const door = mesh(new THREE.BoxGeometry(0.25, 3.1, 3.6), white);
  if (doorOpen) {
    const hole = mesh(new THREE.BoxGeometry(0.3, 3.0, 3.4), mat('#1a1d21', 0.9)); hole.position.set(-R + 0.1, 6.9, -15); g.add(hole);
    door.position.set(-R - 0.6, 9.6, -15); door.rotation.z = -1.1; g.add(door);
  }
  return g;
}

// `rim` (round 14): the container's aluminium frame drawn, bright extrusions along every edge of
// its body and darker panel seams, so that at dusk it reads as a container and not a grey box;
// it draws nothing at random, and without it the container is as before.
export function uldAKE(rng, tone = rng.pick(['#b9bec4', '#c5c9cc', '#aeb4b9']), { rim = false } = {}) {
  const g = new THREE.Group();
  const outline = [[0, 0], [1.56, 0], [1.56, 1.63], [-0.45, 1.63], [-0.45, 0.6]];
  const shape = new THREE.Shape(outline.map(([x, y]) => new THREE.Vector2(x, y)));
  const body = mesh(new THREE.ExtrudeGeometry(shape, { depth: 1.53, bevelEnabled: false }), rim ? mat(tone, 0.32, 0.55) : mat(tone, 0.42, 0.75));
  body.position.set(-0.55, 0, -0.76); g.add(body);
  if (rim) {
    const frame = mat('#eef1f3', 0.22, 0.55), seam = mat('#5d646b', 0.5, 0.5), r = 0.05;
    const bar = (a, b, z) => { const len = Math.hypot(b[0] - a[0], b[1] - a[1]); const e = mesh(new THREE.BoxGeometry(len + r, r, r), frame); e.position.set(-0.55 + (a[0] + b[0]) / 2, (a[1] + b[1]) / 2, z); e.rotation.z = Math.atan2(b[1] - a[1], b[0] - a[0]); g.add(e); };
    for (let i = 0; i < outline.length; i++) for (const z of [-0.76, 0.77]) bar(outline[i], outline[(i + 1) % outline.length], z);
    for (const [x, y] of outline) g.add(box(r, r, 1.53 + r, frame, -0.55 + x, y - r / 2, 0));
    for (const x of [0.25, 0.65]) g.add(box(0.025, 1.5, 0.02, seam, -0.55 + x, 0.07, -0.775));
    for (const z of [-0.25, 0.25]) g.add(box(0.02, 1.5, 0.025, seam, 1.015, 0.07, z));
  }
  const curtain = mesh(new THREE.PlaneGeometry(1.45, 1.4), mat(rng.pick(['#c23b2f', '#25508f', '#d58b1d', '#3a6d3b', '#5b5e63']), 0.85, 0, { side: THREE.DoubleSide }));
  curtain.position.set(0.24, 0.8, 0.78); g.add(curtain);
  const base = box(2.1, 0.06, 1.6, mat('#7c8187', 0.5, 0.8), 0.05, 0, 0); g.add(base);
  return g;
}

// A carton as a carton (pallet's `taped`, round 12): kraft board with darker edges and a strip of
// pale tape across it, in one of five close tones. Without it each carton was a plain box in one
// of five far-apart tones, and at hero size a built-up pallet read as a pixel mosaic. Cached per
// scene with the plain materials (disposeScene clears matCache).
const TAPED_TONES = { '#c49a6c': '#c39a6a', '#b88a58': '#bb8f5e', '#d2ab7c': '#c9a272', '#a77b4c': '#b58a5b', '#e0c49a': '#cfa97a' };
const cartonMat = (tone) => cachedMat(`carton/${tone}`, () => {
  const map = canvasTex(64, 64, (ctx, w, h) => {
    ctx.fillStyle = TAPED_TONES[tone]; ctx.fillRect(0, 0, w, h);
    ctx.strokeStyle = 'rgba(86,58,30,0.7)'; ctx.lineWidth = 5; ctx.strokeRect(2.5, 2.5, w - 5, h - 5);
    ctx.fillStyle = 'rgba(238,226,200,0.75)'; ctx.fillRect(w * 0.42, 0, w * 0.16, h);
  });
  return new THREE.MeshStandardMaterial({ map, roughness: 0.85 });
});

// `sheen` (round 14): a black wrap drawn as opaque black film with a sheen, the cartons under it
// drawn from the seed as before but left out (they stood through the tapering film); without it
// the black wrap is as before.
// Black stretch film as it is wound (round 18): laps of uneven width climbing the stack on a slant,
// faint, with a few creases. Even bands every few centimetres read as the fins of a black
// radiator at hero size (a fresh-eyes review could not tell the wrapped pallets for cargo).
// Nothing from the scene's rng: the laps are the same on every pallet, as the texture is shared.
const filmMat = () => cachedMat('film/black', () => {
  const map = canvasTex(128, 256, (ctx, w, h) => {
    ctx.fillStyle = '#272a2f'; ctx.fillRect(0, 0, w, h);
    const laps = [22, 31, 18, 27, 35, 20, 29, 24, 33, 17];
    let y = 0;
    for (let k = 0; y < h + 40; k++) {
      const lap = laps[k % laps.length];
      ctx.fillStyle = `rgba(150,158,168,${0.05 + (k % 3) * 0.025})`;
      ctx.beginPath(); ctx.moveTo(0, y); ctx.lineTo(w, y - 14); ctx.lineTo(w, y - 14 + lap * 0.6); ctx.lineTo(0, y + lap * 0.6); ctx.fill();
      ctx.strokeStyle = 'rgba(0,0,0,0.28)'; ctx.lineWidth = 1; ctx.beginPath(); ctx.moveTo(0, y + lap); ctx.lineTo(w, y + lap - 14); ctx.stroke();
      y += lap;
    }
    // creases where the film was pulled round a corner of a carton
    ctx.strokeStyle = 'rgba(190,198,206,0.12)'; ctx.lineWidth = 1.5;
    for (const [x, y0, len] of [[18, 40, 60], [70, 150, 45], [102, 20, 38], [40, 200, 50]]) { ctx.beginPath(); ctx.moveTo(x, y0); ctx.quadraticCurveTo(x + 6, y0 + len / 2, x + 2, y0 + len); ctx.stroke(); }
  });
  return new THREE.MeshStandardMaterial({ map, roughness: 0.3, envMapIntensity: 1.5 });
});

// A cargo net: square meshes of strap drawn on a transparent sheet (the box's wireframe showed its
// triangles, a diagonal lattice no net has).
const netMat = (color) => cachedMat(`net/${color}`, () => {
  const map = canvasTex(256, 256, (ctx, w, h) => {
    ctx.clearRect(0, 0, w, h); ctx.strokeStyle = color; ctx.lineWidth = 4;
    for (let i = 0; i <= 8; i++) { const p = (i * w) / 8; ctx.beginPath(); ctx.moveTo(p, 0); ctx.lineTo(p, h); ctx.moveTo(0, p); ctx.lineTo(w, p); ctx.stroke(); }
  });
  return new THREE.MeshStandardMaterial({ map, transparent: true, roughness: 0.9, side: THREE.DoubleSide, depthWrite: false });
});

export function pallet(rng, { h = rng.range(1.4, 2.9), wrap = rng.pick(['black', 'clear', 'net']), net = '#2e3a2a', taped = false, sheen = false } = {}) {
  const g = new THREE.Group();
  g.add(box(3.18, 0.08, 2.44, mat('#8d9399', 0.45, 0.8)));
  const cartons = new THREE.Group();
  const tones = ['#c49a6c', '#b88a58', '#d2ab7c', '#a77b4c', '#e0c49a'];
  let lowest = h;
  for (let x = -1.35; x < 1.4; x += 0.55) for (let z = -1.0; z < 1.05; z += 0.5) {
    const top = h * (1 - Math.pow(Math.abs(x) / 1.8, 3) * 0.45) - rng.range(0, 0.25);
    lowest = Math.min(lowest, top);
    for (let y = 0.08; y < top; y += 0.45) { const tone = rng.pick(tones); cartons.add(box(0.54, Math.min(0.44, top - y), 0.49, taped ? cartonMat(tone) : mat(tone, 0.85), x, y, z)); }
  }
  // The columns stand at x -1.35 ... 0.85: centred on the 3.18 m base (they overhung its -x edge
  // and left half a metre bare at +x).
  cartons.position.x = 0.25;
  const film = sheen && wrap === 'black';
  if (!film) g.add(cartons);
  if (wrap !== 'clear') {
    const wm = film ? filmMat() : wrap === 'black' ? mat('#16181b', 0.35, 0.1, { transparent: true, opacity: 0.94 }) : netMat(net);
    // A net lies on the stack: as wide and deep as the cartons and as high as the highest column
    // (round 16; the pallet-sized box of the black wrap stood 20 cm off the cartons as a cage).
    const netted = wrap === 'net' && !film, bounds = netted ? new THREE.Box3().setFromObject(cartons) : null;
    const [sw, sh, sd] = netted ? [bounds.max.x - bounds.min.x + 0.03, bounds.max.y - 0.08 + 0.02, bounds.max.z - bounds.min.z + 0.03] : [3.16, h, 2.42];
    // the wrap (and a net over it) drawn in towards the top, as the load's upper columns are
    const taperTop = (geo, k) => { const p = geo.attributes.position; for (let i = 0; i < p.count; i++) { const x = p.getX(i), y = p.getY(i); if (y > 0) p.setX(i, x * (1 - Math.pow((y + sh / 2) / sh, 4) * k)); } return geo; };
    const skin = mesh(taperTop(new THREE.BoxGeometry(sw, sh, sd, 6, 6, 6), netted ? 0.12 : 0.25), wm); skin.position.set(netted ? (bounds.min.x + bounds.max.x) / 2 : 0, sh / 2 + 0.08, netted ? (bounds.min.z + bounds.max.z) / 2 : 0);
    g.add(skin);
    if (film) {
      // round 18: the cargo net over the film, as on every built-up pallet, in a pale webbing that
      // shows on the black (the film's box alone was a black block); strapped at the base's rails
      const cover = mesh(taperTop(new THREE.BoxGeometry(sw + 0.04, sh + 0.02, sd + 0.04, 6, 6, 6), 0.25), netMat(net === '#2e3a2a' ? '#cbbd93' : net), { cast: false });
      cover.position.copy(skin.position); cover.position.y += 0.01;
      g.add(cover);
    }
  } else {
    // Stretch film round the stack's sides, as high as its lowest column: a box of the pallet's
    // full size stood clear of the cartons (which do not fill the base) and over the lower
    // columns, and read as a glass case round them.
    const bounds = new THREE.Box3().setFromObject(cartons), size = bounds.getSize(new THREE.Vector3()), mid = bounds.getCenter(new THREE.Vector3());
    const fh = Math.max(0.1, lowest - 0.1), clear = mat('#dfe8ee', 0.1, 0, { transparent: true, opacity: 0.22 });
    const tube = new THREE.CylinderGeometry(Math.SQRT1_2, Math.SQRT1_2, 1, 4, 1, true).rotateY(Math.PI / 4).scale(size.x + 0.02, fh, size.z + 0.02);
    const film = mesh(tube, clear, { cast: false }); film.position.set(mid.x, 0.08 + fh / 2, mid.z); g.add(film);
  }
  return g;
}

export function dolly(rng, load) {
  const g = new THREE.Group();
  g.add(box(3.4, 0.12, 2.6, mat('#5b6066', 0.5, 0.7), 0, 0.5, 0));
  const rail = mat('#d7a21b', 0.5, 0.3);
  g.add(box(3.4, 0.08, 0.08, rail, 0, 0.62, 1.28)); g.add(box(3.4, 0.08, 0.08, rail, 0, 0.62, -1.28));
  for (const [x, z] of [[-1.3, 1.1], [1.3, 1.1], [-1.3, -1.1], [1.3, -1.1]]) { const w = cyl(0.25, 0.25, 0.18, mat('#151515', 0.9), 14); w.rotation.x = Math.PI / 2; w.position.set(x, 0.25, z); g.add(w); }
  const bar = box(1.6, 0.06, 0.06, mat('#3a3d40', 0.5, 0.6), 2.4, 0.35, 0); g.add(bar);
  if (load) { load.position.y = 0.62; g.add(load); }
  return g;
}

/**
 * A tow tractor, front towards +x: a chassis, a body whose hood slopes down to the nose and whose
 * rear deck stands behind the open cab, a seat with its backrest, the steering wheel on its column,
 * a windscreen under the roof on four posts, mudguards, tyres on hubs, bumper, headlamps and the
 * tow hitch. Round 17: a box with a black cube under a plate read as a toy. Draws the same colour.
 */
export function tractor(rng, { electric = false } = {}) {
  const g = new THREE.Group();
  const body = mat(electric ? '#f4f6f5' : rng.pick(['#e8b51c', '#d45d1f', '#e6e6e0']), 0.45, 0.2);
  const dark = mat('#2b2d30', 0.5, 0.6), black = mat('#141414', 0.9), hub = mat('#aeb2b6', 0.4, 0.7);
  g.add(box(3.0, 0.3, 1.5, dark, 0, 0.3, 0)); // chassis
  // the body's side profile (x, y), extruded across: the rear deck, the cab's floor, the hood
  const side = new THREE.Shape([[-1.5, 0.55], [1.5, 0.55], [1.5, 0.95], [1.38, 1.18], [0.05, 1.28], [0.05, 0.98], [-1.05, 0.98], [-1.05, 1.3], [-1.5, 1.3]].map(([x, y]) => new THREE.Vector2(x, y)));
  const shell = mesh(new THREE.ExtrudeGeometry(side, { depth: 1.62, bevelEnabled: true, bevelThickness: 0.04, bevelSize: 0.04, bevelSegments: 2 }), body);
  shell.position.z = -0.81; g.add(shell);
  if (electric) g.add(box(3.1, 0.12, 1.74, mat('#19a36b', 0.4), 0, 0.8, 0));
  // the cab: posts, roof and windscreen; the seat facing forward, the wheel before it
  for (const x of [-1.15, -0.05]) for (const z of [-0.78, 0.78]) g.add(box(0.07, 0.85, 0.07, dark, x, 1.22, z));
  g.add(box(1.3, 0.08, 1.74, body, -0.6, 2.05, 0));
  const screen = mesh(new THREE.PlaneGeometry(1.5, 0.7), mat('#cfe0ea', 0.05, 0.1, { transparent: true, opacity: 0.3 }), { cast: false });
  screen.position.set(-0.03, 1.68, 0); screen.rotation.y = Math.PI / 2; g.add(screen);
  g.add(box(0.55, 0.12, 0.55, mat('#222', 0.8), -0.7, 1.0, 0));
  const back = box(0.1, 0.55, 0.55, mat('#222', 0.8), -0.95, 1.08, 0); back.rotation.z = -0.12; g.add(back);
  g.add(taper([0.02, 1.2, 0], [-0.25, 1.55, 0], 0.03, 0.03, dark, 8));
  const wheel = cyl(0.17, 0.17, 0.035, dark, 16); wheel.rotation.z = Math.PI / 2 - 0.6; wheel.position.set(-0.26, 1.56, 0); g.add(wheel);
  // running gear
  for (const [x, z] of [[-0.9, 0.85], [0.95, 0.85], [-0.9, -0.85], [0.95, -0.85]]) {
    const w = cyl(0.38, 0.38, 0.3, black, 20); w.rotation.x = Math.PI / 2; w.position.set(x, 0.38, z); g.add(w);
    const h = cyl(0.2, 0.2, 0.31, hub, 16); h.rotation.x = Math.PI / 2; h.position.set(x, 0.38, z); g.add(h);
    const guard = mesh(new THREE.CylinderGeometry(0.45, 0.45, 0.34, 20, 1, true, -Math.PI / 2, Math.PI), dark); guard.material.side = THREE.DoubleSide; guard.rotation.x = Math.PI / 2; guard.rotation.y = Math.PI / 2; guard.position.set(x, 0.42, z); g.add(guard);
  }
  g.add(box(0.12, 0.22, 1.7, black, 1.56, 0.42, 0)); // front bumper
  for (const z of [-0.55, 0.55]) { const lamp = cyl(0.08, 0.08, 0.04, glow('#fff4d8', 1.4), 14); lamp.rotation.z = Math.PI / 2; lamp.position.set(1.52, 0.92, z); g.add(lamp); }
  g.add(box(0.3, 0.12, 0.2, dark, -1.62, 0.5, 0)); // tow hitch
  const beacon = mesh(new THREE.SphereGeometry(0.09, 10, 8), glow('#ffa31a', 3)); beacon.position.set(-0.6, 2.18, 0); g.add(beacon);
  return g;
}

// In a film (moving) the deck, its cab and rollers are a group of their own at the deck's height,
// which raise(h) moves, stretching the scissors with it; stills keep one flat group.
// The scissors reach from the chassis' top to the deck's underside (round 17; they ended 0.4 m
// above the chassis, which a close view showed as legs standing on nothing).
export function highLoader(rng, height = 4.8, { moving = false } = {}) {
  const g = new THREE.Group();
  const y = mat('#e5b31c', 0.45, 0.3);
  g.add(box(8, 0.7, 3.4, mat('#3b3f44', 0.6, 0.5), 0, 0.3, 0));
  // round 17: the chassis on its wheels (it stood on the ground as a block)
  for (const x of [-2.8, 2.8]) for (const z of [-1.55, 1.55]) { const w = cyl(0.42, 0.42, 0.32, mat('#141414', 0.9), 20); w.rotation.x = Math.PI / 2; w.position.set(x, 0.42, z); g.add(w); const h = cyl(0.22, 0.22, 0.33, mat('#aeb2b6', 0.4, 0.7), 14); h.rotation.x = Math.PI / 2; h.position.set(x, 0.42, z); g.add(h); }
  const struts = [];
  const foot = 1.0, span = (h) => (h - foot) / Math.cos(0.9), mid = (h) => (h + foot) / 2;
  for (let i = 0; i < 2; i++) { const s = box(0.18, span(height), 0.18, mat('#5c6167', 0.4, 0.8), 0, 0.9, i ? 1.4 : -1.4); s.rotation.z = 0.9; s.position.y = mid(height); g.add(s); const s2 = s.clone(); s2.rotation.z = -0.9; g.add(s2); struts.push(s, s2); }
  const deck = moving ? new THREE.Group() : g, dy = moving ? height : 0;
  if (moving) { deck.position.y = height; g.add(deck); }
  deck.add(box(8, 0.4, 3.4, y, 0, height - dy, 0));
  // the operator's cab at the deck's outer end: a frame with windows on three sides and a roof
  // (round 17: a solid yellow block), the deck's rollers every half metre, low guide rails
  const glass = mat('#3c4a56', 0.1, 0.4), top = height - dy;
  deck.add(box(1.6, 0.5, 3.4, y, 4.6, top, 0)); deck.add(box(1.7, 0.12, 3.5, y, 4.6, top + 1.8, 0));
  for (const [px, pz] of [[3.85, -1.65], [3.85, 1.65], [5.35, -1.65], [5.35, 1.65]]) deck.add(box(0.1, 1.3, 0.1, y, px, top + 0.5, pz));
  for (const z of [-1.69, 1.69]) deck.add(box(1.4, 1.2, 0.02, glass, 4.6, top + 0.55, z));
  deck.add(box(0.02, 1.2, 3.2, glass, 5.39, top + 0.55, 0));
  deck.add(box(0.02, 1.2, 3.2, glass, 3.81, top + 0.55, 0));
  for (let x = -3.6; x <= 3.4; x += 0.5) { const r = cyl(0.07, 0.07, 3.2, mat('#9aa0a6', 0.3, 0.9), 8); r.rotation.x = Math.PI / 2; r.position.set(x, height + 0.45 - dy, 0); deck.add(r); }
  for (const z of [-1.62, 1.62]) { deck.add(box(7.4, 0.08, 0.08, y, -0.3, top + 0.75, z)); for (let x = -3.6; x <= 3.2; x += 1.7) deck.add(box(0.08, 0.35, 0.08, y, x, top + 0.4, z)); }
  if (moving) {
    deck.userData.moves = true;
    for (const s of struts) s.userData.moves = true;
    g.userData = { deck, raise: (h) => { deck.position.y = h; for (const s of struts) { s.scale.y = (h - foot) / (height - foot); s.position.y = mid(h); } } };
  }
  return g;
}

// A box trailer's sides: panels between posts, a darker sill with its reflective contour strip, a
// little road dirt low down. Drawn, not modelled, so a dock of trucks stays cheap.
const trailerSideMat = (tone) => cachedMat(`trailer/side/${tone}`, () => {
  const map = canvasTex(1024, 256, (ctx, w, h) => {
    ctx.fillStyle = tone; ctx.fillRect(0, 0, w, h);
    const dirt = ctx.createLinearGradient(0, h * 0.55, 0, h); dirt.addColorStop(0, 'rgba(60,55,48,0)'); dirt.addColorStop(1, 'rgba(60,55,48,0.28)');
    ctx.fillStyle = dirt; ctx.fillRect(0, 0, w, h);
    for (let x = 0; x <= w; x += w / 14) { ctx.fillStyle = 'rgba(0,0,0,0.22)'; ctx.fillRect(x - 2, 0, 3, h); ctx.fillStyle = 'rgba(255,255,255,0.25)'; ctx.fillRect(x + 1, 0, 2, h); }
    ctx.fillStyle = 'rgba(0,0,0,0.18)'; ctx.fillRect(0, 0, w, 10); ctx.fillRect(0, h - 22, w, 22);
    for (let x = 0; x < w; x += 40) { ctx.fillStyle = x % 80 ? '#f2f2ee' : '#c8322a'; ctx.fillRect(x, h - 34, 40, 8); }
  });
  return new THREE.MeshStandardMaterial({ map, roughness: 0.5, metalness: 0.3 });
});
// A box trailer's rear: two doors with their hinges, lock bars and handles, the light bar under them.
const trailerRearMat = (tone) => cachedMat(`trailer/rear/${tone}`, () => {
  const map = canvasTex(256, 288, (ctx, w, h) => {
    ctx.fillStyle = tone; ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = 'rgba(0,0,0,0.3)'; ctx.fillRect(0, 0, w, 8); ctx.fillRect(0, 0, 8, h); ctx.fillRect(w - 8, 0, 8, h); ctx.fillRect(w / 2 - 2, 0, 4, h);
    for (const x of [w * 0.2, w * 0.4, w * 0.6, w * 0.8]) { ctx.fillStyle = '#7d8286'; ctx.fillRect(x - 3, 12, 6, h - 40); ctx.fillStyle = '#3c4044'; ctx.fillRect(x - 9, h * 0.55, 18, 10); }
    for (const y of [h * 0.15, h * 0.5, h * 0.82]) for (const x of [10, w - 24]) { ctx.fillStyle = '#55595d'; ctx.fillRect(x, y, 14, 12); }
    ctx.fillStyle = 'rgba(0,0,0,0.35)'; ctx.fillRect(0, h - 22, w, 22);
    for (let x = 0; x < w; x += 32) { ctx.fillStyle = x % 64 ? '#f2f2ee' : '#c8322a'; ctx.fillRect(x, h - 30, 32, 8); }
  });
  return new THREE.MeshStandardMaterial({ map, roughness: 0.5, metalness: 0.3 });
});

export function truck(rng, { color = rng.pick(['#f3f3f0', '#1f4f8f', '#c2372c', '#2f6b3f', '#e5e1d4']), trailer = rng.pick(['#dcdcd6', '#b6bcc2', '#e8e4da']), doorsOpen = false } = {}) {
  // Round 16: the cab has side windows, mirrors, a grille and bumper, steps and a fuel tank, a roof
  // fairing up to the box; the box has panelled sides and rear doors, a side guard and mudguards,
  // and the wheels hubs. Before, a cab and a box of one flat colour read as a toy at hero size. Draws
  // nothing from rng (a shot's composition does not move).
  const g = new THREE.Group();
  const cab = mat(color, 0.35, 0.3), glass = mat('#141c24', 0.05, 0.9), dark = mat('#232629', 0.7, 0.5), steel = mat('#a9afb4', 0.3, 0.9);
  g.add(box(2.5, 2.6, 2.3, cab, 0, 0.9, 6.9));
  const ws = mesh(new THREE.PlaneGeometry(2.2, 1.0), glass); ws.position.set(0, 3.0, 8.06); g.add(ws);
  for (const sx of [-1, 1]) {
    const side = mesh(new THREE.PlaneGeometry(0.9, 0.8), glass); side.position.set(sx * 1.26, 3.0, 7.45); side.rotation.y = sx * Math.PI / 2; g.add(side);
    g.add(box(0.02, 1.7, 0.03, dark, sx * 1.26, 1.2, 6.95));
    g.add(box(0.36, 0.05, 0.05, steel, sx * 1.42, 3.1, 7.9));
    g.add(box(0.06, 0.05, 0.05, steel, sx * 1.58, 2.55, 7.9)); g.add(box(0.04, 0.6, 0.04, steel, sx * 1.6, 2.55, 7.9));
    g.add(box(0.08, 0.5, 0.2, mat('#2b2f33', 0.3, 0.6), sx * 1.66, 2.6, 7.9));
    g.add(box(0.35, 0.08, 0.5, steel, sx * 1.1, 0.62, 7.4));
    const tank = cyl(0.3, 0.3, 1.3, steel, 18); tank.rotation.x = Math.PI / 2; tank.position.set(sx * 1.0, 0.9, 5.2); g.add(tank);
    g.add(box(0.04, 0.22, 4.2, steel, sx * 1.18, 0.72, 0.2));
    for (const z of [2.8, -3.35]) g.add(box(0.42, 0.05, z > 0 ? 1.3 : 2.4, dark, sx * 1.05, 1.08, z));
  }
  g.add(box(2.5, 0.28, 0.18, dark, 0, 0.62, 8.1));
  g.add(box(1.5, 0.75, 0.04, mat('#2c3034', 0.5, 0.6), 0, 1.0, 8.06));
  g.add(box(2.4, 0.6, 1.9, cab, 0, 3.5, 6.8));
  const side = trailerSideMat(trailer), top = mat(trailer, 0.5, 0.3);
  const body = mesh(new THREE.BoxGeometry(2.5, 2.8, 10.5), [side, side, top, top, top, trailerRearMat(trailer)]); body.position.set(0, 2.7, 0.2); g.add(body);
  g.add(box(2.3, 0.3, 12.5, dark, 0, 0.7, 1.4));
  for (const z of [6.6, 2.8, -2.8, -3.9]) for (const x of [-1.05, 1.05]) {
    const w = cyl(0.5, 0.5, 0.35, mat('#121212', 0.9), 16); w.rotation.z = Math.PI / 2; w.position.set(x, 0.5, z); g.add(w);
    const hub = cyl(0.26, 0.26, 0.02, steel, 16); hub.rotation.z = Math.PI / 2; hub.position.set(x * 1.17, 0.5, z); g.add(hub);
  }
  for (const x of [-0.9, 0.9]) { const l = mesh(new THREE.BoxGeometry(0.3, 0.15, 0.05), glow('#fff2cc', 1.5)); l.position.set(x, 1.3, 8.07); g.add(l); }
  for (const x of [-1.0, 1.0]) { const l = mesh(new THREE.BoxGeometry(0.35, 0.12, 0.04), glow('#c81e1e', 0.8)); l.position.set(x, 1.12, -5.08); g.add(l); }
  if (doorsOpen) g.add(box(2.4, 2.6, 0.05, mat('#0e0f10', 0.9), 0, 1.4, -5.06));
  return g;
}

// ---------------------------------------------------------------------------------------------
// The terminal and its surroundings
// ---------------------------------------------------------------------------------------------
export function terminal(rng, { night = false, w = 260, d = 110, h = 36, docks = true, solar = true } = {}) {
  const g = new THREE.Group();
  const clad = claddingMat(rng, rng.pick(['#c7cbce', '#bfc6cc', '#d0d2d2']), [w / 6, 1]);
  const body = mesh(new THREE.BoxGeometry(w, h, d), [clad, clad, mat('#8d9297', 0.7, 0.2), mat('#777', 0.8), clad, clad]); body.position.y = h / 2; g.add(body);
  const glass = glazingMat(night, rng);
  // the bands of glazing on the long sides, on the floors the building has (userData.glazing: a
  // scene that lights them, aerial opts.lit, finds them there)
  g.userData.glazing = [];
  for (const y of [9, 18, 27].filter((y) => y < h - 2)) for (const z of [d / 2 + 0.05, -d / 2 - 0.05]) { const band = mesh(new THREE.PlaneGeometry(w * 0.96, 2.4), glass, { cast: false }); band.position.set(0, y, z); if (z < 0) band.rotation.y = Math.PI; g.add(band); g.userData.glazing.push(band); }
  // roof parapet and plant
  g.add(box(w, 1.2, 1, mat('#9aa0a5', 0.6, 0.4), 0, h, d / 2 - 0.5)); g.add(box(w, 1.2, 1, mat('#9aa0a5', 0.6, 0.4), 0, h, -d / 2 + 0.5));
  if (solar) {
    const ms = [];
    for (let x = -w / 2 + 6; x < w / 2 - 6; x += 2.2) for (let z = -d / 2 + 6; z < d / 2 - 6; z += 4.2) if (rng() > 0.03) ms.push(mx(x, h + 0.6, z, 1, 1, 1));
    const panel = new THREE.BoxGeometry(2.0, 0.06, 3.4); panel.rotateX(-0.18);
    g.add(instanced(panel, solarMat(rng), ms));
  }
  // the dock doors (userData.doors: a scene that lights them, landside opts.floodlit, finds them there)
  g.userData.doors = [];
  if (docks) {
    for (let x = -w / 2 + 8; x < w / 2 - 8; x += 5) {
      const door = mesh(new THREE.PlaneGeometry(3.4, 4.2), mat(night ? '#3a3326' : '#2a2d30', 0.8, 0, night ? { emissive: 0x6b4c1e, emissiveIntensity: rng() < 0.7 ? 1 : 0 } : {}), { cast: false });
      door.position.set(x, 3.4, d / 2 + 0.06); g.add(door); g.userData.doors.push(door);
      g.add(box(4.2, 0.6, 0.5, mat('#1b1c1e', 0.9), x, 5.6, d / 2 + 0.3));
    }
    g.add(box(w, 1.3, 3, concreteMat(rng, '#8a8a86', 8, false), 0, 0, d / 2 + 1.5));
    g.add(box(w, 0.35, 6, mat('#7f858a', 0.4, 0.6), 0, 6.2, d / 2 + 3));
  }
  return g;
}

// ---------------------------------------------------------------------------------------------
// Round 19: the terminal was one long grey box in every landside picture. SuperTerminal's
// landmarks, each a part of its own (none draws from rng, so a scene's composition stays):
// spiral truck ramps at its ends up to the upper-level truck docks, glazed office blocks at its
// corners, plant on its roof.
// ---------------------------------------------------------------------------------------------
/**
 * A band wound round a vertical axis: a helix of `turns` turns rising `pitch` a turn, from radius
 * r0 to r1 and from yb to yt about the helix's height; its top, underside and both edges.
 */
function helixGeometry(r0, r1, yb, yt, pitch, turns, a0 = 0) {
  const n = Math.ceil(turns * 72), pos = [], idx = [];
  const faces = [[[r0, yt], [r1, yt]], [[r1, yb], [r0, yb]], [[r1, yt], [r1, yb]], [[r0, yb], [r0, yt]]];
  for (const [[ra, ya], [rb, yB]] of faces) {
    const base = pos.length / 3;
    for (let i = 0; i <= n; i++) {
      const a = a0 + (i / n) * turns * 2 * Math.PI, y = (pitch * (a - a0)) / (2 * Math.PI);
      pos.push(ra * Math.cos(a), y + ya, ra * Math.sin(a), rb * Math.cos(a), y + yB, rb * Math.sin(a));
      if (i) { const k = base + 2 * i; idx.push(k - 2, k, k - 1, k - 1, k, k + 1); }
    }
  }
  const geo = new THREE.BufferGeometry();
  geo.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3)); geo.setIndex(idx); geo.computeVertexNormals();
  return geo;
}
/**
 * A spiral truck ramp (round 19): a concrete deck `turns` turns round a drum core, rising a storey
 * (`pitch` m) a turn, its outer edge a deep white spandrel (the stacked bands the ramps show from
 * afar), an inner kerb, columns under the outer edge, the lane's white edge line; a truck or two
 * on their way up (trucks: [[angle, colour, trailer], …]). Centre at the group's origin; the lane
 * starts on the ground towards +x and, with the default half turn, ends towards -x (the building).
 */
export function spiralRamp({ r = 21, core = 7, pitch = 10.8, turns = 2.5, trucks = [] } = {}) {
  const g = new THREE.Group();
  const deck = mat('#8c8e8c', 0.85), spandrel = mat('#e4e4de', 0.7), kerb = mat('#b9bbb6', 0.8), line = mat('#f2f2ec', 0.6);
  g.add(mesh(new THREE.CylinderGeometry(core, core, pitch * turns + 3, 40), mat('#c9cbc7', 0.8)));
  g.children[0].position.y = (pitch * turns + 3) / 2;
  g.add(mesh(helixGeometry(core + 1.5, r, -0.7, 0, pitch, turns), deck));
  g.add(mesh(helixGeometry(r - 0.35, r + 0.1, -1.4, 1.3, pitch, turns), spandrel));
  g.add(mesh(helixGeometry(core + 1.5, core + 1.9, 0, 0.9, pitch, turns), kerb));
  g.add(mesh(helixGeometry(r - 1.2, r - 1.0, 0.01, 0.03, pitch, turns), line, { cast: false }));
  g.add(mesh(helixGeometry(core + 2.4, core + 2.6, 0.01, 0.03, pitch, turns), line, { cast: false }));
  // the columns under the outer edge, each up to the highest turn over it
  for (let k = 0; k < 12; k++) {
    const a = (k / 12) * 2 * Math.PI, top = pitch * (Math.floor(turns - a / (2 * Math.PI)) + a / (2 * Math.PI)) - 0.7;
    if (top <= 0) continue;
    const c = cyl(0.5, 0.5, top, mat('#b3b5b1', 0.8), 12); c.position.set((r - 1.6) * Math.cos(a), top / 2, (r - 1.6) * Math.sin(a)); g.add(c);
  }
  const rr = (r + core + 1.5) / 2;
  for (const [a, color, trailer] of trucks) {
    const t = truck(null, { color, trailer });
    const y = (pitch * a) / (2 * Math.PI), slope = Math.atan(pitch / (2 * Math.PI * rr));
    const holder = new THREE.Group(); holder.position.set(rr * Math.cos(a), y, rr * Math.sin(a)); holder.rotation.y = -a; // heading up along the turn
    t.rotation.x = -slope; holder.add(t); g.add(holder);
  }
  return g;
}
/** A curtain wall's texture (round 19): blue-green glass in a grid of mullions, a spandrel band at the foot of every floor. */
function curtainTex(panes = 4) {
  return canvasTex(128, 128, (ctx, w, h) => {
    const gr = ctx.createLinearGradient(0, 0, w, h); gr.addColorStop(0, '#5f8da0'); gr.addColorStop(0.5, '#4a7589'); gr.addColorStop(1, '#6d98a8');
    ctx.fillStyle = gr; ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#2a3d48'; ctx.fillRect(0, h - 22, w, 22);
    ctx.fillStyle = '#dfe4e6';
    for (let x = 0; x < w; x += w / panes) ctx.fillRect(x, 0, 4, h);
    ctx.fillRect(0, h - 24, w, 3); ctx.fillRect(0, h - 3, w, 3);
  }, [1, 1]);
}
/**
 * A glazed office block (round 19) of `floors` floors of 4.2 m, w × d, centred on its footprint:
 * curtain walls on all four sides, a white frame at the corners and a crown over the top floor,
 * the lobby's taller glazing at the foot. Its origin is on the ground.
 */
export function officeBlock({ w = 32, d = 26, floors = 10 } = {}) {
  const g = new THREE.Group(), H = floors * 4.2, fh = 4.2;
  const glassFor = (len) => { const t = curtainTex(); t.repeat.set(len / 6, floors - 1); return new THREE.MeshStandardMaterial({ map: t, roughness: 0.12, metalness: 0.55 }); };
  const sideA = glassFor(w), sideB = glassFor(d), roof = mat('#8d9297', 0.7, 0.2);
  const body = mesh(new THREE.BoxGeometry(w, H - fh, d), [sideB, sideB, roof, roof, sideA, sideA]); body.position.y = fh + (H - fh) / 2; g.add(body);
  // the lobby: a floor of clear glass set back behind the columns
  g.add(box(w - 2, fh, d - 2, mat('#39525e', 0.1, 0.6), 0, 0, 0));
  const white = mat('#eceeec', 0.5, 0.2);
  for (const sx of [-1, 1]) for (const sz of [-1, 1]) g.add(box(1.2, H + 2.4, 1.2, white, sx * (w / 2 - 0.4), 0, sz * (d / 2 - 0.4)));
  g.add(box(w + 0.6, 2.4, d + 0.6, white, 0, H, 0)); // the crown
  g.add(box(w + 0.4, 0.5, d + 0.4, white, 0, fh - 0.5, 0)); // the lobby's soffit
  return g;
}
/**
 * Plant on a flat roof (round 19): air-handling units with their fan grilles, cooling towers,
 * lift overruns and a pipe rack, in groups at `spots` ([x, z] on the roof at height y).
 */
export function roofPlant(y, spots) {
  const g = new THREE.Group(), grey = mat('#b4b8ba', 0.5, 0.5), dark = mat('#2b2f33', 0.6, 0.4), concrete = mat('#c4c5c0', 0.85);
  for (const [x, z] of spots) {
    for (let i = 0; i < 3; i++) {
      g.add(box(9, 2.6, 3.2, grey, x - 6 + i * 0.2, y, z - 6 + i * 4.2));
      for (let k = 0; k < 4; k++) { const fan = cyl(0.8, 0.8, 0.05, dark, 20); fan.position.set(x - 9.5 + i * 0.2 + k * 2.2, y + 2.63, z - 6 + i * 4.2); g.add(fan); }
    }
    for (let k = 0; k < 2; k++) { const t = cyl(2.2, 2.6, 4.5, grey, 24); t.position.set(x + 6 + k * 5.5, y + 2.25, z - 2); g.add(t); const top = cyl(1.8, 1.8, 0.3, dark, 24); top.position.set(x + 6 + k * 5.5, y + 4.6, z - 2); g.add(top); }
    g.add(box(6, 5, 6, concrete, x + 8, y, z + 7));
    for (const dy of [1.2, 1.7]) g.add(box(22, 0.35, 0.35, grey, x, y + dy, z + 3));
  }
  return g;
}

function solarMat(_rng) {
  const map = canvasTex(128, 256, (ctx, w, h) => {
    ctx.fillStyle = '#0b1830'; ctx.fillRect(0, 0, w, h);
    ctx.strokeStyle = 'rgba(170,190,220,0.35)'; ctx.lineWidth = 2;
    for (let x = 0; x <= w; x += w / 6) { ctx.beginPath(); ctx.moveTo(x, 0); ctx.lineTo(x, h); ctx.stroke(); }
    for (let y = 0; y <= h; y += h / 10) { ctx.beginPath(); ctx.moveTo(0, y); ctx.lineTo(w, y); ctx.stroke(); }
    ctx.strokeStyle = '#c8ccd0'; ctx.lineWidth = 6; ctx.strokeRect(0, 0, w, h);
  });
  return new THREE.MeshStandardMaterial({ map, roughness: 0.38, metalness: 0.05, envMapIntensity: 0.5 });
}

function apronLines(g, rng, size = 400) {
  const yellow = mat('#e7b416', 0.6);
  for (let i = -3; i <= 3; i++) { const l = mesh(new THREE.PlaneGeometry(0.3, size), yellow, { cast: false }); l.rotation.x = -Math.PI / 2; l.position.set(i * 80 + 40, 0.02, 0); g.add(l); }
  for (let i = -4; i <= 4; i++) { const l = mesh(new THREE.PlaneGeometry(size, 0.25), mat('#d8d8d2', 0.6), { cast: false }); l.rotation.x = -Math.PI / 2; l.position.set(0, 0.02, i * 24 + 12); g.add(l); }
}

/**
 * A broadleaf tree: a trunk forking into three limbs under a crown of seven lumpy clumps, lighter
 * where the sun reaches the top. Round 17: one faceted icosahedron on a pole read as clip-art.
 * Draws the same two values from rng as before (the green and the crown's height); the clumps'
 * places and lumps are fixed, so every tree of one size differs only in those.
 */
const CLUMPS = [[0, 0.15, 0, 0.78], [0.62, -0.05, 0.2, 0.6], [-0.55, 0, -0.25, 0.62], [0.15, -0.1, -0.62, 0.58], [-0.2, -0.05, 0.6, 0.6], [0.3, 0.55, 0.1, 0.55], [-0.3, 0.5, -0.1, 0.5]];
const clumpGeo = (() => {
  const geo = new THREE.SphereGeometry(1, 22, 16), p = geo.attributes.position;
  for (let i = 0; i < p.count; i++) {
    const x = p.getX(i), y = p.getY(i), z = p.getZ(i);
    const k = 1 + 0.09 * Math.sin(x * 7.1 + y * 3.3) * Math.sin(z * 6.7 - y * 5.1) + 0.05 * Math.sin((x + z) * 13);
    p.setXYZ(i, x * k, y * k * 0.85, z * k);
  }
  geo.computeVertexNormals();
  return geo;
})();
/**
 * pot (round 17): indoors a tree stands in a planter (trees grew out of the hall's floor); fruit:
 * a colour to hang round the crown (the Lunar New Year's mandarin trees). Neither draws on rng.
 */
function tree(rng, s = 1, { pot = false, fruit = null } = {}) {
  const g = new THREE.Group();
  if (pot) {
    const h = 0.5, planter = cyl(0.36, 0.28, h, mat('#3b3f44', 0.5, 0.1), 24); planter.position.y = h / 2; g.add(planter);
    const soil = cyl(0.33, 0.33, 0.02, mat('#3a2a1c', 1), 24); soil.position.y = h - 0.04; g.add(soil);
    const inner = tree(rng, s, { fruit }); inner.position.y = h - 0.05; g.add(inner);
    return g;
  }
  const bark = mat('#5a4330', 0.9);
  const t = cyl(0.12 * s, 0.18 * s, 2.2 * s, bark, 8); t.position.y = 1.1 * s; g.add(t);
  for (const [dx, dz] of [[0.5, 0.15], [-0.45, -0.2], [0.05, -0.5]]) g.add(taper([0, 1.9 * s, 0], [dx * s, 2.7 * s, dz * s], 0.09 * s, 0.05 * s, bark, 6));
  const green = rng.pick(['#3d6b35', '#4c7a3a', '#35602f']), tall = rng.range(0.9, 1.3);
  const leaf = mat(green, 0.9), top = mat(`#${new THREE.Color(green).multiplyScalar(1.22).getHexString()}`, 0.85);
  const crown = new THREE.Group(); crown.position.y = 2.9 * s; crown.scale.set(s * 1.4, s * 1.4 * tall, s * 1.4); g.add(crown);
  for (const [x, y, z, r] of CLUMPS) { const c = mesh(clumpGeo, y > 0.3 ? top : leaf); c.position.set(x, y, z); c.scale.setScalar(r); crown.add(c); }
  if (fruit) {
    // on the clumps' surfaces, at fixed angles (golden-angle steps round each clump)
    const m = mat(fruit, 0.45);
    CLUMPS.forEach(([x, y, z, r], k) => { for (let i = 0; i < 5; i++) { const a = (k * 5 + i) * 2.39996, e = 0.5 - (i % 3) * 0.35; crown.add(ball(0.075, m, [x + r * Math.cos(a) * Math.cos(e), y + r * 0.85 * Math.sin(e), z + r * Math.sin(a) * Math.cos(e)])); } });
  }
  return g;
}

function hills(rng, { z = -900, w = 3000, h = 260, color = '#4d6a48' } = {}) {
  // A distant ridge: flattened mounds, seen through the haze.
  const g = new THREE.Group();
  const m = mat(color, 0.95);
  for (let x = -w / 2; x < w / 2; x += rng.range(180, 320)) {
    const r = rng.range(200, 420);
    const mound = mesh(new THREE.SphereGeometry(1, 24, 12, 0, Math.PI * 2, 0, Math.PI / 2), m, { cast: false });
    mound.scale.set(r * 2.2, h * rng.range(0.3, 0.65), r * 0.7); mound.position.set(x, 0, z - rng.range(0, 200));
    g.add(mound);
  }
  return g;
}

// ---------------------------------------------------------------------------------------------
// Storage systems, halls and rooms
// ---------------------------------------------------------------------------------------------
// ---------------------------------------------------------------------------------------------
// rackAisle's `ulds` (round 19): the Container Storage System's stored units read as drawers (a pale
// box with one coloured face on yellow shelves). An AKE (LD3) as it is: the contoured profile (the
// lower corner cut away on one side) on its door face, an aluminium skin with ribs, bright extrusions
// along its edges, a fabric door that follows the contour with a rail along its top and webbing straps
// with buckles across it, and the base plate standing proud of the body. The door is at +z, the base's
// underside at y = -0.85 (rackAisle's units stand 0.85 below their matrix); no rng.
const AKE_GEO = () => {
  const outline = [[-0.55, 0.08], [1.01, 0.08], [1.01, 1.63], [-1.0, 1.63], [-1.0, 0.62]];
  const lift = (g) => g.translate(0, -0.85, 0);
  const body = new THREE.ExtrudeGeometry(new THREE.Shape(outline.map(([x, y]) => new THREE.Vector2(x, y))), { depth: 1.53, bevelEnabled: false }).translate(0, 0, -0.765);
  const base = new THREE.BoxGeometry(1.64, 0.08, 1.6).translate(0.23, 0.04, 0);
  const frame = [], ribs = [], straps = [];
  outline.forEach((a, i) => {
    const b = outline[(i + 1) % outline.length], len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    for (const z of [-0.77, 0.77]) frame.push(new THREE.BoxGeometry(len + 0.06, 0.06, 0.04).rotateZ(Math.atan2(b[1] - a[1], b[0] - a[0])).translate((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, z));
    frame.push(new THREE.BoxGeometry(0.06, 0.06, 1.57).translate(a[0], a[1], 0));
  });
  // the door's rail along its top, a buckle on each strap
  frame.push(new THREE.BoxGeometry(1.95, 0.07, 0.05).translate(0.0, 1.52, 0.79));
  // ribs: upright on the side and back panels, across the top
  for (const z of [-0.45, -0.15, 0.15, 0.45]) ribs.push(new THREE.BoxGeometry(0.025, 1.45, 0.035).translate(1.022, 0.85, z));
  for (const x of [-0.7, -0.35, 0, 0.35, 0.7]) ribs.push(new THREE.BoxGeometry(0.035, x < -0.5 ? 0.9 : 1.45, 0.025).translate(x, x < -0.5 ? 1.12 : 0.85, -0.777));
  for (const x of [-0.6, -0.2, 0.2, 0.6]) ribs.push(new THREE.BoxGeometry(0.035, 0.02, 1.45).translate(x, 1.64, 0));
  // the fabric door, inside the frame on the contoured face, following the cut-away corner
  const door = [[-0.48, 0.15], [0.94, 0.15], [0.94, 1.49], [-0.93, 1.49], [-0.93, 0.66]];
  const curtain = new THREE.ShapeGeometry(new THREE.Shape(door.map(([x, y]) => new THREE.Vector2(x, y)))).translate(0, 0, 0.772);
  // webbing straps across it, each ending in a buckle by the right-hand post
  for (const y of [0.42, 0.8, 1.18]) {
    const x0 = y < 0.66 ? -0.48 - ((y - 0.15) / 0.51) * 0.45 : -0.93;
    straps.push(new THREE.BoxGeometry(0.94 - x0, 0.05, 0.012).translate((0.94 + x0) / 2, y, 0.785));
    frame.push(new THREE.BoxGeometry(0.07, 0.08, 0.025).translate(0.86, y, 0.792));
  }
  const m = (list) => lift(mergeGeometries(list, false));
  return { body: lift(body), base: lift(base), frame: m(frame), ribs: m(ribs), curtain: lift(curtain), straps: m(straps) };
};
/** A cell's roller deck in a unit square (rackAisle scales it to the bay and the rack's depth). */
const akeDeck = () => mergeGeometries([
  ...[-0.47, 0.47].map((x) => new THREE.BoxGeometry(0.06, 0.07, 1).translate(x, 0.0, 0)),
  ...Array.from({ length: 10 }, (_, k) => new THREE.CylinderGeometry(0.025, 0.025, 0.9, 8).rotateZ(Math.PI / 2).translate(0, 0.015, -0.45 + k * 0.1)),
].map((g) => g.toNonIndexed()), false);
const akeFabric = () => cachedMat('ake/fabric', () => new THREE.MeshStandardMaterial({ roughness: 0.9, side: THREE.DoubleSide, map: canvasTex(64, 64, (ctx, w, h) => {
  // folds of the fabric: soft upright bands, lighter and darker (the unit's colour multiplies them)
  for (let x = 0; x < w; x++) { const v = 215 + 18 * Math.sin((x / w) * Math.PI * 4) + 8 * Math.sin((x / w) * Math.PI * 10); ctx.fillStyle = `rgb(${v},${v},${v})`; ctx.fillRect(x, 0, 1, h); }
}, [1, 1]) }));
const AKE_PARTS = (g) => [
  [g.body, (tone) => mat(tone, 0.38, 0.7)], [g.base, () => mat('#5d646b', 0.45, 0.75)], [g.frame, () => mat('#eef1f3', 0.22, 0.6)],
  [g.ribs, (tone) => mat(tone, 0.3, 0.75)], [g.curtain, () => akeFabric()], [g.straps, () => mat('#1f2226', 0.7, 0.1)],
];
export const AKE_DOORS = ['#b23a2e', '#2d4f86', '#d07a1c', '#3a6d3b', '#2b2e33', '#8d959c', '#24507a'];
/** One AKE as a group (a crane's load), door at +z, standing on y = 0. */
export function uldContainer({ tone = '#c5c9cc', door = AKE_DOORS[1] } = {}) {
  const g = new THREE.Group(), geo = AKE_GEO();
  for (const [gg, m] of AKE_PARTS(geo)) {
    const part = mesh(gg, gg === geo.curtain ? mat(door, 0.9, 0, { side: THREE.DoubleSide, map: akeFabric().map }) : m(tone), { cast: gg !== geo.curtain });
    part.position.y = 0.85; g.add(part);
  }
  return g;
}
/** The instanced AKEs of a rack: one draw call per part; tones per unit, doors turned to the aisle. */
function akeRack(goods, tones) {
  const geo = AKE_GEO(), out = [];
  // a unit on the -z side of the aisle turns its door (+z) to it; one on the +z side is turned round
  const turned = goods.map((m) => (m.elements[14] > 0 ? m.clone().multiply(new THREE.Matrix4().makeRotationY(Math.PI)) : m));
  for (const [gg, m] of AKE_PARTS(geo)) {
    const colours = gg === geo.body || gg === geo.ribs ? tones : gg === geo.curtain ? goods.map((_, i) => AKE_DOORS[(i * 3) % AKE_DOORS.length]) : null;
    out.push(instanced(gg, gg === geo.curtain ? akeFabric() : m('#ffffff'), turned, { colors: colours ?? undefined }));
  }
  return out;
}

// rackAisle's `bins` (round 19): the Box Storage System's stored units read as dark grey slabs (a
// plain box each). A cargo bin as the BSS stores them: a steel base on three runners that the crane's
// forks take, low steel walls round a deck, corner posts with stacking cones and a top frame, open above
// the walls so that its load shows: cartons of different sizes and colours, some stacked two high,
// shrink-wrapped pieces, now and then an empty bin. The load of each bin is drawn from a generator of
// its own (binLoad), so the rack's rng and everything else drawn from it stay as they were. A bin is
// 1.3 x 0.9 x 1.2 m about its centre (rackAisle's units stand 0.45 below their matrix).
const BIN_GEO = () => {
  const steel = [], base = [];
  for (const x of [-0.55, 0, 0.55]) base.push(new THREE.BoxGeometry(0.12, 0.1, 1.2).translate(x, -0.4, 0)); // runners, along the forks
  base.push(new THREE.BoxGeometry(1.3, 0.04, 1.2).translate(0, -0.33, 0)); // the deck
  // low walls, a pressed rib along the top of each; corner posts; the top frame; stacking cones
  for (const z of [-0.585, 0.585]) { steel.push(new THREE.BoxGeometry(1.3, 0.22, 0.03).translate(0, -0.2, z)); steel.push(new THREE.BoxGeometry(1.3, 0.045, 0.05).translate(0, -0.09, z)); steel.push(new THREE.BoxGeometry(1.3, 0.05, 0.05).translate(0, 0.415, z)); }
  for (const x of [-0.635, 0.635]) { steel.push(new THREE.BoxGeometry(0.03, 0.22, 1.2).translate(x, -0.2, 0)); steel.push(new THREE.BoxGeometry(0.05, 0.045, 1.2).translate(x, -0.09, 0)); steel.push(new THREE.BoxGeometry(0.05, 0.05, 1.2).translate(x, 0.415, 0)); }
  const corners = [];
  for (const x of [-0.62, 0.62]) for (const z of [-0.57, 0.57]) {
    corners.push(new THREE.BoxGeometry(0.08, 0.8, 0.08).translate(x, 0.03, z));
    corners.push(new THREE.CylinderGeometry(0.012, 0.035, 0.05, 6).translate(x, 0.455, z));
  }
  const m = (list) => mergeGeometries(list.map((g) => g.toNonIndexed()), false);
  return { steel: m(steel), base: m(base), corners: m(corners) };
};
// cartons: a box standing on y = 0, a strip of tape down the middle of each face, its edges a shade darker
const CARTON_GEO = () => new THREE.BoxGeometry(1, 1, 1).translate(0, 0.5, 0);
const binCartonMat = () => cachedMat('bin/carton', () => new THREE.MeshStandardMaterial({ roughness: 0.85, map: canvasTex(64, 64, (ctx, w, h) => {
  ctx.fillStyle = '#ececec'; ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#c9c9c9'; ctx.fillRect(0, 0, w, 3); ctx.fillRect(0, h - 3, w, 3); ctx.fillRect(0, 0, 3, h); ctx.fillRect(w - 3, 0, 3, h);
  ctx.fillStyle = '#fbfbfb'; ctx.fillRect(w / 2 - 5, 0, 10, h); // the tape
  ctx.fillStyle = '#d6d6d6'; ctx.fillRect(w / 2 - 6, 0, 1, h); ctx.fillRect(w / 2 + 5, 0, 1, h);
}) }));
// shrink-wrap: glossy film with pale streaks where it is stretched
const binWrapMat = () => cachedMat('bin/wrap', () => new THREE.MeshStandardMaterial({ roughness: 0.22, metalness: 0.05, map: canvasTex(64, 64, (ctx, w, h) => {
  ctx.fillStyle = '#d9d9d9'; ctx.fillRect(0, 0, w, h);
  for (let k = 0; k < 9; k++) { ctx.fillStyle = k % 2 ? 'rgba(255,255,255,0.55)' : 'rgba(150,150,150,0.35)'; ctx.beginPath(); const y = k * 8 - 8; ctx.moveTo(0, y); ctx.lineTo(w, y + 14); ctx.lineTo(w, y + 18); ctx.lineTo(0, y + 4); ctx.fill(); }
}) }));
const KRAFT = ['#b88a58', '#c49a6c', '#a87b4f', '#d2ab7c', '#c9a274', '#9c7148'];
const PRINTED = ['#e4e1d9', '#e4e1d9', '#2f5d8a', '#b23a2e', '#3a6b40', '#e0a319', '#d8d4ca'];
const FILM = ['#eef3f6', '#dfe7ec', '#e9ecef', '#2a2d31', '#cfe0ea'];
export const BIN_TONES = ['#a7afb6', '#98a1a9', '#b4bbc1', '#8e979f', '#a0a8ae'];
/**
 * The load of one bin, from its own generator r: a list of pieces [x, y, z, w, h, d, ry, wrapped,
 * colour] in the bin's frame (its centre), standing on its deck (y = -0.31), inside its walls.
 */
export function binLoad(r) {
  const out = [];
  if (r() < 0.08) return out; // an empty bin
  const floor = -0.31, top = 0.4;
  // the deck (1.2 x 1.1 inside the walls) in cells: one to three across, one or two deep
  const nx = r.pick([1, 2, 2, 2, 3, 3]), nz = r.pick([1, 2, 2]);
  const xs = [-0.6], zs = [-0.55];
  for (let i = 1; i < nx; i++) xs.push(-0.6 + (1.2 * i) / nx + r.range(-0.08, 0.08)); xs.push(0.6);
  for (let i = 1; i < nz; i++) zs.push(-0.55 + (1.1 * i) / nz + r.range(-0.1, 0.1)); zs.push(0.55);
  const full = r.range(0.55, 1);
  for (let i = 0; i < nx; i++) for (let k = 0; k < nz; k++) {
    if (r() > full) continue;
    const cw = xs[i + 1] - xs[i], cd = zs[k + 1] - zs[k], cx = (xs[i] + xs[i + 1]) / 2, cz = (zs[k] + zs[k + 1]) / 2;
    const wrapped = r() < 0.22, w = cw * r.range(0.72, 0.94), d = cd * r.range(0.72, 0.94);
    const h = wrapped ? r.range(0.4, 0.68) : r.range(0.24, 0.64), ry = r.range(-0.12, 0.12);
    const colour = wrapped ? r.pick(FILM) : r() < 0.7 ? r.pick(KRAFT) : r.pick(PRINTED);
    out.push([cx + r.range(-0.03, 0.03), floor, cz + r.range(-0.03, 0.03), w, h, d, ry, wrapped, colour]);
    // a smaller carton on a low one
    if (!wrapped && h < 0.38 && r() < 0.6) {
      const h2 = Math.min(top - floor - h, r.range(0.14, 0.32));
      out.push([cx + r.range(-0.06, 0.06), floor + h, cz + r.range(-0.06, 0.06), w * r.range(0.5, 0.85), h2, d * r.range(0.5, 0.85), r.range(-0.3, 0.3), false, r() < 0.7 ? r.pick(KRAFT) : r.pick(PRINTED)]);
    }
  }
  return out;
}
const binParts = (geo) => [[geo.steel, (tone) => mat(tone, 0.45, 0.6)], [geo.corners, () => mat('#e0a319', 0.5, 0.3)], [geo.base, () => mat('#6f777e', 0.55, 0.6)]];
/** One bin with its load as a group (a crane's load), about its centre; r its generator. */
export function cargoBin(r, tone = BIN_TONES[0]) {
  const g = new THREE.Group(), geo = BIN_GEO();
  for (const [gg, m] of binParts(geo)) g.add(mesh(gg, m(tone)));
  for (const [x, y, z, w, h, d, ry, wrapped, colour] of binLoad(r)) {
    const c = mesh(CARTON_GEO(), cachedMat(`bin/${wrapped}/${colour}`, () => { const m = (wrapped ? binWrapMat() : binCartonMat()).clone(); m.color.set(colour); return m; }));
    c.position.set(x, y, z); c.scale.set(w, h, d); c.rotation.y = ry; g.add(c);
  }
  return g;
}
/** The instanced bins of a rack and their loads: a draw call per part, a bin's load from r. */
function binRack(goods, r) {
  const geo = BIN_GEO(), out = [], tones = goods.map(() => r.pick(BIN_TONES));
  for (const [gg, m] of binParts(geo)) out.push(instanced(gg, m('#ffffff'), goods, { colors: gg === geo.steel ? tones : undefined }));
  const pieces = { false: [[], []], true: [[], []] };
  for (const g of goods) for (const [x, y, z, w, h, d, ry, wrapped, colour] of binLoad(r)) {
    pieces[wrapped][0].push(g.clone().multiply(mx(x, y, z, w, h, d, ry))); pieces[wrapped][1].push(colour);
  }
  const carton = CARTON_GEO();
  if (pieces.false[0].length) out.push(instanced(carton, binCartonMat(), pieces.false[0], { colors: pieces.false[1] }));
  if (pieces.true[0].length) out.push(instanced(carton, binWrapMat(), pieces.true[0], { colors: pieces.true[1] }));
  return out;
}

/** A rack block: bays along x, levels up y, two deep either side of a crane aisle along x. */
export function rackAisle(rng, { bays = 30, levels = 8, kind = 'bin', bayW = kind === 'bin' ? 1.5 : 2.4, levelH = kind === 'bin' ? 1.25 : 2.35, fill = 0.85, cranes = [0.35], ulds = false, bins = false } = {}) {
  const g = new THREE.Group();
  const aisleW = kind === 'bin' ? 1.6 : 3.6;
  const depth = kind === 'bin' ? 1.4 : 2.6;
  const steel = mat(kind === 'bin' ? '#2f6db5' : ulds ? '#6d7f90' : '#e0a319', 0.45, 0.5); // ulds: galvanised steel, not yellow shelving
  const beamM = mat('#e67e22', 0.5, 0.4);
  const L = bays * bayW, H = levels * levelH;
  const uprights = [], beams = [], rails = [], goods = [], goodsCol = [], stored = new Set();
  for (const side of [-1, 1]) {
    const zc = side * (aisleW / 2 + depth / 2);
    for (let b = 0; b <= bays; b++) for (const dz of [-depth / 2, depth / 2]) uprights.push(mx(-L / 2 + b * bayW, H / 2, zc + dz, 1, H, 1));
    for (let l = 0; l <= levels; l++) for (const dz of [-depth / 2, depth / 2]) beams.push(mx(0, l * levelH, zc + dz, L, 1, 1));
    // round 17: the rails each unit stands on, across the depth from the front beam to the back
    // one (the units stood on nothing between the two beams and read as floating)
    // one, and a container's cell a roller deck the width of the bay
    for (let b = 0; b < bays; b++) for (let l = 0; l < levels; l++) {
      const x = -L / 2 + (b + 0.5) * bayW;
      if (kind === 'bin') for (const dx of [-0.32, 0.32]) rails.push(mx(x + dx * bayW, l * levelH + 0.02, zc, 1, 1, depth));
      else rails.push(mx(x, l * levelH + 0.02, zc, bayW - 0.14, 1, depth));
    }
    for (let b = 0; b < bays; b++) for (let l = 0; l < levels; l++) {
      if (rng() > fill) continue;
      stored.add(`${side}/${b}/${l}`);
      const x = -L / 2 + (b + 0.5) * bayW, y = l * levelH + 0.06;
      if (kind === 'bin') { goods.push(mx(x, y + 0.45, zc, 1, 1, 1)); goodsCol.push(rng.pick(['#5d6770', '#4f5a63', '#6b747c', '#3e6e9e', '#56606a'])); }
      else { goods.push(mx(x, y + 0.85, zc, 1, 1, 1)); goodsCol.push(rng.pick(['#b9bec4', '#a9b0b6', '#c9cdd0', '#9ea5ab'])); }
    }
  }
  g.add(instanced(new THREE.BoxGeometry(0.1, 1, 0.1), steel, uprights));
  g.add(instanced(new THREE.BoxGeometry(1, 0.09, 0.08), beamM, beams));
  // ulds (round 19): a container's cell is a roller deck (rollers between two side rails), not a grey shelf
  if (ulds) g.add(instanced(akeDeck(), mat('#5d6369', 0.35, 0.8), rails));
  else g.add(instanced(new THREE.BoxGeometry(kind === 'bin' ? 0.07 : 1, 0.05, 1), kind === 'bin' ? steel : mat('#5d6369', 0.45, 0.6), rails));
  if (kind === 'bin' && bins) {
    for (const part of binRack(goods, rngOf(bins))) g.add(part); // round 19: open steel bins with their cargo (above); bins is the seed of their loads
  } else if (kind === 'bin') {
    g.add(instanced(new THREE.BoxGeometry(1.3, 0.9, 1.2), mat('#ffffff', 0.6, 0.1), goods, { colors: goodsCol }));
  } else if (ulds) {
    for (const part of akeRack(goods, goodsCol)) g.add(part); // round 19: AKEs as they are (above)
  } else {
    // Round 16: each stored unit is a contoured container seen end-on from the aisle (the sloped
    // lower corner of its profile, its aluminium frame along the edges, a coloured door curtain);
    // a plain box of one grey read as a block, not as a ULD.
    const outline = [[-0.55, 0], [1.0, 0], [1.0, 1.63], [-1.0, 1.63], [-1.0, 0.6]];
    const shape = new THREE.Shape(outline.map(([x, y]) => new THREE.Vector2(x, y)));
    const geo = new THREE.ExtrudeGeometry(shape, { depth: 2.2, bevelEnabled: false }); geo.translate(0, -0.85, -1.1);
    g.add(instanced(geo, mat('#ffffff', 0.4, 0.7), goods, { colors: goodsCol }));
    const bars = [];
    for (const z of [-1.11, 1.11]) outline.forEach((a, i) => {
      const b = outline[(i + 1) % outline.length], len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      bars.push(new THREE.BoxGeometry(len + 0.05, 0.05, 0.04).rotateZ(Math.atan2(b[1] - a[1], b[0] - a[0])).translate((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 - 0.85, z));
    });
    g.add(instanced(mergeGeometries(bars, false), mat('#eef1f3', 0.22, 0.55), goods));
    const curtains = [new THREE.PlaneGeometry(1.5, 1.3).translate(0.15, 0.02, 1.115), new THREE.PlaneGeometry(1.5, 1.3).rotateY(Math.PI).translate(0.15, 0.02, -1.115)];
    // curtains of faded airline colours, and as many aluminium doors a shade darker than the body
    const tones = ['#a8443a', '#9aa1a8', '#3a557a', '#8d959c', '#b38133', '#a3aab0', '#4d6a4a'];
    g.add(instanced(mergeGeometries(curtains, false), mat('#ffffff', 0.85), goods, { colors: goods.map((_, i) => tones[(i * 3) % tones.length]) }));
  }
  // floor and top rails, cranes
  const railM = mat('#6f757b', 0.35, 0.9);
  g.add(box(L + 6, 0.18, 0.25, railM, 0, 0, 0));
  g.add(box(L + 6, 0.2, 0.3, railM, 0, H + 0.4, 0));
  const craneList = cranes.map((f) => at(stackerCrane(rng, H + 0.4, kind), -L / 2 + f * L, 0, 0));
  for (const c of craneList) g.add(c);
  g.userData = { L, H, aisleW, depth, bayW, levelH, cranes: craneList, stored };
  return g;
}

export function stackerCrane(rng, H, kind) {
  const g = new THREE.Group();
  const c = mat(kind === 'bin' ? '#f0c419' : '#dfe3e6', 0.4, 0.35);
  g.add(box(2.4, 0.6, 0.9, mat('#3c4146', 0.5, 0.6), 0, 0.15, 0));
  for (const x of [-0.5, 0.5]) g.add(box(0.35, H - 0.6, 0.5, c, x, 0.7, 0));
  g.add(box(1.6, 0.4, 0.7, c, 0, H - 0.3, 0));
  const lift = rng.range(0.15, 0.75) * H;
  const carriage = box(1.6, 1.1, kind === 'bin' ? 1.4 : 2.8, mat('#4f565d', 0.45, 0.6), 0, lift, 0); g.add(carriage);
  const load = kind === 'bin' ? box(1.3, 0.9, 1.2, mat('#4f5a63', 0.6, 0.1), 0, lift + 1.1, 0) : null;
  if (load) g.add(load);
  g.userData = { carriage, load, lift }; // a film moves the carriage and its bin
  const lamp = mesh(new THREE.SphereGeometry(0.08, 8, 6), glow('#ff9a1f', 4)); lamp.position.set(0.6, H - 0.05, 0.3); g.add(lamp);
  return g;
}

function ceilingLights(g, { w, d, h, spacing = 6, color = '#fff6e8', intensity = 2.2 }) {
  const ms = [];
  for (let x = -w / 2 + spacing / 2; x < w / 2; x += spacing) for (let z = -d / 2 + spacing / 2; z < d / 2; z += spacing) ms.push(mx(x, h - 0.05, z));
  g.add(instanced(new THREE.BoxGeometry(1.6, 0.06, 0.4), glow(color, intensity), ms, { cast: false }));
}

function room(rng, { w, d, h, floor = '#8f9499', wall = '#d9dadb', ceiling = '#bfc2c5', floorMat }) {
  const g = new THREE.Group();
  const f = mesh(new THREE.PlaneGeometry(w, d), floorMat || concreteMat(rng, floor, Math.max(w, d) / 6)); f.rotation.x = -Math.PI / 2; g.add(f);
  const c = mesh(new THREE.PlaneGeometry(w, d), mat(ceiling, 0.9), { cast: false }); c.rotation.x = Math.PI / 2; c.position.y = h; g.add(c);
  const wm = mat(wall, 0.85);
  for (const [x, z, ry, len] of [[0, -d / 2, 0, w], [0, d / 2, Math.PI, w], [-w / 2, 0, Math.PI / 2, d], [w / 2, 0, -Math.PI / 2, d]]) {
    const p = mesh(new THREE.PlaneGeometry(len, h), wm, { cast: false }); p.position.set(x, h / 2, z); p.rotation.y = ry; g.add(p);
  }
  return g;
}

function desk(rng, { screens = 2, w = 1.8 } = {}) {
  const g = new THREE.Group();
  g.add(box(w, 0.05, 0.8, mat('#d9d6cf', 0.6), 0, 0.73, 0));
  g.add(box(0.05, 0.73, 0.7, mat('#55595e', 0.5, 0.6), -w / 2 + 0.1, 0, 0)); g.add(box(0.05, 0.73, 0.7, mat('#55595e', 0.5, 0.6), w / 2 - 0.1, 0, 0));
  for (let i = 0; i < screens; i++) {
    const x = (i - (screens - 1) / 2) * 0.62;
    g.add(box(0.6, 0.38, 0.03, mat('#1b1d20', 0.4), x, 1.0, -0.25));
    const s = mesh(new THREE.PlaneGeometry(0.56, 0.34), new THREE.MeshStandardMaterial({ color: 0x000000, emissive: 0xffffff, emissiveMap: screenTex(rng), emissiveIntensity: 1.1 }), { cast: false });
    s.position.set(x, 1.19, -0.232); g.add(s);
    g.add(box(0.05, 0.2, 0.05, mat('#333', 0.5), x, 0.78, -0.27)); g.add(box(0.22, 0.015, 0.16, mat('#333', 0.5), x, 0.78, -0.27));
  }
  // round 17: a keyboard and a mouse before the screens, a modesty panel between the legs
  g.add(box(0.44, 0.025, 0.15, mat('#2a2c30', 0.5), 0, 0.78, 0.08));
  g.add(box(0.06, 0.025, 0.1, mat('#2a2c30', 0.5), 0.32, 0.78, 0.1));
  g.add(box(w - 0.25, 0.4, 0.03, mat('#55595e', 0.5, 0.6), 0, 0.3, -0.3));
  return g;
}

/**
 * A task chair facing +z: a five-star base on casters, the gas lift, a cushioned seat, a curved
 * backrest on its spine and two armrests. Round 17: a board on a pole read as a stool.
 */
function chair(_rng) {
  const g = new THREE.Group();
  const fabric = mat('#24272b', 0.8), frame = mat('#3a3d42', 0.4, 0.6), chrome = mat('#9a9ea3', 0.3, 0.9);
  for (let k = 0; k < 5; k++) {
    const a = (k / 5) * Math.PI * 2, x = Math.sin(a) * 0.3, z = Math.cos(a) * 0.3;
    g.add(taper([0, 0.1, 0], [x, 0.07, z], 0.025, 0.02, frame, 6));
    g.add(ball(0.03, frame, [x, 0.035, z]));
  }
  g.add(taper([0, 0.08, 0], [0, 0.42, 0], 0.028, 0.028, chrome, 10));
  const seat = mesh(new THREE.CapsuleGeometry(0.05, 0.38, 4, 12), fabric); seat.rotation.z = Math.PI / 2; seat.scale.set(1, 1, 5.2); seat.position.y = 0.47; g.add(seat);
  g.add(taper([0, 0.44, -0.18], [0, 0.62, -0.27], 0.025, 0.025, frame, 6)); // the back's spine
  const back = mesh(new THREE.CylinderGeometry(0.6, 0.6, 0.5, 16, 1, true, Math.PI - 0.42, 0.84), fabric); back.material.side = THREE.DoubleSide;
  back.scale.set(1, 1, 0.35); back.position.set(0, 0.85, -0.08); back.rotation.x = 0.08; g.add(back);
  for (const x of [-0.25, 0.25]) { g.add(box(0.04, 0.2, 0.04, frame, x, 0.48, -0.05)); g.add(box(0.07, 0.03, 0.26, fabric, x, 0.68, -0.02)); }
  return g;
}

/** A tapered round rod from point a to point b, [x, y, z] or a vector (radii ra at a, rb at b). */
function taper(a, b, ra, rb, material, seg = 12) {
  const A = new THREE.Vector3(...a), B = new THREE.Vector3(...b), d = B.clone().sub(A);
  const m = mesh(new THREE.CylinderGeometry(rb, ra, d.length(), seg), material);
  m.position.copy(A).addScaledVector(d, 0.5); m.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), d.normalize());
  return m;
}
const ball = (r, material, [x, y, z], [sx, sy, sz] = [1, 1, 1]) => { const m = mesh(new THREE.SphereGeometry(r, 18, 12), material); m.position.set(x, y, z); m.scale.set(sx, sy, sz); return m; };
/**
 * A horse in a travel rug, facing +x, withers about 1.6 m, its head where the head collar
 * (scenes.js headCollar) sits. Round 17: a capsule with a box for a rug and four sticks read as a
 * toy; now a barrel narrower than it is deep, chest and quarters, an arched neck with its mane, a
 * head tapering to the muzzle with ears and eyes, jointed legs (forearm and knee in front, gaskin
 * and hock behind, fetlocks, hooves), a hanging tail, and the rug laid over the back and sides.
 * Draws the same two colours from rng as before.
 */
// rugColor (round 18): the livestock centre's pictures choose each horse's rug; without it the
// rug's colour is drawn from rng as before.
function horse(rng, coat = rng.pick(['#5b3a22', '#3d2616', '#7a4b2a', '#2a1d15']), rugColor = null) {
  const g = new THREE.Group();
  const m = mat(coat, 0.55), hair = mat('#181210', 0.8), horn = mat('#1a1a1a', 0.7);
  const body = mesh(new THREE.CapsuleGeometry(0.42, 1.1, 8, 18), m); body.rotation.z = Math.PI / 2; body.scale.set(1, 1, 0.82); body.position.y = 1.42; g.add(body);
  g.add(ball(0.4, m, [0.66, 1.42, 0], [1, 1.02, 0.85])); // chest and shoulder
  g.add(ball(0.43, m, [-0.62, 1.5, 0], [1, 1, 0.88])); // quarters, a little above the back
  // the neck, deep at the shoulder and narrowing to the poll, arched forward; the mane on its crest
  const neck = taper([0.68, 1.58, 0], [1.05, 2.27, 0], 0.3, 0.16, m); neck.scale.z = 0.72; g.add(neck);
  g.add(taper([0.5, 1.86, 0], [0.95, 2.38, 0], 0.05, 0.04, hair, 6));
  // the head, its axis (+y) forward and a little down as before; in its frame the world's up is
  // (-0.95, -0.32): the poll, ears and eyes at -y and -x, the jaw at +x, the muzzle at +y
  const head = new THREE.Group(); head.position.set(1.25, 2.2, 0); head.rotation.z = -1.9; g.add(head);
  head.add(taper([0, -0.27, 0], [0, 0.32, 0], 0.14, 0.09, m, 14));
  head.add(ball(0.1, m, [0.01, 0.33, 0], [1.1, 1, 0.95])); // muzzle
  head.add(ball(0.13, m, [-0.02, -0.26, 0], [1, 1, 0.9])); // poll
  head.add(ball(0.12, m, [0.07, -0.15, 0], [1, 1.2, 0.85])); // jaw
  for (const z of [-1, 1]) {
    const ear = mesh(new THREE.ConeGeometry(0.035, 0.14, 8), m); ear.position.set(-0.14, -0.33, z * 0.06); ear.rotation.z = 1.9; head.add(ear);
    head.add(ball(0.024, mat('#0d0a08', 0.25), [-0.07, -0.14, z * 0.115])); // eyes
    head.add(ball(0.018, mat('#0d0a08', 0.6), [0.0, 0.41, z * 0.05])); // nostrils
  }
  // legs: front ones straight down from the chest, hind ones back to the hock and down
  const legs = [[0.62, [[0.62, 1.2], [0.64, 0.56], [0.65, 0.18]]], [-0.64, [[-0.6, 1.25], [-0.8, 0.64], [-0.68, 0.18]]]];
  for (const [, [top, joint, fetlock]] of legs) for (const z of [0.2, -0.2]) {
    g.add(taper([top[0], top[1], z], [joint[0], joint[1], z], 0.12, 0.065, m));
    g.add(ball(0.065, m, [joint[0], joint[1], z]));
    g.add(taper([joint[0], joint[1], z], [fetlock[0], fetlock[1], z], 0.05, 0.045, m, 10));
    g.add(ball(0.06, m, [fetlock[0], fetlock[1], z]));
    g.add(taper([fetlock[0], fetlock[1], z], [fetlock[0] + 0.02, 0.09, z], 0.045, 0.05, m, 10));
    const hoof = cyl(0.065, 0.085, 0.1, horn, 12); hoof.position.set(fetlock[0] + 0.02, 0.05, z); g.add(hoof);
  }
  // the tail: from the top of the quarters, falling away in a long curve to the hocks
  const tail = new THREE.CatmullRomCurve3([[-0.98, 1.62, 0], [-1.12, 1.44, 0], [-1.15, 1.05, 0], [-1.12, 0.68, 0]].map((p) => new THREE.Vector3(...p)));
  g.add(mesh(new THREE.TubeGeometry(tail, 16, 0.075, 8), hair));
  // the travel rug: a cloth over the back from withers to quarters, down both sides past the belly
  // (a cylinder's angle runs from +z; turned to lie along x, the angle pi/2 is on top)
  const rug = mesh(new THREE.CylinderGeometry(0.49, 0.49, 1.45, 28, 1, true, Math.PI / 2 - Math.PI * 0.78, Math.PI * 1.56), mat(rugColor ?? rng.pick(['#1f3f6b', '#6b1f2a', '#2d5a3a']), 0.8, 0, { side: THREE.DoubleSide }));
  rug.rotation.z = Math.PI / 2; rug.scale.set(1, 1, 0.86); rug.position.set(-0.02, 1.45, 0); g.add(rug);
  return g;
}

function drum(rng) { const d = cyl(0.29, 0.29, 0.88, mat(rng.pick(['#2f5d8a', '#c8452f', '#3a6b40', '#d9d9d4']), 0.4, 0.5), 20); d.position.y = 0.44; return d; }

/** A packaging label shape: coloured diamond, no text. */
function hazardDiamond(color) {
  const g = new THREE.Group();
  const outer = mesh(new THREE.PlaneGeometry(0.2, 0.2), mat('#f6f6f6', 0.6), { cast: false }); outer.rotation.z = Math.PI / 4; g.add(outer);
  const inner = mesh(new THREE.PlaneGeometry(0.14, 0.14), mat(color, 0.6), { cast: false }); inner.rotation.z = Math.PI / 4; inner.position.z = 0.002; g.add(inner);
  return g;
}

function conveyor(rng, len = 20) {
  const g = new THREE.Group();
  g.add(box(len, 0.12, 1.0, mat('#2a2c2f', 0.6, 0.3), 0, 0.85, 0));
  const rails = mat('#9fa6ad', 0.35, 0.8);
  g.add(box(len, 0.12, 0.06, rails, 0, 0.92, 0.52)); g.add(box(len, 0.12, 0.06, rails, 0, 0.92, -0.52));
  for (let x = -len / 2 + 1; x < len / 2; x += 2.5) for (const z of [-0.45, 0.45]) g.add(box(0.08, 0.85, 0.08, rails, x, 0, z));
  for (let x = -len / 2 + 0.6; x < len / 2 - 0.5; x += rng.range(0.7, 1.6)) {
    const w = rng.range(0.25, 0.6), h = rng.range(0.15, 0.45), d = rng.range(0.25, 0.55);
    const p = box(w, h, d, mat(rng.pick(['#c49a6c', '#b88a58', '#d2ab7c', '#e2d3b8', '#f1efe9', '#6d8fb3']), 0.8), x, 0.97, rng.range(-0.15, 0.15)); p.rotation.y = rng.range(-0.4, 0.4); g.add(p);
  }
  return g;
}

function robotArm(_rng) {
  const g = new THREE.Group();
  const o = mat('#f08a1c', 0.4, 0.2), dk = mat('#2a2d31', 0.5, 0.5);
  const base = cyl(0.45, 0.55, 0.5, dk, 24); base.position.y = 0.25; g.add(base);
  const turret = cyl(0.35, 0.35, 0.5, o, 20); turret.position.y = 0.75; g.add(turret);
  const a1 = new THREE.Group(); a1.position.y = 1.0; a1.rotation.z = -0.45; g.add(a1);
  const s1 = box(0.32, 1.6, 0.32, o, 0, 0, 0); a1.add(s1);
  const a2 = new THREE.Group(); a2.position.y = 1.6; a2.rotation.z = 1.75; a1.add(a2);
  a2.add(box(0.26, 1.4, 0.26, o, 0, 0, 0));
  const j = cyl(0.22, 0.22, 0.42, dk, 18); j.rotation.x = Math.PI / 2; a2.add(j);
  const head = box(0.5, 0.16, 0.5, dk, 0, 1.4, 0); a2.add(head);
  const pad = box(0.6, 0.06, 0.45, mat('#3a3d40', 0.6), 0, 1.55, 0); a2.add(pad);
  const carton = box(0.55, 0.4, 0.45, mat('#c49a6c', 0.85), 0, 1.6, 0); a2.add(carton);
  return g;
}

function fence(rng, len = 10, h = 2.2) {
  const g = new THREE.Group();
  const map = canvasTex(64, 64, (ctx) => { ctx.clearRect(0, 0, 64, 64); ctx.strokeStyle = '#c9ced2'; ctx.lineWidth = 3; for (let i = 0; i < 64; i += 16) { ctx.beginPath(); ctx.moveTo(i, 0); ctx.lineTo(i, 64); ctx.moveTo(0, i); ctx.lineTo(64, i); ctx.stroke(); } }, [len * 3, h * 3]);
  const m = new THREE.MeshStandardMaterial({ map, alphaTest: 0.5, transparent: true, side: THREE.DoubleSide, metalness: 0.8, roughness: 0.4 });
  const p = mesh(new THREE.PlaneGeometry(len, h), m); p.position.y = h / 2; g.add(p);
  return g;
}

function drone(_rng) {
  const g = new THREE.Group();
  const dk = mat('#e8eaec', 0.35, 0.2);
  g.add(box(0.36, 0.14, 0.36, dk, 0, 0, 0));
  for (const a of [0.785, 2.356, 3.927, 5.498]) {
    const arm = box(0.5, 0.04, 0.05, mat('#2a2d31', 0.5), 0, 0.06, 0); arm.rotation.y = a; arm.position.x = Math.cos(a) * 0.25; arm.position.z = -Math.sin(a) * 0.25; g.add(arm);
    const rotor = mesh(new THREE.CylinderGeometry(0.2, 0.2, 0.01, 20), mat('#9aa0a5', 0.5, 0, { transparent: true, opacity: 0.35 }), { cast: false }); rotor.position.set(Math.cos(a) * 0.46, 0.12, -Math.sin(a) * 0.46); g.add(rotor);
  }
  const cam = mesh(new THREE.SphereGeometry(0.07, 12, 10), mat('#111', 0.1, 0.8)); cam.position.set(0, -0.1, 0.12); g.add(cam);
  const led = mesh(new THREE.SphereGeometry(0.025, 8, 6), glow('#3dff6a', 5)); led.position.set(0.18, 0.02, 0.18); g.add(led);
  return g;
}

export const parts = { box, cyl, mesh, at, mat, glow, taper, tree, hills, desk, chair, horse, drum, hazardDiamond, conveyor, robotArm, fence, drone, room, ceilingLights, concreteMat, apronLines, screenTex, instanced, mx, solarMat, canvasTex };

// ---------------------------------------------------------------------------------------------
// Lighting environments
// ---------------------------------------------------------------------------------------------
// Image-based light is the same for every shot with the same sky: made once per sky, kept.
const envCache = new Map();
// 1024 texels cover the shadow boxes the scenes use (at most 120 m outdoors) finely enough, and
// cost SwiftShader a quarter of 2048's.
const shadowSize = () => 1024;
/** Outdoor light: a physical sky for the background and reflections, and a shadow-casting sun. */
// rayleigh and skyLight are for warm dusk skies (opts.colour of the apron and landside scenes).
export function outdoor(renderer, scene, { elevation = 35, azimuth = 200, turbidity = 6, night = false, shadowBox = 80, shadowTarget = [0, 0, 0], haze = '#c8d3dc', fog = 0.0016, rayleigh, skyLight = '#bcd4ee' } = {}) {
  const sky = new Sky(); sky.scale.setScalar(10000);
  const u = sky.material.uniforms;
  u.turbidity.value = turbidity; u.rayleigh.value = rayleigh ?? (night ? 0.4 : elevation < 10 ? 2.6 : 1.4); u.mieCoefficient.value = 0.006; u.mieDirectionalG.value = 0.82;
  const phi = THREE.MathUtils.degToRad(90 - (night ? -4 : elevation)), theta = THREE.MathUtils.degToRad(azimuth);
  const sunDir = new THREE.Vector3().setFromSphericalCoords(1, phi, theta);
  u.sunPosition.value.copy(sunDir);
  const envKey = `${turbidity}/${elevation}/${azimuth}/${night}${rayleigh === undefined ? '' : `/${rayleigh}`}`;
  if (!envCache.has(envKey)) {
    if (window.NO_ENV) envCache.set(envKey, null); else {
    const pm = new THREE.PMREMGenerator(renderer);
    const envScene = new THREE.Scene(); envScene.add(sky.clone());
    envCache.set(envKey, pm.fromScene(envScene, 0.02).texture); pm.dispose(); }
  }
  scene.environment = envCache.get(envKey);
  scene.environmentIntensity = night ? 0.12 : 0.55;
  scene.add(sky);
  if (night) { scene.background = new THREE.Color('#0b1322'); sky.visible = false; }
  scene.fog = new THREE.FogExp2(night ? '#0b1322' : haze, fog);
  const sun = new THREE.DirectionalLight(night ? '#9fb6ff' : elevation < 12 ? '#ffb37a' : '#fff4e2', night ? 0.25 : elevation < 12 ? 2.2 : 2.4);
  const t = new THREE.Vector3(...shadowTarget);
  sun.position.copy(sunDir.clone().multiplyScalar(300).add(t)); sun.target.position.copy(t);
  sun.castShadow = true; sun.shadow.mapSize.set(shadowSize(), shadowSize());
  Object.assign(sun.shadow.camera, { left: -shadowBox, right: shadowBox, top: shadowBox, bottom: -shadowBox, near: 1, far: 800 });
  sun.shadow.bias = -0.0004; sun.shadow.normalBias = 0.05; sun.shadow.radius = 3;
  scene.add(sun, sun.target);
  scene.add(new THREE.HemisphereLight(night ? '#1c2a44' : skyLight, '#6b6256', night ? 0.15 : 0.25));
  return sun;
}

/**
 * An indoor scene's shell: the room (`shell`: w, d, h and its colours), its rows of ceiling lamps
 * (`lamps`: spacing, colour, intensity) and the indoor light (`light`, as `indoor` takes it; its
 * height is the room's unless given), added in that order so that the random stream and the draw
 * order, and so the pictures, stay the same.
 */
/**
 * A hall's structure (rooms 8 m high or more): steel roof girders across the width between the
 * rows of lamps, and a concrete plinth round the walls. Round 17: halls were a white box under a
 * flat grey lid. Draws nothing at random and casts no shadow, so compositions stay.
 */
function hallStructure(g, { w, d, h, wall = '#d9dadb' }, spacing = 6) {
  const steel = mat('#7d848b', 0.5, 0.6), plinth = mat(`#${new THREE.Color(wall).multiplyScalar(0.72).getHexString()}`, 0.9);
  const ms = [];
  for (let z = -d / 2 + spacing; z < d / 2 - 0.1; z += spacing) ms.push(mx(0, h - 0.45, z));
  g.add(instanced(new THREE.BoxGeometry(w, 0.9, 0.25), steel, ms, { cast: false }));
  for (const [x, z, sx, sz] of [[0, -d / 2 + 0.03, w, 0.06], [0, d / 2 - 0.03, w, 0.06], [-w / 2 + 0.03, 0, 0.06, d], [w / 2 - 0.03, 0, 0.06, d]]) g.add(box(sx, 1.2, sz, plinth, x, 0, z));
}
export function interior(renderer, scene, rng, shell, lamps, light) {
  scene.add(room(rng, shell));
  ceilingLights(scene, { w: shell.w, d: shell.d, h: shell.h, ...lamps });
  if (shell.h >= 8) hallStructure(scene, shell, lamps.spacing);
  indoor(renderer, scene, { height: shell.h, ...light });
}

/** Indoor light: a neutral room environment for reflections plus key lights that cast shadows. */
export function indoor(renderer, scene, { tint = '#fff4e6', key = 2.0, env = 0.55, target = [0, 0, 0], span = 30, height = 12, background = '#30343a' } = {}) {
  if (!envCache.has('room')) { const pm = new THREE.PMREMGenerator(renderer); envCache.set('room', pm.fromScene(new RoomEnvironment(), 0.04).texture); pm.dispose(); }
  scene.environment = envCache.get('room');
  scene.environmentIntensity = env;
  scene.background = new THREE.Color(background);
  const l = new THREE.DirectionalLight(tint, key);
  l.position.set(target[0] + span * 0.3, target[1] + height + 20, target[2] + span * 0.5); l.target.position.set(...target);
  l.castShadow = true; l.shadow.mapSize.set(shadowSize(), shadowSize());
  Object.assign(l.shadow.camera, { left: -span, right: span, top: span, bottom: -span, near: 1, far: 200 });
  l.shadow.bias = -0.0005; l.shadow.normalBias = 0.04; l.shadow.radius = 4;
  scene.add(l, l.target);
  scene.add(new THREE.HemisphereLight('#f2f4f6', '#5a5550', 0.5));
  return l;
}

export function pointLamp(scene, pos, color = '#ffd59a', intensity = 40, distance = 30, shadow = false) {
  const p = new THREE.PointLight(color, intensity, distance, 1.6); p.position.set(...pos); p.castShadow = shadow;
  if (shadow) { p.shadow.mapSize.set(512, 512); p.shadow.bias = -0.002; }
  scene.add(p); return p;
}

// ---------------------------------------------------------------------------------------------
// Rendering: one frame with depth of field, returned as a PNG data URL
// ---------------------------------------------------------------------------------------------
let renderer;
export function getRenderer(width, height) {
  if (!renderer) {
    const canvas = document.createElement('canvas'); document.body.appendChild(canvas);
    renderer = new THREE.WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true, powerPreference: 'high-performance' });
    renderer.shadowMap.enabled = true; renderer.shadowMap.type = THREE.PCFShadowMap;
    renderer.toneMapping = THREE.ACESFilmicToneMapping; renderer.outputColorSpace = THREE.SRGBColorSpace;
    renderer.setPixelRatio(1);
  }
  renderer.setSize(width, height, false);
  return renderer;
}

/**
 * part (round 18): the whole frame's width over the rendered part's (camera.setViewOffset, the
 * phone's picture of a hero): the blur is set in fractions of the rendered width, so it grows by
 * part to stay the same size in the picture, and it stays round in a part of another shape.
 */
export function frame(renderer, scene, camera, { focus, aperture = 0, exposure = 1, part = 1 }) {
  renderer.toneMappingExposure = exposure;
  if (!aperture) { renderer.render(scene, camera); return; }
  const size = renderer.getSize(new THREE.Vector2());
  const rt = new THREE.WebGLRenderTarget(size.x, size.y, { type: THREE.HalfFloatType, samples: window.MSAA ?? 4 });
  const composer = new EffectComposer(renderer, rt);
  composer.addPass(new RenderPass(scene, camera));
  const bokeh = new BokehPass(scene, camera, { focus, aperture: aperture * part, maxblur: 0.006 * part });
  if (part !== 1) bokeh.uniforms.aspect.value = size.x / size.y;
  composer.addPass(bokeh);
  composer.addPass(new OutputPass());
  composer.render();
  composer.dispose(); rt.dispose();
}

export function disposeScene(scene) {
  // Materials are left alive on purpose: their compiled shader programs are then reused by the next
  // scene, which under SwiftShader saves seconds per shot. Geometry and textures are freed.
  scene.traverse((o) => { if (o.geometry) o.geometry.dispose(); const ms = Array.isArray(o.material) ? o.material : o.material ? [o.material] : []; for (const m of ms) for (const k of ['map', 'emissiveMap']) m[k]?.dispose?.(); });
  matCache.clear();
}

/**
 * Bakes every plain mesh of the scene into one mesh per material. A scene is thousands of small
 * parts (each carton of a pallet, each limb of a figure); under SwiftShader every draw call costs,
 * so this cuts a frame's time several-fold. Instanced meshes, lights and transparent parts stay.
 */
export function mergeStatic(root) {
  root.updateMatrixWorld(true);
  // A part that moves in a film (userData.moves) is merged on its own, in its own frame, and
  // follows its transform; the scene itself is merged in world space as before.
  const toRoot = root.isScene ? null : root.matrixWorld.clone().invert();
  const groups = new Map();
  const drop = [], movers = [];
  const visit = (o) => {
    // a hidden object (the sky dome at night, or under opts.horizon) stays as it is, hidden: merged,
    // its geometry would be drawn by the merged mesh all the same
    if (!o.visible) return;
    if (o !== root && o.userData.moves) { movers.push(o); return; }
    if (o !== root && o.isMesh && !o.isInstancedMesh && !Array.isArray(o.material) && !o.material.transparent) {
      const key = `${o.material.uuid}/${o.castShadow}/${o.receiveShadow}`;
      const g = o.geometry.index ? o.geometry.toNonIndexed() : o.geometry.clone();
      for (const name of Object.keys(g.attributes)) if (!['position', 'normal', 'uv'].includes(name)) g.deleteAttribute(name);
      if (!g.attributes.uv) g.setAttribute('uv', new THREE.Float32BufferAttribute(new Float32Array(g.attributes.position.count * 2), 2));
      const m = toRoot ? toRoot.clone().multiply(o.matrixWorld) : o.matrixWorld;
      g.applyMatrix4(m);
      // A mirrored part (a negative scale: the freighter's left tailplane) keeps its faces' winding
      // when baked, so its front faces turned away and were culled: from below, the tailplane was a
      // black hole (round 18). Three.js flips the winding only for an object's own matrix; baked, the
      // triangles are turned round here.
      if (m.determinant() < 0) for (const a of Object.values(g.attributes)) for (let i = 0; i < a.count; i += 3) for (let k = 0; k < a.itemSize; k++) { const t = a.array[(i + 1) * a.itemSize + k]; a.array[(i + 1) * a.itemSize + k] = a.array[(i + 2) * a.itemSize + k]; a.array[(i + 2) * a.itemSize + k] = t; }
      g.clearGroups();
      (groups.get(key) ?? groups.set(key, { material: o.material, cast: o.castShadow, receive: o.receiveShadow, geos: [] }).get(key)).geos.push(g);
      drop.push(o);
    }
    for (const c of o.children) visit(c);
  };
  visit(root);
  // A merged mesh's own children that are not merged (transparent, several materials, instanced,
  // hidden) stay in the scene where they were: removed with their parent, they vanished (a sheet
  // held in a gripped hand). Innermost first, so that each finds its parent still in the tree.
  const dropped = new Set(drop);
  for (const o of drop.reverse()) {
    for (const c of [...o.children]) if (!dropped.has(c)) o.parent.attach(c);
    o.parent.remove(o);
  }
  for (const { material, cast, receive, geos } of groups.values()) {
    const merged = mergeGeometries(geos, false);
    for (const g of geos) g.dispose();
    if (!merged) continue;
    const m = new THREE.Mesh(merged, material);
    m.castShadow = cast; m.receiveShadow = receive; m.matrixAutoUpdate = false;
    root.add(m);
  }
  for (const m of movers) mergeStatic(m);
}

export { THREE, RoundedBoxGeometry };
