export interface KingdomsFormulaSpec {
  /** How many dice of the pool are rolled. */
  readonly dice: number;
  readonly dt: number;
}

/** `6d12kr7`: the dice rolled from the pool against the Difficulty Threshold. */
export function kingdomsFormula(spec: KingdomsFormulaSpec): string {
  return `${spec.dice}d12kr${spec.dt}`;
}
