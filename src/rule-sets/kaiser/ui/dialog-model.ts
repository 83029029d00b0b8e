import { KAISER_LIMITS } from "../core/limits";
import { DEFAULT_FUMBLE_PENALTY, DEFAULT_OPPOSED_FUMBLE_RULE } from "../core/mechanics/constants";
import { normalizeCheckSpec } from "../core/mechanics/validate";
import {
  type FumblePenaltySpec,
  type KaiserCheckKind,
  type KaiserCheckSpec,
  type OpposedFumbleRule,
} from "../core/mechanics/types";
import { parsePenaltyFormula } from "../core/mechanics/penalty-formula";
import { kaiserCheckOdds } from "../core/odds/check-odds";
import { kaiserDifficultyOdds } from "../core/odds/difficulty-odds";
import { kaiserOpposedOdds } from "../core/odds/opposed-odds";
import { chartView, distributionPoints } from "../../../ui/odds/distribution-chart";
import { oddsMemo } from "../../../core/odds/odds-memo";
import { oddsRow, type DistributionSource, type OddsRow, type OddsView } from "../../../ui/odds/odds-view";
import type { IntDistribution } from "../../../core/odds/int-distribution";
import { formatDecimal } from "../../../ui/percent";
import { formatWith, type Translator } from "../../../ui/translator";
import type {
  DialogContext,
  DialogModelDefinition,
  DialogSettings,
  FormValues,
  NoteView,
} from "../../../ui/dialogs/dialog-types";
import type { KaiserDialogMode, KaiserDialogSpec } from "./types";
import { assembleView, note, startBuild } from "../../../ui/dialogs/dialog-view";
import { numberField, selectField, stepperField, type FieldFrame } from "../../../ui/dialogs/field-views";

/**
 * Kaiser: a characteristic, skill or resistance check against a difficulty, against an opponent's value, or on
 * its own. Advantage and Disadvantage levels are entered apart and the net level is what is rolled; the method
 * (pool or sequential) is the world's.
 */

const KINDS: readonly KaiserCheckKind[] = ["characteristic", "skill", "resistance"];
const MODES: readonly KaiserDialogMode[] = ["difficulty", "opposed", "none"];

const KIND_LABELS = [
  ["characteristic", "INDIE_DICE.Dialog.Kaiser.Kinds.Characteristic"],
  ["skill", "INDIE_DICE.Dialog.Kaiser.Kinds.Skill"],
  ["resistance", "INDIE_DICE.Dialog.Kaiser.Kinds.Resistance"],
] as const;

const MODE_LABELS = [
  ["difficulty", "INDIE_DICE.Dialog.Kaiser.Modes.Difficulty"],
  ["opposed", "INDIE_DICE.Dialog.Kaiser.Modes.Opposed"],
  ["none", "INDIE_DICE.Dialog.Kaiser.Modes.None"],
] as const;

const METHOD_LABELS = {
  pool: "INDIE_DICE.Settings.Choice.Pool",
  sequential: "INDIE_DICE.Settings.Choice.Sequential",
} as const;

const DEFAULT_DIFFICULTY = 10;

function defaults(_settings: DialogSettings): FormValues {
  return {
    kind: "skill",
    bonus: 0,
    advantages: 0,
    disadvantages: 0,
    mode: "difficulty",
    difficulty: DEFAULT_DIFFICULTY,
    opponent: 0,
  };
}

function formFromSpec(spec: Partial<KaiserDialogSpec>, settings: DialogSettings): FormValues {
  const form = defaults(settings);
  if (spec.kind !== undefined) form.kind = spec.kind;
  if (spec.bonus !== undefined) form.bonus = spec.bonus;
  if (spec.advantage !== undefined) {
    form.advantages = Math.max(0, spec.advantage);
    form.disadvantages = Math.max(0, -spec.advantage);
  }
  if (spec.difficulty !== undefined) {
    form.mode = "difficulty";
    form.difficulty = spec.difficulty;
  } else if (spec.opponent !== undefined) {
    form.mode = "opposed";
    form.opponent = spec.opponent;
  } else if (Object.keys(spec).length > 0) {
    // A spec without a difficulty or an opponent is a plain check (as `KaiserRoll.fromCheck` reads it).
    form.mode = "none";
  }
  return form;
}

