import { OGS_LIMITS } from "../core/limits";
import {
  normalizeOgsCheckSpec,
  ogsActionCheck,
  ogsCheckDice,
  ogsCheckFormula,
  OGS_INCREASE_TARGETS,
  type OgsCheckSpec,
  type OgsIncreaseTarget,
} from "../core/mechanics/check-spec";
import { OGS_DIE_SIZES } from "../core/mechanics/rules";
import { actionCheckTotalOdds, diceTotalDistribution, type CheckOdds } from "../core/odds/total-odds";
import { chartView, distributionPoints } from "../../../ui/odds/distribution-chart";
import { oddsMemo } from "../../../core/odds/odds-memo";
import { oddsRow, type OddsRow, type OddsView } from "../../../ui/odds/odds-view";
import { formatDecimal } from "../../../ui/percent";
import { formatWith, type Translator } from "../../../ui/translator";
import type {
  DialogContext,
  DialogModelDefinition,
  DialogSettings,
  FormValues,
  NoteView,
} from "../../../ui/dialogs/dialog-types";
import { assembleView, note, startBuild } from "../../../ui/dialogs/dialog-view";
import { numberField, selectField, type FieldFrame } from "../../../ui/dialogs/field-views";

/**
 * OGS: an Action Check of stat die + skill die + modifier die (a d6 when there is none) + flat bonus, with one
 * Die Increase on the modifier die or on every die, against a difficulty — or, without one, an open total.
 */

const NO_MODIFIER = "none";
const DIE_CHOICES = OGS_DIE_SIZES.map((size) => [String(size), `INDIE_DICE.Dialog.Ogs.Die.D${size}`] as const);
const MODIFIER_CHOICES = [[NO_MODIFIER, "INDIE_DICE.Dialog.Ogs.NoModifier"] as const, ...DIE_CHOICES];
const TARGET_CHOICES = [
  ["modifier", "INDIE_DICE.Dialog.Ogs.Targets.Modifier"],
  ["every", "INDIE_DICE.Dialog.Ogs.Targets.Every"],
] as const;

/** Rows of P(at least k critical stages) shown, from k = 1. */
const SHOWN_STAGES = 6;

function defaults(_settings: DialogSettings): FormValues {
  return {
    stat: "8",
    skill: "6",
    modifier: NO_MODIFIER,
    stages: 0,
    increaseTarget: "modifier",
    flatBonus: 0,
    difficulty: 8,
  };
}

function formFromSpec(spec: Partial<OgsCheckSpec>, settings: DialogSettings): FormValues {
  const form = defaults(settings);
  if (spec.stat !== undefined) form.stat = String(spec.stat);
  if (spec.skill !== undefined) form.skill = String(spec.skill);
  if ("modifier" in spec) form.modifier = spec.modifier == null ? NO_MODIFIER : String(spec.modifier);
  if (spec.stages !== undefined) form.stages = spec.stages;
  if (spec.increaseTarget !== undefined) form.increaseTarget = spec.increaseTarget;
  if (spec.flatBonus !== undefined) form.flatBonus = spec.flatBonus;
  if (spec.difficulty !== undefined) form.difficulty = spec.difficulty;
  // A spec without a difficulty is an open total (as the OGS roll reads it).
  else if (Object.keys(spec).length > 0) form.difficulty = "";
  return form;
}

function build(form: FormValues, context: DialogContext) {
  const frame = startBuild("ogs", form, defaults(context.settings), context);
  const { reader } = frame;
  const stat = reader.choice<number>("stat", OGS_DIE_SIZES, 8);
  const skill = reader.choice<number>("skill", OGS_DIE_SIZES, 6);
  const modifier = reader.choice<number | typeof NO_MODIFIER>("modifier", [NO_MODIFIER, ...OGS_DIE_SIZES], NO_MODIFIER);
  const stages = reader.integer("stages", OGS_LIMITS.ogsStages);
  const increaseTarget = reader.choice<OgsIncreaseTarget>("increaseTarget", OGS_INCREASE_TARGETS, "modifier");
  const flatBonus = reader.integer("flatBonus", OGS_LIMITS.ogsFlatBonus);
  // A contest side is compared with the other side's total, never with a difficulty.
  const difficulty = context.inContest ? undefined : reader.optionalInteger("difficulty", OGS_LIMITS.ogsDifficulty);
  const spec: OgsCheckSpec = {
    stat,
    skill,
    modifier: modifier === NO_MODIFIER ? null : modifier,
    stages,
    increaseTarget,
    flatBonus,
    ...(difficulty === undefined ? {} : { difficulty }),
  };
  // Too many real dice once the increase is applied is the stages' fault: that is the number to lower.
  reader.check("stages", () => normalizeOgsCheckSpec(spec));
  return assembleView("ogs", frame, context, {
    fields: ogsFields(frame).filter((field) => !context.inContest || field.name !== "difficulty"),
    notes: reader.errorCount === 0 ? ogsNotes(frame.i18n, spec) : [],
    spec,
    odds: (checked) => ogsOdds(frame.i18n, checked),
  });
}

