/** scripts/check-shape.mjs: the code's shape checked on `args` (`--root DIR`, `--strict`, `--report`). */
export function checkShape(args: readonly string[]): { code: number; output: string };
/** The most escape-hatch casts (`as never`, `as unknown as`) test/ may hold. */
export const MAX_TEST_ESCAPE_CASTS: number;
/** The most type assertions (`as const` aside) and non-null assertions (`!`) each folder outside src/ may hold. */
export const ASSERTION_CEILINGS: Readonly<
  Record<"test" | "foundry-double" | "playground", { readonly assertions: number; readonly nonNulls: number }>
>;