function build(form: FormValues, context: DialogContext) {
  const frame = startBuild("kaiser", form, defaults(context.settings), context);
  const { reader } = frame;
  const kind = reader.choice("kind", KINDS, "skill");
  const bonus = reader.integer("bonus", KAISER_LIMITS.kaiserValue);
  const takesAdvantage = kind !== "characteristic";
  const advantages = takesAdvantage ? reader.integer("advantages", KAISER_LIMITS.kaiserAdvantageLevels) : 0;
  const disadvantages = takesAdvantage ? reader.integer("disadvantages", KAISER_LIMITS.kaiserAdvantageLevels) : 0;
  const mode = context.inContest ? "none" : reader.choice("mode", MODES, "difficulty");
  const difficulty = mode === "difficulty" ? reader.integer("difficulty", KAISER_LIMITS.kaiserDifficulty) : undefined;
  const opponent =
    mode === "opposed"
      ? reader.integer("opponent", KAISER_LIMITS.kaiserValue, 0, "INDIE_DICE.Dialog.Kaiser.OpponentError")
      : undefined;
  const method = context.settings.kaiserAdvantageMethod;
  const advantage = advantages - disadvantages;
  reader.check("kind", () => normalizeCheckSpec({ kind, bonus, advantage, method }));
  const spec: KaiserDialogSpec = {
    kind,
    bonus,
    advantage,
    method,
    ...(difficulty === undefined ? {} : { difficulty }),
    ...(opponent === undefined ? {} : { opponent }),
  };
  return assembleView("kaiser", frame, context, {
    fields: kaiserFields(frame, takesAdvantage, mode).filter(
      (field) => !context.inContest || !LONE_ROLL_FIELDS.has(field.name),
    ),
    notes: kaiserNotes(frame.i18n, takesAdvantage, advantage, method),
    spec,
    odds: (checked) => kaiserOdds(context, checked),
  });
}

function kaiserFields(frame: FieldFrame, takesAdvantage: boolean, mode: KaiserDialogMode) {
  const stepperHint = takesAdvantage ? null : "INDIE_DICE.Dialog.Kaiser.NoAdvantageOnCharacteristic";
  return [
    selectField(frame, "kind", "INDIE_DICE.Dialog.Kaiser.Kind", KIND_LABELS),
    numberField(frame, "bonus", "INDIE_DICE.Dialog.Kaiser.Bonus", KAISER_LIMITS.kaiserValue, {
      hint: "INDIE_DICE.Dialog.Kaiser.BonusHint",
    }),
    stepperField(
      frame,
      "advantages",
      "INDIE_DICE.Dialog.Kaiser.Advantages",
      KAISER_LIMITS.kaiserAdvantageLevels,
      ADVANTAGE_STEPS,
      {
        disabled: !takesAdvantage,
        hint: stepperHint,
      },
    ),
    stepperField(
      frame,
      "disadvantages",
      "INDIE_DICE.Dialog.Kaiser.Disadvantages",
      KAISER_LIMITS.kaiserAdvantageLevels,
      DISADVANTAGE_STEPS,
      {
        disabled: !takesAdvantage,
        hint: stepperHint,
      },
    ),
    selectField(frame, "mode", "INDIE_DICE.Dialog.Kaiser.Mode", MODE_LABELS),
    numberField(frame, "difficulty", "INDIE_DICE.Dialog.Kaiser.Difficulty", KAISER_LIMITS.kaiserDifficulty, {
      disabled: mode !== "difficulty",
    }),
    numberField(frame, "opponent", "INDIE_DICE.Dialog.Kaiser.Opponent", KAISER_LIMITS.kaiserValue, {
      disabled: mode !== "opposed",
      hint: "INDIE_DICE.Dialog.Kaiser.OpponentHint",
    }),
  ];
}

/** What sets a lone check's opposition; a contest side has the other side instead. */
const LONE_ROLL_FIELDS: ReadonlySet<string> = new Set(["mode", "difficulty", "opponent"]);

const ADVANTAGE_STEPS = {
  down: "INDIE_DICE.Dialog.Kaiser.FewerAdvantages",
  up: "INDIE_DICE.Dialog.Kaiser.MoreAdvantages",
};
const DISADVANTAGE_STEPS = {
  down: "INDIE_DICE.Dialog.Kaiser.FewerDisadvantages",
  up: "INDIE_DICE.Dialog.Kaiser.MoreDisadvantages",
};

/**
 * The level the dice are rolled at: "Rolled at A2", "Rolled at D1", or a sentence of its own for none — a phrase
 * for "no level" set into the sentence of a level reads wrongly in most languages ("Rolled at no Advantage").
 */
