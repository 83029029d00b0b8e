import { type Limit } from "../../../core/limits";
import { KINGDOMS_LIMITS } from "../core/limits";
import { basicTestSucceeds, type BasicTestRule } from "../core/mechanics/basic-test";
import { readsByCriticalSuccesses } from "../core/mechanics/rules";
import type { IntDistribution } from "../../../core/odds/int-distribution";
import { basicTestSuccessChance, kingdomsPoolOdds } from "../core/odds/pool-odds";
import { kingdomsExpectedTwelves, kingdomsTwelvesDistribution } from "../core/odds/twelves-odds";
import { plain } from "../../../ui/roll-cards/card-text";
import { chartView, distributionPoints } from "../../../ui/odds/distribution-chart";
import { oddsMemo } from "../../../core/odds/odds-memo";
import { oddsRow, type OddsRow, type OddsView } from "../../../ui/odds/odds-view";
import { formatDecimal } from "../../../ui/percent";
import { formatCount, formatWith, type Translator } from "../../../ui/translator";
import type {
  DialogContext,
  DialogModelDefinition,
  DialogSettings,
  FormValues,
} from "../../../ui/dialogs/dialog-types";
import type { KingdomsDialogSpec } from "./types";
import { assembleView, startBuild } from "../../../ui/dialogs/dialog-view";
import { numberField } from "../../../ui/dialogs/field-views";
import type { FormReader } from "../../../ui/dialogs/form-reader";

/**
 * Kingdoms and Rulers: a basic test of a d12 pool against a Difficulty Threshold. The player may roll fewer
 * dice than the pool, so the odds list every pool size from 1 to the pool, the one chosen marked.
 */

function defaults(_settings: DialogSettings): FormValues {
  // An empty "dice" rolls the whole pool, so changing the pool alone is enough.
  return { pool: 6, dice: "", dt: 7 };
}

function formFromSpec(spec: Partial<KingdomsDialogSpec>, settings: DialogSettings): FormValues {
  const form = defaults(settings);
  if (spec.pool !== undefined) form.pool = spec.pool;
  if (spec.dice !== undefined) form.dice = spec.dice;
  if (spec.dt !== undefined) form.dt = spec.dt;
  return form;
}

function build(form: FormValues, context: DialogContext) {
  const frame = startBuild("kingdoms", form, defaults(context.settings), context);
  const { reader } = frame;
  const pool = reader.integer("pool", KINGDOMS_LIMITS.kingdomsPool, 1);
  const diceLimit = diceLimitFor(reader, pool);
  const dice = reader.optionalInteger("dice", diceLimit, "INDIE_DICE.Dialog.Kingdoms.DiceError") ?? pool;
  const dt = reader.integer("dt", KINGDOMS_LIMITS.kingdomsThreshold);
  return assembleView("kingdoms", frame, context, {
    fields: [
      numberField(frame, "pool", "INDIE_DICE.Dialog.Kingdoms.Pool", KINGDOMS_LIMITS.kingdomsPool),
      numberField(frame, "dice", "INDIE_DICE.Dialog.Kingdoms.Dice", diceLimit, {
        hint: "INDIE_DICE.Dialog.Kingdoms.DiceHint",
      }),
      numberField(frame, "dt", "INDIE_DICE.Dialog.Kingdoms.Dt", KINGDOMS_LIMITS.kingdomsThreshold, {
        hint: "INDIE_DICE.Dialog.Kingdoms.DtHint",
      }),
    ],
    notes: [],
    spec: { pool, dice, dt },
    odds: (checked) =>
      kingdomsOdds(
        frame.i18n,
        context.settings.kingdomsBasicRule,
        checked,
        !(context.fixedFields ?? []).includes("dice"),
      ),
  });
}

/**
 * The dice rolled lie in 1 … pool once the pool is known: the input's bounds and the error both say so, and the
 * error names this field (the pool's own limit message would blame the pool for a bad count of dice to roll).
 */
function diceLimitFor(reader: FormReader, pool: number): Limit {
  return reader.error("pool") === null ? { ...KINGDOMS_LIMITS.kingdomsPool, max: pool } : KINGDOMS_LIMITS.kingdomsPool;
}

