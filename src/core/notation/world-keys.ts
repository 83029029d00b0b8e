/**
 * Our keys a world's own dice already use (docs/notation.md "A guest in every world"): a modifier key (`ko`, `kr`,
 * `kc`, `p`) one of the world's die classes reads, or a denomination (`i`) the world registered. Ours yields: in
 * that world the key keeps the world's meaning, our notation does not read it, and a roll of ours that needs it is
 * refused. Set once by the adapter when it registers our dice; empty everywhere else (the calculator, Node).
 */
/** One of our keys the world already uses, and the world's class that uses it (for the notice and the refusal). */
export interface YieldedKey {
  readonly kind: "modifier" | "denomination";
  /** Our key as our notation writes it: `ko`, or a denomination without its `d` (`i`). */
  readonly key: string;
  /** The name of the world's die class that holds it (`DifficultyDie`, `D6BladeRunnerDie`). */
  readonly holder: string;
}

let yielded: readonly YieldedKey[] = [];

/** Records the keys this world keeps (replacing what an earlier registration recorded). */
export function yieldToWorld(keys: readonly YieldedKey[]): void {
  yielded = keys;
}

/** The keys this world keeps, in the order registration found them. */
export function yieldedKeys(): readonly YieldedKey[] {
  return yielded;
}

/** The world's hold on one of our keys, if it has one. */
export function yieldedKey(kind: YieldedKey["kind"], key: string): YieldedKey | undefined {
  return yielded.find((entry) => entry.kind === kind && entry.key === key);
}
