import { yieldToWorld, type YieldedKey } from "../../core/notation/world-keys";
import { createIndieDie, INDIE_DIE_CLASS, type IndieDieClass } from "./indie-die";
import { diceKeys, modifiersTaken, registeredTerm, type DiceKeys } from "./world-keys";
import { registerYieldedNotice } from "./yielded-notice";
import { createIndieParser } from "./indie-parser";
import { IndieRoll } from "./rolls/indie-roll";
import { useDiceEntryLabels, type DiceEntryLabel } from "./dice-entry";
import type { RuleSetDieWork } from "../term-results";
import type { RollClassesByName, RuleSetDieClasses, RuleSetRollClasses } from "../types/rolls";

/**
 * The classes Indie Dice registered, for the API and for tests: ours, and the rule sets' own die terms by class name
 * (`D10ishDie`), each absent from a world whose dice already use its denomination (`keys`).
 */
export interface RegisteredDice extends Partial<RuleSetDieClasses> {
  readonly IndieRoll: typeof IndieRoll;
  readonly IndieDie: IndieDieClass;
  readonly IndieRollParser: ReturnType<typeof createIndieParser>;
  /** One Roll class per rule set (src/foundry/rule-sets.ts), by its name: `KaiserRoll`, `OgsRoll`, … */
  readonly rolls: RollClassesByName;
  /** The same classes by rule-set id: `rollsByRuleSet.kaiser` is `rolls.KaiserRoll`. */
  readonly rollsByRuleSet: RuleSetRollClasses;
  /** Which of our keys this world gave ours, and which it keeps for its own dice (docs/notation.md). */
  readonly keys: DiceKeys;
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
 * Teaches Foundry our dice, once, in `init`, as a guest (docs/notation.md "A guest in every world"): every die the
 * world's system or another module registered stays where it is — `CONFIG.Dice.terms.d` is never replaced — and our
 * Die (made on the configured one, a system may have its own) is only what our parser builds for a term that carries
 * one of our keys. A key of ours the world already uses when this runs (after the systems' `init`) yields: not
 * registered, not read by our notation, refused in our rolls (world-keys.ts), and told to the GM (yielded-notice.ts).
 * Then registers the rule sets' own die terms (the d10ish die) whose denomination is free, the parser, and appends
 * one Roll class per rule set (rolls[0] stays the default).
 */
export function registerDice(ruleSets: RuleSetDice): RegisteredDice {
  const dice = CONFIG.Dice;
  const Base = dice.terms.d as typeof foundry.dice.terms.Die;
  const takenModifiers = modifiersTaken([...ruleSets.modifiers, ...ruleSets.expansions].map(({ key }) => key));
  const free = ({ key }: { readonly key: string }) => !takenModifiers.some((taken) => taken.key === key);
  const IndieDie = createIndieDie(Base, {
    ...ruleSets,
    modifiers: ruleSets.modifiers.filter(free),
    expansions: ruleSets.expansions.filter(free),
  });
  dice.termTypes[INDIE_DIE_CLASS] = IndieDie;
  const takenDenominations: YieldedKey[] = [];
  const denominations: string[] = [];
  const dieClasses = ruleSets.dieTerms.flatMap(({ create, fulfillment }) => {
    const DieTerm = create(IndieDie);
    const denomination = DieTerm.DENOMINATION;
    denominations.push(denomination);
    const holder = registeredTerm(denomination);
    if (holder !== undefined) {
      takenDenominations.push({ kind: "denomination", key: denomination, holder });
      return [];
    }
    (dice.terms as Record<string, unknown>)[denomination] = DieTerm;
    dice.termTypes[DieTerm.name] = DieTerm;
    (dice.fulfillment.dice as Record<string, unknown>)[`d${denomination}`] = fulfillment;
    return [[DieTerm.name, DieTerm]];
  });
  const yielded = [...takenModifiers, ...takenDenominations];
  yieldToWorld(yielded);
  registerYieldedNotice();

  const IndieRollParser = createIndieParser(
    dice.parser as typeof foundry.dice.RollParser,
    IndieDie,
    ruleSets.expansions.filter(free),
  );
  dice.parser = IndieRollParser;

  useDiceEntryLabels(ruleSets.entryLabels);
  const { rolls, rollsByRuleSet } = ruleSets;
  for (const cls of Object.values(rolls)) dice.rolls.push(cls);
  // Object.fromEntries cannot say which name holds which class: the list pairs each class with its own (stable) name,
  // the name its rule set declares it by.
  const ownDice: Partial<RuleSetDieClasses> = Object.fromEntries(dieClasses);
  const keys = diceKeys(
    [...ruleSets.modifiers, ...ruleSets.expansions].map(({ key }) => key),
    denominations,
    yielded,
  );
  registered = { IndieRoll, IndieDie, ...ownDice, IndieRollParser, rolls, rollsByRuleSet, keys };
  return registered;
}

declare module "../types/indie-dice-api" {
  interface IndieDiceApi {
    /** Our dice and Roll classes (`dice.rolls.KaiserRoll.fromCheck(...)` and the like). */
    readonly dice: RegisteredDice;
  }
}

let registered: RegisteredDice | null = null;

/** Whether a Roll class name is one of our rule-set Roll classes (which render their own outcome). */
export function isIndieRoll(className: string | undefined): boolean {
  return registered !== null && Object.values(registered.rolls).some((cls) => cls.name === className);
}