function kaiserLevelNote(i18n: Translator, net: number): string {
  if (net === 0) return i18n.localize("INDIE_DICE.Dialog.Kaiser.NetLevelNone");
  const level =
    net > 0
      ? formatWith(i18n, "INDIE_DICE.Dialog.Kaiser.LevelAdvantage", { n: net })
      : formatWith(i18n, "INDIE_DICE.Dialog.Kaiser.LevelDisadvantage", { n: -net });
  return formatWith(i18n, "INDIE_DICE.Dialog.Kaiser.NetLevel", { level });
}

function kaiserNotes(
  i18n: Translator,
  takesAdvantage: boolean,
  net: number,
  method: keyof typeof METHOD_LABELS,
): NoteView[] {
  if (!takesAdvantage) return [];
  return [
    note("level", kaiserLevelNote(i18n, net)),
    note(
      "method",
      formatWith(i18n, "INDIE_DICE.Dialog.Kaiser.Method", { method: i18n.localize(METHOD_LABELS[method]) }),
    ),
  ];
}

/* -------------------------------------------- */
/*  Odds                                        */
/* -------------------------------------------- */

const ODDS_CACHE = 32;
const difficultyOdds = oddsMemo(ODDS_CACHE, (spec: KaiserCheckSpec, difficulty: number) =>
  kaiserDifficultyOdds(spec, difficulty),
);
const checkOdds = oddsMemo(ODDS_CACHE, (spec: KaiserCheckSpec) => kaiserCheckOdds(spec));
const opposedOdds = oddsMemo(
  ODDS_CACHE,
  (attacker: KaiserCheckSpec, defender: KaiserCheckSpec, penalty: FumblePenaltySpec, fumbleRule: OpposedFumbleRule) =>
    kaiserOpposedOdds(attacker, defender, penalty, fumbleRule),
);

/** What the world's reading of a Fumble does to the chances above it (docs/rulings.md "Kaiser"). */
const FUMBLE_RULE_NOTES: Readonly<Record<OpposedFumbleRule, string>> = {
  loses: "INDIE_DICE.Dialog.Kaiser.Odds.FumbleLoses",
  compared: "INDIE_DICE.Dialog.Kaiser.Odds.FumbleCompared",
};

function kaiserOdds(context: DialogContext, spec: KaiserDialogSpec): OddsView {
  const check: KaiserCheckSpec = { kind: spec.kind, bonus: spec.bonus, advantage: spec.advantage, method: spec.method };
  if (spec.difficulty !== undefined) return againstDifficulty(context.i18n, check, spec.difficulty);
  if (spec.opponent !== undefined) return againstOpponent(context, check, spec.opponent);
  return plainCheck(context.i18n, check);
}

/**
 * P(Fumble) and P(Open Roll) exist for skill checks only. They are facts about your roll, not outcomes of the check
 * or the contest (a Fumble is already counted in the failure, an Open Roll in the totals): listed apart.
 */
function skillRows(i18n: Translator, spec: KaiserCheckSpec, pFumble: number, pOpenRoll: number): OddsRow[] {
  if (spec.kind !== "skill") return [];
  return [
    oddsRow(i18n, "fumble", i18n.localize("INDIE_DICE.Dialog.Kaiser.Odds.Fumble"), pFumble, { fact: true }),
    oddsRow(i18n, "open-roll", i18n.localize("INDIE_DICE.Dialog.Kaiser.Odds.OpenRoll"), pOpenRoll, { fact: true }),
  ];
}

/** Every total, a Fumble ranked below them all (it fails whatever the total: the totals leave it out). */
function totalsSource(
  i18n: Translator,
  spec: KaiserCheckSpec,
  totals: IntDistribution,
  pFumble: number,
): DistributionSource {
  const fumble =
    spec.kind === "skill"
      ? [{ label: i18n.localize("INDIE_DICE.Dialog.Kaiser.Odds.Fumble"), probability: pFumble }]
      : [];
  // A 12 rolls on: the tail the engine cuts lies above every total.
  return {
    subject: i18n.localize("INDIE_DICE.Dialog.Kaiser.Odds.Total"),
    below: fumble,
    values: totals,
    above: [],
    cutAbove: true,
  };
}

