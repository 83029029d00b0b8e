import { ADVANTAGE_SET_DICE, FOUNDRY_DICE, type DiceDialect } from "../../core/formula/dice-dialect";

/**
 * The dice this world rolls (docs/formula-odds.md "A system's dice"), read from the class Foundry rolls every `NdX`
 * with, `CONFIG.Dice.terms.d`, once every package's `init` has run: what the installed class declares, never what a
 * system is assumed to have. dnd5e 5.3's `BasicDie` (module/dice/basic-die.mjs) declares `adv` and `dis` in its
 * `MODIFIERS`, both its `advantage` method, and sets its dice aside in `expandAdvantage`.
 */
export function diceOfWorld(): DiceDialect {
  const die: unknown = CONFIG.Dice.terms["d"];
  if (typeof die !== "function") return FOUNDRY_DICE;
  const modifiers: unknown = Reflect.get(die, "MODIFIERS");
  const named = (name: string) =>
    typeof modifiers === "object" && modifiers !== null && Reflect.get(modifiers, name) === "advantage";
  const prototype: unknown = Reflect.get(die, "prototype");
  const expands: unknown =
    typeof prototype === "object" && prototype !== null ? Reflect.get(prototype, "expandAdvantage") : null;
  return named("adv") && named("dis") && typeof expands === "function" ? ADVANTAGE_SET_DICE : FOUNDRY_DICE;
}
