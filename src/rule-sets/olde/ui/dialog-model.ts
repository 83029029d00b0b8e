import { OLDE_LIMITS } from "../core/limits";
import { checkOldeSpec } from "../core/mechanics/validation";
import { formatOldeDiceCode } from "../core/mechanics/dice-code";
import { oldeExplosionChance, oldeReachChance, oldeRollDistribution } from "../core/odds/roll-odds";
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
} from "../../../ui/dialogs/dialog-types";
import type { OldeDialogSpec } from "./types";
import { assembleView, note, startBuild } from "../../../ui/dialogs/dialog-view";
import { checkboxField, numberField } from "../../../ui/dialogs/field-views";

/**
 * Dungeons of Olde: NdX±M, unlimited (every die explodes on its maximum) or not, with an optional number to
 * reach. Any X is allowed; the usual dice are offered as suggestions of the one number field, so the faces are
 * typed or picked with the keyboard alike.
 */

const USUAL_FACES = [2, 3, 4, 6, 8, 10, 12, 20] as const;

/** A target is compared with the total, so it is bounded like the adjustment that moves the total. */
const TARGET_LIMIT = OLDE_LIMITS.oldeAdjustment;

function defaults(settings: DialogSettings): FormValues {
  return { count: 2, faces: 6, adjustment: 0, unlimited: settings.oldeUnlimitedByDefault, target: "" };
}

function formFromSpec(spec: Partial<OldeDialogSpec>, settings: DialogSettings): FormValues {
  const form = defaults(settings);
  if (spec.count !== undefined) form.count = spec.count;
  if (spec.faces !== undefined) form.faces = spec.faces;
  if (spec.adjustment !== undefined) form.adjustment = spec.adjustment;
  if (spec.unlimited !== undefined) form.unlimited = spec.unlimited;
  if (spec.target !== undefined) form.target = spec.target;
  return form;
}

function build(form: FormValues, context: DialogContext) {
  const frame = startBuild("olde", form, defaults(context.settings), context);
  const { reader, i18n } = frame;
  const count = reader.integer("count", OLDE_LIMITS.oldeDice, 1);
  const faces = reader.integer("faces", OLDE_LIMITS.oldeFaces, 6);
  const adjustment = reader.integer("adjustment", OLDE_LIMITS.oldeAdjustment);
  const unlimited = reader.checkbox("unlimited");
  // A contest side is compared with the other side's total, never with a target.
  const target = context.inContest
    ? undefined
    : reader.optionalInteger("target", TARGET_LIMIT, "INDIE_DICE.Dialog.Olde.TargetError");
  const spec: OldeDialogSpec = { count, faces, adjustment, unlimited, ...(target === undefined ? {} : { target }) };
  // An unlimited d1 could never stop: the faces are what to change.
  if (reader.error("faces") === null) reader.check("faces", () => checkOldeSpec(spec));
  return assembleView("olde", frame, context, {
    fields: [
      numberField(frame, "count", "INDIE_DICE.Dialog.Olde.Count", OLDE_LIMITS.oldeDice),
      numberField(frame, "faces", "INDIE_DICE.Dialog.Olde.Faces", OLDE_LIMITS.oldeFaces, {
        hint: "INDIE_DICE.Dialog.Olde.FacesHint",
        suggestions: USUAL_FACES.map((value) => ({
          value: String(value),
          label: formatWith(i18n, "INDIE_DICE.Dialog.Olde.Die", { faces: value }),
        })),
      }),
      numberField(frame, "adjustment", "INDIE_DICE.Dialog.Olde.Adjustment", OLDE_LIMITS.oldeAdjustment),
      checkboxField(frame, "unlimited", "INDIE_DICE.Dialog.Olde.Unlimited", {
        hint: "INDIE_DICE.Dialog.Olde.UnlimitedHint",
      }),
      numberField(frame, "target", "INDIE_DICE.Dialog.Olde.Target", TARGET_LIMIT, {
        hint: "INDIE_DICE.Dialog.Olde.TargetHint",
      }),
    ].filter((field) => !context.inContest || field.name !== "target"),
    notes: reader.errorCount === 0 ? [codeNote(i18n, spec)] : [],
    spec,
    odds: (checked) => oldeOdds(i18n, checked),
  });
}

function codeNote(i18n: Translator, spec: OldeDialogSpec) {
  const code = formatOldeDiceCode(spec);
  const key = spec.unlimited ? "INDIE_DICE.Dialog.Olde.CodeUnlimited" : "INDIE_DICE.Dialog.Olde.CodeLimited";
  return note("code", formatWith(i18n, key, { code }));
}

/* -------------------------------------------- */
/*  Odds                                        */
/* -------------------------------------------- */

/** The dice alone: the adjustment only shifts the total, so changing it (or the target) reuses the distribution. */
const diceDistribution = oddsMemo(16, (count: number, faces: number, unlimited: boolean) =>
  oldeRollDistribution({ count, faces, unlimited, adjustment: 0 }),
);

/** With a number to reach, the chance to reach it; without, none. */
function chance(spec: OldeDialogSpec, context: DialogContext): OddsRow | null {
  const { target } = spec;
  if (target === undefined) return null;
  const total = diceDistribution(spec.count, spec.faces, spec.unlimited).shift(spec.adjustment);
  return oddsRow(
    context.i18n,
    "reach",
    formatWith(context.i18n, "INDIE_DICE.Dialog.Olde.Odds.Reach", { target }),
    oldeReachChance(total, target),
  );
}

function oldeOdds(i18n: Translator, spec: OldeDialogSpec): OddsView {
  const total = diceDistribution(spec.count, spec.faces, spec.unlimited).shift(spec.adjustment);
  const { target } = spec;
  const rows: OddsRow[] = [];
  if (target !== undefined) {
    rows.push(
      oddsRow(
        i18n,
        "reach",
        formatWith(i18n, "INDIE_DICE.Dialog.Olde.Odds.Reach", { target }),
        oldeReachChance(total, target),
      ),
    );
  }
  if (spec.unlimited) {
    rows.push(
      oddsRow(i18n, "explode", i18n.localize("INDIE_DICE.Dialog.Olde.Odds.Explode"), oldeExplosionChance(spec), {
        fact: true,
      }),
    );
  }
  const reach = target === undefined ? null : formatWith(i18n, "INDIE_DICE.Dialog.Olde.Odds.Reach", { target });
  return {
    heading: formatWith(i18n, "INDIE_DICE.Dialog.Olde.Odds.Heading", { code: formatOldeDiceCode(spec) }),
    rows,
    chart: chartView(
      i18n,
      distributionPoints(total, (value) => target !== undefined && value >= target),
      {
        subject: i18n.localize("INDIE_DICE.Dialog.Olde.Odds.Total"),
        highlightMeaning: reach,
      },
    ),
    notes: [formatWith(i18n, "INDIE_DICE.Dialog.Olde.Odds.Mean", { value: formatDecimal(total.mean(), i18n) })],
    // An unlimited die throws again on its maximum: the tail the engine cuts lies above every total.
    distribution: {
      subject: i18n.localize("INDIE_DICE.Dialog.Olde.Odds.Total"),
      below: [],
      values: total,
      above: [],
      cutAbove: true,
    },
  };
}

export const oldeDialogModel: DialogModelDefinition<"olde"> = { defaults, formFromSpec, build, chance };