function againstDifficulty(i18n: Translator, spec: KaiserCheckSpec, difficulty: number): OddsView {
  const odds = difficultyOdds(spec, difficulty);
  const notes: string[] = [];
  if (odds.pSuccess > 0) {
    notes.push(
      formatWith(i18n, "INDIE_DICE.Dialog.Kaiser.Odds.ExpectedDoS", {
        value: formatDecimal(odds.expectedDoSOnSuccess, i18n),
      }),
    );
  }
  if (odds.pFailure > 0) {
    notes.push(
      formatWith(i18n, "INDIE_DICE.Dialog.Kaiser.Odds.ExpectedDoF", {
        value: formatDecimal(odds.expectedDoFOnFailure, i18n),
      }),
    );
  }
  if (spec.kind === "skill") notes.push(i18n.localize("INDIE_DICE.Dialog.Kaiser.Odds.ChartWithoutFumbles"));
  const meaning = formatWith(i18n, "INDIE_DICE.Dialog.Kaiser.Odds.SuccessMeaning", { difficulty });
  return {
    heading: formatWith(i18n, "INDIE_DICE.Dialog.Kaiser.Odds.DifficultyHeading", { difficulty }),
    rows: [
      // One side's figure may be 1 in floats though the other can happen (22 dice all ones): each knows the other.
      oddsRow(i18n, "success", i18n.localize("INDIE_DICE.Dialog.Kaiser.Odds.Success"), odds.pSuccess, {
        known: { canFail: odds.pFailure > 0 },
      }),
      oddsRow(i18n, "failure", i18n.localize("INDIE_DICE.Dialog.Kaiser.Odds.Failure"), odds.pFailure, {
        known: { canFail: odds.pSuccess > 0 },
      }),
      ...skillRows(i18n, spec, odds.pFumble, odds.pOpenRoll),
    ],
    chart: chartView(
      i18n,
      distributionPoints(odds.totals, (total) => total >= difficulty),
      {
        subject: i18n.localize("INDIE_DICE.Dialog.Kaiser.Odds.Total"),
        highlightMeaning: meaning,
      },
    ),
    notes,
    distribution: totalsSource(i18n, spec, odds.totals, odds.pFumble),
  };
}

function againstOpponent(context: DialogContext, spec: KaiserCheckSpec, opponent: number): OddsView {
  const { i18n, settings } = context;
  const { penalty, penaltyNote } = worldPenalty(i18n, settings.kaiserFumblePenalty);
  // The opponent rolls the same kind of check, without Advantage: only their value is known here.
  const defender: KaiserCheckSpec = { kind: spec.kind, bonus: opponent, advantage: 0, method: spec.method };
  const fumbleRule = settings.kaiserOpposedFumble ?? DEFAULT_OPPOSED_FUMBLE_RULE;
  const odds = opposedOdds(spec, defender, penalty, fumbleRule);
  const shares = settings.kaiserTieRule === "roll-off" ? odds.rollOff : odds.defenderTakesTies;
  const check = checkOdds(spec);
  const tieKey =
    settings.kaiserTieRule === "roll-off"
      ? "INDIE_DICE.Dialog.Kaiser.Odds.TieRollOff"
      : "INDIE_DICE.Dialog.Kaiser.Odds.TieDefender";
  return {
    heading: formatWith(i18n, "INDIE_DICE.Dialog.Kaiser.Odds.OpposedHeading", { opponent }),
    rows: [
      oddsRow(i18n, "win", i18n.localize("INDIE_DICE.Dialog.Kaiser.Odds.Win"), shares.attacker),
      oddsRow(i18n, "lose", i18n.localize("INDIE_DICE.Dialog.Kaiser.Odds.Lose"), shares.defender),
      // Tied totals are no third outcome: they are part of the rows above (the defender's, or shared by a roll-off).
      oddsRow(i18n, "tie", i18n.localize(tieKey), odds.pTie, { part: true }),
      ...skillRows(i18n, spec, check.pFumble, check.pOpenRoll),
    ],
    // The check's own totals, not the opposed totals: a Fumble's max(0, value − penalty) can lie a million away
    // from the other totals, and the chart must stay as cheap as the figures.
    chart: chartView(i18n, distributionPoints(check.totals), {
      subject: i18n.localize("INDIE_DICE.Dialog.Kaiser.Odds.YourTotal"),
      highlightMeaning: null,
    }),
    distribution: totalsSource(i18n, spec, check.totals, check.pFumble),
    notes: [
      i18n.localize("INDIE_DICE.Dialog.Kaiser.Odds.OpponentAssumed"),
      ...(spec.kind === "skill" ? [i18n.localize("INDIE_DICE.Dialog.Kaiser.Odds.ChartWithoutFumbles")] : []),
      // Either side may fumble on a skill check; only then does the reading change a figure.
      ...(spec.kind === "skill" ? [i18n.localize(FUMBLE_RULE_NOTES[fumbleRule])] : []),
      ...penaltyNote,
    ],
  };
}

