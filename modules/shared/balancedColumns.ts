/**
 * How many columns a grid of `count` items should have, at most `max`, so that its rows are as even
 * as possible: six figures in five columns left one alone on a second row; this gives 3 + 3. The
 * fewest rows that `max` columns allow, then the fewest columns that fill those rows.
 * 5 of max 4 -> 3 (3 + 2); 6 of 5 -> 3; 7 of 4 -> 4 (4 + 3); 4 of 4 -> 4; 2 of 4 -> 2.
 */
export function balancedColumns(count: number, max: number): number {
  const limit = Math.max(1, Math.floor(max));
  if (!Number.isFinite(count) || count <= 1) return 1;
  const rows = Math.ceil(count / limit);
  return Math.ceil(count / rows);
}
