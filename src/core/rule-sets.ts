/**
 * The rule sets, listed once. Each layer adds what it owns to this pure part — src/ui/rule-sets.ts the dialog
 * and card models, src/foundry/rule-sets.ts the Roll class — so that no other code needs a table or a switch
 * over rule-set ids: it looks the rule set up here, or in the layer's list, instead.
 */
import { ogsCheckFormula, type OgsCheckSpec } from "./mechanics/ogs/check-spec";
import { oldeFoundryFormula } from "./mechanics/olde/dice-code";
import type { OldeRollSpec } from "./mechanics/olde/rules";
import {
  kaiserFormula,
  kingdomsFormula,
  kleptoFormula,
  type KaiserFormulaSpec,
  type KingdomsFormulaSpec,
  type KleptoFormulaSpec,
} from "./notation/rule-set-formulas";
import { exactOdds, type ExactOdds } from "./odds/exact-odds";
import { isOneOf } from "./lists";

/** Every rule set, in the order the pickers and settings show them. */
export const RULE_SET_IDS = ["kaiser", "ogs", "kingdoms", "klepto", "olde"] as const;

export type RuleSetId = (typeof RULE_SET_IDS)[number];

export function isRuleSetId(value: unknown): value is RuleSetId {
  return isOneOf(RULE_SET_IDS, value);
}

/** What each rule set's formula writer takes: a dialog's request, a contest's spec and a Roll's options all fit. */
export interface FormulaSpecs {
  kaiser: KaiserFormulaSpec;
  ogs: OgsCheckSpec;
  kingdoms: KingdomsFormulaSpec;
  klepto: KleptoFormulaSpec;
  olde: OldeRollSpec;
}

/** A rule set as the core knows it. */
export interface CoreRuleSet<R extends RuleSetId> {
  readonly id: R;
  /** Its name (`INDIE_DICE.RuleSet.<id>`), as pickers, cards and settings show it. */
  readonly labelKey: string;
  /** The title of its roll dialog. */
  readonly dialogTitleKey: string;
  /**
   * Writes a spec in our notation: the formula its Roll factory rolls, a contest card shows and the playground
   * prints — one writer, so they cannot drift apart.
   */
  readonly formula: (spec: FormulaSpecs[R]) => string;
  /** Its questions to the exact-odds engine (`exactOdds.<id>`). */
  readonly odds: ExactOdds[R];
}

export const CORE_RULE_SETS: { readonly [R in RuleSetId]: CoreRuleSet<R> } = {
  kaiser: {
    id: "kaiser",
    labelKey: "INDIE_DICE.RuleSet.kaiser",
    dialogTitleKey: "INDIE_DICE.Dialog.Title.Kaiser",
    formula: kaiserFormula,
    odds: exactOdds.kaiser,
  },
  ogs: {
    id: "ogs",
    labelKey: "INDIE_DICE.RuleSet.ogs",
    dialogTitleKey: "INDIE_DICE.Dialog.Title.Ogs",
    formula: ogsCheckFormula,
    odds: exactOdds.ogs,
  },
  kingdoms: {
    id: "kingdoms",
    labelKey: "INDIE_DICE.RuleSet.kingdoms",
    dialogTitleKey: "INDIE_DICE.Dialog.Title.Kingdoms",
    formula: kingdomsFormula,
    odds: exactOdds.kingdoms,
  },
  klepto: {
    id: "klepto",
    labelKey: "INDIE_DICE.RuleSet.klepto",
    dialogTitleKey: "INDIE_DICE.Dialog.Title.Klepto",
    formula: kleptoFormula,
    odds: exactOdds.klepto,
  },
  olde: {
    id: "olde",
    labelKey: "INDIE_DICE.RuleSet.olde",
    dialogTitleKey: "INDIE_DICE.Dialog.Title.Olde",
    formula: oldeFoundryFormula,
    odds: exactOdds.olde,
  },
};
