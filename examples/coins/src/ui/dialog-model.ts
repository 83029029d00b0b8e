import type { DialogContext, DialogModelDefinition, FormValues, OddsRow, OddsView, Translator } from "indie-dice-types";
import { kit } from "../kit";
import { COINS_LIMIT, TARGET_LIMIT } from "../core/mechanics";
import { coinsSuccessChance, headsDistribution } from "../core/odds";
import type { CoinsDialogSpec } from "./types";

/** Its dialog: N coins and the heads T they need (optional), with the exact chance of at least T heads. */

function defaults(): FormValues {
  return { coins: 3, target: "" };
}

function formFromSpec(spec: Partial<CoinsDialogSpec>): FormValues {
  return { ...defaults(), ...spec };
}

function build(form: FormValues, context: DialogContext) {
  const { startBuild, assembleView, numberField } = kit().dialogs;
  const frame = startBuild("coins", form, defaults(), context);
  const coins = frame.reader.integer("coins", COINS_LIMIT, 3);
  // A contest side is compared with the other side's heads, never with a target.
  const target = context.inContest ? undefined : frame.reader.optionalInteger("target", TARGET_LIMIT);
  const spec: CoinsDialogSpec = { coins, ...(target === undefined ? {} : { target }) };
  return assembleView("coins", frame, context, {
    fields: [
      numberField(frame, "coins", "INDIE_DICE.Dialog.Coins.Coins", COINS_LIMIT),
      numberField(frame, "target", "INDIE_DICE.Dialog.Coins.Target", TARGET_LIMIT),
    ].filter((field) => !context.inContest || field.name !== "target"),
    notes: [],
    spec,
    odds: (checked) => coinsOdds(context.i18n, checked),
  });
}

function successRow(i18n: Translator, spec: CoinsDialogSpec): OddsRow | null {
  if (spec.target === undefined) return null;
  const label = kit().text.formatWith(i18n, "INDIE_DICE.Dialog.Coins.Odds.Success", { target: spec.target });
  return kit().dialogs.oddsRow(i18n, "success", label, coinsSuccessChance(spec));
}

function coinsOdds(i18n: Translator, spec: CoinsDialogSpec): OddsView {
  const { formatWith } = kit().text;
  const { chartView, distributionPoints } = kit().dialogs;
  const heads = headsDistribution(spec.coins);
  const row = successRow(i18n, spec);
  const subject = i18n.localize("INDIE_DICE.Dialog.Coins.Odds.Heads");
  return {
    heading: formatWith(i18n, "INDIE_DICE.Dialog.Coins.Odds.Heading", { coins: spec.coins }),
    rows: row ? [row] : [],
    chart: chartView(
      i18n,
      distributionPoints(heads, (value) => spec.target !== undefined && value >= spec.target),
      { subject, highlightMeaning: row?.label ?? null },
    ),
    notes: [],
    distribution: { subject, below: [], values: heads, above: [] },
  };
}

export const coinsDialogModel: DialogModelDefinition<"coins"> = {
  defaults,
  formFromSpec,
  build,
  chance: (spec, context) => successRow(context.i18n, spec),
};