/* -------------------------------------------- */
/*  Odds                                        */
/* -------------------------------------------- */

/** Every pool size 1 … pool in one pass; changing only the dice rolled reuses it. */
const poolOdds = oddsMemo(16, (pool: number, dt: number) => kingdomsPoolOdds(pool, dt));

/**
 * Up to this many dice, the table lists every number of dice the player could roll; a bigger pool is summarised
 * (the best number, the one chosen, the whole pool), so the dialog stays within the screen whatever the pool.
 */
const POOL_ROWS = 12;

/** The number of dice with the best chance of success (the fewest, when several share it). */
function bestPoolSize(chances: readonly number[]): number {
  let best = 0;
  for (let index = 1; index < chances.length; index++) if (chances[index]! > chances[best]!) best = index;
  return best + 1;
}

const RULE_SUCCESS: Readonly<Record<BasicTestRule, string>> = {
  zeroOrMore: "INDIE_DICE.Dialog.Kingdoms.Odds.SuccessZeroOrMore",
  positive: "INDIE_DICE.Dialog.Kingdoms.Odds.SuccessPositive",
};

/** The chance of the world's basic-test success with the dice rolled. */
function chance(spec: KingdomsDialogSpec, context: DialogContext): OddsRow {
  const rule = context.settings.kingdomsBasicRule;
  const chosen = poolOdds(spec.pool, spec.dt)[spec.dice - 1]!;
  return oddsRow(
    context.i18n,
    "success",
    context.i18n.localize(RULE_SUCCESS[rule]),
    basicTestSuccessChance(chosen, rule),
  );
}

/**
 * The roll's odds; with `dicePicked` (the player picks how many dice to roll) also every other number of dice's
 * chance. A card that fixed the dice leaves no such choice, and its dialog offers none (docs/prompts.md).
 */
function kingdomsOdds(i18n: Translator, rule: BasicTestRule, spec: KingdomsDialogSpec, dicePicked: boolean): OddsView {
  const all = poolOdds(spec.pool, spec.dt);
  const chosen = all[spec.dice - 1]!;
  const success = basicTestSuccessChance(chosen, rule);
  const chances = all.map((odds) => basicTestSuccessChance(odds, rule));
  const best = bestPoolSize(chances);
  const summarised = all.length > POOL_ROWS;
  const shown = !dicePicked
    ? []
    : summarised
      ? all.filter((odds) => odds.dice === best || odds.dice === spec.dice || odds.dice === spec.pool)
      : all;
  const sizeRows = shown.map((odds) => {
    const label = poolLabel(i18n, odds.dice);
    return oddsRow(
      i18n,
      `pool-${odds.dice}`,
      summarised && odds.dice === best
        ? formatWith(i18n, "INDIE_DICE.Dialog.Kingdoms.Odds.BestPool", { dice: label })
        : label,
      chances[odds.dice - 1]!,
      {
        highlight: odds.dice === spec.dice,
        detail: formatWith(i18n, "INDIE_DICE.Dialog.Kingdoms.Odds.PoolMargin", {
          value: signedDecimal(i18n, odds.expectedMargin),
        }),
        // Each pool size's chance is a "what if", not an outcome of this roll: listed apart, under its own heading.
        fact: true,
      },
    );
  });
  const marginNotes = [
    formatWith(i18n, "INDIE_DICE.Dialog.Kingdoms.Odds.ExpectedMargin", {
      value: signedDecimal(i18n, chosen.expectedMargin),
    }),
    ...(!dicePicked
      ? []
      : [
          summarised
            ? formatCount(i18n, "INDIE_DICE.Dialog.Kingdoms.Odds.PoolSummary", spec.pool)
            : i18n.localize("INDIE_DICE.Dialog.Kingdoms.Odds.PoolSizes"),
        ]),
  ];
  const marginRows = [oddsRow(i18n, "success", i18n.localize(RULE_SUCCESS[rule]), success), ...sizeRows];
  // Above DT 11 the GM reads the roll by its 12s (docs/rulings.md "Kingdoms and Rulers"): they lead, the Margin follows
  // as usual.
  const byCriticals = readsByCriticalSuccesses(spec.dt);
  const twelves = byCriticals ? twelvesOdds(spec.dice) : null;
  const dice = poolLabel(i18n, spec.dice);
  return {
    heading: byCriticals
      ? formatWith(i18n, "INDIE_DICE.Dialog.Kingdoms.Odds.ImpossibleHeading", { dice, dt: spec.dt })
      : formatWith(i18n, "INDIE_DICE.Dialog.Kingdoms.Odds.Heading", { dice, dt: spec.dt }),
    rows: twelves ? [...twelvesRows(i18n, twelves), ...marginRows] : marginRows,
    factsHeading: i18n.localize("INDIE_DICE.Dialog.Kingdoms.Odds.ByPoolSize"),
    distribution: {
      subject: i18n.localize("INDIE_DICE.Dialog.Kingdoms.Odds.Margin"),
      below: [],
      values: chosen.margin,
      above: [],
    },
    chart: chartView(
      i18n,
      distributionPoints(chosen.margin, (margin) => basicTestSucceeds(margin, rule)),
      {
        subject: i18n.localize("INDIE_DICE.Dialog.Kingdoms.Odds.Margin"),
        highlightMeaning: i18n.localize(RULE_SUCCESS[rule]),
      },
    ),
    notes: twelves
      ? [
          i18n.localize("INDIE_DICE.Dialog.Kingdoms.Odds.ImpossibleNote"),
          formatWith(i18n, "INDIE_DICE.Dialog.Kingdoms.Odds.ExpectedTwelves", {
            value: formatDecimal(kingdomsExpectedTwelves(spec.dice), i18n),
          }),
          ...marginNotes,
        ]
      : marginNotes,
  };
}

