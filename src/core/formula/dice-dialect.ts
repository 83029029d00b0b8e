/**
 * The dice a world's die class knows beyond Foundry's own (docs/formula-odds.md "A system's dice"). Foundry rolls
 * every `NdX` with the class registered as `CONFIG.Dice.terms.d`; a game system may register its own there, with more
 * modifiers. The engine reads those only where the world's class declares them (the Foundry layer looks once, at
 * start), and refuses them by name everywhere else, as it refuses any modifier it does not know.
 */
export interface DiceDialect {
  /**
   * dnd5e 5.3's `BasicDie`: `adv[N]` / `dis[N]` roll N + 1 sets of the term's dice and keep the set with the best
   * (worst) sum, before the term's other modifiers wherever they are written.
   */
  readonly advantageSets: boolean;
}

/** Foundry's own `Die`: what every world without a system die of its own rolls. */
export const FOUNDRY_DICE: DiceDialect = Object.freeze({ advantageSets: false });

/** dnd5e 5.3 and later (`BasicDie` on `CONFIG.Dice.terms.d`). */
export const ADVANTAGE_SET_DICE: DiceDialect = Object.freeze({ advantageSets: true });

let current: DiceDialect = FOUNDRY_DICE;

/**
 * The dice of this world (this page, for the calculator): the engine's default wherever a formula is read. Like
 * Foundry's `CONFIG.Dice.terms`, it is one registry per client, set once the world's classes are known.
 */
export function worldDice(): DiceDialect {
  return current;
}

/** Sets the dice of this world (the Foundry layer at start, the calculator's "dnd5e dice" switch, a test). */
export function useWorldDice(dice: DiceDialect): void {
  current = dice.advantageSets ? ADVANTAGE_SET_DICE : FOUNDRY_DICE;
}

/** A short key of the dialect, for a cache of answers that depend on it. */
export function diceDialectKey(dice: DiceDialect): string {
  return dice.advantageSets ? "adv" : "";
}
