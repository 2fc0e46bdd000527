/**
 * A linear congruential generator (Numerical Recipes' constants): the stream of numbers the rain is
 * drawn from, both the rain in the apron scene (scenes.js stormy) and the rain grade laid over a
 * picture (grade.mjs). Apart from kit.js's rngOf, which every scene draws its composition from, so
 * rain never shifts a composition; no imports, so the kit's page in Chromium and Node both load it.
 */
export function lcgOf(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}
