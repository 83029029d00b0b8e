/** scripts/check-shape.mjs: the code's shape checked on `args` (`--root DIR`, `--strict`, `--report`). */
export function checkShape(args: readonly string[]): { code: number; output: string };
