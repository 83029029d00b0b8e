/**
 * The rule sets' types, one entry per rule set, filled by declaration merging: each rule set's folder adds its id
 * and the types of its specs and results (`src/rule-sets/<id>/core/rule-set-types.ts`), so that a new rule set is a
 * folder and a registration line, not an edit here (docs/architecture.md "Layers"). Every entry has the fields of
 * `RuleSetTypeFields`.
 */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each rule set's declaration merging
export interface RuleSetTypes {}

/** What each rule set's entry in `RuleSetTypes` names. */
interface RuleSetTypeFields {
  /** What its formula writer takes: a dialog's roll spec, a contest's spec and a Roll's options all fit. */
  readonly formulaSpec: object;
  /** What a contest side rolls, reduced to the fields a contest reads. */
  readonly contestSpec: object;
  /** A roll as its rule set judges it from the dice: what a card, a contest and a request row read. */
  readonly judgedRoll: object;
  /** Its questions to the exact-odds engine (`exactOdds.<id>`). */
  readonly odds: object;
  /** Its members of the API's `api.odds.<id>` (`CoreRuleSet.apiOdds`); a rule set with none leaves it out. */
  readonly apiOdds?: object;
  /** Luck from a roll's spec and its result (`luckOf.<id>`). */
  readonly luck: (...args: never[]) => number;
  /** Luck from its judgment of a roll as its card holds it, which carries its own spec (`luckOfRoll.<id>`). */
  readonly rollLuck: (roll: never) => number;
  /** The core's account of a decided contest pairing, beside `ruleSet`. */
  readonly pairingDetail: object;
  /** The tie-break dice rolled on a contest card (`never` when its ties need none). */
  readonly tieBreakDice: { readonly kind: string };
  /** A request row's judged detail, beside `ruleSet`. */
  readonly rowDetail: object;
}

/** Every rule set's id: the keys the rule sets' folders merged in. */
export type RuleSetId = keyof RuleSetTypes;

/** One of the types a rule set names (`RuleSetType<"kaiser", "contestSpec">`). */
export type RuleSetType<R extends RuleSetId, K extends keyof RuleSetTypeFields> = RuleSetTypes[R][K &
  keyof RuleSetTypes[R]];

/** The name a rule set's Roll class is registered and saved under: `kaiser` → `KaiserRoll`. */
export type RollClassName<R extends RuleSetId> = `${Capitalize<R>}Roll`;

/** What each rule set's formula writer takes. */
export type FormulaSpecs = { [R in RuleSetId]: RuleSetType<R, "formulaSpec"> };

/** Each rule set's roll as its Roll class judges it, re-judged from the dice by every card kind that reads it. */
export type JudgedRolls = { [R in RuleSetId]: RuleSetType<R, "judgedRoll"> };

/** Each rule set's roll spec as a card stores and asks for it (a contest's side, a request's row). */
export type CardRollSpecs = { [R in RuleSetId]: RuleSetType<R, "contestSpec"> };
