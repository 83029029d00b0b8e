import { ourModifierKeys } from "../../core/notation/modifier-keys";
import { createIndieDie, type IndieDieClass } from "./indie-die";
import { createIndieParser } from "./indie-parser";
import { IndieRoll } from "./rolls/indie-roll";
import { useDiceEntryLabels, type DiceEntryLabel } from "./dice-entry";
import type { RuleSetDieWork } from "../term-results";
import type { RollClassesByName, RuleSetDieClasses, RuleSetRollClasses } from "../types/rolls";

/**
 * The classes Indie Dice registered, for the API and for tests: ours, and the rule sets' own die terms by class name
 * (`D10ishDie`).
 */
export interface RegisteredDice extends RuleSetDieClasses {
  readonly IndieRoll: typeof IndieRoll;
  readonly IndieDie: IndieDieClass;
  readonly IndieRollParser: ReturnType<typeof createIndieParser>;
  /** One Roll class per rule set (src/foundry/rule-sets.ts), by its name: `KaiserRoll`, `OgsRoll`, … */
  readonly rolls: RollClassesByName;
  /** The same classes by rule-set id: `rollsByRuleSet.kaiser` is `rolls.KaiserRoll`. */
  readonly rollsByRuleSet: RuleSetRollClasses;
}

/**
 * A rule set's own die term (the Kleptonomicon's d10ish die, `1di`), as its Foundry descriptor gives it
 * (`dieTerms`): registered for parsing, reloading and manual entry under its class's `DENOMINATION` and name.
 */
export interface RuleSetDieTerm {
  /** Makes its class on our Die, in `init` (a factory, as that Die is: its base is the configured Die). */
  readonly create: (IndieDie: IndieDieClass) => IndieDieClass;
  /** How Foundry's dice configuration lists it for manual and physical entry (`CONFIG.Dice.fulfillment.dice`). */
  readonly fulfillment: { readonly label: string; readonly icon: string };
}

/** What the registered rule sets add to our dice (src/foundry/rule-sets.ts), handed over by `init`. */
export interface RuleSetDice extends RuleSetDieWork {
  /** Their own die terms, made on our Die. */
  readonly dieTerms: readonly RuleSetDieTerm[];
  /** Every rule set's Roll class (each on `IndieRoll`), by rule-set id. */
  readonly rollsByRuleSet: RuleSetRollClasses;
  /** The same classes keyed by the name each is registered under. */
  readonly rolls: RollClassesByName;
  /** Their words for their own dice entered by hand (dice-entry.ts), in the rule sets' order. */
  readonly entryLabels: readonly DiceEntryLabel[];
}

/**
 * Teaches Foundry our dice, once, in `init`: extends the configured Die class and parser (a system may have put
 * its own there; we build on it rather than patch Foundry's prototypes, so these are made here, by factories, where
 * the Roll classes on Foundry's own Roll are declared in their files), registers the rule sets' own die terms (the
 * d10ish die) for parsing, reloading and manual entry, and appends one Roll class per rule set (rolls[0] stays the
 * default).
 */
export function registerDice(ruleSets: RuleSetDice): RegisteredDice {
  const dice = CONFIG.Dice;
  warnAboutTakenKeys(dice.terms.d as typeof foundry.dice.terms.Die);
  const IndieDie = createIndieDie(dice.terms.d as typeof foundry.dice.terms.Die, ruleSets);
  dice.terms.d = IndieDie;
  dice.termTypes[IndieDie.name] = IndieDie;
  const dieClasses = ruleSets.dieTerms.map(({ create, fulfillment }) => {
    const DieTerm = create(IndieDie);
    (dice.terms as Record<string, unknown>)[DieTerm.DENOMINATION] = DieTerm;
    dice.termTypes[DieTerm.name] = DieTerm;
    (dice.fulfillment.dice as Record<string, unknown>)[`d${DieTerm.DENOMINATION}`] = fulfillment;
    return [DieTerm.name, DieTerm];
  });

  const IndieRollParser = createIndieParser(dice.parser as typeof foundry.dice.RollParser, ruleSets.expansions);
  dice.parser = IndieRollParser;

  useDiceEntryLabels(ruleSets.entryLabels);
  const { rolls, rollsByRuleSet } = ruleSets;
  for (const cls of Object.values(rolls)) dice.rolls.push(cls);
  // Object.fromEntries cannot say which name holds which class: the list pairs each class with its own (stable) name,
  // the name its rule set declares it by.
  const ownDice = Object.fromEntries(dieClasses) as RuleSetDieClasses;
  registered = { IndieRoll, IndieDie, ...ownDice, IndieRollParser, rolls, rollsByRuleSet };
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
  const taken = ourModifierKeys().filter((key) => key in Base.MODIFIERS);
  if (taken.length > 0) {
    console.warn(
      `Indie Dice | ${Base.name} already defines the modifier(s) ${taken.join(", ")}; Indie Dice's take their place.`,
    );
  }
}

/** Whether a Roll class name is one of our rule-set Roll classes (which render their own outcome). */
export function isIndieRoll(className: string | undefined): boolean {
  return registered !== null && Object.values(registered.rolls).some((cls) => cls.name === className);
}
