import { OUR_MODIFIER_KEYS } from "../../core/notation/modifier-keys";
import { createD10ishDie } from "./d10ish-die";
import { createIndieDie } from "./indie-die";
import { createIndieParser } from "./indie-parser";
import { IndieRoll } from "./rolls/indie-roll";
import type { RuleSetDieWork } from "../term-results";
import type { RollClassesByName, RuleSetRollClasses } from "../types/rolls";

/** The classes Indie Dice registered, for the API and for tests. */
export interface RegisteredDice {
  readonly IndieRoll: typeof IndieRoll;
  readonly IndieDie: ReturnType<typeof createIndieDie>;
  readonly D10ishDie: ReturnType<typeof createD10ishDie>;
  readonly IndieRollParser: ReturnType<typeof createIndieParser>;
  /** One Roll class per rule set (src/foundry/rule-sets.ts), by its name: `KaiserRoll`, `OgsRoll`, … */
  readonly rolls: RollClassesByName;
  /** The same classes by rule-set id: `rollsByRuleSet.kaiser` is `rolls.KaiserRoll`. */
  readonly rollsByRuleSet: RuleSetRollClasses;
}

/** What the registered rule sets add to our dice (src/foundry/rule-sets.ts), handed over by `init`. */
export interface RuleSetDice extends RuleSetDieWork {
  /** Every rule set's Roll class (each on `IndieRoll`), by rule-set id. */
  readonly rollsByRuleSet: RuleSetRollClasses;
  /** The same classes keyed by the name each is registered under. */
  readonly rolls: RollClassesByName;
}

/**
 * Teaches Foundry our dice, once, in `init`: extends the configured Die class and parser (a system may have put
 * its own there; we build on it rather than patch Foundry's prototypes, so these are made here, by factories, where
 * the Roll classes on Foundry's own Roll are declared in their files), registers the d10ish die for parsing,
 * reloading and manual entry, and appends one Roll class per rule set (rolls[0] stays the default).
 */
export function registerDice(ruleSets: RuleSetDice): RegisteredDice {
  const dice = CONFIG.Dice;
  warnAboutTakenKeys(dice.terms.d as typeof foundry.dice.terms.Die);
  const IndieDie = createIndieDie(dice.terms.d as typeof foundry.dice.terms.Die, ruleSets);
  const D10ishDie = createD10ishDie(IndieDie);
  dice.terms.d = IndieDie;
  (dice.terms as Record<string, unknown>)[D10ishDie.DENOMINATION] = D10ishDie;
  dice.termTypes[IndieDie.name] = IndieDie;
  dice.termTypes[D10ishDie.name] = D10ishDie;
  // Foundry's own entries are plain die names ("d20"); the d10ish die's name is the same in every language.
  (dice.fulfillment.dice as Record<string, unknown>).di = {
    label: "d10ish",
    icon: '<i class="fa-solid fa-dice-d20"></i>',
  };

  const IndieRollParser = createIndieParser(dice.parser as typeof foundry.dice.RollParser);
  dice.parser = IndieRollParser;

  const { rolls, rollsByRuleSet } = ruleSets;
  for (const cls of Object.values(rolls)) dice.rolls.push(cls);
  registered = { IndieRoll, IndieDie, D10ishDie, IndieRollParser, rolls, rollsByRuleSet };
  return registered;
}

declare module "../types/indie-dice-api" {
  interface IndieDiceApi {
    /** Our dice and Roll classes (`dice.rolls.KaiserRoll.fromCheck(...)` and the like). */
    readonly dice: RegisteredDice;
  }
}

let registered: RegisteredDice | null = null;

/** A system whose Die already uses one of our modifier keys loses it to ours: say so where developers look. */
function warnAboutTakenKeys(Base: typeof foundry.dice.terms.Die): void {
  const taken = OUR_MODIFIER_KEYS.filter((key) => key in Base.MODIFIERS);
  if (taken.length > 0) {
    console.warn(`Indie Dice | ${Base.name} already defines the modifier(s) ${taken.join(", ")}; Indie Dice's take their place.`);
  }
}

/** Whether a Roll class name is one of our rule-set Roll classes (which render their own outcome). */
export function isIndieRoll(className: string | undefined): boolean {
  return registered !== null && Object.values(registered.rolls).some((cls) => cls.name === className);
}
