/** scripts/check-shape.mjs: the code's shape checked on `args` (`--root DIR`, `--strict`, `--report`). */
export function checkShape(args: readonly string[]): { code: number; output: string };
/** The most escape-hatch casts (`as never`, `as unknown as`) test/ may hold. */
export const MAX_TEST_ESCAPE_CASTS: number;
