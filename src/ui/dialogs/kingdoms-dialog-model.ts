import { LIMITS, type Limit } from "../../core/limits";
import { basicTestSucceeds, type BasicTestRule } from "../../core/mechanics/kingdoms";
import { basicTestSuccessChance, kingdomsPoolOdds } from "../../core/odds/kingdoms";
import { plain } from "../cards/card-text";
import { chartView, distributionPoints } from "../odds/distribution-chart";
import { oddsMemo } from "../../core/odds/odds-memo";
import { oddsRow, type OddsView } from "../odds/odds-view";
import { formatDecimal } from "../percent";
import { formatWith, type Translator } from "../translator";
import type { DialogContext, DialogModelDefinition, DialogSettings, FormValues, KingdomsRollRequest } from "./dialog-types";
import { assembleView, startBuild } from "./dialog-view";
import { numberField } from "./field-views";
import type { FormReader } from "./form-reader";

/**
 * Kingdoms and Rulers: a basic test of a d12 pool against a Difficulty Threshold. The player may roll fewer
 * dice than the pool, so the odds list every pool size from 1 to the pool, the one chosen marked.
 */

function defaults(_settings: DialogSettings): FormValues {
  // An empty "dice" rolls the whole pool, so changing the pool alone is enough.
  return { pool: 6, dice: "", dt: 7 };
}

function formFromRequest(request: Partial<KingdomsRollRequest>, settings: DialogSettings): FormValues {
  const form = defaults(settings);
  if (request.pool !== undefined) form.pool = request.pool;
  if (request.dice !== undefined) form.dice = request.dice;
  if (request.dt !== undefined) form.dt = request.dt;
  return form;
}

function build(form: FormValues, context: DialogContext) {
  const frame = startBuild("kingdoms", form, defaults(context.settings), context);
  const { reader } = frame;
  const pool = reader.integer("pool", LIMITS.kingdomsPool, 1);
  const diceLimit = diceLimitFor(reader, pool);
  const dice = reader.optionalInteger("dice", diceLimit, "INDIE_DICE.Dialog.Kingdoms.DiceError") ?? pool;
  const dt = reader.integer("dt", LIMITS.kingdomsThreshold);
  return assembleView("kingdoms", frame, context, {
    fields: [
      numberField(frame, "pool", "INDIE_DICE.Dialog.Kingdoms.Pool", LIMITS.kingdomsPool),
      numberField(frame, "dice", "INDIE_DICE.Dialog.Kingdoms.Dice", diceLimit, { hint: "INDIE_DICE.Dialog.Kingdoms.DiceHint" }),
      numberField(frame, "dt", "INDIE_DICE.Dialog.Kingdoms.Dt", LIMITS.kingdomsThreshold, { hint: "INDIE_DICE.Dialog.Kingdoms.DtHint" }),
    ],
    notes: [],
    request: { pool, dice, dt },
    odds: (checked) => kingdomsOdds(frame.i18n, context.settings.kingdomsBasicRule, checked),
  });
}

/**
 * The dice rolled lie in 1 … pool once the pool is known: the input's bounds and the error both say so, and the
 * error names this field (the pool's own limit message would blame the pool for a bad count of dice to roll).
 */
function diceLimitFor(reader: FormReader, pool: number): Limit {
  return reader.error("pool") === null ? { ...LIMITS.kingdomsPool, max: pool } : LIMITS.kingdomsPool;
}

/* -------------------------------------------- */
/*  Odds                                        */
/* -------------------------------------------- */

/** Every pool size 1 … pool in one pass; changing only the dice rolled reuses it. */
const poolOdds = oddsMemo(16, (pool: number, dt: number) => kingdomsPoolOdds(pool, dt));

const RULE_SUCCESS: Readonly<Record<BasicTestRule, string>> = {
  zeroOrMore: "INDIE_DICE.Dialog.Kingdoms.Odds.SuccessZeroOrMore",
  positive: "INDIE_DICE.Dialog.Kingdoms.Odds.SuccessPositive",
};

function kingdomsOdds(i18n: Translator, rule: BasicTestRule, request: KingdomsRollRequest): OddsView {
  const all = poolOdds(request.pool, request.dt);
  const chosen = all[request.dice - 1]!;
  const success = basicTestSuccessChance(chosen, rule);
  const sizeRows = all.map((odds) =>
    oddsRow(i18n, `pool-${odds.dice}`, poolLabel(i18n, odds.dice), basicTestSuccessChance(odds, rule), {
      highlight: odds.dice === request.dice,
      detail: formatWith(i18n, "INDIE_DICE.Dialog.Kingdoms.Odds.PoolMargin", { value: signedDecimal(i18n, odds.expectedMargin) }),
    }),
  );
  return {
    heading: formatWith(i18n, "INDIE_DICE.Dialog.Kingdoms.Odds.Heading", { dice: poolLabel(i18n, request.dice), dt: request.dt }),
    rows: [oddsRow(i18n, "success", i18n.localize(RULE_SUCCESS[rule]), success), ...sizeRows],
    chart: chartView(i18n, distributionPoints(chosen.margin, (margin) => basicTestSucceeds(margin, rule)), {
      subject: i18n.localize("INDIE_DICE.Dialog.Kingdoms.Odds.Margin"),
      highlightMeaning: i18n.localize(RULE_SUCCESS[rule]),
    }),
    notes: [
      formatWith(i18n, "INDIE_DICE.Dialog.Kingdoms.Odds.ExpectedMargin", { value: signedDecimal(i18n, chosen.expectedMargin) }),
      i18n.localize("INDIE_DICE.Dialog.Kingdoms.Odds.PoolSizes"),
    ],
  };
}

function poolLabel(i18n: Translator, dice: number): string {
  return dice === 1
    ? i18n.localize("INDIE_DICE.Dialog.Kingdoms.Odds.OneDie")
    : formatWith(i18n, "INDIE_DICE.Dialog.Kingdoms.Odds.SomeDice", { n: plain(dice) });
}

/** "+1.3", "−0.4", "0.0": an expected Margin with its sign. */
function signedDecimal(i18n: Translator, value: number): string {
  const text = formatDecimal(Math.abs(value), i18n);
  if (Math.abs(value) < 0.05) return formatDecimal(0, i18n);
  return value > 0 ? `+${text}` : `−${text}`;
}

export const kingdomsDialogModel: DialogModelDefinition<"kingdoms"> = { defaults, formFromRequest, build };
