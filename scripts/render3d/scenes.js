// Scene builders: each fills a scene for one place of the terminal and returns its named camera
// views. A shot (shots.mjs) names a scene, a view, a seed and optional camera overrides.
import { THREE, mergeStatic, rngOf, outdoor, indoor, interior, pointLamp, parts, person, reach, grip, stride, keyframes, freighter, uldAKE, uldContainer, AKE_DOORS, cargoBin, BIN_TONES, pallet, dolly, tractor, highLoader, truck, terminal, rackAisle, spiralRamp, officeBlock, roofPlant } from './kit.js';
import { lcgOf } from './lcg.mjs';

const { box, cyl, mesh, at, mat, glow, taper, tree, hills, desk, chair, horse, drum, hazardDiamond, conveyor, robotArm, fence, drone, room, ceilingLights, concreteMat, apronLines, instanced, mx, solarMat } = parts;

const v = (pos, target, fov = 40) => ({ pos, target, fov });
const crew = (rng, opts = {}) => person(rng, { top: rng.pick(['#27496d', '#3b3f46', '#1f5f8b', '#4a4f57']), helmet: rng() < 0.4 ? '#f5f5f0' : null, ...opts });
// opts.colour (apron, landside, hall): colour where the real world has it, for the heroes that
// asked for it: bold liveries, coloured pallet nets, orange and yellow vests, a warm dusk sky.
// Drawn without rng, so the composition of a shot is the same with or without it.
const NETS = ['#e0621b', '#1f6fd1', '#2f9e44', '#d6336c', '#f2b705'];
const VESTS = ['#ff7a1a', '#e9f23a'];
const WARM = { haze: '#cdb2a8', rayleigh: 3.0, turbidity: 10, skyLight: '#eec6a6' };
const office = (rng, opts = {}) => person(rng, { vest: false, top: rng.pick(['#f2f2ee', '#9fb8d0', '#2e3f5c', '#c9b8a6', '#6d7f6a', '#e6d9cc']), legs: rng.pick(['#2b2f36', '#3f3a35', '#1d2230']), ...opts });

function ground(scene, rng, size = 1600, tone = '#8e8f8b') {
  const g = mesh(new THREE.PlaneGeometry(size, size), concreteMat(rng, tone, size / 8), { cast: false }); g.rotation.x = -Math.PI / 2; scene.add(g);
  return g;
}

// Films (opts.film, true or an object of timings): parts that move are kept out of the static
// merge (userData.moves) and set by scene.userData.motion(t), t in seconds, a function of time only.
const moving = (o) => { o.userData.moves = true; return o; };
/** A figure that walks in a film: its limbs move on their own. */
function walker(fig) {
  moving(fig);
  for (const leg of fig.userData.limbs.legs) { moving(leg); moving(leg.userData.knee); moving(leg.userData.shoe); }
  for (const arm of fig.userData.limbs.arms) moving(arm);
  return fig;
}
/** Walks a figure from a point in a direction (radians round y, 0 = +z) at a speed, from a time. */
function walkAlong(fig, [x, z], heading, speed, t, from = 0, until = Infinity) {
  const d = speed * (Math.min(until, Math.max(from, t)) - from);
  fig.position.set(x + Math.sin(heading) * d, fig.position.y, z + Math.cos(heading) * d); fig.rotation.y = heading;
  stride(fig, (d / 0.7) * Math.PI, t > from && t < until ? 0.36 : 0); // a step is 0.7 m; standing still once there
}

// opts.storm of the apron (round 7): a typhoon's grey overcast day. The sky is a flat grey, the sun
// a weak diffuse light, the apron wet (dark, glossy, with puddles that mirror the sky), rain falls in
// slanting streaks, the crew wear yellow rain gear with hoods and the loose ULDs are strapped down.
// Nothing of it is drawn from rng (the rain and puddles have a generator of their own), so a shot
// keeps its composition with or without it.
const STORM = { turbidity: 18, rayleigh: 0.5, haze: '#8e979e', fog: 0.0065, skyLight: '#c3cbd2' };
const RAIN_GEAR = { top: '#e8c41c', vest: false, helmet: '#e8c41c', legs: '#28303a' };
/** Two orange tie-down straps over a ULD (uldAKE: 1.63 m high, 1.53 m deep), down both faces to the ground. */
function strapDown(u) {
  const strap = mat('#e0621b', 0.6);
  for (const x of [-0.25, 0.85]) {
    u.add(box(0.07, 0.02, 1.6, strap, x, 1.63, 0));
    for (const z of [-0.785, 0.785]) u.add(box(0.07, 1.63, 0.02, strap, x, 0, z));
  }
}
function stormy(renderer, scene, sun, floor) {
  scene.remove(...scene.children.filter((o) => o.material?.uniforms?.sunPosition)); // the blue sky
  scene.background = new THREE.Color('#8e979e');
  // reflections of a grey sky, not of the blue one
  const envScene = new THREE.Scene(); envScene.background = new THREE.Color('#a3abb1');
  const pm = new THREE.PMREMGenerator(renderer); scene.environment = pm.fromScene(envScene, 0).texture; pm.dispose();
  sun.intensity = 0.5; sun.shadow.radius = 8;
  scene.add(new THREE.HemisphereLight('#c9d0d6', '#4a4a46', 0.9));
  scene.environmentIntensity = 0.45;
  floor.material = floor.material.clone(); floor.material.color = new THREE.Color('#6a6c6b'); floor.material.roughness = 0.22;
  const rand = lcgOf(20260917);
  const wet = mat('#3b3f43', 0.04, 0.0);
  for (let i = 0; i < 60; i++) {
    const p = mesh(new THREE.CircleGeometry(1, 24), wet, { cast: false });
    p.rotation.x = -Math.PI / 2; p.scale.set(1.5 + rand() * 5, 0.8 + rand() * 2.5, 1); p.rotation.z = rand() * 3;
    p.position.set(-60 + rand() * 140, 0.025, -10 + rand() * 80); scene.add(p);
  }
  const streaks = [];
  for (let i = 0; i < 9000; i++) {
    const m = new THREE.Matrix4().makeRotationZ(0.22);
    m.setPosition(-50 + rand() * 150, rand() * 32, -20 + rand() * 95); streaks.push(m);
  }
  scene.add(instanced(new THREE.BoxGeometry(0.012, 0.9, 0.012), mat('#e4eaee', 0.3, 0, { transparent: true, opacity: 0.4 }), streaks, { cast: false }));
}

// opts.lashing of a stormy apron (round 19): the typhoon notice showed yellow-clad crew standing
// beside a row of strapped containers. With it the cargo is being tied down: ratchet straps over
// every container and two netted pallets, down their sides to tie-down rings let into the apron
// (each ring on a painted yellow circle), chains from the pallets' base rails to rings, and three
// of the crew at work in hooded rain jackets: one crouched pulling a pallet's ratchet tight, one
// pulling down a strap laid over a container, one bent over a container's tie-down with a torch. The
// freighters' doors are shut and the loader at the door is hidden (its draws from rng kept). The
// rest is from a generator of its own, after everything else, so a shot without it is unchanged.
/** A flat strap between two points (in the parent's frame), its width across `across`. */
function webbing(parent, a, b, m, across = [1, 0, 0], w = 0.05) {
  const A = new THREE.Vector3(...a), B = new THREE.Vector3(...b), d = B.clone().sub(A), len = d.length();
  d.normalize(); const x = new THREE.Vector3(...across); x.sub(d.clone().multiplyScalar(x.dot(d))).normalize();
  const o = mesh(new THREE.BoxGeometry(w, len + 0.01, 0.012), m);
  o.quaternion.setFromRotationMatrix(new THREE.Matrix4().makeBasis(x, d, x.clone().cross(d)));
  o.position.copy(A).add(B).multiplyScalar(0.5); parent.add(o); return o;
}
/** A strap along points, segment by segment. */
const webPath = (parent, pts, m, across, w) => { for (let i = 1; i < pts.length; i++) webbing(parent, pts[i - 1], pts[i], m, across, w); };
const LASH = () => ({ strap: mat('#e0621b', 0.6), steel: mat('#9aa1a8', 0.35, 0.8), dark: mat('#2b2f33', 0.5, 0.6), paint: mat('#d8b21c', 0.6), chain: mat('#7d848b', 0.4, 0.85) });
/** A ratchet buckle on a strap at p, its handle out from the face along `out`. */
function ratchet(parent, [x, y, z], L, out = [0, 0, 1]) {
  const g = new THREE.Group(); g.position.set(x, y, z);
  g.add(box(0.075, 0.17, 0.05, L.dark, 0, -0.085, 0));
  const h = box(0.05, 0.14, 0.02, L.steel, 0, -0.02, 0); h.rotation.x = 0.5; g.add(h);
  g.lookAt(new THREE.Vector3(x + out[0], y + out[1], z + out[2])); parent.add(g); return g;
}
/** A tie-down ring let into the apron at (x, z), on a painted circle. */
function tieRing(scene, x, z, L) {
  const c = mesh(new THREE.CircleGeometry(0.2, 20), L.paint, { cast: false }); c.rotation.x = -Math.PI / 2; c.position.set(x, 0.03, z); scene.add(c);
  const p = cyl(0.07, 0.08, 0.02, L.dark, 14); p.position.set(x, 0.035, z); scene.add(p);
  const r = mesh(new THREE.TorusGeometry(0.05, 0.011, 6, 14), L.steel); r.position.set(x, 0.085, z); scene.add(r);
}
/** A chain of links from a to b (world). */
function chain(scene, a, b, L) {
  const A = new THREE.Vector3(...a), B = new THREE.Vector3(...b), n = Math.max(2, Math.round(A.distanceTo(B) / 0.055));
  const d = B.clone().sub(A).normalize();
  for (let i = 0; i < n; i++) {
    const l = mesh(new THREE.TorusGeometry(0.026, 0.007, 5, 10), L.chain); l.scale.set(0.7, 1.3, 1);
    l.position.copy(A).lerp(B, (i + 0.5) / n);
    l.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), d); l.rotateY((i % 2) * Math.PI / 2); scene.add(l);
  }
}
/** Lashes a container of the row (uldAKE: 1.63 m high, 1.53 m deep): two straps over it to rings in front and behind. */
function lashDown(scene, u, L) {
  u.updateMatrixWorld(true);
  for (const x of [-0.25, 0.85]) {
    const pts = [[x, 0.04, -1.3], [x, 0.45, -0.785], [x, 1.645, -0.785], [x, 1.645, 0.785], [x, 0.45, 0.785], [x, 0.04, 1.3]];
    webPath(u, pts, L.strap);
    ratchet(u, [x, 0.95, 0.8], L);
    for (const z of [-1.3, 1.3]) { const w = u.localToWorld(new THREE.Vector3(x, 0, z)); tieRing(scene, w.x, w.z, L); }
  }
}
/** A hood up over a figure's head (a helmet-less person()): a shell open at the face, falling to the collar. */
function hoodUp(fig, colour) {
  const up = fig.userData.limbs.arms[0].parent, m = mat(colour, 0.35, 0, { side: THREE.DoubleSide });
  const cap = mesh(new THREE.SphereGeometry(0.14, 18, 8, 0, Math.PI * 2, 0, 1.0), m);
  const back = mesh(new THREE.SphereGeometry(0.14, 18, 10, Math.PI / 2 + 0.8, Math.PI * 2 - 1.6, 1.0, 1.65), m);
  for (const o of [cap, back]) { o.scale.set(1, 1.08, 1.06); o.position.set(0, 0.875, -0.01); up.add(o); }
  const collar = cyl(0.1, 0.15, 0.2, m, 16); collar.scale.z = 0.8; collar.position.y = 0.7; up.add(collar);
}
/** Hand i of a figure to a point in the world. */
/** reach() to a point given in the world's frame ([x, y, z]) instead of the figure's. */
function reachTo(fig, i, p, opt) { fig.updateMatrixWorld(true); reach(fig, i, fig.worldToLocal(new THREE.Vector3(...p)).toArray(), opt); }
function lashing(scene, ulds) {
  const r = rngOf(20261919), L = LASH();
  for (const u of ulds) lashDown(scene, u, L);
  // two netted pallets on the apron at the near end of the row, strapped across and chained at the corners
  const pallets = [[-1.3, 42.1, 2.1], [-20.3, 41.9, 1.9]].map(([x, z, h]) => {
    const p = at(pallet(r, { h, wrap: 'net' }), x, 0, z, 0); scene.add(p);
    const b = new THREE.Box3().setFromObject(p), top = b.max.y + 0.02, z0 = b.min.z - 0.02, z1 = b.max.z + 0.02;
    for (const sx of [-0.8, 0, 0.8]) {
      webPath(scene, [[x + sx, 0.04, z0 - 0.5], [x + sx, 0.12, z0], [x + sx, top - 0.12, z0], [x + sx, top, z0 + 0.12], [x + sx, top, z1 - 0.12], [x + sx, top - 0.12, z1], [x + sx, 0.12, z1], [x + sx, 0.04, z1 + 0.5]], L.strap);
      ratchet(scene, [x + sx, 0.8, z1 + 0.01], L);
      for (const zz of [z0 - 0.5, z1 + 0.5]) tieRing(scene, x + sx, zz, L);
    }
    for (const [cx, cz] of [[-1.59, -1.22], [1.59, -1.22], [-1.59, 1.22], [1.59, 1.22]]) {
      const gx = x + cx + Math.sign(cx) * 0.55, gz = z + cz + Math.sign(cz) * 0.45;
      chain(scene, [x + cx, 0.06, z + cz], [gx, 0.08, gz], L); tieRing(scene, gx, gz, L);
    }
    return p;
  });
  const worker = (pose, x, z, heading) => {
    const f = at(person(r, { ...RAIN_GEAR, helmet: null, pose, gloves: '#2a2c2e' }), x, 0, z, heading); hoodUp(f, RAIN_GEAR.top); scene.add(f); return f;
  };
  // crouched at the near pallet's front, both hands on the middle strap's ratchet, pulling it tight;
  // round 19 review: beside the strap (it ran through his legs to its ring), facing the pallet
  const [rx, rz] = [pallets[0].position.x, new THREE.Box3().setFromObject(pallets[0]).max.z];
  const puller = worker('crouch', rx - 0.4, rz + 0.52, 2.9);
  reachTo(puller, 0, [rx - 0.04, 0.8, rz + 0.1]); reachTo(puller, 1, [rx + 0.02, 0.72, rz + 0.12]); grip(puller, 0); grip(puller, 1);
  // in front of the fifth container, pulling a strap down its front: the strap over its top from the
  // ring behind, taut from the top edge to his hands at his chest, its tail hanging to a loose coil
  // at his feet (round 19 review: it had been thrown, a rigid arc standing in the air)
  const u = ulds[4]; u.updateMatrixWorld(true);
  const W = (x, y, z) => u.localToWorld(new THREE.Vector3(x, y, z)).toArray();
  const [ux, , uz] = W(0.3, 0, 1.55);
  const hauler = worker('stand', ux, uz, Math.PI - 0.05);
  const hand = W(0.3, 1.32, 1.13);
  reachTo(hauler, 0, W(0.42, 1.34, 1.12)); reachTo(hauler, 1, W(0.18, 1.28, 1.12)); grip(hauler, 0); grip(hauler, 1);
  webPath(scene, [W(0.3, 0.04, -1.3), W(0.3, 0.45, -0.785), W(0.3, 1.645, -0.785), W(0.3, 1.645, 0.785), W(0.3, 1.6, 0.8), hand], L.strap);
  tieRing(scene, ...(([x, , z]) => [x, z])(W(0.3, 0, -1.3)), L);
  webPath(scene, [[hand[0], hand[1] - 0.04, hand[2]], W(0.36, 0.8, 1.2), W(0.5, 0.3, 1.3), W(0.6, 0.04, 1.45), W(0.8, 0.03, 1.75)], L.strap);
  const coil = mesh(new THREE.TorusGeometry(0.18, 0.02, 4, 18), L.strap); coil.rotation.x = -Math.PI / 2; coil.scale.z = 0.5; coil.position.set(...W(0.95, 0.03, 1.85)); scene.add(coil);
  // bent over the second container's front ring, a torch in his hand on the lashing
  const c = ulds[1]; c.updateMatrixWorld(true);
  const spot = c.localToWorld(new THREE.Vector3(0.85, 0.05, 1.3)).toArray();
  const checker = worker('bend', spot[0] + 0.75, spot[2] + 0.55, -2.2);
  reachTo(checker, 1, [spot[0] + 0.45, 0.85, spot[2] + 0.3]);
  reachTo(checker, 0, [spot[0] + 0.5, 0.7, spot[2] + 0.45]);
  const torch = new THREE.Group();
  const barrel = cyl(0.022, 0.028, 0.2, L.dark, 10); barrel.rotation.x = Math.PI / 2; torch.add(barrel);
  const lens = cyl(0.03, 0.03, 0.01, glow('#fff6dc', 6), 12); lens.rotation.x = Math.PI / 2; lens.position.z = 0.1; torch.add(lens);
  checker.updateMatrixWorld(true);
  const hw = checker.userData.limbs.arms[1].userData.hand.getWorldPosition(new THREE.Vector3());
  torch.position.copy(hw); torch.lookAt(new THREE.Vector3(...spot)); scene.add(torch); grip(checker, 1, torch);
  const beam = new THREE.SpotLight('#fff1d0', 40, 8, 0.35, 0.5, 1.5); beam.position.copy(hw); beam.target.position.set(...spot); scene.add(beam, beam.target);
  // the beam itself, faint in the rain
  const len = hw.distanceTo(new THREE.Vector3(...spot));
  const cone = mesh(new THREE.ConeGeometry(0.3, len, 16, 1, true).translate(0, -len / 2, 0).rotateX(-Math.PI / 2), new THREE.MeshBasicMaterial({ color: '#fff3d6', transparent: true, opacity: 0.2, blending: THREE.AdditiveBlending, depthWrite: false, side: THREE.DoubleSide }), { cast: false, receive: false });
  cone.position.copy(hw); cone.lookAt(new THREE.Vector3(...spot)); scene.add(cone);
  return { puller, hauler, checker };
}

// opts.charging of the apron (round 9): a charging bay along the terminal's apron-side wall (z = -65):
// five charging posts, each with an electric tractor nosed in and plugged in by its cable, green
// painted bays with white lines, a driver plugging in the nearest. Drawn from a generator of its own,
// after the rest of the scene, so that a shot without it is unchanged.
const CHARGE_X = 0;
function chargingBay(scene) {
  const r = rngOf(20261201);
  const white = mat('#eef1f0', 0.4, 0.1), green = mat('#19a36b', 0.45), dark = mat('#22262a', 0.55, 0.2), plinth = mat('#8d8f8c', 0.85);
  const bay = mat('#2f7d55', 0.75), line = mat('#f2f2ee', 0.6), cable = mat('#161719', 0.6);
  for (let k = 0; k < 5; k++) {
    const x = CHARGE_X + k * 4.2, zp = -64, px = x + 2.1; // the bay's tractor at x, its post between it and the next bay
    scene.add(box(3.4, 0.012, 6.4, bay, x, 0.004, zp + 3.6));
    for (const dx of [-1.75, 1.75]) scene.add(box(0.12, 0.014, 6.4, line, x + dx, 0.004, zp + 3.6));
    // the post: a plinth, a white column with a green band, a lit screen (no figures), a green light, a holster
    scene.add(box(0.5, 0.15, 0.75, plinth, px, 0, zp + 0.2));
    scene.add(box(0.32, 1.75, 0.55, white, px, 0.15, zp + 0.2));
    scene.add(box(0.33, 0.14, 0.56, green, px, 1.62, zp + 0.2));
    scene.add(box(0.01, 0.2, 0.3, glow('#8fd4ff', 0.9), px + 0.165, 1.18, zp + 0.2));
    scene.add(box(0.01, 0.5, 0.05, glow('#3dff8a', 2.4), px + 0.165, 0.55, zp + 0.42));
    scene.add(box(0.08, 0.18, 0.12, dark, px - 0.2, 0.8, zp + 0.3));
    // the tractor, nosed in (its front, +x, turned to -z), and the cable from the post's holster side to its flank
    const t = tractor(r, { electric: true }); t.rotation.y = Math.PI / 2; t.position.set(x, 0, zp + 2.35); scene.add(t);
    const path = new THREE.CatmullRomCurve3([new THREE.Vector3(px - 0.24, 0.85, zp + 0.3), new THREE.Vector3(px - 0.5, 0.3, zp + 0.7), new THREE.Vector3(px - 0.9, 0.2, zp + 1.3), new THREE.Vector3(x + 0.87, 0.7, zp + 1.6)]);
    scene.add(mesh(new THREE.TubeGeometry(path, 24, 0.022, 8, false), cable));
  }
  // a driver plugging in the nearest tractor, on its open side
  scene.add(at(crew(r, { pose: 'work', vestColor: VESTS[1] }), CHARGE_X + 4 * 4.2 + 1.6, 0, -61.6, -1.9));
}

// --------------------------------------------------------------------------------------------
/** A floodlight mast of the apron at (x, z), its lamp head h m up (the light itself is the caller's). */
function mast(scene, x, z, h) {
  const pole = cyl(0.3, 0.4, h, mat('#5d6166', 0.5, 0.7)); pole.position.set(x, h / 2, z); scene.add(pole);
  scene.add(box(4, 1, 1.5, glow('#ffe2b0', 3), x, h, z));
}

function apronMasts(scene) {
  scene.background = new THREE.Color('#1a2336'); scene.fog.color.set('#222b3d');
  // one row beyond the stands, one far behind the cameras (a mast near a camera stood across the frame)
  for (const [z, reach, power] of [[-60, 150, 5200], [170, 240, 10400]]) for (let x = -160; x <= 160; x += 64) {
    mast(scene, x, z, 30);
    const s = new THREE.SpotLight('#ffe0b8', power, reach, 0.85, 0.8, 1.6); s.position.set(x, 30, z); s.target.position.set(x * 0.9, 0, z < 0 ? z + 50 : z - 130); scene.add(s, s.target);
  }
  scene.add(new THREE.HemisphereLight('#5a6478', '#3a3026', 0.9));
}

export function apron(renderer, scene, rng, o) {
  const night = o.time === 'night';
  const c = !!o.colour;
  // opts.storm (round 7): grey overcast daylight before a typhoon, a wet apron and rain (stormy() below)
  const sun = outdoor(renderer, scene, { night, elevation: o.time === 'dusk' ? 6 : o.elevation ?? 38, azimuth: o.azimuth ?? 230, shadowBox: 70, fog: night ? 0.003 : 0.0014, ...(c && o.time === 'dusk' ? WARM : {}), ...(o.storm ? STORM : {}) });
  const apronFloor = ground(scene, rng, 2000, '#8b8c88'); apronLines(scene, rng, 600);
  const term = terminal(rng, { night, docks: false }); term.rotation.y = Math.PI; term.position.set(20, 0, -120); scene.add(term);
  { const hl = hills(rng, { z: -700 }); if (!o.ridges) scene.add(hl); } // drawn from rng either way (opts.ridges below)
  // opts.tailcone (round 6): the freighters' tails taper to a tip (kit.js freighter, cone)
  // opts.dihedral (round 16): how far the freighters' wings rise to their tips (kit.js freighter; round 18: 0.07 rad unless set)
  const jet = freighter(rng, { bold: c, cone: !!o.tailcone, sealed: !!o.sealed, dihedral: o.dihedral, doorOpen: !o.lashing }); jet.rotation.y = Math.PI; jet.position.set(0, 0, 5); scene.add(jet);
  // opts.second 'hidden' (round 16): the second freighter drawn (its draws from rng kept, so the rest
  // of the scene stands where it stood) but not shown; false leaves it out altogether
  if (o.second !== false) { const j2 = freighter(rng, { bold: c, cone: !!o.tailcone, sealed: !!o.sealed, dihedral: o.dihedral, doorOpen: !o.lashing }); j2.rotation.y = Math.PI; j2.position.set(-78, 0, -2); j2.visible = o.second !== 'hidden'; scene.add(j2); }
  // loader at the main-deck door (door at world x = +3.1, z = 20)
  const film = o.film && (o.film === true ? {} : o.film);
  const hl = highLoader(rng, 4.9, { moving: !!film }); hl.position.set(8.8, 0, 20); scene.add(hl);
  // opts.cartons (round 12): the pallets' cartons drawn as cartons (kit.js pallet `taped`), not a mosaic of tones
  const hlp = pallet(rng, { h: 2.4, ...(c ? { net: NETS[0] } : {}), taped: !!o.cartons });
  if (film) { hlp.position.set(7.5 - 8.8, 0.4, 0); hl.userData.deck.add(hlp); } else { hlp.position.set(7.5, 5.3, 20); scene.add(hlp); }
  if (o.lashing) hl.visible = hlp.visible = false; // opts.lashing (round 19): the door shut, no loader at it
  // a train of dollies with pallets and containers (in a film, one group the tractor tows)
  const train = film ? moving(new THREE.Group()) : scene;
  if (film) scene.add(train);
  for (let i = 0; i < (o.dollies ?? 5); i++) {
    const isPallet = rng() < 0.5;
    // opts.rims (round 14): the containers' aluminium frames drawn (kit.js uldAKE `rim`) and the
    // black-wrapped pallets' film opaque with a sheen (kit.js pallet `sheen`)
    const load = isPallet ? pallet(rng, { ...(c ? { net: NETS[(i + 1) % NETS.length] } : {}), taped: !!o.cartons, sheen: !!o.rims }) : uldAKE(rng, undefined, { rim: !!o.rims });
    // opts.akeTurn (round 12): the containers on the dollies turned by this angle (radians), so that
    // a view from their door side shows their plain back or contoured side instead of a curtain
    // hanging in front of a half-seen body
    if (o.akeTurn && !isPallet) load.rotation.y = o.akeTurn;
    const d = dolly(rng, load); d.position.set(22 + i * 4.6, 0, 26 + i * 0.4); d.rotation.y = 0.04; train.add(d);
  }
  const t = tractor(rng, { electric: !!o.electric }); t.position.set(22 + (o.dollies ?? 5) * 4.6 + 1.2, 0, 26 + (o.dollies ?? 5) * 0.4); train.add(t);
  const ulds = [];
  for (let i = 0; i < 6; i++) { const u = uldAKE(rng, undefined, { rim: !!o.rims }); u.position.set(-16 + i * 2.3, 0, 42 + rng.range(-0.2, 0.2)); u.rotation.y = rng.range(-0.05, 0.05); if (o.storm && !o.lashing) strapDown(u); scene.add(u); ulds.push(u); }
  // in a film the crew stand clear of the train's path, and two of them walk
  const peoplePos = o.people ?? (film ? [[12.5, 18], [14, 24], [25, 31.5], [17, 31], [6, 30]] : [[12.5, 18], [14, 24], [25, 29.5], [17, 27.2], [6, 30]]);
  // opts.people entries may carry a heading and a pose (round 8): [x, z, heading, pose]; the random
  // ones are still drawn, so the seed's sequence and every other shot stay as they were
  const crewFigs = peoplePos.map(([x, z, heading, pose], k) => { const p = rng.pick(['stand', 'work', 'walk', 'point']); const f = at(crew(rng, { pose: pose ?? p, ...(c ? { vestColor: VESTS[k % 2] } : {}), ...(o.storm ? RAIN_GEAR : {}) }), x, 0, z, rng.range(-3, 3)); if (heading !== undefined) f.rotation.y = heading; scene.add(f); return f; });
  if (film) {
    // The tractor tows the train past the freighter at walking pace; the loader's deck rises with
    // its pallet from the dollies' height to the main-deck door from film.lift seconds on.
    const walkers = [walker(crewFigs[3]), walker(crewFigs[4])];
    const deck = keyframes([[film.lift ?? 12, 1.2], [(film.lift ?? 12) + 4.5, 4.9]]);
    scene.userData.motion = (s) => {
      train.position.x = -6 + 1.6 * s;
      hl.userData.raise(deck(s)[0]);
      walkAlong(walkers[0], peoplePos[3], Math.PI / 2, 1.3, s);
      walkAlong(walkers[1], peoplePos[4], -Math.PI / 2, 1.0, s);
    };
  }
  if (night) {
    // with opts.masts the mast at (60, 40), 40 m from the wide view's camera, would stand lit across
    // the frame; the rows of masts stand in for it (its floodlight stays)
    for (const [x, z] of o.masts ? [[40, -10], [-40, -14]] : [[40, -10], [-40, -14], [60, 40]]) mast(scene, x, z, 28);
    const flood = new THREE.SpotLight('#ffd9a8', 9000, 160, 0.7, 0.6, 1.6); flood.position.set(40, 28, -10); flood.target.position.set(10, 0, 22); flood.castShadow = true; flood.shadow.mapSize.set(1024, 1024); scene.add(flood, flood.target);
    const flood2 = new THREE.SpotLight('#ffe7c4', 6000, 160, 0.7, 0.6, 1.6); flood2.position.set(60, 28, 40); flood2.target.position.set(15, 0, 22); scene.add(flood2, flood2.target);
    pointLamp(scene, [10, 6, 22], '#ffd08a', 60, 25);
    // opts.masts (round 14): the whole apron lit as airports light it, by rows of high masts, under
    // a night sky that the city's glow keeps off black; without it the one floodlight's cone stood
    // in a black void like a stage. Nothing here draws from rng, so the shot's composition stays.
    if (o.masts) apronMasts(scene);
  }
  if (o.rims && o.time === 'dusk') {
    // with opts.rims at dusk, the apron floodlights on beyond the frame, over the dolly train
    const dusk = new THREE.SpotLight('#ffe2bc', 1300, 120, 0.24, 0.8, 1.6); dusk.position.set(62, 26, 48); dusk.target.position.set(32, 0, 27); scene.add(dusk, dusk.target);
  }
  if (o.rain) scene.fog = new THREE.FogExp2('#3a4450', 0.009);
  if (o.storm) stormy(renderer, scene, sun, apronFloor);
  // opts.lashing (round 19): the cargo being tied down for a typhoon (lashing() above)
  if (o.lashing) lashing(scene, ulds);
  if (o.charging) chargingBay(scene);
  // opts.mail (round 20): the row of containers becomes a transfer train (mailTrain() below)
  if (o.mail) mailTrain(scene, ulds);
  if (o.cool) coolDollies(scene, o.cool === true ? {} : o.cool);
  // opts.driver (round 17): a driver in hi-vis seated at the wheel of the tractor at the head of the
  // dolly train; its empty cab read, at hero size, as a train towed by nobody. From a generator of
  // its own, after the rest, so a shot without it is unchanged.
  if (o.driver) t.add(at(person(rngOf(20261717), { pose: 'sit', top: '#27496d', vestColor: VESTS[1], helmet: '#f5f5f0' }), -0.8, 0.64, 0, Math.PI / 2));
  // opts.ridges (round 16): ranges of hills with lit and shadowed slopes and mist at their feet
  // instead of smooth mounds, from a generator of their own, after everything else
  if (o.ridges) rangesOf(scene, o, o.azimuth ?? 230, o.time === 'dusk' ? 6 : o.elevation ?? 38, 0);
  return {
    wide: v([70, 16, 80], [0, 6, 5], 38),
    door: v([26, 5, 44], [7, 5.5, 20], 34),
    crew: v([28, 2.2, 40], [16, 1.8, 26], 36),
    ground: v([-22, 1.6, 50], [8, 5, 12], 46),
    tail: v([40, 9, -40], [0, 6, 18], 42),
    high: v([110, 60, 110], [0, 0, 0], 34),
    nose: v([-30, 4, -14], [0, 6, 10], 48),
    dollies: v([50, 3, 36], [28, 1, 27], 40),
    ulds: v([-8, 2.4, 58], [-10, 1, 42], 44),
    // round 20: opts.mail's transfer train from ahead of its tail, the mail cart in front
    mail: v([-19, 2.0, 51.5], [-7.5, 1.5, 42.6], 44),
    // round 19: opts.lashing's crew tying the row and its pallets down, from beyond the near pallet
    lashing: v([2.5, 1.7, 48.5], [-7.5, 0.9, 41.5], 42),
    // the tractor at the head of the dolly train, seen from ahead and to the side
    tractor: v([56, 2.4, 36], [41, 1.1, 27.2], 40),
    // round 8: ramp staff on the floodlit apron before the loader raising its pallet to the main-deck door
    ramp: v([21, 2.4, 38], [8, 4.0, 20], 40),
    // round 8: from high on the terminal's apron side, over the stands to the freighters and the dolly train
    terrace: v([70, 24, -100], [10, 2, 22], 38),
    // round 9: the charging bay of opts.charging, electric tractors nosed in at the terminal's wall
    charging: v([CHARGE_X + 24, 2.0, -53], [CHARGE_X + 9, 1.0, -62.5], 40),
    // round 15 (the home hero): from the terminal's side, at eye level ahead of the freighter's nose,
    // aimed down at the apron beyond it, so that the aircraft stands against the sky in the upper
    // part of the frame, where the home banner's gradient is light, and its words lie over tarmac
    front: v([40, 1.6, -62], [4, -4, 0], 40),
    // round 15: beside the cool dollies of opts.cool (at their default place), the freighter behind
    cool: v([19, 1.7, 35.5], [11, 1.5, 28.5], 44),
  };
}

/**
 * opts.mail of the apron (round 20, One-stop shop's "Mail and transhipment"): the six containers of
 * the row (kit.js uldAKE, plain boxes at that size) are drawn but hidden, and in their place a
 * transfer train crosses the apron between flights: a tug with its driver towing five dollies, each
 * with an AKE as the racks hold them (kit.js uldContainer: contoured body, aluminium frame, coloured
 * door curtain and straps), and beside it a mail cart piled with mail bags that a handler lifts into
 * an open container. Drawn from a generator of its own after the rest, so a shot without it is unchanged.
 */
function mailTrain(scene, ulds) {
  const r = rngOf(20261220);
  for (const u of ulds) u.visible = false;
  const z0 = 42, x0 = -19, n = 5, step = 4.4, doors = [AKE_DOORS[1], AKE_DOORS[0], AKE_DOORS[6], AKE_DOORS[2], AKE_DOORS[1]];
  for (let i = 0; i < n; i++) {
    const u = uldContainer({ door: doors[i] }); // its door (+z) to the camera's side
    const d = dolly(r, u); d.position.set(x0 + i * step, 0, z0 + i * 0.12); d.rotation.y = -0.03; scene.add(d);
  }
  const t = tractor(r); t.position.set(x0 + n * step - 1.0, 0, z0 + n * 0.12); t.rotation.y = -0.03; scene.add(t);
  t.add(at(person(rngOf(20261221), { pose: 'sit', top: '#27496d', vestColor: VESTS[1], helmet: '#f5f5f0' }), -0.8, 0.64, 0, Math.PI / 2));
  // the mail cart: a low flat cart with a rail round it, mail bags piled on it
  const cart = new THREE.Group(), steel = mat('#5b6066', 0.5, 0.7), rail = mat('#2f6db5', 0.5, 0.3);
  cart.add(box(2.6, 0.1, 1.4, steel, 0, 0.42, 0));
  for (const [x, z] of [[-1.0, 0.6], [1.0, 0.6], [-1.0, -0.6], [1.0, -0.6]]) { const w = cyl(0.2, 0.2, 0.14, mat('#151515', 0.9), 14); w.rotation.x = Math.PI / 2; w.position.set(x, 0.2, z); cart.add(w); }
  for (const [x, z] of [[-1.27, 0.67], [1.27, 0.67], [-1.27, -0.67], [1.27, -0.67]]) cart.add(box(0.05, 0.7, 0.05, rail, x, 0.52, z));
  for (const z of [-0.67, 0.67]) cart.add(box(2.6, 0.05, 0.05, rail, 0, 1.2, z));
  cart.add(box(0.9, 0.05, 0.05, steel, 1.75, 0.3, 0)); // the drawbar
  const bagTones = ['#8e8a7c', '#c9c4b4', '#4f6178', '#a39c86', '#6c7a8a'];
  // a sack lying on its side: a flattened capsule, its neck tied off with a tag
  const bag = (tone) => { const g = new THREE.Group(); const b = mesh(new THREE.CapsuleGeometry(0.2, 0.42, 4, 10), mat(tone, 0.95)); b.rotation.z = Math.PI / 2; b.scale.set(0.62, 1, 1.05); g.add(b); const neck = cyl(0.04, 0.1, 0.16, mat(tone, 0.95), 8); neck.position.set(0.45, 0, 0); neck.rotation.z = Math.PI / 2; g.add(neck); g.add(at(box(0.04, 0.12, 0.08, mat('#f2d024', 0.6), 0, 0, 0), 0.55, -0.06, 0)); return g; };
  for (let k = 0; k < 14; k++) { const b = bag(bagTones[k % bagTones.length]); b.position.set(-0.75 + (k % 3) * 0.75 + r.range(-0.06, 0.06), 0.66 + Math.floor(k / 6) * 0.3, -0.35 + (Math.floor(k / 3) % 2) * 0.7); b.rotation.set(r.range(-0.15, 0.15), r.range(-0.3, 0.3) + (k % 2) * Math.PI, r.range(-0.12, 0.12)); cart.add(b); }
  at(cart, -12.4, 0, 46.4, -0.08); scene.add(cart);
  // a handler between the cart and the train, a bag in both hands
  const h = crew(r, { pose: 'work', vestColor: VESTS[0], helmet: '#f5f5f0' }); facing(h, -10.6, 44.9, -10.4, 42); scene.add(h);
  const hb = bag(bagTones[3]); hb.position.set(0, 1.15, 0.45); hb.rotation.y = Math.PI / 2; h.add(hb);
  const w = crew(r, { pose: 'point', vestColor: VESTS[1] }); facing(w, -5.6, 45.4, -9.5, 42.2); scene.add(w);
}

/** A cool dolly's load: four pharmaceutical pallets on a ULD base under a white insulated hood whose front curtain is rolled up. */
function coolLoad(rng, mats) {
  const g = new THREE.Group();
  g.add(box(3.18, 0.08, 2.44, mat('#8d9399', 0.45, 0.8)));
  const hood = mat('#f1f3f3', 0.5, 0.05), band = mat('#1f5fa8', 0.5, 0.2), H = 2.0;
  for (const [x, z, k] of [[-0.8, -0.6, 0], [0.8, -0.6, 1], [-0.8, 0.55, 2], [0.8, 0.55, 3]]) {
    const p = pharmaPallet(rng, { cover: k === 1 ? 'white' : 'silver', h: rng.range(1.35, 1.6), mats }); at(p, x, 0.08, z, rng.range(-0.03, 0.03)); g.add(p);
  }
  g.add(box(3.3, 0.08, 2.6, hood, 0, H, 0)); // the roof
  for (const s of [-1, 1]) g.add(box(0.06, H, 2.6, hood, s * 1.65, 0.04, 0)); // the ends
  g.add(box(3.3, H, 0.06, hood, 0, 0.04, -1.3)); // the back
  g.add(box(3.32, 0.12, 2.62, band, 0, H - 0.1, 0)); // a blue band under the roof's edge
  const roll = cyl(0.14, 0.14, 3.2, mat('#d9dde0', 0.6), 14); roll.rotation.z = Math.PI / 2; roll.position.set(0, H - 0.2, 1.36); g.add(roll); // the curtain, rolled up
  for (const x of [-1.2, 1.2]) g.add(box(0.05, 0.3, 0.03, mat('#2b2d30', 0.6), x, H - 0.5, 1.36)); // its straps
  return g;
}
/**
 * opts.cool of the apron (round 15): cool dollies for the vaccines story: an electric tractor towing
 * two dollies under white insulated hoods (their front curtains rolled up on the pharmaceutical
 * pallets under silver and white thermal blankets, each with its data logger), a ramp handler in hi-vis
 * reading a logger with a handheld reader. opts.cool may be an object whose `at` is [x, z, heading]
 * of the train. Drawn from a generator of its own after the rest, so a shot without it is unchanged.
 */
function coolDollies(scene, c) {
  const rng = rngOf(20261128), mats = pharmaMats();
  const [x0, z0, ry] = c.at ?? [11.5, 33, Math.PI / 2];
  const train = new THREE.Group();
  for (let i = 0; i < 2; i++) train.add(at(dolly(rng, coolLoad(rng, mats)), i * 4.6, 0, 0));
  train.add(at(tractor(rng, { electric: true }), 2 * 4.6 - 1.2 + 1.6, 0, 0));
  const h = person(rng, { top: '#27496d', vestColor: '#ff7a1a', pose: 'work', gloves: '#3a3a3a' });
  h.add(box(0.08, 0.16, 0.03, mat('#2a2e33', 0.5, 0.2), 0.25, 1.12, 0.48)); // the handheld reader
  train.add(at(h, 0.9, 0, 2.0, Math.PI + 0.2));
  at(train, x0, 0, z0, ry); scene.add(train);
}

/**
 * The ridge behind an outdoor scene at z, or with opts.hills ([z, colour]; roof since round 12,
 * landside since round 14) a nearer one in a colour the haze does not wash out; it draws the same
 * from rng either way, so the rest of the shot is unchanged.
 */
const ridge = (rng, o, z, h) => hills(rng, { z: o.hills?.[0] ?? z, h, ...(o.hills ? { color: o.hills[1] } : {}) });

/**
 * A terminal's band of glazing lit from inside at night or dusk: panes 16 px apart on a dark
 * frame, a share of them lit in the colour pane() draws (after r() chose the pane), a transom
 * across; repeat: panes along the band. aerial opts.lit and landside opts.floodlit light their
 * terminals with it.
 */
function litGlass(r, { repeat, share, intensity, pane }) {
  const c = document.createElement('canvas'); c.width = 256; c.height = 64; const ctx = c.getContext('2d');
  ctx.fillStyle = '#1c2a38'; ctx.fillRect(0, 0, 256, 64);
  for (let x = 3; x < 256; x += 16) if (r() < share) { ctx.fillStyle = pane(); ctx.fillRect(x, 4, 13, 56); }
  ctx.fillStyle = '#2b3138'; ctx.fillRect(0, 30, 256, 3);
  const map = new THREE.CanvasTexture(c); map.colorSpace = THREE.SRGBColorSpace; map.wrapS = THREE.RepeatWrapping; map.repeat.set(repeat, 1);
  return new THREE.MeshStandardMaterial({ map, emissive: 0xffffff, emissiveMap: map, emissiveIntensity: intensity, roughness: 0.1, metalness: 0.5 });
}

// opts.floodlit of the landside at night (round 15): the Christmas notice was a black sky over a
// dark facade and a muddy forecourt. A terminal at night is lit: a deep blue sky with the city's
// glow low down, the facade washed by floodlights on the street lights, warm windows, every dock
// door lit from inside, downlights under the canopy over the dock aprons and the trucks' backs.
// Nothing is drawn from the scene's rng (the windows have a generator of their own), after
// everything else, so a night shot without it is unchanged.
function floodlit(scene, term) {
  const r = rngOf(20261224);
  const sky = parts.canvasTex(4, 256, (ctx, w, h) => {
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, '#081630'); g.addColorStop(0.45, '#16305a'); g.addColorStop(0.75, '#2c4a78'); g.addColorStop(0.92, '#5a5f7e'); g.addColorStop(1, '#7a6a70');
    ctx.fillStyle = g; ctx.fillRect(0, 0, w, h);
  });
  scene.background = sky; scene.fog.color.set('#2a3f63'); // (outdoor() hides its sky dome at night)
  scene.environmentIntensity = 0.3;
  scene.add(new THREE.HemisphereLight('#5a74a0', '#3a3026', 0.7));
  const D = 55, Z = -60; // the terminal's half depth and centre (terminal(): d = 110, at z -60)
  const front = Z + D;
  // warm windows, a few panes dark
  const lit = litGlass(r, { repeat: 32, share: 0.82, intensity: 1.3, pane: () => `rgba(255,${Math.round(r.range(206, 230))},${Math.round(r.range(150, 185))},${r.range(0.7, 0.98)})` });
  for (const band of term.userData.glazing) band.material = lit;
  // every dock door lit from the hall behind it
  const door = glow('#ffc987', 1.1);
  for (const d of term.userData.doors) d.material = door;
  // the canopy: a strip of downlights under its edge and lamps over the dock aprons
  scene.add(box(240, 0.08, 0.5, glow('#fff1d6', 2.5), 0, 6.12, front + 4.5));
  for (let x = -110; x <= 110; x += 20) pointLamp(scene, [x, 5.6, front + 4], '#ffe6c4', 90, 22);
  // a second head on each street light (landside(): x -120 … 120, z 30) throwing a broad wash back
  // onto the facade's lower floors; the upper floor and the parapet fall off into the night
  const fitting = glow('#fff4e0', 3);
  for (let x = -120; x < 130; x += 30) {
    scene.add(box(0.7, 0.5, 0.5, fitting, x, 9.2, 29.6));
    const s = new THREE.SpotLight('#ffe9cc', 1600, 0, 0.5, 1, 1.6); s.position.set(x, 9.2, 29.4); s.target.position.set(x, 10, front); scene.add(s, s.target);
  }
}

// --------------------------------------------------------------------------------------------
export function landside(renderer, scene, rng, o) {
  const night = o.time === 'night';
  outdoor(renderer, scene, { night, elevation: o.time === 'dusk' ? 7 : o.elevation ?? 32, azimuth: o.azimuth ?? 150, shadowBox: o.ramp ? 230 : 120, // opts.ramp (round 19, below): the ramps cast shadows too
    fog: 0.0012, ...(o.colour && o.time === 'dusk' ? WARM : {}), ...(o.haze ? { haze: o.haze } : {}) });
  ground(scene, rng, 2000, o.ground ?? '#7b7c79');
  const term = terminal(rng, { night }); term.position.set(0, 0, -60); scene.add(term);
  { const hl = ridge(rng, o, -800, 320); if (!o.ridges && !o.far) scene.add(hl); } // opts.hills since round 14 (the About Us hero); opts.ridges (round 16) and opts.far (round 17) below
  const docked = [];
  for (let i = 0; i < (o.trucks ?? 14); i++) {
    const x = -120 + i * 5 * rng.int(1, 3) + 4;
    if (x > 120) break;
    // opts.backed (round 6): the trucks are backed onto the dock edge instead of standing 5 m off it
    const tr = truck(rng, { doorsOpen: true }); tr.position.set(x - (x % 5) + 3, 0, o.backed ? 3.1 : 2 + 6.5);
    if (!(o.reefer && Math.abs(tr.position.x - (o.dock ?? 3)) < 4) && !(o.offices && Math.abs(tr.position.x) > 98) && !(o.entrance && tr.position.x < -60) && !(o.collect && tr.position.x > (o.dock ?? 3) - 14 && tr.position.x < (o.dock ?? 3) - 1) && !(o.deliver && tr.position.x > (o.dock ?? 3) + 1 && tr.position.x < (o.dock ?? 3) + 14)) scene.add(tr); // opts.reefer: its dock left free (the truck drawn all the same)
    docked.push(tr.position.x);
  }
  if (o.film) {
    // A film: one truck backs from the road onto a free dock near the middle, two drive past on
    // the road. Their colours are given, so they draw nothing from rng and the scene stays as it was.
    const slot = [13, 18, 8, 23, 3, 28, -2, 33].find((x) => docked.every((d) => Math.abs(d - x) > 4)) ?? 38;
    const backing = moving(truck(rng, { color: '#1f4f8f', trailer: '#e8e4da', doorsOpen: true })); backing.position.x = slot; scene.add(backing);
    const east = moving(truck(rng, { color: '#c2372c', trailer: '#dcdcd6' })); east.rotation.y = Math.PI / 2; east.position.z = 33; scene.add(east);
    const west = moving(truck(rng, { color: '#f3f3f0', trailer: '#b6bcc2' })); west.rotation.y = -Math.PI / 2; west.position.z = 39.5; scene.add(west);
    const back = keyframes([[1, 30], [8, 8.5]]);
    scene.userData.motion = (s) => { backing.position.z = back(s)[0]; east.position.x = -130 + 12 * s; west.position.x = 70 - 9 * s; };
  }
  // opts.pallet (round 8): a built-up pallet on the dock at the back of the truck docked at opts.dock,
  // between its open doors and the dock door; drawn from a generator of its own, so nothing else moves
  if (o.pallet) { const p = pallet(rngOf(20261127), { h: 1.6, net: '#e0621b' }); p.position.set(o.dock ?? 3, 1.3, -3.4); scene.add(p); }
  if (o.reefer) reeferAtDock(scene, o.dock ?? 3);
  for (let x = -130; x < 130; x += 14) scene.add(at(tree(rng, 1.4), x + rng.range(-2, 2), 0, 48));
  const road = mesh(new THREE.PlaneGeometry(800, 14), mat('#3d3f42', 0.85), { cast: false }); road.rotation.x = -Math.PI / 2; road.position.set(0, 0.02, 36); scene.add(road);
  (o.people ?? [[4, 1.3], [9, 0.8], [22, 1.1]]).forEach(([x, z], k) => scene.add(at(crew(rng, { pose: rng.pick(['stand', 'work', 'walk']), ...(o.colour ? { vestColor: VESTS[k % 2] } : {}) }), x, 1.3, z - 5.5, rng.range(-3, 3))));
  if (night) for (let x = -120; x < 130; x += 30) { const p = cyl(0.15, 0.2, 10, mat('#555', 0.5, 0.7)); p.position.set(x, 5, 30); scene.add(p); scene.add(box(1.2, 0.2, 0.4, glow('#ffd9a0', 4), x, 10, 30)); pointLamp(scene, [x, 9, 28], '#ffd9a0', 120, 40); }
  if (night && o.floodlit) floodlit(scene, term);
  // round 16 (the Channel's card): opts.ridges, ranges of hills instead of the smooth mound, and
  // opts.lit, the glazing lit warm from inside at dusk; each from a generator of its own, after everything else
  if (o.ridges) rangesOf(scene, o, o.azimuth ?? 150, o.time === 'dusk' ? 7 : o.elevation ?? 32, 0);
  if (o.far) farShore(scene, o, o.azimuth ?? 150, o.time === 'dusk' ? 7 : o.elevation ?? 32);
  if (o.lit) { const r = rngOf(5106); const lit = litGlass(r, { repeat: 32, share: 0.7, intensity: o.lit === true ? 0.9 : o.lit, pane: () => `rgba(255,${Math.round(r.range(200, 228))},${Math.round(r.range(140, 180))},${r.range(0.6, 0.95)})` }); for (const band of term.userData.glazing) band.material = lit; }
  // opts.dockRow [from, to, every] (round 18): the photo album's truck docks had its few trucks as specks;
  // a truck backed onto the dock edge at every `every`-th free dock (5 m apart; the doors stand at
  // x = 5k + 3, so `from` must be one of them, or every truck stands 2 m off its door) to x = to, and
  // one pulling in, drawn last so that everything before draws from rng as it did.
  if (o.dockRow) {
    const [from, to, every = 1] = o.dockRow;
    for (let x = from; x <= to; x += 5 * every) { if (docked.some((d) => Math.abs(d - x) < 1)) continue; const tr = truck(rng, { doorsOpen: true }); tr.position.set(x, 0, 3.1); scene.add(tr); }
    const tr = truck(rng, { doorsOpen: false }); tr.position.set(from + 5 * every * 2 + 2.5, 0, 16); tr.rotation.y = 0.35; scene.add(tr);
  }
  // round 19: the terminal was the same long grey box in every landside picture. SuperTerminal's
  // landmarks, each behind an option and drawn after everything else (none draws from rng):
  // opts.ramp, spiral truck ramps at both ends up to the upper-level docks (a truck or two on the way
  // up, a road from the landside road to the foot of each); opts.offices, glazed office blocks at the front corners (the trucks that stood at the
  // docks behind them left out); opts.plant, plant on the roof.
  if (o.ramp) {
    for (const [x, z, ry, trucks] of [[152, -38, 0, [[2.2, '#1f4f8f', '#e8e4da'], [8.6, '#f3f3f0', '#dcdcd6']]], [-152, -38, Math.PI, [[4.8, '#c2372c', '#dcdcd6']]]]) {
      scene.add(at(spiralRamp({ trucks }), x, 0, z, ry));
      // the access road from the landside road to the ramp's foot, a truck on its way in
      const lane = mesh(new THREE.PlaneGeometry(10, 76), mat('#3d3f42', 0.85), { cast: false }); lane.rotation.x = -Math.PI / 2; lane.position.set(x + Math.sign(x) * 15, 0.021, -2); scene.add(lane);
      scene.add(at(truck(null, { color: x > 0 ? '#2f6b3f' : '#f3f3f0', trailer: '#dcdcd6' }), x + Math.sign(x) * 13, 0, 12, Math.PI));
    }
  }
  if (o.offices) for (const sx of [-1, 1]) scene.add(at(officeBlock({ floors: 10 }), sx * 116, 0, -13));
  if (o.plant) scene.add(roofPlant(36, [[-80, -40], [-20, -85], [40, -50], [95, -90]]));
  if (o.entrance) entrance(scene);
  if (o.collect) collection(scene, o.dock ?? 3);
  if (o.deliver) delivery(scene, o.dock ?? 3);
  if (o.dockWork) dockWork(scene, o.dockWork);
  if (o.litDocks) litDocks(scene, term, o.litDocks);
  return {
    // opts.cam (round 20): a view given in the shot itself, [pos, target, fov] (the lit docks' compositions)
    ...(o.cam ? { cam: v(...o.cam) } : {}),
    // round 19 (the About Us hero): the grand view, from the front-east, past the office block and the spiral ramp
    grand: v([250, 22, 95], [70, 20, -40], 38),
    // round 19: up at the east spiral ramp of opts.ramp from beside its access road
    ramp: v([190, 3, 22], [150, 15, -38], 50),
    // round 19 (the Accessibility hero): the visitors' entrance of opts.entrance, from the walkway's east end
    entrance: v([-96, 1.8, 16], [-110, 1.6, 4], 42),
    // round 19 (the Collection Procedure hero): the collection of opts.collect at opts.dock, from the forecourt at its left
    // round 19 (the subsidiary card): the docks of opts.dockWork between the trucks, from the forecourt under the canopy's height
    dockwork: v([9, 4.6, 26], [7, 2.0, -3], 40),
    collect: v([(o.dock ?? 3) - 9, 4.4, 6.5], [(o.dock ?? 3) - 1.5, 2.0, -3.4], 42),
    // round 19 (the Delivery Procedure hero): the delivery of opts.deliver at opts.dock, from the forecourt at its right
    deliver: v([(o.dock ?? 3) + 9, 4.4, 6.5], [(o.dock ?? 3) + 1.5, 2.0, -3.4], 42),
    front: v([40, 22, 160], [0, 14, -60], 40),
    corner: v([190, 40, 120], [0, 10, -60], 36),
    docks: v([30, 4, 34], [8, 3, -6], 38),
    dockclose: v([14, 2.2, 22], [4, 2.5, 0], 42),
    road: v([-60, 2, 45], [10, 6, -10], 36),
    high: v([-150, 90, 200], [0, 10, -60], 34),
    // round 17: the high view raised towards the horizon, for opts.far's sea and ranges (the first film's poster)
    overlook: v([-150, 90, 200], [0, 38, -60], 34),
    // round 6: beside the back of the truck docked at x = opts.dock (with opts.backed, against the dock edge), the dock staff above
    rear: v([(o.dock ?? 3) + 9, 3.0, 4.5], [(o.dock ?? 3), 1.6, -2.5], 40),
    // round 15: from the dock's platform, past the pallets to the open back of the truck at opts.dock
    loading: v([(o.dock ?? 3) + 3.8, 3.1, -5.6], [(o.dock ?? 3) - 0.8, 1.9, 0.5], 50),
  };
}

// opts.far of the landside (round 17, the first film and its poster): from the high view the
// ground ran out into a grey void and the hills were a smooth grey mound (or, with opts.ridges, a
// dark band cut by the top of the frame). The terminal stands on its island as at Chek Lap Kok: the
// plain of the airfield ends at a seawall of rock armour, the sea lies round it, and across the water
// ranges of hills in layers fade into the haze (aerial perspective: each range further away paler,
// flatter and nearer the colour of the sky), under a sky painted like opts.horizon's with the glow
// of the low sun. The camera looks into the dusk sun, so the ranges are backlit silhouettes. The
// haze is thinner (fog 0.0003), so the sea and the ranges can be seen to the horizon. Nothing is
// drawn from the scene's rng (the ranges and the ripples have generators of their own), after
// everything else, so a shot without it renders as before.
// (the day's sky is painted bluer than opts.horizon's: the composer's output pass tone-maps the painted dome too)
const FAR = {
  dusk: { sky: [[0, '#4f5f88'], [0.28, '#6f7899'], [0.40, '#a493a3'], [0.47, '#d2a68f'], [0.5, '#dcb08e'], [1, '#dcb08e']], glow: '#ffdcae', sea: '#3a5566',
    layers: [[-4600, 420, '#3e4a55', '#6b6760'], [-6200, 560, '#5f6676', '#7f7a7c'], [-8200, 700, '#857f8f', '#958a8e'], [-10400, 820, '#aa9a9e', '#b29f9b']] },
  day: { sky: [[0, '#245ab0'], [0.30, '#3674c8'], [0.42, '#5290d8'], [0.47, '#82b0e2'], [0.5, '#b4cde2'], [1, '#b4cde2']], glow: '#f4f8fa', sea: '#2f5f78',
    layers: [[-4600, 420, '#3f5a44', '#7d9566'], [-6200, 560, '#5f7580', '#8fa190'], [-8200, 700, '#7f93a6', '#9dafb8'], [-10400, 820, '#98aabb', '#a9b8c4']] },
};
function farShore(scene, o, sunAzimuth, sunElevation) {
  const look = FAR[o.time === 'dusk' ? 'dusk' : 'day'];
  const horizon = look.sky[look.sky.length - 1][1];
  for (const s of scene.children) if (s.material?.uniforms?.sunPosition) s.visible = false; // the sky shader (its light stays)
  // the sky: zenith to horizon like opts.horizon's, with the low sun's glow round its azimuth
  const sky = parts.canvasTex(512, 512, (ctx, w, h) => {
    const g = ctx.createLinearGradient(0, 0, 0, h);
    for (const [at, colour] of look.sky) g.addColorStop(at, colour);
    ctx.fillStyle = g; ctx.fillRect(0, 0, w, h);
    // SphereGeometry's u runs from -x towards +z; the sun's direction is (sin az, cos az) in x, z
    const az = THREE.MathUtils.degToRad(sunAzimuth), phi = Math.atan2(Math.cos(az), -Math.sin(az));
    const u = ((phi / (2 * Math.PI)) % 1 + 1) % 1, row = h * (0.5 - sunElevation / 180);
    for (const du of [-1, 0, 1]) {
      const x = (u + du) * w, glow = ctx.createRadialGradient(x, row, 0, x, row, h * 0.22);
      glow.addColorStop(0, look.glow); glow.addColorStop(0.35, `${look.glow}88`); glow.addColorStop(1, `${look.glow}00`);
      ctx.save(); ctx.translate(x, row); ctx.scale(1.6, 1); ctx.translate(-x, -row); ctx.fillStyle = glow; ctx.fillRect(x - h * 0.25, row - h * 0.25, h * 0.5, h * 0.5); ctx.restore();
    }
  });
  const dome = new THREE.Mesh(new THREE.SphereGeometry(15000, 64, 64), new THREE.MeshBasicMaterial({ map: sky, side: THREE.BackSide, fog: false, toneMapped: false, depthWrite: false }));
  dome.renderOrder = -1; scene.add(dome);
  scene.fog = new THREE.FogExp2(horizon, 0.0003);
  // the sea round the island (the ground: 2000 m square at y 0) and the seawall along its edge
  const sea = mesh(new THREE.PlaneGeometry(40000, 40000), waterMat(rngOf(5271), { color: look.sea, repeat: 1500, ripple: 0.4 }), { cast: false, receive: false });
  sea.rotation.x = -Math.PI / 2; sea.position.y = -1.6; scene.add(sea);
  const rock = mat('#8a857a', 0.95);
  // the airfield beyond the terminal's apron: grass, a taxiway with its yellow centre line, the runway with its
  // centre-line dashes and edge lines (each layer above the one under it and pulled forward in depth, as on the aerial)
  const layer = (color, rough, k) => mat(color, rough, 0, { polygonOffset: true, polygonOffsetFactor: -2 * k, polygonOffsetUnits: -4 * k });
  const flat = (w, d, material, x, z, y) => { const p = mesh(new THREE.PlaneGeometry(w, d), material, { cast: false }); p.rotation.x = -Math.PI / 2; p.position.set(x, y, z); scene.add(p); };
  const grass = layer('#5d6b45', 0.95, 1), tarmac = layer('#45474a', 0.85, 2), white = layer('#e6e6e2', 0.6, 3), yellow = layer('#d9b233', 0.6, 3);
  flat(2000, 700, grass, 0, -640, 0.05);
  flat(2000, 60, tarmac, 0, -640, 0.1); flat(2000, 24, tarmac, 0, -400, 0.1);
  for (let x = -990; x < 990; x += 60) flat(30, 1, white, x, -640, 0.15);
  for (const z of [-668, -612]) flat(2000, 0.9, white, 0, z, 0.15);
  flat(2000, 0.6, yellow, 0, -400, 0.15);
  for (let x = -900; x <= 900; x += 300) flat(18, 240, tarmac, x, -520, 0.1); // the links from the taxiway to the runway
  for (const [x, z, w, d] of [[0, -1000, 2012, 12], [0, 1000, 2012, 12], [-1000, 0, 12, 2012], [1000, 0, 12, 2012]]) scene.add(box(w, 3.2, d, rock, x, -3, z));
  // the ranges across the water, backlit by the low sun, each further one nearer the horizon's colour
  ridges(scene, rngOf(5272), { layers: look.layers, mist: horizon, sun: [sunAzimuth, sunElevation], east: 9000, x: 1500, y: -1.6 });
}

/**
 * A water surface (round 17; landside opts.far, aerial opts.sea, Kai Tak opts.harbour's opts.water):
 * the sea had been a flat matt colour that read as dark ground. Water is a dark body under a
 * mirror: smooth (it reflects the sky of the scene's environment, weakly looking down and strongly
 * at a grazing angle, the Fresnel of the standard material) and rippled by a normal map of wind
 * waves (a sum of waves that tile, phases and directions from r), so the reflection breaks up.
 */
function waterMat(r, { color = '#2c5a6e', roughness = 0.12, repeat = 200, ripple = 0.55, size = 256 } = {}) {
  // many small waves in all directions (whole waves across the tile, so that it repeats without a seam),
  // the longer ones stronger, their slopes scaled to a steady roughness (rms slope 0.2)
  const waves = Array.from({ length: 48 }, () => {
    const f = 3 + 30 * r() ** 2, a = r() * 2 * Math.PI;
    return { kx: Math.round(f * Math.cos(a)), ky: Math.round(f * Math.sin(a)), amp: 1 / f, ph: r() * 2 * Math.PI };
  });
  const normalMap = parts.canvasTex(size, size, (ctx, w, h) => {
    const img = ctx.createImageData(w, h), slope = new Float32Array(w * h * 2);
    let sum = 0;
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
      let dx = 0, dy = 0;
      for (const { kx, ky, amp, ph } of waves) { const c = Math.cos(2 * Math.PI * (kx * x / w + ky * y / h) + ph) * amp; dx += c * kx; dy += c * ky; }
      slope[2 * (y * w + x)] = dx; slope[2 * (y * w + x) + 1] = dy; sum += dx * dx + dy * dy;
    }
    const k = 0.2 / Math.sqrt(sum / (w * h)), n = new THREE.Vector3();
    for (let i = 0; i < w * h; i++) {
      n.set(-slope[2 * i] * k, -slope[2 * i + 1] * k, 1).normalize();
      img.data[4 * i] = (n.x * 0.5 + 0.5) * 255; img.data[4 * i + 1] = (n.y * 0.5 + 0.5) * 255; img.data[4 * i + 2] = (n.z * 0.5 + 0.5) * 255; img.data[4 * i + 3] = 255;
    }
    ctx.putImageData(img, 0, 0);
  }, [repeat, repeat], false);
  return new THREE.MeshStandardMaterial({ color, roughness, metalness: 0, normalMap, normalScale: new THREE.Vector2(ripple, ripple) });
}

/**
 * opts.reefer of the landside (round 15, the 2020-2021 vaccine milestone): a refrigerated truck
 * backed onto the dock at opts.dock (a white trailer with a blue band and its refrigeration unit on
 * the front, the truck that stood there left out), vaccine pallets under silver and white thermal
 * blankets with their loggers on the dock at its back, one going in on a pallet truck pushed by a
 * handler in a white coat. Drawn from a generator of its own, so nothing else moves.
 */
function reeferAtDock(scene, x) {
  const rng = rngOf(20261129), mats = pharmaMats();
  const tr = truck(rng, { color: '#f3f3f0', trailer: '#f2f4f4', doorsOpen: true }); tr.position.set(x, 0, 3.1);
  for (const s of [-1, 1]) tr.add(box(0.02, 0.35, 10.3, mat('#1f5fa8', 0.5, 0.2), s * 1.26, 2.2, 0.2)); // the band
  tr.add(box(2.0, 0.9, 0.32, mat('#dfe3e6', 0.5, 0.3), 0, 3.05, 5.6)); // the refrigeration unit
  for (let k = 0; k < 5; k++) tr.add(box(1.6, 0.04, 0.02, mat('#2a2e33', 0.6), 0, 3.2 + k * 0.14, 5.77)); // its grille
  scene.add(tr);
  for (const [dx, dz, cover] of [[2.3, -4.4, 'silver'], [3.7, -4.5, 'white'], [-2.2, -4.6, 'silver']]) {
    const p = pharmaPallet(rng, { cover, h: rng.range(1.3, 1.6), mats }); at(p, x + dx, 1.3, dz, rng.range(-0.05, 0.05)); scene.add(p);
  }
  scene.add(at(pushedPallet(rng, mats), x + 0.1, 1.3, -2.4, -Math.PI / 2));
}

// --------------------------------------------------------------------------------------------
/** A wheelchair (round 19), facing +z: two large wheels with push rims, casters in front, a seat at 0.48 m, a back with push handles, footrests. */
function wheelchair() {
  const g = new THREE.Group(), frame = mat('#3a3f45', 0.35, 0.8), tyre = mat('#17181a', 0.85), seat = mat('#1d2a3a', 0.8), steel = mat('#b9bec2', 0.3, 0.9);
  for (const s of [-1, 1]) {
    const w = mesh(new THREE.TorusGeometry(0.29, 0.025, 8, 32), tyre); w.rotation.y = Math.PI / 2; w.position.set(s * 0.33, 0.31, -0.08); g.add(w);
    const rim = mesh(new THREE.TorusGeometry(0.26, 0.01, 6, 32), steel); rim.rotation.y = Math.PI / 2; rim.position.set(s * 0.37, 0.31, -0.08); g.add(rim);
    const hub = cyl(0.05, 0.05, 0.06, frame, 12); hub.rotation.z = Math.PI / 2; hub.position.set(s * 0.33, 0.31, -0.08); g.add(hub);
    const caster = cyl(0.07, 0.07, 0.03, tyre, 14); caster.rotation.z = Math.PI / 2; caster.position.set(s * 0.22, 0.07, 0.33); g.add(caster);
    g.add(box(0.025, 0.4, 0.025, frame, s * 0.22, 0.1, 0.33));
    g.add(box(0.025, 0.025, 0.55, frame, s * 0.23, 0.47, 0.05));
    g.add(taper([s * 0.23, 0.47, 0.3], [s * 0.2, 0.12, 0.45], 0.015, 0.015, frame, 6));
    g.add(box(0.025, 0.55, 0.025, frame, s * 0.23, 0.47, -0.22));
    g.add(box(0.025, 0.025, 0.14, mat('#111', 0.7), s * 0.23, 1.02, -0.28));
    g.add(box(0.16, 0.02, 0.12, frame, s * 0.1, 0.1, 0.47)); // the footrests
  }
  g.add(box(0.44, 0.05, 0.44, seat, 0, 0.46, 0.02));
  g.add(box(0.44, 0.42, 0.03, seat, 0, 0.55, -0.22));
  return g;
}
/** A Hong Kong urban taxi (round 19): red body, silver roof, a roof sign with no lettering; nose towards +z. */
function taxi() {
  const g = new THREE.Group(), red = mat('#c8202a', 0.35, 0.35), silver = mat('#c9ccd0', 0.35, 0.6), glass = mat('#1a232c', 0.08, 0.8), tyre = mat('#141414', 0.9), hub = mat('#aab0b5', 0.4, 0.8);
  g.add(box(1.72, 0.62, 4.5, red, 0, 0.32, 0));
  const cabin = box(1.6, 0.62, 2.4, silver, 0, 0.94, -0.25); g.add(cabin);
  for (const s of [-1, 1]) { const w = mesh(new THREE.PlaneGeometry(2.2, 0.46), glass); w.position.set(s * 0.805, 1.2, -0.25); w.rotation.y = s * Math.PI / 2; g.add(w); }
  const ws = mesh(new THREE.PlaneGeometry(1.5, 0.5), glass); ws.position.set(0, 1.2, 0.96); ws.rotation.x = -0.35; g.add(ws);
  const rw = mesh(new THREE.PlaneGeometry(1.5, 0.46), glass); rw.position.set(0, 1.2, -1.46); rw.rotation.y = Math.PI; g.add(rw);
  g.add(box(0.5, 0.18, 0.25, mat('#f2f2ee', 0.4), 0, 1.56, -0.1)); // the roof sign
  for (const [x, z] of [[-0.8, 1.4], [0.8, 1.4], [-0.8, -1.4], [0.8, -1.4]]) { const w = cyl(0.32, 0.32, 0.22, tyre, 18); w.rotation.z = Math.PI / 2; w.position.set(x, 0.32, z); g.add(w); const h = cyl(0.18, 0.18, 0.23, hub, 14); h.rotation.z = Math.PI / 2; h.position.set(x, 0.32, z); g.add(h); }
  for (const x of [-0.6, 0.6]) { g.add(box(0.35, 0.12, 0.04, glow('#fff2cc', 1.2), x, 0.6, 2.25)); g.add(box(0.35, 0.12, 0.04, glow('#c81e1e', 0.8), x, 0.6, -2.25)); }
  return g;
}
/**
 * opts.entrance of the landside (round 19, the Accessibility hero): the visitors' entrance at the
 * foot of the west office block (opts.offices; its front at z = 0, centred on x = -116): a forecourt
 * 0.45 m above the road reached by a 1:12 ramp with handrails on both sides beside three steps, yellow
 * tactile paving at the top and foot of both, a glass canopy over wide automatic doors standing
 * open, a lift lobby lit behind them (two steel lift doors, call buttons), a drop-off lay-by with a
 * taxi at the kerb, a visitor in a wheelchair coming up the ramp with a companion, two more on the
 * walkway. Drawn from a generator of its own after everything else, so nothing else moves.
 */
function entrance(scene) {
  const rng = rngOf(20261219), X = -116;
  const paving = mat('#8f8b82', 0.85), kerb = mat('#9c9a94', 0.8), tactile = mat('#e2b51c', 0.7), steel = mat('#b9bec2', 0.3, 0.9), H = 0.45;
  scene.add(box(34, H, 8, paving, X, 0, 4)); // the forecourt, 0.45 m up, z 0 … 8
  // three steps down to the walkway in front of the doors
  for (let k = 0; k < 3; k++) scene.add(box(12, H - k * 0.15, 0.35, paving, X - 4, 0, 8.17 + k * 0.35));
  scene.add(box(12, 0.02, 0.6, tactile, X - 4, H, 7.5)); scene.add(box(12, 0.02, 0.6, tactile, X - 4, 0, 9.6));
  // the ramp: from the forecourt's east end down to the walkway at 1:12, 1.8 m wide, with handrails on both sides
  const L = H * 12, x0 = X + 8, ramp = box(L, 0.1, 1.8, paving, 0, -0.05, 0); ramp.geometry.translate(L / 2, 0, 0);
  ramp.position.set(x0, H - 0.05, 6.9); ramp.rotation.z = -Math.atan(1 / 12); scene.add(ramp);
  for (const z of [5.9, 7.9]) {
    for (let k = 0; k <= 4; k++) { const x = x0 + (k / 4) * L, y = H - (k / 4) * H; scene.add(box(0.05, 1.0, 0.05, steel, x, y, z)); }
    for (const y of [0.95, 0.65]) scene.add(taper([x0 - 0.3, H + y, z], [x0 + L + 0.3, y - 0.025, z], 0.025, 0.025, steel, 8));
  }
  scene.add(box(1.8, 0.02, 0.6, tactile, x0 + L + 0.4, 0, 6.9)); scene.add(box(0.6, 0.02, 1.8, tactile, x0 - 0.5, H, 6.9));
  // the glass canopy on two steel arms over the doors, the doors open, the lift lobby lit behind
  scene.add(box(14, 0.12, 5.5, mat('#cfe3ea', 0.05, 0.3, { transparent: true, opacity: 0.45 }), X - 4, 4.3, 2.7));
  scene.add(box(14.2, 0.25, 0.2, steel, X - 4, 4.2, 5.45));
  for (const dx of [-10, 2]) scene.add(taper([X + dx, 6.5, 0], [X + dx, 4.4, 5.4], 0.06, 0.06, steel, 8));
  scene.add(box(10, 3.4, 0.05, glow('#ffe9c8', 0.9), X - 4, H, -0.9)); // the lobby, lit
  for (const dx of [-6.2, -1.8]) scene.add(box(1.4, 2.3, 0.06, mat('#c3c8cc', 0.25, 0.9), X + dx, H, -0.85)); // the lift doors
  for (const dx of [-4.9, -0.5]) scene.add(box(0.12, 0.2, 0.04, mat('#2a2e33', 0.4, 0.5), X + dx, H + 1.0, -0.84));
  scene.add(box(10.4, 0.18, 0.12, mat('#2a2f33', 0.4, 0.6), X - 4, H + 2.7, -0.6));
  for (const dx of [-9.1, -6.5, -1.5, 1.1]) scene.add(box(0.1, 2.7, 0.1, mat('#2a2f33', 0.4, 0.6), X + dx, H, -0.6));
  for (const dx of [-8.3, 0.3]) scene.add(box(1.5, 2.6, 0.03, mat('#bcd7df', 0.05, 0.3, { transparent: true, opacity: 0.35 }), X + dx, H + 0.05, -0.55)); // the sliding leaves, open
  // the walkway along the road and the drop-off lay-by with its kerb, a taxi at the kerb
  scene.add(box(60, 0.15, 3.4, paving, X + 6, 0, 10.3));
  scene.add(box(60, 0.16, 0.25, kerb, X + 6, 0, 12.1));
  const bay = mesh(new THREE.PlaneGeometry(30, 5), mat('#44474a', 0.85), { cast: false }); bay.rotation.x = -Math.PI / 2; bay.position.set(X + 2, 0.03, 14.6); scene.add(bay);
  scene.add(at(taxi(), X - 2, 0, 14.2, Math.PI / 2));
  // the visitor in a wheelchair coming up the ramp, a companion beside; two more on the walkway
  const up = Math.atan(1 / 12), s = 0.55, chairX = x0 + L * s, chairY = H - H * s;
  const wc = wheelchair(); wc.add(at(person(rng, { pose: 'sit', vest: false, top: '#2e6fb0', legs: '#2b2f36' }), 0, 0.02, 0.02));
  const holder = new THREE.Group(); holder.add(wc); holder.rotation.y = -Math.PI / 2; holder.position.set(chairX, chairY, 6.9); wc.rotation.x = -up; scene.add(holder);
  scene.add(at(office(rng, { top: '#c9b8a6', pose: 'work' }), chairX + 1.0, H - H * (s + 1.0 / L) + 0.02, 6.9, -Math.PI / 2)); // the companion, behind it
  scene.add(at(office(rng, { top: '#f2f2ee', pose: 'walk' }), X - 7, 0.15, 10.8, Math.PI - 0.5));
  scene.add(at(office(rng, { top: '#2e3f5c', pose: 'stand' }), X + 0.5, 0.15, 11.2, Math.PI));
}

/**
 * A skid of cartons (round 19): a wooden skid with `layers` layers of 2 × 2 cartons in browns, 1.1 × 1.0 m.
 * Round 21: the forklift's load, the screening in-feed's and the hall's pallet truck's (three
 * copies written out, two of them 10 cm wider) are this skid too.
 */
function cartonSkid(rng, layers = 3) {
  const g = new THREE.Group();
  g.add(box(1.1, 0.12, 1.0, mat('#a27b52', 0.9)));
  for (let i = 0; i < layers; i++) for (let k = 0; k < 2; k++) for (let l = 0; l < 2; l++) g.add(box(0.52, 0.4, 0.47, mat(rng.pick(['#c49a6c', '#b88a58', '#d2ab7c']), 0.85), -0.27 + k * 0.54, 0.12 + i * 0.41, -0.245 + l * 0.49));
  return g;
}
/**
 * opts.collect of the landside (round 19, the Collection Procedure hero): a collection at the dock
 * at opts.dock, the truck that stood there backed onto it with its doors open: a forklift comes out
 * of the dock door with a skid of cartons for the truck's open back, a handler brings a second skid on a pallet truck, a wrapped pallet and
 * more cartons wait along the dock; at the truck's back the driver (no vest, a collection slip on
 * a clipboard) checks the pieces with a dock officer holding a tablet. The
 * trucks at the docks between it and the camera are left out. From a generator of its own, after
 * everything else, so nothing else moves.
 */
function collection(scene, x) {
  const rng = rngOf(20261230), Y = 1.3;
  const f = forklift(rng); at(f, x, Y, -4.75, 0); scene.add(f);
  const pt = palletTruck(cartonSkid(rng, 3)); pt.add(at(crew(rng, { pose: 'work', vestColor: VESTS[0] }), -1.75, 0, 0, Math.PI / 2));
  scene.add(at(pt, x - 4.6, Y, -3.4, 0));
  const p = pallet(rng, { h: 1.5, wrap: 'clear' }); at(p, x - 8.2, Y, -3.7, 0.05); scene.add(p);
  scene.add(at(cartonSkid(rng, 2), x - 10, Y, -3.6, -0.08));
  paperCheck(scene, rng, { top: '#5a7fa8', legs: '#3f3a35' }, VESTS[1], [x - 1.9, -2.5], [x - 2.6, -3.8]);
}

/**
 * At a truck's back on the dock (the dock's top at 1.3 m): the driver, no vest, his papers on a
 * clipboard, faces a dock officer holding a tablet (the collection and the delivery).
 */
function paperCheck(scene, rng, driverLook, officerVest, [dx, dz], [ox, oz]) {
  const driver = person(rng, { vest: false, ...driverLook, pose: 'work' });
  driver.add(box(0.23, 0.01, 0.31, mat('#6b4f33', 0.7), 0, 1.12, 0.42)); driver.add(box(0.21, 0.012, 0.28, mat('#f6f5f0', 0.7), 0, 1.125, 0.42));
  scene.add(facing(driver, dx, dz, ox, oz)); driver.position.y = 1.3;
  const officer = tablet(person(rng, { top: '#27496d', vestColor: officerVest, pose: 'work', helmet: '#f5f5f0' }), rng);
  scene.add(facing(officer, ox, oz, dx, dz)); officer.position.y = 1.3;
}

/**
 * opts.deliver of the landside (round 19, the Delivery Procedure hero): an export delivery at the
 * dock at opts.dock, seen from its right (the collection is seen from its left): a forklift takes
 * a skid of cartons off the truck's open back and into the dock door, a handler pushes a netted
 * pallet in on a pallet truck, cartons already unloaded wait on the dock; at the truck's back the
 * driver hands his delivery papers to a dock officer with a tablet. The trucks at the docks between
 * it and the camera are left out. From a generator of its own, after everything else, so nothing
 * else moves.
 */
function delivery(scene, x) {
  const rng = rngOf(20261232), Y = 1.3;
  const f = forklift(rng); at(f, x, Y, -3.6, Math.PI); scene.add(f);
  const pt = palletTruck(pallet(rng, { h: 1.4, net: NETS[1] })); pt.add(at(crew(rng, { pose: 'work', vestColor: VESTS[1] }), -1.75, 0, 0, Math.PI / 2));
  scene.add(at(pt, x + 4.4, Y, -4.2, Math.PI));
  scene.add(at(cartonSkid(rng, 3), x + 7.6, Y, -4.3, 0.06));
  scene.add(at(cartonSkid(rng, 2), x + 9.4, Y, -3.8, -0.1));
  paperCheck(scene, rng, { top: '#7a5a3c', legs: '#2b2f36' }, VESTS[0], [x + 1.9, -2.5], [x + 2.6, -3.8]);
}

/**
 * opts.dockWork of the landside (round 19, the About Us subsidiary card): the docks of a dockRow had
 * trucks and no cargo or people. At each dock door x of the list (between the trucks) the cargo of
 * the trucks on either side: skids of cartons and wrapped pallets on the dock, dock staff in
 * vests with pallet trucks, a forklift at every third, a checker with a tablet. From a generator of
 * its own, after everything else, so nothing else moves.
 */
function dockWork(scene, xs) {
  const rng = rngOf(20261231), Y = 1.3;
  xs.forEach((x, k) => {
    if (k % 3 === 1) scene.add(at(forklift(rng), x - 0.4, Y, -3.9, Math.PI / 2 + 0.2));
    else {
      const pt = palletTruck(k % 3 ? pallet(rng, { h: rng.range(1.2, 1.6), net: NETS[k % NETS.length] }) : cartonSkid(rng, 3));
      pt.add(at(crew(rng, { pose: 'work', vestColor: VESTS[k % 2] }), -1.75, 0, 0, Math.PI / 2));
      scene.add(at(pt, x + 0.6, Y, -3.4, Math.PI));
    }
    scene.add(at(cartonSkid(rng, 2 + (k % 2)), x - 1.6, Y, -4.2, rng.range(-0.1, 0.1)));
    if (k % 2 === 0) scene.add(at(tablet(crew(rng, { pose: 'work', vestColor: VESTS[(k + 1) % 2] }), rng), x - 1.4, Y, -2.6, Math.PI + 0.6));
  });
}

/**
 * opts.litDocks [from, to] of the landside (round 20): the dock pictures showed a row of pure black
 * doorways. The doors from x = from to x = to (world; the doors stand at x = 5k + 3) stand open
 * into a lit cargo hall at dock level: the terminal's front face is cut round them (the body's own
 * face hidden, a cladding face with openings in its place), and behind them a hall 25 m deep under
 * warm ceiling lights: painted walkways, skids of cartons and wrapped pallets staged by the doors,
 * pallet racking at the back, a forklift, staff in vests; at each open door a steel dock leveller
 * with its lip, rubber bumpers on the dock face, dark door seals on the jambs. officer [x, z, heading]
 * (optional): a dock officer with a tablet (the booking platform's news). From a generator of its
 * own, after everything else, so a shot without it is unchanged.
 */
function litDocks(scene, term, [from, to, officer]) {
  const rng = rngOf(20261320), Y = 1.3, W = -5, D = 25, H = 9.5; // dock top, the front face's z (world), the hall's depth and height
  const { width: w, height: h, depth: d } = term.children[0].geometry.parameters;
  const body = term.children[0];
  const doors = term.userData.doors.filter((p) => p.position.x >= from - 0.5 && p.position.x <= to + 0.5);
  if (!doors.length) return;
  // the front face with an opening at each open door, its cladding mapped as the box's face was
  const face = new THREE.Shape([[-w / 2, 0], [w / 2, 0], [w / 2, h], [-w / 2, h]].map(([x, y]) => new THREE.Vector2(x, y)));
  for (const p of doors) { const x = p.position.x; face.holes.push(new THREE.Path([[x - 1.7, Y], [x - 1.7, 5.5], [x + 1.7, 5.5], [x + 1.7, Y]].map(([a, b]) => new THREE.Vector2(a, b)))); }
  const geo = new THREE.ShapeGeometry(face); const pos = geo.attributes.position, uv = geo.attributes.uv;
  for (let i = 0; i < pos.count; i++) uv.setXY(i, pos.getX(i) / w + 0.5, pos.getY(i) / h);
  const wall = mesh(geo, body.material[4]); wall.position.z = d / 2; term.add(wall);
  const inner = mesh(geo, mat('#cbc4b6', 0.85, 0, { side: THREE.BackSide, envMapIntensity: 0.35 })); inner.position.z = d / 2 - 0.02; term.add(inner); // its face inside the hall
  body.material = body.material.map((m, i) => (i === 4 ? new THREE.MeshBasicMaterial({ visible: false }) : m));
  for (const p of doors) p.visible = false;
  const x0 = doors[0].position.x - 4, x1 = doors[doors.length - 1].position.x + 4, cx = (x0 + x1) / 2, L = x1 - x0;
  // the hall: floor, ceiling, back and end walls (light, so the lights have something to fall on);
  // the ceiling casts the roof's shadow (the body's faces that did are the hidden front one)
  const floor = mesh(new THREE.PlaneGeometry(L, D), concreteMat(rngOf(20261321), '#9b978f', 6, true), { cast: false }); floor.material.envMapIntensity = 0.4; floor.rotation.x = -Math.PI / 2; floor.position.set(cx, Y, W - D / 2); scene.add(floor);
  const ceil = mesh(new THREE.PlaneGeometry(L, D), mat('#c9c6bf', 0.9, 0, { envMapIntensity: 0.35 })); ceil.rotation.x = Math.PI / 2; ceil.position.set(cx, Y + H, W - D / 2); scene.add(ceil);
  const wm = mat('#cbc4b6', 0.85, 0, { envMapIntensity: 0.35 });
  scene.add(box(L, H, 0.3, wm, cx, Y, W - D));
  for (const x of [x0, x1]) scene.add(box(0.3, H, D, wm, x, Y, W - D / 2));
  // roof beams, and a warm light under them over each bay of two doors
  for (let x = x0 + 2.5; x < x1; x += 5) scene.add(box(0.3, 0.8, D, mat('#7b8086', 0.6, 0.5), x, Y + H - 0.8, W - D / 2));
  const lamp = glow('#ffe2b0', 3.2);
  for (let x = x0 + 5; x < x1 - 1; x += 5) for (const z of [W - 4, W - 11, W - 18]) scene.add(box(0.5, 0.12, 1.8, lamp, x, Y + H - 1.0, z));
  for (let x = x0 + 5; x < x1 - 1; x += 10) for (const z of [W - 4.5, W - 15]) pointLamp(scene, [x, Y + H - 1.4, z], '#ffd9a6', 100, 22);
  // the walkway along the doors, its yellow edge lines, and the racking at the back
  const paint = mat('#e2b51c', 0.6);
  for (const z of [W - 9.2, W - 10.6]) scene.add(box(L - 1, 0.01, 0.12, paint, cx, Y, z));
  const upright = mat('#2f5f9e', 0.5, 0.4), beam = mat('#e0621b', 0.5, 0.3);
  for (let x = x0 + 1.5; x <= x1 - 1.5; x += 2.8) scene.add(box(0.1, 6.4, 1.1, upright, x, Y, W - D + 1));
  for (const y of [2, 4, 6]) for (const z of [W - D + 0.5, W - D + 1.5]) scene.add(box(L - 3, 0.14, 0.08, beam, cx, Y + y - 0.14, z));
  for (const y of [0, 2, 4]) for (let x = x0 + 2.9; x < x1 - 1.5; x += 2.8) if (rng() < 0.8) scene.add(at(cartonSkid(rng, 4), x, Y + y, W - D + 1, 0));
  // at each door: the leveller, the bumpers, the seals, the jambs; cargo staged inside, staff and a forklift
  const steel = mat('#8d9296', 0.45, 0.7), rubber = mat('#1a1b1d', 0.9), seal = mat('#2a2c30', 0.85);
  doors.forEach((p, k) => {
    const x = p.position.x;
    scene.add(box(2.2, 0.03, 2.2, steel, x, Y, -3.2)); scene.add(box(2.2, 0.05, 0.35, steel, x, Y - 0.03, -1.95));
    for (const s of [-1, 1]) {
      scene.add(box(0.3, 0.45, 0.25, rubber, x + s * 1.35, 0.75, -1.9));
      scene.add(box(0.32, 4.2, 0.35, seal, x + s * 1.86, Y, W + 0.17));
      scene.add(box(0.12, 4.2, 0.5, mat('#b9bcbe', 0.7), x + s * 1.76, Y, W - 0.25));
    }
    scene.add(box(3.4, 0.12, 0.5, mat('#b9bcbe', 0.7), x, 5.5, W - 0.25));
    // the door rolled up under the lintel, yellow and black on its bottom rail
    scene.add(box(3.4, 0.5, 0.45, mat('#9aa0a5', 0.5, 0.6), x, 5.0, W - 0.4));
    const n = rng.int(1, 3);
    for (let i = 0; i < n; i++) {
      const load = rng() < 0.55 ? cartonSkid(rng, rng.int(2, 4)) : pallet(rng, { h: rng.range(1.2, 1.7), ...(rng() < 0.5 ? { wrap: 'clear' } : { wrap: 'net', net: NETS[rng.int(0, 4)] }) });
      scene.add(at(load, x + rng.range(-1.4, 1.4), Y, W - 2 - i * 1.7 - rng.range(0, 0.6), rng.range(-0.15, 0.15)));
    }
    if (rng() < 0.5) scene.add(at(cartonSkid(rng, 2), x + rng.range(-1.5, 1.5), Y, W - rng.range(12, 17), rng.range(-0.3, 0.3)));
    if (k % 4 === 1) scene.add(at(forklift(rng), x + 1.5, Y, W - 13, rng.range(-0.6, 0.6) + Math.PI / 2));
    if (k % 2 === 0) scene.add(at(crew(rng, { pose: rng.pick(['stand', 'work', 'walk']), vestColor: VESTS[k % 2] }), x + rng.range(-1.5, 1.5), Y, W - rng.range(6, 11), rng.range(-3, 3)));
  });
  // officer [x, z, heading]: a dock officer with a tablet (the booking platform's news), drawn last
  if (officer) scene.add(at(tablet(crew(rng, { pose: 'work', vestColor: VESTS[1], helmet: '#f5f5f0' }), rng), officer[0], Y, officer[1], officer[2] ?? 0));
}

export function aerial(renderer, scene, rng, o) {
  // opts.tone (round 13): the island in realistic contrast instead of pale grey-blue: a clearer,
  // deeper sky and less of its blue light on the ground (environment 0.3 instead of 0.55, a
  // neutral sky light, thinner haze), lighter concrete round the runways, a darker apron under the
  // terminals and stands, greener grass and a deeper sea. It draws nothing more at random (the
  // concrete texture draws the same from the seed in either tone), so shots without it stay as they were.
  const tone = !!o.tone;
  outdoor(renderer, scene, { elevation: o.time === 'dusk' ? 8 : 40, azimuth: o.azimuth ?? 210, shadowBox: 400, ...(tone ? { fog: 0.00012, haze: '#c4ccd2', turbidity: 3, skyLight: '#d9dcdc' } : { fog: 0.00022, haze: '#b9c8d6' }) });
  if (tone) scene.environmentIntensity = 0.3;
  const sea = mesh(new THREE.PlaneGeometry(20000, 20000), mat(tone ? '#0f3550' : '#1f4a60', 0.35, 0.0), { cast: false }); sea.rotation.x = -Math.PI / 2; sea.position.y = -2; scene.add(sea);
  const island = mesh(new THREE.BoxGeometry(3200, 2, 1300), concreteMat(rng, tone ? '#aaa89f' : '#8f918c', 200)); island.position.set(0, -1, 0); scene.add(island);
  // round 8: the grass strips, runways and their markings lie 0.05 m apart over the island, far
  // below the depth buffer's precision a kilometre away, and showed as torn grey and green stripes;
  // each layer is now drawn 0.6 m above the one under it and pulled towards the camera in depth
  // (polygonOffset), so the nearer layer always wins
  const layer = (color, rough, k) => mat(color, rough, 0, { polygonOffset: true, polygonOffsetFactor: -2 * k, polygonOffsetUnits: -4 * k }); // its own material, not the shared one
  const grass = layer(tone ? '#4d7a35' : '#6d8452', 0.95, 1), tarmac = layer('#3a3c3e', 0.85, 2), paint = layer('#e8e8e8', 0.6, 3);
  for (const z of [-420, 420]) { const strip = mesh(new THREE.PlaneGeometry(3000, 120), grass, { cast: false }); strip.rotation.x = -Math.PI / 2; strip.position.set(0, 0.6, z); scene.add(strip); const rw = mesh(new THREE.PlaneGeometry(3000, 60), tarmac, { cast: false }); rw.rotation.x = -Math.PI / 2; rw.position.set(0, 1.2, z); scene.add(rw); for (let x = -1450; x < 1450; x += 60) { const d = mesh(new THREE.PlaneGeometry(30, 1), paint, { cast: false }); d.rotation.x = -Math.PI / 2; d.position.set(x, 1.8, z); scene.add(d); } }
  for (let i = 0; i < 3; i++) { const t = terminal(rng, { docks: false, w: i === 0 ? 260 : rng.range(120, 200), d: i === 0 ? 110 : 70, h: i === 0 ? 36 : 18 }); t.position.set(-420 + i * 330, 0, -170); scene.add(t); }
  const pax = terminal(rng, { docks: false, solar: false, w: 700, d: 160, h: 30 }); pax.position.set(900, 0, 60); scene.add(pax);
  // opts.tailcone (round 7), as on the apron: the freighters' tails taper to a tip (draws nothing at random)
  for (let i = 0; i < 7; i++) { const f = freighter(rng, { doorOpen: false, cone: !!o.tailcone }); f.rotation.y = Math.PI; f.position.set(-520 + i * 85, 0, -40); f.userData.stand = i; scene.add(f); }
  { const hl = hills(rng, { z: -2600, h: 520, w: 6000, color: '#47603f' }); if (!o.ridges) scene.add(hl); } // drawn from rng either way
  if (tone) { const apronTop = mesh(new THREE.PlaneGeometry(2300, 440), layer('#6f716d', 0.9, 1), { cast: false, receive: true }); apronTop.rotation.x = -Math.PI / 2; apronTop.position.set(120, 0.6, -90); scene.add(apronTop); }
  // round 14: opts.horizon, opts.wear and opts.lit. Each draws from a generator of its own (never
  // from rng) and changes only materials, the background and lights added after everything else,
  // so a shot without them renders as before.
  if (o.horizon) hazeSky(scene, o.time === 'dusk');
  if (o.wear) wornConcrete(scene, island, tone, rngOf(5101));
  if (o.lit) litTerminals(scene, rngOf(5102), o.lit === true ? {} : o.lit);
  if (o.ridges) ridges(scene, rngOf(5103), o.ridges === true ? {} : o.ridges);
  // opts.sea (round 17, the Kai Tak story card): the sea was a flat matt blue that read as dark ground
  // between the island and the hills. It is water (waterMat: the sky mirrored, rippled), and the island
  // ends at a seawall of pale rock armour instead of a sheer grey edge. Its own generator, after everything else.
  if (o.sea) {
    sea.material = waterMat(rngOf(5273), { color: tone ? '#1c4560' : '#2c5a6e', repeat: 500 });
    sea.material.envMap = scene.environment; sea.material.envMapIntensity = o.sea.sky ?? 1; // the sky mirrored at full strength (the island takes the scene's 0.3 or 0.55)
    const rock = mat('#9a958a', 0.95);
    if (!o.island) for (const [x, z, w, d] of [[0, -656, 3216, 12], [0, 656, 3216, 12], [-1606, 0, 12, 1324], [1606, 0, 12, 1324]]) scene.add(box(w, 3.4, d, rock, x, -2.6, z)); // (opts.island draws its own)
  }
  // opts.busy (round 18): the island read as a tabletop model (a slab, a few boxes, a neat row of
  // identical planes). A working cargo apron: a service road before the terminals with tugs and
  // dolly trains, rows of ULDs, loaders at the freighters' noses, floodlight masts, one freighter
  // taxiing out from its stand, trucks behind the terminals, a control tower, a hangar, a car park.
  // Its own generator, after everything else; the 'apron' view is a lower oblique over the stands.
  if (o.busy) busyApron(scene, rngOf(5104), o);
  if (o.island) airportIsland(scene, rngOf(5190), o, { island, sea, pax });
  return {
    apron: v([-160, 120, 240], [-420, 0, -110], 34),
    high: v([900, 520, 1200], [-200, 0, -100], 34),
    oblique: v([-1100, 260, 700], [-200, 0, -120], 30),
    whole: v([860, 1650, 3000], [60, 0, -180], 34), // (round 19) the whole island from high in the south, the ranges beyond
    taxi: v([60, 60, 330], [-150, 0, 40], 34), // (round 19) low over the taxiway, a freighter taxiing out past the stands
    low: v([-700, 80, 200], [-300, 10, -80], 36),
  };
}

function busyApron(scene, r, o) {
  const road = mat('#2e3032', 0.9), white = mat('#e8e8e6', 0.6), yellow = mat('#d9a323', 0.6);
  scene.add(box(1500, 0.3, 14, road, -120, 1.0, -97)); // the service road, its dashes
  for (let x = -860; x < 620; x += 12) scene.add(box(5, 0.32, 0.3, white, x, 1.05, -97));
  const alu = ['#b9bec4', '#c5c9cc', '#9ea5ab', '#d2d4d2'].map((c) => mat(c, 0.45, 0.4));
  const uldRow = (x0, x1, z) => { for (let x = x0; x < x1; x += 3.6) if (r() > 0.18) scene.add(box(3.2, r() < 0.7 ? 1.6 : 2.4, 2.4, alu[Math.floor(r() * 4)], x, 1.4, z + r.range(-0.3, 0.3))); };
  uldRow(-545, -300, -109); uldRow(-545, -330, -105.5); uldRow(-180, -40, -125); uldRow(140, 290, -125); uldRow(-150, -60, -121.5);
  const stands = scene.children.filter((c) => c.userData.stand !== undefined);
  for (const f of stands) {
    const i = f.userData.stand, x = -520 + i * 85;
    if (i === 3) { f.position.set(-90, 0, 112); f.rotation.y = Math.PI / 2; continue; } // taxiing out along the taxiway
    if (i === 5) f.rotation.y = Math.PI + 0.05; // a parking line drawn a little off
    if (r() < 0.8) { const hl = highLoader(r, 5.2); hl.position.set(x - 6.5, 0, -67); hl.rotation.y = Math.PI / 2; scene.add(hl); }
    const n = 2 + Math.floor(r() * 4), tr = tractor(r); tr.position.set(x - 14, 0, -88); scene.add(tr);
    for (let k = 0; k < n; k++) { const d = dolly(r, uldAKE(r)); d.position.set(x - 14 + (k + 1) * 4.2, 0, -88); d.rotation.y = Math.PI / 2; scene.add(d); }
    if (r() < 0.6) scene.add(box(5, 2.3, 2.2, r() < 0.5 ? white : yellow, x + 18, 1.4, -60 + r.range(-4, 4))); // a service van
  }
  for (let k = 0; k < 9; k++) scene.add(box(5, 2.3, 2.2, r() < 0.7 ? white : yellow, r.range(-700, 500), 1.4, -97 + (r() < 0.5 ? -3.5 : 3.5)));
  if (!o.lit) {
    const pole = mat('#9aa0a5', 0.5, 0.6);
    for (let i = 0; i < 8; i++) { const p = cyl(0.4, 0.6, 34, pole, 8); p.position.set(-562 + i * 85, 17, 32); scene.add(p); scene.add(box(5, 1.4, 1.4, mat('#d8d8d0', 0.5), -562 + i * 85, 34, 32)); }
  }
  for (let k = 0; k < 14; k++) { const t = truck(r); t.position.set(-560 + k * 42 + r.range(-6, 6), 0, -250); t.rotation.y = r() < 0.5 ? 0 : Math.PI; scene.add(t); } // trucks at the docks behind
  const tower = cyl(4, 6, 70, mat('#dcdcd6', 0.6), 16); tower.position.set(420, 35, -200); scene.add(tower);
  const cab = cyl(9, 7, 8, mat('#4b6a80', 0.2, 0.5), 16); cab.position.set(420, 74, -200); scene.add(cab); scene.add(box(20, 1.5, 20, white, 420, 79, -200));
  scene.add(box(170, 34, 95, mat('#c9ccce', 0.7), 1250, 17, -250)); scene.add(box(150, 26, 1, mat('#5a6066', 0.6), 1250, 13, -202)); // a maintenance hangar, its doors
  const cars = ['#f2f2f0', '#1c1c1e', '#8a8f96', '#2b4a7a', '#9b2424', '#c9c9c6'].map((c) => mat(c, 0.4, 0.3));
  // (opts.island: the car park lies between the passenger terminal's forecourt and the landside road, clear of the taxiway)
  scene.add(box(260, 0.3, o.island ? 56 : 120, road, o.island ? 1130 : 900, 1.0, o.island ? 178 : 220));
  if (o.island) { for (let z = 156; z < 200; z += 7) for (let x = 1010; x < 1250; x += 2.8) if (r() < 0.72) scene.add(box(2, 1.5, 4.5, cars[Math.floor(r() * 6)], x, 1.5, z)); return; }
  for (let z = 170; z < 275; z += 7) for (let x = 780; x < 1020; x += 2.8) if (r() < 0.72) scene.add(box(2, 1.5, 4.5, cars[Math.floor(r() * 6)], x, 1.5, z)); // the car park
}

// opts.island (round 19): from high up the island was a grey slab on flat water (a rectangle of
// concrete, the runways on ruler-straight bright green strips, three identical solar boxes): the
// establishing view of the 1998 move read as a diagram. The island is shaped (corners cut, the
// shore stepped in here and there) and ends all round in a slope of rock armour, with a line of foam
// where the sea meets it; the sea has colour (slow patches of tone, lighter and greener shallows
// along the shore, two ships and their wakes). The airfield is grass,
// mown in stripes and patched, cut by the runways' paved shoulders, the parallel taxiways and the
// links and rapid exits to the runways, whose ends have threshold stripes and aiming points; roads
// run round the shore and through the landside, with car parks. The passenger terminal is a hall
// under a row of vaults with a long pier ending in a Y and airliners at its gates; the two cargo
// terminals beside SuperTerminal Two have plain metal roofs of their own colours; sheds of other
// sizes and roofs (a forwarding centre, a mail centre, a catering building, an express shed), a
// fuel farm, and a road bridge leaving the island to the east. All of it from a generator of its
// own, after everything else (the hidden strips and passenger box were drawn as before), so a shot
// without it renders as before.
const ISLAND = [[-1600, -540], [-1490, -650], [-380, -650], [-335, -612], [170, -612], [215, -650], [1450, -650], [1600, -500], [1600, 270], [1556, 300], [1556, 470], [1600, 500], [1600, 540], [1510, 650], [-260, 650], [-300, 622], [-880, 622], [-920, 650], [-1420, 650], [-1600, 470]];
const outline = (ctx) => { ctx.beginPath(); ISLAND.forEach(([x, z], i) => (i ? ctx.lineTo(x, z) : ctx.moveTo(x, z))); ctx.closePath(); };
function airportIsland(scene, r, o, { island, sea, pax }) {
  // the island: its outline extruded, the bevel a slope of rock armour 40 m wide falling 5 m into the sea
  const geo = new THREE.ExtrudeGeometry(new THREE.Shape(ISLAND.map(([x, z]) => new THREE.Vector2(x, -z))), { depth: 2, bevelEnabled: true, bevelThickness: 5, bevelSize: 40, bevelSegments: 1, curveSegments: 1 });
  geo.rotateX(-Math.PI / 2); geo.translate(0, -7, 0);
  const p = geo.attributes.position, uv = geo.attributes.uv;
  for (let i = 0; i < p.count; i++) uv.setXY(i, (p.getX(i) + 1600) / 3200, (650 - p.getZ(i)) / 1300); // the top as the box's top face
  const rockTex = parts.canvasTex(256, 256, (ctx, w, h) => {
    ctx.fillStyle = '#5d5a53'; ctx.fillRect(0, 0, w, h);
    for (let i = 0; i < 900; i++) { const l = r.range(38, 72); ctx.fillStyle = `hsl(${r.range(28, 48).toFixed(0)},${r.range(4, 12).toFixed(0)}%,${l.toFixed(0)}%)`; ctx.beginPath(); ctx.ellipse(r() * w, r() * h, r.range(4, 11), r.range(3, 8), r() * 3, 0, 7); ctx.fill(); }
  }, [3200 / 7, 1300 / 7]);
  island.geometry.dispose(); island.geometry = geo; island.position.set(0, 0, 0);
  const top = Array.isArray(island.material) ? island.material[0] : island.material;
  island.material = [top, new THREE.MeshStandardMaterial({ map: rockTex, roughness: 0.95 })];
  for (const m of scene.children) if (m.geometry?.parameters?.width === 3000 && m.geometry.parameters.height === 120) m.visible = false; // the green strips: grass is painted
  if (top.map?.image?.getContext && top.map.repeat.x === 1) { paintAirfield(top.map.image, r); top.map.needsUpdate = true; } // (on opts.wear's canvas over the whole island)
  runwayMarks(scene);
  // the sea (opts.sea's water or the flat one), tinted in slow patches, and an overlay of shallows, foam and wakes
  if (!o.sea) sea.material = sea.material.clone(); // (waterMat's ripples, at a grazing angle from low over the island, tiled in a grid: the flat sea, tinted)
  // from high up the depth buffer cannot tell the island's top from the sea 2 m under it: the sea is pushed
  // back in depth, and the overlay of shallows and foam less far, so that it lies between them
  Object.assign(sea.material, { polygonOffset: true, polygonOffsetFactor: 4, polygonOffsetUnits: 8 });
  if (o.island.fog && scene.fog) scene.fog.density = o.island.fog; // opts.island.fog: thinner haze, for the island seen whole from far off
  const waves = Array.from({ length: 7 }, () => ({ kx: r.int(1, 4), ky: r.int(1, 4) * (r() < 0.5 ? -1 : 1), ph: r() * 6.3 }));
  sea.material.map = parts.canvasTex(128, 128, (ctx, w, h) => {
    for (let y = 0; y < h; y += 2) for (let x = 0; x < w; x += 2) {
      let s = 0; for (const q of waves) s += Math.cos(2 * Math.PI * (q.kx * x / w + q.ky * y / h) + q.ph);
      const k = 0.94 + 0.06 * s / 2.6; ctx.fillStyle = `rgb(${Math.round(236 * k)},${Math.round(246 * k)},${Math.round(255 * k)})`; ctx.fillRect(x, y, 2, 2);
    }
  }, [14, 14]);
  sea.material.needsUpdate = true;
  const shallows = parts.canvasTex(2048, 1400, (ctx, w, h) => {
    ctx.setTransform(w / 5600, 0, 0, h / 3800, w / 2, h / 2); ctx.lineJoin = 'round';
    outline(ctx);
    for (let k = 12; k >= 0; k--) { ctx.strokeStyle = 'rgba(112,150,136,0.06)'; ctx.lineWidth = 2 * (40 + k * 16); ctx.stroke(); } // the shallows, greener and lighter towards the shore
    ctx.strokeStyle = 'rgba(236,240,236,0.25)'; ctx.lineWidth = 2 * 54; ctx.stroke(); // foam at the foot of the rock (40 m out)
    ctx.strokeStyle = 'rgba(246,248,246,0.6)'; ctx.lineWidth = 2 * 47; ctx.stroke();
    for (const [x, z, a, len] of [[-600, -1250, 0.05, 420], [2150, 500, 1.75, 380], [-2300, 900, -0.35, 300]]) { // wakes: a V widening behind each ship
      ctx.save(); ctx.translate(x, z); ctx.rotate(a);
      const g = ctx.createLinearGradient(0, 0, -len, 0); g.addColorStop(0, 'rgba(246,248,246,0.75)'); g.addColorStop(1, 'rgba(246,248,246,0)');
      ctx.fillStyle = g; ctx.beginPath(); ctx.moveTo(0, -5); ctx.lineTo(-len, -len * 0.2); ctx.lineTo(-len, -len * 0.14); ctx.lineTo(-8, 0); ctx.lineTo(-len, len * 0.14); ctx.lineTo(-len, len * 0.2); ctx.lineTo(0, 5); ctx.closePath(); ctx.fill();
      ctx.fillRect(-len * 0.6, -3, len * 0.6, 6); ctx.restore();
    }
    ctx.globalCompositeOperation = 'destination-out'; outline(ctx); ctx.fill(); ctx.lineWidth = 2 * 40; ctx.stroke(); // none of it over the rock
  }, [1, 1]);
  shallows.wrapS = shallows.wrapT = THREE.ClampToEdgeWrapping;
  const over = mesh(new THREE.PlaneGeometry(5600, 3800), new THREE.MeshStandardMaterial({ map: shallows, transparent: true, depthWrite: false, roughness: 0.5, polygonOffset: true, polygonOffsetFactor: 2, polygonOffsetUnits: 4 }), { cast: false, receive: false });
  over.rotation.x = -Math.PI / 2; over.position.y = -1.9; scene.add(over);
  const hullMat = mat('#2d3640', 0.6), deck = mat('#e6e4dc', 0.6);
  for (const [x, z, a, L] of [[-600, -1250, 0.05, 90], [2150, 500, 1.75, 60], [-2300, 900, -0.35, 40]]) {
    const s = new THREE.Group(); s.add(box(L, 4, L * 0.16, hullMat, 0, -2, 0)); s.add(box(L * 0.3, 5, L * 0.13, deck, -L * 0.25, 2, 0));
    s.position.set(x - Math.cos(a) * L * 0.4, 0, z - Math.sin(a) * L * 0.4); s.rotation.y = -a; scene.add(s);
  }
  // the two other cargo terminals: plain ribbed metal roofs of their own colours instead of solar panels, plant on them
  const cargo = scene.children.filter((t) => t.userData.glazing && t !== pax && Math.abs(t.position.z + 170) < 1).sort((a, b) => a.position.x - b.position.x);
  cargo.slice(1).forEach((t, k) => {
    const { width: w, height: h, depth: d } = t.children[0].geometry.parameters;
    for (const c of t.children) if (c.isInstancedMesh) c.visible = false; // the panels (covered, they showed through from far off)
    t.add(box(w - 0.4, 1.3, d - 0.4, ribbed(['#8d9ea7', '#bdb5a2'][k], [w / 12, 1]), 0, h, 0));
    for (let i = 0; i < 6; i++) t.add(box(r.range(4, 9), 2.2, r.range(3, 6), mat('#a7abad', 0.6, 0.3), r.range(-w / 2 + 10, w / 2 - 10), h + 1.3, r.range(-d / 2 + 8, d / 2 - 8)));
  });
  // the passenger terminal
  pax.visible = false;
  passengerTerminal(scene, r);
  // sheds of other sizes and roofs west of the cargo apron, a fuel farm in the north-east corner
  for (const [w, d, h, roof, x, z, docks] of [[340, 70, 20, '#7e8e95', -1230, -262, 1], [150, 95, 16, '#c8c4b8', -1340, -128, 1], [110, 75, 13, '#95584a', -1140, -140, -1], [210, 90, 22, '#a9b7b0', -1250, 30, 1]]) shed(scene, r, { w, d, h, roof, x, z, docks });
  const tank = mat('#e4e4de', 0.45, 0.2);
  for (const x of [1420, 1470, 1520]) for (const z of [-292, -240]) { const t = cyl(17, 17, 13, tank, 32); t.position.set(x, 6.5, z); scene.add(t); scene.add(box(2, 14, 2, mat('#8e9296', 0.6, 0.4), x + 17, 0, z)); }
  // cars in the car parks painted on the field (paintAirfield)
  const cars = ['#f2f2f0', '#1c1c1e', '#8a8f96', '#2b4a7a', '#9b2424', '#c9c9c6'].map((c) => mat(c, 0.4, 0.3));
  for (const [x0, z0, x1, z1] of [[-1430, 150, -1060, 205], [640, 150, 980, 205]]) for (let z = z0 + 5; z < z1 - 3; z += 7) for (let x = x0 + 3; x < x1 - 2; x += 2.8) if (r() < 0.6) scene.add(box(2, 1.5, 4.5, cars[Math.floor(r() * 6)], x, 0.05, z));
  // the road bridge to the east, on piers over the sea
  const conc = mat('#b9b7af', 0.8);
  scene.add(box(3000, 2.2, 24, conc, 3090, 7, 222));
  for (let x = 1680; x < 4600; x += 90) scene.add(box(5, 10, 14, conc, x, -3, 222));
  for (const z of [210.5, 233.5]) scene.add(box(3000, 1.2, 0.8, conc, 3090, 9.2, z));
}

/** A ribbed metal roof's material: light ridges and dark troughs along x. */
function ribbed(colour, repeat) {
  return new THREE.MeshStandardMaterial({ map: parts.canvasTex(64, 16, (ctx, w, h) => {
    ctx.fillStyle = colour; ctx.fillRect(0, 0, w, h);
    for (let x = 0; x < w; x += 8) { ctx.fillStyle = 'rgba(0,0,0,0.14)'; ctx.fillRect(x, 0, 2, h); ctx.fillStyle = 'rgba(255,255,255,0.12)'; ctx.fillRect(x + 3, 0, 2, h); }
  }, repeat), roughness: 0.55, metalness: 0.35 });
}

/** A shed: clad walls, a ribbed roof with rooflight strips and plant, dock doors and a few trucks along one long side (docks: +1 south, -1 north). */
function shed(scene, r, { w, d, h, roof, x, z, docks }) {
  const wall = mat(r.pick(['#d6d6d0', '#c9cdd0', '#dcd8cc']), 0.6, 0.2);
  scene.add(box(w, h, d, wall, x, 0, z));
  scene.add(box(w + 1, 1, d + 1, ribbed(roof, [w / 10, 1]), x, h, z));
  for (let k = -2; k <= 2; k++) scene.add(box(w * 0.8, 0.4, 2.4, mat('#cfdde4', 0.2, 0.3), x, h + 1, z + k * d / 6));
  for (let i = 0; i < 4; i++) scene.add(box(r.range(4, 8), 2, r.range(3, 5), mat('#9ea3a6', 0.6, 0.3), x + r.range(-w / 2 + 8, w / 2 - 8), h + 1, z + r.range(-d / 2 + 6, d / 2 - 6)));
  for (let dx = -w / 2 + 8; dx < w / 2 - 8; dx += 6) scene.add(box(3.6, 4.2, 0.3, mat('#2a2d30', 0.8), x + dx, 0.8, z + docks * (d / 2 + 0.1)));
  for (let k = 0; k < 5; k++) if (r() < 0.7) { const t = truck(r); t.position.set(x - w / 2 + 14 + k * (w - 28) / 4, 0, z + docks * (d / 2 + 9)); t.rotation.y = docks > 0 ? Math.PI : 0; scene.add(t); }
}

/** The passenger terminal: a hall under a row of vaults, a pier ending in a Y, airliners nose-in at its gates with their air bridges. */
function passengerTerminal(scene, r) {
  const glass = mat('#6f8597', 0.15, 0.6), wall = mat('#d8dadb', 0.5, 0.2), roofM = mat('#c4c9cd', 0.35, 0.6), bridge = mat('#b5b9bc', 0.5, 0.4);
  scene.add(box(300, 22, 140, glass, 790, 0, 55)); // the hall
  for (let k = 0; k < 10; k++) { // its vaults, across the hall from the landside to the airside
    const v = mesh(new THREE.CylinderGeometry(15, 15, 144, 20, 1, false, Math.PI / 2, Math.PI), roofM); v.rotation.x = Math.PI / 2; v.scale.set(1, 1, 0.22); v.position.set(655 + k * 30, 22, 55); scene.add(v);
  }
  scene.add(box(300, 1.5, 12, wall, 790, 7, 132)); // the departures kerb's canopy
  const pier = (len, ang, x, z) => { const g = new THREE.Group(); g.add(box(len, 12, 38, glass)); g.add(box(len + 2, 2, 40, wall, 0, 12, 0)); g.add(box(len - 4, 3, 14, roofM, 0, 14, 0)); g.position.set(x, 0, z); g.rotation.y = ang; scene.add(g); };
  pier(400, 0, 1140, 45); // the pier: x 940 to 1340
  for (const s of [1, -1]) pier(150, s * 0.6, 1340 + 75 * Math.cos(0.6), 45 - s * 75 * Math.sin(0.6));
  const liveries = ['#1f5fa8', '#0d7a6f', '#9b1c2c', '#2a2f6b', '#c46a12', '#1f7a3a'];
  for (const [x, side] of [[990, -1], [1070, -1], [1150, -1], [1230, -1], [1310, -1], [1010, 1], [1100, 1], [1190, 1], [1280, 1]]) {
    if (r() < 0.15) continue; // a gate free
    const f = freighter(r, { doorOpen: false, cone: true, livery: r.pick(liveries) });
    f.rotation.y = side < 0 ? 0 : Math.PI; f.position.set(x, 0, 45 + side * (19 + 36)); scene.add(f);
    scene.add(box(3.4, 3.6, 14, bridge, x - 5, 3, 45 + side * (19 + 7))); // its air bridge to the front door
  }
}

/** Threshold stripes and aiming points at both ends of both runways (z -420 and 420, x -1500 to 1500). */
function runwayMarks(scene) {
  const paint = mat('#e8e8e8', 0.6, 0, { polygonOffset: true, polygonOffsetFactor: -6, polygonOffsetUnits: -12 });
  const flat = (w, d, x, z) => { const m = mesh(new THREE.PlaneGeometry(w, d), paint, { cast: false }); m.rotation.x = -Math.PI / 2; m.position.set(x, 1.8, z); scene.add(m); };
  for (const z of [-420, 420]) for (const s of [-1, 1]) {
    for (const dz of [-25, -20.5, -16, -11.5, 11.5, 16, 20.5, 25]) flat(45, 1.8, s * 1470, z + dz);
    for (const dz of [-11, 11]) flat(50, 8, s * (1500 - 400), z + dz);
    for (const at of [150, 300, 600, 750]) for (const dz of [-13, -9, 9, 13]) flat(22, 1.8, s * (1500 - at), z + dz);
  }
}

/**
 * The airfield painted over opts.wear's concrete (the canvas of the island's top, x -1600 to 1600 and
 * z -650 to 650): grass fields, mown in stripes along the runways and patched (drier, darker); the
 * runways' paved shoulders, the parallel taxiways with their links and rapid exits to the runways
 * and their crossings from the apron; a perimeter road and a crest along the shore; the landside
 * roads, car parks and the pads of the sheds and the fuel farm.
 */
function paintAirfield(c, r) {
  const ctx = c.getContext('2d');
  ctx.save(); ctx.setTransform(c.width / 3200, 0, 0, c.height / 1300, c.width / 2, c.height / 2);
  const rect = (colour, x0, z0, x1, z1) => { ctx.fillStyle = colour; ctx.fillRect(x0, z0, x1 - x0, z1 - z0); };
  const field = (x0, z0, x1, z1) => {
    rect(`hsl(${r.range(78, 88).toFixed(0)},${r.range(24, 30).toFixed(0)}%,${r.range(35, 39).toFixed(1)}%)`, x0, z0, x1, z1);
    for (let z = z0; z < z1; z += 16) rect(`rgba(235,240,200,${r.range(0.03, 0.07).toFixed(3)})`, x0, z, x1, Math.min(z1, z + 8)); // mown stripes along the runways
    ctx.save(); ctx.beginPath(); ctx.rect(x0, z0, x1 - x0, z1 - z0); ctx.clip();
    for (let i = 0; i < (x1 - x0) * (z1 - z0) / 3000; i++) { // patches: dry, dark, fresh
      const x = r.range(x0, x1), z = r.range(z0, z1), rad = r.range(8, 60), kind = r();
      const g = ctx.createRadialGradient(x, z, 0, x, z, rad);
      g.addColorStop(0, kind < 0.45 ? `rgba(168,160,96,${r.range(0.12, 0.3).toFixed(2)})` : kind < 0.8 ? `rgba(44,66,30,${r.range(0.12, 0.3).toFixed(2)})` : `rgba(120,160,70,${r.range(0.1, 0.25).toFixed(2)})`); g.addColorStop(1, 'rgba(0,0,0,0)');
      ctx.fillStyle = g; ctx.fillRect(x - rad, z - rad, 2 * rad, 2 * rad);
    }
    ctx.restore();
  };
  const line = (colour, width, pts) => { ctx.strokeStyle = colour; ctx.lineWidth = width; ctx.lineJoin = 'round'; ctx.beginPath(); pts.forEach(([x, z], i) => (i ? ctx.lineTo(x, z) : ctx.moveTo(x, z))); ctx.stroke(); };
  const PAVE = '#a6a49b', SHOULDER = '#b3b1a8', ROAD = '#4a4c4f', YELLOW = 'rgba(222,176,40,0.9)';
  field(-1600, -650, 1600, -348); field(-1600, 268, 1600, 650); field(-1600, -322, -1030, 243); field(1270, -322, 1600, 243); field(-1030, 130, 1270, 243);
  for (const z of [-420, 420]) rect(SHOULDER, -1530, z - 46, 1530, z + 46); // the runways' shoulders and blast pads
  // the links from the parallel taxiways to the runways (straight), the rapid exits (angled), the crossings from the apron
  const links = [[-335, -420, [-1490, -980, -470, 60, 600, 1140, 1490], [[-700, 1], [300, -1], [880, 1]]], [255, 420, [-1490, -1060, -380, 200, 760, 1260, 1490], [[-200, -1], [500, 1], [1000, -1]]]];
  for (const [zt, zr, xs, exits] of links) {
    for (const x of xs) { rect(PAVE, x - 13, Math.min(zt, zr), x + 13, Math.max(zt, zr)); line(YELLOW, 1, [[x, zt], [x, zr]]); }
    for (const [x, s] of exits) { // 30 degrees off the runway, leaving it in the direction s
      const dz = zr - zt, dx = s * Math.abs(dz) * 1.7;
      ctx.fillStyle = PAVE; ctx.beginPath(); ctx.moveTo(x - 15, zt); ctx.lineTo(x + 15, zt); ctx.lineTo(x + dx + 15, zr); ctx.lineTo(x + dx - 15, zr); ctx.closePath(); ctx.fill();
      line(YELLOW, 1, [[x, zt], [x + dx, zr]]);
    }
  }
  for (const x of [-820, -300, 420]) rect(PAVE, x - 20, 125, x + 20, 245); // from the apron across the landside (the road passes under)
  // the perimeter road along the shore, the crest of the seawall outside it
  ctx.save(); outline(ctx); ctx.clip();
  ctx.strokeStyle = ROAD; ctx.lineWidth = 34; ctx.stroke();
  ctx.strokeStyle = '#b7b3a6'; ctx.lineWidth = 18; ctx.stroke();
  ctx.restore();
  // landside: the main road in from the bridge to the west end and up past the sheds, the forecourt, car parks, pads
  rect(PAVE, -1440, -310, -1030, 110); // the sheds' pads and yards
  rect(PAVE, 1130, -320, 1580, -190); // the hangar's and the fuel farm's
  ctx.strokeStyle = 'rgba(90,86,78,0.8)'; ctx.lineWidth = 1.5; ctx.strokeRect(1385, -318, 170, 126); // the fuel farm's bund
  line(ROAD, 22, [[1600, 222], [-1480, 222], [-1480, -310]]);
  line(ROAD, 12, [[-1480, -170], [-1440, -170]]); line(ROAD, 12, [[-1480, 30], [-1440, 30]]);
  line(ROAD, 14, [[600, 222], [600, 140], [1000, 140], [1000, 222]]);
  line('rgba(235,235,228,0.55)', 0.6, [[1600, 222], [-1480, 222], [-1480, -310]]);
  for (const [x0, z0, x1, z1] of [[-1430, 150, -1060, 205], [1010, 150, 1250, 206], [640, 150, 980, 205]]) {
    rect(ROAD, x0, z0, x1, z1);
    for (let x = x0 + 2; x < x1; x += 2.8) rect('rgba(230,230,225,0.35)', x, z0 + 2, x + 0.25, z1 - 2);
  }
  for (const x of [-820, -300, 420]) rect(PAVE, x - 20, 150, x + 20, 243); // the crossings over the road (in tunnels under them)
  ctx.restore();
}

// opts.horizon (round 14): the sky low over the sea was white: the far sea took the haze colour,
// which three.js paints untouched by exposure or tone mapping, and the sky shader is brightest at
// the horizon. The sky is now a dome painted in the haze colour at the horizon, bluish by day and
// warm at dusk, deepening upwards, drawn as it is (no tone mapping, no fog) like the haze itself,
// so the fogged sea meets it without a seam; thicker haze (fog 0.0002) fades the far sea into it.
// The light on the island still comes from the sky shader's environment (unchanged).
const HORIZON = {
  day: [[0, '#4b76ab'], [0.30, '#5d88bb'], [0.42, '#7ea2c6'], [0.475, '#9bb4ca'], [0.5, '#abbdcc'], [1, '#abbdcc']],
  dusk: [[0, '#4d5d86'], [0.30, '#6d7699'], [0.42, '#a797a6'], [0.475, '#d3a991'], [0.5, '#deb28e'], [1, '#deb28e']],
};
function hazeSky(scene, dusk) {
  const stops = HORIZON[dusk ? 'dusk' : 'day'];
  for (const o of scene.children) if (o.material?.uniforms?.sunPosition) o.visible = false; // the sky shader
  const c = document.createElement('canvas'); c.width = 4; c.height = 1024;
  const ctx = c.getContext('2d'), g = ctx.createLinearGradient(0, 0, 0, 1024); // row 0: the zenith, the middle row: the horizon
  for (const [at, colour] of stops) g.addColorStop(at, colour);
  ctx.fillStyle = g; ctx.fillRect(0, 0, 4, 1024);
  const map = new THREE.CanvasTexture(c); map.colorSpace = THREE.SRGBColorSpace;
  const dome = new THREE.Mesh(new THREE.SphereGeometry(9900, 48, 64), new THREE.MeshBasicMaterial({ map, side: THREE.BackSide, fog: false, toneMapped: false, depthWrite: false }));
  dome.renderOrder = -1; scene.add(dome);
  scene.fog = new THREE.FogExp2(stops[stops.length - 1][1], 0.0002);
}

// opts.wear (round 14): the concrete of the island, seen from the air, is not one tone: slabs of
// slightly different shades with their joints, weathered patches, taxiways with a yellow centre line
// and the dark rubber and oil of the wheels along it, links to the runways, oil stains; with
// opts.tone the apron under the stands gets its slabs, stains and the yellow lead-in lines of the
// seven stands too. One canvas over the whole island (0.8 m a pixel), drawn from a generator of its own.
function wornConcrete(scene, island, tone, r) {
  const W = 4096, H = 2048, X = (x) => ((x + 1600) / 3200) * W, Z = (z) => ((z + 650) / 1300) * H; // world metres to pixels
  const base = new THREE.Color(tone ? '#aaa89f' : '#8f918c');
  const slabs = (ctx, w, h, sx, sy, base, spread) => {
    const hsl = {}; base.getHSL(hsl, THREE.SRGBColorSpace);
    for (let y = 0; y < h; y += sy) for (let x = 0; x < w; x += sx) {
      const l = hsl.l + r.range(-spread, spread) + (r() < 0.04 ? -spread * 1.5 : 0); // now and then a newer or darker slab
      ctx.fillStyle = `hsl(${(hsl.h * 360).toFixed(1)},${(hsl.s * 100).toFixed(1)}%,${(l * 100).toFixed(2)}%)`; ctx.fillRect(x, y, sx, sy);
    }
    ctx.fillStyle = 'rgba(35,35,32,0.08)'; // the joints
    for (let x = 0; x < w; x += sx) ctx.fillRect(x, 0, 1, h);
    for (let y = 0; y < h; y += sy) ctx.fillRect(0, y, w, 1);
  };
  const blotches = (ctx, w, h, n, rmax) => {
    for (let i = 0; i < n; i++) {
      const x = r() * w, y = r() * h, rad = r.range(rmax * 0.15, rmax), dark = r() < 0.7;
      const g = ctx.createRadialGradient(x, y, 0, x, y, rad);
      g.addColorStop(0, dark ? `rgba(50,46,40,${r.range(0.05, 0.13)})` : `rgba(235,232,222,${r.range(0.04, 0.09)})`); g.addColorStop(1, 'rgba(0,0,0,0)');
      ctx.fillStyle = g; ctx.save(); ctx.translate(x, y); ctx.scale(1, r.range(0.4, 1)); ctx.translate(-x, -y); ctx.fillRect(x - rad, y - rad, rad * 2, rad * 2); ctx.restore();
    }
  };
  const stains = (ctx, x0, y0, w, h, n, size) => {
    for (let i = 0; i < n; i++) {
      ctx.fillStyle = `rgba(28,26,24,${r.range(0.08, 0.3)})`;
      ctx.beginPath(); ctx.ellipse(x0 + r() * w, y0 + r() * h, r.range(0.5, size), r.range(0.4, size * 0.6), r() * 3, 0, 7); ctx.fill();
    }
  };
  // a taxiway along x at z (pixels): rubber and oil in a band along its centre, the yellow line in it
  const taxiway = (ctx, y, x0, x1) => {
    for (let k = 0; k < 40; k++) { ctx.fillStyle = `rgba(30,28,26,${r.range(0.02, 0.05)})`; const dy = r.range(-4, 4); ctx.fillRect(x0, y + dy, x1 - x0, r.range(1, 3)); }
    for (let k = 0; k < 140; k++) { ctx.fillStyle = `rgba(25,23,21,${r.range(0.05, 0.14)})`; ctx.fillRect(r.range(x0, x1), y + r.range(-3, 3), r.range(20, 160), r.range(1, 2.5)); }
    ctx.fillStyle = 'rgba(222,176,40,0.85)'; ctx.fillRect(x0, y - 0.6, x1 - x0, 1.2);
  };
  const link = (ctx, x, y0, y1) => { // a link from the taxiway to the runway, the wheels' tracks curving into it
    for (let k = 0; k < 30; k++) { ctx.strokeStyle = `rgba(28,26,24,${r.range(0.04, 0.1)})`; ctx.lineWidth = r.range(1, 3); const dx = r.range(-4, 4); ctx.beginPath(); ctx.moveTo(x + dx, y0); ctx.quadraticCurveTo(x + dx, y0, x + dx, (y0 + y1) / 2); ctx.lineTo(x + dx, y1); ctx.stroke(); }
    ctx.strokeStyle = 'rgba(222,176,40,0.85)'; ctx.lineWidth = 1.2; ctx.beginPath(); ctx.moveTo(x - 40, y0); ctx.quadraticCurveTo(x, y0, x, y0 + (y1 - y0) * 0.4); ctx.lineTo(x, y1); ctx.stroke();
  };
  const c = document.createElement('canvas'); c.width = W; c.height = H; const ctx = c.getContext('2d');
  slabs(ctx, W, H, 10, 12, base, 0.012);
  blotches(ctx, W, H, 420, 160);
  for (const [z, edge] of [[-335, -390], [255, 390]]) { // the parallel taxiways, north and south, and their links to the runways
    taxiway(ctx, Z(z), X(-1450), X(1450));
    for (const x of [-1300, -820, -300, 240, 760, 1280]) link(ctx, X(x + r.range(-40, 40)), Z(z), Z(edge));
  }
  stains(ctx, 0, 0, W, H, 1500, 2.5);
  const map = new THREE.CanvasTexture(c); map.colorSpace = THREE.SRGBColorSpace; map.anisotropy = 8;
  island.material = new THREE.MeshStandardMaterial({ map, roughness: 0.92, metalness: 0 });
  if (!tone) return;
  const apronTop = scene.children.find((m) => m.geometry?.parameters?.width === 2300);
  const a = document.createElement('canvas'); a.width = 4096; a.height = 784; const actx = a.getContext('2d');
  const AX = (x) => ((x - 120 + 1150) / 2300) * 4096, AZ = (z) => ((z + 90 + 220) / 440) * 784;
  slabs(actx, 4096, 784, 13, 13, apronTop.material.color.clone(), 0.012);
  blotches(actx, 4096, 784, 160, 120);
  for (let i = 0; i < 7; i++) { // the stands: a lead-in line to the nose, a stop bar, oil under the engines and gear
    const x = AX(-520 + i * 85);
    actx.fillStyle = 'rgba(222,176,40,0.9)'; actx.fillRect(x - 0.7, AZ(-95), 1.4, AZ(60) - AZ(-95)); actx.fillRect(x - 8, AZ(-80), 16, 1.4);
    for (const dx of [-19, -10, 0, 10, 19]) stains(actx, x + dx * 1.8 - 6, AZ(-60), 12, AZ(-20) - AZ(-60), 8, 3);
  }
  taxiway(actx, AZ(110), 0, 4096);
  stains(actx, 0, 0, 4096, 784, 700, 2);
  const amap = new THREE.CanvasTexture(a); amap.colorSpace = THREE.SRGBColorSpace; amap.anisotropy = 8;
  apronTop.material.map = amap; apronTop.material.color.set('#ffffff'); apronTop.material.needsUpdate = true;
}

// opts.lit (round 14): the cargo terminals at dusk with their windows lit (warm bands of the glazing,
// a few panes dark), the passenger terminal's too, and floodlight masts along the stands throwing
// pools of light on the apron under the freighters.
// opts.lit may be { drop: [k], back: [k] } (round 15): leaves out mast k (0-7, west to east), or
// stands it behind the stands (z -110, its light towards the freighter's nose), where it stood
// across a picture (the Kai Tak story's mast 2, 100 m from its camera).
function litTerminals(scene, r, { drop = [], back = [] } = {}) {
  for (const t of scene.children) {
    if (!t.userData.glazing) continue; // a terminal (kit.js terminal)
    const lit = litGlass(r, { repeat: Math.round(t.children[0].geometry.parameters.width / 8), share: 0.8, intensity: 1.6, pane: () => `rgba(255,${Math.round(r.range(200, 226))},150,${r.range(0.6, 0.98)})` });
    for (const band of t.userData.glazing) band.material = lit;
  }
  const pole = new THREE.MeshStandardMaterial({ color: '#9aa0a5', roughness: 0.5, metalness: 0.6 }), head = glow('#fff2d6', 3);
  for (let i = 0; i < 8; i++) {
    if (drop.includes(i)) continue;
    const behind = back.includes(i), x = -562 + i * 85, z = behind ? -110 : 32;
    const p = cyl(0.3, 0.45, 34, pole, 8); p.position.set(x, 17, z); scene.add(p);
    scene.add(box(4, 1.2, 1.2, head, x, 34, z));
    const s = new THREE.SpotLight('#ffe3b8', 9000, 0, 0.75, 0.6, 2); s.position.set(x, 34, z); s.target.position.set(x, 0, behind ? z + 60 : z - 45); scene.add(s, s.target);
  }
}

// opts.ridges (round 15): the hills beyond the sea were one row of smooth brown mounds at dusk, a
// flat silhouette against the low sun behind them. They are now ranges in layers, each a height
// field with spurs and gullies (value noise), painted as distance paints them: the nearest range
// green-grey with the slopes that face the low western sun warm and lit and the others in blue
// shadow, each further range paler, bluer and flatter, mist lying at the foot of each. The light
// and the distance are baked into the vertex colours and drawn as they are (no lighting, fog or
// tone mapping, like opts.horizon's sky), because the warm dusk fog turned any colour of hill tan
// and the sun behind them left the faces towards the camera black. They replace the mounds, which
// are still drawn from rng (not added); the ranges draw from a generator of their own.
// opts.ridges: true, or { layers: [[z, height, shadow, lit], ...], mist, sun: [azimuth, elevation], east }
// (east: where the ranges have sunk into the sea, x in metres).
const RIDGES = [[-2300, 320, '#33433f', '#8f8864'], [-2950, 430, '#4f5d66', '#85846f'], [-3750, 540, '#6f7a88', '#8a8c8e'], [-4800, 640, '#8f98a6', '#999ca4']];
// (round 16: x and y, where the ranges' planes lie, for the roof's opts.ridges; the defaults are the aerial's)
// (round 17: rugged, 0-1: sharper crests and deeper gullies, for ranges that read as smooth domes; fade, 0-1: aerial
// perspective, each range's colours taken towards the mist, the nearest by 0.4 of fade, the furthest by all of it; 0, the
// default of both, draws them as before)
function ridges(scene, r, { layers = RIDGES, mist = '#aab2bf', sun = [250, 14], east = 3600, x: x0 = -900, y: y0 = -2, rugged = 0, fade = 0 } = {}) {
  const perm = Array.from({ length: 256 }, (_, i) => i); for (let i = 255; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [perm[i], perm[j]] = [perm[j], perm[i]]; }
  const h2 = (x, y) => perm[(perm[x & 255] + y) & 255] / 255;
  const sm = (t) => t * t * (3 - 2 * t);
  const vnoise = (x, y) => { const xi = Math.floor(x), yi = Math.floor(y), fx = sm(x - xi), fy = sm(y - yi); const a = h2(xi, yi), b = h2(xi + 1, yi), c = h2(xi, yi + 1), d = h2(xi + 1, yi + 1); return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy; };
  const fbm = (x, y, n) => { let s = 0, amp = 0.5, f = 1; for (let k = 0; k < n; k++) { s += amp * vnoise(x * f, y * f); amp *= 0.5; f *= 2.03; } return s; };
  const L = new THREE.Vector3().setFromSphericalCoords(1, THREE.MathUtils.degToRad(90 - sun[1]), THREE.MathUtils.degToRad(sun[0]));
  const fog = new THREE.Color(mist), n = new THREE.Vector3();
  layers.forEach(([z0, H, shadow, lit], k) => {
    const W = 11000, D = 1000 + k * 250, off = k * 37.3;
    const geo = new THREE.PlaneGeometry(W, D, 440, 48); geo.rotateX(-Math.PI / 2);
    const pos = geo.attributes.position;
    for (let i = 0; i < pos.count; i++) {
      const x = pos.getX(i), z = pos.getZ(i);
      const taper = sm(Math.min(1, Math.max(0, (east + 900 - x) / 1600))) * sm(Math.min(1, Math.max(0, (x + 4400) / 900))); // open sea to the east
      const crestZ = (fbm(x / 1600 + off, 3.1, 2) - 0.5) * D * 0.4; // the crest line wanders
      const across = Math.exp(-(((z - crestZ) / (D * 0.3)) ** 2));
      const profile = 0.45 + 0.8 * fbm(x / 1100 + off, 7.7, 2); // rounded summits and saddles along the range
      const spurs = fbm(x / 170 + off, z / 260, 3); // spurs and gullies down the slopes
      let y = H * taper * across * profile * (0.8 + 0.4 * spurs) - 8;
      if (rugged) { // ridged noise: sharp crests along the range and peaks on them, gullies cut deeper down the slopes
        const crest = 1 - Math.abs(2 * fbm(x / 520 + off, z / 700 + 5.3, 3) - 1);
        const gully = 1 - Math.abs(2 * fbm(x / 140 + off, z / 200 + 9.1, 2) - 1);
        y = (y + 8) * (1 - rugged + rugged * (0.35 + 0.9 * crest * crest) * (0.75 + 0.35 * gully)) - 8;
      }
      pos.setY(i, y > 0 ? y : -30); // the flat skirt under the sea, which then draws the shore
    }
    geo.computeVertexNormals();
    const nrm = geo.attributes.normal, cols = [], cs = new THREE.Color(shadow), cl = new THREE.Color(lit), c = new THREE.Color();
    for (let i = 0; i < pos.count; i++) {
      n.fromBufferAttribute(nrm, i);
      const light = sm(Math.min(1, Math.max(0, (n.dot(L) + 0.15) / 0.75))); // wrapped: the slopes turned to the sun
      c.copy(cs).lerp(cl, light);
      if (fade) c.lerp(fog, fade * (0.4 + 0.6 * k / Math.max(1, layers.length - 1)));
      c.lerp(fog, 0.5 * (1 - sm(Math.min(1, Math.max(0, pos.getY(i)) / (H * 0.3))))); // mist at the foot
      cols.push(c.r, c.g, c.b);
    }
    geo.setAttribute('color', new THREE.Float32BufferAttribute(cols, 3));
    const ridge = new THREE.Mesh(geo, new THREE.MeshBasicMaterial({ vertexColors: true, fog: false, toneMapped: false }));
    ridge.position.set(x0, y0, z0); scene.add(moving(ridge)); // kept out of the static merge, which keeps no vertex colours
  });
}

// --------------------------------------------------------------------------------------------
export function storage(renderer, scene, rng, o) {
  const kind = o.kind ?? 'bin';
  const aisles = o.aisles ?? 4;
  const levels = o.levels ?? (kind === 'bin' ? 10 : 5);
  const bays = o.bays ?? (kind === 'bin' ? 28 : 16);
  let pitch = 0, H = 0, L = 0;
  const racks = [];
  for (let a = 0; a < aisles; a++) {
    // opts.ulds (round 19): the stored units are AKEs as they are (kit.js akeRack), not drawers
    // opts.bins (round 19): the Box Storage System's units are open steel bins with their cargo (kit.js binRack),
    // not grey slabs; each aisle's loads from a generator of its own (its seed), so nothing else changes
    const r = rackAisle(rng, { kind, levels, bays, cranes: [rng.range(0.15, 0.45), rng.range(0.6, 0.85)], ulds: !!o.ulds && kind !== 'bin', bins: o.bins && kind === 'bin' ? 19190 + a : false });
    ({ L, H } = r.userData); pitch = r.userData.aisleW + r.userData.depth * 2 + 0.3;
    r.position.z = (a - (aisles - 1) / 2) * pitch; scene.add(r); racks.push(r);
  }
  // opts.service (round 7): the first aisle's second crane has run out of its aisle to the end of
  // its rail, in front of the racks, for its drive to be serviced (the drives of all 60 cranes were
  // renewed); its drive cabinet stands open and a new motor sits on its travel drive. Drawn without
  // rng, after the racks, so that the rest of the scene is the same as without it.
  const serviced = o.service ? racks[0].userData.cranes[1] : null;
  if (serviced) serviceCrane(serviced, L);
  // opts.infeed (round 20): the Container Storage System's hero: the nearer crane of an aisle ({ aisle, x, level }) at work near the
  // aisle's mouth, its carriage (and, with opts.carry, its AKE) lifted to rack level `level` (0: the lowest), and an AKE on the
  // roller deck of the aisle's transfer station in front of it (infeedStation, below); no rng, so nothing else moves
  // (the Box Storage System's card takes the crane's move and not the station: its bin goes up with the carriage)
  if (o.infeed) {
    const ra = racks[(o.infeed.aisle ?? 0) % aisles], c = ra.userData.cranes[1], { levelH } = ra.userData;
    c.position.x = L / 2 - (o.infeed.x ?? 4.5); c.userData.lift = (o.infeed.level ?? 1) * levelH + 0.06 - 1.1; c.userData.carriage.position.y = c.userData.lift + 0.55;
    if (c.userData.load) c.userData.load.position.y = c.userData.lift + 1.55; // (a box's position is its middle)
    // reach (-1..1): the crane stands at the nearest bay whose slot on that side (sign) and level is free, its bin that
    // far out of the carriage towards the slot, on its way in (a bin between the mast's two posts is hidden from the aisle's end)
    if (o.infeed.reach && c.userData.load) {
      const { bayW, stored, aisleW, depth } = ra.userData, side = Math.sign(o.infeed.reach), lv = o.infeed.level ?? 1;
      const b0 = Math.round((c.position.x + L / 2) / bayW - 0.5), b = [0, -1, 1, -2, 2, -3, 3].map((k) => b0 + k).find((k) => !stored.has(`${side}/${k}/${lv}`)) ?? b0;
      c.position.x = -L / 2 + (b + 0.5) * bayW; c.userData.load.position.z = o.infeed.reach * (aisleW / 2 + depth / 2);
    }
  }
  // opts.carry (round 8): in the Container Storage System (kind 'uld') each crane's carriage carries
  // a ULD on its base plate; drawn without rng, after the racks, so the rest of the scene stays
  if (o.carry && kind !== 'bin') {
    const shell = mat('#c3c8cc', 0.4, 0.7), plate = mat('#3a3f44', 0.5, 0.6), door = mat('#1f6fd1', 0.5, 0.2);
    let n = 0;
    for (const r of racks) for (const c of r.userData.cranes) {
      const y = c.userData.lift + 1.1;
      c.add(box(2.2, 0.08, 2.4, plate, 0, y, 0));
      // opts.netted (round 16): the box with blue door panels read, seen from the aisle, as a laptop
      // (a grey lid with a lit blue screen); the carriage carries a built-up pallet of taped cartons
      // under a blue net instead, from a generator of its own, so the rest of the scene is the same.
      // (A contoured AKE, kit.js uldAKE with its frame, was tried: its curtain face, which looks along
      // the aisle, read again as a grey box with a coloured panel.)
      if (o.netted) { const p = pallet(rngOf(16020 + n++), { h: 1.55, wrap: 'net', net: NETS[1], taped: true }); p.rotation.y = Math.PI / 2; p.position.y = y + 0.08; c.add(p); continue; }
      // opts.ulds (round 19) without opts.netted: an AKE as the racks hold them (kit.js uldContainer)
      if (o.ulds) { const u = uldContainer({ door: AKE_DOORS[n++ % AKE_DOORS.length] }); u.position.y = y + 0.08; c.add(u); continue; }
      c.add(box(2.0, 1.6, 2.2, shell, 0, y + 0.08, 0));
      for (const x of [-1.01, 1.01]) c.add(box(0.03, 1.3, 1.9, door, x, y + 0.22, 0)); // its blue door panels, front and back
    }
  }
  // opts.bins (round 19): a crane's bin is a bin with its load too (kit.js cargoBin, a generator of its own
  // per crane); the plain box stays, unseen, as the part a film and the stations move
  if (o.bins && kind === 'bin') {
    const hidden = new THREE.MeshBasicMaterial({ visible: false });
    let n = 0;
    for (const r of racks) for (const c of r.userData.cranes) { const l = c.userData.load; l.material = hidden; l.castShadow = false; l.add(cargoBin(rngOf(19290 + n), BIN_TONES[n++ % BIN_TONES.length])); }
  }
  // opts.filmAisle (round 19): the aisle the film's cranes run in (video-2 takes the fourth, whose cranes run clear of each other)
  const fa = (o.filmAisle ?? 0) % aisles;
  if (o.film && kind === 'bin') scene.userData.motion = craneRun(racks[fa]);
  const W = L + 24, D = aisles * pitch + 16;
  interior(renderer, scene, rng, { w: W, d: D, h: H + 4, floor: '#9a9c9c', wall: '#c6c9cb' }, { spacing: 5, intensity: 2.6 }, { key: 1.6, span: Math.max(W, D) / 2, height: H, env: 0.6 });
  for (let i = 0; i < 3; i++) pointLamp(scene, [-L / 2 + i * L / 2, H + 2, 0], '#fff1dd', 240, 60);
  // a maintenance walkway at the end with an engineer
  const ez = (0 - (aisles - 1) / 2) * pitch;
  const walkway = box(3, 0.1, D - 4, mat('#3f4448', 0.6, 0.7), L / 2 + 4, 0, 0); if (!o.bay && !o.upgrade) scene.add(walkway);
  const eng = person(rng, { top: '#1f5f8b', helmet: '#f5f5f0', pose: o.engineerPose ?? 'point' }); at(eng, L / 2 + 3.2, 0.1, ez + 0.5, -Math.PI / 2 - 0.4); if (!o.bay && !o.upgrade) scene.add(eng);
  const eng2 = person(rng, { top: '#3b3f46', helmet: '#f5f5f0' }); at(eng2, L / 2 + 4.2, 0.1, ez + 1.8, -Math.PI / 2 + 0.3); if (!o.bay && !o.upgrade) scene.add(eng2);
  // opts.bay (round 19): the walkway and its two engineers (drawn all the same) give way to a maintenance bay
  if (o.bay) maintenanceBay(scene, racks[1 % aisles], L, rngOf(20261919));
  // opts.upgrade (round 19): so do they to the Container Storage System's crane upgrade (upgradeCrane, below)
  if (o.upgrade) upgradeCrane(scene, racks[0], L, rngOf(20191919));
  if (o.infeed && kind !== 'bin') {
    const fz = infeedStation(scene, racks[(o.infeed.aisle ?? 0) % aisles], L);
    at(eng, L / 2 + 3.3, 0.1, fz + 2.1, -Math.PI / 2 - 0.5); at(eng2, L / 2 + 4.4, 0.1, fz + 3.0, -Math.PI / 2 - 0.2);
  }
  const z0 = ez;
  // opts.drone (round 9): an inspection drone [x, y, z] hovering in the racks (kit.js drone, which
  // draws nothing at random), added last, so that the rest of the scene is the same as without it
  if (o.drone) { const d = drone(); d.position.set(...o.drone); scene.add(d); }
  const sz = o.station ? pickStation(scene, racks[2 % aisles], L, rngOf(4301)) : 0;
  const { position: { x: cx }, userData: { lift } } = racks[1 % aisles].userData.cranes[1] ?? racks[1 % aisles].userData.cranes[0];
  return {
    // round 15: across the bin at the workstation of opts.station to its picker, the conveyor back to the crane at the aisle's mouth
    station: v([L / 2 + 11, 3.2, sz - 3.4], [L / 2 + 6, 1.2, sz + 1.2], 50),
    aisle: v([L / 2 + 2, kind === 'bin' ? 2.4 : 4, z0], [-L / 2, H * 0.45, z0], 48),
    // round 19: the film's establishing view (video-2): well back from the mouth of its aisle (opts.filmAisle) and above
    // it, the ends of the racks round it, its cranes down it
    aislewide: v([L / 2 + 15, H * 0.55, racks[fa].position.z + (racks[fa].position.z > 0 ? -3 : 3)], [L / 2 - 20, H * 0.4, racks[fa].position.z], 56),
    aislehigh: v([L / 2 + 1, H * 0.8, z0 + 0.3], [-L / 4, H * 0.35, z0], 55),
    end: v([L / 2 + 16, H * 0.55, D * 0.3], [0, H * 0.4, 0], 46),
    engineers: v([L / 2 + 8.5, 1.8, ez + 5], [L / 2 + 3.2, 1.4, ez + 0.8], 40),
    crane: v([L / 2 + 6, H * 0.35, z0 + 2.5], [-L / 2 + 0.3 * L, H * 0.45, z0], 34),
    up: v([L / 2 + 10, 1.7, -D * 0.35], [-L / 4, H * 0.5, D * 0.1], 44),
    // round 6: from above the end of the racks, down over their tops and the aisles between them
    top: v([L / 2 + 5, H + 5, -pitch * 1.2], [-L / 4, H * 0.55, pitch * 0.6], 44),
    // round 7: low beside the crane of opts.service at the end of its rail, up its mast past the open drive cabinet
    service: v([L / 2 + 6.5, 0.9, ez + 6.5], [L / 2 + 1.5, 4.2, ez], 50),
    // round 8: low in the second aisle, looking up at a crane and the bin on its carriage (a view only)
    carry: v([cx + 7, 1.2, racks[1 % aisles].position.z], [cx, lift + 1.1, racks[1 % aisles].position.z], 58),
    // round 16: from rack height in the second aisle, a few metres from its crane, down onto the ULD on its carriage
    gallery: v([cx + 5.5, lift + 3.4, racks[1 % aisles].position.z + 1.2], [cx, lift + 1.5, racks[1 % aisles].position.z], 52),
    // round 8: from low at the end of the second aisle, up it at its nearer crane (racks on both sides)
    middle: v([L / 2 + 3, 2.4, racks[1 % aisles].position.z], [cx, lift + 1.4, racks[1 % aisles].position.z], 46),
    // round 9: from the end walkway, up the first aisle at the drone of opts.drone
    // round 19: the maintenance bay of opts.bay, from its open side: the engineers at the crane, the aisle behind
    bay: v([L / 2 + 8.2, 1.75, racks[1 % aisles].position.z + 4.4], [L / 2 + 0.6, 1.75, racks[1 % aisles].position.z - 1.0], 40),
    // round 19: the crane of opts.upgrade at the end of the first aisle, its lift and its engineers, from the open floor beside them
    upgrade: v([L / 2 + 6.4, 2.3, ez + 9.4], [L / 2 + 2.4, 2.4, ez + 0.6], 44),
    drone: o.drone ? v([o.drone[0] + 4.2, o.drone[1] - 2.0, o.drone[2] + 0.35], o.drone, 52) : v([L / 2 + 3, 2.2, z0], [0, H / 2, z0], 52),
  };
}

/**
 * opts.bay of the storage scene (round 19, the BSS engineers' story): the story's picture showed two
 * engineers from behind on a blank dark slab. The second aisle's second crane has run out to the end of
 * its rail into a maintenance bay (a painted floor with a yellow and black border, a barrier of posts
 * and chain), its carriage lowered and its bin taken off, a cover of the carriage open. An apprentice
 * on a step ladder at the mast fits a positioning sensor, turned to the camera side; a senior
 * technician at the carriage reads the crane's data on a tablet; an open tool case and a case of
 * parts on the floor, a work lamp on a tripod lighting them. Its own generator; nothing else moves.
 */
function maintenanceBay(scene, rack, L, r) {
  const z = rack.position.z, x = L / 2 + 1.5;
  const crane = rack.userData.cranes[1]; crane.position.x = x;
  crane.userData.carriage.position.y = 0.35; if (crane.userData.load) crane.userData.load.visible = false;
  const yellow = mat('#f0c419', 0.5), black = mat('#1d1f22', 0.6), red = mat('#c8452f', 0.5, 0.2), steel = mat('#b8bec4', 0.3, 0.8), dark = mat('#2b2f34', 0.5, 0.4);
  // the carriage's side cover swung open: a grey panel on a hinge, the drive's modules inside
  const cover = box(1.2, 0.8, 0.03, mat('#d7dadc', 0.45, 0.3), 0.6, 0, 0); cover.position.set(x - 0.6, 0.5, z + 0.72); cover.rotation.y = -1.2; scene.add(cover);
  for (let k = 0; k < 4; k++) { scene.add(box(0.22, 0.3, 0.02, mat('#9fb8d0', 0.5, 0.3), x - 0.45 + k * 0.3, 0.62, z + 0.71)); scene.add(box(0.03, 0.03, 0.01, glow(k === 2 ? '#f2b134' : '#3de07a', 2.2), x - 0.4 + k * 0.3, 0.88, z + 0.725)); }
  // the bay's floor: paler paint inside a yellow and black hatched border
  const bx = x + 1.2, bw = 6.4, bd = 6.4;
  scene.add(box(bw, 0.012, bd, mat('#b9bcbc', 0.7), bx, 0.002, z));
  const hatch = parts.canvasTex(64, 16, (ctx, w, h) => { ctx.fillStyle = '#f0c419'; ctx.fillRect(0, 0, w, h); ctx.fillStyle = '#1d1f22'; for (let i = -16; i < w; i += 16) { ctx.beginPath(); ctx.moveTo(i, h); ctx.lineTo(i + 8, 0); ctx.lineTo(i + 16, 0); ctx.lineTo(i + 8, h); ctx.fill(); } }, [bw * 2, 1]);
  const hm = new THREE.MeshStandardMaterial({ map: hatch, roughness: 0.6 });
  for (const [cx, cz, w, d, ry] of [[bx, z - bd / 2, bw, 0.15, 0], [bx, z + bd / 2, bw, 0.15, 0], [bx + bw / 2, z, bd, 0.15, Math.PI / 2]]) { const b = box(w, 0.014, d, hm, 0, 0.003, 0); at(b, cx, 0.003, cz, ry); scene.add(b); }
  // a barrier of yellow posts and a chain along the bay's open side
  for (let k = 0; k < 5; k++) { const pz = z - 2.8 + k * 1.4; scene.add(at(cyl(0.2, 0.22, 0.06, black, 16), bx + bw / 2 - 0.3, 0.03, pz)); const p = cyl(0.035, 0.035, 0.95, yellow, 10); p.position.set(bx + bw / 2 - 0.3, 0.5, pz); scene.add(p); if (k < 4) { const c = taper([bx + bw / 2 - 0.3, 0.9, pz], [bx + bw / 2 - 0.3, 0.9, pz + 1.4], 0.012, 0.012, red, 6); scene.add(c); } }
  // the step ladder at the mast's side, the apprentice on it fitting a sensor, turned to the camera
  const lad = new THREE.Group(); lad.position.set(x + 1.0, 0, z - 0.95); lad.rotation.y = Math.PI / 2; scene.add(lad);
  for (const sx of [-0.24, 0.24]) { lad.add(taper([sx, 0, 0.4], [sx, 1.08, 0.08], 0.025, 0.025, steel, 8)); lad.add(taper([sx, 0, -0.4], [sx, 1.08, -0.06], 0.022, 0.022, yellow, 8)); }
  for (let k = 1; k <= 2; k++) { const y = k * 0.36, t = box(0.5, 0.03, 0.14, steel, 0, y - 0.015, 0.4 - (y / 1.08) * 0.32); lad.add(t); }
  lad.add(box(0.56, 0.05, 0.4, yellow, 0, 1.08, 0.01));
  const app = person(r, { top: '#1f5f8b', vestColor: '#ff7a1a', helmet: '#f5f5f0', pose: 'work', hair: 'long', gloves: '#2b2f34' });
  at(app, x + 1.0, 1.13, z - 0.9, 0); scene.add(app);
  reach(app, 0, [-0.3, 1.55, 0.5]); reach(app, 1, [-0.1, 1.42, 0.45]);
  const sensor = box(0.09, 0.07, 0.06, mat('#2f6db5', 0.4, 0.3), 0, 0, 0); grip(app, 0, at(sensor, -0.32, 1.57, 0.55));
  const driver = taper([0, 0, 0], [0, 0.22, 0], 0.012, 0.008, red, 8); grip(app, 1, at(driver, -0.1, 1.42, 0.47));
  // the technician kneeling at the open tool case, the crane's data on the tablet in his other hand, turned to the camera
  const tech = person(r, { top: '#3b3f46', vestColor: '#e9f23a', helmet: '#f5f5f0', pose: 'kneel' });
  at(tech, x + 1.6, 0, z + 1.2, 0.8); scene.add(tech);
  const wrench = box(0.03, 0.02, 0.2, steel, 0, 0, 0);
  reach(tech, 0, [-0.05, 0.32, 0.5]); grip(tech, 0, at(wrench, -0.05, 0.3, 0.55));
  const tb = new THREE.Group(); tb.add(box(0.25, 0.18, 0.012, mat('#15181c', 0.3, 0.4))); const tsc = screenOf(parts.screenTex(r, 'bars'), 0.22, 0.15); tsc.position.z = 0.007; tb.add(tsc);
  reach(tech, 1, [0.22, 0.85, 0.32]); tb.position.set(0.2, 0.95, 0.36); tb.rotation.set(-0.5, -0.5, 0); grip(tech, 1, tb);
  // the open tool case and a case of parts on the floor, a spare sensor's box on the carriage
  const tc = new THREE.Group(); tc.add(box(0.62, 0.2, 0.38, red)); tc.add(box(0.56, 0.02, 0.32, dark, 0, 0.19, 0));
  const lid = box(0.62, 0.05, 0.38, red, 0, 0, 0.19); lid.geometry.translate(0, 0, 0); lid.position.set(0, 0.2, -0.19); lid.rotation.x = -1.9; tc.add(lid);
  for (let k = 0; k < 6; k++) { const t = box(0.03 + (k % 2) * 0.03, 0.025, 0.2 + (k % 3) * 0.04, k % 3 ? steel : yellow, -0.22 + k * 0.09, 0.2, 0.02); t.rotation.y = (k - 3) * 0.08; tc.add(t); }
  at(tc, x + 1.95, 0, z + 1.6, 0.8); scene.add(tc);
  scene.add(at(box(0.5, 0.32, 0.36, mat('#3a4652', 0.5, 0.3)), x + 2.0, 0, z - 1.4, 0.3));
  scene.add(at(box(0.22, 0.12, 0.16, mat('#e8e4dc', 0.8)), x - 0.35, 1.46, z + 0.2, 0.2));
  // the work lamp on its tripod, lighting the two from the bay's open side
  const lamp = new THREE.Group(); lamp.position.set(x + 3.6, 0, z - 1.9); scene.add(lamp);
  for (let k = 0; k < 3; k++) { const a = (k * 2 * Math.PI) / 3; lamp.add(taper([Math.sin(a) * 0.4, 0, Math.cos(a) * 0.4], [0, 1.3, 0], 0.015, 0.015, dark, 6)); }
  lamp.add(taper([0, 1.3, 0], [0, 1.9, 0], 0.02, 0.02, dark, 6));
  const head = box(0.32, 0.24, 0.1, mat('#f0c419', 0.5), 0, 1.9, 0); head.rotation.y = -0.9; lamp.add(head);
  const lens = mesh(new THREE.PlaneGeometry(0.26, 0.18), glow('#fff4dc', 3), { cast: false }); lens.position.set(-0.05, 2.02, 0.04); lens.rotation.y = -0.9 - Math.PI; lamp.add(lens);
  pointLamp(scene, [x + 3.4, 2.0, z - 1.6], '#fff1dd', 18, 9);
  pointLamp(scene, [x + 5.5, 2.6, z + 2.6], '#f4f6ff', 14, 10);
}

/**
 * opts.upgrade of the storage scene (round 19, the Container Storage System's card on its 2019
 * modernisation: new drives, sensors and control system on all 40 cranes, predictive maintenance). Its
 * picture showed two engineers from behind on a blank dark slab. The first aisle's second crane has run
 * out to the end of its rail, its carriage lowered to the floor; the new control cabinet at the foot of its
 * mast stands open (rows of modules, green lights, one amber). An engineer on a scissor lift beside the
 * mast fits a sensor to it, turned to the camera; a second, on the floor, reads the crane's data on a
 * tablet, facing the camera, an open tool case and a parts case at his feet. Its own generator r; drawn
 * after the rest of the scene. (K's maintenance bay of the BSS, opts.bay, is a yellow crane in a hatched
 * bay with a step ladder; this one is white, in the open end of a container aisle, with a lift.)
 */
function upgradeCrane(scene, rack, L, r) {
  const z = rack.position.z, x = L / 2 + 1.8;
  const crane = rack.userData.cranes[1]; crane.position.x = x;
  const grey = mat('#d7dadc', 0.45, 0.3), dark = mat('#2a2e33', 0.5, 0.4), steel = mat('#b8bec4', 0.3, 0.8), red = mat('#c8452f', 0.5, 0.2);
  const orange = mat('#e0621b', 0.5, 0.2), black = mat('#1d1f22', 0.6);
  // the control cabinet on the near mast's outer face, its door swung open towards the camera's side
  const cx = x + 0.675 + 0.16;
  scene.add(box(0.32, 1.3, 0.62, grey, cx, 0.85, z));
  scene.add(box(0.02, 1.18, 0.54, dark, cx + 0.165, 0.91, z));
  for (let row = 0; row < 4; row++) for (let c = 0; c < 3; c++) {
    scene.add(box(0.03, 0.22, 0.15, mat('#c9cdd1', 0.5, 0.3), cx + 0.18, 0.98 + row * 0.27, z - 0.17 + c * 0.17));
    scene.add(box(0.01, 0.025, 0.025, glow(row === 2 && c === 0 ? '#f2b134' : '#3de07a', 2.4), cx + 0.2, 1.15 + row * 0.27, z - 0.14 + c * 0.17));
  }
  const door = box(0.03, 1.3, 0.62, grey, 0, 0, 0); door.geometry.translate(0, 0, 0.31); door.position.set(cx + 0.16, 0.85, z + 0.31); door.rotation.y = 1.75; scene.add(door);
  // the scissor lift: a chassis on four wheels, three stages of crossed arms, a railed deck whose
  // extension runs out over the cabinet to the mast
  const lx = x + 2.0, lz = z + 0.1, deck = 2.4;
  scene.add(box(1.25, 0.32, 0.78, orange, lx, 0.12, lz));
  for (const [dx, dz] of [[-0.45, -0.4], [0.45, -0.4], [-0.45, 0.4], [0.45, 0.4]]) { const w = cyl(0.12, 0.12, 0.1, black, 14); w.rotation.x = Math.PI / 2; w.position.set(lx + dx, 0.12, lz + dz); scene.add(w); }
  const y0 = 0.44, stage = (deck - 0.1 - y0) / 3;
  for (let k = 0; k < 3; k++) for (const dz of [-0.36, 0.36]) {
    const a = y0 + k * stage, b = a + stage;
    scene.add(taper([lx - 0.55, a, lz + dz], [lx + 0.55, b, lz + dz], 0.03, 0.03, dark, 6));
    scene.add(taper([lx + 0.55, a, lz + dz], [lx - 0.55, b, lz + dz], 0.03, 0.03, dark, 6));
  }
  scene.add(box(1.3, 0.08, 0.82, orange, lx, deck - 0.1, lz));
  scene.add(box(0.95, 0.05, 0.7, steel, lx - 1.1, deck - 0.07, lz)); // the extension deck, out towards the mast
  for (const [ax, az, bx, bz] of [[lx + 0.63, lz - 0.4, lx + 0.63, lz + 0.4], [lx - 1.55, lz - 0.4, lx + 0.63, lz - 0.4], [lx - 1.55, lz + 0.4, lx + 0.63, lz + 0.4]]) {
    for (const h of [0.55, 1.05]) scene.add(taper([ax, deck + h, az], [bx, deck + h, bz], 0.022, 0.022, orange, 6));
  }
  for (const [px, pz] of [[lx + 0.63, lz - 0.4], [lx + 0.63, lz + 0.4], [lx - 1.55, lz - 0.4], [lx - 1.55, lz + 0.4], [lx - 0.5, lz - 0.4], [lx - 0.5, lz + 0.4]]) scene.add(taper([px, deck - 0.05, pz], [px, deck + 1.07, pz], 0.022, 0.022, orange, 6));
  // the engineer on it, at the deck's end by the mast, turned to the camera, fitting a sensor at his right hand
  const up = person(r, { top: '#1f5f8b', vestColor: '#ff7a1a', helmet: '#f5f5f0', pose: 'work', gloves: '#2b2f34' });
  at(up, x + 0.98, deck - 0.02, z + 0.05, 0.1); scene.add(up);
  up.updateMatrixWorld(true);
  const local = (p) => up.worldToLocal(new THREE.Vector3(...p)).toArray();
  reach(up, 0, local([x + 0.72, deck + 1.38, z + 0.12])); reach(up, 1, local([x + 0.82, deck + 1.28, z + 0.3]));
  scene.add(box(0.08, 0.1, 0.12, mat('#2f6db5', 0.4, 0.3), x + 0.715, deck + 1.33, z + 0.12));
  const driver = taper([0, 0, 0], [0, 0.2, 0], 0.012, 0.008, red, 8); grip(up, 1, at(driver, ...local([x + 0.82, deck + 1.28, z + 0.3])));
  // the engineer on the floor, facing the camera, the crane's data on the tablet in his left hand, pointing up at the sensor
  const eng = person(r, { top: '#3b3f46', vestColor: '#e9f23a', helmet: '#f5f5f0' });
  at(eng, x + 1.5, 0, z + 2.6, 0.3); scene.add(eng); eng.updateMatrixWorld(true);
  const tb = new THREE.Group(); tb.add(box(0.27, 0.19, 0.012, mat('#15181c', 0.3, 0.4)));
  const tsc = screenOf(parts.screenTex(r, 'bars'), 0.24, 0.16); tsc.position.set(0, 0.095, 0.007); tb.add(tsc);
  reach(eng, 1, [0.2, 1.02, 0.32]); tb.position.set(0.16, 1.0, 0.36); tb.rotation.set(-0.75, 0.35, 0); grip(eng, 1, tb);
  reachTo(eng, 0, [x + 0.75, deck + 1.3, z + 0.15]);
  // the open tool case and a case of parts at his feet
  const tc = new THREE.Group(); tc.add(box(0.62, 0.2, 0.38, red)); tc.add(box(0.56, 0.02, 0.32, dark, 0, 0.19, 0));
  const lid = box(0.62, 0.05, 0.38, red, 0, 0, 0); lid.position.set(0, 0.2, -0.19); lid.rotation.x = -1.9; tc.add(lid);
  for (let k = 0; k < 6; k++) { const t = box(0.03 + (k % 2) * 0.03, 0.025, 0.2 + (k % 3) * 0.04, k % 3 ? steel : mat('#f0c419', 0.5), -0.22 + k * 0.09, 0.2, 0.02); t.rotation.y = (k - 3) * 0.08; tc.add(t); }
  at(tc, x + 2.35, 0, z + 2.5, 0.3); scene.add(tc);
  scene.add(at(box(0.5, 0.32, 0.36, mat('#3a4652', 0.5, 0.3)), x + 3.3, 0, z + 1.4, 0.3));
  pointLamp(scene, [x + 5, 3.2, z + 4], '#fff1dd', 16, 12);
}

/**
 * opts.station of the storage scene (round 15): the Box Storage System's output, at the end of the third
 * aisle. The aisle's second crane has run out to the end of its rail with its carriage lowered,
 * handing its bin to a roller conveyor that runs out over the walkway to a workstation, where the
 * bin stands open (cartons in it, a green pick light on its rim) before a picker with a screen of
 * the order. Drawn from a generator of its own, after the rest of the scene; returns the aisle's z.
 */
function pickStation(scene, rack, L, r) {
  const z = rack.position.z, top = 0.45, x0 = L / 2 + 8.6; // the conveyor's top, the station's bin
  const crane = rack.userData.cranes[1]; crane.position.x = L / 2 + 1.4;
  crane.userData.carriage.position.y = top - 1.1; crane.userData.load.position.y = top;
  const rollers = parts.canvasTex(64, 64, (ctx, w, h) => { ctx.fillStyle = '#8c9399'; ctx.fillRect(0, 0, w, h); ctx.fillStyle = '#4a5056'; for (let x = 0; x < w; x += 16) ctx.fillRect(x, 0, 5, h); }, [40, 1]);
  const steel = mat('#9fa6ad', 0.35, 0.8), frame = mat('#2f6db5', 0.45, 0.5), yellow = mat('#f0c419', 0.5);
  const len = x0 + 0.8 - (L / 2 + 2.6), cx = L / 2 + 2.6 + len / 2;
  scene.add(box(len, 0.1, 1.3, new THREE.MeshStandardMaterial({ map: rollers, roughness: 0.4, metalness: 0.7 }), cx, top - 0.1, z));
  for (const dz of [-0.7, 0.7]) scene.add(box(len, 0.16, 0.08, frame, cx, top - 0.12, z + dz));
  for (let x = L / 2 + 3; x < x0 + 0.8; x += 1.8) for (const dz of [-0.62, 0.62]) scene.add(box(0.08, top - 0.12, 0.08, steel, x, 0, z + dz));
  // the bins: one on its way, one open at the station with cartons and a pick light
  const binM = mat('#3e6e9e', 0.6, 0.1);
  scene.add(box(1.3, 0.9, 1.2, mat('#4f5a63', 0.6, 0.1), L / 2 + 5.4, top, z));
  const b = new THREE.Group(); b.position.set(x0, top, z); scene.add(b);
  b.add(box(1.3, 0.06, 1.2, binM, 0, 0, 0));
  for (const dz of [-0.57, 0.57]) b.add(box(1.3, 0.9, 0.06, binM, 0, 0, dz));
  for (const dx of [-0.62, 0.62]) b.add(box(0.06, 0.9, 1.2, binM, dx, 0, 0));
  for (const [dx, dz, w, h, d, c] of [[-0.3, -0.2, 0.5, 0.45, 0.55, '#c49a6c'], [0.28, -0.25, 0.45, 0.6, 0.45, '#d2ab7c'], [0.25, 0.3, 0.5, 0.35, 0.4, '#e2d3b8'], [-0.32, 0.3, 0.35, 0.55, 0.35, '#b88a58']]) {
    const c2 = box(w, h, d, mat(c, 0.8), dx, 0.06, dz); c2.rotation.y = r.range(-0.15, 0.15); b.add(c2);
  }
  b.add(box(1.2, 0.05, 0.05, glow('#3dff8a', 2.2), 0, 0.92, -0.6));
  // the screen on its post at the picker's side, turned to the picker; a stop at the conveyor's end
  const post = cyl(0.04, 0.04, 1.7, steel, 8); post.position.set(x0 - 1.0, 0.85, z + 0.55); scene.add(post);
  const scr = new THREE.Group(); scr.position.set(x0 - 0.97, 1.75, z + 0.56); scr.rotation.y = 1.28; scene.add(scr);
  scr.add(box(0.62, 0.42, 0.05, mat('#6b7178', 0.45, 0.4), 0, -0.21, 0));
  const face = screenOf(parts.screenTex(r, 'bars'), 0.56, 0.36, 1.1);
  face.position.set(0, 0, 0.03); scr.add(face);
  scene.add(box(0.1, 0.35, 1.4, yellow, x0 + 0.9, top - 0.1, z));
  // the picker, on the near side, facing the bin and reaching into it
  const picker = at(person(r, { top: '#27496d', vestColor: '#ff7a1a', pose: 'work' }), x0 - 0.1, 0, z + 1.1, Math.PI); scene.add(picker);
  // the station's floor markings: a yellow box round the picker's place
  for (const [dx, dz, w, d] of [[0, 0.75, 2.4, 0.08], [0, 1.95, 2.4, 0.08], [-1.2, 1.35, 0.08, 1.2], [1.2, 1.35, 0.08, 1.2]]) scene.add(box(w, 0.012, d, yellow, x0 + dx, 0.005, z + dz));
  return z;
}

/**
 * opts.infeed of the storage scene (round 20): the transfer station at the mouth of the Container Storage
 * System's first aisle: a powered roller deck on legs from the end of the aisle out to the walkway, an AKE
 * on it, its fabric door turned out of the aisle, waiting for the crane; yellow guard posts at its corners.
 */
function infeedStation(scene, rack, L) {
  const z = rack.position.z, top = 0.5, x0 = L / 2 + 0.3, len = 2.9, cx = x0 + len / 2;
  const rollers = parts.canvasTex(64, 64, (ctx, w, h) => { ctx.fillStyle = '#8c9399'; ctx.fillRect(0, 0, w, h); ctx.fillStyle = '#4a5056'; for (let x = 0; x < w; x += 16) ctx.fillRect(x, 0, 5, h); }, [8, 1]);
  const steel = mat('#9fa6ad', 0.35, 0.8), frame = mat('#2f6db5', 0.45, 0.5), yellow = mat('#f0c419', 0.5);
  scene.add(box(len, 0.1, 2.4, new THREE.MeshStandardMaterial({ map: rollers, roughness: 0.4, metalness: 0.7 }), cx, top - 0.1, z));
  for (const dz of [-1.25, 1.25]) scene.add(box(len, 0.18, 0.1, frame, cx, top - 0.14, z + dz));
  for (const x of [x0 + 0.2, x0 + len - 0.2]) for (const dz of [-1.1, 1.1]) scene.add(box(0.1, top - 0.14, 0.1, steel, x, 0, z + dz));
  for (const dz of [-1.55, 1.55]) { const p = cyl(0.06, 0.06, 1.1, yellow, 10); p.position.set(x0 + len + 0.1, 0.55, z + dz); scene.add(p); }
  const u = uldContainer({ door: AKE_DOORS[0] }); u.rotation.y = Math.PI / 2; u.position.set(cx, top, z); scene.add(u);
  return z;
}

/** The crane of opts.service: moved to the end of its rail (x = L / 2 + 1.6), with an open drive cabinet and a travel motor. */
function serviceCrane(crane, L) {
  crane.position.x = L / 2 + 1.6;
  const grey = mat('#d7dadc', 0.45, 0.3), dark = mat('#2a2e33', 0.5, 0.4), motor = mat('#3d6e9e', 0.4, 0.5);
  // the travel drive at the crane's outer end: a blue motor and its gearbox on the base
  const m = cyl(0.22, 0.22, 0.55, motor, 20); m.rotation.x = Math.PI / 2; m.position.set(0.95, 0.98, 0.2); crane.add(m);
  crane.add(box(0.36, 0.4, 0.34, dark, 0.95, 0.76, -0.28));
  for (let k = 0; k < 5; k++) { const fin = cyl(0.235, 0.235, 0.025, dark, 20); fin.rotation.x = Math.PI / 2; fin.position.set(0.95, 0.98, 0.02 + k * 0.09); crane.add(fin); }
  // the drive cabinet on the mast, facing +z, its door swung open: rows of modules and green lights
  crane.add(box(0.7, 1.3, 0.35, grey, 0, 0.9, 0.45));
  crane.add(box(0.6, 1.16, 0.02, dark, 0, 0.97, 0.63));
  for (let r = 0; r < 4; r++) for (let c = 0; c < 3; c++) {
    crane.add(box(0.15, 0.2, 0.03, mat('#c9cdd1', 0.5, 0.3), -0.19 + c * 0.19, 1.05 + r * 0.27, 0.645));
    crane.add(box(0.025, 0.025, 0.01, glow(r === 1 && c === 2 ? '#f2b134' : '#3de07a', 2.4), -0.16 + c * 0.19, 1.21 + r * 0.27, 0.665));
  }
  const door = box(0.7, 1.3, 0.03, grey, 0.35, 0.9, 0.64); door.geometry.translate(0.35, 0, 0); door.position.x = 0.35; door.rotation.y = -1.9; crane.add(door);
}

/**
 * A film in the aisle the camera flies down (the first): the crane nearer the camera runs ahead of
 * it to a free slot high on one side and stores its bin there; the far crane fetches a bin from a
 * slot on the other side, lowers it and carries it off towards the end of the aisle.
 */
function craneRun(rack) {
  const { L, bayW, levelH, cranes, stored, aisleW, depth } = rack.userData;
  const [far, near] = [...cranes].sort((a, b) => a.position.x - b.position.x);
  const reach = aisleW / 2 + depth / 2; // from the aisle's middle to a bin's place in the rack
  // a free slot on a side and level, the bay nearest x; the carriage height that puts a bin there
  const slot = (side, x, level) => { const b0 = Math.round((x + L / 2) / bayW - 0.5); for (let k = 0; k < 12; k++) for (const b of [b0 + k, b0 - k]) if (!stored.has(`${side}/${b}/${level}`)) return -L / 2 + (b + 0.5) * bayW; return -L / 2 + (b0 + 0.5) * bayW; };
  const liftFor = (level) => level * levelH + 0.06 - 1.1;
  const xs = slot(1, -2, 6), ls = liftFor(6), xr = slot(-1, -11, 3), lr = liftFor(3);
  const put = keyframes([[0, near.position.x, near.userData.lift, 0], [5, xs, near.userData.lift, 0], [7, xs, ls, 0], [8.5, xs, ls, 1], [9.5, xs, ls, 0], [12, xs, 1, 0], [17, xs - 4, 1, 0]]);
  const fetch = keyframes([[1.5, far.position.x, far.userData.lift, 0], [6.5, xr, lr, 0], [8, xr, lr, 1], [10.5, xr, 0.6, 1], [17, Math.max(-L / 2 + 2, xr - 7), 0.6, 1]]);
  for (const c of cranes) { moving(c); moving(c.userData.carriage); moving(c.userData.load); }
  const place = (crane, x, lift) => { crane.position.x = x; crane.userData.carriage.position.y = lift + 0.55; };
  return (t) => {
    const [x1, l1, s1] = put(t);
    place(near, x1, l1);
    // its bin rides on the carriage, goes into the rack at 8.5 s and stays there
    near.userData.load.position.set(t < 8.5 ? 0 : xs - x1, (t < 8.5 ? l1 : ls) + 1.55, reach * (t < 8.5 ? s1 : 1));
    const [x2, l2, s2] = fetch(t);
    place(far, x2, l2);
    // the fetched bin waits in its slot until the carriage is level with it at 6.5 s
    far.userData.load.position.set(t < 8 ? xr - x2 : 0, (t < 6.5 ? lr : l2) + 1.55, -reach * (1 - s2));
  };
}

// --------------------------------------------------------------------------------------------
// The hall's groups of people: each a group facing +z from its origin, placed by a shot's
// opts.groups, each with its own number of people, clothes, hi-vis and poses.
/** A figure at (x, z) of its group, turned towards the point (tx, tz). */
const facing = (fig, x, z, tx, tz) => at(fig, x, 0, z, Math.atan2(tx - x, tz - z));
/** A tablet held in both hands of a figure in the 'work' pose, its screen lit. */
function tablet(fig, rng) {
  const t = box(0.27, 0.015, 0.2, mat('#15181c', 0.3, 0.4), 0, 1.2, 0.46); t.rotation.x = -0.55; fig.add(t);
  const s = screenOf(parts.screenTex(rng, 'plan'), 0.24, 0.17, 0.9);
  s.position.set(0, 1.216, 0.455); s.rotation.x = -Math.PI / 2 - 0.55; fig.add(s);
  // the hands at its lower corners, the forearms below it (bent as in the 'work' pose they lay over it)
  for (const [i, arm] of fig.userData.limbs.arms.entries()) { arm.rotation.set(-0.6, 0, (i ? -1 : 1) * 0.28); arm.userData.elbow.rotation.x = -0.6; }
  return fig;
}
/**
 * A counterbalance forklift, forks towards +z, carrying a skid of cartons, its driver seated. The
 * skid rests on the forks in front of the mast, lifted 0.3 m off the floor (round 4: at floor
 * level, seen past the overhead guard, a pallet behind the truck read as a load on its roof).
 */
function forklift(rng) {
  const g = new THREE.Group();
  const paint = mat('#e39a17', 0.45, 0.2), dark = mat('#26282b', 0.6, 0.5), steel = mat('#3a3d40', 0.4, 0.8);
  // round 17: the truck was a painted box with a plate on four sticks; now a chassis between the
  // wheels, mudguards over the drive wheels, a cowl with the steering column, the battery hood the
  // seat stands on, a counterweight rounded at the back, an overhead guard of slats, tyres on hubs
  g.add(box(0.9, 0.32, 1.75, dark, 0, 0.14, -0.22)); // chassis
  g.add(box(1.04, 0.1, 0.55, paint, 0, 0.46, 0.12)); // floor plate
  const cowl = box(1.04, 0.5, 0.3, paint, 0, 0.5, 0.55); cowl.rotation.x = -0.12; g.add(cowl);
  for (const x of [-0.5, 0.5]) { const guard = mesh(new THREE.CylinderGeometry(0.36, 0.36, 0.26, 20, 1, true, -Math.PI / 2, Math.PI), paint); guard.material.side = THREE.DoubleSide; guard.rotation.z = Math.PI / 2; guard.position.set(x, 0.3, 0.55); g.add(guard); }
  g.add(box(1.0, 0.58, 0.75, paint, 0, 0.47, -0.48)); // battery hood, the seat on it
  g.add(box(1.12, 0.62, 0.32, paint, 0, 0.42, -0.98)); // counterweight, rounded behind, on a black bumper
  { const back = cyl(0.56, 0.56, 0.62, paint, 24); back.scale.z = 0.42; back.position.set(0, 0.73, -1.13); g.add(back); }
  { const bumper = cyl(0.57, 0.57, 0.14, dark, 24); bumper.scale.z = 0.43; bumper.position.set(0, 0.46, -1.13); g.add(bumper); }
  g.add(taper([0, 0.98, 0.5], [0, 1.42, 0.28], 0.035, 0.03, dark, 8)); // steering column
  // the overhead guard: front posts leaning back from the cowl, rear posts on the counterweight
  for (const x of [-0.5, 0.5]) { g.add(taper([x, 0.95, 0.62], [x, 2.15, 0.45], 0.035, 0.035, dark, 8)); g.add(taper([x, 1.0, -1.0], [x, 2.15, -0.95], 0.035, 0.035, dark, 8)); }
  for (const x of [-0.5, 0.5]) g.add(box(0.06, 0.06, 1.45, dark, x, 2.13, -0.25));
  for (let k = 0; k < 7; k++) g.add(box(1.06, 0.04, 0.05, dark, 0, 2.15, -0.9 + k * 0.22));
  for (const x of [-0.5, 0.5]) { const lamp = cyl(0.06, 0.06, 0.06, glow('#fff4d8', 1.6), 12); lamp.rotation.x = Math.PI / 2; lamp.position.set(x, 2.02, 0.5); g.add(lamp); }
  const tyre = mat('#141414', 0.9), hub = mat('#b9bcbf', 0.4, 0.7);
  for (const [x, z, r] of [[-0.5, 0.55, 0.3], [0.5, 0.55, 0.3], [-0.48, -0.95, 0.24], [0.48, -0.95, 0.24]]) {
    const w = cyl(r, r, 0.22, tyre, 20); w.rotation.z = Math.PI / 2; w.position.set(x, r, z); g.add(w);
    const h = cyl(r * 0.55, r * 0.55, 0.23, hub, 16); h.rotation.z = Math.PI / 2; h.position.set(x, r, z); g.add(h);
  }
  // the mast: outer and inner channels, a crosshead, the lift chains and the tilt cylinders
  for (const x of [-0.38, 0.38]) { g.add(box(0.09, 2.5, 0.12, dark, x, 0.05, 0.85)); g.add(box(0.06, 2.3, 0.08, steel, x * 0.8, 0.2, 0.86)); g.add(box(0.02, 2.0, 0.02, steel, x * 0.45, 0.4, 0.93)); }
  g.add(box(0.85, 0.1, 0.12, dark, 0, 2.45, 0.85));
  for (const x of [-0.42, 0.42]) g.add(taper([x, 0.75, 0.62], [x, 1.05, 0.82], 0.04, 0.03, steel, 8));
  // the carriage, lifted 0.3 m, with its load backrest, and the two forks reaching forward from it
  const lift = 0.3, slab = 0.05;
  g.add(box(0.9, 0.35, 0.06, dark, 0, lift, 0.94));
  for (const x of [-0.42, 0, 0.42]) g.add(box(0.05, 0.75, 0.04, dark, x, lift + 0.35, 0.95));
  g.add(box(0.9, 0.05, 0.05, dark, 0, lift + 1.08, 0.95));
  for (const x of [-0.28, 0.28]) { g.add(box(0.12, 0.45, 0.05, steel, x, lift, 0.99)); g.add(box(0.12, slab, 1.15, steel, x, lift, 1.55)); }
  g.add(at(cartonSkid(rng, 3), 0, lift + slab, 1.6)); // on the forks
  g.add(box(0.5, 0.08, 0.45, mat('#222', 0.8), 0, 1.05, -0.45)); // seat
  g.add(box(0.5, 0.5, 0.08, mat('#222', 0.8), 0, 1.1, -0.7));
  const wheel = cyl(0.17, 0.17, 0.04, dark, 14); wheel.rotation.x = -0.9; wheel.position.set(0, 1.45, 0.25); g.add(wheel);
  g.add(at(person(rng, { pose: 'sit', top: '#3b3f46', vestColor: VESTS[0], helmet: '#f5f5f0' }), 0, 0.65, -0.55));
  const beacon = mesh(new THREE.SphereGeometry(0.08, 10, 8), glow('#ffa31a', 3)); beacon.position.set(0.45, 2.25, -0.9); g.add(beacon);
  return g;
}
/** A trophy: a gold cup with two handles on a dark base, no lettering (its foot at the origin). */
function trophyCup() {
  const cup = new THREE.Group(), gold = mat('#d4a72c', 0.25, 1.0);
  cup.add(box(0.16, 0.06, 0.16, mat('#1c1d20', 0.4, 0.3), 0, 0, 0));
  const bowl = cyl(0.14, 0.06, 0.28, gold, 20); bowl.position.y = 0.24; cup.add(bowl);
  const stem = cyl(0.03, 0.03, 0.08, gold, 12); stem.position.y = 0.08; cup.add(stem);
  for (const sx of [-1, 1]) { const ear = mesh(new THREE.TorusGeometry(0.05, 0.012, 6, 14, Math.PI), gold); ear.rotation.z = -sx * Math.PI / 2; ear.position.set(sx * 0.13, 0.3, 0); cup.add(ear); }
  return cup;
}
const HALL_GROUPS = {
  // round 16: a course visit of the IATA Cargo Introductory Course: an instructor in a white shirt
  // and helmet points at a built-up pallet on the workstation 2.2 m ahead; seven trainees in orange
  // vests and white visitor helmets stand round him in a half circle, two with clipboards
  course: (rng) => {
    const g = new THREE.Group();
    g.add(facing(person(rng, { top: '#f2f2ee', vest: false, helmet: '#f5f5f0', pose: 'point', points: -1, legs: '#1d2230' }), 1.3, -0.2, 0.2, -2.2));
    const board = mat('#6b4f33', 0.7), paper = mat('#f6f5f0', 0.7);
    [[-1.6, -0.1], [-1.1, 0.8], [-0.3, 1.35], [0.6, 1.6], [1.5, 1.45], [2.3, 0.9], [-2.2, 0.75]].forEach(([x, z], k) => {
      const clip = k === 1 || k === 4;
      const f = person(rng, { top: ['#27496d', '#6d7f6a', '#3b3f46', '#c9b8a6', '#9fb8d0', '#2e3f5c', '#4a4f57'][k], vestColor: VESTS[0], helmet: '#f5f5f0', pose: clip ? 'work' : 'stand', hair: k % 3 === 2 ? 'long' : 'short' });
      if (clip) { f.add(box(0.24, 0.012, 0.32, board, 0, 1.18, 0.42)); f.add(box(0.2, 0.014, 0.26, paper, 0, 1.19, 0.43)); }
      g.add(facing(f, x, z, 0.4, -1.4));
    });
    return g;
  },
  // round 16: two handlers netting a pallet on the workstation 1.8 m ahead: the net is over it, and
  // each at a corner reaches up to its top edge to hook it down
  netting: (rng) => {
    const g = new THREE.Group();
    [[-1.85, -0.55, '#1f5f8b', VESTS[0]], [1.85, -0.45, '#4a4f57', VESTS[1]]].forEach(([x, z, top, vestColor], k) => {
      const f = facing(person(rng, { top, vestColor, helmet: k ? null : '#2d6cc0', pose: 'work', gloves: '#3a3a3a' }), x, z, 0, -1.8);
      for (const arm of f.userData.limbs.arms) { arm.rotation.x = -2.3; arm.userData.elbow.rotation.x = -0.35; }
      g.add(f);
    });
    return g;
  },
  // two handlers building up the pallet in front of them, on a workstation 1.8 m ahead
  pair: (rng) => {
    const g = new THREE.Group();
    g.add(facing(person(rng, { top: '#1f5f8b', vestColor: VESTS[0], helmet: '#2d6cc0', pose: 'work', gloves: '#3a3a3a' }), -0.7, 0, -0.3, -1.8));
    g.add(facing(person(rng, { top: '#4a4f57', vestColor: VESTS[1], pose: 'work', gloves: '#3a3a3a' }), 0.8, 0.15, 0.9, -1.8));
    return g;
  },
  // a supervisor in a white helmet with a tablet, looking over the floor
  supervisor: (rng) => {
    const g = new THREE.Group();
    g.add(tablet(at(person(rng, { top: '#f2f2ee', vestColor: VESTS[1], helmet: '#f5f5f0', pose: 'work', legs: '#1d2230' }), 0, 0, 0), rng));
    return g;
  },
  forklift: (rng) => forklift(rng),
  // an instructor in a white shirt points at the pallet on the workstation ahead; three trainees in orange vests, no helmets
  training: (rng) => {
    const g = new THREE.Group();
    g.add(facing(person(rng, { top: '#f2f2ee', vest: false, helmet: '#f5f5f0', pose: 'point', points: -1, legs: '#1d2230' }), 1.1, 0, 0.1, -2.2));
    [[-1.1, 0.6], [-0.35, 1.2], [0.45, 1.75]].forEach(([x, z], k) => g.add(facing(person(rng, { top: ['#27496d', '#6d7f6a', '#3b3f46'][k], vestColor: VESTS[0], pose: 'stand' }), x, z, 0.6, -1.2)));
    return g;
  },
  // a trainer with a tablet before four new colleagues in blue helmets, standing in a half circle
  briefing: (rng) => {
    const g = new THREE.Group();
    g.add(tablet(facing(person(rng, { top: '#2e3f5c', vestColor: VESTS[0], helmet: '#f5f5f0', pose: 'work' }), 0, 0, 0, 2), rng));
    [[-1.3, 1.6], [-0.45, 2.1], [0.5, 2.15], [1.35, 1.7]].forEach(([x, z], k) => g.add(facing(person(rng, { top: ['#9fb8d0', '#3b3f46', '#c9b8a6', '#1f5f8b'][k], vestColor: VESTS[1], helmet: '#2d6cc0', pose: 'stand' }), x, z, 0, 0)));
    return g;
  },
  // an instructor at the electric tractor's side, two apprentices looking at where he points
  tractor: (rng) => {
    const g = new THREE.Group();
    g.add(facing(person(rng, { top: '#3b3f46', vestColor: VESTS[1], helmet: '#f5f5f0', pose: 'point' }), 0, 0, -1, -1.2));
    g.add(facing(person(rng, { top: '#6d7f6a', vestColor: VESTS[0], helmet: '#2d6cc0', pose: 'stand' }), 0.9, 0.9, -2.5, -0.8));
    g.add(facing(person(rng, { top: '#c9b8a6', vestColor: VESTS[0], helmet: '#2d6cc0', pose: 'stand', hair: 'long' }), -0.5, 1.2, -2.5, -0.8));
    return g;
  },
  // round 8: a team photo for the Awards page: nine colleagues in two rows facing +z, ramp and hall
  // staff in hi-vis, engineers in white helmets, office staff; the one in the middle holds a trophy
  // (a gold cup on a dark base, no lettering)
  photo: (rng) => {
    const g = new THREE.Group();
    const back = [['#27496d', VESTS[0], '#f5f5f0'], ['#f2f2ee', null, null], ['#3b3f46', VESTS[1], '#2d6cc0'], ['#9fb8d0', null, null], ['#1f5f8b', VESTS[0], '#f5f5f0']];
    back.forEach(([top, vest, helmet], k) => g.add(facing(vest ? person(rng, { top, vestColor: vest, helmet, pose: 'stand' }) : office(rng, { top, pose: 'stand' }), -2 + k, -0.15, -2 + k, 10)));
    const front = [['#6d7f6a', VESTS[1], null], ['#2e3f5c', null, null], ['#c9b8a6', null, null], ['#4a4f57', VESTS[0], '#f5f5f0']];
    front.forEach(([top, vest, helmet], k) => {
      const x = -1.5 + k;
      const fig = vest ? person(rng, { top, vestColor: vest, helmet, pose: 'stand', hair: k === 0 ? 'long' : 'short' }) : office(rng, { top, pose: k === 1 ? 'work' : 'stand', hair: k === 2 ? 'long' : 'short' });
      if (k === 1) {
        // the trophy, held up a little, both hands closed round the bowl's foot (round 16: it floated
        // before the chest between hands that missed it)
        const cup = trophyCup();
        cup.position.set(0, 1.1, 0.36); fig.add(cup);
        reach(fig, 0, [-0.105, 1.2, 0.36]); reach(fig, 1, [0.105, 1.22, 0.36]);
        grip(fig, 0, cup); grip(fig, 1);
      }
      g.add(facing(fig, x, 0.6, x, 10));
    });
    return g;
  },
  // round 19: an award presented on the hall floor, for the About Us card of the awards (it showed
  // the awards page's own hero, the team photo, again): a manager in a suit shakes the hand of a
  // ramp handler in hi-vis, who holds the trophy up in his other hand; four colleagues behind them
  // clap. Facing +z, as the photo.
  award: (rng) => {
    const g = new THREE.Group();
    // the two face each other, turned a little to the front; their right hands meet between them
    const boss = at(person(rng, { top: '#2b3446', vest: false, legs: '#1d2230', suit: { tie: '#9b1c2c' } }), -0.32, 0, 0, Math.PI / 2 - 0.4);
    const winner = at(person(rng, { top: '#27496d', vestColor: VESTS[0], helmet: '#f5f5f0' }), 0.32, 0, 0, -Math.PI / 2 + 0.4);
    g.add(boss, winner);
    reachTo(boss, 0, [-0.01, 1.15, 0.08]); reachTo(winner, 0, [0.01, 1.14, 0.08]); grip(boss, 0); grip(winner, 0);
    const cup = trophyCup(); g.add(cup);
    reachTo(winner, 1, [0.5, 1.6, 0.55]); winner.updateMatrixWorld(true);
    const h = winner.userData.limbs.arms[1].userData.hand.getWorldPosition(new THREE.Vector3());
    cup.position.set(h.x, h.y - 0.09, h.z); grip(winner, 1, cup);
    [[-1.75, -0.7], [-0.75, -1.3], [0.6, -1.35], [1.65, -0.75]].forEach(([x, z], k) => {
      const f = facing(k % 2 ? office(rng, { top: ['#f2f2ee', '#9fb8d0'][k >> 1], hair: k === 1 ? 'long' : 'short' }) : person(rng, { top: ['#3b3f46', '#1f5f8b'][k >> 1], vestColor: VESTS[k >> 1], helmet: k ? '#2d6cc0' : '#f5f5f0' }), x, z, 0, 0.5);
      g.add(f); reach(f, 0, [-0.015, 1.22, 0.3]); reach(f, 1, [0.015, 1.24, 0.3]); // hands together before the chest
    });
    return g;
  },
  // round 9: the hall's waste sorting point: three open bins in the colours of their stream (blue for
  // cardboard, yellow for plastic film, green for wood), a strapped bale of cardboard, a stack of
  // wooden pallets kept for reuse, a handler dropping a bundle of stretch film into the yellow bin
  recycling: (rng) => {
    const g = new THREE.Group();
    const brown = mat('#b48a5a', 0.9), film = mat('#eef2f4', 0.25, 0, { transparent: true, opacity: 0.82 }), wood = mat('#a5804f', 0.85), strap = mat('#3a3f44', 0.6);
    const zone = mat('#f2c12e', 0.6);
    for (const [w, d, x, z] of [[8.4, 0.12, 0, -1.1], [8.4, 0.12, 0, 2.3], [0.12, 3.4, -4.2, 0.6], [0.12, 3.4, 4.2, 0.6]]) g.add(box(w, 0.01, d, zone, x, 0.003, z));
    [['#1f6fd1', 'card'], ['#f2b705', 'film'], ['#2f9e44', 'wood']].forEach(([colour, stream], k) => {
      const x = -1.9 + k * 1.9, paint = mat(colour, 0.5, 0.1);
      g.add(box(1.6, 0.06, 1.1, paint, x, 0.18, 0));
      for (const [w, d, dx, dz] of [[1.6, 0.05, 0, -0.53], [1.6, 0.05, 0, 0.53], [0.05, 1.1, -0.78, 0], [0.05, 1.1, 0.78, 0]]) g.add(box(w, 1.05, d, paint, x + dx, 0.18, dz));
      for (const [dx, dz] of [[-0.6, -0.4], [0.6, -0.4], [-0.6, 0.4], [0.6, 0.4]]) { const c = cyl(0.08, 0.08, 0.06, mat('#1a1a1a', 0.8), 12); c.rotation.x = Math.PI / 2; c.position.set(x + dx, 0.09, dz); g.add(c); }
      if (stream === 'card') for (let i = 0; i < 5; i++) { const s = box(1.3, 0.03, 0.8, brown, x + rng.range(-0.1, 0.1), 0.95 + i * 0.06, rng.range(-0.08, 0.08)); s.rotation.z = rng.range(-0.25, 0.25); g.add(s); }
      if (stream === 'film') for (let i = 0; i < 7; i++) { const b = mesh(new THREE.SphereGeometry(0.3, 14, 10), film); b.scale.set(1.2, 0.55, 0.9); b.position.set(x - 0.45 + (i % 4) * 0.3, 1.12 + Math.floor(i / 4) * 0.12, -0.25 + (i % 3) * 0.25); g.add(b); }
      if (stream === 'wood') for (let i = 0; i < 6; i++) { const s = box(1.4, 0.06, 0.12, wood, x, 0.95 + (i % 3) * 0.09, -0.35 + i * 0.13); s.rotation.y = rng.range(-0.3, 0.3); g.add(s); }
    });
    // the bale of cardboard, strapped, on the left; the stack of pallets kept for reuse on the right
    g.add(box(1.2, 0.9, 0.85, brown, -3.5, 0, 0.2));
    for (const x of [-3.85, -3.5, -3.15]) g.add(box(0.04, 0.92, 0.87, strap, x, 0, 0.2));
    for (let i = 0; i < 9; i++) { g.add(box(1.2, 0.03, 1.0, wood, 3.45, i * 0.15 + 0.12, 0.3)); for (const x of [-0.5, 0, 0.5]) g.add(box(0.1, 0.1, 1.0, wood, 3.45 + x, i * 0.15 + 0.02, 0.3)); }
    // the handler at the yellow bin with a bundle of film in both hands
    const h = facing(person(rng, { top: '#27496d', vestColor: VESTS[0], pose: 'work', gloves: '#3a3a3a' }), 0.15, 1.15, 0, 0);
    const bundle = mesh(new THREE.SphereGeometry(0.22, 14, 10), film); bundle.scale.set(1.3, 0.7, 1); bundle.position.set(0, 1.15, 0.45); h.add(bundle);
    g.add(h);
    return g;
  },
  // round 9: export security screening: an X-ray tunnel on a roller conveyor (cargo runs along +x), a
  // skid of cartons on its in-feed, strip curtains at its mouths, an officer seated at a desk before
  // a screen of the scan (coloured shapes, no letters), a colleague in hi-vis at the out-feed
  screening: (rng) => {
    const g = new THREE.Group();
    const body = mat('#d9dcdf', 0.45, 0.2), band = mat('#1f5f8b', 0.5), dark = mat('#1c1f22', 0.7), frame = mat('#5d6369', 0.5, 0.6), roller = mat('#9aa0a5', 0.3, 0.8), curtain = mat('#2a2d30', 0.8);
    g.add(box(3.0, 2.1, 2.0, body, 0, 0.3, 0)); g.add(box(3.02, 0.25, 2.02, band, 0, 1.7, 0));
    for (const x of [-1.51, 1.51]) { g.add(box(0.02, 1.3, 1.5, dark, x, 0.75, 0)); for (let k = 0; k < 6; k++) g.add(box(0.03, 1.2, 0.22, curtain, x + Math.sign(x) * 0.02, 0.8, -0.63 + k * 0.25)); }
    for (const [x0, x1] of [[-3.6, -1.5], [1.5, 3.6]]) {
      const len = x1 - x0, cx = (x0 + x1) / 2;
      g.add(box(len, 0.12, 1.5, frame, cx, 0.6, 0));
      for (const x of [x0 + 0.1, x1 - 0.1]) for (const z of [-0.65, 0.65]) g.add(box(0.08, 0.6, 0.08, frame, x, 0, z));
      for (let k = 0; k < Math.floor(len / 0.2); k++) { const r = cyl(0.045, 0.045, 1.4, roller, 10); r.rotation.x = Math.PI / 2; r.position.set(x0 + 0.1 + k * 0.2, 0.76, 0); g.add(r); }
    }
    // the skid of cartons waiting on the in-feed
    g.add(at(cartonSkid(rng, 2), -2.6, 0.8, 0));
    // the officer's desk and the screen of the scan
    const scan = parts.canvasTex(256, 160, (ctx, w, h) => {
      ctx.fillStyle = '#0d1420'; ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = '#3a7bd5'; ctx.fillRect(30, 30, 90, 100); ctx.fillStyle = '#e0892b'; ctx.fillRect(130, 40, 80, 90);
      ctx.fillStyle = '#4fbf6a'; ctx.fillRect(60, 60, 40, 30); ctx.fillRect(150, 70, 30, 40); ctx.fillStyle = '#c9d6e8'; ctx.fillRect(30, 30, 180, 4); ctx.fillRect(30, 126, 180, 4);
    });
    const d = new THREE.Group();
    d.add(box(1.4, 0.05, 0.7, mat('#e7e4de', 0.4), 0, 0.74, 0)); for (const x of [-0.65, 0.65]) d.add(box(0.05, 0.74, 0.6, frame, x, 0, 0));
    d.add(box(0.6, 0.38, 0.04, dark, 0, 0.95, -0.2)); d.add(box(0.05, 0.18, 0.05, dark, 0, 0.79, -0.2));
    const sc = screenOf(scan, 0.56, 0.34, 0.9); sc.position.set(0, 1.14, -0.177); d.add(sc);
    d.position.set(0.4, 0, 1.9); g.add(d); // the screen faces +z, the officer behind it
    g.add(at(chair(rng), 0.4, 0, 2.55, Math.PI)); g.add(at(office(rng, { pose: 'sit', top: '#2e3f5c' }), 0.4, 0, 2.5, Math.PI));
    g.add(tablet(facing(person(rng, { top: '#27496d', vestColor: VESTS[1], helmet: '#f5f5f0', pose: 'work' }), 3.2, 1.2, 2.6, 0), rng));
    return g;
  },
  // build-up planners: two seated at a desk of screens (facing -z), a load controller in hi-vis standing by with a tablet
  planners: (rng) => {
    const g = new THREE.Group();
    const d = desk(rng, { screens: 3, w: 2.4 }); d.rotation.y = Math.PI; g.add(d);
    for (const x of [-0.55, 0.55]) { g.add(at(chair(rng), x, 0, -0.9)); g.add(at(office(rng, { pose: 'sit' }), x, 0, -0.95)); }
    g.add(tablet(facing(person(rng, { top: '#27496d', vestColor: VESTS[0], helmet: '#f5f5f0', pose: 'work' }), 1.5, -0.6, 0.5, 0.2), rng));
    return g;
  },
};

/** A pallet tag: a white card with a red band, a barcode and grey lines for the flight and weight (no letters). */
const palletTag = () => parts.canvasTex(64, 80, (ctx, w, h) => {
  ctx.fillStyle = '#f7f6f1'; ctx.fillRect(0, 0, w, h); ctx.fillStyle = '#c8452f'; ctx.fillRect(0, 0, w, 14);
  ctx.fillStyle = '#1c1f22'; for (let x = 6; x < w - 6; x += 3) ctx.fillRect(x, 52, (x * 7) % 3 === 0 ? 2 : 1, 20);
  ctx.fillStyle = '#8a9199'; for (let y = 20; y < 48; y += 8) ctx.fillRect(6, y, y === 20 ? 40 : 28 + (y % 3) * 8, 4);
});
/**
 * opts.row of the hall (round 16): a row of finished built-up pallets waiting on the floor in front
 * of the build-up stations, each under a coloured net with its white tag on the face towards the hall (-z), on a
 * line of yellow floor paint. opts.row: [x of the first, z, count, spacing]. Its own generator.
 */
function finishedRow(scene, [x0, z, n, step]) {
  const r = rngOf(16016), tag = new THREE.MeshStandardMaterial({ map: palletTag(), roughness: 0.6 });
  for (let k = 0; k < n; k++) {
    const p = pallet(r, { h: r.range(1.5, 2.3), wrap: 'net', net: NETS[(k + 1) % NETS.length], taped: true });
    p.position.set(x0 + k * step, 0, z); p.rotation.y = r.range(-0.03, 0.03); scene.add(p);
    const t = mesh(new THREE.PlaneGeometry(0.3, 0.38), tag, { cast: false }); t.position.set(x0 + k * step + r.range(-0.8, 0.4), 1.05, z - 1.29); t.rotation.y = Math.PI; scene.add(t);
    scene.add(box(0.02, 0.3, 0.005, mat('#3a3d40', 0.6), t.position.x, 1.2, z - 1.285)); // the tag's string to the net
  }
  scene.add(box(n * step + 1, 0.01, 0.14, mat('#f2c12e', 0.6), x0 + (n - 1) * step / 2, 0.003, z - 1.6));
}
/**
 * opts.scales of the hall (round 16): each build-up station of the front row (z = -8) is a scale: a
 * yellow and black edge round its platform and a display head on a post at its corner, its lit
 * panel a red bar (no figures).
 */
function buildUpScales(scene) {
  const yellow = mat('#f2c12e', 0.55), black = mat('#1c1f22', 0.6), post = mat('#9fa6ad', 0.35, 0.8);
  for (let i = 0; i < 6; i++) {
    const x = -30 + i * 10, z = -8;
    for (const [w, d, dx, dz] of [[3.8, 0.1, 0, 1.45], [3.8, 0.1, 0, -1.45], [0.1, 3.0, 1.9, 0], [0.1, 3.0, -1.9, 0]]) scene.add(box(w, 0.52, d, (i + dx + dz) % 2 ? yellow : black, x + dx, 0, z + dz));
    scene.add(box(0.08, 1.7, 0.08, post, x + 2.2, 0, z + 1.3));
    scene.add(box(0.56, 0.34, 0.14, black, x + 2.2, 1.7, z + 1.3));
    const lit = mesh(new THREE.PlaneGeometry(0.44, 0.12), glow('#ff3b2f', 2.2), { cast: false }); lit.position.set(x + 2.2, 1.87, z + 1.375); scene.add(lit);
  }
}
/**
 * opts.equipment of the hall (round 16): handling equipment along a stretch of floor: a train of
 * dollies with netted pallets behind an electric tractor, a forklift with a skid, a pallet truck
 * with a skid of cartons, and a loaded pallet on a transfer dolly. opts.equipment: [x, z] of the
 * train's head. Its own generator.
 */
function hallEquipment(scene, [x, z]) {
  const r = rngOf(16061);
  const t = tractor(r, { electric: true }); at(t, x, 0, z, -Math.PI / 2); scene.add(t);
  for (let k = 0; k < 3; k++) {
    const d = dolly(r, pallet(r, { h: r.range(1.3, 2.0), wrap: k === 1 ? 'clear' : 'net', net: NETS[k + 2], taped: true }));
    at(d, x + 4.2 + k * 4.1, 0, z, 0); scene.add(d);
  }
  scene.add(at(forklift(r), x + 3, 0, z + 6.5, 2.6));
  const pt = palletTruck(cartonSkid(r, 2)); at(pt, x + 9, 0, z + 4.2, 0.4); scene.add(pt);
  pt.add(at(crew(r, { pose: 'work', vestColor: VESTS[0] }), -1.75, 0, 0, Math.PI / 2));
}

// --------------------------------------------------------------------------------------------
export function hall(renderer, scene, rng, o) {
  const W = 90, D = 60, H = 14;
  // opts.crisp (round 15): a darker floor, walls and ceiling, against which the ceiling lamps, the
  // racks and the figures stand out (the handling charges notice was a pale, hazy hall); the
  // colours draw nothing, so the composition is the same with or without it
  const shell = o.crisp ? { floor: '#77797a', wall: '#8e959b', ceiling: '#7d8287' } : { floor: '#a3a39e', wall: '#c4c7ca' };
  interior(renderer, scene, rng, { w: W, d: D, h: H, ...shell }, { spacing: 6, intensity: 2.8 }, { key: 1.8, span: 45 });
  for (let i = 0; i < 3; i++) pointLamp(scene, [-20 + i * 20, H - 2, 0], '#fff3e0', 260, 50);
  // workstations with pallets under build-up
  for (let i = 0; i < 6; i++) for (let j = 0; j < 2; j++) {
    const x = -30 + i * 10, z = -8 + j * 14;
    scene.add(box(3.6, 0.5, 2.8, mat('#5d6369', 0.5, 0.6), x, 0, z));
    // opts.cartons (round 14, as the apron's since round 12): the cartons drawn as brown taped
    // cartons (kit.js pallet `taped`) and the black wrap as opaque film (`sheen`)
    const p = pallet(rng, { h: rng.range(0.8, 2.6), wrap: rng.pick(['clear', 'clear', 'black', 'net']), ...(o.colour ? { net: NETS[(i + j * 6) % NETS.length] } : {}), taped: !!o.cartons, sheen: !!o.cartons }); p.position.set(x, 0.5, z); p.rotation.y = rng.range(-0.05, 0.05); scene.add(p);
  }
  // painted walkways between the build-up rows, and the stations' yellow edges
  if (o.colour) {
    const paint = mat('#f2c12e', 0.6);
    for (const z of [-3.2, 10.8]) scene.add(box(W - 10, 0.01, 0.18, paint, 0, 0.003, z));
    for (let i = 0; i < 6; i++) for (let j = 0; j < 2; j++) scene.add(box(3.62, 0.08, 0.06, paint, -30 + i * 10, 0.45, -8 + j * 14 + 1.42));
  }
  // a rack wall at the back
  const r = rackAisle(rng, { kind: 'bin', bays: 50, levels: 7, cranes: [] }); r.position.set(0, 0, -D / 2 + 3); scene.add(r);
  const t = tractor(rng, { electric: true }); at(t, 12, 0, 16, 0.3); scene.add(t);
  // the crowd; opts.drop (round 5) names figures left out, drawn all the same so that the rest of the scene is unchanged
  for (let i = 0; i < (o.crowd ?? 8); i++) { const f = at(crew(rng, { pose: rng.pick(['work', 'stand', 'walk']), ...(o.colour ? { vestColor: VESTS[i % 2] } : {}) }), rng.range(-30, 25), 0, rng.range(-4, 14), rng.range(-3, 3)); if (!o.drop?.includes(i)) scene.add(f); }
  // a team around a build-up plan (the default), or the groups a shot names (opts.groups:
  // [kind, x, z, heading], HALL_GROUPS below), so that pictures of different items show different people
  const team = o.team ?? (o.groups ? o.groups[0].slice(1, 3) : [2, 20]);
  if (!o.groups) {
    scene.add(box(1.6, 0.9, 0.9, mat('#6a7076', 0.5, 0.6), team[0], 0, team[1]));
    const tab = box(0.5, 0.03, 0.35, mat('#10151b', 0.2, 0.6, { emissive: 0x2a4d6a }), team[0], 0.9, team[1]); scene.add(tab);
    // opts.teamPlaces (round 11): where the four stand [dx, dz, heading], clear of the table and of each other's arms
    (o.teamPlaces ?? [[-0.9, 0.2, 1.4], [0.9, 0.3, -1.4], [0, 1.0, 3.1], [-0.4, -0.9, 0.2]]).forEach(([dx, dz, ry], k) => scene.add(at(crew(rng, { pose: 'work', ...(o.colour ? { vestColor: VESTS[(k + 1) % 2] } : {}) }), team[0] + dx, 0, team[1] + dz, ry)));
  } else for (const [kind, x, z, ry = 0] of o.groups) scene.add(at(HALL_GROUPS[kind](rng), x, 0, z, ry));
  // opts.row, opts.scales, opts.equipment (round 16): drawn after the rest of the hall, from
  // generators of their own, so that a shot without them is unchanged
  if (o.row) finishedRow(scene, o.row);
  if (o.scales) buildUpScales(scene);
  if (o.equipment) hallEquipment(scene, o.equipment);
  return {
    wide: v([40, 9, 28], [-5, 2, -5], 46),
    floor: v([30, 1.7, 24], [0, 1.5, 5], 40),
    team: v([team[0] + 4.5, 1.9, team[1] + 3.5], [team[0], 1.1, team[1]], 38),
    buildup: v([-12, 2.4, 4], [-20, 1.2, -8], 44),
    racks: v([25, 3, -10], [-10, 5, -27], 44),
  };
}

// --------------------------------------------------------------------------------------------
// The cold room's pharmaceutical shipments (+2 to +8 °C): pallets under silver or white thermal
// blankets with folds and strapping, carton stacks under stretch film, active containers, data
// loggers, a wall display without figures, evaporators with frost on their fins.
// The white blanket is quilted: stitched seams across each side and one down its middle.
const quilt = () => parts.canvasTex(128, 128, (ctx, w, h) => { ctx.fillStyle = '#f3f4f2'; ctx.fillRect(0, 0, w, h); ctx.fillStyle = 'rgba(150,158,164,0.55)'; for (let y = 16; y < h; y += 32) ctx.fillRect(0, y, w, 2); ctx.fillStyle = 'rgba(150,158,164,0.35)'; ctx.fillRect(w / 2 - 1, 0, 2, h); });
const pharmaMats = () => ({ silver: mat('#e4e8eb', 0.32, 0.85), white: new THREE.MeshStandardMaterial({ map: quilt(), roughness: 0.62 }), strap: mat('#22364f', 0.6), logger: mat('#2a2e33', 0.5, 0.2), led: glow('#3de07a', 2.2) });
/**
 * A blanket over a load of w x h x d: a box whose sides fold and sag, a function of the point only
 * (no seams open). userData.drape(geo, y) bends another geometry, centred at height y of the
 * blanket, by the same function, so that its straps lie on its folds (round 17: straight straps
 * stood off the sagging top and stuck out past its corners).
 */
function blanket(rng, w, h, d, material) {
  const ph = [rng.range(0, 6), rng.range(0, 6), rng.range(0, 6)];
  const drape = (geo, y0 = 0) => {
    const pos = geo.attributes.position;
    for (let i = 0; i < pos.count; i++) {
      const x = pos.getX(i), y = pos.getY(i) + y0, z = pos.getZ(i);
      const u = (y + h / 2) / h; // 0 at the foot, 1 at the top
      // folds: ripples that run down the sides, deeper at the foot where the blanket gathers
      const fold = 0.022 * Math.sin(x * 13 + ph[0] + y * 2) + 0.018 * Math.sin(z * 15 + ph[1] - y * 3) + 0.012 * Math.sin(y * 11 + ph[2]);
      const k = 1 + (fold * (1.3 - u * 0.6)) / Math.max(w, d) * 2 + (u < 0.1 ? 0.02 * (1 - u / 0.1) : 0);
      pos.setX(i, x * k); pos.setZ(i, z * k);
      if (y > 0) pos.setY(i, y - y0 - 0.03 * Math.cos((x / w) * Math.PI) * Math.cos((z / d) * Math.PI) * -1 - 0.02 * Math.sin(x * 9 + z * 7 + ph[2]));
    }
    geo.computeVertexNormals();
    return geo;
  };
  const m = mesh(drape(new THREE.BoxGeometry(w, h, d, 10, 9, 8)), material); m.position.y = h / 2;
  m.userData.drape = drape;
  return m;
}
/** A pallet of pharmaceutical shipments on a plastic pallet of 1.2 x 1.0 m: cover 'silver', 'white' or 'cartons'. */
function pharmaPallet(rng, { cover = 'silver', h = 1.5, logger = true, mats: PHARMA = pharmaMats() } = {}) {
  const g = new THREE.Group();
  const W = 1.2, D = 1.0;
  g.add(box(W, 0.14, D, mat('#2f5f8f', 0.55), 0, 0, 0));
  for (const z of [-0.3, 0.3]) g.add(box(W + 0.01, 0.07, 0.18, mat('#1b2f45', 0.8), 0, 0.03, z)); // fork openings
  if (cover === 'cartons') {
    const tones = rng() < 0.5 ? ['#f1f1ec', '#e8e8e2'] : ['#c9a273', '#bf9464'];
    for (let y = 0.14; y < h; y += 0.36) for (let x = -0.45; x < 0.5; x += 0.3) for (let z = -0.375; z < 0.4; z += 0.25) {
      g.add(box(0.28, 0.34, 0.235, mat(rng.pick(tones), 0.85), x, y, z));
      if (tones[0] === '#f1f1ec' && (Math.abs(z) > 0.3 || Math.abs(x) > 0.4)) g.add(box(0.295, 0.05, 0.245, mat('#2f6db5', 0.6), x, y + 0.2, z)); // a blue band on the cold-chain cartons
    }
    const film = mesh(new THREE.BoxGeometry(W + 0.02, h - 0.1, D + 0.02), mat('#e4eef3', 0.08, 0, { transparent: true, opacity: 0.28 }), { cast: false }); film.position.y = 0.14 + (h - 0.1) / 2; g.add(film);
  } else {
    const b = blanket(rng, W + 0.06, h - 0.12, D + 0.06, PHARMA[cover]); b.position.y += 0.14; g.add(b);
    // straps round the load, over the top and down both sides, and one round the middle: slabs a
    // little larger than the blanket, bent by its drape (their insides are hidden in the load)
    const bh = h - 0.12, e = 0.012, strap = (sw, sh, sd, x, y) => {
      const s = mesh(b.userData.drape(new THREE.BoxGeometry(sw, sh, sd, 6, Math.max(1, Math.round(sh / 0.1)), 10).translate(x, 0, 0), y - bh / 2), PHARMA.strap);
      s.position.y = 0.14 + y; g.add(s);
    };
    for (const x of [-0.33, 0.33]) strap(0.05, bh + 2 * e, D + 0.06 + 2 * e, x, bh / 2);
    strap(W + 0.06 + 2 * e, 0.05, D + 0.06 + 2 * e, 0, h * 0.55 - 0.14);
  }
  if (logger) {
    // a temperature data logger on the load's side: a small dark case with a green light
    g.add(box(0.11, 0.07, 0.03, PHARMA.logger, 0.32, h * 0.72, D / 2 + (cover === 'cartons' ? 0.03 : 0.09)));
    g.add(box(0.015, 0.015, 0.01, PHARMA.led, 0.36, h * 0.72 + 0.04, D / 2 + (cover === 'cartons' ? 0.05 : 0.11)));
  }
  return g;
}
/** An active temperature-controlled container (facing +z): white insulated body, blue machinery end with its vents and a control panel, double doors. */
function activeContainer() {
  const g = new THREE.Group();
  const L = 2.4, Hh = 1.65, Dd = 1.55;
  const white = mat('#eef1f2', 0.4, 0.15), blue = mat('#1f5fa8', 0.45, 0.3), trim = mat('#9aa3aa', 0.35, 0.8), dark = mat('#1c1f23', 0.6, 0.3);
  g.add(box(L, 0.2, Dd, trim, 0, 0, 0));
  for (const x of [-0.6, 0.6]) g.add(box(0.35, 0.12, Dd + 0.01, dark, x, 0.04, 0)); // fork pockets
  g.add(box(L - 0.5, Hh, Dd, white, -0.25, 0.2, 0));
  g.add(box(0.5, Hh, Dd, blue, L / 2 - 0.25, 0.2, 0));
  for (let k = 0; k < 7; k++) g.add(box(0.4, 0.03, 0.02, dark, L / 2 - 0.25, 0.45 + k * 0.09, Dd / 2 + 0.005)); // vents
  // control panel on the machinery end: a dark face, a lit screen without figures, two lights
  g.add(box(0.34, 0.26, 0.03, dark, L / 2 - 0.25, 1.3, Dd / 2 + 0.01));
  g.add(box(0.2, 0.08, 0.01, glow('#7fd8ff', 1.4), L / 2 - 0.28, 1.42, Dd / 2 + 0.026));
  g.add(box(0.03, 0.03, 0.01, glow('#3de07a', 2.5), L / 2 - 0.15, 1.34, Dd / 2 + 0.026));
  g.add(box(0.03, 0.03, 0.01, glow('#f2b134', 1.2), L / 2 - 0.35, 1.34, Dd / 2 + 0.026));
  // double doors on the long side: seams, hinges and two locking bars
  g.add(box(0.015, Hh - 0.2, 0.01, dark, -0.25, 0.3, Dd / 2 + 0.005));
  for (const x of [-1.15, 0.65]) g.add(box(0.015, Hh - 0.2, 0.01, dark, x, 0.3, Dd / 2 + 0.005));
  g.add(box(1.8, 0.015, 0.01, dark, -0.25, 0.3, Dd / 2 + 0.005)); g.add(box(1.8, 0.015, 0.01, dark, -0.25, Hh + 0.08, Dd / 2 + 0.005));
  for (const x of [-0.4, -0.1]) g.add(box(0.035, Hh - 0.3, 0.035, trim, x, 0.35, Dd / 2 + 0.02));
  for (const x of [-1.1, 0.6]) for (const y of [0.55, 1.35]) g.add(box(0.05, 0.12, 0.03, trim, x, y, Dd / 2 + 0.015));
  for (const [x, z] of [[-L / 2, -Dd / 2], [-L / 2, Dd / 2], [L / 2, -Dd / 2], [L / 2, Dd / 2]]) g.add(box(0.06, Hh, 0.06, trim, x, 0.2, z));
  g.add(box(L, 0.05, Dd, mat('#e3e7ea', 0.5, 0.1), 0, Hh + 0.2, 0));
  return g;
}

export function coldroom(renderer, scene, rng, o) {
  const W = 30, D = 22, H = 7;
  const panel = parts.canvasTex(256, 256, (ctx, w, h) => { ctx.fillStyle = '#e9eef1'; ctx.fillRect(0, 0, w, h); ctx.fillStyle = 'rgba(120,140,150,0.35)'; for (let x = 0; x < w; x += 64) ctx.fillRect(x, 0, 2, h); }, [W / 2.4, 2]);
  const r = room(rng, { w: W, d: D, h: H, floor: '#b5bcbf' });
  r.children.slice(2).forEach((m) => { m.material = new THREE.MeshStandardMaterial({ map: panel, roughness: 0.5 }); });
  scene.add(r);
  ceilingLights(scene, { w: W, d: D, h: H, spacing: 4, color: '#dcefff', intensity: 2 });
  indoor(renderer, scene, { tint: '#d2e4ff', key: 0.9, span: 18, height: H, env: 0.55, background: '#c5d4de' });
  pointLamp(scene, [0, H - 1, 0], '#e3f0ff', 60, 30);
  // green walkway lines on the floor and yellow bays round the pallet rows
  const lane = mat('#2f9e6a', 0.6), bay = mat('#e3b92b', 0.6);
  for (const z of [-1.4, 6.4]) scene.add(box(W - 2, 0.01, 0.12, lane, 0, 0.004, z));
  for (const z of [-6, 3]) for (const dz of [-1.1, 1.1]) scene.add(box(25, 0.01, 0.08, bay, -1, 0.004, z + dz));
  // evaporators high on the back wall: fans, and frost on their fins
  // (with opts.chambers the back wall carries the chambers instead of evaporators; nothing here draws from rng)
  for (const x of o.chambers ? [] : [-9, 0, 9]) {
    scene.add(box(3.6, 0.8, 0.8, mat('#dfe3e5', 0.5, 0.3), x, H - 1.6, -D / 2 + 0.45));
    for (let k = -1; k <= 1; k++) { const f = cyl(0.3, 0.3, 0.04, mat('#2a2e33', 0.6), 24); f.rotation.x = Math.PI / 2; f.position.set(x + k * 1.1, H - 1.2, -D / 2 + 0.86); scene.add(f); }
    scene.add(box(3.5, 0.12, 0.82, mat('#f7fbfd', 0.9), x, H - 1.66, -D / 2 + 0.45)); // frost under the coil
  }
  // a wall display of the room's temperature: a lit face with a bar, no figures, and a green light
  for (const [x, z, ry] of [[-14.95, -5.2, Math.PI / 2], [14.95, 1.5, -Math.PI / 2]]) {
    const d = new THREE.Group();
    d.add(box(0.7, 0.42, 0.06, mat('#20242a', 0.5, 0.3), 0, 0, 0));
    d.add(box(0.56, 0.2, 0.01, glow('#5fc8ff', 0.9), 0, 0.15, 0.035));
    d.add(box(0.34, 0.05, 0.012, glow('#8fe38a', 1.6), -0.08, 0.22, 0.04));
    d.add(box(0.04, 0.04, 0.012, glow('#3de07a', 2.5), 0.26, 0.06, 0.04));
    at(d, x, 2.3, z, ry); scene.add(d);
  }
  // the shipments: pairs of pallets in two rows, under blankets or film, each with its logger
  const mats = pharmaMats();
  const covers = ['silver', 'silver', 'white', 'silver', 'cartons', 'silver', 'white', 'silver', 'cartons', 'silver'];
  for (let i = 0; i < 10; i++) {
    const x = -11 + (i % 5) * 5, z = i < 5 ? -6 : 3;
    for (const dx of [-0.68, 0.68]) {
      const p = pharmaPallet(rng, { cover: dx < 0 ? covers[i] : covers[(i + 3) % 10], h: rng.range(1.2, 1.8), mats });
      at(p, x + dx, 0, z + rng.range(-0.08, 0.08), rng.range(-0.03, 0.03));
      if (!(o.chambers && i < 5) && !(o.centre && i === 9)) scene.add(p); // opts.chambers: the back row is drawn (the same draws) but left out; opts.centre: the front row's last pair
    }
  }
  // active temperature-controlled containers
  for (let i = 0; i < 2 && !o.centre && !o.coolDolly; i++) scene.add(at(activeContainer(), 8 + i * 3, 0, 8)); // opts.centre puts them on charge by its cool room; opts.coolDolly leaves them out
  // strip curtain door
  const strips = [];
  for (let k = 0; k < 12; k++) {
    const s = mesh(new THREE.PlaneGeometry(0.28, 3.6), mat('#cfe6f0', 0.1, 0, { transparent: true, opacity: 0.45, side: THREE.DoubleSide }), { cast: false }); s.position.set(-14.9, 1.8, -3 + k * 0.26); s.rotation.y = Math.PI / 2;
    // in a film each strip hangs from a hinge at its top, so that a load can push it aside
    if (o.film) { const hinge = new THREE.Group(); hinge.position.set(-14.9, 3.6, s.position.z); s.position.set(0, -1.8, 0); hinge.add(s); scene.add(hinge); strips.push(hinge); } else scene.add(s);
  }
  scene.add(box(0.1, 0.15, 3.4, mat('#aab3b8', 0.4, 0.7), -14.92, 3.6, -1.57)); // the curtain's rail
  // opts.people: [x, z, heading, pose, role]; role 'officer' (round 5) is a quality officer in a navy
  // jacket holding a tablet, the others handlers in white coats and blue gloves
  const staff = (o.people ?? [[-1.8, 0.2, 0.4, 'work'], [3, -2, -0.6, 'stand']]).map(([x, z, ry, pose, role]) => {
    const officer = role === 'officer';
    // role 'manager' (round 20): a woman in a dark trouser suit, no tie, long hair (the cool chain COO's press release)
    const look = role === 'manager' ? { vest: false, top: '#23272e', legs: '#23272e', suit: { tie: false }, hair: 'long', pose } : officer ? { vest: false, top: '#263b5e', legs: '#1d2230', pose } : { vest: false, coat: true, top: '#f4f4f2', gloves: '#3b7dd8', pose };
    const f = at(person(rng, look), x, 0, z, ry);
    if (officer) tablet(f, rng);
    scene.add(f); return f;
  });
  // the handler checking a shipment holds a handheld reader
  if (staff[0] && o.people?.[0]?.[4] !== 'officer') staff[0].add(box(0.08, 0.16, 0.03, mat('#2a2e33', 0.5, 0.2), 0.25, 1.12, 0.48));
  if (o.film) coldroomFilm(scene, rng, strips, staff);
  if (o.chambers) coolChambers(scene, rng, H, D);
  if (o.centre) coolCentre(scene, rng, mats);
  if (o.coolDolly) coolDolly(scene, r, mats, W, D, H);
  if (o.reading) loggerReading(scene, mats, o.reading);
  return {
    // round 20: opts.reading [x, z]: close, from behind the handler's right, his tablet and the logger he reads (vaccines story)
    ...(o.reading ? { reading: v([o.reading[0] - 2.0, 1.8, o.reading[1] + 3.0], [o.reading[0] - 0.15, 1.2, o.reading[1] + 0.8], 40) } : {}),
    wide: v([13, 3.2, 10], [-4, 1, -2], 50),
    check: v([1.6, 1.7, 7.5], [-1.2, 1.1, 0], 40),
    rows: v([-13, 2.6, 10.5], [2, 0.8, -3], 46),
    door: v([12, 2.4, -9], [-14, 1.6, 0], 44),
    active: v([3, 1.6, 12.5], [9.5, 1, 8], 40),
    // close on a shipment under a white blanket and its logger, a handler reading it
    logger: v([-3.4, 1.75, 7.4], [-6.6, 1.15, 3.7], 38),
    // round 4: from the curtain door's side, close on two handlers at the front row's pallets, the room behind (pharma zone news)
    zone: v([-14.0, 1.65, 7.6], [-8.0, 1.2, 2.6], 46),
    // round 4: low and close along the back row, a blanketed pallet and its logger in front (certification hero)
    blanket: v([6.6, 1.2, -3.9], [4.2, 1.05, -5.7], 40),
    // round 5: from the middle aisle, over a quality officer's shoulder at a back-row pallet's logger (Certifications card)
    audit: v([-2.5, 2.3, -1.2], [-5.2, 1.0, -5.0], 42),
    // round 6: low down the middle aisle between the two rows, from the active containers' end towards the curtain door
    aisle: v([13.5, 1.75, -1.3], [-8, 1.1, -1.6], 44),
    // round 15: along the fronts of opts.chambers, from the front row's end (pharma zone news)
    chambers: v([11.5, 1.7, -1.0], [-4, 1.3, -8.6], 48),
    // round 20: opts.centre's corner: the active containers on charge, the walk-in cool room's strip curtain behind (Facilities card)
    centre: v([1.5, 1.85, 9.0], [11, 1.3, 0.6], 46),
    // round 20: opts.coolDolly: from the room towards its apron door, a cool dolly on its tug going out (one-stop shop card)
    dolly: v([-3.2, 1.75, 3.9], [4.6, 1.7, 10.2], 50),
    // round 20: a briefing in the middle aisle, the manager (role 'manager') facing her team (COO press release)
    briefing: v([-0.6, 1.8, 1.7], [-2.1, 1.2, -2.6], 46),
  };
}

/**
 * opts.coolDolly of the cold room (round 20): the one-stop shop's cool chain card names cool dollies for
 * apron transfers. In the room's front wall an open apron door (the roller door rolled up), the
 * apron and a freighter outside; a cool dolly (a dolly under a white insulated hood, its side
 * curtain rolled up on two blanketed pallets) hitched to an electric tug that is already through the
 * door. The active containers are left out (they stood before the door). Drawn after the rest of the
 * room from a generator of its own, so a shot without it is unchanged.
 */
function coolDolly(scene, r, mats, W, D, H) {
  const rand = rngOf(20261128);
  const ox = 5.4, ow = 5.6, oh = 4.6, zf = D / 2;
  // the front wall with the door's opening: three panels in place of the one plane
  r.remove(r.children[3]);
  const panel = (len, hgt) => new THREE.MeshStandardMaterial({ map: parts.canvasTex(256, 256, (ctx, w, h) => { ctx.fillStyle = '#e9eef1'; ctx.fillRect(0, 0, w, h); ctx.fillStyle = 'rgba(120,140,150,0.35)'; for (let x = 0; x < w; x += 64) ctx.fillRect(x, 0, 2, h); }, [len / 2.4, (2 * hgt) / H]), roughness: 0.5 });
  const wall = (x0, x1, y0, y1) => { const p = mesh(new THREE.PlaneGeometry(x1 - x0, y1 - y0), panel(x1 - x0, y1 - y0), { cast: false }); p.position.set((x0 + x1) / 2, (y0 + y1) / 2, zf); p.rotation.y = Math.PI; scene.add(p); };
  wall(-W / 2, ox - ow / 2, 0, H); wall(ox + ow / 2, W / 2, 0, H); wall(ox - ow / 2, ox + ow / 2, oh, H);
  // the door's steel frame, its reveal, the roller door rolled up in its box, yellow guards at the jambs
  const steel = mat('#a9b2b8', 0.35, 0.8), yellow = mat('#e3b92b', 0.5, 0.2);
  for (const s of [-1, 1]) {
    scene.add(box(0.14, oh, 0.4, steel, ox + s * (ow / 2 + 0.07), 0, zf + 0.1));
    const g = cyl(0.1, 0.1, 1.1, yellow, 16); g.position.set(ox + s * (ow / 2 - 0.25), 0.55, zf - 0.35); scene.add(g);
  }
  scene.add(box(ow + 0.28, 0.55, 0.6, mat('#dfe3e5', 0.5, 0.3), ox, oh, zf - 0.15));
  scene.add(box(ow, 0.03, 0.5, mat('#5d6369', 0.6, 0.4), ox, 0.0, zf + 0.05)); // the threshold plate
  // outside: the apron in daylight, a freighter parked beyond
  const apron = mesh(new THREE.PlaneGeometry(240, 160), concreteMat(rand, '#a3a5a1', 30), { cast: false }); apron.rotation.x = -Math.PI / 2; apron.position.set(ox, -0.01, zf + 80.2); scene.add(apron);
  apron.material.emissive = new THREE.Color('#3c3e3b'); apron.material.emissiveMap = apron.material.map;
  const paint = glow('#f2d24a', 0.5);
  scene.add(box(0.25, 0.01, 120, paint, ox - 3, 0, zf + 62)); scene.add(box(60, 0.01, 0.25, paint, ox, 0, zf + 16));
  const plane = freighter(rand, { doorOpen: false, livery: '#1f5fa8' }); at(plane, ox + 18, 0, zf + 62, -Math.PI / 2 + 0.35); scene.add(plane);
  const sun = new THREE.DirectionalLight('#fff6e8', 1.6); sun.position.set(ox - 30, 60, zf + 120); sun.target.position.set(ox, 0, zf + 40); scene.add(sun, sun.target);
  // the tug, already through the door, and the cool dolly behind it (their fronts towards +z)
  const tug = tractor(rand, { electric: true });
  tug.add(at(person(rand, { top: '#27496d', vestColor: '#e9f23a', pose: 'sit' }), -0.7, 0.55, 0, Math.PI / 2));
  at(tug, ox, 0, zf + 1.4, -Math.PI / 2); scene.add(tug);
  scene.add(at(coolCart(rand, mats, true), ox, 0, zf + 1.4 - 1.62 - 3.2, -Math.PI / 2));
  // a second cool dolly parked against the wall beside the door, its curtain down
  scene.add(at(coolCart(rand, mats, false), ox - 8.2, 0, zf - 1.75, Math.PI));
  pointLamp(scene, [ox - 1.2, 2.0, zf - 4.4], '#e3f0ff', 3, 4);
}
/** A cool dolly (towbar towards +x): a dolly under a white insulated hood, two blanketed pallets on it, its side curtain (+z) rolled up (open) or down. */
function coolCart(rand, mats, open) {
  const load = new THREE.Group();
  for (const [x, c] of [[-0.72, 'silver'], [0.72, 'white']]) load.add(at(pharmaPallet(rand, { cover: c, h: 1.45, mats }), x, 0, -0.1, rand.range(-0.03, 0.03)));
  const cart = dolly(rand, load);
  // the hood: white insulated panels, ends and back side, the roof overhanging, a blue band along its foot
  const shell = mat('#f1f3f2', 0.45, 0.05), band = mat('#1f5fa8', 0.5, 0.2), seam = mat('#c7ced2', 0.5, 0.3), steel = mat('#a9b2b8', 0.35, 0.8);
  const y0 = 0.68, hh = 2.05, L = 3.4, Dd = 2.6;
  cart.add(box(L, hh, 0.08, shell, 0, y0, -Dd / 2 + 0.04));
  for (const s of [-1, 1]) cart.add(box(0.08, hh, Dd, shell, s * (L / 2 - 0.04), y0, 0));
  cart.add(box(L + 0.12, 0.1, Dd + 0.12, shell, 0, y0 + hh, 0));
  for (const s of [-1, 1]) cart.add(box(0.1, 0.04, Dd + 0.14, seam, s * (L / 2 + 0.02), y0 + hh + 0.04, 0));
  cart.add(box(L + 0.02, 0.16, Dd + 0.02, band, 0, y0 - 0.02, 0));
  for (const x of [-0.6, 0.6]) cart.add(box(0.03, hh, 0.01, seam, x, y0, -Dd / 2 + 0.085)); // the back's panel joints (inside)
  // the side curtain: down, with its two straps; or rolled up under the roof, the straps hanging
  if (!open) {
    cart.add(box(L - 0.1, hh - 0.05, 0.05, mat('#e7ebed', 0.55), 0, y0, Dd / 2 - 0.03));
    for (const x of [-1.0, 1.0]) cart.add(box(0.05, hh - 0.2, 0.015, mat('#22364f', 0.6), x, y0 + 0.1, Dd / 2 + 0.005));
  } else {
    const roll = cyl(0.13, 0.13, L - 0.1, mat('#e7ebed', 0.55), 20); roll.rotation.z = Math.PI / 2; roll.position.set(0, y0 + hh - 0.16, Dd / 2 - 0.02); cart.add(roll);
    for (const x of [-1.0, 1.0]) cart.add(box(0.05, 0.5, 0.015, mat('#22364f', 0.6), x, y0 + hh - 0.66, Dd / 2 + 0.1));
  }
  // its corner posts
  for (const s of [-1, 1]) cart.add(box(0.1, hh, 0.1, steel, s * (L / 2 - 0.05), y0, Dd / 2 - 0.05));
  return cart;
}

/**
 * opts.reading [x, z] of the cold room (round 20): the vaccines story's picture was one more handler
 * beside blanketed pallets seen from a few metres. Close on one shipment instead: a pallet under a
 * white blanket (its front at z + 0.5) with a data logger clipped to its strap (a dark case, a lit
 * bar without figures, a green light), and a handler in a white coat and blue gloves before it, a
 * tablet in one hand showing the shipment's temperature line, the other hand at the logger. From a
 * generator of its own, after the rest of the room, so a shot without it is unchanged.
 */
function loggerReading(scene, mats, [x, z]) {
  const rand = rngOf(20261129);
  scene.add(at(pharmaPallet(rand, { cover: 'white', h: 1.6, logger: false, mats }), x, 0, z, 0.02));
  // the logger on the front strap, with its clip over the strap's edge
  const lg = new THREE.Group();
  lg.add(box(0.15, 0.095, 0.035, mats.logger, 0, 0, 0));
  lg.add(box(0.09, 0.035, 0.006, glow('#7fd8ff', 1.1), -0.015, 0.045, 0.018));
  lg.add(box(0.05, 0.012, 0.004, glow('#8fe38a', 1.8), -0.03, 0.058, 0.022));
  lg.add(box(0.016, 0.016, 0.006, mats.led, 0.05, 0.06, 0.018));
  lg.add(box(0.04, 0.03, 0.05, mat('#5d6369', 0.4, 0.6), 0, 0.1, -0.012));
  at(lg, x - 0.42, 1.12, z + 0.6); scene.add(lg);
  // the handler, facing the pallet (-z), a little to its right
  const fig = person(rand, { vest: false, coat: true, top: '#f4f4f2', gloves: '#3b7dd8', pose: 'work' });
  at(fig, x - 0.05, 0, z + 1.1, Math.PI);
  // the tablet in his left hand (the figure's -x), tilted up to his eyes, a temperature line on it
  const t = new THREE.Group();
  t.add(box(0.27, 0.015, 0.2, mat('#15181c', 0.3, 0.4), 0, 0, 0));
  const sc = screenOf(parts.screenTex(rand, 'lines'), 0.24, 0.17, 0.9);
  sc.rotation.x = -Math.PI / 2; sc.position.y = 0.017; t.add(sc);
  t.position.set(-0.14, 1.13, 0.34); t.rotation.set(-0.75, 0.25, 0); fig.add(t);
  reach(fig, 0, [-0.2, 1.1, 0.27]);
  reach(fig, 1, [0.35, 1.13, 0.46]);
  scene.add(fig);
}

/**
 * opts.centre of the cold room (round 20): the Facilities card showed two active containers in an
 * empty white room. In the front right corner: a walk-in cool room against the right wall (an
 * insulated white box with a steel-framed opening hung with a strip curtain, lit inside, a
 * blanketed pallet within; its insulated sliding door slid aside; a display over it with a lit
 * band and no figures), the two active containers plugged into charging posts, blanketed pallets
 * waiting by the curtain and a handler pushing one towards it. Drawn after the rest of the room.
 */
function coolCentre(scene, rng, mats) {
  const white = mat('#eef2f4', 0.45), door = mat('#f7f9fa', 0.35, 0.1), steel = mat('#a9b2b8', 0.35, 0.8), kick = mat('#1f5fa8', 0.5, 0.3), dark = mat('#20242a', 0.5, 0.3);
  // the walk-in cool room: x from 11 to the wall at 15, z from -4.5 to 10.3, its front facing -x,
  // its opening at the end of the middle aisle
  const x0 = 11, z0 = -5.2, z1 = 10.3, ch = 3.6, oz = -1.4, ow = 2.6, oh = 2.9;
  scene.add(box(4, 0.14, z1 - z0, white, x0 + 2, ch, (z0 + z1) / 2));
  scene.add(box(4, ch, 0.14, white, x0 + 2, 0, z1)); scene.add(box(4, ch, 0.14, white, x0 + 2, 0, z0));
  const front = (za, zb) => scene.add(box(0.14, ch, zb - za, white, x0, 0, (za + zb) / 2));
  // a second chamber's door (closed), further along
  const bz = 1.9;
  front(z0, oz - ow / 2); front(oz + ow / 2, bz - ow / 2); front(bz + ow / 2, z1);
  for (const z of [oz, bz]) scene.add(box(0.14, ch - oh, ow, white, x0, oh, z));
  scene.add(box(0.16, 0.06, z1 - z0, steel, x0 - 0.01, ch - 0.05, (z0 + z1) / 2)); // the top trim
  // inside: its back wall a cooler blue-white, a pallet under a silver blanket, a lamp
  scene.add(box(0.05, ch, z1 - z0, mat('#9db3c2', 0.6), 14.9, 0, (z0 + z1) / 2));
  for (const s of [-1, 1]) scene.add(box(3.8, ch, 0.05, mat('#aec2cf', 0.6), x0 + 2, 0, oz + s * (ow / 2 + 0.1))); // its side walls by the opening
  pointLamp(scene, [13, ch - 0.5, oz], '#d8ecff', 16, 7);
  const inside = pharmaPallet(rng, { cover: 'silver', h: 1.6, mats }); at(inside, 13.4, 0, oz - 0.1, Math.PI / 2 + 0.04); scene.add(inside);
  // the steel frame, the strip curtain and the insulated sliding door, slid aside along its rail
  for (const s of [-1, 1]) scene.add(box(0.07, oh, 0.08, steel, x0 - 0.09, 0, oz + s * (ow / 2 + 0.04)));
  scene.add(box(0.07, 0.08, ow + 0.16, steel, x0 - 0.09, oh, oz));
  for (let k = 0; k < 10; k++) {
    const st = mesh(new THREE.PlaneGeometry(0.3, oh - 0.05), mat('#c4e2ee', 0.1, 0, { transparent: true, opacity: 0.6, side: THREE.DoubleSide }), { cast: false });
    st.position.set(x0 - 0.12 - (k % 2) * 0.02, oh / 2, oz - ow / 2 + 0.13 + k * 0.26); st.rotation.y = Math.PI / 2; scene.add(st);
  }
  // the insulated sliding doors on their rails: the open one slid aside, the second chamber's closed
  for (const [z, dz] of [[oz, -(ow + 0.1)], [bz, 0]]) {
    scene.add(box(0.1, 0.1, ow * 2 + 0.4, steel, x0 - 0.22, oh + 0.14, z - ow / 2)); // the rail
    const d = new THREE.Group();
    d.add(box(0.1, oh + 0.04, ow + 0.1, door, 0, 0, 0));
    d.add(box(0.105, 0.3, ow + 0.1, kick, 0, 0.02, 0));
    for (const s of [-1, 1]) d.add(box(0.11, oh, 0.02, dark, 0, 0.02, s * (ow / 2 + 0.04))); // the gaskets
    d.add(box(0.06, 0.9, 0.05, steel, -0.08, 0.8, ow / 2 - 0.25)); // the pull handle
    at(d, x0 - 0.28, 0, z + dz); scene.add(d);
    // the display over each door: a dark face, a lit band (green +2 to +8 °C, amber +15 to +25 °C), a light, no figures
    scene.add(box(0.06, 0.36, 0.7, dark, x0 - 0.1, oh + 0.28, z));
    scene.add(box(0.012, 0.11, 0.5, glow(z === oz ? '#8fe38a' : '#f2b134', 1.6), x0 - 0.135, oh + 0.45, z - 0.05));
    scene.add(box(0.012, 0.045, 0.045, glow(z === oz ? '#f2b134' : '#3de07a', 2.5), x0 - 0.135, oh + 0.36, z + 0.24));
  }
  // a frost-white band at the threshold
  scene.add(box(0.6, 0.012, ow, mat('#f4f8fb', 0.9), x0 - 0.35, 0.004, oz));
  // the two active containers against the cool room's front, facing the aisle, each plugged into a socket on its wall
  const cable = mat('#1c1f23', 0.6);
  for (const cz of [4.4, 7.5]) {
    scene.add(at(activeContainer(), x0 - 0.95, 0, cz, -Math.PI / 2));
    const sz = cz + 1.45;
    scene.add(box(0.08, 0.34, 0.26, mat('#d9dee1', 0.45, 0.3), x0 - 0.1, 1.05, sz));
    scene.add(box(0.012, 0.05, 0.05, glow('#3de07a', 2.2), x0 - 0.145, 1.16, sz));
    const path = new THREE.CatmullRomCurve3([[x0 - 0.16, 1.0, sz], [x0 - 0.5, 0.4, sz + 0.05], [x0 - 0.9, 0.35, cz + 1.3], [x0 - 0.95, 0.75, cz + 1.22]].map((q) => new THREE.Vector3(...q)));
    scene.add(mesh(new THREE.TubeGeometry(path, 24, 0.025, 8), cable));
  }
  // blanketed pallets waiting in the bay by the curtain, and one on a pallet truck going in
  for (const [x, z, c] of [[8.6, -4.2, 'white'], [10.0, -4.2, 'silver']]) { const p = pharmaPallet(rng, { cover: c, h: rng.range(1.3, 1.6), mats }); at(p, x, 0, z, rng.range(-0.04, 0.04)); scene.add(p); }
  scene.add(at(pushedPallet(rng, mats), 9.0, 0, oz, 0));
}

/** A pallet truck (its forks along +x, the drive and handle at -x) carrying a load. */
function palletTruck(load) {
  const g = new THREE.Group();
  load.position.y = 0.1; g.add(load);
  for (const z of [-0.25, 0.25]) g.add(box(1.3, 0.08, 0.16, mat('#e0a319', 0.45, 0.3), 0, 0.02, z));
  g.add(box(0.35, 0.9, 0.6, mat('#e0a319', 0.45, 0.3), -0.8, 0, 0));
  const handle = box(0.06, 0.6, 0.06, mat('#2b2d30', 0.5, 0.5), -1.05, 0.85, 0); handle.rotation.z = 0.5; g.add(handle);
  return g;
}
/** A handler in a white coat and blue gloves pushing a blanketed pharmaceutical pallet on a pallet truck (forks along +x). */
function pushedPallet(rng, mats) {
  const load = pharmaPallet(rng, { cover: 'silver', h: 1.5, mats }); load.rotation.y = Math.PI / 2;
  const t = palletTruck(load);
  t.add(at(person(rng, { vest: false, coat: true, top: '#f4f4f2', gloves: '#3b7dd8', pose: 'work' }), -1.75, 0, 0, Math.PI / 2));
  return t;
}
/**
 * opts.chambers of the cold room (round 15): the new pharma handling zone: along the back wall a
 * row of seven ULD-sized cool rooms (insulated white boxes 3.6 m wide and 4 m deep), each with a
 * sliding insulated door, a blue kick plate, a steel frame and a display over the door whose lit bar
 * is the chamber's band (blue for the -20 °C freezers, green for +2 to +8 °C, amber for +15 to
 * +25 °C, no figures); two stand open, lit inside, a blanketed pallet within, and a handler pushes
 * a pallet on a pallet truck towards one. The back row of pallets and the evaporators are left out.
 * Drawn after the rest of the room, so a shot without it is unchanged.
 */
function coolChambers(scene, rng, H, D) {
  const white = mat('#eef2f4', 0.45), door = mat('#f7f9fa', 0.35, 0.1), steel = mat('#a9b2b8', 0.35, 0.8), kick = mat('#1f5fa8', 0.5, 0.3), dark = mat('#20242a', 0.5, 0.3), gasket = mat('#3a3f44', 0.7);
  const bands = ['#5fb6ff', '#8fe38a', '#8fe38a', '#f2b134', '#8fe38a', '#5fb6ff', '#f2b134'];
  const open = [2, 5];
  const back = -D / 2, front = back + 4, ch = 3.5, dw = 2.3, dh = 2.7;
  for (let k = 0; k < 7; k++) {
    const x = -11.1 + k * 3.7, isOpen = open.includes(k);
    // the box: side walls, roof, and a front with the door opening
    for (const s of [-1, 1]) scene.add(box(0.12, ch, 4, white, x + s * 1.79, 0, back + 2));
    scene.add(box(3.7, 0.14, 4, white, x, ch, back + 2));
    scene.add(box((3.6 - dw) / 2, ch, 0.14, white, x - (dw / 2 + (3.6 - dw) / 4), 0, front));
    scene.add(box((3.6 - dw) / 2, ch, 0.14, white, x + (dw / 2 + (3.6 - dw) / 4), 0, front));
    scene.add(box(dw, ch - dh, 0.14, white, x, dh, front));
    // the steel frame round the opening
    for (const s of [-1, 1]) scene.add(box(0.08, dh, 0.06, steel, x + s * (dw / 2 + 0.04), 0, front + 0.09));
    scene.add(box(dw + 0.16, 0.08, 0.06, steel, x, dh, front + 0.09));
    // the sliding door: closed over the opening, or slid to the right along its rail
    const dx = isOpen ? dw - 0.2 : 0;
    scene.add(box(dw + 0.7, 0.1, 0.1, steel, x + dw / 2 - 0.2, dh + 0.12, front + 0.16)); // the rail
    const d = new THREE.Group();
    d.add(box(dw + 0.1, dh + 0.04, 0.1, door, 0, 0, 0));
    d.add(box(dw + 0.1, 0.28, 0.105, kick, 0, 0.02, 0));
    for (const s of [-1, 1]) d.add(box(0.02, dh, 0.11, gasket, s * (dw / 2 + 0.04), 0.02, 0));
    d.add(box(0.05, 0.9, 0.06, steel, -dw / 2 + 0.25, 0.8, 0.08)); // the pull handle
    at(d, x + dx, 0, front + 0.24); scene.add(d);
    // the display over the door: a dark face, a lit bar in the band's colour, a green light
    scene.add(box(0.62, 0.3, 0.06, dark, x - 0.5, dh + 0.35, front + 0.1));
    scene.add(box(0.42, 0.08, 0.012, glow(bands[k], 1.6), x - 0.56, dh + 0.48, front + 0.14));
    scene.add(box(0.04, 0.04, 0.012, glow(isOpen ? '#f2b134' : '#3de07a', 2.5), x - 0.28, dh + 0.4, front + 0.14));
    if (isOpen) {
      // lit inside, the room's floor continuing in, a blanketed pallet within
      pointLamp(scene, [x, ch - 0.4, back + 2], '#e3f0ff', 14, 6);
      const p = pharmaPallet(rng, { cover: k === 2 ? 'white' : 'silver', h: 1.55 }); at(p, x - 0.3, 0, back + 2.6, 0.05); scene.add(p);
    }
    // a frost-white band at the freezers' thresholds
    if (bands[k] === '#5fb6ff') scene.add(box(dw, 0.012, 0.5, mat('#f4f8fb', 0.9), x, 0.004, front + 0.5));
  }
  // a handler pushing a blanketed pallet on a pallet truck towards the open chamber at k = 2
  scene.add(at(pushedPallet(rng), 0.9, 0, -2.7, 2.31));
}

/**
 * A film in the cold room: a pallet under a thermal blanket on a pallet truck comes in through
 * the strip curtain, pushed by a handler in a white coat; the strips swing aside and settle; a
 * colleague at the pallets looks over a shipment while another walks between the rows. Made after
 * the rest of the room, so the room is the same as without the film.
 */
function coldroomFilm(scene, rng, strips, staff) {
  const load = moving(new THREE.Group());
  const p = pharmaPallet(rng, { cover: 'silver', h: 1.6 }); p.rotation.y = Math.PI / 2; p.position.y = 0.1; load.add(p);
  for (const z of [-0.25, 0.25]) load.add(box(1.3, 0.08, 0.16, mat('#e0a319', 0.45, 0.3), 0, 0.02, z)); // the pallet truck's forks
  load.add(box(0.35, 0.9, 0.6, mat('#e0a319', 0.45, 0.3), -0.8, 0, 0)); // its drive and handle
  const handle = box(0.06, 0.6, 0.06, mat('#2b2d30', 0.5, 0.5), -1.05, 0.85, 0); handle.rotation.z = 0.5; load.add(handle);
  load.position.z = -1.57; scene.add(load);
  const handler = walker(person(rng, { vest: false, coat: true, top: '#f4f4f2', gloves: '#3b7dd8', pose: 'work' })); scene.add(handler);
  const checker = moving(staff[0]), passer = walker(staff[1]);
  const turn0 = checker.rotation.y, start = [passer.position.x, passer.position.z];
  const arrive = keyframes([[0.5, -17.5], [7, -8.5]]);
  scene.userData.motion = (t) => {
    const x = arrive(t)[0];
    load.position.x = x;
    handler.position.set(x - 1.75, 0, -1.57); handler.rotation.y = Math.PI / 2;
    stride(handler, ((x + 17.5) / 0.7) * Math.PI, t > 0.5 && t < 7 ? 0.3 : 0);
    // the strips over the load's width lift with it and swing back once its back has passed
    const front = x + 0.55 - -14.9, back = x - 2.0 - -14.9;
    for (const h of strips) {
      const over = Math.abs(h.position.z + 1.57) < 0.7;
      h.rotation.z = over ? (back < 0 ? 1.0 * Math.min(1, Math.max(0, front / 0.8)) : Math.exp(-1.3 * back) * Math.cos(3 * back)) : 0;
    }
    checker.rotation.y = turn0 + 0.3 * Math.sin(0.7 * t); // looking over the pallets
    walkAlong(passer, start, -Math.PI / 2, 1.0, t, 8);
  };
}

// --------------------------------------------------------------------------------------------
export function controlRoom(renderer, scene, rng, o) {
  const W = 22, D = 16, H = 4.2;
  interior(renderer, scene, rng, { w: W, d: D, h: H, floor: '#3d4247', wall: '#8c9096', ceiling: '#6f7378' }, { spacing: 3.5, color: '#f2f6ff', intensity: 1.4 }, { key: 0.6, span: 14, env: 0.35, background: '#1a1d21' });
  // video wall
  for (let i = -4; i <= 4; i++) for (let j = 0; j < 3; j++) {
    const s = screenOf(parts.screenTex(rng), 1.58, 0.9, 1.2);
    s.position.set(i * 1.62, 1.0 + j * 0.94, -D / 2 + 0.05); scene.add(s);
  }
  pointLamp(scene, [0, 2.3, -D / 2 + 2], '#8fb6e8', 25, 12);
  // desks in two curved rows
  for (const [row, rad] of [[0, 6.5], [1, 9.5]]) for (let k = -3; k <= 3; k++) {
    const a = k * 0.16;
    const d = desk(rng, { screens: 3, w: 2.0 }); d.position.set(Math.sin(a) * rad, row * 0.35, -D / 2 + rad * Math.cos(a) * 0.6 + 1); d.rotation.y = -a;
    if (row) scene.add(box(W, 0.35, 3.5, mat('#33383d', 0.8), 0, 0, d.position.z));
    scene.add(d);
    if (rng() < (o.occupancy ?? 0.8)) { const p = office(rng, { pose: 'sit' }); p.position.set(d.position.x + Math.sin(a) * 0.7, row * 0.35, d.position.z + 0.55); p.rotation.y = Math.PI - a; scene.add(p); const c = chair(rng); c.position.copy(p.position); c.position.z += 0.1; scene.add(c); }
  }
  if (o.standing) scene.add(at(office(rng, { pose: 'point' }), 1.5, 0, -3.6, Math.PI + 0.3));
  // Round 12 options, drawn after the rest, so that a shot without them is unchanged.
  // opts.racks: a row of equipment racks along the right wall, LEDs lit, one door open, an engineer
  // at it with a laptop on a trolley and a second with a tablet (the system maintenance notice).
  if (o.racks) {
    const rackM = mat('#1d2024', 0.5, 0.4), meshM = mat('#3a4047', 0.6, 0.6);
    for (let k = 0; k < 6; k++) {
      const z = -0.8 + k * 0.72;
      scene.add(box(0.9, 2.1, 0.7, rackM, W / 2 - 0.6, 0, z));
      if (k === 2) { const d = box(0.03, 2.0, 0.68, meshM, 0, 0, 0.34); const door = new THREE.Group(); door.add(d); door.position.set(W / 2 - 1.06, 0.05, z - 0.35); door.rotation.y = -1.2; scene.add(door); }
      else { const f = mesh(new THREE.PlaneGeometry(0.64, 1.95), meshM, { cast: false }); f.position.set(W / 2 - 1.06, 1.05, z); f.rotation.y = -Math.PI / 2; scene.add(f); }
      for (let r = 0; r < 14; r++) for (let l = 0; l < 3; l++) if (rng() < 0.55) { const led = mesh(new THREE.PlaneGeometry(0.025, 0.012), glow(rng() < 0.8 ? '#3de07a' : '#f2b134', 2.2), { cast: false }); led.position.set(W / 2 - 1.07, 0.25 + r * 0.12, z - 0.2 + l * 0.07); led.rotation.y = -Math.PI / 2; scene.add(led); }
      if (k === 2) for (let r = 0; r < 8; r++) scene.add(box(0.8, 0.08, 0.6, mat(r % 3 ? '#2a2e33' : '#4a5058', 0.5, 0.5), W / 2 - 0.62, 0.3 + r * 0.2, z));
    }
    const trolley = new THREE.Group(); trolley.add(box(0.6, 0.04, 0.45, mat('#9aa0a6', 0.4, 0.7), 0, 0.85, 0)); for (const [x, z] of [[-0.27, -0.2], [0.27, -0.2], [-0.27, 0.2], [0.27, 0.2]]) trolley.add(box(0.03, 0.85, 0.03, mat('#9aa0a6', 0.4, 0.7), x, 0, z));
    trolley.add(box(0.34, 0.02, 0.24, mat('#2a2d31', 0.5), 0, 0.89, 0.02)); { const lid = screenOf(parts.screenTex(rng, 'lines'), 0.34, 0.22, 1); lid.position.set(0, 1.0, -0.1); lid.rotation.x = -0.25; trolley.add(lid); }
    at(trolley, W / 2 - 1.9, 0, 0.25, Math.PI / 2 + 0.3); scene.add(trolley);
    const eng = office(rng, { pose: 'work', top: '#2e3f5c' }); scene.add(at(eng, W / 2 - 1.6, 0, 0.9, Math.PI / 2 - 0.3));
    // opts.hands (round 16): the laptop lay on a trolley out of the engineer's reach; the trolley,
    // raised to a standing height, stands before him and both his hands are on the laptop's keys
    if (o.hands) {
      const a = Math.atan2(0.3, 0.65); trolley.scale.y = 1.2; trolley.rotation.y = a;
      at(eng, trolley.position.x + Math.sin(a) * 0.5, 0, trolley.position.z + Math.cos(a) * 0.5, a + Math.PI);
      reach(eng, 0, [-0.1, 1.1, 0.36]); reach(eng, 1, [0.1, 1.1, 0.36]);
    }
    // opts.tablet (round 17): [x, z, turn] of the second engineer; at the default place he stood
    // with his back to the camera and hid his tablet
    const [tx, tz, turn] = o.tablet ?? [W / 2 - 2.2, 2.2, Math.PI / 2 + 0.6];
    scene.add(tablet(at(office(rng, { pose: 'work', top: '#f2f2ee' }), tx, 0, tz, turn), rng));
    // round 14: that end of the room lit (it was dim): a row of ceiling lights over the aisle before
    // the racks, each a lit panel with a downlight on the rack fronts, and a lit blue strip along
    // the top of each rack's front; nothing drawn at random (the maintenance notice is the one shot)
    for (const z of [-0.9, 0.9, 2.7]) {
      scene.add(box(0.45, 0.06, 1.5, glow('#f2f6ff', 2.2), W / 2 - 2.1, H - 0.07, z));
      const down = new THREE.SpotLight('#eef3ff', 20, 9, 0.95, 0.7, 1.6); down.position.set(W / 2 - 2.1, H - 0.12, z); down.target.position.set(W / 2 - 0.9, 0.9, z); scene.add(down, down.target);
    }
    for (let k = 0; k < 6; k++) { const strip = mesh(new THREE.PlaneGeometry(0.6, 0.025), glow('#5fb0ff', 2.4), { cast: false }); strip.position.set(W / 2 - 1.075, 2.02, -0.8 + k * 0.72); strip.rotation.y = -Math.PI / 2; scene.add(strip); }
    pointLamp(scene, [W / 2 - 1.6, 1.2, 1.0], '#9fd0ff', 3, 4);
  }
  // opts.supervisor: a shift supervisor's desk behind the rows, three screens of dashboards, a
  // controller at it in a white shirt (seen over the shoulder: performance against targets).
  if (o.supervisor) {
    const d = desk(rng, { screens: 3, w: 2.2 }); at(d, 0.4, 0, 2.8); scene.add(d);
    scene.add(at(office(rng, { pose: 'sit', top: '#f2f2ee' }), 0.55, 0, 3.35, Math.PI)); scene.add(at(chair(rng), 0.55, 0, 3.45, Math.PI));
    scene.add(box(0.2, 0.02, 0.28, mat('#f7f7f3', 0.7), -0.3, 0.76, 2.95));
  }
  // opts.opening: the room's opening day: a red ribbon on two posts before the rows, guests in
  // suits behind it, two of them at the ribbon.
  if (o.opening) {
    const red = mat('#c8161d', 0.5), gold = mat('#d6a933', 0.35, 0.6);
    for (const x of [-2.6, 2.6]) { const p = cyl(0.04, 0.04, 1.0, gold, 10); p.position.set(x, 0.5, 3.8); scene.add(p); scene.add(box(0.3, 0.04, 0.3, gold, x, 0, 3.8)); }
    scene.add(box(5.2, 0.08, 0.01, red, 0, 0.92, 3.8));
    const bow = mesh(new THREE.SphereGeometry(0.16, 14, 10), red); bow.position.set(0, 0.96, 3.8); bow.scale.set(1.3, 1, 0.6); scene.add(bow);
    const suits = ['#23272e', '#2e3f5c', '#3a3a3a', '#4a4f57'];
    scene.add(at(office(rng, { pose: 'work', top: '#23272e', suit: { tie: '#8a1c1c' } }), -0.55, 0, 4.35, Math.PI));
    scene.add(at(office(rng, { pose: 'work', top: '#2e3f5c', suit: { tie: '#1f4e79' } }), 0.55, 0, 4.35, Math.PI));
    for (let i = 0; i < 7; i++) scene.add(at(office(rng, { top: suits[i % 4], suit: { tie: i % 2 ? '#8a1c1c' : false }, hair: i % 3 === 1 ? 'long' : 'short' }), -3 + i + rng.range(-0.2, 0.2), 0, 5.4 + (i % 2) * 0.6, Math.PI + rng.range(-0.3, 0.3)));
  }
  // opts.moment (round 20): 'briefing', 'night', 'call' or 'review' (controlMoment() below): pictures that
  // were the same rows of desks before the wall get a moment of their own; drawn after the rest
  if (o.moment) controlMoment(scene, o.moment, { W, D, H });
  return {
    // round 12: the equipment racks and their engineers; over the supervisor's shoulder; the opening
    racks: v([6.6, 1.7, 4.4], [10.2, 1.2, 0.8], 46),
    shoulder: v([1.5, 1.6, 4.4], [0.0, 1.15, 1.6], 44),
    opening: v([6.2, 2.3, 7.4], [-1, 1.1, 0], 50),
    row: v([5.6, 1.45, -3.3], [2.0, 1.1, -3.7], 42),
    wide: v([7, 2.6, 7.5], [-1, 1.4, -6], 50),
    back: v([0, 2.5, 7.8], [0, 1.5, -8], 46),
    desk: v([-5.5, 1.7, 3.2], [0.5, 1.2, -3.5], 44),
    wall: v([2.5, 1.2, -1.5], [-2, 1.8, -8], 52),
    side: v([-9, 2, 0], [2, 1.2, -4], 48),
    // round 20 (opts.moment): the handover briefing at the wall, from the end of the front row; the
    // night shift from the back corner; the controller on a call, close, from his left; the review
    // at a desk behind the rows, from behind its right end
    briefing: v([6.3, 1.75, -4.9], [0.0, 1.3, -6.3], 44),
    night: v([-7.5, 1.9, 4.5], [1.5, 1.05, -5.5], 40),
    call: v([-6.15, 1.45, -6.0], [-4.7, 1.15, -5.3], 44),
    review: v([7.5, 1.85, 5.3], [5.4, 1.1, 3.0], 42),
  };
}

/**
 * opts.moment of the control room (round 20). Drawn from a generator of its own after the rest of
 * the room, so that the rows and their controllers are those of the other shots.
 *   briefing: the shift handover: the duty supervisor with a tablet stands before the video wall,
 *     the incoming team of seven gathered in an arc facing him, one pointing up at the wall.
 *   night: the night shift: the ceiling panels and the room light dimmed, the wall and the screens
 *     bright, each desk's screens lighting the controller before them.
 *   call: a controller at a desk of his own at the left end of the front row, a headset on and his
 *     hands at the keyboard (a hand raised to the microphone read, close up, as a flexed arm), his
 *     screens of charts before him, the rows beyond.
 *   review: behind the rows' right end, the duty manager in a suit points at a screen of charts on
 *     a controller's desk, the controller at it; the rows and the video wall beyond.
 */
function controlMoment(scene, moment, { D }) {
  const r = rngOf(20261300 + ['briefing', 'night', 'call', 'review'].indexOf(moment));
  if (moment === 'briefing') {
    // the supervisor near the wall's right half, facing the team on his left and the room
    const sx = 1.2, sz = -6.6, face = -1.0;
    scene.add(tablet(at(office(r, { pose: 'work', top: '#2e3f5c', suit: { tie: '#1f4e79' } }), sx, 0, sz, face), r));
    const tops = ['#9fb8d0', '#f2f2ee', '#c9b8a6', '#6d7f6a', '#e6d9cc', '#27496d', '#f2f2ee'];
    for (let k = 0; k < 7; k++) {
      const a = face - 0.85 + k * (2.1 / 6), rad = 1.9 + (k % 2) * 0.5;
      const x = sx + Math.sin(a) * rad, z = sz + Math.cos(a) * rad;
      const fig = office(r, { top: tops[k], hair: k % 3 === 1 ? 'long' : 'short', pose: k === 0 ? 'point' : 'stand', points: -1 });
      scene.add(facing(fig, x, z, sx, sz));
      if (k === 0) { fig.rotation.y = Math.PI + 0.35; fig.userData.limbs.arms[0].rotation.x = -2.05; } // turned to the wall, pointing up at a panel
      if (k === 4) tablet(fig, r);
    }
  }
  if (moment === 'night') {
    scene.environmentIntensity *= 0.3;
    scene.traverse((c) => {
      if (c.isDirectionalLight) c.intensity *= 0.12;
      if (c.isHemisphereLight) c.intensity *= 0.15;
      if (c.isInstancedMesh && c.geometry.parameters?.width === 1.6) c.material.emissiveIntensity = 0.05; // the ceiling panels
    });
    scene.background = new THREE.Color('#0b0d10');
    // each desk's screens light the face before them, a cool glow
    for (const [row, rad] of [[0, 6.5], [1, 9.5]]) for (let k = -3; k <= 3; k++) {
      const a = k * 0.16, x = Math.sin(a) * rad, z = -D / 2 + rad * Math.cos(a) * 0.6 + 1;
      pointLamp(scene, [x + Math.sin(a) * 0.25, row * 0.35 + 1.15, z + 0.1], '#9cc4ff', 2.2, 2.6);
    }
  }
  if (moment === 'call') {
    // a desk of his own at the left end of the front row, turned a little towards the rows; seen
    // from his left, so that his screens and the rows and the wall beyond are behind him
    const ox = -5.0, oz = -5.2, face = Math.PI - 0.5;
    const fx = Math.sin(face), fz = Math.cos(face);
    scene.add(at(desk(r, { screens: 3, w: 2.0 }), ox + fx * 0.62, 0, oz + fz * 0.62, face + Math.PI));
    const op = office(r, { pose: 'sit', top: '#f2f2ee' });
    scene.add(at(op, ox, 0, oz, face)); scene.add(at(chair(r), ox - fx * 0.1, 0, oz - fz * 0.1, face));
    headset(op, 1);
    op.children.find((c) => c.isGroup).children.find((c) => c.isGroup).rotation.y = 0.3; // his head turned a little to his left, listening
  }
  if (moment === 'review') {
    // behind the rows' right end, the duty manager standing at a controller's shoulder, pointing
    // at the left one of his three screens of charts, the controller turned to it
    const dx = 6.0, dz = 3.2;
    scene.add(at(desk(r, { screens: 3, w: 2.0 }), dx, 0, dz));
    const op = office(r, { pose: 'sit', top: '#9fb8d0' });
    scene.add(at(op, dx + 0.45, 0, dz + 0.6, Math.PI + 0.3)); scene.add(at(chair(r), dx + 0.48, 0, dz + 0.7, Math.PI + 0.3));
    const boss = office(r, { top: '#2e3f5c', suit: { tie: '#8a1c1c' } });
    facing(boss, dx - 1.05, dz + 0.3, dx - 0.45, dz - 0.23); boss.updateMatrixWorld(true);
    reach(boss, 0, boss.worldToLocal(new THREE.Vector3(dx - 0.6, 1.2, dz - 0.15)).toArray());
    scene.add(boss);
  }
}
/** A headset on a figure's head: the band over the top, two ear cups, the microphone boom at one cheek (side 1: its left). */
function headset(fig, side = -1) {
  const up = fig.children.find((c) => c.isGroup), head = up.children.find((c) => c.isGroup);
  const black = mat('#1c1e22', 0.45, 0.3), grey = mat('#5a5f66', 0.4, 0.5);
  const band = mesh(new THREE.TorusGeometry(0.128, 0.011, 6, 20, Math.PI), black); band.position.set(0, 0.01, -0.005); head.add(band);
  for (const s of [-1, 1]) { const cup = cyl(0.042, 0.042, 0.03, black, 16); cup.rotation.z = Math.PI / 2; cup.position.set(s * 0.118, -0.005, -0.005); head.add(cup); }
  head.add(taper([side * 0.125, -0.02, 0.01], [side * 0.075, -0.075, 0.105], 0.006, 0.005, grey, 6));
  const mic = mesh(new THREE.SphereGeometry(0.014, 8, 6), black); mic.position.set(side * 0.07, -0.078, 0.11); head.add(mic);
}

// --------------------------------------------------------------------------------------------
export function classroom(renderer, scene, rng, o) {
  const W = 14, D = 11, H = 3.4;
  interior(renderer, scene, rng, { w: W, d: D, h: H, floor: '#6f6a63', wall: '#e4e1da', ceiling: '#e9e9e6' }, { spacing: 2.6, intensity: 2.6 }, { key: 1.2, span: 10, env: 0.7, background: '#dcdcd6' });
  // window wall with daylight
  const win = mesh(new THREE.PlaneGeometry(D - 1, 2.1), glow('#dbe9f5', 1.4), { cast: false }); win.position.set(W / 2 - 0.02, 1.8, 0); win.rotation.y = -Math.PI / 2; scene.add(win);
  const day = new THREE.DirectionalLight('#fff3dd', 1.6); day.position.set(20, 8, -4); day.castShadow = true; day.shadow.mapSize.set(1024, 1024); Object.assign(day.shadow.camera, { left: -10, right: 10, top: 10, bottom: -10 }); scene.add(day);
  // screen with an abstract ULD diagram
  const screen = parts.canvasTex(320, 180, (ctx, w, h) => { ctx.fillStyle = '#f7f8f9'; ctx.fillRect(0, 0, w, h); ctx.strokeStyle = '#1f5f8b'; ctx.lineWidth = 5; ctx.beginPath(); ctx.moveTo(60, 140); ctx.lineTo(170, 140); ctx.lineTo(170, 50); ctx.lineTo(40, 50); ctx.lineTo(40, 95); ctx.closePath(); ctx.stroke(); ctx.fillStyle = '#e7b416'; ctx.fillRect(200, 60, 80, 14); ctx.fillStyle = '#2fb3a6'; ctx.fillRect(200, 90, 60, 14); ctx.fillStyle = '#c9d2da'; ctx.fillRect(200, 120, 90, 14); });
  const sc = mesh(new THREE.PlaneGeometry(3.2, 1.8), new THREE.MeshStandardMaterial({ map: screen, emissive: 0xffffff, emissiveMap: screen, emissiveIntensity: 0.7 }), { cast: false }); sc.position.set(0, 1.7, -D / 2 + 0.05); scene.add(sc);
  const trainees = [];
  // opts.workshop (round 15): the desks, trainees and instructor are drawn (the same draws) but left out
  // opts.layout (round 20): 'lab', 'handover', 'uldcheck' or 'seminar' (academy() below): the same
  const put = o.workshop || o.layout ? () => {} : (x) => scene.add(x);
  for (let r = 0; r < 3; r++) for (let c = -1; c <= 1; c++) {
    const x = c * 3.3, z = -1.5 + r * 2.4;
    put(box(2.4, 0.04, 0.7, mat('#cdb892', 0.6), x, 0.73, z)); put(box(2.3, 0.7, 0.04, mat('#7d8085', 0.5, 0.6), x, 0, z - 0.3));
    for (const dx of [-0.6, 0.6]) if (rng() < 0.88) { const p = office(rng, { pose: 'sit' }); at(p, x + dx, 0, z + 0.55, Math.PI); put(p); trainees.push(p); const ch = chair(rng); at(ch, x + dx, 0, z + 0.65, Math.PI); put(ch); put(box(0.3, 0.01, 0.22, mat('#f7f7f3', 0.7), x + dx, 0.76, z + 0.1)); }
  }
  put(at(office(rng, { pose: 'point', top: '#2e3f5c' }), 2.2, 0, -4.2, -0.4));
  if (o.workshop) workshop(scene);
  if (o.layout) academy(scene, o.layout);
  // Round 12 options, drawn after the rest (a shot without them is unchanged).
  // opts.question: a trainee in the front row raises a hand (seen from the instructor's side).
  if (o.question) { const t = trainees[Math.min(trainees.length - 1, o.question === true ? 2 : o.question)]; const arm = t.userData.limbs.arms[1]; arm.rotation.x = -2.75; arm.rotation.z = 0.15; arm.userData.elbow.rotation.x = -0.25; }
  // opts.practical: a dangerous goods practical at the front left: a table of hazard-labelled
  // packages and a drum, a trainer in a white shirt holding up a package, four trainees standing round.
  if (o.practical) {
    const tx = -3.6, tz = -3.7, labels = ['#d4372c', '#e07b1d', '#f2d024', '#2f6db5'];
    scene.add(box(1.9, 0.05, 0.85, mat('#cdb892', 0.6), tx, 0.85, tz)); for (const [dx, dz] of [[-0.85, -0.35], [0.85, -0.35], [-0.85, 0.35], [0.85, 0.35]]) scene.add(box(0.05, 0.85, 0.05, mat('#7d8085', 0.5, 0.6), tx + dx, 0, tz + dz));
    for (let i = 0; i < 3; i++) { const b = box(0.42, 0.34, 0.34, mat('#d2ab7c', 0.85), tx - 0.6 + i * 0.55, 0.9, tz + 0.1); scene.add(b); const hd = hazardDiamond(labels[i]); hd.scale.setScalar(0.9); hd.position.set(b.position.x, 1.07, tz + 0.275); scene.add(hd); }
    const dr = drum(rng); dr.position.set(tx + 1.35, 0, tz - 0.2); dr.scale.setScalar(0.7); scene.add(dr);
    const trainer = office(rng, { pose: 'work', top: '#f2f2ee' }); at(trainer, tx - 0.2, 0, tz - 0.85, 0.1); scene.add(trainer);
    // both hands at the sides of the package he holds up (round 15, since the arms bend)
    for (const [i, arm] of trainer.userData.limbs.arms.entries()) { arm.rotation.set(-0.95, 0, (i ? -1 : 1) * 0.15); arm.userData.elbow.rotation.x = -0.45; }
    { const b = box(0.32, 0.26, 0.26, mat('#d2ab7c', 0.85), 0, 0, 0); const hd = hazardDiamond(labels[3]); hd.scale.setScalar(0.8); hd.position.set(0, 0.13, 0.135); const pk = new THREE.Group(); pk.add(b, hd); pk.position.set(tx - 0.17, 1.25, tz - 0.33); pk.rotation.y = 0.1; scene.add(pk); }
    // round 21: two of the four stood between the camera and the table, [-0.55, 0.95] and [1.35, 0.35]; one now stands behind it
    for (const [dx, dz, top] of [[-1.25, -0.55, '#2f6db5'], [0.55, -0.95, '#6d7f6a'], [0.6, 0.95, '#c9b8a6'], [1.4, -0.4, '#9fb8d0']]) scene.add(facing(office(rng, { top, vestColor: '#ff7a1a', hair: dz > 0.8 && dx < 0 ? 'long' : 'short' }), tx + dx, tz + dz, tx, tz));
  }
  return {
    // round 12: the practical at its table; from beside the instructor towards the raised hand
    demo: v([-6.4, 1.75, -1.2], [-3.2, 1.0, -4.0], 44),
    question: v([3.6, 1.7, -4.9], [-1.2, 1.0, -0.2], 48),
    back: v([4.5, 2.0, 5.2], [-0.5, 1.1, -3.5], 50),
    front: v([-4.5, 1.9, -4.5], [0.5, 0.9, 1.2], 52),
    side: v([6.2, 1.5, -2.5], [-2, 1, 0.5], 48),
    close: v([-0.5, 1.6, 4.6], [-3.3, 1.0, -0.5], 46),
    // from the back corner away from the windows, high: the rows, the screen and the instructor
    corner: v([-6.3, 3.0, 5.0], [0.8, 0.9, -2.0], 50),
    // round 15: the practical workshop of opts.workshop from the window side's back corner
    workshop: v([6.3, 2.7, 5.0], [-1.6, 0.6, -1.2], 44),
    // round 20 (opts.layout): the computer lab along the left wall; the certificate handover at the
    // front; the ULD check in the workshop; the instructor at the whiteboard behind a U of tables
    lab: v([3.2, 1.55, 3.4], [-5.0, 0.95, -1.2], 46),
    handover: v([2.9, 1.5, 0.4], [-0.7, 1.1, -3.1], 44),
    uldcheck: v([4.4, 1.4, 3.4], [-0.9, 0.85, -1.8], 46), // round 21: from further right, the pallet whole under its frame
    seminar: v([1.2, 2.35, 4.9], [-1.4, 0.9, -3.0], 50),
  };
}

/**
 * opts.workshop of the classroom (round 15, the IATA Training hero): Harbour Academy's practical
 * workshop, where participants handle real packaging, labels and unit load devices: instead of the
 * rows of desks, a pallet half built up on a roller deck with two trainees in orange vests placing
 * cartons and an instructor in a white shirt pointing, a container (AKE) with its curtain rolled up
 * and a trainee loading a carton into it, and a bench of hazard-labelled packages and a drum where a
 * trainee labels a package; yellow lines round the stations on a grey floor. Drawn from a generator
 * of its own after the rest of the room.
 */
function workshop(scene) {
  const rng = rngOf(20261130);
  const vest = '#ff7a1a', steel = mat('#5d6369', 0.5, 0.6), line = mat('#e3b92b', 0.6), labels = ['#d4372c', '#e07b1d', '#f2d024', '#2f6db5', '#2f9e44'];
  scene.add(box(13.9, 0.012, 10.9, mat('#8d9194', 0.7), 0, 0.002, 0)); // a grey workshop floor
  const carton = () => box(0.46, 0.34, 0.38, mat(rng.pick(['#c49a6c', '#b88a58', '#d2ab7c']), 0.85), 0, 0, 0);
  const holding = (fig) => { const c = carton(); c.position.set(0, 1.2, 0.46); fig.add(c); return fig; }; // between the hands of the 'work' pose
  // the build-up station: a roller deck, a pallet half built, bay lines round it
  const bx = -1.2, bz = -1.6;
  scene.add(box(3.5, 0.32, 2.7, steel, bx, 0, bz));
  for (let k = 0; k < 9; k++) { const r = cyl(0.05, 0.05, 2.6, mat('#9aa0a6', 0.3, 0.9), 8); r.rotation.x = Math.PI / 2; r.position.set(bx - 1.6 + k * 0.4, 0.33, bz); scene.add(r); }
  const p = pallet(rng, { h: 1.15, wrap: 'clear', taped: true }); p.position.set(bx, 0.36, bz); scene.add(p);
  for (const [w, d, x, z] of [[4.6, 0.08, bx, bz - 1.95], [4.6, 0.08, bx, bz + 1.95], [0.08, 3.9, bx - 2.3, bz], [0.08, 3.9, bx + 2.3, bz]]) scene.add(box(w, 0.01, d, line, x, 0.01, z));
  scene.add(holding(facing(person(rng, { top: '#27496d', vestColor: vest, pose: 'work' }), bx + 0.6, bz + 1.75, bx + 0.6, bz)));
  scene.add(holding(facing(person(rng, { top: '#6d7f6a', vestColor: vest, pose: 'work', hair: 'long' }), bx + 2.05, bz + 0.2, bx, bz)));
  const instructor = facing(person(rng, { top: '#f2f2ee', vest: false, pose: 'point', legs: '#1d2230' }), bx - 0.9, bz + 2.1, bx - 0.3, bz + 0.6);
  scene.add(instructor);
  // a container with its curtain rolled up, cartons inside, a trainee loading one
  const u = uldAKE(rng, '#c5c9cc', { rim: true });
  const curtain = u.children.find((c) => c.geometry?.parameters?.width === 1.45);
  curtain.scale.y = 0.15; curtain.position.y = 1.5;
  u.add(box(1.9, 1.42, 0.01, mat('#2c3136', 0.8), 0.3, 0.08, 0.785)); // the open door: the dark inside
  for (let k = 0; k < 5; k++) { const c = carton(); c.position.set(-0.35 + (k % 3) * 0.48, 0.07 + Math.floor(k / 3) * 0.35, 0.62); u.add(c); } // cartons at its mouth
  at(u, -4.6, 0, 1.6, 1.35); scene.add(u);
  scene.add(holding(facing(person(rng, { top: '#3b3f46', vestColor: vest, pose: 'work' }), -3.5, 2.75, -4.3, 1.9)));
  // the dangerous goods bench along the front wall: packages with labels, a drum, a trainee labelling one
  const tx = 2.4, tz = -4.5;
  scene.add(box(3.2, 0.05, 0.8, mat('#cdb892', 0.6), tx, 0.88, tz)); for (const [dx, dz] of [[-1.5, -0.33], [1.5, -0.33], [-1.5, 0.33], [1.5, 0.33]]) scene.add(box(0.05, 0.88, 0.05, steel, tx + dx, 0, tz + dz));
  for (let i = 0; i < 5; i++) { const b = box(0.4, 0.32, 0.32, mat('#d2ab7c', 0.85), tx - 1.2 + i * 0.6, 0.93, tz); scene.add(b); const hd = hazardDiamond(labels[i]); hd.scale.setScalar(0.85); hd.position.set(tx - 1.2 + i * 0.6, 1.09, tz + 0.165); scene.add(hd); }
  const dr = drum(rng); dr.scale.setScalar(0.75); dr.position.set(tx + 2.1, 0, tz); scene.add(dr);
  scene.add(facing(person(rng, { top: '#c9b8a6', vestColor: vest, pose: 'work', hair: 'long' }), tx - 0.3, tz + 0.75, tx - 0.3, tz));
}

/**
 * opts.layout of the classroom (round 20): four pictures beside four texts about Harbour Academy
 * were rows of students at desks from slightly different cameras. Each gets a room of its own, the
 * desks, trainees and instructor of the rows drawn (the same draws) but left out, as for
 * opts.workshop; drawn from a generator of its own after the rest of the room.
 *   lab: an e-learning session: a bench of computers along the left wall and an island of them in
 *     the middle, trainees at the screens (abstract charts), an instructor leaning to help one.
 *   handover: a certificate handover at the front: the instructor shakes a trainee's hand, who holds
 *     a framed certificate, colleagues in uniform standing round clapping.
 *   uldcheck: the practical workshop: trainees checking a container (AKE) and a netted pallet under
 *     a contour frame, one kneeling at the container's base, the instructor pointing.
 *   seminar: a small class at a U of tables, manuals open, the instructor drawing at a whiteboard
 *     of diagrams (a package with a hazard label, a pet carrier, a freighter outline), no lettering.
 */
function academy(scene, layout) {
  const r = rngOf(20261200 + ['lab', 'handover', 'uldcheck', 'seminar'].indexOf(layout));
  const tops = ['#9fb8d0', '#2e3f5c', '#c9b8a6', '#6d7f6a', '#e6d9cc', '#27496d', '#3b3f46'];
  const who = (k, opts = {}) => office(r, { top: tops[k % tops.length], hair: k % 3 === 1 ? 'long' : 'short', ...opts });
  const steel = mat('#5d6369', 0.5, 0.6), wood = mat('#cdb892', 0.6);
  /** A table w × d, its top 0.77 m up on four steel legs. */
  const table = (x, z, w, d) => { scene.add(box(w, 0.04, d, wood, x, 0.73, z)); for (const [dx, dz] of [[-1, -1], [1, -1], [-1, 1], [1, 1]]) scene.add(box(0.04, 0.73, 0.04, steel, x + dx * (w / 2 - 0.05), 0, z + dz * (d / 2 - 0.05))); };
  if (layout === 'lab') {
    // the bench along the left wall: five stations facing the wall
    for (let k = 0; k < 5; k++) {
      const z = -3.9 + k * 1.65;
      scene.add(at(desk(r, { screens: 1, w: 1.5 }), -6.55, 0, z, Math.PI / 2));
      if (k !== 3) { const p = who(k, { pose: 'sit' }); at(p, -5.85, 0, z, -Math.PI / 2); scene.add(p); scene.add(at(chair(r), -5.75, 0, z, -Math.PI / 2)); }
    }
    // the island: two rows of stations back to back
    for (let k = 0; k < 3; k++) for (const side of [1, -1]) {
      const x = -2.6 + k * 1.6, z = 0.3 + side * 0.42;
      scene.add(at(desk(r, { screens: 1, w: 1.5 }), x, 0, z, side > 0 ? 0 : Math.PI));
      if (k < 2 || side > 0) { const p = who(k * 2 + (side > 0 ? 1 : 4), { pose: 'sit' }); at(p, x, 0, z + side * 0.68, side > 0 ? Math.PI : 0); scene.add(p); scene.add(at(chair(r), x, 0, z + side * 0.78, side > 0 ? Math.PI : 0)); }
    }
    // the instructor bends to the trainee at the last station of the wall, pointing at her screen
    const t = office(r, { pose: 'bend', top: '#f2f2ee', legs: '#1d2230' }); facing(t, -5.15, 1.95, -6.4, 2.7); scene.add(t);
    reachTo(t, 1, [-6.3, 1.12, 2.45]);
    return;
  }
  if (layout === 'handover') {
    // the instructor in a white shirt and a trainee in uniform shake hands in front of the screen,
    // turned half to the room; the trainee holds up a framed certificate
    const A = office(r, { top: '#f2f2ee', legs: '#1d2230' }), B = person(r, { top: '#27496d', vestColor: '#ff7a1a' });
    at(A, 0.55, 0, -3.55, -Math.PI / 2 + 0.55); at(B, -0.5, 0, -3.45, Math.PI / 2 - 0.55); scene.add(A, B);
    const P = [0.03, 1.0, -3.15];
    reachTo(A, 0, P); reachTo(B, 0, [P[0] - 0.02, P[1] + 0.01, P[2] + 0.02]); grip(A, 0); grip(B, 0);
    const cert = new THREE.Group();
    cert.add(box(0.36, 0.27, 0.015, mat('#1f3f6b', 0.5), 0, -0.135, 0));
    cert.add(box(0.31, 0.22, 0.004, mat('#f7f5ee', 0.7), 0, -0.11, 0.01));
    cert.add(box(0.22, 0.012, 0.002, mat('#1f5f8b', 0.6), 0, 0.05, 0.013)); // a ruled band across the sheet, no lettering
    const seal = cyl(0.03, 0.03, 0.004, mat('#d6a933', 0.35, 0.6), 20); seal.rotation.x = Math.PI / 2; seal.position.set(0.08, -0.06, 0.014); cert.add(seal);
    B.updateMatrixWorld(true);
    const cp = B.localToWorld(new THREE.Vector3(0.18, 1.18, 0.34)); cert.position.copy(cp); cert.rotation.y = B.rotation.y - 0.35; scene.add(cert);
    reachTo(B, 1, [cp.x, cp.y - 0.09, cp.z]); grip(B, 1);
    // colleagues standing round, some clapping
    const ring = [[-2.3, -2.4], [-1.9, -1.4], [-1.1, -0.8], [1.5, -4.3], [2.0, -3.6], [-2.7, -3.6]];
    ring.forEach(([x, z], k) => {
      const p = k % 2 ? who(k) : person(r, { top: tops[(k + 5) % tops.length], vestColor: k === 2 ? '#e9f23a' : '#ff7a1a', hair: k === 4 ? 'long' : 'short' });
      facing(p, x, z, 0, -3.4); scene.add(p);
      if (k % 3 !== 2) { reach(p, 0, [0.02, 1.2, 0.3]); reach(p, 1, [-0.02, 1.22, 0.31]); }
    });
    // a table at the side with the certificates still to hand out
    table(3.3, -4.6, 1.6, 0.7);
    for (let k = 0; k < 6; k++) scene.add(box(0.36, 0.015, 0.27, mat(k % 2 ? '#1f3f6b' : '#24477a', 0.5), 2.9 + r.range(-0.02, 0.02), 0.77 + k * 0.016, -4.55));
    return;
  }
  if (layout === 'uldcheck') {
    scene.add(box(13.9, 0.012, 10.9, mat('#8d9194', 0.7), 0, 0.002, 0)); // a grey workshop floor
    const line = mat('#e3b92b', 0.6);
    // a container, door to the camera side, a trainee kneeling at its base with a tablet
    const u = uldContainer({ door: AKE_DOORS[0] }); at(u, -1.6, 0, -1.4, 0.5); scene.add(u);
    for (const [w, d, x, z] of [[3.2, 0.08, -1.8, -3.0], [3.2, 0.08, -1.8, 0.2], [0.08, 3.2, -3.4, -1.4], [0.08, 3.2, -0.2, -1.4]]) scene.add(box(w, 0.01, d, line, x, 0.01, z));
    const kneel = person(r, { top: '#27496d', vestColor: '#ff7a1a', pose: 'kneel' }); facing(kneel, -0.5, -0.25, -1.3, -1.1); scene.add(kneel);
    { const tb = box(0.26, 0.18, 0.015, mat('#22262b', 0.4), 0, 0, 0); const sc = screenOf(parts.screenTex(r, 'grid'), 0.23, 0.15, 1); sc.position.set(0, 0.09, 0.009); tb.add(sc); tb.position.set(0, 0.78, 0.36); tb.rotation.x = -0.7; kneel.add(tb); reach(kneel, 0, [-0.1, 0.8, 0.34]); reach(kneel, 1, [0.1, 0.8, 0.34]); }
    // the instructor points at the container's base plate; two trainees watch
    const ins = office(r, { pose: 'point', top: '#f2f2ee', legs: '#1d2230' }); facing(ins, 0.5, -2.3, -1.4, -1.2); scene.add(ins);
    // round 21: the two stood one behind the other from the camera, [-3.1, 0.3] and [-2.2, 0.8]
    for (const [x, z, k] of [[-3.4, -0.5, 0], [-0.9, 1.7, 1]]) scene.add(facing(person(r, { top: tops[k + 2], vestColor: '#ff7a1a', hair: k ? 'long' : 'short' }), x, z, -1.6, -1.4));
    // behind: a netted pallet on a roller deck under a contour frame
    const px = 0.8, pz = -4.0; // round 21: at [2.4, -3.2] the frame's right edge cut it
    scene.add(box(3.0, 0.32, 2.6, steel, px, 0, pz));
    const p = pallet(r, { h: 1.3, wrap: 'net', net: '#2f9e44' }); p.position.set(px, 0.34, pz); scene.add(p);
    const tube = mat('#d8dde1', 0.35, 0.7);
    for (const x of [-1.6, 1.6]) scene.add(box(0.07, 2.0, 0.07, tube, px + x, 0, pz + 1.2));
    scene.add(box(3.27, 0.07, 0.07, tube, px, 1.98, pz + 1.2));
    for (const s of [-1, 1]) { const d = box(0.07, 0.75, 0.07, tube, 0, -0.375, 0); d.position.set(px + s * 1.35, 1.82, pz + 1.2); d.rotation.z = s * 0.75; scene.add(d); } // the contour's shoulders
    scene.add(facing(person(r, { top: '#3b3f46', vestColor: '#e9f23a', pose: 'point', points: -1 }), px + 1.4, pz + 1.9, px + 0.4, pz));
    return;
  }
  // seminar: the whiteboard at the front left, the instructor drawing on it
  const wb = parts.canvasTex(480, 240, (ctx, w, h) => {
    ctx.fillStyle = '#fbfbf9'; ctx.fillRect(0, 0, w, h); ctx.lineWidth = 5; ctx.lineCap = 'round';
    // a package with a hazard label
    ctx.strokeStyle = '#1f5f8b'; ctx.strokeRect(30, 90, 110, 90); ctx.beginPath(); ctx.moveTo(30, 90); ctx.lineTo(60, 60); ctx.lineTo(170, 60); ctx.lineTo(140, 90); ctx.moveTo(170, 60); ctx.lineTo(170, 150); ctx.lineTo(140, 180); ctx.stroke();
    ctx.strokeStyle = '#d4372c'; ctx.beginPath(); ctx.moveTo(85, 105); ctx.lineTo(110, 135); ctx.lineTo(85, 165); ctx.lineTo(60, 135); ctx.closePath(); ctx.stroke();
    // an arrow to a pet carrier with a grille
    ctx.strokeStyle = '#2b2f33'; ctx.beginPath(); ctx.moveTo(190, 130); ctx.lineTo(240, 130); ctx.moveTo(228, 120); ctx.lineTo(240, 130); ctx.lineTo(228, 140); ctx.stroke();
    ctx.strokeStyle = '#2f9e44'; ctx.beginPath(); ctx.moveTo(260, 180); ctx.lineTo(260, 110); ctx.quadraticCurveTo(300, 80, 340, 110); ctx.lineTo(340, 180); ctx.closePath(); ctx.stroke();
    for (let x = 280; x <= 320; x += 10) { ctx.beginPath(); ctx.moveTo(x, 125); ctx.lineTo(x, 170); ctx.stroke(); }
    // a freighter's outline above
    ctx.strokeStyle = '#1f5f8b'; ctx.beginPath(); ctx.moveTo(250, 45); ctx.lineTo(440, 45); ctx.quadraticCurveTo(460, 45, 455, 60); ctx.lineTo(270, 62); ctx.quadraticCurveTo(248, 60, 250, 45); ctx.moveTo(330, 52); ctx.lineTo(370, 20); ctx.moveTo(330, 56); ctx.lineTo(372, 88); ctx.moveTo(270, 48); ctx.lineTo(258, 22); ctx.stroke();
    ctx.strokeStyle = '#e07b1d'; ctx.strokeRect(380, 120, 70, 60); ctx.beginPath(); ctx.moveTo(380, 150); ctx.lineTo(450, 150); ctx.moveTo(415, 120); ctx.lineTo(415, 180); ctx.stroke();
  });
  const bx = -3.3, bz = -5.45;
  scene.add(box(2.9, 1.45, 0.04, mat('#9aa0a6', 0.4, 0.7), bx, 0.78, bz + 0.02));
  const board = mesh(new THREE.PlaneGeometry(2.8, 1.35), new THREE.MeshStandardMaterial({ map: wb, roughness: 0.35 }), { cast: false }); board.position.set(bx, 1.5, bz + 0.05); scene.add(board);
  scene.add(box(2.6, 0.04, 0.1, mat('#9aa0a6', 0.4, 0.7), bx, 0.8, bz + 0.08));
  const ins = office(r, { top: '#f2f2ee', legs: '#1d2230' }); at(ins, bx + 0.75, 0, bz + 0.5, Math.PI - 0.5); scene.add(ins);
  reachTo(ins, 1, [bx + 0.35, 1.75, bz + 0.08]); grip(ins, 1);
  // the U of tables opening to the board, trainees round it with manuals and notebooks
  table(-1.6, 0.4, 5.0, 0.7); table(-3.75, -1.7, 0.7, 3.5); table(0.55, -1.7, 0.7, 3.5);
  const seats = [[-3.3, 0.95, Math.PI], [-2.2, 0.95, Math.PI], [-1.0, 0.95, Math.PI], [0.1, 0.95, Math.PI], [-4.3, -1.0, Math.PI / 2], [-4.3, -2.5, Math.PI / 2], [1.1, -0.9, -Math.PI / 2], [1.1, -2.4, -Math.PI / 2]];
  seats.forEach(([x, z, a], k) => {
    const p = who(k, { pose: 'sit' }); at(p, x, 0, z, a); scene.add(p); scene.add(at(chair(r), x + Math.sin(a) * -0.1, 0, z + Math.cos(a) * -0.1, a));
    const fx = x + Math.sin(a) * 0.5, fz = z + Math.cos(a) * 0.5;
    const book = new THREE.Group(); book.add(box(0.21, 0.045, 0.29, mat(k % 2 ? '#e07b1d' : '#2f6db5', 0.6), -0.11, 0, 0)); book.add(box(0.21, 0.045, 0.29, mat(k % 2 ? '#e07b1d' : '#2f6db5', 0.6), 0.11, 0, 0)); book.add(box(0.4, 0.004, 0.27, mat('#f7f5ee', 0.7), 0, 0.046, 0));
    at(book, fx, 0.77, fz, a + r.range(-0.15, 0.15)); scene.add(book);
  });
}

// --------------------------------------------------------------------------------------------
// opts.centre of the counter scene (round 12): the Customer Service Centre as a room of its own, for
// pictures that each show a different part of it. Six counters along z = -2, each a staff desk at
// sitting height (0.76 m) behind a glass screen with a gap under it, a customer's ledge at 1.12 m in
// front; the officers sit at their desks (hands on the desk, one reaching for the customer's folder)
// and customers stand at the ledge handing folders across; the officer at counter 4 turns his monitor
// to the forwarder and points at it (an on-line booking). In the hall: a queue-ticket kiosk, rows
// of waiting seats with customers, a queue display of lit bars (no figures), glass entrance doors
// with daylight, and at the left a documents window in a partition, a back office with shelves of
// files behind it. opts.lanterns hangs red lanterns at the entrance (Lunar New Year). Its own
// builder, so the counter scene without opts.centre is unchanged.
const COUNTER_X = [-7.5, -4.5, -1.5, 1.5, 4.5, 7.5];
// opts.backoffice of the service centre (round 15): the back office behind the officers, which the
// Contact Us hero sees close on its right, was a plain wall with the shelves of files. It gets what
// such an office has: a wall clock (hands and ticks, no figures), a pinboard of notices (grey bars
// for text), low filing cabinets with a printer and a tray of folders, a tall plant, and a colleague
// filing folders at a cabinet. Drawn from a generator of its own after the rest of the scene.
function backOffice(scene) {
  const r = rngOf(20261127 + 15);
  const Z = -4.5, X = 6.35; // the back wall's face; the middle of its bare stretch between the shelves at x 3 and 9.5
  const steel = mat('#b8bcc0', 0.25, 0.85), cabinetM = mat('#8f969c', 0.45, 0.4), dark = mat('#2b2f34', 0.5, 0.3);
  // a band of the house's teal along the wall, at the height of the counter lamps
  scene.add(box(26, 0.16, 0.02, mat('#2fb3a6', 0.6), 0, 2.3, Z + 0.01));
  // the clock, high up
  const clock = new THREE.Group();
  const face = cyl(0.3, 0.3, 0.04, mat('#f7f7f4', 0.4), 40); face.rotation.x = Math.PI / 2; clock.add(face);
  const rim = mesh(new THREE.TorusGeometry(0.3, 0.03, 10, 40), dark); clock.add(rim);
  for (let k = 0; k < 12; k++) { const a = (k / 12) * Math.PI * 2; const t = box(0.025, k % 3 ? 0.04 : 0.08, 0.01, dark, 0, 0, 0.025); t.position.set(Math.sin(a) * 0.24, Math.cos(a) * 0.24, 0.025); t.rotation.z = -a; clock.add(t); }
  const hand = (len, w, a) => { const h = new THREE.Group(); h.add(box(w, len, 0.008, dark, 0, 0, 0)); h.rotation.z = -a; h.position.z = 0.035; clock.add(h); };
  hand(0.15, 0.025, 3.6); hand(0.23, 0.016, 5.9); // ten to four
  clock.position.set(X - 1.25, 2.95, Z + 0.03); scene.add(clock);
  // the pinboard of notices
  scene.add(box(1.6, 0.9, 0.03, mat('#b48a5a', 0.9), X - 0.4, 1.3, Z + 0.015));
  scene.add(box(1.66, 0.96, 0.02, mat('#d8d6d0', 0.5), X - 0.4, 1.27, Z + 0.005));
  const notice = (x, y, w, h, colour) => {
    const n = new THREE.Group(); n.add(box(w, h, 0.004, mat(colour, 0.8), 0, 0, 0));
    if (colour === '#fbfbf8') for (let k = 0; k < Math.floor(h / 0.05) - 1; k++) n.add(box(w * (k === 0 ? 0.6 : r.range(0.55, 0.8)), 0.012, 0.002, mat(k === 0 ? '#13294b' : '#9aa3ad', 0.8), -w * 0.05, h - 0.06 - k * 0.045, 0.003));
    n.position.set(x, y, Z + 0.035); n.rotation.z = r.range(-0.04, 0.04); scene.add(n);
  };
  notice(X - 0.95, 1.4, 0.3, 0.42, '#fbfbf8'); notice(X - 0.55, 1.45, 0.3, 0.42, '#fbfbf8'); notice(X - 0.1, 1.55, 0.28, 0.36, '#fbfbf8');
  notice(X + 0.15, 1.36, 0.14, 0.14, '#f2c94c'); notice(X - 1.0, 1.9, 0.14, 0.14, '#8fd1c4'); notice(X + 0.2, 1.88, 0.13, 0.13, '#f4a6a0');
  // low filing cabinets along the wall, a printer and a tray of folders on them
  for (const dx of [-1.55, -0.65, 0.25, 1.15]) {
    scene.add(box(0.86, 1.02, 0.6, cabinetM, X + dx, 0, Z + 0.32));
    for (let d = 0; d < 3; d++) scene.add(box(0.5, 0.03, 0.02, steel, X + dx, 0.25 + d * 0.32, Z + 0.63));
  }
  scene.add(box(0.55, 0.32, 0.45, mat('#e9eaea', 0.4), X + 1.15, 1.02, Z + 0.3)); scene.add(box(0.4, 0.04, 0.2, dark, X + 1.15, 1.26, Z + 0.48));
  for (let k = 0; k < 4; k++) scene.add(at(folder(['#2f6db5', '#d9a441', '#c8452f', '#2d5a3a'][k]), X - 0.65 + r.range(-0.03, 0.03), 1.03 + k * 0.03, Z + 0.3, r.range(-0.15, 0.15)));
  // a tall plant by the shelves
  const pot = cyl(0.22, 0.17, 0.5, mat('#e8e4dc', 0.6), 24); pot.position.set(X + 1.75, 0.25, Z + 0.35); scene.add(pot);
  for (let k = 0; k < 18; k++) { const leaf = mesh(new THREE.SphereGeometry(0.13, 10, 8), mat(k % 3 ? '#3d7a3a' : '#2f6a34', 0.6)); leaf.scale.set(0.5, 2.2, 0.3); const a = k * 2.4; leaf.position.set(X + 1.75 + Math.sin(a) * 0.17, 0.85 + (k % 4) * 0.25, Z + 0.35 + Math.cos(a) * 0.17); leaf.rotation.set(Math.cos(a) * 0.45, a, Math.sin(a) * 0.45); scene.add(leaf); }
  // a colleague filing folders at the cabinets, her back half turned to the counters
  const c = office(r, { pose: 'work', top: '#24477a', hair: 'long' }); at(c, X - 1.1, 0, Z + 1.05, Math.PI + 0.3); scene.add(c);
  // one hand puts a folder on the shelf, the other hangs
  { const [b, a] = c.userData.limbs.arms; a.rotation.x = -1.25; a.userData.elbow.rotation.x = 0; b.rotation.x = 0.08; b.userData.elbow.rotation.x = -0.2;
    const f = folder('#2f6db5'); f.rotation.set(Math.PI / 2, 0, Math.PI / 2); f.position.set(0, -0.02, 0.1); a.userData.hand.add(f); }
}

function folder(colour) { const g = new THREE.Group(); g.add(box(0.24, 0.012, 0.31, mat(colour, 0.6))); g.add(box(0.21, 0.014, 0.29, mat('#f6f5f0', 0.7), 0.008, 0.004, 0)); return g; }
function serviceCentre(renderer, scene, rng, o) {
  const W = 26, D = 18, H = 4.6;
  interior(renderer, scene, rng, { w: W, d: D, h: H, floor: '#b7b1a6', wall: '#e6e3dd', ceiling: '#ecebe8' }, { spacing: 3, intensity: 2.3 }, { key: 1.0, span: 16, env: 0.75, background: '#e0ddd8' });
  const wood = mat('#8a6a4a', 0.5), top = mat('#efece6', 0.3), dark = mat('#2b2f34', 0.5, 0.3), steel = mat('#b8bcc0', 0.25, 0.85);
  const glassM = mat('#dfeaf0', 0.05, 0, { transparent: true, opacity: 0.12 });
  // the back office wall behind the counters, with shelves of files
  scene.add(box(W, H, 0.2, mat('#d9d4ca', 0.85), 0, 0, -4.6));
  // opts.shelves (round 16): the files' spines lay in the plane of the shelf unit's face, and their
  // edges flickered jagged against it, the pale ones read as gaps; the unit gets shelf boards, sides
  // and a back, and the files stand evenly on the boards, their spines 3 cm proud. The same draws.
  const shelfM = mat('#d8d6d0', 0.6), boardM = mat('#a9a59c', 0.55);
  for (const sx of [-9.5, -3, 3, 9.5]) {
    if (o.shelves) {
      scene.add(box(2.4, 2.0, 0.05, shelfM, sx, 0, -4.47));
      for (const dx of [-1.18, 1.18]) scene.add(box(0.04, 2.0, 0.4, boardM, sx + dx, 0, -4.3));
      for (let r = 0; r < 5; r++) scene.add(box(2.36, r === 4 ? 0.04 : 0.05, 0.4, boardM, sx, r === 4 ? 1.96 : 0.07 + r * 0.48, -4.3));
    } else scene.add(box(2.4, 2.0, 0.4, shelfM, sx, 0, -4.3));
    for (let r = 0; r < 4; r++) for (let k = 0; k < 11; k++) {
      const colour = rng.pick(['#1f4e79', '#7a2e2e', '#2d5a3a', '#c9a227', '#e8e4dc']), dx = rng.range(-0.02, 0.02);
      if (o.shelves) scene.add(box(0.17, 0.36 - ((k * 5 + r * 3) % 4) * 0.02, 0.3, mat(colour === '#e8e4dc' ? '#b8c4cc' : colour, 0.7), sx - 1.0 + k * 0.2, 0.12 + r * 0.48, -4.23));
      else scene.add(box(0.16, 0.36, 0.3, mat(colour, 0.7), sx - 1.05 + k * 0.2 + dx, 0.12 + r * 0.48, -4.25));
    }
  }
  const staff = [], customers = [];
  COUNTER_X.forEach((x, i) => {
    scene.add(box(2.9, 1.12, 0.12, wood, x, 0, -1.5)); // customer front
    scene.add(box(2.95, 0.05, 0.36, top, x, 1.12, -1.6)); // customer ledge
    scene.add(box(2.9, 0.04, 0.62, top, x, 0.74, -2.0)); // staff desk
    for (const dx of [-1.4, 1.4]) scene.add(box(0.06, 0.74, 0.6, wood, x + dx, 0, -2.0));
    const glass = mesh(new THREE.PlaneGeometry(2.7, 0.75), glassM, { cast: false }); glass.position.set(x, 1.7, -1.72); scene.add(glass);
    scene.add(box(2.75, 0.04, 0.04, steel, x, 2.07, -1.72)); scene.add(box(2.75, 0.03, 0.03, steel, x, 1.3, -1.72));
    for (const dx of [-1.47, 1.47]) scene.add(box(0.05, 0.5, 0.45, mat('#cfd4d8', 0.3, 0.2), x + dx, 1.12, -1.2)); // privacy screens between customers
    // a counter lamp above: a dark box with a lit teal face, no figure
    scene.add(box(0.5, 0.22, 0.06, dark, x, 2.25, -1.72)); const lit = mesh(new THREE.PlaneGeometry(0.42, 0.14), glow(i === 3 ? '#f2b134' : '#2fb3a6', 1.6), { cast: false }); lit.position.set(x, 2.36, -1.685); scene.add(lit);
    // the officer's monitor and keyboard (at counter 4 turned towards the customer)
    const turned = o.booking && i === 3;
    const mon = new THREE.Group(); mon.add(box(0.52, 0.32, 0.03, mat('#1b1d20', 0.4), 0, 0.12, 0)); mon.add(box(0.05, 0.12, 0.05, mat('#333', 0.5), 0, 0, 0.03));
    const scr = screenOf(parts.screenTex(rng, 'grid'), 0.48, 0.28, 1.0); scr.position.set(0, 0.28, -0.017); scr.rotation.y = Math.PI; mon.add(scr);
    if (turned) mon.add(box(0.04, 0.42, 0.04, mat('#333', 0.5), 0, -0.42, 0.03)); // on a raised arm, its screen above the customer's ledge
    at(mon, x + (turned ? -0.05 : 0.55), turned ? 1.2 : 0.78, turned ? -1.9 : -1.82, turned ? Math.PI + 0.3 : 0.15); scene.add(mon);
    scene.add(box(0.42, 0.02, 0.14, mat('#2a2d31', 0.6), x + 0.5, 0.78, -2.12));
    // the officer, seated close to the desk
    const s = office(rng, { pose: 'sit', top: rng.pick(['#1f3f6b', '#24477a', '#f2f2ee']), hair: rng() < 0.5 ? 'long' : 'short' });
    at(s, x + rng.range(-0.15, 0.1), 0, -2.72, 0); scene.add(s); staff.push(s);
    scene.add(at(chair(rng), s.position.x, 0, -2.8, 0));
    const served = i === 2 || i === 3 || rng() < 0.7;
    if (served) {
      const c = office(rng, { pose: 'work', hair: rng() < 0.4 ? 'long' : 'short' });
      at(c, x + rng.range(-0.15, 0.15), 0, -1.12, Math.PI); scene.add(c); customers.push(c);
      if (turned) {
        at(c, x + 0.4, 0, -1.1, Math.PI + 0.55);
        // opts.papers (round 17): the forwarder holds her folder open across the ledge in both hands
        // (they were held out round nothing); drawn without rng
        if (o.papers) {
          const f = folder('#2f6db5'); f.position.set(0, 1.2, 0.4); f.rotation.x = -0.75;
          reach(c, 0, [-0.125, 1.18, 0.38]); reach(c, 1, [0.125, 1.18, 0.38]); grip(c, 0, f); grip(c, 1);
        }
      }
      else {
        // the customer's folder passing under the glass to the officer, whose right arm reaches for it
        const f = folder(rng.pick(['#2f6db5', '#d9a441', '#c8452f', '#2d5a3a'])); at(f, c.position.x - 0.05, 1.19, -1.78, rng.range(-0.2, 0.2)); f.rotation.x = 0.12; scene.add(f);
        const reach = s.userData.limbs.arms[0]; reach.rotation.x = -1.45; reach.rotation.z = -0.05; reach.userData.elbow.rotation.x = 0;
        c.userData.limbs.arms[1].rotation.x = -0.15;
      }
    } else scene.add(at(folder('#e8e4dc'), x - 0.3, 0.77, -2.05, 0.3));
    if (turned) { const p = s.userData.limbs.arms[1]; p.rotation.x = -1.8; p.rotation.z = 0.05; p.userData.elbow.rotation.x = 0; s.rotation.y = -0.15; }
  });
  // the waiting area: rows of linked seats facing the counters, some taken
  for (let r = 0; r < 3; r++) for (let k = 0; k < 6; k++) {
    const x = -6.2 + k * 0.62, z = 3.2 + r * 1.3;
    scene.add(box(0.52, 0.06, 0.48, mat('#2f6db5', 0.5), x, 0.44, z)); scene.add(box(0.52, 0.45, 0.05, mat('#2f6db5', 0.5), x, 0.5, z + 0.25));
    if (k === 0 || k === 5) scene.add(box(0.05, 0.44, 0.45, steel, x, 0, z));
    if (rng() < 0.45) { const p = office(rng, { pose: 'sit', hair: rng() < 0.4 ? 'long' : 'short' }); at(p, x, 0, z + 0.05, Math.PI); scene.add(p); }
  }
  for (let r = 0; r < 3; r++) scene.add(box(3.8, 0.04, 0.12, steel, -4.65, 0.3, 3.2 + r * 1.3));
  // the queue display over the waiting area: lit bars, no figures
  const qd = new THREE.Group(); qd.add(box(2.2, 0.7, 0.1, dark));
  for (let k = 0; k < 3; k++) { const b = mesh(new THREE.PlaneGeometry(k === 0 ? 1.6 : 1.2, 0.12), glow(k === 0 ? '#f2b134' : '#d9534f', 1.8), { cast: false }); b.position.set(k === 0 ? 0 : -0.2, 0.52 - k * 0.19, 0.055); qd.add(b); }
  for (const dx of [-0.8, 0.8]) qd.add(box(0.02, 1.2, 0.02, steel, dx, 0.7, 0));
  qd.position.set(-4.6, 2.6, 1.6); scene.add(qd);
  // the queue-ticket kiosk by the entrance, a customer taking a ticket
  const kiosk = new THREE.Group(); kiosk.add(box(0.55, 1.25, 0.42, mat('#f2f3f4', 0.4, 0.2))); kiosk.add(box(0.57, 0.1, 0.44, mat('#2fb3a6', 0.5), 0, 1.25, 0));
  const ks = screenOf(parts.screenTex(rng, 'grid'), 0.4, 0.3, 1.0); ks.position.set(0, 1.08, 0.215); ks.rotation.x = -0.35; kiosk.add(ks);
  kiosk.add(box(0.2, 0.03, 0.05, dark, 0, 0.85, 0.22));
  at(kiosk, 3.2, 0, 5.0, -0.5); scene.add(kiosk);
  scene.add(at(office(rng, { pose: 'work' }), 3.2 + Math.sin(-0.5) * 0.75, 0, 5.0 + Math.cos(-0.5) * 0.75, Math.PI - 0.5));
  // the entrance: glass doors with daylight in the front wall
  for (const dx of [-1.6, 1.6]) { const d = mesh(new THREE.PlaneGeometry(1.5, 2.6), glow('#eaf2f8', 1.5), { cast: false }); d.position.set(7.5 + dx * 0.52, 1.3, D / 2 - 0.03); d.rotation.y = Math.PI; scene.add(d); }
  for (const dx of [-1.65, 0, 1.65]) scene.add(box(0.08, 2.75, 0.1, mat('#5c6166', 0.4, 0.7), 7.5 + dx, 0, D / 2 - 0.06));
  scene.add(box(3.4, 0.12, 0.1, mat('#5c6166', 0.4, 0.7), 7.5, 2.65, D / 2 - 0.06));
  for (const dx of [-4.6, 4.6]) { const w = mesh(new THREE.PlaneGeometry(3.2, 2.2), glow('#e3edf4', 1.2), { cast: false }); w.position.set(7.5 + dx, 1.6, D / 2 - 0.03); w.rotation.y = Math.PI; scene.add(w); }
  // the entrance's trees in planters (round 17: they grew out of the floor), mandarin trees with
  // their fruit at the Lunar New Year (opts.lanterns)
  const fruit = o.lanterns ? '#f08a1c' : null;
  scene.add(at(tree(rng, 0.45, { pot: true, fruit }), 3.8, 0, 8.0)); scene.add(at(tree(rng, 0.45, { pot: true, fruit }), 11.8, 0, 8.0));
  // the documents window in a partition at the left, a back office of files behind it
  const px = -10.4, pm = mat('#e6e3dd', 0.85);
  scene.add(box(0.2, H, 5.0, pm, px, 0, -2.1)); scene.add(box(0.2, H, 6.4, pm, px, 0, 5.8));
  scene.add(box(0.2, 0.95, 2.2, wood, px, 0, 1.5)); scene.add(box(0.2, H - 2.15, 2.2, pm, px, 2.15, 1.5));
  scene.add(box(0.5, 0.05, 2.2, top, px + 0.05, 0.95, 1.5)); scene.add(box(0.3, 0.03, 0.5, steel, px + 0.15, 1.0, 1.5)); // sill and the tray
  const wg = mesh(new THREE.PlaneGeometry(2.2, 0.95), glassM, { cast: false }); wg.position.set(px, 1.62, 1.5); wg.rotation.y = Math.PI / 2; scene.add(wg);
  scene.add(box(0.06, 0.04, 2.2, steel, px, 1.13, 1.5));
  for (let r = 0; r < 4; r++) for (let k = 0; k < 10; k++) scene.add(box(0.3, 0.36, 0.16, mat(rng.pick(['#1f4e79', '#7a2e2e', '#2d5a3a', '#c9a227', '#e8e4dc']), 0.7), -12.75, 0.12 + r * 0.48, 0.6 + k * 0.2));
  scene.add(box(0.1, 2.0, 2.3, mat('#d8d6d0', 0.6), -12.95, 0, 1.5));
  const clerk = office(rng, { pose: 'work', top: '#1f3f6b' }); at(clerk, px - 0.75, 0, 1.45, Math.PI / 2); scene.add(clerk);
  const visitor = office(rng, { pose: 'work', top: '#c9b8a6' }); at(visitor, px + 0.72, 0, 1.6, -Math.PI / 2); scene.add(visitor);
  // the visitor's near arm reaches straight down to the folder on the tray, the other hangs (bent in
  // the 'work' pose, the forearm lay along the top of the glass)
  { const [b, a] = visitor.userData.limbs.arms; a.rotation.x = -1.15; a.userData.elbow.rotation.x = 0; b.rotation.x = 0.08; b.userData.elbow.rotation.x = -0.2; }
  // opts.slot (round 17): the visitor steps up to the window, the folder at his left, and his near
  // hand holds its end on the tray under the glass (his straight arm went through the glass above
  // it); no rng
  if (o.slot) {
    visitor.position.set(px + 0.5, 0, 1.3);
    const [b] = visitor.userData.limbs.arms; b.rotation.set(0.08, 0, -0.1); b.userData.elbow.rotation.x = -0.2;
    reach(visitor, 1, [0.27, 1.09, 0.25]); grip(visitor, 1);
  }
  { const f = folder('#d9a441'); at(f, px + 0.12, 1.06, 1.55, 0.2); scene.add(f); }
  // opts.lanterns: red lanterns at the entrance for the Lunar New Year
  if (o.lanterns) for (const [x, y] of [[5.6, 3.2], [6.9, 3.45], [8.1, 3.45], [9.4, 3.2]]) {
    const l = new THREE.Group();
    const b = mesh(new THREE.SphereGeometry(0.32, 20, 14), mat('#c8161d', 0.45, 0, { emissive: 0x3a0000 })); b.scale.set(1, 0.82, 1); l.add(b);
    for (const sy of [0.25, -0.25]) { const cap = cyl(0.13, 0.13, 0.07, mat('#d6a933', 0.35, 0.6), 14); cap.position.y = sy; l.add(cap); }
    const tassel = cyl(0.03, 0.06, 0.32, mat('#d6a933', 0.6), 8); tassel.position.y = -0.45; l.add(tassel);
    l.add(box(0.01, H - y - 0.3, 0.01, dark, 0, 0.28, 0));
    l.position.set(x, y, D / 2 - 1.0); scene.add(l);
  }
  // a customer coming in through the doors
  scene.add(at(office(rng, { pose: 'walk', top: '#6d7f6a' }), 7.0, 0, 7.2, Math.PI - 0.3));
  if (o.backoffice) backOffice(scene);
  return {
    // along the counters from the customers' side, officers and customers handing folders across
    served: v([3.6, 1.95, 1.5], [-3.5, 1.0, -2.5], 44),
    // over a forwarder's shoulder at counter 3, the officer across the counter taking the folder
    across: v([-0.2, 1.7, 0.4], [-1.7, 1.05, -2.7], 44),
    // from the officer's side of counter 3: the officer's shoulder, the customer facing us
    behind: v([-2.6, 1.75, -3.9], [-1.25, 1.3, -1.0], 44),
    // counter 4 from the side: the officer pointing at the monitor turned towards the forwarder
    booking: v([0.45, 1.65, 0.2], [1.75, 1.1, -1.9], 44),
    // the waiting area and the ticket kiosk, the counters beyond
    waiting: v([2.0, 2.3, 8.6], [-5, 0.9, 0.5], 46),
    // the documents window in the partition: the visitor passing a folder, the clerk behind
    window: v([-7.2, 1.65, 4.2], [-10.6, 1.25, 1.0], 46),
    // from the waiting area towards the entrance doors and the kiosk
    entrance: v([4.2, 1.6, 2.4], [7.2, 2.0, 9.0], 50),
    // round 14: along the officers' side of the counters from beyond counter 6, the officers seated
    // at their desks and monitors taking the folders, the customers across the glass
    officers: v([12.4, 1.95, -3.0], [-1.0, 0.85, -1.0], 40),
  };
}

export function counter(renderer, scene, rng, o) {
  if (o.centre) return serviceCentre(renderer, scene, rng, o);
  const W = 24, D = 14, H = 5;
  interior(renderer, scene, rng, { w: W, d: D, h: H, floor: '#b9b3a8', wall: '#e3e0da', ceiling: '#ecebe8' }, { spacing: 3, intensity: 2.4 }, { key: 1.1, span: 14, env: 0.75, background: '#e0ddd8' });
  const wood = mat('#8a6a4a', 0.5);
  const seated = [];
  for (let i = -3; i <= 3; i++) {
    const x = i * 3;
    scene.add(box(2.8, 1.05, 0.8, wood, x, 0, -2)); scene.add(box(2.9, 0.05, 0.9, mat('#efece6', 0.3), x, 1.05, -2));
    const glass = mesh(new THREE.PlaneGeometry(2.6, 0.8), mat('#dfeaf0', 0.05, 0, { transparent: true, opacity: 0.25 }), { cast: false }); glass.position.set(x, 1.5, -2.1); scene.add(glass);
    scene.add(box(0.5, 0.32, 0.03, mat('#1b1d20', 0.4), x - 0.6, 1.1, -2.3));
    if (rng() < 0.85) { const s = office(rng, { pose: 'sit', top: '#1f3f6b' }); at(s, x, 0, -3.0, 0); scene.add(s); seated.push(x); }
    if (rng() < (o.busy ?? 0.6)) { const c = office(rng, { pose: rng.pick(['stand', 'work']) }); at(c, x + rng.range(-0.3, 0.3), 0, -1.1, Math.PI + rng.range(-0.2, 0.2)); scene.add(c); }
  }
  for (let k = 0; k < 5; k++) { const p = cyl(0.04, 0.04, 0.95, mat('#b8bcc0', 0.2, 0.9), 10); p.position.set(-6 + k * 3, 0.48, 2.5); scene.add(p); }
  for (let k = 0; k < 4; k++) { const c = chair(rng); at(c, 6 + k * 0.7, 0, 4.5, Math.PI); scene.add(c); }
  scene.add(at(tree(rng, 0.45, { pot: true }), -10, 0, 5)); scene.add(at(tree(rng, 0.45, { pot: true }), 10, 0, 5)); // in planters (round 17)
  // opts.chairs (round 6): the officers' chairs, for views from behind the counters; made last, so nothing else moves
  if (o.chairs) for (const x of seated) scene.add(at(chair(rng), x, 0, -3.1, 0));
  return {
    wide: v([8, 2.6, 6.5], [-2, 1.2, -2.5], 50),
    close: v([3.2, 1.65, 2.6], [-0.5, 1.15, -2.5], 42),
    hall: v([-9, 2.2, 6], [3, 1.3, -2], 52),
  };
}

// --------------------------------------------------------------------------------------------
// opts.pv (round 15): the panels as real PV modules read: dark blue cells in a fine grid inside a
// silver aluminium frame, a satin glass that mirrors the sky far less (its own envMap at a quarter of
// the sky's light, roughness up), where solarMat's glossy pale blue reflected the white horizon at the
// grazing angles of the roof views. true, or { env, rough } to tune the reflection. No rng.
function pvMat(scene, pv) {
  const { env = 0.25, rough = 0.55 } = pv === true ? {} : pv;
  const cells = (ctx, w, h, frame, cell, line) => {
    ctx.fillStyle = frame; ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = cell; ctx.fillRect(6, 6, w - 12, h - 12);
    if (line) { ctx.fillStyle = line; for (let k = 1; k < 6; k++) ctx.fillRect(6 + ((w - 12) * k) / 6 - 1, 6, 2, h - 12); for (let k = 1; k < 10; k++) ctx.fillRect(6, 6 + ((h - 12) * k) / 10 - 1, w - 12, 2); }
  };
  const map = parts.canvasTex(128, 256, (ctx, w, h) => cells(ctx, w, h, '#c9ced3', '#0d1d3f', '#1e3563'));
  // green: roughness, blue: metalness (the frame bright metal, the cells glass)
  const rm = parts.canvasTex(128, 256, (ctx, w, h) => cells(ctx, w, h, 'rgb(0,90,220)', `rgb(0,${Math.round(rough * 255)},0)`, null), [1, 1], false);
  return new THREE.MeshStandardMaterial({ map, roughnessMap: rm, metalnessMap: rm, roughness: 1, metalness: 1, envMap: scene.environment, envMapIntensity: env });
}

export function roof(renderer, scene, rng, o) {
  // opts.sky (round 15): the outdoor light's settings (turbidity, rayleigh, haze, fog, elevation) over the defaults;
  // opts.membrane (round 15): the roof membrane's colour (a darker grey under the dark panels)
  outdoor(renderer, scene, { elevation: o.time === 'dusk' ? 7 : 48, azimuth: o.azimuth ?? 190, shadowBox: 60, fog: 0.0009, ...o.sky });
  const base = mesh(new THREE.PlaneGeometry(4000, 4000), concreteMat(rng, '#8d8e8a', 500), { cast: false }); base.rotation.x = -Math.PI / 2; base.position.y = -36; scene.add(base);
  const top = mesh(new THREE.BoxGeometry(260, 1, 110), mat(o.membrane ?? '#a8aaa9', 0.85)); top.position.y = -0.5; scene.add(top);
  const ms = [];
  for (let x = -124; x < 124; x += 2.3) for (let z = -48; z < 48; z += 4.4) ms.push(mx(x, 0.7, z));
  const panel = new THREE.BoxGeometry(2.1, 0.06, 3.6); panel.rotateX(-0.2);
  scene.add(instanced(panel, o.pv ? pvMat(scene, o.pv) : solarMat(rng), ms));
  for (let z = -50; z < 50; z += 13.2) scene.add(box(250, 0.12, 0.6, mat('#6a6f73', 0.6, 0.6), 0, 0.05, z + 2.2));
  for (let i = 0; i < 3; i++) if (!o.plant) scene.add(box(6, 3, 4, mat('#c7cbce', 0.5, 0.5), -100 + i * 90, 0, -52));
  // opts.stands (round 18): how far beyond the building the freighters stand (z, default 150); from
  // high over the roof only their fins showed above its edge, as if they stood on the panels
  for (let i = 0; i < 4; i++) { const f = freighter(rng, { doorOpen: false }); f.rotation.y = Math.PI; f.position.set(-120 + i * 80, -36, o.stands ?? 150); scene.add(f); }
  { const hl = ridge(rng, o, -900, 300); hl.position.y = -36; if (!o.ridges) scene.add(hl); } // opts.hills since round 12 (drawn from rng either way)
  if (o.drone) { const d = drone(rng); d.position.set(...o.drone); d.scale.setScalar(1.6); scene.add(d); }
  // a person's third value (round 17) turns them that way instead of at random (the random turn is
  // drawn all the same): two pointing at each other crossed arms in the 2023 milestone's picture
  if (o.people) for (const [x, z, turn] of o.people) { const f = crew(rng, { helmet: '#f5f5f0', pose: 'point' }), ry = rng.range(-3, 3); scene.add(at(f, x, 0.05, z, turn ?? ry)); }
  // round 16: opts.plant, opts.site and opts.ridges, after every draw from rng (each has a generator
  // of its own or none), so a roof shot without them renders as before
  if (o.plant) plantRooms(scene);
  if (o.site) roofSite(scene, base);
  if (o.ridges) rangesOf(scene, o, o.azimuth ?? 190, o.time === 'dusk' ? 7 : 48, -38);
  return {
    // round 16: along the roof's north edge past a plant room, its railing and condensers, to the ranges beyond
    plant: v([9, 2.4, -45], [-12, 1.4, -53.5], 46),
    // round 16: high over the roof's south-west corner, across the panels to the apron, the sea and the ranges (opts.site)
    site: v([-150, 62, -125], [30, -22, 220], 42),
    rows: v([20, 6, 40], [-20, 0, -10], 42),
    edge: v([128, 10, 60], [40, -6, 0], 46),
    low: v([6, 1.6, 12], [-14, 0.4, -6], 50),
    high: v([90, 70, 140], [0, -10, 0], 36),
    inspect: v([10, 4, 12], [2, 3, 4], 44),
    // round 9: low between two rows of panels, at the people of opts.people standing in the gap between them
    crew: v([3, 1.9, 11.4], [-5, 1.1, 2.6], 44),
  };
}

// opts.plant of the roof (round 16): the three plant rooms on the roof's north edge were plain white
// boxes, blank blocks among the panels. Each is now a plant room as they are built: ribbed metal
// cladding over a plinth, a louvred intake, a steel door with its step, a flat roof with a coping,
// two condensers with their round fans beside it and a guard rail along the roof's edge. No rng.
function plantRooms(scene) {
  const clad = new THREE.MeshStandardMaterial({ roughness: 0.5, metalness: 0.5, map: parts.canvasTex(64, 64, (ctx, w, h) => { ctx.fillStyle = '#9da3a6'; ctx.fillRect(0, 0, w, h); ctx.fillStyle = '#6f767c'; for (let x = 0; x < w; x += 16) ctx.fillRect(x, 0, 3, h); ctx.fillStyle = '#b8bdbf'; for (let x = 6; x < w; x += 16) ctx.fillRect(x, 0, 2, h); }, [6, 1]) });
  const steel = mat('#5d646b', 0.45, 0.7), dark = mat('#2b3036', 0.6, 0.4), coping = mat('#7c8389', 0.4, 0.6), door = mat('#6b7a86', 0.5, 0.4), rail = mat('#d9b020', 0.5, 0.3);
  for (let i = 0; i < 3; i++) {
    const g = new THREE.Group(); g.position.set(-100 + i * 90, 0, -52); scene.add(g);
    g.add(box(7.2, 0.3, 4.4, mat('#7d8186', 0.8), 0, 0, 0)); // plinth
    g.add(box(7, 3.2, 4.2, clad, 0, 0.3, 0));
    g.add(box(7.3, 0.25, 4.5, coping, 0, 3.5, 0));
    // the louvred intake on the side towards the panels: a dark opening behind slanted blades
    g.add(box(2.6, 1.6, 0.05, dark, -1.6, 1.1, 2.12));
    for (let k = 0; k < 8; k++) { const b = box(2.6, 0.04, 0.22, steel, -1.6, 1.15 + k * 0.2, 2.2); b.rotation.x = 0.6; g.add(b); }
    g.add(box(2.8, 0.08, 0.1, steel, -1.6, 1.02, 2.16)); g.add(box(2.8, 0.08, 0.1, steel, -1.6, 2.74, 2.16));
    // the door with its frame, handle and step
    g.add(box(1.2, 2.2, 0.06, steel, 1.9, 0.3, 2.12)); g.add(box(1.0, 2.05, 0.06, door, 1.9, 0.35, 2.15));
    g.add(box(0.04, 0.04, 0.12, dark, 2.25, 1.35, 2.2)); g.add(box(1.4, 0.2, 0.6, mat('#8d9196', 0.8), 1.9, 0, 2.5));
    // a vent stack and a cable tray on its roof
    const vent = cyl(0.3, 0.3, 1.0, steel, 12); vent.position.set(2.4, 4.2, -0.8); g.add(vent); g.add(cyl(0.45, 0.45, 0.1, steel, 12).translateX(2.4).translateY(4.75).translateZ(-0.8));
    // two condensers on their rails beside it
    for (const dx of [5.4, 8.2]) {
      g.add(box(2.2, 0.15, 1.4, steel, dx, 0, 0.6));
      g.add(box(2.0, 1.3, 1.2, mat('#e3e5e4', 0.45, 0.3), dx, 0.15, 0.6));
      for (const fx of [-0.5, 0.5]) { const fan = cyl(0.42, 0.42, 0.06, dark, 20); fan.position.set(dx + fx, 1.48, 0.6); g.add(fan); const hub = cyl(0.08, 0.08, 0.08, steel, 10); hub.position.set(dx + fx, 1.5, 0.6); g.add(hub); }
      for (let k = 0; k < 6; k++) g.add(box(1.8, 0.05, 0.02, mat('#9ca3a8', 0.5, 0.5), dx, 0.35 + k * 0.17, 1.21));
    }
  }
  // the guard rail along the north edge: posts every 2 m, a top and a knee rail, in safety yellow
  const posts = []; for (let x = -128; x <= 128; x += 2) posts.push(mx(x, 0.55, -54.6));
  scene.add(instanced(new THREE.BoxGeometry(0.06, 1.1, 0.06), rail, posts));
  scene.add(box(256, 0.06, 0.06, rail, 0, 1.07, -54.6)); scene.add(box(256, 0.05, 0.05, rail, 0, 0.55, -54.6));
}

// opts.site of the roof (round 16): the high view stood the roof in a flat grey void. The roof now
// stands on its building (a terminal's clad walls, glazing and parapet, from a generator of its own),
// on an apron of stands and markings with the freighters, a service road and grass, the seawall and
// the sea beyond, the ranges of opts.ridges across the water. The scene's plain ground is hidden.
function roofSite(scene, base) {
  base.visible = false;
  const r = rngOf(5105);
  const t = terminal(r, { docks: false, solar: false, w: 260, d: 110, h: 36 }); t.position.set(0, -36.7, 0); scene.add(t);
  const flat = (w, d, material, x, y, z) => { const p = mesh(new THREE.PlaneGeometry(w, d), material, { cast: false }); p.rotation.x = -Math.PI / 2; p.position.set(x, y, z); scene.add(p); return p; };
  flat(1400, 620, concreteMat(r, '#8b8c88', 80), 0, -36, 120);
  const lines = new THREE.Group(); lines.position.set(0, -36, 150); apronLines(lines, r, 420); scene.add(lines);
  flat(1400, 14, mat('#3d3f42', 0.85), 0, -35.97, -75);
  flat(1400, 420, mat('#5f7a45', 0.95), 0, -36.02, -290);
  flat(1400, 3, mat('#7b776d', 0.9), 0, -35.95, 430);
  const sea = flat(20000, 20000, mat('#1f4a60', 0.3, 0), 0, -37.5, 0); sea.renderOrder = -1;
}

/**
 * opts.ridges of the roof, apron and landside (round 16): the aerial's ranges (ridges()) for a view
 * from the ground or a roof: true, or { side, mist, near }; side: +1 the ranges lie towards +z, -1
 * (default) towards -z; in daylight or dusk colours by opts.time; y: the ground's height. No rng.
 */
function rangesOf(scene, o, azimuth, elevation, y) {
  const { side = -1, near = 1, ...rest } = o.ridges === true ? {} : o.ridges;
  const layers = rangeLayers(side, o.time === 'dusk').map(([z, ...c]) => [z * near, ...c]);
  ridges(scene, rngOf(5104), { y, sun: [azimuth, elevation], ...rest, layers });
}
// the ranges' layers: [z, height, shadow, lit], daylight or dusk colours, on the side (+1: +z, -1: -z) the shot looks towards
function rangeLayers(side, dusk) {
  const day = [[1500, 240, '#3d5638', '#86a064'], [2150, 470, '#55685f', '#94a482'], [2950, 720, '#77869a', '#9eaab0'], [3950, 950, '#98a4b4', '#aab4be']];
  const eve = [[1500, 240, '#4d5a50', '#8e7c5c'], [2150, 470, '#5d6472', '#857a74'], [2950, 720, '#6d7385', '#827f8c'], [3950, 950, '#7d8294', '#8d8c99']];
  return (dusk ? eve : day).map(([z, ...rest]) => [side * z, ...rest]);
}

/** The head collar on a horse (kit.js horse(): facing +x, head axis down-forward), its brass ring under the jaw (returned). */
function headCollar(h) {
  const strap = mat('#1f3f6b', 0.6), brass = mat('#c9a23a', 0.35, 0.7);
  const collar = new THREE.Group(); collar.position.set(1.36, 2.15, 0); collar.rotation.z = -0.33; h.add(collar);
  for (const [x, r] of [[0.1, 0.155], [-0.14, 0.17]]) { const band = mesh(new THREE.TorusGeometry(r, 0.02, 6, 24), strap); band.rotation.y = Math.PI / 2; band.position.x = x; collar.add(band); }
  for (const zs of [-1, 1]) { const cheek = box(0.26, 0.03, 0.012, strap, -0.02, 0, zs * 0.16); collar.add(cheek); }
  const ring = mesh(new THREE.TorusGeometry(0.035, 0.01, 6, 12), brass); ring.position.set(0.1, -0.16, 0); collar.add(ring);
  return { collar, ring };
}
/** A lead rope from a hand (world point) to a ring, sagging by sag, and its loose end hanging from the hand. */
function leadRope(scene, hand, end, sag = 0.12) {
  const rope = mat('#b3261e', 0.7);
  const mid = hand.clone().lerp(end, 0.5); mid.y -= sag;
  scene.add(mesh(new THREE.TubeGeometry(new THREE.QuadraticBezierCurve3(hand, mid, end), 16, 0.014, 6), rope));
  const tail = new THREE.QuadraticBezierCurve3(hand, hand.clone().add(new THREE.Vector3(0.05, -0.35, 0)), hand.clone().add(new THREE.Vector3(0.12, -0.55, 0.05)));
  scene.add(mesh(new THREE.TubeGeometry(tail, 10, 0.014, 6), rope));
}
/** A head collar on a horse and its handler at its left shoulder, facing the same way, the right hand holding a lead rope to the collar's ring. */
function leadBy(scene, h, fig, { fist = false } = {}) {
  const { collar, ring } = headCollar(h);
  // the handler: at the horse's left shoulder (its left is -z in the horse's frame), facing +x
  const local = new THREE.Vector3(1.05, 0, -0.78); h.updateMatrixWorld(true); const w = h.localToWorld(local.clone());
  at(fig, w.x, 0, w.z, h.rotation.y + Math.PI / 2);
  const [right, left] = fig.userData.limbs.arms; right.rotation.x = -1.0; right.rotation.z = -0.28; left.rotation.x = 0.05;
  if (fist) grip(fig, 0); // opts.grip (round 16): the hand closed round the rope
  fig.updateMatrixWorld(true); collar.updateMatrixWorld(true);
  leadRope(scene, right.userData.hand.getWorldPosition(new THREE.Vector3()), ring.getWorldPosition(new THREE.Vector3()));
}

// --------------------------------------------------------------------------------------------
// opts.set (round 18): the livestock centre's five pictures were one brown horse, one green-clad
// handler and knee-high aluminium boxes in an empty hall. With a set, the hall has a row of holding
// pens along its back wall (padded lower walls, open bars above to 2.3 m, half-door gates, shavings,
// rubber floor) with horses of different coats looking out, and each set its own subject:
//   pens: a bay horse led along the aisle to an open pen; course: an instructor and trainees at a
//   pen and a jet stall; vet: a vet examining a chestnut horse in examination stocks; jetstall: a
//   horse led up the ramp of an air-transport jet stall, a grey waiting; pets: travel kennels.
// Shots without opts.set are as before.
function holdingPen(scene, x, zf, { w = 3.2, d = 3.6, open = false, pad = '#33506a' } = {}) {
  const padM = mat(pad, 0.75), steel = mat('#aeb4b9', 0.35, 0.8), wood = mat('#8a6a45', 0.8);
  const shav = mesh(new THREE.PlaneGeometry(w - 0.1, d - 0.1), mat('#cfb27a', 1), { cast: false }); shav.rotation.x = -Math.PI / 2; shav.position.set(x, 0.012, zf - d / 2); scene.add(shav);
  // side partitions (the left one; the next pen's left is this pen's right)
  for (const sx of [x - w / 2, x + w / 2]) {
    scene.add(box(0.08, 1.3, d, padM, sx, 0, zf - d / 2));
    scene.add(box(0.1, 0.08, d, steel, sx, 1.3, zf - d / 2));
    scene.add(box(0.1, 0.08, d, steel, sx, 2.3, zf - d / 2));
    for (let z = zf - 0.05; z > zf - d; z -= 0.22) scene.add(box(0.03, 1.0, 0.03, steel, sx, 1.3, z));
  }
  // the front: padded panels either side of the gate, bars above; the gate a half door
  const gw = 1.4, sideW = (w - gw) / 2;
  for (const s of [-1, 1]) {
    const cx = x + s * (gw / 2 + sideW / 2);
    scene.add(box(sideW, 1.3, 0.08, padM, cx, 0, zf));
    scene.add(box(sideW, 0.08, 0.1, steel, cx, 1.3, zf));
    for (let k = 0; k < 4; k++) scene.add(box(0.03, 1.0, 0.03, steel, cx - sideW / 2 + 0.1 + k * (sideW - 0.2) / 3, 1.3, zf));
  }
  scene.add(box(w, 0.1, 0.12, steel, x, 2.3, zf));
  const gate = new THREE.Group(); gate.position.set(x - gw / 2, 0, zf); scene.add(gate);
  gate.add(box(gw - 0.04, 1.15, 0.06, wood, gw / 2, 0.1, 0)); gate.add(box(gw, 0.07, 0.09, steel, gw / 2, 1.25, 0));
  for (let k = 0; k < 5; k++) gate.add(box(gw - 0.1, 0.02, 0.065, mat('#6d5236', 0.8), gw / 2, 0.25 + k * 0.22, 0));
  if (open) gate.rotation.y = 1.75;
  // a water bucket in the back corner
  scene.add(cyl(0.18, 0.15, 0.3, mat('#2f6db5', 0.6), 14).translateX(x + w / 2 - 0.35).translateY(1.0).translateZ(zf - d + 0.3));
}
/** An air-transport jet stall: an aluminium box on a pallet, a ramp down from its open end (toward +x). */
function jetStall(scene, x, z, heading = 0) {
  const g = new THREE.Group(); g.position.set(x, 0, z); g.rotation.y = heading; scene.add(g);
  const alu = mat('#c3c8cc', 0.35, 0.8), dk = mat('#5f666c', 0.5, 0.6), rub = mat('#2b2d2e', 0.9);
  g.add(box(3.4, 0.2, 2.5, dk, 0, 0, 0)); // pallet
  g.add(box(3.3, 0.04, 2.36, rub, 0, 0.2, 0)); // rubber floor
  g.add(box(3.3, 2.25, 0.06, alu, 0, 0.2, -1.2)); g.add(box(3.3, 2.25, 0.06, alu, 0, 0.2, 1.2)); // sides
  g.add(box(0.06, 2.25, 2.46, alu, -1.65, 0.2, 0)); // closed end
  g.add(box(3.42, 0.06, 2.5, alu, 0, 2.45, 0)); // roof
  g.add(box(3.3, 1.1, 0.07, mat('#2f5173', 0.8), 0, 0.3, 0)); // the padded breast-bar partition between two horses
  for (const s of [-1, 1]) for (let k = 0; k < 3; k++) { const win = box(0.5, 0.3, 0.02, mat('#2a3038', 0.2, 0.5), -1.1 + k * 1.1, 1.8, s * 1.235); g.add(win); }
  for (let k = -1.5; k <= 1.5; k += 0.5) g.add(box(0.04, 2.25, 0.02, dk, k, 0.2, 1.24));
  // ramp from the open end down to the floor
  const ramp = box(2.2, 0.06, 2.2, rub, 0, 0, 0); ramp.position.set(1.65 + 1.1 * Math.cos(0.12), 0.2 - 0.13, 0); ramp.rotation.z = -0.11; g.add(ramp);
  for (let k = 0; k < 6; k++) { const cleat = box(0.05, 0.04, 2.1, dk, 1.85 + k * 0.35, 0.2 - (0.2 + k * 0.35) * 0.11 + 0.03, 0); g.add(cleat); }
  for (const s of [-1, 1]) { const rail = box(2.2, 0.06, 0.05, alu, 1.65 + 1.1, 1.0, s * 1.1); g.add(rail); g.add(box(0.05, 1.0, 0.05, alu, 3.7, 0, s * 1.1)); }
  return g;
}
/** An IATA travel kennel: a plastic shell in two halves with a wire door at the front (+z), vents along the sides. */
function kennel(scene, x, y, z, s = 1, heading = 0, shell = '#b9b2a4', pet = null) {
  const g = new THREE.Group(); g.position.set(x, y, z); g.rotation.y = heading; g.scale.setScalar(s); scene.add(g);
  const sh = mat(shell, 0.55), dk = mat('#3a3a3a', 0.5, 0.5), wire = mat('#9aa0a4', 0.3, 0.8);
  g.add(box(0.62, 0.28, 0.9, sh, 0, 0.02, 0)); g.add(box(0.6, 0.3, 0.88, sh, 0, 0.3, 0));
  g.add(box(0.66, 0.03, 0.94, dk, 0, 0.29, 0)); // the rim where the halves are bolted
  for (const sx of [-1, 1]) for (let k = 0; k < 4; k++) g.add(box(0.01, 0.1, 0.06, dk, sx * 0.312, 0.36, -0.3 + k * 0.16));
  for (let k = 0; k < 6; k++) g.add(box(0.012, 0.42, 0.012, wire, -0.2 + k * 0.08, 0.08, 0.451));
  for (let k = 0; k < 4; k++) g.add(box(0.44, 0.012, 0.012, wire, 0, 0.1 + k * 0.13, 0.451));
  g.add(box(0.1, 0.06, 0.02, mat('#e8e2cf', 0.5), 0.1, 0.5, -0.455)); // the label (live animals)
  g.add(box(0.22, 0.1, 0.005, mat('#2e8b3a', 0.6), 0, 0.45, 0.456)); // green 'live animals' sticker
  for (const sx of [-1, 1]) for (const sz of [-1, 1]) g.add(box(0.04, 0.02, 0.04, dk, sx * 0.26, 0, sz * 0.38));
  // the dark inside behind the wire door, and a dog lying in it, its head up behind the door
  g.add(box(0.46, 0.44, 0.004, mat('#2a2622', 0.9), 0, 0.07, 0.449));
  if (pet) {
    const fur = mat(pet, 0.8), kball = (r, m, [bx, by, bz]) => { const b = mesh(new THREE.SphereGeometry(r, 10, 8), m); b.position.set(bx, by, bz); return b; };
    const head = mesh(new THREE.SphereGeometry(0.12, 12, 9), fur); head.position.set(0, 0.28, 0.36); head.scale.set(1, 0.95, 1.1); g.add(head);
    const snout = mesh(new THREE.SphereGeometry(0.045, 10, 8), fur); snout.position.set(0, 0.24, 0.47); snout.scale.setScalar(1.3); g.add(snout);
    g.add(kball(0.02, mat('#111', 0.4), [0, 0.25, 0.525]));
    for (const sx of [-1, 1]) { const ear = mesh(new THREE.SphereGeometry(0.04, 8, 6), mat('#3b2a1e', 0.8)); ear.position.set(sx * 0.11, 0.31, 0.36); ear.scale.set(0.7, 1.6, 0.9); g.add(ear); }
    for (const sx of [-1, 1]) g.add(kball(0.035, fur, [sx * 0.06, 0.08, 0.42])); // paws
  }
  return g;
}
function livestockCentre(renderer, scene, rng, o) {
  const W = 28, D = 18, H = 6;
  interior(renderer, scene, rng, { w: W, d: D, h: H, floor: '#4a4e4b', wall: '#d9d6cc' }, { spacing: 4, intensity: 2.8, color: '#fff2dc' }, { key: 1.6, span: 16, background: '#cfcac0' });
  pointLamp(scene, [0, H - 1, 2], '#fff0d6', 150, 30);
  // a blue wall band at gate height and the rubber walkway
  scene.add(box(W - 0.2, 1.2, 0.05, mat('#5d7b8f', 0.8), 0, 0, -8.95));
  const set = o.set, zf = -5.4;
  const coats = { bay: '#5b3a22', chestnut: '#8a4a24', grey: '#b8b4ac', black: '#1c1715', dark: '#3d2616' };
  const inPens = { pens: [[-1, 'grey', '#2d5a3a'], [2, 'chestnut', '#1f3f6b'], [4, 'black', '#8a6b2a']], course: [[3, 'chestnut', '#6b1f2a'], [5, 'grey', '#1f3f6b']], vet: [[1, 'black', '#2d5a3a'], [4, 'grey', '#6b1f2a']], jetstall: [[1, 'chestnut', '#2d5a3a'], [3, 'black', '#1f3f6b']], pets: [[2, 'grey', '#6b1f2a'], [3, 'bay', '#1f3f6b'], [5, 'chestnut', '#2d5a3a']] }[set] ?? [];
  const openPen = { pens: 3, course: 1, vet: 2, jetstall: 5, pets: 4 }[set] ?? 0;
  for (let i = 0; i < 8; i++) holdingPen(scene, -11.2 + i * 3.2, zf, { open: i === openPen });
  // opts.penScale (round 19): the horses looking out of the pens seen front-on at the half doors read
  // bigger than the horse led in front and their heads rose above the 2.3 m partitions; scaled down
  for (const [i, c, r] of inPens) { const h = horse(rng, coats[c], r); at(h, -11.2 + i * 3.2, 0, zf - 1.55, -Math.PI / 2 + (i % 2 ? 0.12 : -0.1)); if (o.penScale) h.scale.setScalar(o.penScale); scene.add(h); }
  const views = {};
  if (set === 'pens') {
    const h = horse(rng, coats.bay, '#6b1f2a'); at(h, -0.3, 0, -3.3, 0.35); scene.add(h);
    const lead = person(rng, { top: '#1f3555', vest: false, helmet: null, legs: '#3b3b3b' }); scene.add(lead); leadBy(scene, h, lead, { fist: true });
    const p2 = person(rng, { top: '#7c8b5a', vest: false, helmet: null, hair: 'long', legs: '#2a2d35' }); scene.add(at(p2, 6.2, 0, -3.6, -0.9));
    views.main = v([3.9, 2.0, 1.6], [-2.6, 1.3, -5.4], 52);
  } else if (set === 'course') {
    jetStall(scene, 7.6, -1.6, Math.PI);
    const inst = person(rng, { top: '#27496d', vest: false, helmet: null, pose: 'point', points: -1, suit: { shirt: '#eef1f4', tie: false } }); scene.add(at(inst, 3.0, 0, -1.6, -0.5));
    const tops = ['#b3473a', '#3e6e5a', '#d9b44a', '#5a4b7a', '#8c8c8c'];
    for (let k = 0; k < 5; k++) { const p = person(rng, { top: tops[k], vest: k % 2 === 0, vestColor: '#e9f23a', helmet: null, hair: k % 2 ? 'long' : 'short', legs: k === 2 ? '#4a3b2a' : '#2e3440' }); const a = -0.5 + k * 0.42, px = 3.0 - 2.6 * Math.cos(a) * 0.9, pz = -1.6 + 2.6 * Math.sin(a) + 0.4; scene.add(at(p, px, 0, pz, Math.atan2(3.0 - px, -1.6 - pz))); }
    views.main = v([2.6, 2.2, 7.6], [2.4, 1.2, -1.4], 46);
  } else if (set === 'vet') {
    const steel = mat('#b0b6bb', 0.35, 0.8);
    // examination stocks: four posts, rails at 0.95 and 1.4 m
    const sx = -0.4, sz = -2.2;
    for (const dx of [-1.4, 1.4]) for (const dz of [-0.55, 0.55]) { const post = cyl(0.05, 0.05, 1.6, steel, 10); post.position.set(sx + dx, 0.8, sz + dz); scene.add(post); }
    for (const dz of [-0.55, 0.55]) for (const y of [0.95, 1.4]) { const r = cyl(0.035, 0.035, 2.8, steel, 8); r.rotation.z = Math.PI / 2; r.position.set(sx, y, sz + dz); scene.add(r); }
    const h = horse(rng, coats.chestnut, '#1f3f6b'); at(h, sx, 0, sz, 0); scene.add(h);
    const { collar, ring } = headCollar(h);
    const groom = person(rng, { top: '#3f3f46', vest: false, helmet: null, legs: '#2b3a55' }); scene.add(at(groom, sx + 2.15, 0, sz + 0.45, -Math.PI / 2 - 0.5));
    reach(groom, 0, [-0.1, 1.2, 0.42]); grip(groom, 0); groom.updateMatrixWorld(true); collar.updateMatrixWorld(true);
    leadRope(scene, groom.userData.limbs.arms[0].userData.hand.getWorldPosition(new THREE.Vector3()), ring.getWorldPosition(new THREE.Vector3()), 0.2);
    const vet = person(rng, { top: '#5d86a8', coat: true, vest: false, helmet: null, hair: 'long', legs: '#2a2d35' }); scene.add(at(vet, sx + 0.5, 0, sz + 1.05, Math.PI));
    reach(vet, 0, [0.05, 1.35, 0.45]); reach(vet, 1, [0.25, 1.2, 0.35]);
    // a stethoscope: a dark tube from the vet's neck to the hand on the horse's side
    vet.updateMatrixWorld(true);
    const hand = vet.userData.limbs.arms[0].userData.hand.getWorldPosition(new THREE.Vector3());
    const neck = vet.localToWorld(new THREE.Vector3(0, 1.45, 0.1));
    scene.add(mesh(new THREE.TubeGeometry(new THREE.QuadraticBezierCurve3(neck, neck.clone().lerp(hand, 0.5).add(new THREE.Vector3(0, -0.25, 0)), hand), 12, 0.008, 6), mat('#1a1a1a', 0.4)));
    const trolley = box(1.0, 0.9, 0.55, steel, sx - 2.6, 0, sz + 1.8); scene.add(trolley);
    scene.add(box(0.9, 0.03, 0.5, mat('#e9ecef', 0.5), sx - 2.6, 0.9, sz + 1.8));
    scene.add(box(0.25, 0.15, 0.18, mat('#c0392b', 0.6), sx - 2.8, 0.93, sz + 1.8));
    scene.add(box(0.3, 0.02, 0.22, mat('#f4f4f1', 0.7), sx - 2.4, 0.93, sz + 1.75));
    views.main = v([2.6, 1.85, 4.6], [-0.5, 1.3, -2.4], 44);
  } else if (set === 'jetstall') {
    jetStall(scene, -3.2, 0.2, 0);
    const h = horse(rng, coats.bay, '#1f3f6b'); at(h, 1.9, 0, 0.75, Math.PI - 0.05); scene.add(h);
    const lead = person(rng, { top: '#8a2a2a', vest: false, helmet: null, legs: '#2a2d35' }); scene.add(lead); leadBy(scene, h, lead, { fist: true });
    const h2 = horse(rng, coats.grey, '#2d5a3a'); at(h2, 5.7, 0, -1.9, Math.PI + 0.3); scene.add(h2);
    const p2 = person(rng, { top: '#e3e0d6', vest: false, helmet: null, hair: 'long', legs: '#1f3555' }); scene.add(p2); leadBy(scene, h2, p2, { fist: true });
    views.main = v([3.2, 2.3, 8.8], [0.8, 1.1, -0.6], 48);
  } else if (set === 'pets') {
    const shells = ['#b9b2a4', '#8a8f96', '#d8d2c4', '#6f8aa0'];
    const trolley = box(2.4, 0.35, 1.3, mat('#5f666c', 0.5, 0.6), 0.4, 0, -0.4); scene.add(trolley);
    for (let k = 0; k < 3; k++) kennel(scene, -0.35 + k * 0.75, 0.35, -0.4, [1.05, 0.85, 1.2][k], 0, shells[k], ['#c8a46a', null, '#2b2420'][k]);
    kennel(scene, -2.0, 0, 0.6, 1.4, 0.3, shells[3], '#e8e2d4'); kennel(scene, 2.6, 0, 0.9, 0.8, -0.25, shells[2], '#8a5a34'); kennel(scene, 3.3, 0, 0.1, 0.95, -0.1, shells[0]);
    const p = person(rng, { top: '#2c6e6a', vest: false, helmet: null, pose: 'crouch', legs: '#2a2d35' }); scene.add(at(p, -0.9, 0, 1.9, Math.PI - 0.4));
    const p2 = person(rng, { top: '#f2f2f0', vest: true, vestColor: '#f08a1c', helmet: null, hair: 'long' }); scene.add(at(p2, 1.9, 0, 2.2, Math.PI + 0.5));
    views.main = v([1.2, 2.1, 7.2], [0.1, 0.8, -2.5], 44);
  }
  return views;
}

export function livestock(renderer, scene, rng, o) {
  if (o.set) return livestockCentre(renderer, scene, rng, o);
  const W = 28, D = 18, H = 6;
  interior(renderer, scene, rng, { w: W, d: D, h: H, floor: '#6f6a60', wall: '#d6d2c8' }, { spacing: 4, intensity: 2.6, color: '#fff2dc' }, { key: 1.6, span: 16, background: '#cfcac0' });
  pointLamp(scene, [0, H - 1, 2], '#fff0d6', 150, 30);
  const straw = mesh(new THREE.PlaneGeometry(W - 2, 5), mat('#c8a55a', 1), { cast: false }); straw.rotation.x = -Math.PI / 2; straw.position.set(0, 0.01, -5); scene.add(straw);
  // air stalls: aluminium boxes open at the front
  for (let i = 0; i < 3; i++) {
    const x = -8 + i * 8;
    const alu = mat('#c9ced2', 0.35, 0.8);
    scene.add(box(3.2, 2.6, 0.1, alu, x, 0, -8.5)); scene.add(box(0.1, 2.6, 2.4, alu, x - 1.6, 0, -7.3)); scene.add(box(0.1, 2.6, 2.4, alu, x + 1.6, 0, -7.3)); scene.add(box(3.3, 0.1, 2.5, alu, x, 2.6, -7.3));
    scene.add(box(3.2, 0.12, 2.5, mat('#6e7378', 0.5, 0.7), x, 0, -7.3));
  }
  const h = horse(rng); at(h, o.horseX ?? 1.5, 0, o.horseZ ?? 1, o.horseTurn ?? 0.3); scene.add(h);
  const handler = person(rng, { top: '#2d5a3a', vest: false, helmet: null, pose: 'work' });
  scene.add(at(handler, (o.horseX ?? 1.5) + 2.2, 0, 1.6, -1.2));
  const bystander = person(rng, { top: '#27496d' });
  scene.add(o.standBy ? at(bystander, o.standBy[0], 0, o.standBy[1], o.standBy[2]) : at(bystander, (o.horseX ?? 1.5) - 2.5, 0, 3, 2.2)); // opts.standBy [x, z, heading] (round 12)
  if (o.second) { const h2 = horse(rng); at(h2, -8, 0, -6.8, Math.PI / 2); scene.add(h2); }
  // opts.lead (round 12): the handler leads the horse on a lead rope: a head collar on the horse, the
  // handler walking at its left shoulder facing the way it goes, the rope from the right hand to the
  // ring under the jaw, its loose end hanging from the hand. opts.pair: a second horse led the same
  // way 3 m behind. Shots without them are unchanged.
  // opts.halter (round 16): the handler facing the horse held out empty hands; the horse wears the
  // head collar and the lead rope runs from its ring into his closed right hand, held at his chest
  if (o.halter && !o.lead) {
    const { collar, ring } = headCollar(h);
    reach(handler, 0, [-0.12, 1.22, 0.42]); grip(handler, 0);
    reach(handler, 1, [0.14, 1.02, 0.34]); grip(handler, 1);
    handler.updateMatrixWorld(true); collar.updateMatrixWorld(true);
    leadRope(scene, handler.userData.limbs.arms[0].userData.hand.getWorldPosition(new THREE.Vector3()), ring.getWorldPosition(new THREE.Vector3()), 0.25);
  }
  if (o.lead) {
    leadBy(scene, h, handler, { fist: o.grip });
    if (o.pair) {
      const f = new THREE.Vector3(Math.cos(h.rotation.y), 0, -Math.sin(h.rotation.y)), side = new THREE.Vector3(-f.z, 0, f.x);
      const h2 = horse(rng, o.pair === true ? undefined : o.pair); at(h2, h.position.x - f.x * 3.1 + side.x * 0.5, 0, h.position.z - f.z * 3.1 + side.z * 0.5, h.rotation.y + 0.08); scene.add(h2);
      const p2 = person(rng, { top: '#2d5a3a', vest: false, helmet: null, pose: 'work', hair: 'long' }); scene.add(p2);
      leadBy(scene, h2, p2, { fist: o.grip });
    }
  }
  return {
    wide: v([9, 2.6, 10], [-1, 1.3, -3], 46),
    close: v([5.5, 1.8, 5.5], [1.8, 1.5, 1], 38),
    stalls: v([-3, 1.8, 6], [-5, 1.3, -7], 46),
  };
}

// --------------------------------------------------------------------------------------------
export function dgstore(renderer, scene, rng, o) {
  const W = 20, D = 14, H = 5;
  interior(renderer, scene, rng, { w: W, d: D, h: H, floor: '#7c8a7e', wall: '#d4d6d2' }, { spacing: 3, intensity: 2.4 }, { key: 1.3, span: 12 });
  const labels = ['#d4372c', '#e07b1d', '#f2d024', '#2f6db5', '#3a8f4a'];
  for (let c = 0; c < 4; c++) {
    const x = -7.5 + c * 5;
    const f = fence(rng, 4.6, 2.4); f.position.set(x, 0, -2); scene.add(f);
    const f2 = fence(rng, 4.8, 2.4); f2.rotation.y = Math.PI / 2; f2.position.set(x - 2.3, 0, -4.4); scene.add(f2);
    scene.add(box(4.5, 0.06, 4.6, mat(labels[c], 0.7), x, 0.002, -4.4));
    for (let i = 0; i < 6; i++) {
      if (c % 2 === 0) {
        const d = drum(rng); d.position.x = x - 1.5 + (i % 3) * 0.7; d.position.z = -5.5 + Math.floor(i / 3) * 0.7; scene.add(d);
        // opts.check (below): the drums of its compartment carry hazard labels on the side towards the aisle
        if (o.check && c === 2) { const hd = hazardDiamond(labels[c]); hd.scale.setScalar(0.8); hd.position.set(d.position.x + 0.1, 0.62, d.position.z + 0.29); hd.rotation.y = 0.35; scene.add(hd); }
      }
      else { const b = box(0.6, 0.5, 0.5, mat('#c49a6c', 0.85), x - 1.3 + (i % 3) * 0.8, Math.floor(i / 3) * 0.5, -5); scene.add(b); const hd = hazardDiamond(labels[c]); hd.position.set(b.position.x, b.position.y, -4.74); scene.add(hd); }
    }
  }
  // inspection bench with labelled packages
  scene.add(box(2.4, 0.9, 1, mat('#9aa0a6', 0.4, 0.7), 2, 0, 3));
  for (let i = 0; i < 3; i++) { const b = box(0.5, 0.4, 0.4, mat('#d2ab7c', 0.85), 1.3 + i * 0.65, 0.9, 3); scene.add(b); const hd = hazardDiamond(rng.pick(labels)); hd.position.set(b.position.x, 1.1, 3.205); scene.add(hd); }
  scene.add(at(person(rng, { top: '#27496d', gloves: '#222', pose: 'work' }), 2, 0, 4.1, Math.PI));
  // opts.groups (round 9), as in the hall (HALL_GROUPS): e.g. a training group before the
  // compartments; drawn last, so that a shot without them is unchanged
  if (o.groups) for (const [kind, x, z, ry = 0] of o.groups) scene.add(at(HALL_GROUPS[kind](rng), x, 0, z, ry));
  // opts.check [x, z] (round 21, the Facilities card): a specialist in the drum compartment checking
  // the drums against the list on a tablet, a drum waiting on a hand truck beside him (three pictures
  // showed one specialist at the bench); from a generator of its own, after the rest
  if (o.check) {
    const cr = rngOf(20261121), [x, z] = o.check;
    scene.add(tablet(facing(person(cr, { top: '#27496d', gloves: '#222', pose: 'work' }), x, z, 1.9, -3.5), cr));
    const steel = mat('#3a3d40', 0.5, 0.7), truck = new THREE.Group();
    truck.add(box(0.06, 1.3, 0.06, steel, -0.25, 0.1, 0)); truck.add(box(0.06, 1.3, 0.06, steel, 0.25, 0.1, 0)); truck.add(box(0.56, 0.04, 0.35, steel, 0, 0.02, 0.18));
    for (const dx of [-0.3, 0.3]) { const w = cyl(0.12, 0.12, 0.06, mat('#141414', 0.9), 14); w.rotation.z = Math.PI / 2; w.position.set(dx, 0.12, -0.05); truck.add(w); }
    const d = drum(cr); d.position.set(0, 0.5, 0.2); truck.add(d);
    { const hd = hazardDiamond(labels[2]); hd.scale.setScalar(0.8); hd.position.set(0, 0.68, 0.5); truck.add(hd); }
    scene.add(at(truck, x + 1.1, 0, z + 0.4, -0.5));
  }
  return {
    wide: v([7, 2.6, 8], [-2, 1, -3], 48),
    bench: v([3.4, 1.5, 5.6], [1.9, 1.0, 3], 36),
    cages: v([-8.5, 1.6, 2.6], [-2.5, 0.8, -4.5], 44),
  };
}

// --------------------------------------------------------------------------------------------
export function express(renderer, scene, rng, o) {
  const W = 50, D = 30, H = 9;
  interior(renderer, scene, rng, { w: W, d: D, h: H, floor: '#a09f9a', wall: '#c8cacd' }, { spacing: 4, intensity: 2.6 }, { key: 1.5, span: 25 });
  pointLamp(scene, [0, H - 1, 0], '#fff3e0', 200, 40);
  for (let i = 0; i < 4; i++) { const c = conveyor(rng, 36); c.position.set(0, i % 2 ? 2.2 : 0, -9 + i * 5); if (i % 2) for (let x = -16; x < 17; x += 4) scene.add(box(0.1, 2.2, 0.1, mat('#9fa6ad', 0.4, 0.8), x, 0, -9 + i * 5)); scene.add(c); }
  for (let i = 0; i < 6; i++) scene.add(at(crew(rng, { pose: 'work' }), -12 + i * 5, 0, -7.8 + (i % 2) * 10, Math.PI));
  for (let i = 0; i < 6; i++) { const cage = box(1.2, 1.6, 1, mat('#9aa0a6', 0.4, 0.8, { wireframe: true }), -15 + i * 2, 0, 10); scene.add(cage); scene.add(box(1.0, 0.9, 0.8, mat('#c49a6c', 0.85), -15 + i * 2, 0.1, 10)); }
  // opts.peak (round 12): the peak season, every line crowded with parcels, the cages filled to the
  // top and parcels stacked by the lines; drawn from a generator of its own after the rest, so a
  // shot without it is unchanged
  if (o.peak) {
    const pr = rngOf(20261212);
    const tones = ['#c49a6c', '#b88a58', '#d2ab7c', '#e2d3b8', '#f1efe9', '#6d8fb3', '#a8794c'];
    const parcel = (w, h, d, x, y, z, turn) => { const p = box(w, h, d, mat(pr.pick(tones), 0.8), x, y, z); p.rotation.y = turn; scene.add(p); };
    for (let i = 0; i < 4; i++) {
      const y = (i % 2 ? 2.2 : 0) + 0.97, z = -9 + i * 5;
      for (let x = -17.6; x < 17.4; x += pr.range(0.3, 0.5)) parcel(pr.range(0.22, 0.42), pr.range(0.12, 0.34), pr.range(0.22, 0.4), x, y + 0.01, z + pr.range(-0.3, 0.3), pr.range(-0.6, 0.6));
    }
    for (let i = 0; i < 6; i++) for (let k = 0; k < 5; k++) parcel(pr.range(0.3, 0.45), pr.range(0.2, 0.32), pr.range(0.3, 0.4), -15 + i * 2 + pr.range(-0.25, 0.25), 1.0 + (k >> 1) * 0.33, 10 + ((k & 1) ? 0.2 : -0.2), pr.range(-0.3, 0.3));
    // stacks of parcels on the floor beside the lower lines, waiting their turn
    for (const z of [-10.3, -0.3]) for (let x = -16; x < 16; x += pr.range(2.2, 3.6)) for (let k = 0; k < pr.int(2, 4); k++) parcel(pr.range(0.4, 0.6), 0.3, pr.range(0.35, 0.5), x + pr.range(-0.08, 0.08), k * 0.3, z + pr.range(-0.08, 0.08), pr.range(-0.2, 0.2));
  }
  // opts.staff (round 16): more sorters at stations along both floor-level lines, on both sides,
  // each at a small parcel table; from a generator of its own, after the rest
  if (o.staff) {
    const sr = rngOf(16031), tableM = mat('#9fa6ad', 0.4, 0.7);
    for (const z of [-9, 1]) for (const side of [-1, 1]) for (let x = -15 + (side > 0 ? 3.5 : 0); x < 16; x += 7) {
      if (side > 0 && Math.abs(x + 12 - (z > 0 ? 5 : 0)) < 1) continue; // where the scene's own sorters stand
      const zz = z + side * 1.25;
      scene.add(at(crew(sr, { pose: 'work', vestColor: VESTS[(x + z) & 1 ? 0 : 1] }), x + sr.range(-0.4, 0.4), 0, zz, side > 0 ? Math.PI : 0));
      scene.add(box(0.9, 0.8, 0.6, tableM, x + 1.1, 0, zz - side * 0.1));
      scene.add(box(0.4, 0.3, 0.35, mat(sr.pick(['#c49a6c', '#b88a58', '#d2ab7c']), 0.8), x + 1.1, 0.8, zz - side * 0.1));
    }
  }
  if (o.scan) ecommerceScan(scene);
  return {
    line: v([19, 1.8, -6], [-4, 1, -9], 42),
    wide: v([22, 7, 14], [-2, 1, -3], 48),
    close: v([-5.5, 1.6, -5], [-8, 1, -9], 40),
  };
}

// opts.scan of the express centre (round 19): piece-level scanning of e-commerce orders on the lower
// front line (z = 1): a scan tunnel over the belt with its light bar, small orders and polybags
// coming out of it, a sorter beside it aiming a handheld scanner at a parcel, and two roll cages of
// sorted orders behind him. Nothing at random, added after the rest, so the scene is otherwise unchanged.
function ecommerceScan(scene) {
  const grey = mat('#3d4248', 0.5, 0.4), steel = mat('#9fa6ad', 0.35, 0.8), X = -2, Z = 1;
  for (const dz of [-0.7, 0.7]) scene.add(box(0.9, 1.75, 0.12, grey, X, 0, Z + dz));
  scene.add(box(0.9, 0.5, 1.52, grey, X, 1.75, Z));
  scene.add(box(0.86, 0.05, 1.3, glow('#7fe3d6', 1.6), X, 1.72, Z)); // the scanners' light inside the tunnel
  scene.add(box(0.06, 0.08, 1.62, glow('#2fb3a6', 1.2), X + 0.46, 2.05, Z)); // a status light along its front
  // orders leaving the tunnel: small boxes and polybags, grey, white and yellow
  const orders = [[-1.1, 0.3, 0.22, 0.26, '#f1efe9', 0.2], [-0.45, 0.42, 0.07, 0.3, '#c8ccd0', -0.3], [0.15, 0.26, 0.18, 0.22, '#d2ab7c', 0.1], [0.75, 0.38, 0.06, 0.28, '#f2d024', 0.35], [1.3, 0.28, 0.2, 0.24, '#e2d3b8', -0.15]];
  for (const [x, w, h, d, c, r] of orders) { const b = box(w, h, d, mat(c, h < 0.1 ? 0.55 : 0.8), X + 1.2 + x, 0.97, Z - 0.05); b.rotation.y = r; scene.add(b); }
  const sorter = person(rngOf(19051), { top: '#1f5f8b', vestColor: VESTS[0], pose: 'work' });
  at(sorter, X + 1.75, 0, Z + 1.05, Math.PI + 0.35); scene.add(sorter);
  const scanner = new THREE.Group();
  scanner.add(box(0.07, 0.05, 0.16, mat('#2a2e33', 0.5, 0.2), 0, 0, 0));
  scanner.add(box(0.045, 0.12, 0.05, mat('#f2b705', 0.6), 0, -0.1, -0.04));
  scanner.add(box(0.05, 0.012, 0.012, glow('#ff3b30', 2), 0, 0.015, 0.085));
  scanner.position.set(0.08, 1.12, 0.5); scanner.rotation.x = 0.5; // aimed down at the parcel before him
  reach(sorter, 1, [0.08, 1.1, 0.46]); grip(sorter, 1, scanner);
  for (const [x, z] of [[X + 3.6, Z + 2.6], [X + 2.1, Z + 3.1]]) {
    const cage = new THREE.Group();
    cage.add(box(0.8, 0.08, 0.7, steel, 0, 0.12, 0));
    for (const [cx, cz] of [[-0.38, -0.33], [0.38, -0.33], [-0.38, 0.33], [0.38, 0.33]]) cage.add(box(0.04, 1.7, 0.04, steel, cx, 0.12, cz));
    for (const y of [0.8, 1.4, 1.82]) { cage.add(box(0.8, 0.03, 0.03, steel, 0, y, -0.34)); cage.add(box(0.8, 0.03, 0.03, steel, 0, y, 0.34)); cage.add(box(0.03, 0.03, 0.7, steel, -0.39, y, 0)); }
    for (let k = 0; k < 7; k++) cage.add(box(0.32, 0.2 + (k % 3) * 0.06, 0.28, mat(['#c49a6c', '#f1efe9', '#d2ab7c', '#c8ccd0'][k % 4], 0.8), -0.2 + (k % 2) * 0.38, 0.2 + Math.floor(k / 2) * 0.3, (k % 3 - 1) * 0.12));
    at(cage, x, 0, z, 0.3); scene.add(cage);
  }
}

// --------------------------------------------------------------------------------------------
/**
 * opts.cell of the robotics scene (round 19, the 2025 milestone): two orange arms stood far apart in
 * an empty grey hall holding cartons in mid-air, a tiny figure between them. Now a build-up cell: a
 * ULD pallet (an aluminium plate on a roller deck) with a half-built stack of taped cartons, an arm on
 * either side (one setting a carton onto the stack, one picking the next from the end of its infeed
 * conveyor), the two conveyors feeding them from behind, a safety fence on yellow posts round the cell
 * with a light curtain at its open front, an operator at the cell's control panel, the mobile robot
 * bringing a carton, and the hall round it: a second cell, finished pallets under nets, walkways.
 * Its own generator; built instead of the scene's two arms (the other shots do not set it).
 */
function armAt(scene, [bx, bz], [tx, ty, tz], { carton = null } = {}) {
  const o = mat('#f08a1c', 0.4, 0.2), dk = mat('#2a2d31', 0.5, 0.5), grey = mat('#5b6066', 0.5, 0.5);
  const g = new THREE.Group(); g.position.set(bx, 0, bz); scene.add(g);
  const base = cyl(0.42, 0.52, 0.5, dk, 24); base.position.y = 0.25; g.add(base);
  scene.add(box(1.3, 0.04, 1.3, mat('#3a3d40', 0.6, 0.3), bx, 0, bz)); // its foot plate
  const l1 = 1.6, l2 = 1.45, tool = 0.42; // upper arm, forearm, wrist to the pad's face
  const dx = tx - bx, dz = tz - bz, r = Math.hypot(dx, dz), wy = ty + tool;
  const turret = new THREE.Group(); turret.position.y = 0.5; turret.rotation.y = Math.atan2(-dz, dx); g.add(turret);
  const t = cyl(0.34, 0.36, 0.5, o, 20); t.position.y = 0.25; turret.add(t);
  const S = 0.5 + 0.55; // the shoulder above the floor
  const d = Math.min(l1 + l2 - 0.01, Math.hypot(r, wy - S));
  const f1 = Math.atan2(wy - S, r) + Math.acos((l1 * l1 + d * d - l2 * l2) / (2 * l1 * d));
  const ex = l1 * Math.cos(f1), ey = S + l1 * Math.sin(f1);
  const f2 = Math.atan2(wy - ey, r - ex);
  const sh = new THREE.Group(); sh.position.y = S - 0.5; sh.rotation.z = f1 - Math.PI / 2; turret.add(sh);
  const hub = cyl(0.24, 0.24, 0.5, dk, 18); hub.rotation.x = Math.PI / 2; sh.add(hub);
  sh.add(box(0.3, l1, 0.3, o, 0, 0, 0));
  const el = new THREE.Group(); el.position.y = l1; el.rotation.z = f2 - f1; sh.add(el);
  const ej = cyl(0.2, 0.2, 0.42, dk, 18); ej.rotation.x = Math.PI / 2; el.add(ej);
  el.add(box(0.24, l2, 0.24, o, 0, 0, 0));
  el.add(box(0.18, 0.3, 0.18, grey, 0, l2 - 0.15, 0));
  const wr = new THREE.Group(); wr.position.y = l2; el.add(wr);
  // the wrist points the tool straight down: its chain of angles adds up to pi
  wr.rotation.z = Math.PI - (f1 - Math.PI / 2) - (f2 - f1);
  const wj = cyl(0.14, 0.14, 0.3, dk, 16); wj.rotation.x = Math.PI / 2; wr.add(wj);
  wr.add(box(0.14, tool - 0.06, 0.14, grey, 0, 0, 0));
  wr.add(box(0.62, 0.05, 0.48, dk, 0, tool - 0.08, 0)); // the vacuum gripper's frame
  for (const [x, z] of [[-0.2, -0.14], [0.2, -0.14], [-0.2, 0.14], [0.2, 0.14]]) { const cup = cyl(0.05, 0.04, 0.05, mat('#1c1e20', 0.7), 10); cup.position.set(x, tool - 0.03, z); wr.add(cup); }
  if (carton) { carton.position.set(0, tool, 0); carton.rotation.set(Math.PI, 0, 0); wr.add(carton); }
  return g;
}
function cartonBox(r, w, h, d) {
  const g = new THREE.Group();
  g.add(box(w, h, d, mat(r.pick(['#c49a6c', '#b88a58', '#d2ab7c', '#bf9464']), 0.85)));
  g.add(box(0.07, 0.004, d + 0.004, mat('#e6dcc6', 0.6), 0, h, 0)); // the tape over its top
  g.add(box(w * 0.35, 0.004, d * 0.3, mat('#f4f4ef', 0.7), w * 0.2, h + 0.001, d * 0.2)); // its label, blank
  return g;
}
function buildUpCell(renderer, scene) {
  const r = rngOf(20261219);
  const W = 34, D = 26, H = 9;
  interior(renderer, scene, r, { w: W, d: D, h: H, floor: '#9da09f', wall: '#c8cacd' }, { spacing: 4, intensity: 2.6 }, { key: 1.5, span: 16, env: 0.65 });
  const yellow = mat('#e8b923', 0.5, 0.3), steel = mat('#9fa6ad', 0.35, 0.8), dark = mat('#2b2f34', 0.5, 0.4), alu = mat('#c9ced2', 0.3, 0.85);
  const cell = (cx, cz, { fill = 3, front = true } = {}) => {
    // the roller deck and the ULD pallet on it (3.18 x 2.44 m), its edge rail
    scene.add(box(3.6, 0.45, 2.8, dark, cx, 0, cz));
    for (let k = 0; k < 12; k++) { const rl = cyl(0.04, 0.04, 2.7, steel, 10); rl.rotation.x = Math.PI / 2; rl.position.set(cx - 1.65 + k * 0.3, 0.47, cz); scene.add(rl); }
    scene.add(box(3.18, 0.05, 2.44, alu, cx, 0.51, cz));
    for (const s of [-1, 1]) { scene.add(box(3.18, 0.06, 0.06, mat('#8e959c', 0.3, 0.85), cx, 0.53, cz + s * 1.22)); scene.add(box(0.06, 0.06, 2.44, mat('#8e959c', 0.3, 0.85), cx + s * 1.59, 0.53, cz)); }
    // the half-built stack: full layers, the top one partly laid
    const cw = 0.6, ch = 0.42, cd = 0.5;
    for (let l = 0; l < fill; l++) for (let i = 0; i < 5; i++) for (let j = 0; j < 4; j++) {
      if (l === fill - 1 && (i * 4 + j) > 11) continue;
      const c = cartonBox(r, cw - 0.02, ch - 0.01, cd - 0.02); c.position.set(cx - 1.2 + i * cw, 0.54 + l * ch, cz - 0.75 + j * cd); c.rotation.y = r.range(-0.03, 0.03); scene.add(c);
    }
    // the fence: back and sides on yellow posts, a light curtain's two columns at the open front
    const fw = 9, fd = 7.5;
    const side = (len, x, z, ry) => { const f = fence(r, len, 2.2); f.position.set(x, 0, z); f.rotation.y = ry; scene.add(f); for (let k = 0; k <= Math.round(len / 1.5); k++) { const u = -len / 2 + (k * len) / Math.round(len / 1.5); scene.add(at(box(0.08, 2.25, 0.08, yellow, 0, 0, 0), x + Math.cos(ry) * u, 0, z - Math.sin(ry) * u)); } const rail = box(len, 0.07, 0.08, yellow, 0, 2.2, 0); at(rail, x, 0, z, ry); scene.add(rail); };
    side(fw, cx, cz - fd / 2, 0);
    for (const s of [-1, 1]) side(fd * 0.55, cx + s * fw / 2, cz - fd / 2 + fd * 0.275, Math.PI / 2);
    if (front) for (const s of [-1, 1]) { const x = cx + s * 2.2, z = cz + 2.0; scene.add(box(0.12, 1.9, 0.12, mat('#f2f3f4', 0.4), x, 0, z)); scene.add(box(0.05, 1.5, 0.02, glow('#ff4a3a', 0.8), x - s * 0.065, 0.25, z)); }
    return { cw, ch, cd, fill };
  };
  // the cell in front of the camera, and a second one behind at the left
  const C = cell(0, 0);
  cell(-11, -7, { fill: 4 });
  // two infeed conveyors from behind the fence to the arms' sides, cartons queued on them
  const feed = (x) => {
    const c = new THREE.Group(); c.position.set(x, 0, -4.2); scene.add(c);
    c.add(box(1.0, 0.1, 7, dark, 0, 0.85, 0)); for (const s of [-0.52, 0.52]) c.add(box(0.06, 0.12, 7, steel, s, 0.92, 0));
    for (let z = -3; z <= 3; z += 1.5) for (const s of [-0.42, 0.42]) c.add(box(0.07, 0.85, 0.07, steel, s, 0, z));
    for (let z = -3.1; z < 2.6; z += r.range(0.75, 1.0)) { const k = cartonBox(r, 0.56, 0.4, 0.46); k.position.set(r.range(-0.08, 0.08), 0.95, z); k.rotation.y = r.range(-0.12, 0.12); c.add(k); }
    return c;
  };
  feed(-2.9); feed(2.9);
  // the arms: the left one sets a carton onto the top layer, the right one picks the next from its conveyor
  const topY = 0.54 + (C.fill - 1) * C.ch; // the laid layer's foot: the new carton goes on the partial layer
  armAt(scene, [-2.6, -0.2], [-1.2 + 3 * C.cw, topY + C.ch + 0.12, -0.75 + 0 * C.cd], { carton: cartonBox(r, 0.58, 0.41, 0.48) });
  armAt(scene, [2.6, -0.2], [2.9, 0.95 + 0.4 + 0.05, -1.35]);
  // the operator at the cell's control panel outside the fence, turned to the camera, and a colleague with a tablet
  const panel = new THREE.Group(); panel.add(box(0.6, 1.25, 0.35, mat('#e6e8ea', 0.4, 0.2))); const ps = screenOf(parts.screenTex(r, 'grid'), 0.42, 0.3, 1); ps.position.set(0, 1.05, 0.18); ps.rotation.x = -0.5; panel.add(ps);
  { const stop = cyl(0.05, 0.05, 0.04, glow('#e03131', 1.2), 10); stop.rotation.x = Math.PI / 2; stop.position.set(0.2, 0.8, 0.19); panel.add(stop); } panel.add(box(0.04, 0.5, 0.04, dark, 0.25, 1.25, 0)); panel.add(at(cyl(0.05, 0.05, 0.25, glow('#3de07a', 2), 10), 0.25, 1.85, 0));
  at(panel, 4.4, 0, 1.4, -0.35); scene.add(panel);
  const op = at(person(r, { top: '#27496d', vestColor: '#ff7a1a', helmet: '#f5f5f0', pose: 'work' }), 3.2, 0, 2.7, -0.3); scene.add(op); tablet(op, r);
  // the mobile robot bringing a carton across the front, a yellow walkway line along the cell
  const amr = new THREE.Group(); amr.add(box(1.2, 0.35, 0.9, mat('#f2f3f4', 0.4, 0.2))); amr.add(box(1.1, 0.05, 0.85, mat('#2fb3a6', 0.4), 0, 0.35, 0)); const ac = cartonBox(r, 0.8, 0.6, 0.65); ac.position.y = 0.4; amr.add(ac); at(amr, -1.5, 0, 4.3, 0.3); scene.add(amr);
  for (const z of [3.2, 5.8]) scene.add(box(W - 4, 0.01, 0.12, yellow, 0, 0.003, z));
  // finished pallets under nets along the right wall, the next empty pallet waiting
  for (let k = 0; k < 4; k++) { const p = pallet(r, { h: r.range(1.5, 1.9), wrap: 'net', net: NETS[1], taped: true }); p.position.set(11 + (k % 2) * 3.6, 0, -6 + Math.floor(k / 2) * 4.2); p.rotation.y = Math.PI / 2; scene.add(p); }
  scene.add(box(3.18, 0.06, 2.44, alu, 5.4, 0.3, -2.6)); scene.add(box(3.3, 0.3, 2.5, dark, 5.4, 0, -2.6));
  // along the back wall, racks of pallets three levels high; a line of hall lamps' glow on them
  const blue = mat('#2f6db5', 0.45, 0.5), orange = mat('#e67e22', 0.5, 0.4), zr = -D / 2 + 1.6;
  for (let b = 0; b <= 8; b++) for (const dz of [-0.6, 0.6]) scene.add(box(0.12, 6.6, 0.12, blue, -14 + b * 3.5, 0, zr + dz));
  for (let l = 0; l < 3; l++) {
    for (const dz of [-0.6, 0.6]) scene.add(box(28, 0.14, 0.1, orange, 0, 0.2 + l * 2.2, zr + dz));
    for (let b = 0; b < 8; b++) if (r() < 0.8) { const p = pallet(r, { h: r.range(1.2, 1.8), wrap: r.pick(['net', 'clear']), net: r.pick(NETS), taped: true }); p.scale.setScalar(0.95); p.position.set(-14 + (b + 0.5) * 3.5, 0.34 + l * 2.2, zr); scene.add(p); }
  }
  return {
    // from the walkway in front of the cell, a little to the right: the stack between the two arms
    cell: v([2.8, 2.9, 8.6], [-0.3, 1.4, -1.0], 46),
  };
}

export function robotics(renderer, scene, rng, o) {
  if (o.cell) return buildUpCell(renderer, scene); // opts.cell (round 19): the 2025 milestone's build-up cell
  const W = 30, D = 20, H = 9;
  interior(renderer, scene, rng, { w: W, d: D, h: H, floor: '#9da09f', wall: '#c8cacd' }, { spacing: 4, intensity: 2.6 }, { key: 1.6, span: 14 });
  for (let i = 0; i < 2; i++) {
    const x = -5 + i * 10;
    const arm = robotArm(rng); arm.position.set(x, 0, -1); arm.rotation.y = rng.range(-0.6, 0.6); scene.add(arm);
    const p = pallet(rng, { h: rng.range(0.6, 1.4), wrap: 'clear' }); p.position.set(x + 2.4, 0, -1); p.rotation.y = Math.PI / 2; p.scale.setScalar(0.55); scene.add(p);
    const c = conveyor(rng, 6); c.rotation.y = Math.PI / 2; c.position.set(x - 2.2, 0, -1); scene.add(c);
    const f = fence(rng, 8, 2); f.position.set(x, 0, -4.5); scene.add(f);
    // opts.posts (round 8): the safety fence's fine mesh alone read as a grid hanging in mid-air
    // behind the arm; with the option it stands on yellow posts between a top and a bottom rail.
    // Drawn without rng, so a shot keeps its composition.
    if (o.posts) {
      const y = mat('#e8b923', 0.5, 0.3);
      for (let k = 0; k <= 4; k++) f.add(box(0.09, 2.05, 0.09, y, -4 + k * 2, 0, 0));
      f.add(box(8, 0.08, 0.09, y, 0, 1.97, 0)); f.add(box(8, 0.08, 0.09, y, 0, 0.08, 0));
    }
  }
  // autonomous mobile robot carrying cartons (round 21: it carried one brown block 1 m long, which
  // read as a carton too big for any hand and hid the handler behind it): four cartons and one on
  // top, taped, in fixed tones (no draws, so the rest of the scene keeps its randomness)
  const amr = new THREE.Group(); amr.add(box(1.2, 0.35, 0.9, mat('#f2f3f4', 0.4, 0.2))); amr.add(box(1.1, 0.05, 0.85, mat('#2fb3a6', 0.4), 0, 0.35, 0));
  const tape = mat('#d9c9a8', 0.5), tones = ['#c49a6c', '#b88a58', '#d2ab7c', '#c49a6c', '#b88a58'];
  [[-0.26, 0.4, -0.2], [0.26, 0.4, -0.2], [-0.26, 0.4, 0.2], [0.26, 0.4, 0.2], [0.05, 0.74, 0]].forEach(([x, y, z], k) => { amr.add(box(0.5, 0.33, 0.38, mat(tones[k], 0.85), x, y, z)); amr.add(box(0.08, 0.005, 0.385, tape, x, y + 0.33, z)); });
  at(amr, 3, 0, 4, 0.4); scene.add(amr);
  scene.add(at(crew(rng, { pose: 'point', helmet: '#f5f5f0' }), 1.5, 0, 3.2, -2.6));
  return {
    wide: v([9, 3.4, 9], [-1, 1.4, -1], 46),
    arm: v([-1.4, 1.8, 3], [-4, 1.8, -1], 44),
    amr: v([7, 1.4, 8], [3, 0.9, 4], 40),
  };
}

// opts.event of the park (round 9): what makes the planting a volunteer day: a pop-up tent in the
// volunteers' teal with a table of trays of seedlings and water bottles under it, spades stuck in the
// ground and watering cans beside the new trees, a wheelbarrow of soil. Nothing at random, added
// after the rest, so the scene is otherwise unchanged.
function plantingDay(scene, o = {}) {
  const teal = mat('#2fb3a6', 0.6), white = mat('#f4f4f0', 0.5), steel = mat('#8c9196', 0.4, 0.8), wood = mat('#9b7448', 0.8);
  const tent = new THREE.Group();
  for (const [x, z] of [[-1.5, -1.5], [1.5, -1.5], [-1.5, 1.5], [1.5, 1.5]]) tent.add(box(0.05, 2.3, 0.05, steel, x, 0, z));
  const roof = mesh(new THREE.ConeGeometry(2.2, 0.8, 4, 1), teal); roof.rotation.y = Math.PI / 4; roof.position.y = 2.7; tent.add(roof);
  for (const [x, z, ry] of [[0, -1.5, 0], [0, 1.5, 0], [-1.5, 0, Math.PI / 2], [1.5, 0, Math.PI / 2]]) { const v = box(3.05, 0.25, 0.02, teal, 0, 2.05, 0); v.position.set(x, 2.05, z); v.rotation.y = ry; tent.add(v); }
  tent.add(box(2.2, 0.04, 0.75, white, 0, 0.74, 0)); for (const x of [-1, 1]) for (const z of [-0.3, 0.3]) tent.add(box(0.04, 0.74, 0.04, steel, x, 0, z));
  for (let i = 0; i < 3; i++) { tent.add(box(0.5, 0.07, 0.35, mat('#2b2b2b', 0.8), -0.7 + i * 0.6, 0.78, 0)); for (let k = 0; k < 6; k++) { const s = mesh(new THREE.SphereGeometry(0.06, 8, 6), mat('#4f8a3a', 0.9)); s.position.set(-0.85 + i * 0.6 + (k % 3) * 0.15, 0.9, -0.08 + Math.floor(k / 3) * 0.16); tent.add(s); } }
  for (let k = 0; k < 5; k++) { const b = cyl(0.035, 0.035, 0.22, mat('#8fc9e8', 0.2, 0, { transparent: true, opacity: 0.8 }), 10); b.position.set(0.9 - k * 0.09, 0.89, 0.22); tent.add(b); }
  tent.position.set(-9, 0, -2.5); tent.rotation.y = 0.35; scene.add(tent);
  // spades in the ground and watering cans by the new trees
  // (opts.apart, round 20: the spade stuck in the lawn by the first hole is left out; in the close view it stood in front of the kneeler as if he held it)
  // (opts.facing, round 20: all four are left out; the volunteers now work on the holes' far sides, and the spades stuck beside them read as second spades in their hands)
  for (const [x, z, r] of [[-4.2, 0.9, 0.15], [-0.9, 0.8, -0.2], [2.5, 1.0, 0.1], [5.4, 0.7, -0.1]].slice(o.facing ? 4 : o.apart ? 1 : 0)) { const sp = new THREE.Group(); sp.add(box(0.035, 0.85, 0.035, wood, 0, 0.2, 0)); sp.add(box(0.2, 0.26, 0.02, steel, 0, 0, 0)); sp.add(box(0.16, 0.04, 0.04, wood, 0, 1.05, 0)); sp.position.set(x, -0.05, z); sp.rotation.set(0.12, r, 0.1); scene.add(sp); }
  for (const [x, z] of [[-2.6, 0.6], [3.9, 0.55]]) scene.add(at(wateringCan(), x, 0, z, 0));
  const barrow = new THREE.Group(); barrow.add(box(0.7, 0.3, 0.55, mat('#2f6db5', 0.5, 0.3), 0, 0.3, 0)); barrow.add(box(0.62, 0.06, 0.47, mat('#4a3524', 1), 0, 0.58, 0));
  const wheel = cyl(0.17, 0.17, 0.07, mat('#1a1a1a', 0.8), 14); wheel.rotation.x = Math.PI / 2; wheel.position.set(0.5, 0.17, 0); barrow.add(wheel);
  for (const z of [-0.22, 0.22]) barrow.add(box(0.8, 0.035, 0.035, steel, -0.45, 0.42, z));
  barrow.position.set(7.2, 0, 1.2); barrow.rotation.y = 2.6; scene.add(barrow);
  // opts.facing (round 20): the album's front view had an empty band of lawn before the volunteers;
  // the barrow of soil is wheeled up nearer, and trays of seedlings wait on the grass in front
  if (o.facing) {
    barrow.position.set(3.3, 0, 4.0); barrow.rotation.y = 2.5;
    for (const z of [-0.2, 0.2]) barrow.add(box(0.04, 0.32, 0.04, steel, -0.28, 0, z)); // its legs, seen here
    for (const [x, z, r] of [[-0.3, 3.6, 0.2], [0.3, 3.85, -0.15]]) {
      const tray = new THREE.Group(); tray.add(box(0.5, 0.07, 0.35, mat('#2b2b2b', 0.8), 0, 0, 0));
      for (let k = 0; k < 6; k++) { const sd = mesh(new THREE.SphereGeometry(0.06, 8, 6), mat('#4f8a3a', 0.9)); sd.position.set(-0.15 + (k % 3) * 0.15, 0.1, -0.08 + Math.floor(k / 3) * 0.16); tray.add(sd); }
      scene.add(at(tray, x, 0, z, r));
    }
  }
}

// opts.planting of the park (round 12): instead of the row of grown trees and the volunteers standing
// by them, the planting itself: four holes with their heaps of soil, at each a volunteer holding a
// staked sapling upright in the hole while another digs or fills it with a spade, or waters it from
// a can; saplings waiting with their root balls wrapped. Shots without it are unchanged.
/** A staked sapling about 1.4 m tall, from its root ball; if waiting, standing on its wrapped root
 * ball beside the holes, leaning a little (laid on its side it read as a ball on a stick). */
function sapling(rng, waiting = false) {
  const g = new THREE.Group(), bark = mat('#6b4a2e', 0.9), leaf = mat(rng.pick(['#5e9a3e', '#4f8a3a', '#6aa845']), 0.85);
  const trunk = cyl(0.016, 0.024, 1.05, bark, 8); trunk.position.y = 0.6; g.add(trunk);
  const stake = cyl(0.014, 0.014, 1.25, mat('#c9a877', 0.8), 6); stake.position.set(0.07, 0.55, 0); g.add(stake);
  for (const y of [0.5, 0.85]) g.add(box(0.1, 0.025, 0.03, mat('#2f2f2f', 0.8), 0.035, y, 0));
  for (let k = 0; k < 5; k++) { const c = mesh(new THREE.SphereGeometry(rng.range(0.11, 0.17), 10, 8), leaf); c.position.set(rng.range(-0.12, 0.12), 1.08 + rng.range(0, 0.3), rng.range(-0.12, 0.12)); g.add(c); }
  const ball = mesh(new THREE.SphereGeometry(0.16, 12, 8), mat('#a88a5c', 1)); ball.scale.y = 0.75; ball.position.y = 0.08; g.add(ball);
  if (waiting) { g.rotation.z = 0.12; g.position.y = 0.01; }
  return g;
}
/** A black plastic nursery pot, 0.34 m tall, of dark soil, standing on the ground at x, z (round 20, opts.pots). */
function nurseryPot(x, z) {
  const g = new THREE.Group(), black = mat('#262826', 0.7, 0.05);
  const pot = cyl(0.21, 0.16, 0.32, black, 20); pot.position.y = 0.16; g.add(pot);
  const rim = cyl(0.225, 0.225, 0.035, black, 20); rim.position.y = 0.31; g.add(rim);
  const soil = cyl(0.2, 0.2, 0.02, mat('#3f2e20', 1), 20); soil.position.y = 0.315; g.add(soil);
  g.position.set(x, 0, z);
  return g;
}
/**
 * A garden watering can (round 18), standing on the ground at its origin, the spout towards +x: an
 * oval body with a rounded shoulder, a bow handle over the top and a grip down the back, a spout
 * from low on the front rising to a rose. `spout`: false leaves the spout to the caller (a can held
 * to pour: its spout runs to where the water falls). It was a plain cylinder with a stick, which
 * read as a green bucket at the close view's edge. Draws nothing from rng.
 */
function wateringCan(colour = '#2f9e44', spout = true) {
  const g = new THREE.Group(), m = mat(colour, 0.45, 0.25);
  const body = cyl(0.12, 0.135, 0.26, m, 24); body.position.y = 0.13; body.scale.z = 0.78; g.add(body);
  const shoulder = mesh(new THREE.SphereGeometry(0.12, 24, 8, 0, Math.PI * 2, 0, Math.PI / 2), m); shoulder.scale.set(1, 0.35, 0.78); shoulder.position.y = 0.26; g.add(shoulder);
  const cap = cyl(0.045, 0.05, 0.03, mat('#1f6e2f', 0.5), 16); cap.position.set(-0.03, 0.3, 0); g.add(cap);
  const bow = mesh(new THREE.TorusGeometry(0.1, 0.014, 8, 20, Math.PI), m); bow.position.set(0, 0.29, 0); g.add(bow);
  const grip = mesh(new THREE.TorusGeometry(0.08, 0.013, 8, 16, Math.PI), m); grip.rotation.z = Math.PI / 2; grip.position.set(-0.13, 0.16, 0); g.add(grip);
  if (spout) {
    g.add(taper([0.1, 0.07, 0], [0.36, 0.32, 0], 0.028, 0.014, m, 10));
    const rose = cyl(0.03, 0.012, 0.04, m, 14); rose.position.set(0.37, 0.33, 0); rose.rotation.z = -Math.PI / 4; g.add(rose);
  }
  return g;
}
// The holder's hands close round the sapling's trunk, the spade's shaft runs through both closed
// hands, the can hangs from its handle (round 16: the tools hung between hands that missed them).
// opts.kneel (round 17): the holders get down at the holes, kneeling on one knee or crouching, and
// hold the trunk low (standing, they held it under the crown, arms raised, odd from a low camera).
// Poses draw nothing from rng, so nothing else moves.
// opts.holes (round 19): the saplings stood on the lawn on their round root balls like lollipops and the
// diggers' spade blades hung in front of the holes; the saplings sink 0.2 m so the ball sits below the
// lawn in its hole, and the digging blade goes into the soil inside the hole. Draws nothing from rng.
function plantingWork(scene, rng, o) {
  const { kneel = false, holes = false } = o;
  const soil = mat('#4a3524', 1), heap = mat('#5a4030', 1), wood = mat('#9b7448', 0.8), steel = mat('#8c9196', 0.4, 0.8);
  const volunteer = (pose = 'work') => person(rng, { vest: false, top: '#2fb3a6', legs: '#2e3440', pose, gloves: '#e0d4b8', hair: rng() < 0.4 ? 'long' : 'short' });
  const hands = (fig) => { fig.updateMatrixWorld(true); return fig.userData.limbs.arms.map((a) => a.userData.hand.getWorldPosition(new THREE.Vector3())); };
  [[-5.2, 0.6, 'dig'], [-1.6, 0.2, 'fill'], [2.0, 0.7, 'water'], [5.4, 0.3, 'dig']].forEach(([x, z, job], i) => {
    const hole = mesh(new THREE.CircleGeometry(0.34, 18), soil, { cast: false }); hole.rotation.x = -Math.PI / 2; hole.position.set(x, 0.012, z); scene.add(hole);
    // opts.facing (round 20, with opts.kneel): from the front (+z) the album's view saw the second
    // volunteers' backs; at each hole both volunteers work from its far side, the holder on one side,
    // the other on the other (alternating along the row), facing the view, the heap of soil in front
    // on the digger's side. Draws nothing from rng.
    const fx = o.facing ? (i % 2 ? -1 : 1) : 0;
    const mound = mesh(new THREE.SphereGeometry(0.36, 14, 8), heap); mound.scale.set(1, 0.32, 0.75); mound.position.set(fx ? x - fx * 0.65 : x - 0.55, 0, fx ? z + 0.45 : z - 0.35); scene.add(mound);
    // the sapling in the hole, held upright by a volunteer's hands on its trunk
    const sp = sapling(rng); sp.position.set(x, holes ? -0.2 : -0.08, z); sp.rotation.y = rng.range(0, 6); scene.add(sp);
    const a = i % 2 ? 2.4 : -2.2;
    if (!kneel) {
      const holder = volunteer(); at(holder, x + Math.sin(a) * 0.3, 0, z + Math.cos(a) * 0.3, a + Math.PI); holder.updateMatrixWorld(true);
      const t = holder.worldToLocal(new THREE.Vector3(x, 0, z));
      reach(holder, 0, [t.x - 0.02, 1.0, t.z]); reach(holder, 1, [t.x + 0.02, 1.12, t.z]); grip(holder, 0); grip(holder, 1);
      scene.add(holder);
    } else {
      // down at the hole, kneeling on one knee or crouching, the trunk held low (below the crown)
      // in front of the right shoulder, the front knee beside it
      // (opts.apart, round 20: the first hole's kneeler a little further back, his front foot out of the hole)
      const pose = i % 2 ? 'crouch' : 'kneel', d = pose === 'kneel' ? (o.apart && i === 0 ? 0.6 : 0.44) : 0.52, holder = volunteer(pose);
      const ah = fx ? fx * 2.55 : a + (i % 2 ? 0 : 2.4); // the kneeler turned side-on to the close view
      at(holder, x + Math.sin(ah) * d, 0, z + Math.cos(ah) * d, ah + Math.PI - 0.35); holder.updateMatrixWorld(true);
      const t = holder.worldToLocal(new THREE.Vector3(x, 0, z));
      reach(holder, 0, [t.x - 0.025, 0.62, t.z]); reach(holder, 1, [t.x + 0.025, 0.78, t.z]); grip(holder, 0); grip(holder, 1);
      scene.add(holder);
    }
    // the second volunteer: digging or filling with a spade, or watering from a can (opts.kneel: at
    // the kneeler's hole a step further round, clear of the back foot)
    // opts.apart (round 20): the close view's kneeler's back foot touched the digger's; at the first
    // hole the digger stands across the hole from the kneeler, facing the close view, clear of the
    // mound. Draws nothing from rng.
    const apart = o.apart && i === 0, b = fx ? -fx * 2.4 : apart ? -2.75 : a + (i % 2 ? -1.9 : 2.0) - (kneel && !(i % 2) ? 0.35 : 0), wd = apart ? 0.95 : 0.85;
    const w = volunteer(); at(w, x + Math.sin(b) * wd, 0, z + Math.cos(b) * wd, b + Math.PI); scene.add(w);
    if (job === 'water') {
      reach(w, 0, [-0.07, 1.02, 0.4]); reach(w, 1, [0.07, 1.02, 0.4]); grip(w, 0); grip(w, 1);
      const [h1, h2] = hands(w), m = h1.clone().lerp(h2, 0.5);
      // the can hangs from its bow handle in both hands, its spout running to where the water falls
      const tip = new THREE.Vector3(x, 0.75, z).lerp(m, 0.35);
      const can = wateringCan('#2f9e44', false); can.position.set(m.x, m.y - 0.39, m.z); can.rotation.y = Math.atan2(-(tip.z - m.z), tip.x - m.x); scene.add(can);
      can.updateMatrixWorld(true); scene.add(taper(can.localToWorld(new THREE.Vector3(0.1, 0.07, 0)), tip, 0.028, 0.014, mat('#2f9e44', 0.45, 0.25), 10));
      { const rose = cyl(0.03, 0.012, 0.04, mat('#2f9e44', 0.45, 0.25), 14); rose.position.copy(tip); scene.add(rose); }
      for (let k = 0; k < 6; k++) { const d = mesh(new THREE.SphereGeometry(0.012, 6, 4), mat('#bfe3f5', 0.1, 0, { transparent: true, opacity: 0.8 }), { cast: false }); d.position.set(tip.x + rng.range(-0.04, 0.04), tip.y - 0.08 - k * 0.1, tip.z + rng.range(-0.04, 0.04)); scene.add(d); }
    } else {
      const foot = new THREE.Vector3(x, 0, z).lerp(new THREE.Vector3(w.position.x, 0, w.position.z), job === 'dig' ? (holes ? 0.28 : 0.45) : 0.2); foot.y = job === 'dig' ? (holes ? -0.06 : 0.02) : 0.18;
      // the upper hand at the shaft's grip, the lower one down the shaft towards the blade
      w.updateMatrixWorld(true);
      const up = w.localToWorld(new THREE.Vector3(0.05, job === 'dig' ? 1.2 : 1.15, 0.34)), dir = foot.clone().sub(up).normalize();
      reach(w, 1, w.worldToLocal(up.clone()).toArray()); reach(w, 0, w.worldToLocal(up.clone().addScaledVector(dir, 0.32)).toArray());
      grip(w, 0); grip(w, 1); const top = up.addScaledVector(dir, -0.1);
      scene.add(taper(top, foot, 0.018, 0.018, wood, 8));
      const blade = box(0.2, 0.26, 0.02, steel); blade.position.copy(foot); blade.lookAt(top.x, blade.position.y, top.z); blade.position.y = foot.y - 0.02; scene.add(blade);
      if (job === 'fill') { const clod = mesh(new THREE.SphereGeometry(0.09, 8, 6), heap); clod.scale.y = 0.5; clod.position.set(foot.x, foot.y + 0.04, foot.z); scene.add(clod); }
    }
  });
  // saplings waiting to go in, and the line of those already planted beyond
  for (const [x, z, r] of [[-7.8, 1.4, 0.3], [-7.4, 1.8, 0.1], [0.4, 2.3, -0.2]]) {
    const s = sapling(rng, true); s.position.x = x; s.position.z = z; s.rotation.y = r;
    // opts.pots (round 20): the waiting saplings stood on their bare root balls on the lawn; they
    // wait upright in black nursery pots of soil instead. Draws nothing from rng.
    if (o.pots) { s.rotation.z = 0; s.position.y = 0.08; scene.add(nurseryPot(x, z)); }
    scene.add(s);
  }
  for (let k = 0; k < 6; k++) { const s = sapling(rng); s.position.set(-7 + k * 2.6, holes ? -0.2 : -0.08, -3.2); scene.add(s); const m = mesh(new THREE.CircleGeometry(0.3, 16), soil, { cast: false }); m.rotation.x = -Math.PI / 2; m.position.set(-7 + k * 2.6, 0.011, -3.2); scene.add(m); }
}

// --------------------------------------------------------------------------------------------
export function park(renderer, scene, rng, o) {
  // opts.ridges (round 18): the aerial's ranges of hills behind the park instead of the smooth green
  // dome, the haze thinned (fog 0.0006) so that they show; the dome is still drawn from rng
  outdoor(renderer, scene, { elevation: o.elevation ?? 30, azimuth: 120, shadowBox: 30, fog: o.ridges ? 0.0006 : 0.002 });
  const grass = mesh(new THREE.PlaneGeometry(1000, 1000), parts.canvasTex ? new THREE.MeshStandardMaterial({ map: parts.canvasTex(256, 256, (ctx, w, h) => { ctx.fillStyle = '#5f7f3f'; ctx.fillRect(0, 0, w, h); for (let i = 0; i < 3000; i++) { ctx.fillStyle = `rgba(${rng() < 0.5 ? '40,70,20' : '150,170,90'},0.3)`; ctx.fillRect(rng() * w, rng() * h, 2, 3); } }, [120, 120]), roughness: 1 }) : mat('#5f7f3f'), { cast: false });
  grass.rotation.x = -Math.PI / 2; scene.add(grass);
  { const hl = hills(rng, { z: -500, h: 200, color: '#3f6a3a' }); if (!o.ridges) scene.add(hl); }
  for (let i = 0; i < 40; i++) scene.add(at(tree(rng, rng.range(1.2, 2.2)), rng.range(-60, 60), 0, rng.range(-60, -12)));
  if (o.ridges) rangesOf(scene, o, 120, o.elevation ?? 30, 0);
  if (o.planting) plantingWork(scene, rng, o);
  else {
    for (let i = 0; i < 10; i++) { const s = tree(rng, 0.35); s.position.set(-6 + i * 1.6, 0, rng.range(-1, 1)); scene.add(s); const soil = mesh(new THREE.CircleGeometry(0.45, 16), mat('#4a3524', 1), { cast: false }); soil.rotation.x = -Math.PI / 2; soil.position.set(s.position.x, 0.01, s.position.z); scene.add(soil); }
    for (let i = 0; i < 9; i++) scene.add(at(person(rng, { vest: false, top: '#2fb3a6', legs: '#2e3440', pose: rng.pick(['work', 'stand', 'work']), gloves: '#e0d4b8' }), -6 + i * 1.7 + rng.range(-0.3, 0.3), 0, 1.4 + rng.range(-0.4, 0.6), Math.PI + rng.range(-0.8, 0.8)));
  }
  if (o.event) plantingDay(scene, o);
  return {
    wide: v([3, 2.2, 12], [0, 1, 0], 44), close: v([-3, 1.3, 5], [-5, 0.6, 0.5], 40),
    // round 20: low and nearer, from the front, on three holes' volunteers working from their far sides (opts.facing; the album's planting day)
    group: v([1.75, 1.6, 8.8], [1.75, 1.45, 0], 44),
  };
}

// opts.laptop of the documents scene (round 9): an open laptop on the desk showing a web page, its
// cookie bar across the bottom (a dark band, lines of grey bars, an amber and an outlined button; no
// letters), and a mug. Drawn after the rest, with nothing at random, so nothing else moves.
function laptop(scene) {
  const page = parts.canvasTex(384, 240, (ctx, w, h) => {
    ctx.fillStyle = '#f6f7f8'; ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#13294b'; ctx.fillRect(0, 0, w, 26); ctx.fillStyle = '#f0a81c'; ctx.fillRect(12, 8, 34, 10);
    ctx.fillStyle = '#c9d2da'; for (let i = 0; i < 4; i++) ctx.fillRect(w - 170 + i * 40, 11, 28, 4);
    const sky = ctx.createLinearGradient(0, 26, 0, 120); sky.addColorStop(0, '#6f9cc8'); sky.addColorStop(1, '#c9dcea'); ctx.fillStyle = sky; ctx.fillRect(0, 26, w, 94);
    ctx.fillStyle = '#8c959c'; ctx.fillRect(0, 96, w, 24); ctx.fillStyle = '#eef0f1'; ctx.beginPath(); ctx.ellipse(250, 80, 70, 7, 0, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = '#13294b'; ctx.fillRect(20, 48, 120, 10); ctx.fillStyle = '#ffffff'; ctx.fillRect(20, 64, 90, 5);
    for (let i = 0; i < 3; i++) { ctx.fillStyle = '#dfe3e7'; ctx.fillRect(16 + i * 122, 130, 108, 44); ctx.fillStyle = '#aeb6be'; ctx.fillRect(22 + i * 122, 180, 80, 4); }
    ctx.fillStyle = '#1d2230'; ctx.fillRect(0, h - 48, w, 48);
    ctx.fillStyle = '#8e96a3'; ctx.fillRect(14, h - 36, 190, 4); ctx.fillRect(14, h - 27, 210, 4); ctx.fillRect(14, h - 18, 150, 4);
    ctx.fillStyle = '#f0a81c'; ctx.fillRect(w - 138, h - 34, 56, 20); ctx.strokeStyle = '#c9d2da'; ctx.lineWidth = 2; ctx.strokeRect(w - 72, h - 33, 56, 18);
  });
  const alu = mat('#b9bdc1', 0.35, 0.7), keys = mat('#2a2d31', 0.6);
  const lap = new THREE.Group();
  lap.add(box(0.34, 0.016, 0.24, alu, 0, 0, 0));
  lap.add(box(0.3, 0.002, 0.1, keys, 0, 0.016, -0.035));
  lap.add(box(0.1, 0.001, 0.06, mat('#a9adb1', 0.3, 0.7), 0, 0.016, 0.075));
  const lid = new THREE.Group(); lid.position.set(0, 0.016, -0.118); lid.rotation.x = -0.3;
  lid.add(box(0.34, 0.23, 0.008, alu, 0, 0, 0));
  lid.add(box(0.326, 0.214, 0.001, mat('#0d0f12', 0.3), 0, 0.008, 0.0045));
  const scr = screenOf(page, 0.306, 0.192);
  scr.position.set(0, 0.118, 0.0052); lid.add(scr); lap.add(lid);
  lap.position.set(0.0, 1.05, -0.22); lap.rotation.y = -0.12; scene.add(lap);
  const mug = cyl(0.042, 0.038, 0.1, mat('#f4f4f0', 0.35), 20); mug.position.set(0.3, 1.1, -0.28); scene.add(mug);
}

/** An electronic air waybill on a tablet: a white form of boxed fields with grey bars for their
 * contents, a navy header and a green confirmation button; no letters, nothing at random. */
function awbTex() {
  return parts.canvasTex(256, 160, (ctx, w, h) => {
    ctx.fillStyle = '#f7f8f9'; ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#13294b'; ctx.fillRect(0, 0, w, 18); ctx.fillStyle = '#f0a81c'; ctx.fillRect(8, 6, 22, 6);
    ctx.strokeStyle = '#9aa6b2'; ctx.lineWidth = 1.5;
    const rows = [[8, 26, 116, 22], [132, 26, 116, 22], [8, 54, 116, 22], [132, 54, 116, 22], [8, 82, 240, 22], [8, 110, 76, 22], [90, 110, 76, 22], [172, 110, 76, 22]];
    for (const [x, y, bw, bh] of rows) { ctx.strokeRect(x, y, bw, bh); ctx.fillStyle = '#c3cad1'; ctx.fillRect(x + 4, y + 4, 26, 3); ctx.fillStyle = '#56606b'; ctx.fillRect(x + 4, y + 12, bw * 0.55, 4); }
    ctx.fillStyle = '#2f9e44'; ctx.fillRect(w - 70, h - 20, 62, 14);
  });
}

// opts.newsletter of the documents scene (round 15): the Media Centre's Hactlink card showed the
// Fees & Charges desk with nothing on it. Hactlink is the operator's newsletter: printed issues on a
// wooden desk, one open at a spread, a tablet showing an issue, a cup of coffee and a plant, in an
// office whose window looks onto the apron (a freighter, dollies, the terminal beyond). Pages carry
// only a navy masthead block, pictures and grey bars for text, never letters. Drawn from a generator
// of its own after the rest of the scene, whose desk, papers and tablet are then left out (drawn all
// the same), so no other shot changes.
const ISSUE_ART = [['#6f9cc8', '#f2f4f5', '#13294b'], ['#e9b27a', '#f4efe8', '#7a1f2b'], ['#8fb9a4', '#eef3f0', '#1f6f5c']];
/** A newsletter page (210 × 297 mm, 256 × 362 px): the masthead block on a cover, a picture, text as grey bars. */
function newsletterPage(r, { cover = false, art = ISSUE_ART[0], pic = 'plane' } = {}) {
  return parts.canvasTex(256, 362, (ctx, w, h) => {
    ctx.fillStyle = '#fbfaf7'; ctx.fillRect(0, 0, w, h);
    let y = 14;
    if (cover) { ctx.fillStyle = '#13294b'; ctx.fillRect(0, 0, w, 54); ctx.fillStyle = '#f0a81c'; ctx.fillRect(14, 18, 46, 16); ctx.fillStyle = '#c9d2da'; ctx.fillRect(w - 74, 22, 60, 6); y = 64; }
    const ph = cover ? 170 : 110;
    // the picture: a sky, the apron and a freighter, or a hall with pallets
    const g = ctx.createLinearGradient(0, y, 0, y + ph); g.addColorStop(0, art[0]); g.addColorStop(1, art[1]); ctx.fillStyle = g; ctx.fillRect(12, y, w - 24, ph);
    ctx.fillStyle = '#8c959c'; ctx.fillRect(12, y + ph * 0.7, w - 24, ph * 0.3);
    if (pic === 'plane') {
      ctx.fillStyle = '#f4f5f6'; ctx.beginPath(); ctx.ellipse(w * 0.52, y + ph * 0.58, w * 0.3, ph * 0.07, 0, 0, Math.PI * 2); ctx.fill();
      ctx.fillStyle = art[2]; ctx.beginPath(); ctx.moveTo(w * 0.76, y + ph * 0.56); ctx.lineTo(w * 0.84, y + ph * 0.3); ctx.lineTo(w * 0.86, y + ph * 0.56); ctx.fill();
    } else {
      for (let k = 0; k < 4; k++) { ctx.fillStyle = '#b98d5c'; ctx.fillRect(24 + k * 54, y + ph * 0.42 - (k % 2) * 12, 40, ph * 0.3 + (k % 2) * 12); ctx.fillStyle = '#4a4f57'; ctx.fillRect(20 + k * 54, y + ph * 0.72, 48, 6); }
    }
    y += ph + 12;
    if (cover) { ctx.fillStyle = '#13294b'; ctx.fillRect(12, y, 170, 11); ctx.fillRect(12, y + 16, 120, 11); y += 36; }
    else { ctx.fillStyle = '#2b3240'; ctx.fillRect(12, y, 150, 9); y += 20; }
    // two columns of text lines
    for (const x0 of [12, w / 2 + 4]) for (let yy = y; yy < h - 14; yy += 9) { ctx.fillStyle = '#aab1b8'; ctx.fillRect(x0, yy, (w / 2 - 16) * (yy + 9 >= h - 14 || r() < 0.12 ? r.range(0.4, 0.8) : 1), 4); }
    if (cover) { ctx.fillStyle = art[2]; ctx.fillRect(0, h - 8, w, 8); }
  });
}
// opts.through of the documents' newsletter (round 16): the apron through the window was a flat
// painted backdrop. It is now the apron scene itself (apron(), from a generator of its own: a
// freighter on its stand, the loader and dolly train, a second freighter's tail, the terminal and
// the hills in the haze) rendered from an office window high on the terminal's apron side into a
// texture, linear light that the room's frame then tone-maps with everything else.
function apronThrough(renderer) {
  const sub = new THREE.Scene(); apron(renderer, sub, rngOf(5108), { tailcone: true, rims: true, cartons: true, second: 'hidden' }); // the second freighter's tail rose out of the first's fuselage
  const rt = new THREE.WebGLRenderTarget(1536, 522, { type: THREE.HalfFloatType, samples: 4 });
  const cam = new THREE.PerspectiveCamera(24, 5.6 / 1.9, 0.5, 20000); cam.position.set(125, 10, -60); cam.lookAt(-10, 16, 8);
  renderer.setRenderTarget(rt); renderer.render(sub, cam); renderer.setRenderTarget(null);
  return rt.texture;
}
function newsletter(scene, through) {
  const r = rngOf(20261215);
  const paper = (tex) => new THREE.MeshStandardMaterial({ map: tex, roughness: 0.75 });
  // the window onto the apron, in the back wall (z -3): the view painted on a plane, bright as daylight
  const view = parts.canvasTex(1024, 360, (ctx, w, h) => {
    const H0 = h * 0.66; // the horizon, at about 1.45 m, the eye of someone at the desk
    const sky = ctx.createLinearGradient(0, 0, 0, H0); sky.addColorStop(0, '#4f8bcb'); sky.addColorStop(1, '#c4dbea'); ctx.fillStyle = sky; ctx.fillRect(0, 0, w, H0);
    // hills across the harbour, then a terminal building on the far side of the apron
    ctx.fillStyle = '#9fb0a6'; ctx.beginPath(); ctx.moveTo(0, H0); for (let x = 0; x <= w; x += 32) ctx.lineTo(x, H0 - h * (0.06 + 0.04 * Math.sin(x / 170) + 0.02 * Math.sin(x / 53))); ctx.lineTo(w, H0); ctx.fill();
    ctx.fillStyle = '#bcc3c8'; ctx.fillRect(w * 0.02, H0 - h * 0.07, w * 0.5, h * 0.07); ctx.fillStyle = '#52687c'; for (const y of [0.055, 0.032]) ctx.fillRect(w * 0.02, H0 - h * y, w * 0.5, h * 0.009);
    ctx.fillStyle = '#c7cdd1'; ctx.fillRect(w * 0.7, H0 - h * 0.035, w * 0.28, h * 0.035);
    const ap = ctx.createLinearGradient(0, H0, 0, h); ap.addColorStop(0, '#a9adb0'); ap.addColorStop(1, '#85898c'); ctx.fillStyle = ap; ctx.fillRect(0, H0, w, h - H0);
    // taxi and stand lines running off towards the horizon
    ctx.strokeStyle = '#e7b416'; ctx.lineWidth = 3; ctx.beginPath(); ctx.moveTo(0, H0 + h * 0.2); ctx.lineTo(w, H0 + h * 0.12); ctx.stroke();
    ctx.strokeStyle = 'rgba(228,228,222,0.7)'; ctx.lineWidth = 1.5; ctx.beginPath(); ctx.moveTo(0, H0 + h * 0.05); ctx.lineTo(w, H0 + h * 0.035); ctx.stroke();
    // a freighter on its stand: fuselage, the far wing, engines, a navy fin
    const fx = w * 0.52, fy = H0 + h * 0.07, L = w * 0.12, T = h * 0.022; // centre, half length, half height
    ctx.fillStyle = '#dfe2e5'; ctx.beginPath(); ctx.moveTo(fx - L * 0.2, fy); ctx.lineTo(fx + L * 0.3, fy - T * 2); ctx.lineTo(fx + L * 0.5, fy - T * 2); ctx.lineTo(fx + L * 0.1, fy); ctx.fill();
    ctx.fillStyle = '#f4f5f6'; ctx.beginPath(); ctx.ellipse(fx, fy, L, T, 0, 0, Math.PI * 2); ctx.fill();
    ctx.beginPath(); ctx.ellipse(fx - L * 0.85, fy - T * 0.35, L * 0.2, T * 0.9, 0, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = '#13294b'; ctx.beginPath(); ctx.moveTo(fx + L * 0.7, fy - T * 0.6); ctx.lineTo(fx + L * 0.86, fy - T * 4.8); ctx.lineTo(fx + L * 0.99, fy - T * 4.8); ctx.lineTo(fx + L * 1.01, fy - T * 0.4); ctx.fill();
    ctx.fillStyle = '#cfd3d6'; ctx.beginPath(); ctx.moveTo(fx - L * 0.2, fy + T * 0.4); ctx.lineTo(fx + L * 0.35, fy + T * 2.4); ctx.lineTo(fx + L * 0.5, fy + T * 2.4); ctx.lineTo(fx + L * 0.25, fy + T * 0.4); ctx.fill();
    ctx.fillStyle = '#9aa0a6'; for (const x of [0.0, 0.26]) ctx.fillRect(fx + L * x, fy + T * (1.0 + x * 1.5), L * 0.13, T * 0.9);
    ctx.fillStyle = '#2a2d31'; for (const x of [-0.7, 0.1, 0.2]) ctx.fillRect(fx + L * x, fy + T, 3, T * 0.8);
    // a train of dollies with pallets and containers behind a tractor, nearer
    for (let k = 0; k < 5; k++) { const x = w * 0.06 + k * 42, y = H0 + h * 0.21; ctx.fillStyle = '#2d2f33'; ctx.fillRect(x, y, 36, 4); ctx.fillStyle = ['#b98d5c', '#c9cdd1', '#2a2c30', '#c9cdd1', '#b98d5c'][k]; ctx.fillRect(x + 3, y - 26, 30, 26); }
    ctx.fillStyle = '#e0621b'; ctx.fillRect(w * 0.06 + 5 * 42, H0 + h * 0.21 - 20, 30, 20); ctx.fillStyle = '#2d2f33'; ctx.fillRect(w * 0.06 + 5 * 42 + 6, H0 + h * 0.21 - 28, 16, 8);
  });
  const win = mesh(new THREE.PlaneGeometry(5.6, 1.9), through ? new THREE.MeshBasicMaterial({ map: through, color: new THREE.Color(0.5, 0.5, 0.5) }) : new THREE.MeshStandardMaterial({ color: 0, emissive: 0xffffff, emissiveMap: view, emissiveIntensity: 0.8 }), { cast: false });
  win.position.set(0, 1.75, -2.985); scene.add(win);
  const frameMat = mat('#7d858c', 0.4, 0.6);
  for (let x = -2.8; x <= 2.81; x += 1.4) scene.add(box(0.05, 1.9, 0.06, frameMat, x, 0.8, -2.96));
  scene.add(box(5.7, 0.08, 0.06, frameMat, 0, 2.68, -2.96)); scene.add(box(5.7, 0.06, 0.25, mat('#d9d4cb', 0.5), 0, 0.77, -2.9));
  // daylight through the window
  const day = new THREE.DirectionalLight('#fff6ea', 1.2); day.position.set(0.5, 3.5, -6); day.target.position.set(0.3, 0.75, -1.6); scene.add(day, day.target);
  // the desk: a wooden top on two grey legs, against the window
  const desk = new THREE.Group(); desk.position.z = -0.65; scene.add(desk);
  const top = 0.75, dz = -1.75;
  desk.add(box(1.9, 0.04, 0.85, mat('#9b7350', 0.45), 0, top - 0.04, dz));
  for (const x of [-0.88, 0.88]) desk.add(box(0.05, top - 0.04, 0.75, mat('#55595e', 0.5, 0.6), x, 0, dz));
  // printed issues: three covers fanned, one open at a spread
  const Y = top + 0.001;
  [[-0.55, -1.72, 0.35, 0], [-0.42, -1.62, 0.12, 1], [-0.3, -1.52, -0.12, 2]].forEach(([x, z, ry, k], i) => {
    const p = mesh(new THREE.PlaneGeometry(0.21, 0.297), paper(newsletterPage(r, { cover: true, art: ISSUE_ART[k], pic: k === 1 ? 'hall' : 'plane' })));
    p.rotation.set(-Math.PI / 2, 0, ry); p.position.set(x, Y + 0.003 + i * 0.004, z); desk.add(p);
    const stack = box(0.21, 0.003 + i * 0.004, 0.297, mat('#f2f1ec', 0.8), x, top, z); stack.rotation.y = ry; desk.add(stack);
  });
  const spread = new THREE.Group();
  for (const [dx, k] of [[-0.106, 0], [0.106, 1]]) { const pg = mesh(new THREE.PlaneGeometry(0.21, 0.297), paper(newsletterPage(r, { art: ISSUE_ART[k], pic: k ? 'hall' : 'plane' }))); pg.rotation.x = -Math.PI / 2; pg.position.set(dx, 0.004 + Math.abs(dx) * 0.04, 0); pg.rotation.y = 0; spread.add(pg); }
  spread.add(box(0.42, 0.004, 0.297, mat('#f2f1ec', 0.8), 0, 0, 0));
  spread.position.set(0.12, top, -1.62); spread.rotation.y = -0.18; desk.add(spread);
  // a tablet showing an issue, a cup of coffee on its saucer, a pen and a plant
  const tab = new THREE.Group();
  tab.add(box(0.19, 0.008, 0.26, mat('#16181b', 0.25, 0.4), 0, 0, 0));
  const scr = screenOf(newsletterPage(r, { cover: true, art: ISSUE_ART[0] }), 0.17, 0.24, 0.85);
  scr.rotation.x = -Math.PI / 2; scr.position.y = 0.0085; tab.add(scr);
  tab.position.set(0.58, top, -1.5); tab.rotation.y = 0.35; desk.add(tab);
  const cupMat = mat('#f4f4f0', 0.3);
  const saucer = cyl(0.07, 0.06, 0.012, cupMat, 24); saucer.position.set(0.42, top + 0.006, -1.9); desk.add(saucer);
  const cup = cyl(0.042, 0.034, 0.085, cupMat, 24); cup.position.set(0.42, top + 0.055, -1.9); desk.add(cup);
  const coffee = cyl(0.038, 0.038, 0.002, mat('#3b2416', 0.2), 24); coffee.position.set(0.42, top + 0.097, -1.9); desk.add(coffee);
  const handle = mesh(new THREE.TorusGeometry(0.022, 0.006, 8, 16), cupMat); handle.position.set(0.47, top + 0.058, -1.9); desk.add(handle);
  const pen = cyl(0.005, 0.005, 0.14, mat('#13294b', 0.4, 0.3), 8); pen.rotation.set(Math.PI / 2, 0, 0.9); pen.position.set(0.32, top + 0.006, -1.35); desk.add(pen);
  const pot = cyl(0.08, 0.065, 0.16, mat('#e8e4dc', 0.6), 20); pot.position.set(-0.78, top + 0.08, -2.0); desk.add(pot);
  for (let k = 0; k < 7; k++) { const leaf = mesh(new THREE.SphereGeometry(0.06, 10, 8), mat(k % 2 ? '#3d7a3a' : '#2f6a34', 0.6)); leaf.scale.set(0.6, 1.6, 0.35); leaf.position.set(-0.78 + Math.sin(k * 0.9) * 0.07, top + 0.22 + (k % 3) * 0.03, -2.0 + Math.cos(k * 0.9) * 0.07); leaf.rotation.set(Math.cos(k) * 0.5, k, Math.sin(k * 1.3) * 0.5); desk.add(leaf); }
}

// opts.place of the documents scene (round 16): the Fees & Charges hero and card were two near-empty
// white tables with a figure, alike. 'counter': the acceptance counter of a customer service hall
// (a wooden counter front with the house's teal band, lit position lamps, a queue display and a
// ticket machine, shelves of files behind), an officer behind it checking a document held in both
// hands, a forwarder in front of it passing a folder. 'tablet': the same counter, the officer holding
// an electronic air waybill on a tablet, a label printer and a scanner on the counter. 'cashier': the
// payment point: a desk with the printed charges schedule (a table of grey bars), invoices, a
// calculator and a card terminal, the cashier behind it and a customer paying by card. No letters or
// figures anywhere. Drawn from a generator of its own after the rest of the scene, whose desk, papers
// and people are then left out (drawn all the same), so no other shot changes.
function sheet(r, { w = 0.21, d = 0.297, kind = 'text' } = {}) {
  const tex = parts.canvasTex(128, 180, (ctx, cw, ch) => {
    ctx.fillStyle = '#fbfbf8'; ctx.fillRect(0, 0, cw, ch);
    ctx.fillStyle = '#13294b'; ctx.fillRect(8, 8, 40, 10); ctx.fillStyle = '#f0a81c'; ctx.fillRect(cw - 30, 8, 22, 10);
    if (kind === 'schedule') {
      // the charges schedule: a table, a navy head row, shaded rows, a column of amounts
      ctx.fillStyle = '#2fb3a6'; ctx.fillRect(8, 28, cw - 16, 10);
      for (let k = 0; k < 12; k++) { const y = 42 + k * 11; if (k % 2) { ctx.fillStyle = '#e6eef0'; ctx.fillRect(8, y - 2, cw - 16, 11); } ctx.fillStyle = '#6a737d'; ctx.fillRect(12, y + 2, 30 + r.range(0, 30), 3); ctx.fillRect(cw - 34, y + 2, 18 + r.range(0, 6), 3); }
      ctx.strokeStyle = '#9aa6b2'; ctx.lineWidth = 1; ctx.strokeRect(8, 28, cw - 16, 146); ctx.beginPath(); ctx.moveTo(cw - 40, 28); ctx.lineTo(cw - 40, 174); ctx.stroke();
    } else if (kind === 'invoice') {
      for (let k = 0; k < 3; k++) { ctx.fillStyle = '#9aa3ad'; ctx.fillRect(8, 28 + k * 7, 40 + k * 6, 3); }
      ctx.strokeStyle = '#9aa6b2'; ctx.strokeRect(8, 56, cw - 16, 80); ctx.fillStyle = '#dfe5ea'; ctx.fillRect(8, 56, cw - 16, 10);
      for (let k = 0; k < 6; k++) { ctx.fillStyle = '#6a737d'; ctx.fillRect(12, 72 + k * 10, 50 + r.range(0, 20), 3); ctx.fillRect(cw - 34, 72 + k * 10, 20, 3); }
      ctx.fillStyle = '#13294b'; ctx.fillRect(cw - 56, 142, 48, 14);
    } else {
      for (let k = 0; k < 14; k++) { ctx.fillStyle = '#8e96a3'; ctx.fillRect(10, 30 + k * 10, (cw - 20) * (k % 5 === 4 ? 0.5 : r.range(0.7, 0.95)), 3); }
      ctx.strokeStyle = '#9aa6b2'; ctx.strokeRect(cw - 52, ch - 30, 42, 20);
    }
  });
  // a white leaf and its printed face: meshes of one material each, which mergeStatic merges (a mesh
  // of several is left out of the merge, and one held in a hand, a merged mesh, went with the hand)
  const g = new THREE.Group(); g.add(box(w, 0.002, d, mat('#fbfbf8', 0.85), 0, -0.001, 0));
  const face = mesh(new THREE.PlaneGeometry(w, d), new THREE.MeshStandardMaterial({ map: tex, roughness: 0.85 }), { cast: false }); face.rotation.x = -Math.PI / 2; face.position.y = 0.0012; g.add(face);
  return g;
}
const screenOf = (tex, w, h, intensity = 0.95) => mesh(new THREE.PlaneGeometry(w, h), new THREE.MeshStandardMaterial({ color: 0, emissive: 0xffffff, emissiveMap: tex, emissiveIntensity: intensity }), { cast: false });
function placeCounter(scene, o) {
  const r = rngOf(20261128 + 16);
  const wood = mat('#8a6a4a', 0.5), top = mat('#efece6', 0.3), dark = mat('#2b2f34', 0.5, 0.3), steel = mat('#b8bcc0', 0.25, 0.85), teal = mat('#2fb3a6', 0.6);
  const Z = -0.9, X = 1.6; // the counter's customer face, the middle of its length
  scene.add(box(4.6, 1.06, 0.1, wood, X, 0, Z)); scene.add(box(4.6, 0.12, 0.01, teal, X, 0.82, Z + 0.055));
  scene.add(box(4.66, 0.05, 0.8, top, X, 1.06, Z - 0.33)); scene.add(box(0.08, 1.06, 0.8, wood, X + 2.3, 0, Z - 0.33));
  // a low glass screen with a pass-through gap, and a post between the two positions
  for (const [x, w] of [[X - 1.7, 1.3], [X + 1.5, 1.4]]) { const g = mesh(new THREE.PlaneGeometry(w, 0.5), mat('#dfeaf0', 0.05, 0, { transparent: true, opacity: 0.14 }), { cast: false }); g.position.set(x, 1.62, Z - 0.28); scene.add(g); scene.add(box(w, 0.03, 0.03, steel, x, 1.86, Z - 0.28)); }
  // the position lamps above: a dark box, a lit teal face
  for (const x of [X - 1.45, X + 0.05, X + 1.5]) { scene.add(box(0.46, 0.2, 0.05, dark, x, 2.3, Z - 0.28)); const l = mesh(new THREE.PlaneGeometry(0.38, 0.12), glow(x === X + 0.05 ? '#f2b134' : '#2fb3a6', 1.6), { cast: false }); l.position.set(x, 2.4, Z - 0.25); scene.add(l); }
  // behind: shelves of files on the back wall, and the queue display above them
  scene.add(box(2.8, 1.9, 0.2, mat('#d8d6d0', 0.6), X - 0.1, 0, -2.9));
  for (let k = 0; k < 4; k++) for (let j = 0; j < 12; j++) scene.add(box(0.18, 0.34, 0.26, mat(r.pick(['#1f4e79', '#7a2e2e', '#2d5a3a', '#c9a227', '#e8e4dc']), 0.7), X - 0.1 - 1.2 + j * 0.218 + r.range(-0.02, 0.02), 0.12 + k * 0.45, -2.67));
  const qd = new THREE.Group(); qd.add(box(1.7, 0.55, 0.08, dark));
  for (let k = 0; k < 3; k++) { const b = mesh(new THREE.PlaneGeometry(k === 0 ? 1.3 : 0.95, 0.1), glow(k === 0 ? '#f2b134' : '#d9534f', 1.8), { cast: false }); b.position.set(k === 0 ? 0 : -0.17, 0.42 - k * 0.15, 0.045); qd.add(b); }
  qd.position.set(3.15, 1.95, -2.94); scene.add(qd);
  // on the counter: the officer's monitor (its back to the customer), a tray of documents, a stamp
  const mon = new THREE.Group(); mon.add(box(0.5, 0.32, 0.03, mat('#1b1d20', 0.4), 0, 0.12, 0)); mon.add(box(0.05, 0.12, 0.05, mat('#333', 0.5), 0, 0, 0.03));
  at(mon, X + 0.75, 1.085, Z - 0.58, 0.35); if (o.place !== 'tablet') scene.add(mon);
  scene.add(box(0.26, 0.05, 0.34, dark, X - 0.75, 1.085, Z - 0.45));
  for (let k = 0; k < 4; k++) { const p = sheet(r, { kind: k === 3 ? 'invoice' : 'text' }); at(p, X - 0.75, 1.14 + k * 0.006, Z - 0.45, r.range(-0.1, 0.1)); scene.add(p); }
  const stamp = new THREE.Group(); stamp.add(box(0.07, 0.03, 0.05, mat('#c8452f', 0.5))); const knob = cyl(0.012, 0.012, 0.06, dark, 8); knob.position.y = 0.06; stamp.add(knob); at(stamp, X - 0.35, 1.085, Z - 0.2, 0.3); scene.add(stamp);
  // the officer behind the counter, the forwarder in front of it
  const officer = office(r, { pose: 'work', top: '#1f3f6b', suit: { tie: '#2fb3a6' } }); at(officer, X, 0, Z - 0.95, 0); scene.add(officer);
  const fwd = office(r, { pose: 'work', top: '#6d7f6a', hair: 'long' }); at(fwd, X - 0.05, 0, Z + 0.32, Math.PI); scene.add(fwd);
  const papers = folder('#d9a441');
  if (o.place === 'tablet') {
    // the tablet held in both hands by its sides, turned to the forwarder, the waybill on its screen
    const tab = new THREE.Group(); tab.add(box(0.27, 0.012, 0.2, mat('#15181c', 0.3, 0.4))); const s = screenOf(awbTex(), 0.25, 0.18, 0.9); s.rotation.x = -Math.PI / 2; s.position.y = 0.0125; tab.add(s);
    tab.position.set(0, 1.3, 0.42); tab.rotation.x = 0.85; officer.add(tab);
    reach(officer, 0, [-0.15, 1.28, 0.41]); reach(officer, 1, [0.15, 1.28, 0.41]); grip(officer, 0, tab); grip(officer, 1);
    // a label printer with a label coming out, a hand scanner, and the forwarder's folder on the counter
    const pr = new THREE.Group(); pr.add(box(0.2, 0.14, 0.24, mat('#e9eaea', 0.4))); pr.add(box(0.2, 0.02, 0.12, dark, 0, 0.14, -0.04));
    const label = box(0.1, 0.002, 0.14, mat('#fbfbf8', 0.8), 0, 0.075, 0.18); label.rotation.x = 0.3; pr.add(label); pr.add(box(0.06, 0.003, 0.02, mat('#13294b', 0.6), 0, 0.09, 0.2));
    at(pr, X - 0.55, 1.085, Z - 0.5, -0.3); scene.add(pr);
    // the hand scanner standing in its cradle: a dark handle, the yellow head on top
    const sc = new THREE.Group(); sc.add(box(0.1, 0.04, 0.12, dark)); sc.add(box(0.04, 0.13, 0.05, dark, 0, 0.04, 0)); const head = box(0.065, 0.05, 0.15, mat('#f2b134', 0.5), 0, 0.16, 0.03); head.rotation.x = 0.25; sc.add(head);
    at(sc, X + 0.45, 1.085, Z - 0.45, -0.4); scene.add(sc);
    at(papers, X - 0.1, 1.09, Z - 0.12, 0.15); scene.add(papers);
    reach(fwd, 1, [-0.15, 1.12, 0.42]); fwd.userData.limbs.arms[0].rotation.set(0.05, 0, -0.08); fwd.userData.limbs.arms[0].userData.elbow.rotation.x = -0.15;
  } else {
    // the document being checked, held up in both hands at its lower corners
    const doc = sheet(r, { kind: 'text' }); doc.add(box(0.235, 0.006, 0.315, mat('#2f6db5', 0.6), 0, -0.008, 0)); doc.position.set(0, 1.36, 0.32); doc.rotation.x = -1.2; officer.add(doc); // on a blue clipboard
    reach(officer, 0, [-0.1, 1.23, 0.28]); reach(officer, 1, [0.1, 1.23, 0.28]); grip(officer, 0, doc); grip(officer, 1);
    // the forwarder's hand on the open folder on the counter; his other hand holds a second one
    at(papers, X + 0.1, 1.09, Z - 0.12, -0.1); scene.add(papers);
    reach(fwd, 1, [-0.15, 1.12, 0.42]);
    const f2 = new THREE.Group(); f2.add(box(0.24, 0.31, 0.02, mat('#2f6db5', 0.6))); f2.position.set(0.27, 0.8, 0.05); fwd.add(f2);
    reach(fwd, 0, [0.28, 0.9, 0.08], { out: 0.2 }); grip(fwd, 0, f2);
  }
  // the ticket machine by the queue, a waiting row of seats, a plant
  const kiosk = new THREE.Group(); kiosk.add(box(0.5, 1.2, 0.4, mat('#f2f3f4', 0.4, 0.2))); kiosk.add(box(0.52, 0.1, 0.42, teal, 0, 1.2, 0));
  const ks = screenOf(parts.screenTex(r, 'grid'), 0.36, 0.26, 1.0); ks.position.set(0, 1.05, 0.205); ks.rotation.x = -0.35; kiosk.add(ks); kiosk.add(box(0.18, 0.03, 0.05, dark, 0, 0.82, 0.21));
  const ticket = box(0.05, 0.002, 0.07, mat('#fbfbf8', 0.8), 0, 0.83, 0.25); kiosk.add(ticket);
  at(kiosk, 3.55, 0, 0.6, -Math.PI / 2 + 0.3); scene.add(kiosk);
  for (let k = 0; k < 4; k++) { const x = 0.9 + k * 0.6; scene.add(box(0.5, 0.06, 0.46, mat('#2f6db5', 0.5), x, 0.44, 2.4)); scene.add(box(0.5, 0.45, 0.05, mat('#2f6db5', 0.5), x, 0.5, 2.65)); }
  const pot = cyl(0.2, 0.16, 0.45, mat('#e8e4dc', 0.6), 20); pot.position.set(3.6, 0.225, -2.6); scene.add(pot);
  for (let k = 0; k < 16; k++) { const leaf = mesh(new THREE.SphereGeometry(0.12, 10, 8), mat(k % 3 ? '#3d7a3a' : '#2f6a34', 0.6)); leaf.scale.set(0.5, 2.0, 0.3); const a = k * 2.4; leaf.position.set(3.6 + Math.sin(a) * 0.15, 0.8 + (k % 4) * 0.22, -2.6 + Math.cos(a) * 0.15); leaf.rotation.set(Math.cos(a) * 0.45, a, Math.sin(a) * 0.45); scene.add(leaf); }
  // a second customer waiting his turn with a carton
  const next = office(r, { pose: 'work', top: '#9fb8d0' }); at(next, 2.9, 0, 1.3, Math.PI + 0.5); scene.add(next);
  const carton = box(0.4, 0.3, 0.3, mat('#b8895a', 0.85), 0, 1.0, 0.36); next.add(carton);
  reach(next, 0, [-0.21, 1.12, 0.36]); reach(next, 1, [0.21, 1.12, 0.36]); grip(next, 0); grip(next, 1);
}
// opts.place 'efreight' of the documents scene (round 19, the Innovation page's e-Freight card): the
// 'tablet' counter was dominated by a wall of coloured ring binders behind the officer, the opposite of
// paperless. Here no paper at all: a short acceptance counter before a wall display of the shipment's
// data flow (boxes and links, no lettering), the officer at the counter scanning the code on the
// agent's tablet with a hand scanner, the electronic air waybill (a form of fields) on a screen turned
// to the agent and on the officer's monitor, a card reader, a plant. Its own generator.
function placeEfreight(scene) {
  const r = rngOf(20261919 + 6);
  const wood = mat('#7a5a3e', 0.5), top = mat('#efece6', 0.3), dark = mat('#2b2f34', 0.5, 0.3), teal = mat('#2fb3a6', 0.6), steel = mat('#b8bcc0', 0.25, 0.85);
  const Z = -0.9, X = 1.6;
  scene.add(box(3.0, 1.06, 0.1, wood, X, 0, Z)); scene.add(box(3.0, 0.12, 0.01, teal, X, 0.82, Z + 0.055));
  scene.add(box(3.06, 0.05, 0.8, top, X, 1.06, Z - 0.33)); for (const s of [-1, 1]) scene.add(box(0.08, 1.06, 0.8, wood, X + s * 1.5, 0, Z - 0.33));
  // behind: a pale wall with the house's teal band and a wide display of the data flow
  scene.add(box(4.4, 2.8, 0.1, mat('#dfe3e6', 0.6), X, 0, -2.95)); scene.add(box(4.4, 0.1, 0.01, teal, X, 0.9, -2.895));
  const flow = parts.canvasTex(384, 160, (ctx, w, h) => {
    ctx.fillStyle = '#13294b'; ctx.fillRect(0, 0, w, h);
    const nodes = [[40, 80], [130, 40], [130, 120], [225, 80], [320, 50], [320, 115]];
    ctx.strokeStyle = '#2fb3a6'; ctx.lineWidth = 4;
    for (const [a, b] of [[0, 1], [0, 2], [1, 3], [2, 3], [3, 4], [3, 5]]) { ctx.beginPath(); ctx.moveTo(...nodes[a]); ctx.lineTo(...nodes[b]); ctx.stroke(); }
    nodes.forEach(([x, y], k) => { ctx.fillStyle = k === 3 ? '#f0a81c' : '#e8eef2'; ctx.fillRect(x - 24, y - 14, 48, 28); ctx.fillStyle = k === 3 ? '#13294b' : '#2fb3a6'; ctx.fillRect(x - 16, y - 3, 32, 6); });
    ctx.fillStyle = '#2f9e44'; for (let k = 0; k < 6; k++) ctx.fillRect(20 + k * 60, h - 12, 40, 5);
  });
  const wall = screenOf(flow, 2.3, 0.96, 0.85); wall.position.set(X - 0.1, 1.95, -2.89); scene.add(wall);
  scene.add(box(2.4, 1.06, 0.05, dark, X - 0.1, 1.42, -2.92));
  // on the counter: the officer's monitor (the waybill), a screen on a post turned to the agent, a card reader
  const mon = new THREE.Group(); mon.add(box(0.52, 0.34, 0.03, mat('#1b1d20', 0.4), 0, 0.14, 0)); mon.add(box(0.05, 0.14, 0.05, mat('#333', 0.5), 0, 0, -0.03));
  const ms = screenOf(awbTex(), 0.48, 0.3, 0.9); ms.position.set(0, 0.31, 0.017); mon.add(ms);
  at(mon, X + 0.55, 1.085, Z - 0.55, -0.5); scene.add(mon);
  const cs = new THREE.Group(); cs.add(box(0.36, 0.25, 0.03, mat('#1b1d20', 0.4), 0, 0.2, 0)); cs.add(box(0.03, 0.2, 0.03, steel, 0, 0, -0.02));
  const css = screenOf(awbTex(), 0.33, 0.21, 0.9); css.position.set(0, 0.325, 0.017); cs.add(css);
  at(cs, X - 0.62, 1.085, Z - 0.12, 0.45); scene.add(cs);
  const reader = new THREE.Group(); reader.add(box(0.09, 0.03, 0.16, dark)); reader.add(box(0.06, 0.003, 0.05, glow('#3de07a', 1.2), 0, 0.031, -0.04)); at(reader, X + 0.1, 1.085, Z - 0.18, 0.2); scene.add(reader);
  // the officer behind the counter, scanning the code on the agent's tablet with a hand scanner
  const officer = office(r, { pose: 'work', top: '#1f3f6b', suit: { tie: '#2fb3a6' } }); at(officer, X - 0.05, 0, Z - 0.95, 0.25); scene.add(officer);
  const sc = new THREE.Group(); sc.add(box(0.045, 0.13, 0.05, dark, 0, -0.1, 0)); const head = box(0.065, 0.05, 0.14, mat('#f2b134', 0.5), 0, 0, 0.04); sc.add(head);
  const beam = mesh(new THREE.PlaneGeometry(0.05, 0.16), glow('#ff3b30', 1.4), { cast: false }); beam.rotation.x = -Math.PI / 2 + 0.6; beam.position.set(0, -0.05, 0.18); sc.add(beam);
  sc.position.set(0.08, 1.22, 0.52); sc.rotation.x = 0.5; officer.add(sc);
  reach(officer, 0, [0.08, 1.16, 0.48]); grip(officer, 0, sc);
  reach(officer, 1, [0.3, 1.1, 0.4]);
  // the agent across the counter, holding out her tablet with the shipment's code on it
  const agent = office(r, { pose: 'work', top: '#6d7f6a', hair: 'long' }); at(agent, X - 0.25, 0, Z + 0.45, Math.PI - 0.5); scene.add(agent);
  const code = parts.canvasTex(64, 64, (ctx, w, h) => { ctx.fillStyle = '#fbfbf8'; ctx.fillRect(0, 0, w, h); ctx.fillStyle = '#15181c'; for (let y = 8; y < 56; y += 6) for (let x = 8; x < 56; x += 6) if (r() < 0.5) ctx.fillRect(x, y, 6, 6); ctx.fillRect(8, 8, 14, 14); ctx.fillRect(42, 8, 14, 14); ctx.fillRect(8, 42, 14, 14); ctx.fillStyle = '#fbfbf8'; for (const [x, y] of [[11, 11], [45, 11], [11, 45]]) ctx.fillRect(x, y, 8, 8); });
  const tab = new THREE.Group(); tab.add(box(0.25, 0.18, 0.012, mat('#15181c', 0.3, 0.4))); const ts = screenOf(code, 0.13, 0.13, 0.9); ts.position.set(0, 0.09, 0.007); tab.add(ts);
  tab.position.set(-0.02, 1.22, 0.5); tab.rotation.x = -0.25; agent.add(tab);
  reach(agent, 0, [-0.13, 1.26, 0.5]); reach(agent, 1, [0.13, 1.26, 0.5]); grip(agent, 0, tab); grip(agent, 1);
  // a plant at the end of the counter
  const pot = cyl(0.2, 0.16, 0.45, mat('#e8e4dc', 0.6), 20); pot.position.set(3.5, 0.225, -2.4); scene.add(pot);
  for (let k = 0; k < 16; k++) { const leaf = mesh(new THREE.SphereGeometry(0.12, 10, 8), mat(k % 3 ? '#3d7a3a' : '#2f6a34', 0.6)); leaf.scale.set(0.5, 2.0, 0.3); const a = k * 2.4; leaf.position.set(3.5 + Math.sin(a) * 0.15, 0.8 + (k % 4) * 0.22, -2.4 + Math.cos(a) * 0.15); leaf.rotation.set(Math.cos(a) * 0.45, a, Math.sin(a) * 0.45); scene.add(leaf); }
}
function placeCashier(scene) {
  const r = rngOf(20261128 + 17);
  const wood = mat('#9b7448', 0.55), dark = mat('#23262a', 0.5, 0.2), steel = mat('#b8bcc0', 0.25, 0.85);
  const T = 0.76; // the desk top
  scene.add(box(1.8, 0.04, 0.9, wood, 0, T - 0.04, 0)); for (const x of [-0.85, 0.85]) scene.add(box(0.05, T - 0.04, 0.8, dark, x, 0, 0));
  scene.add(box(1.7, 0.5, 0.03, wood, 0, 0.2, 0.42));
  // the charges schedule, laid out, and a stack of invoices, one on top turned to the customer
  const sch = sheet(r, { kind: 'schedule', w: 0.26, d: 0.37 }); at(sch, -0.42, T + 0.002, 0.02, 0.12); scene.add(sch);
  for (let k = 0; k < 5; k++) { const p = sheet(r, { kind: 'invoice' }); at(p, 0.1 + r.range(-0.015, 0.015), T + 0.002 + k * 0.003, 0.12, Math.PI + r.range(-0.06, 0.06)); scene.add(p); }
  const inv = sheet(r, { kind: 'invoice' }); at(inv, 0.05, T + 0.02, 0.3, Math.PI - 0.25); scene.add(inv);
  // the calculator: a dark body, a grey display, rows of keys, the last column amber
  const calc = new THREE.Group(); calc.add(box(0.1, 0.018, 0.16, dark));
  calc.add(box(0.08, 0.003, 0.03, mat('#b9c6b4', 0.4), 0, 0.018, -0.055));
  for (let a = 0; a < 4; a++) for (let b = 0; b < 5; b++) calc.add(box(0.016, 0.006, 0.014, mat(a === 3 ? '#f0a81c' : '#e4e6e8', 0.5), -0.033 + a * 0.022, 0.018, -0.025 + b * 0.022));
  at(calc, 0.45, T, -0.12, -0.25); scene.add(calc);
  // the card terminal, the till's cash drawer
  const term = new THREE.Group(); term.add(box(0.085, 0.035, 0.17, dark)); const ts = screenOf(parts.canvasTex(64, 48, (ctx, w, h) => { ctx.fillStyle = '#1d2230'; ctx.fillRect(0, 0, w, h); ctx.fillStyle = '#2f9e44'; ctx.fillRect(8, 30, 48, 10); ctx.fillStyle = '#8e96a3'; ctx.fillRect(8, 10, 40, 4); ctx.fillRect(8, 18, 28, 4); }), 0.06, 0.045, 1.0);
  ts.rotation.x = -Math.PI / 2; ts.position.set(0, 0.036, -0.045); term.add(ts);
  for (let a = 0; a < 3; a++) for (let b = 0; b < 4; b++) term.add(box(0.016, 0.005, 0.012, mat(b === 3 ? ['#c8452f', '#f2b134', '#2f9e44'][a] : '#cfd3d6', 0.5), -0.022 + a * 0.022, 0.035, 0.02 + b * 0.018));
  // on a swivel stand at the desk's front edge, turned to the customer; its receipt on the desk
  const pole = cyl(0.015, 0.015, 0.2, steel, 10); pole.position.set(0.1, T + 0.1, 0.33); scene.add(pole); scene.add(at(cyl(0.07, 0.08, 0.015, dark, 20), 0.1, T, 0.33));
  at(term, 0.1, T + 0.2, 0.33, -0.6); scene.add(term);
  const rec = box(0.05, 0.002, 0.12, mat('#fbfbf8', 0.8), 0, 0, 0); rec.position.set(0.28, T + 0.003, 0.3); rec.rotation.y = -0.3; scene.add(rec);
  const till = new THREE.Group(); till.add(box(0.4, 0.1, 0.38, mat('#3a3f45', 0.4, 0.4))); for (let k = 0; k < 4; k++) till.add(box(0.08, 0.004, 0.12, mat(['#8fb9a4', '#c9b27a', '#d49a8a', '#9fb8d0'][k], 0.7), -0.13 + k * 0.088, 0.1, 0.05));
  at(till, 0.62, T, -0.3, -0.1); scene.add(till);
  // the cashier's monitor, a pen, a cup
  const mon = new THREE.Group(); mon.add(box(0.5, 0.32, 0.03, mat('#1b1d20', 0.4), 0, 0.14, 0)); mon.add(box(0.05, 0.14, 0.05, mat('#333', 0.5), 0, 0, 0.03)); const ms = screenOf(parts.screenTex(r, 'grid'), 0.46, 0.28); ms.position.set(0, 0.3, 0.017); mon.add(ms);
  at(mon, -0.5, T, -0.36, 1.95); scene.add(mon); // at her left, turned to her (before her, her arm went through it)
  const pen = cyl(0.005, 0.005, 0.14, mat('#13294b', 0.4, 0.3), 8); pen.rotation.set(Math.PI / 2, 0, 0.9); pen.position.set(-0.2, T + 0.006, 0.25); scene.add(pen);
  const cup = cyl(0.04, 0.036, 0.095, mat('#f4f4f0', 0.35), 20); cup.position.set(-0.7, T + 0.048, 0.2); scene.add(cup);
  // the cashier seated behind, one hand on the calculator, the other on the invoices
  const cashier = office(r, { pose: 'sit', top: '#f2f2ee', hair: 'long' }); at(cashier, 0.1, 0, -0.62, 0); scene.add(cashier); scene.add(at(chair(r), 0.1, 0, -0.7, 0));
  reach(cashier, 1, [0.33, T + 0.03, 0.5]); reach(cashier, 0, [-0.05, T + 0.03, 0.7]);
  // the customer in front, paying: his card hand at the terminal
  const cust = office(r, { pose: 'stand', top: '#2e3f5c', suit: { tie: '#9b1c2c' } }); at(cust, -0.12, 0, 0.74, Math.PI - 0.35); scene.add(cust); // clear of the desk's front panel (at 0.6 his front stood in it)
  cust.updateMatrixWorld(true); const ct = cust.worldToLocal(new THREE.Vector3(0.09, T + 0.33, 0.38));
  reach(cust, 0, ct.toArray()); const paying = box(0.085, 0.002, 0.054, mat('#d9a441', 0.35, 0.3), 0, 0, 0); paying.position.copy(ct).add(new THREE.Vector3(0, -0.01, 0.045)); grip(cust, 0, paying);
  scene.add(box(0.36, 0.26, 0.12, mat('#6b4a2e', 0.6), -0.75, 0.0, 0.8)); // his briefcase on the floor
}

// --------------------------------------------------------------------------------------------
export function documents(renderer, scene, rng, o) {
  const W = 8, D = 6, H = 3;
  interior(renderer, scene, rng, { w: W, d: D, h: H, floor: '#6b645c', wall: '#e7e4de' }, { spacing: 2, intensity: 2.2 }, { key: 1.3, span: 5, env: 0.8, background: '#e2dfd9' });
  const deskParts = [box(2.6, 0.05, 1.2, mat('#efece6', 0.35), 0, 1.0, 0), box(2.6, 1.0, 0.1, mat('#8a6a4a', 0.5), 0, 0, 0.55)];
  const bare = o.newsletter || o.place; // the desk and what is on it left out (drawn all the same)
  if (!bare) scene.add(...deskParts);
  // opts.paperless (round 9): the printed pages and their form lines are drawn but not added, and the
  // tablet shows an electronic air waybill (a form of fields, no letters) instead of a bar chart;
  // the random stream is the same, so nothing else moves
  for (let i = 0; i < 5; i++) { const p = box(0.21, 0.004, 0.297, mat('#fbfbf8', 0.8), -0.6 + i * 0.08 + rng.range(-0.05, 0.05), 1.05 + i * 0.004, rng.range(-0.2, 0.1)); p.rotation.y = rng.range(-0.3, 0.3); if (!o.paperless && !bare) scene.add(p); }
  // form lines drawn as bars, never as letters
  for (let i = 0; i < 8; i++) { const l = box(0.14, 0.001, 0.006, mat('#9aa3ad', 0.8), -0.3, 1.078, -0.08 + i * 0.03); if (!o.paperless && !bare) scene.add(l); }
  const tab = box(0.25, 0.01, 0.18, mat('#111', 0.2, 0.5), 0.45, 1.05, 0.05); if (!bare) scene.add(tab);
  const bars = parts.screenTex(rng, 'bars');
  const scr = mesh(new THREE.PlaneGeometry(0.23, 0.16), new THREE.MeshStandardMaterial({ color: 0, emissive: 0xffffff, emissiveMap: o.paperless ? awbTex() : bars, emissiveIntensity: o.paperless ? 0.9 : 1 }), { cast: false }); scr.rotation.x = -Math.PI / 2; scr.position.set(0.45, 1.062, 0.05);
  const stapler = box(0.14, 0.02, 0.06, mat('#2f6db5', 0.4), 0.05, 1.05, 0.3);
  if (!bare) scene.add(scr, stapler);
  // opts.empty (round 6): the desk without its two people, drawn all the same so that nothing else changes
  const people = [at(office(rng, { pose: 'work' }), 0.1, 0, -0.95, 0), at(office(rng, { pose: 'stand' }), -1.6, 0, 1.3, Math.PI - 0.5)];
  if (!o.empty && !o.place) scene.add(...people);
  if (o.place === 'cashier') placeCashier(scene);
  else if (o.place === 'efreight') placeEfreight(scene); // round 19
  else if (o.place) placeCounter(scene, o);
  if (o.laptop) laptop(scene);
  if (o.newsletter) newsletter(scene, o.through ? apronThrough(renderer) : null); // opts.through (round 16)
  return {
    // round 15: from beside the chair, over the desk of opts.newsletter to its window onto the apron
    newsletter: v([0.75, 1.36, -1.15], [-0.05, 1.1, -2.7], 42),
    desk: v([1.5, 1.9, 1.7], [0.0, 1.0, -0.3], 44),
    counter: v([-2.6, 1.6, 2.6], [0.2, 1.1, -0.3], 44),
    // round 9: low across the desk at the laptop of opts.laptop
    laptop: v([0.22, 1.36, 0.95], [0.0, 1.16, -0.25], 30),
    // round 9: close above the tablet, from the customer's side of the desk
    tablet: v([0.62, 1.5, 0.62], [0.43, 1.06, 0.0], 40),
    // round 16, opts.place: the counter from the hall, the action at the right (a hero's title left);
    // 'shoulder': over the forwarder's shoulder at the tablet the officer holds up; down over the cashier's desk
    hall: v([-3.2, 1.65, 2.7], [0.45, 1.3, -1.35], 42),
    shoulder: v([0.7, 1.9, 0.3], [1.6, 1.25, -1.4], 38),
    cashier: v([1.45, 1.55, 0.55], [-0.05, 0.78, 0.02], 42),
    // round 19: across the e-Freight counter of opts.place 'efreight', from the agent's right
    efreight: v([3.3, 1.65, 1.3], [1.3, 1.35, -1.2], 42),
  };
}

// --------------------------------------------------------------------------------------------
// The valuables strongroom: a locked mesh cage with shelves of sealed cases, a vault door, CCTV,
// a guard at the cage gate and a handler checking a case at the bench.
export function strongroom(renderer, scene, rng, _o) {
  const W = 16, D = 12, H = 4.4;
  interior(renderer, scene, rng, { w: W, d: D, h: H, floor: '#5b6066', wall: '#7f8488', ceiling: '#6d7074' }, { spacing: 3, color: '#f4f7ff', intensity: 2.2 }, { tint: '#eef3ff', key: 0.9, span: 10, env: 0.5, background: '#2a2d31' });
  pointLamp(scene, [-2, H - 0.6, -2], '#fff4e4', 45, 14);
  // the vault door in the back wall, swung open into the room on its hinge
  const steel = mat('#aab0b6', 0.25, 0.9);
  const vx = 3.2;
  scene.add(box(3.4, 3.4, 0.5, mat('#6c7176', 0.4, 0.8), vx, 0, -D / 2 + 0.25));
  const opening = mesh(new THREE.CircleGeometry(1.35, 40), mat('#1c1e21', 0.8), { cast: false }); opening.position.set(vx, 1.7, -D / 2 + 0.51); scene.add(opening);
  const door = new THREE.Group();
  const leaf = cyl(1.4, 1.4, 0.45, steel, 48); leaf.rotation.x = Math.PI / 2; leaf.position.x = 1.4; door.add(leaf);
  const hub = cyl(0.35, 0.35, 0.12, mat('#d7dadc', 0.2, 1), 24); hub.rotation.x = Math.PI / 2; hub.position.set(1.4, 0, 0.28); door.add(hub);
  for (let k = 0; k < 3; k++) { const spoke = box(0.9, 0.06, 0.06, mat('#d7dadc', 0.2, 1), 1.4, -0.03, 0.34); spoke.rotation.z = (k * Math.PI) / 3; door.add(spoke); }
  door.position.set(vx + 1.45, 1.7, -D / 2 + 0.75); door.rotation.y = -1.9; scene.add(door);
  // the cage: mesh walls on three sides, a gate, shelves of sealed cases inside
  const cx = -3.5, cz = -3.2, cw = 7, cd = 4.6;
  const front = fence(rng, cw, 2.7); front.position.set(cx, 0, cz + cd / 2); scene.add(front);
  for (const side of [-1, 1]) { const f = fence(rng, cd, 2.7); f.rotation.y = Math.PI / 2; f.position.set(cx + side * cw / 2, 0, cz); scene.add(f); }
  for (const x of [cx - cw / 2, cx + cw / 2, cx - 0.6, cx + 0.6]) scene.add(box(0.08, 2.7, 0.08, mat('#4a4f55', 0.4, 0.8), x, 0, cz + cd / 2));
  scene.add(box(cw, 0.08, 0.08, mat('#4a4f55', 0.4, 0.8), cx, 2.7, cz + cd / 2));
  scene.add(box(0.16, 0.24, 0.1, mat('#c7a23a', 0.3, 0.9), cx + 0.45, 1.1, cz + cd / 2 + 0.06));
  const cases = ['#b8bdc2', '#2e3338', '#9aa1a8', '#3a4652', '#c9ccce'];
  for (let r = 0; r < 2; r++) {
    const sx = cx - 1.9 + r * 3.8;
    for (let lv = 0; lv < 4; lv++) {
      const y = 0.15 + lv * 0.62;
      scene.add(box(3.0, 0.04, 1.0, mat('#6d7378', 0.4, 0.7), sx, y, cz - 1.4));
      for (let i = 0; i < 4; i++) {
        if (rng() < 0.15) continue;
        const w = rng.range(0.45, 0.62), hh = rng.range(0.22, 0.4);
        const x = sx - 1.15 + i * 0.75;
        scene.add(box(w, hh, 0.6, mat(rng.pick(cases), 0.35, 0.6), x, y + 0.04, cz - 1.4));
        scene.add(box(0.06, 0.08, 0.02, mat('#c8262e', 0.5), x, y + 0.04 + hh * 0.5, cz - 1.09));
      }
    }
    for (const dx of [-1.5, 1.5]) scene.add(box(0.05, 2.6, 1.0, mat('#6d7378', 0.4, 0.7), sx + dx, 0, cz - 1.4));
  }
  // inspection bench outside the cage: a sealed case, a tamper-evident bag and a tablet
  scene.add(box(2.2, 0.9, 0.9, mat('#8d9398', 0.4, 0.7), 2.6, 0, 1.2));
  scene.add(box(0.62, 0.32, 0.44, mat('#b8bdc2', 0.3, 0.7), 2.3, 0.9, 1.2));
  scene.add(box(0.07, 0.09, 0.02, mat('#c8262e', 0.5), 2.3, 1.05, 1.43));
  scene.add(box(0.4, 0.05, 0.3, mat('#5d7fa3', 0.6), 3.05, 0.9, 1.25));
  const tab = box(0.26, 0.015, 0.19, mat('#111', 0.2, 0.5), 3.2, 0.96, 0.95); tab.rotation.y = 0.3; scene.add(tab);
  // CCTV on the walls
  for (const [x, y, z, ry] of [[-W / 2 + 0.3, 3.6, 2, -0.8], [W / 2 - 0.3, 3.6, -4, 0.8]]) { const cam = box(0.32, 0.16, 0.16, mat('#e6e6e2', 0.4), x, y, z); cam.rotation.y = ry; scene.add(cam); }
  // the guard at the gate and the handler at the bench
  scene.add(at(person(rng, { vest: false, top: '#1d2b45', legs: '#1a1f2b', pose: 'stand' }), cx + 1.6, 0, cz + cd / 2 + 0.9, 0.5));
  scene.add(at(person(rng, { vest: false, top: '#e9e9e4', legs: '#2b2f36', gloves: '#f1f1ee', pose: 'work' }), 2.4, 0, 2.0, Math.PI));
  return {
    cage: v([5.2, 1.9, 5], [-1.6, 1.3, -3], 50),
    bench: v([5.6, 1.8, 3.6], [1.4, 1.0, -0.8], 46),
  };
}

// --------------------------------------------------------------------------------------------
// A boardroom: a long table with directors in suits, a glazed wall of daylight, papers and water.
export function boardroom(renderer, scene, rng, o) {
  const W = 12, D = 9, H = 3.2;
  interior(renderer, scene, rng, { w: W, d: D, h: H, floor: '#5e5048', wall: '#d9d4ca', ceiling: '#e8e6e1' }, { spacing: 2.6, color: '#fff5e6', intensity: 1.8 }, { key: 1.1, span: 8, env: 0.7, background: '#d4d0c8' });
  const win = mesh(new THREE.PlaneGeometry(D - 0.6, 2.3), glow('#d9e8f5', 1.5), { cast: false }); win.position.set(-W / 2 + 0.02, 1.55, 0); win.rotation.y = Math.PI / 2; scene.add(win);
  for (let k = -3; k <= 3; k++) scene.add(box(0.08, 2.3, 0.08, mat('#5a5f66', 0.4, 0.8), -W / 2 + 0.06, 0.4, k * 1.2));
  const day = new THREE.DirectionalLight('#fff1dc', 1.4); day.position.set(-20, 7, 3); day.castShadow = true; day.shadow.mapSize.set(1024, 1024); Object.assign(day.shadow.camera, { left: -8, right: 8, top: 8, bottom: -8 }); scene.add(day);
  // the table
  scene.add(box(6.4, 0.07, 1.7, mat('#4a3222', 0.35, 0.1), 0, 0.74, 0));
  scene.add(box(5.6, 0.74, 0.9, mat('#3a2a1e', 0.5), 0, 0, 0));
  const suits = ['#1f2a3a', '#2d3035', '#243447', '#3b3f46', '#1b2330', '#40464f'];
  const ties = ['#7a1f2b', '#1f4f8f', '#5d6b2a', '#8a6a1f', '#3c2a5a'];
  for (const side of [-1, 1]) for (let i = 0; i < 4; i++) {
    const x = -2.4 + i * 1.6, z = side * 1.25;
    const ch = chair(rng); at(ch, x, 0, z + side * 0.1, side > 0 ? Math.PI : 0); scene.add(ch);
    if (rng() < 0.9) {
      const long = rng() < 0.4;
      const p = person(rng, { vest: false, top: rng.pick(suits), legs: '#22262c', pose: 'sit', suit: { tie: long ? null : rng.pick(ties) }, hair: long ? 'long' : 'short' });
      at(p, x, 0, z, side > 0 ? Math.PI : 0); if (!o.empty) scene.add(p);
    }
    scene.add(box(0.3, 0.005, 0.22, mat('#f7f7f3', 0.7), x, 0.78, side * 0.5));
    const glass = cyl(0.035, 0.03, 0.12, mat('#dfeaf0', 0.05, 0, { transparent: true, opacity: 0.5 }), 12); glass.position.set(x + 0.3, 0.84, side * 0.45); scene.add(glass);
  }
  // the chair at the head of the table
  scene.add(at(chair(rng), -3.8, 0, 0, Math.PI / 2));
  // opts.empty (round 7): the room before a meeting, its people drawn but not added, so that nothing else moves
  const chairman = at(person(rng, { vest: false, top: '#1f2a3a', legs: '#22262c', pose: 'sit', suit: { tie: '#7a1f2b' } }), -3.7, 0, 0, Math.PI / 2);
  if (!o.empty) scene.add(chairman);
  return {
    table: v([4.6, 1.75, 3.2], [-1.2, 0.9, -0.2], 48),
    head: v([5.2, 1.6, 0.3], [-3, 1.0, 0], 44),
  };
}

// --------------------------------------------------------------------------------------------
// round 14: Kai Tak in 1976, for the About Us Milestones card: the cargo apron of the old airport
// by the harbour (the water beyond the seawall east of the apron), a four-engine narrow-body
// freighter of the time (the kit's freighter with its tail cone, in a plain old livery) before a
// low terminal of two storeys with ribbon windows and the control tower, pallets under nets on
// dollies behind a tug, more pallets and a few loaders in overalls, tenement blocks at the foot of
// the hills behind. The shot's `grade: "archive"` (grade.mjs) gives it a faded sepia print's colour.
export function kaitak(renderer, scene, rng, o) {
  outdoor(renderer, scene, { elevation: 34, azimuth: o.azimuth ?? 215, shadowBox: 110, fog: 0.0011, haze: '#c9cdc6', turbidity: 8 });
  const land = mesh(new THREE.BoxGeometry(640, 2, 420), concreteMat(rng, '#85837b', 60)); land.position.set(-260, -1, 40); scene.add(land);
  const water = mesh(new THREE.PlaneGeometry(8000, 8000), mat('#3f5a63', 0.3), { cast: false }); water.rotation.x = -Math.PI / 2; water.position.y = -1.2; scene.add(water);
  const seawall = box(2, 1.6, 420, mat('#7b776d', 0.9), 60, -1.2, 40); scene.add(seawall);
  // the low terminal: two storeys of concrete with ribbon windows, a canopy over the loading side
  const cream = mat('#d8d0bd', 0.85), dark = mat('#27292b', 0.3, 0.3), roofM = mat('#8a857a', 0.9);
  const term = new THREE.Group(); term.position.set(-125, 0, -70); scene.add(term);
  term.add(box(190, 11, 34, cream, 0, 0, 0)); term.add(box(192, 0.8, 36, roofM, 0, 11, 0));
  for (const y of [2.0, 6.6]) term.add(box(184, 2.0, 0.2, dark, 0, y, 17.05));
  term.add(box(190, 0.5, 7, mat('#b9b2a2', 0.8), 0, 4.3, 20.5)); // the canopy
  for (let x = -90; x <= 90; x += 10) term.add(box(0.5, 4.3, 0.5, mat('#6d6a63', 0.7), x, 0, 23.5));
  // the control tower at the terminal's end
  const tower = new THREE.Group(); tower.position.set(-18, 0, -82); scene.add(tower);
  const shaft = cyl(3.2, 3.6, 26, cream, 16); shaft.position.y = 13; tower.add(shaft);
  const cab = cyl(5.2, 4.6, 4, mat('#2e3a40', 0.1, 0.5), 12); cab.position.y = 28; tower.add(cab);
  const cabRoof = cyl(5.8, 5.8, 0.7, roofM, 12); cabRoof.position.y = 30.3; tower.add(cabRoof);
  tower.add(box(0.2, 6, 0.2, mat('#444', 0.6), 0, 30.6, 0));
  // tenements at the foot of the hills, the hills behind
  const blocks = [];
  for (let i = 0; i < 160; i++) { const h = rng.range(14, 42), w = rng.range(14, 30); blocks.push([rng.range(-900, 300), h, rng.range(-520, -260), w, rng.range(10, 20)]); }
  const tones = ['#d6cfc2', '#c4bcae', '#e0dbd0', '#b8b2a6'];
  blocks.forEach(([x, h, z, w, d], i) => scene.add(box(w, h, d, mat(tones[i % tones.length], 0.9), x, 0, z)));
  const mounds = [hills(rng, { z: -1100, h: 560, w: 4200, color: '#56684c' })];
  // across the harbour, the far shore's hills
  mounds.push(hills(rng, { z: -2600, h: 700, w: 6000, color: '#6f7f6e' }));
  if (!o.water) scene.add(...mounds); // drawn from rng either way (opts.water below)
  // the freighter side-on, its main-deck door open, nose to the left
  const jet = freighter(rng, { livery: '#2a2f6b', cone: true }); jet.rotation.y = -Math.PI / 2; jet.position.set(-10, 0, -8); scene.add(jet);
  // pallets under nets on dollies, a tug at their head, loaders beside them
  for (let i = 0; i < 4; i++) { const d = dolly(rng, pallet(rng, { wrap: 'net', h: rng.range(1.5, 2.2) })); d.position.set(-14 + i * 4.8, 0, 16); scene.add(d); }
  const tug = tractor(rng); tug.position.set(-20, 0, 16.4); tug.rotation.y = Math.PI; scene.add(tug);
  for (let i = 0; i < 3; i++) { const p = pallet(rng, { wrap: 'net', h: rng.range(1.3, 2.0) }); p.position.set(10 + i * 3.6, 0, 26); scene.add(p); }
  for (const [x, z, pose] of [[-6, 20, 'work'], [2, 19, 'point'], [8, 22.5, 'stand'], [13, 29.5, 'work']]) {
    const f = person(rng, { top: rng.pick(['#4a5a6e', '#5c5648', '#3e4a3a']), legs: '#3a3a36', vest: false, pose }); at(f, x, 0, z, rng.range(-3, 3)); scene.add(f);
  }
  // opts.harbour (round 16): the harbour in the frame, Kai Tak's defining view: the runway running out
  // into the water from the seawall, the far shore across it lined with the city's blocks under its
  // hills, a few boats; from a generator of its own, after everything else, so the apron stays as it was
  const sea = o.harbour ? harbour(scene) : null;
  if (o.water && sea) harbourWater(scene, sea);
  return {
    apron: v([-4, 5, 72], [-12, 8, -16], 40),
    // round 16: from high on the apron's west side, past the freighter to the seawall and the harbour
    harbour: v([-80, 34, 88], [60, 0, -60], 44),
  };
}

// opts.harbour of Kai Tak (round 16): the harbour was outside the Milestones card's frame; the runway
// on its strip out into the water, the far shore's waterfront and hills, a few boats. Its own generator.
function harbour(scene) {
  const r = rngOf(5107);
  // the water darker and glossier, and the haze thinner, so that the harbour reads as water to the far shore
  scene.fog.density *= 0.5;
  const water = mesh(new THREE.PlaneGeometry(8000, 8000), mat('#22343a', 0.5, 0), { cast: false }); water.rotation.x = -Math.PI / 2; water.position.y = -1.1; scene.add(water);
  // the runway on its reclaimed strip out into the harbour, its edge lights' posts and centre line
  const strip = box(2600, 2.2, 90, mat('#8a877e', 0.9), 1360, -2, -60); scene.add(strip);
  scene.add(box(2560, 0.05, 46, mat('#5c5a55', 0.85), 1360, 0.2, -60));
  for (let x = 100; x < 2600; x += 60) scene.add(box(26, 0.06, 0.9, mat('#e9e4d6', 0.7), x, 0.26, -60));
  // the far shore beyond the water: a waterfront of blocks and towers, the hills behind
  const tones = ['#d6cfc2', '#c4bcae', '#e0dbd0', '#b8b2a6', '#a9a396'];
  for (let i = 0; i < 220; i++) { const w = r.range(20, 45), h = r.range(18, 90) * (r() < 0.12 ? 1.8 : 1); scene.add(box(w, h, r.range(15, 30), mat(tones[i % tones.length], 0.9), r.range(350, 3200), -1.2, r.range(-1060, -900))); }
  scene.add(box(3000, 3, 200, mat('#7b776d', 0.9), 1800, -2, -980)); // the far shore's seawall and quays
  // a few boats: junks and a ferry on the water
  for (let i = 0; i < 6; i++) { const b = new THREE.Group(); b.add(box(r.range(12, 24), 3, 5, mat(i % 2 ? '#3a342c' : '#e8e4da', 0.7), 0, -1.2, 0)); b.add(box(6, 3, 4, mat('#d8d2c4', 0.7), 0, 1.8, 0)); b.position.set(r.range(150, 1600), 0, r.range(-800, -180)); b.rotation.y = r.range(-0.4, 0.4); scene.add(b); }

  return water;
}

// opts.water of Kai Tak with opts.harbour (round 17, the Milestones card): the harbour read as dark
// ground and the hills as smooth domes. The harbour is water (waterMat: the sky mirrored, strongest
// towards the far shore, rippled), the runway's strip and the apron meet it at seawalls of rock armour
// with a line of wash along the waterline, and the mounds are ranges in the aerial's manner (ridges():
// spurs and gullies, the slopes lit by the sun or in shadow, mist at their feet): the nearer range behind
// the tenements, the far shore's across the water. Its own generators, after everything else; the mounds
// are still drawn from rng (not added).
function harbourWater(scene, water) {
  water.material = waterMat(rngOf(5274), { color: '#2f4a52', roughness: 0.1, repeat: 1500, ripple: 0.3 });
  water.material.envMap = scene.environment; water.material.envMapIntensity = 0.4;
  const rock = mat('#a39d90', 0.95), wash = mat('#e6e6df', 0.6);
  const armour = (len, x, z, ry, side) => { // a sloping bank of rock along an edge: a long box turned 45 degrees about its length
    const g = new THREE.Group(); g.position.set(x, -1.2, z); g.rotation.y = ry; scene.add(g);
    const bank = mesh(new THREE.BoxGeometry(len, 3, 3), rock); bank.rotation.x = Math.PI / 4; bank.position.z = side * 0.6; g.add(bank);
    g.add(box(len, 0.12, 0.9, wash, 0, 0.05, side * 2.2)); // the wash where the water meets the rocks
  };
  for (const side of [-1, 1]) armour(2600, 1360, -60 + side * 45, 0, side); // the runway's strip
  armour(420, 61, 40, Math.PI / 2, 1); // the apron's seawall
  ridges(scene, rngOf(5275), { layers: [[-1250, 520, '#3f4d3a', '#8a9266'], [-2750, 680, '#5e6b68', '#98a08c']], mist: '#c9cdc6', sun: [215, 34], east: 9000, x: 0, y: -1.2 });
}

export const SCENES = { apron, landside, aerial, kaitak, storage, hall, coldroom, controlRoom, classroom, counter, roof, livestock, dgstore, express, robotics, park, documents, strongroom, boardroom };

/** Build a shot's scene and camera. */
export function buildShot(renderer, shot, width, height) {
  const scene = new THREE.Scene();
  const rng = rngOf(shot.seed);
  const o = shot.opts ?? {};
  // opts.look (round 16 in four scenes, every scene since round 21): a camera of the shot's own,
  // [pos, target, fov], as the view 'look', for a composition that no named view gives
  const views = { ...SCENES[shot.scene](renderer, scene, rng, o), ...(o.look ? { look: v(...o.look) } : {}) };
  // A film's scene (opts.film) sets its moving parts from the time in seconds; a still of it,
  // such as the film's poster, shows them as they are at the start.
  scene.userData.motion?.(0);
  mergeStatic(scene);
  const base = views[shot.view];
  if (!base) throw new Error(`scene ${shot.scene} has no view ${shot.view}`);
  const pos = new THREE.Vector3(...base.pos), target = new THREE.Vector3(...base.target);
  if (shot.orbit) { const off = pos.clone().sub(target); off.applyAxisAngle(new THREE.Vector3(0, 1, 0), shot.orbit); pos.copy(target).add(off); }
  if (shot.dolly) pos.lerp(target, shot.dolly);
  if (shot.lift) pos.y += shot.lift;
  if (shot.pan) target.x += shot.pan;
  const camera = new THREE.PerspectiveCamera(shot.fov ?? base.fov, width / height, 0.1, 20000);
  camera.position.copy(pos); camera.lookAt(target);
  // Portrait frames keep the subject: widen the lens so the same subject fits the narrow frame.
  if (width / height < 1) camera.fov = Math.min(75, camera.fov * 1.35);
  camera.updateProjectionMatrix();
  return { scene, camera, focus: pos.distanceTo(target), views };
}
