/**
 * A rule set as Foundry knows it: the descriptor each rule set's `src/rule-sets/<id>/foundry/index.ts` exports and
 * its package registers in src/foundry/rule-sets.ts (src/rule-sets/built-in.ts). Types only. What the contests ask
 * of it on Foundry's side (a side's roll options, its tie-break as Foundry dice) is declared beside them, by
 * declaration merging (src/card-kinds/contest/foundry/contest-side-types.ts), as the core's `contestRule` is.
 */
import type { RuleSetId } from "../core/rule-set-types";
import type { RollSpecs } from "../ui/dialogs/dialog-types";
import type { UiRuleSet } from "../ui/rule-set-types";
import type { RuleSetDieTerm } from "./dice/register-dice";
import type { DiceEntryLabel } from "./dice/dice-entry";
import type { TermAnnotator } from "./chat/roll-annotations";
import type { RuleSetDieModifier, RollableTerm, TermExpansion } from "./term-results";
import type { DiceSoNiceDie } from "./types/foundry-hooks";
import type { RuleSetApis } from "./types/indie-dice-api";
import type { SideDiceOf } from "./types/side-dice";
import type { AnyRuleSetCardKind } from "./types/card-kinds";
import type { RuleSetRollClasses, UnrolledRoll } from "./types/rolls";
import type { RollCardButton } from "./chat/card-buttons";

/** The words after `/indie` a rule set gives the command's usage as examples (docs/characters.md "Chat commands"). */
export interface ChatCommandExamples {
  /** A roll (`kaiser kind=skill …`). */
  readonly roll?: string;
  /** A roll in a message mode (`gmr olde …`). */
  readonly mode?: string;
  /** A request (`request kaiser …`). */
  readonly request?: string;
}

/**
 * A rule set's buttons in Dice Tray's tray (docs/versions-and-privacy.md "Dice Tray"): the notations it offers, and
 * its own roll of what the tray writes with one of them.
 */
export interface DiceTrayButtons {
  /** Each button's notation, as the tray shows it and writes it into the chat input (`2d6ko`). */
  readonly notations: readonly string[];
  /**
   * The rule set's roll, not yet evaluated, of a formula the tray wrote with one of its notations: the count as
   * clicked, then the tray's number (`2d6ko + 3`, modifier 3). A bad one throws the notation's error.
   */
  readonly roll: (formula: string, modifier: number) => UnrolledRoll;
}

export interface FoundryRuleSet<R extends RuleSetId> extends UiRuleSet<R> {
  /**
   * Its Roll class (on `IndieRoll`, src/foundry/dice/rolls/indie-roll.ts), which `init` appends to `CONFIG.Dice.rolls`.
   */
  readonly rollClass: RuleSetRollClasses[R];
  /**
   * The roll of a dialog's (or the API's) spec, not yet evaluated. The class's factory checks the spec
   * again — a macro can pass anything — and refuses a bad one with a localized error before any die is rolled.
   */
  readonly fromSpec: (spec: RollSpecs[R]) => UnrolledRoll;
  /**
   * @deprecated Give it as `fromSpec`: this old name is read for one release (when `fromSpec` is absent), then removed.
   */
  readonly fromRequest?: (spec: RollSpecs[R]) => UnrolledRoll;
  /**
   * Its roll options that no field of its spec holds but that go with a roll made again from the chat's menu: a
   * card's (a Kaiser side's Fumble penalty, a K&R pool), and the rule it was judged by (K&R's success reading).
   * Absent: none.
   */
  readonly carriedOptions?: readonly string[];
  readonly chatCommandExamples?: ChatCommandExamples;
  /** Its notation's modifier on Foundry's Die (`ko`), run by Foundry by method name. */
  readonly dieModifier?: RuleSetDieModifier;
  /**
   * Its notes on a term of a roll of Foundry's class (an inline roll, `/r`), from the term as saved: what its
   * notation did there (Kaiser's Open Rolls, Fumbles and capped chains; OGS's Die Increase; K&R's Margin; the
   * Kleptonomicon's crits), on its own terms only — known by its die's class or its modifier (`savedModifier`),
   * never by a mark another rule set may also set. Absent: none.
   */
  readonly annotateTerm?: TermAnnotator;
  /** Work on every Die term's dice before any modifier runs (a roll's option asks for it). */
  readonly beforeDieModifiers?: (rollable: RollableTerm) => Promise<void>;
  /**
   * What it adds to the public API under its id (`api.ruleSets.klepto.ranges`), declared in `RuleSetApis` by
   * declaration merging in its folder. Absent: nothing.
   */
  readonly api?: R extends keyof RuleSetApis ? RuleSetApis[R] : never;
  /**
   * Those of its members that 0.1.0 offered on the API itself (`api.ranges`): each answers there for one release,
   * warning once. Absent: none.
   */
  readonly deprecatedApiNames?: readonly string[];
  /**
   * Its own card kinds (the Kleptonomicon's group test): each one's declaration, read at startup, and its code,
   * loaded with the card chunk; its API member declared in `RuleSetCardApis` by declaration merging. Absent: none.
   */
  readonly cardKinds?: readonly AnyRuleSetCardKind[];
  /** Its terms the parser writes out as the real dice they stand for (OGS's `1d12p2`). Absent: none. */
  readonly termExpansion?: TermExpansion;
  /** Its own die terms (the Kleptonomicon's d10ish die, `1di`), made on our Die in `init`. Absent: none. */
  readonly dieTerms?: readonly RuleSetDieTerm[];
  /**
   * Its words for its notation's dice when they are entered by hand (docs/architecture.md "Dice entered by hand").
   * Absent: generic.
   */
  readonly diceEntryLabel?: DiceEntryLabel;
  /** Its own dice's look in Dice So Nice, asked when Dice So Nice is ready. Absent: its dice look like any. */
  readonly diceSoNice?: () => readonly DiceSoNiceDie[];
  /**
   * Its side dice (Kaiser's Fumble Level, the Kleptonomicon's gift die), by the kinds it declared in
   * `RuleSetSideDieKinds` (src/foundry/types/side-dice.ts): their wave and colour in Dice So Nice, and their dice
   * role. Absent: none.
   */
  readonly sideDice?: SideDiceOf<R>;
  /** Its buttons in Dice Tray, when Dice Tray is active and the world offers the rule set. Absent: none. */
  readonly diceTray?: DiceTrayButtons;
  /** The buttons its roll cards offer under a roll (Kaiser's "Roll Fumble Level"). Absent: none. */
  readonly cardButtons?: readonly RollCardButton[];
}
