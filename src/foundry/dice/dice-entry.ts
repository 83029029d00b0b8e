/**
 * What a die entered by hand is called (docs/architecture.md "Dice entered by hand"): who rolls and for what (said once
 * for the roll), and which die each field asks for — its rule set's words where the die is one of its notation's, else
 * "die 2 of 3: d6". The labelled resolver (labelled-resolver.ts) writes these beside Foundry's fields.
 */
import { t } from "../notify";

/** A key and its data, localized where it is shown. */
export interface DiceEntryText {
  readonly key: string;
  readonly data?: Readonly<Record<string, string | number>>;
}

/**
 * Which of a term's dice a field asks for: the n-th of the term's `count`, or one more (`extra`: an explosion, a
 * reroll).
 */
export interface EntrySlot {
  readonly index: number;
  readonly count: number;
  readonly extra: boolean;
  /** The term's modifiers as written (`ko`, `kr7`): Foundry empties `term.modifiers` while it evaluates them. */
  readonly modifiers: readonly string[];
  /** The options of the parenthetical term holding it, if any (an expanded Die Increase's `indieDieIncrease`). */
  readonly enclosing: Readonly<Record<string, unknown>>;
}

/** A rule set's words for one of its dice (`FoundryRuleSet.diceEntryLabel`); null when the term is not its. */
export type DiceEntryLabel = (term: foundry.dice.terms.DiceTerm, slot: EntrySlot) => DiceEntryText | null;

/**
 * A die whose hand-typed value is not its face (the d10ish die: typed 0–10 as it shows, rolled as a d20 face): the
 * range a player types, and the face each value stands for (and back, for a face drawn digitally).
 */
export interface ManualEntry {
  readonly min: number;
  readonly max: number;
  faceOf(value: number): number;
  valueOf(face: number): number;
}

/** Who rolls and for what, as the roll's poster knows it (the speaker, the card or check). */
export interface EntryContext {
  readonly who: string;
  readonly what: string;
}

const contexts = new WeakMap<object, EntryContext>();

/** Says who rolls `roll` and for what, before it is evaluated (its resolver reads it). */
export function describeEntry(roll: object, context: EntryContext): void {
  contexts.set(roll, context);
}

/** Who rolls and for what: as described, else this user for the rule set's roll. */
export function entryContextOf(roll: foundry.dice.Roll, ruleSet: unknown): EntryContext {
  const what = typeof ruleSet === "string" ? t(`INDIE_DICE.RuleSet.${ruleSet}`) : roll.formula;
  return contexts.get(roll) ?? { who: game.user?.name ?? "", what };
}

/** A die's own manual entry (the d10ish die's), when its typed value is not its face. */
export function manualEntryOf(term: foundry.dice.terms.DiceTerm): ManualEntry | null {
  const entry: unknown = Reflect.get(term, "manualEntry");
  return isManualEntry(entry) ? entry : null;
}

function isManualEntry(value: unknown): value is ManualEntry {
  return typeof value === "object" && value !== null && "faceOf" in value && typeof value.faceOf === "function";
}

/** The rule sets' words, handed over in `init` (register-dice.ts). */
let entryLabels: readonly DiceEntryLabel[] = [];

export function useDiceEntryLabels(labels: readonly DiceEntryLabel[]): void {
  entryLabels = labels;
}

/** The words for one die: the first rule set that knows the term, else a generic name (the term's own flavor first). */
export function dieEntryText(term: foundry.dice.terms.DiceTerm, slot: EntrySlot): string {
  for (const label of entryLabels) {
    const text = label(term, slot);
    if (text) return t(text.key, { ...text.data });
  }
  const die = `d${term.faces ?? "?"}`;
  const flavor = term.flavor;
  if (flavor) return t("INDIE_DICE.DiceEntry.Named", { name: flavor, index: slot.index, count: slot.count });
  if (slot.extra) return t("INDIE_DICE.DiceEntry.Extra", { die });
  return t("INDIE_DICE.DiceEntry.Die", { die, index: slot.index, count: slot.count });
}

interface TermTree {
  readonly dice?: readonly unknown[];
  readonly terms?: readonly unknown[];
  readonly options?: Record<string, unknown>;
}

/**
 * The options of the term that holds `die` among its dice (a parenthetical's), searched through `terms`; {} if none.
 */
export function enclosingOptions(terms: readonly unknown[], die: object): Readonly<Record<string, unknown>> {
  for (const term of terms) {
    if (term === die || !isTermTree(term)) continue;
    if (term.dice?.includes(die)) return term.options ?? {};
    const inner = term.terms ? enclosingOptions(term.terms, die) : null;
    if (inner && Object.keys(inner).length) return inner;
  }
  return {};
}

function isTermTree(value: unknown): value is TermTree {
  return typeof value === "object" && value !== null;
}
