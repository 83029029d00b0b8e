/**
 * The toy as a module written before the names of docs/architecture.md "Words the code uses" changed would declare
 * its parts (kept one release, docs/rule-set-authors.md "Names that changed"): a dialog spec merged into the old
 * `RollRequests`, a card chance merged into the old `CardQuestions` and given as `UiRuleSet.cardQuestions`, a dialog
 * model's `formFromRequest` and view's `request`, a Roll factory `fromRequest`.
 */
import { cardChanceKind } from "../../../../src/ui/dialogs/card-chance-kind";
import type { RuleSetId } from "../../../../src/core/rule-set-types";
import type { DialogContext, DialogModelDefinition, FormValues } from "../../../../src/ui/dialogs/dialog-types";
import type { FoundryRuleSet } from "../../../../src/foundry/rule-set-types";

export interface CoinsOldSpec {
  readonly coinsOld: number;
}

export interface CoinsOldChance {
  readonly heads: number;
}

declare module "indie-dice-types" {
  interface RollRequests {
    coinsOld: CoinsOldSpec;
  }
  interface CardQuestions {
    coinsOld: CoinsOldChance;
  }
}

/** Its answer names the heads the card asked for, so a test sees which card chance the dialog answered. */
export const COINS_OLD_CHANCE = cardChanceKind("coinsOld", (_i18n, asked) => ({
  heading: `${asked.heads} heads`,
  rows: [],
  notes: [],
}));

/**
 * The value without a member a module written before did not give: its type still names it, as a module's script is
 * not checked against the types.
 */
function without<T extends object>(value: T, name: keyof T): T {
  const copy = { ...value };
  Reflect.deleteProperty(copy, name);
  return copy;
}

/**
 * The example's dialog model as a module written before would give it: `formFromRequest`, and views built with the roll
 * spec as `request`.
 */
export function withOldDialogNames<R extends RuleSetId>(model: DialogModelDefinition<R>): DialogModelDefinition<R> {
  const build = (form: FormValues, context: DialogContext) => {
    const view = model.build(form, context);
    return without({ ...view, request: view.spec }, "spec");
  };
  return without({ ...model, formFromRequest: model.formFromSpec, build }, "formFromSpec");
}

/**
 * The example's Foundry descriptor with its Roll factory as `fromRequest`, as a module written before would give it.
 */
export function withOldRollFactoryName<R extends RuleSetId>(foundry: FoundryRuleSet<R>): FoundryRuleSet<R> {
  return without({ ...foundry, fromRequest: foundry.fromSpec }, "fromSpec");
}
