/**
 * `npm test` runs every check, the largest matrices and property walks on fewer cases (scripts/test.mjs sets
 * TEST_QUICK=1 there), to keep a developer's run short. Everywhere else — the full suite CI runs
 * (`npm run test:full`), a file run alone (`npx vitest run <file>`) — each runs all of its cases.
 */
const QUICK = process.env.TEST_QUICK === "1";

/**
 * True in `npm test`: a seeded sampling check, which only adds time there (the exact figures beside it are checked
 * on every run), runs in the full suite alone — `describe.skipIf(QUICK_RUN)`, as the heavy project's files do.
 */
export const QUICK_RUN = QUICK;

/** Every row, or in `npm test` those `keep` takes (a table's dearest rows, whose kind other rows check too). */
export function rowsTaken<T>(rows: readonly T[], keep: (row: T, index: number) => boolean): T[] {
  return QUICK ? rows.filter(keep) : [...rows];
}

/** `full` cases, or `quick` in `npm test`. */
export function cases(full: number, quick: number): number {
  return QUICK ? quick : full;
}

/**
 * Every pair of `rows` × `columns`, or in `npm test` one pair in `every`, taken along diagonals — (row + column) %
 * every === 0 — so that each row and each column still meets several of the other (with `every` no larger than
 * either list).
 */
export function pairs<R, C>(rows: readonly R[], columns: readonly C[], every = 3): (readonly [R, C])[] {
  return pairsTaken(rows, columns, QUICK ? every : 1);
}

/** The pairs on every `every`-th diagonal (1: all of them). */
export function pairsTaken<R, C>(rows: readonly R[], columns: readonly C[], every: number): (readonly [R, C])[] {
  return rows.flatMap((row, r) =>
    columns.filter((_, c) => (r + c) % every === 0).map((column) => [row, column] as const),
  );
}