const twelvesOdds = oddsMemo(16, (dice: number) => kingdomsTwelvesDistribution(dice));

/** Counts whose chance, or tail, is below what one decimal of a percent can show are folded into the end rows. */
const UNSHOWN_TAIL = 0.0005;

/**
 * P(exactly k 12s) for the dice rolled, one row per count the dialog can show. A big pool spreads over dozens of
 * counts, most of them all but impossible: the rare ends are folded into "k or fewer" and "k or more" rows, so
 * every row is a figure worth reading and the rows still add up to the whole.
 */
function twelvesRows(i18n: Translator, twelves: IntDistribution): OddsRow[] {
  const most = twelves.max;
  let low = 0;
  while (low < most && twelves.atMost(low) < UNSHOWN_TAIL) low++;
  let high = most;
  while (high > low && twelves.atLeast(high) < UNSHOWN_TAIL) high--;
  const rows: OddsRow[] = [];
  for (let k = low; k <= high; k++) {
    const fewer = k === low && low > 0;
    const more = k === high && high < most && !fewer;
    const probability = fewer ? twelves.atMost(k) : more ? twelves.atLeast(k) : twelves.p(k);
    const key = fewer ? "TwelvesOrFewer" : more ? "TwelvesOrMore" : "Twelves";
    rows.push(
      oddsRow(
        i18n,
        `twelves-${k}`,
        formatWith(i18n, `INDIE_DICE.Dialog.Kingdoms.Odds.${key}`, { n: plain(k, i18n) }),
        probability,
      ),
    );
  }
  return rows;
}

function poolLabel(i18n: Translator, dice: number): string {
  return formatCount(i18n, "INDIE_DICE.Dialog.Kingdoms.Odds.SomeDice", dice);
}

/** "+1.3", "−0.4", "0.0": an expected Margin with its sign. */
function signedDecimal(i18n: Translator, value: number): string {
  const text = formatDecimal(Math.abs(value), i18n);
  if (Math.abs(value) < 0.05) return formatDecimal(0, i18n);
  return value > 0 ? `+${text}` : `−${text}`;
}

/** A roll made again keeps the success reading it was made under (margin ≥ 0 or > 0), whatever the world says now. */
function settingsOf(values: Readonly<Record<string, unknown>>): Partial<DialogSettings> {
  const { rule } = values;
  return rule === "zeroOrMore" || rule === "positive" ? { kingdomsBasicRule: rule } : {};
}

export const kingdomsDialogModel: DialogModelDefinition<"kingdoms"> = {
  defaults,
  formFromSpec,
  build,
  chance,
  settingsOf,
};