function ogsFields(frame: FieldFrame) {
  return [
    selectField(frame, "stat", "INDIE_DICE.Dialog.Ogs.Stat", DIE_CHOICES),
    selectField(frame, "skill", "INDIE_DICE.Dialog.Ogs.Skill", DIE_CHOICES),
    selectField(frame, "modifier", "INDIE_DICE.Dialog.Ogs.Modifier", MODIFIER_CHOICES),
    numberField(frame, "stages", "INDIE_DICE.Dialog.Ogs.Stages", OGS_LIMITS.ogsStages, {
      hint: "INDIE_DICE.Dialog.Ogs.StagesHint",
    }),
    selectField(frame, "increaseTarget", "INDIE_DICE.Dialog.Ogs.IncreaseTarget", TARGET_CHOICES),
    numberField(frame, "flatBonus", "INDIE_DICE.Dialog.Ogs.FlatBonus", OGS_LIMITS.ogsFlatBonus),
    numberField(frame, "difficulty", "INDIE_DICE.Dialog.Ogs.Difficulty", OGS_LIMITS.ogsDifficulty, {
      hint: "INDIE_DICE.Dialog.Ogs.DifficultyHint",
    }),
  ];
}

/** The real dice ("d8 + d10 + d8 + d6") and the formula that rolls them. */
function ogsNotes(i18n: Translator, spec: OgsCheckSpec): NoteView[] {
  const dice = ogsCheckDice(spec)
    .map((size) => `d${size}`)
    .join(" + ");
  return [
    note("dice", formatWith(i18n, "INDIE_DICE.Dialog.Ogs.RealDice", { dice })),
    note("formula", formatWith(i18n, "INDIE_DICE.Dialog.Ogs.Formula", { formula: ogsCheckFormula(spec) })),
  ];
}

/* -------------------------------------------- */
/*  Odds                                        */
/* -------------------------------------------- */

const ODDS_CACHE = 32;
const checkOdds = oddsMemo(ODDS_CACHE, (spec: OgsCheckSpec & { readonly difficulty: number }) =>
  actionCheckTotalOdds(ogsActionCheck(spec)),
);
const openTotal = oddsMemo(ODDS_CACHE, (spec: OgsCheckSpec) =>
  diceTotalDistribution(ogsCheckDice(spec), spec.flatBonus ?? 0),
);

function ogsOdds(i18n: Translator, spec: OgsCheckSpec): OddsView {
  const subject = i18n.localize("INDIE_DICE.Dialog.Ogs.Odds.Total");
  const difficulty = spec.difficulty;
  if (difficulty === undefined) {
    const total = openTotal(spec);
    return {
      heading: i18n.localize("INDIE_DICE.Dialog.Ogs.Odds.OpenHeading"),
      rows: [],
      chart: chartView(i18n, distributionPoints(total), { subject, highlightMeaning: null }),
      notes: [meanNote(i18n, total.mean())],
      distribution: { subject, below: [], values: total, above: [] },
    };
  }
  const odds = checkOdds({ ...spec, difficulty });
  return {
    heading: formatWith(i18n, "INDIE_DICE.Dialog.Ogs.Odds.Heading", { difficulty }),
    rows: [
      oddsRow(i18n, "success", i18n.localize("INDIE_DICE.Dialog.Ogs.Odds.Success"), odds.success),
      ...stageRows(i18n, odds),
    ],
    chart: chartView(
      i18n,
      distributionPoints(odds.total, (total) => total >= difficulty),
      {
        subject,
        highlightMeaning: formatWith(i18n, "INDIE_DICE.Dialog.Ogs.Odds.SuccessMeaning", { difficulty }),
      },
    ),
    notes: [meanNote(i18n, odds.total.mean())],
    distribution: { subject, below: [], values: odds.total, above: [] },
  };
}

/** P(at least k critical stages) for k = 1 … SHOWN_STAGES, as far as the roll can reach. */
function stageRows(i18n: Translator, odds: CheckOdds): OddsRow[] {
  const rows: OddsRow[] = [];
  for (let k = 1; k <= odds.stages.max && k <= SHOWN_STAGES; k++) {
    // Part of the success above (a critical stage is a success), drawn under it: not an outcome of its own.
    rows.push(
      oddsRow(
        i18n,
        `stages-${k}`,
        formatWith(i18n, "INDIE_DICE.Dialog.Ogs.Odds.Stages", { n: k }),
        odds.stagesAtLeast(k),
        { part: true },
      ),
    );
  }
  return rows;
}

function meanNote(i18n: Translator, mean: number): string {
  return formatWith(i18n, "INDIE_DICE.Dialog.Ogs.Odds.Mean", { value: formatDecimal(mean, i18n) });
}

/** Against a difficulty, the chance of success; an open total, none. */
function chance(spec: OgsCheckSpec, context: DialogContext): OddsRow | null {
  const difficulty = spec.difficulty;
  if (difficulty === undefined) return null;
  return oddsRow(
    context.i18n,
    "success",
    context.i18n.localize("INDIE_DICE.Dialog.Ogs.Odds.Success"),
    checkOdds({ ...spec, difficulty }).success,
  );
}

export const ogsDialogModel: DialogModelDefinition<"ogs"> = { defaults, formFromSpec, build, chance };
