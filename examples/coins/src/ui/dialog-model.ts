import type { DialogContext, DialogModelDefinition, FormValues, OddsRow, OddsView, Translator } from "indie-dice-types";
import { kit } from "../kit";
import { COINS_LIMIT, TARGET_LIMIT } from "../core/mechanics";
import { coinsSuccessChance, headsDistribution } from "../core/odds";
import type { CoinsDialogSpec } from "./types";

/** Its dialog: N coins and the heads T they need (optional), with the exact chance of at least T heads. */

function defaults(): FormValues {
  return { coins: 3, target: "" };
}

function formFromRequest(request: Partial<CoinsDialogSpec>): FormValues {
  return { ...defaults(), ...request };
}

function build(form: FormValues, context: DialogContext) {
  const { startBuild, assembleView, numberField } = kit();
  const frame = startBuild("coins", form, defaults(), context);
  const coins = frame.reader.integer("coins", COINS_LIMIT, 3);
  // A contest side is compared with the other side's heads, never with a target.
  const target = context.inContest ? undefined : frame.reader.optionalInteger("target", TARGET_LIMIT);
  const request: CoinsDialogSpec = { coins, ...(target === undefined ? {} : { target }) };
  return assembleView("coins", frame, context, {
    fields: [
      numberField(frame, "coins", "INDIE_DICE.Dialog.Coins.Coins", COINS_LIMIT),
      numberField(frame, "target", "INDIE_DICE.Dialog.Coins.Target", TARGET_LIMIT),
    ].filter((field) => !context.inContest || field.name !== "target"),
    notes: [],
    request,
    odds: (checked) => coinsOdds(context.i18n, checked),
  });
}

function successRow(i18n: Translator, request: CoinsDialogSpec): OddsRow | null {
  if (request.target === undefined) return null;
  const label = kit().formatWith(i18n, "INDIE_DICE.Dialog.Coins.Odds.Success", { target: request.target });
  return kit().oddsRow(i18n, "success", label, coinsSuccessChance(request));
}

function coinsOdds(i18n: Translator, request: CoinsDialogSpec): OddsView {
  const { formatWith, chartView, distributionPoints } = kit();
  const heads = headsDistribution(request.coins);
  const row = successRow(i18n, request);
  const subject = i18n.localize("INDIE_DICE.Dialog.Coins.Odds.Heads");
  return {
    heading: formatWith(i18n, "INDIE_DICE.Dialog.Coins.Odds.Heading", { coins: request.coins }),
    rows: row ? [row] : [],
    chart: chartView(i18n, distributionPoints(heads, (value) => request.target !== undefined && value >= request.target), { subject, highlightMeaning: row?.label ?? null }),
    notes: [],
    distribution: { subject, below: [], values: heads, above: [] },
  };
}

export const coinsDialogModel: DialogModelDefinition<"coins"> = {
  defaults,
  formFromRequest,
  build,
  chance: (request, context) => successRow(context.i18n, request),
};