/** The world's opposed-Fumble penalty; a formula that does not parse falls back to 2d6 and says so. */
function worldPenalty(i18n: Translator, formula: string): { penalty: FumblePenaltySpec; penaltyNote: string[] } {
  try {
    return { penalty: parsePenaltyFormula(formula), penaltyNote: [] };
  } catch {
    return {
      penalty: DEFAULT_FUMBLE_PENALTY,
      penaltyNote: [formatWith(i18n, "INDIE_DICE.Dialog.Kaiser.Odds.PenaltyFallback", { formula })],
    };
  }
}

function plainCheck(i18n: Translator, spec: KaiserCheckSpec): OddsView {
  const odds = checkOdds(spec);
  const mean = odds.totals.mean() + (odds.fumbleTotal ?? 0) * odds.pFumble;
  return {
    heading: i18n.localize("INDIE_DICE.Dialog.Kaiser.Odds.PlainHeading"),
    rows: skillRows(i18n, spec, odds.pFumble, odds.pOpenRoll),
    chart: chartView(i18n, distributionPoints(odds.totals), {
      subject: i18n.localize("INDIE_DICE.Dialog.Kaiser.Odds.Total"),
      highlightMeaning: null,
    }),
    distribution: totalsSource(i18n, spec, odds.totals, odds.pFumble),
    notes: [
      formatWith(i18n, "INDIE_DICE.Dialog.Kaiser.Odds.Mean", { value: formatDecimal(mean, i18n) }),
      ...(spec.kind === "skill" ? [i18n.localize("INDIE_DICE.Dialog.Kaiser.Odds.ChartWithoutFumbles")] : []),
    ],
  };
}

/** Against a difficulty, the chance of success; against an opponent, the chance to win; a plain check, none. */
function chance(spec: KaiserDialogSpec, context: DialogContext): OddsRow | null {
  const { i18n, settings } = context;
  const check: KaiserCheckSpec = { kind: spec.kind, bonus: spec.bonus, advantage: spec.advantage, method: spec.method };
  if (spec.difficulty !== undefined) {
    const odds = difficultyOdds(check, spec.difficulty);
    return oddsRow(i18n, "success", i18n.localize("INDIE_DICE.Dialog.Kaiser.Odds.Success"), odds.pSuccess, {
      known: { canFail: odds.pFailure > 0 },
    });
  }
  if (spec.opponent === undefined) return null;
  const defender: KaiserCheckSpec = { kind: check.kind, bonus: spec.opponent, advantage: 0, method: check.method };
  const odds = opposedOdds(
    check,
    defender,
    worldPenalty(i18n, settings.kaiserFumblePenalty).penalty,
    settings.kaiserOpposedFumble ?? DEFAULT_OPPOSED_FUMBLE_RULE,
  );
  const shares = settings.kaiserTieRule === "roll-off" ? odds.rollOff : odds.defenderTakesTies;
  return oddsRow(i18n, "win", i18n.localize("INDIE_DICE.Dialog.Kaiser.Odds.Win"), shares.attacker);
}

/** A fixed difficulty or opponent sets *Against* too, or the roller could turn the check against something else. */
const SPEC_FIELDS = {
  advantage: ["advantages", "disadvantages"],
  difficulty: ["mode", "difficulty"],
  opponent: ["mode", "opponent"],
};

/**
 * A roll fixed with its Advantage method (a contest side's), or made again, keeps it, even after the world's setting
 * changed; a roll made again against an opponent keeps the opposed rules it saved with the opponent's value.
 */
function settingsOf(fixed: Readonly<Record<string, unknown>>): Partial<DialogSettings> {
  const { method, opponent } = fixed;
  return {
    ...(method === "pool" || method === "sequential" ? { kaiserAdvantageMethod: method } : {}),
    ...opposedRulesOf(opponent),
  };
}

/** The opposed rules a roll saved with its opponent's value (each only when it is one Kaiser knows). */
function opposedRulesOf(opponent: unknown): Partial<DialogSettings> {
  if (typeof opponent !== "object" || opponent === null) return {};
  const { tieRule, fumbleRule, penalty } = opponent as Record<string, unknown>;
  return {
    ...(tieRule === "defender" || tieRule === "roll-off" ? { kaiserTieRule: tieRule } : {}),
    ...(fumbleRule === "loses" || fumbleRule === "compared" ? { kaiserOpposedFumble: fumbleRule } : {}),
    ...(typeof penalty === "string" ? { kaiserFumblePenalty: penalty } : {}),
  };
}

export const kaiserDialogModel: DialogModelDefinition<"kaiser"> = {
  defaults,
  formFromSpec,
  build,
  chance,
  specFields: SPEC_FIELDS,
  settingsOf,
};
