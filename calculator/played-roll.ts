/**
 * The playground's stand-in for Foundry's Roll classes: a dialog's request rolled with the core engine, kept as
 * its dice, and judged again into the module's own chat card each time it is shown (in the reader's language),
 * exactly as the Roll classes judge their saved dice on every render. Nothing judged is stored.
 */
import { CARD_ACTIONS, type CardView } from "../src/ui/cards";
import { awaitingFumbleLevel, kaiserCardModel, type KaiserJudgement } from "../src/rule-sets/kaiser/ui/card-model";
import { kingdomsCardModel } from "../src/rule-sets/kingdoms/ui/card-model";
import { kleptoCardModel } from "../src/rule-sets/klepto/ui/card-model";
import { ogsCardModel } from "../src/rule-sets/ogs/ui/card-model";
import { oldeCardModel } from "../src/rule-sets/olde/ui/card-model";
import type { DialogSettings, RollRequests, RuleSetId } from "../src/ui/dialogs";
import {
  DEFAULT_FUMBLE_PENALTY,
  FUMBLE_LEVEL_DICE,
  KAISER_DIE_FACES,
  judgeDifficulty,
  opposedSide,
  rollCheck,
  rollDifficultyCheck,
  type FumblePenaltySpec,
} from "../src/core/mechanics/kaiser";
import { parsePenaltyFormula } from "../src/core/mechanics/kaiser/penalty-formula";
import { rollBasicTest } from "../src/core/mechanics/kingdoms";
import { rollTest } from "../src/core/mechanics/klepto";
import {
  DEFAULT_MODIFIER_DIE,
  ogsActionDice,
  ogsCheckFormula,
  ogsCheckIncreases,
  rollActionCheck,
  rollActionDice,
  type DieRole,
} from "../src/core/mechanics/ogs";
import { oldeFoundryFormula, rollOlde } from "../src/core/mechanics/olde";
import { kaiserFormula, kingdomsFormula, kleptoFormula } from "../src/core/notation/rule-set-formulas";
import { parseRanges } from "../src/core/ranges";
import type { RandomSource } from "../src/core/random";
import type { ContestRoll } from "../src/core/contests/contests";
import type { Translator } from "../src/ui/translator";

/** What the playground's world settings hold: the dialogs' settings and how a Kaiser Fumble Level is rolled. */
export interface PlaygroundSettings extends DialogSettings {
  readonly kaiserFumbleLevel: "auto" | "separate";
}

/** A roll on the chat log: its card, and the follow-up its card may offer. */
export interface PlayedRoll {
  readonly ruleSet: RuleSetId;
  /** The chat card judged now from the kept dice, in the reader's language, with its luck line when asked. */
  card(i18n: Translator, flavor: string | null, showLuck: boolean): CardView;
  /** Runs a card's follow-up button (the Kaiser Fumble Level): the roll with it, or null when it has none. */
  followUp(action: string, source: RandomSource): PlayedRoll | null;
  /** The judged roll as a contest card reads it (a Kaiser Fumble brings its opposed penalty dice). */
  readonly contestRoll: ContestRoll;
}

type Roller<R extends RuleSetId> = (request: RollRequests[R], settings: PlaygroundSettings, source: RandomSource) => PlayedRoll;

const ROLLERS: { readonly [R in RuleSetId]: Roller<R> } = {
  kaiser: rollKaiser,
  ogs: rollOgs,
  kingdoms: rollKingdoms,
  klepto: rollKlepto,
  olde: rollOlde_,
};

/** Rolls a dialog's request with the core engine, as the rule set's Roll class does in Foundry. */
export function rollRequest<R extends RuleSetId>(ruleSet: R, request: RollRequests[R], settings: PlaygroundSettings, source: RandomSource): PlayedRoll {
  return (ROLLERS[ruleSet] as Roller<R>)(request, settings, source);
}

/** A contest side rolls as a lone roll does, but for what the contest adds (Foundry's `contestRollOptions`). */
const CONTEST_ROLLERS: { readonly [R in RuleSetId]: Roller<R> } = { ...ROLLERS, kaiser: rollKaiserContestSide };

/** Rolls one side of a contest with the core engine, as the rule set's Roll class does on a contest card. */
export function rollContestSide<R extends RuleSetId>(ruleSet: R, request: RollRequests[R], settings: PlaygroundSettings, source: RandomSource): PlayedRoll {
  return CONTEST_ROLLERS[ruleSet](request, settings, source);
}

/** A roll whose card needs nothing more than its judgment. */
function plainRoll(ruleSet: RuleSetId, contestRoll: ContestRoll, card: PlayedRoll["card"]): PlayedRoll {
  return { ruleSet, card, followUp: () => null, contestRoll };
}

/**
 * Kaiser, as the KaiserRoll posts it: a difficulty check (its Fumble Level rolled with it, or left to the card's
 * button), or a plain check — the opponent's value of an opposed check only shapes the dialog's odds.
 */
function rollKaiser(request: RollRequests["kaiser"], settings: PlaygroundSettings, source: RandomSource): PlayedRoll {
  const spec = { kind: request.kind, bonus: request.bonus, advantage: request.advantage, method: request.method };
  const formula = kaiserFormula(spec);
  const penalty = worldPenalty(settings);
  const kaiserRoll = (judged: KaiserJudgement, followUp: PlayedRoll["followUp"] = () => null): PlayedRoll => ({
    ruleSet: "kaiser",
    card: (i18n, flavor, showLuck) => kaiserCardModel({ formula, flavor, showLuck, judged, fumblePenalty: penalty }, i18n),
    followUp,
    contestRoll: { check: "check" in judged ? judged.check : judged, penaltyFaces: "penaltyFaces" in judged ? judged.penaltyFaces : [] },
  });
  const { difficulty } = request;
  if (difficulty === undefined) return kaiserRoll(rollCheck(source, spec));
  if (settings.kaiserFumbleLevel === "auto") return kaiserRoll(rollDifficultyCheck(source, spec, difficulty));
  const check = rollCheck(source, spec);
  return kaiserRoll(awaitingFumbleLevel(check, difficulty), (action, later) => {
    if (action !== CARD_ACTIONS.rollFumbleLevel || !check.fumble) return null;
    const faces = Array.from({ length: FUMBLE_LEVEL_DICE }, () => later.die(KAISER_DIE_FACES));
    return kaiserRoll(judgeDifficulty(check, difficulty, faces));
  });
}

/** The world's opposed-Fumble penalty; one that does not parse counts as the default 2d6, as in Foundry. */
function worldPenalty(settings: PlaygroundSettings): FumblePenaltySpec {
  try {
    return parsePenaltyFormula(settings.kaiserFumblePenalty);
  } catch {
    return DEFAULT_FUMBLE_PENALTY;
  }
}

/** OGS: an Action Check against its difficulty, or an open total; the real dice of each Die Increase shown. */
function rollOgs(request: RollRequests["ogs"], _settings: PlaygroundSettings, source: RandomSource): PlayedRoll {
  const dice = ogsActionDice(request);
  const { difficulty } = request;
  const judged = difficulty === undefined ? rollActionDice(dice, source) : rollActionCheck({ ...dice, difficulty }, source);
  const formula = ogsCheckFormula(request);
  const dieIncreases = ogsCheckIncreases(request).map((increase) => ({
    written: `1d${sizeOf(request, increase.target)}p${increase.stages}`,
    stages: increase.stages,
  }));
  return plainRoll("ogs", judged, (i18n, flavor, showLuck) => ogsCardModel({ formula, flavor, showLuck, judged, dieIncreases }, i18n));
}

function sizeOf(request: RollRequests["ogs"], role: DieRole = "modifier"): number {
  return role === "modifier" ? (request.modifier ?? DEFAULT_MODIFIER_DIE) : request[role];
}

/** K&R: the dice rolled from the pool against the DT, judged under the world's basic-test reading. */
function rollKingdoms(request: RollRequests["kingdoms"], settings: PlaygroundSettings, source: RandomSource): PlayedRoll {
  const judged = rollBasicTest(source, { ...request, rule: settings.kingdomsBasicRule });
  const formula = kingdomsFormula(request);
  return plainRoll("kingdoms", judged, (i18n, flavor, showLuck) => kingdomsCardModel({ formula, flavor, showLuck, judged }, i18n));
}

/** Kleptonomicon: the Test, its crits resolved before keeping, judged against its Score Ranges. */
function rollKlepto(request: RollRequests["klepto"], _settings: PlaygroundSettings, source: RandomSource): PlayedRoll {
  const ranges = request.ranges === undefined ? null : parseRanges(request.ranges);
  const judged = rollTest(source, request);
  const formula = kleptoFormula(request);
  return plainRoll("klepto", judged, (i18n, flavor, showLuck) => kleptoCardModel({ formula, flavor, showLuck, judged, ranges }, i18n));
}

/**
 * A Kaiser check as one side of a contest: a Fumble there costs the opposed penalty dice (the world's formula),
 * rolled with it and shown on its card.
 */
function rollKaiserContestSide(spec: RollRequests["kaiser"], settings: PlaygroundSettings, source: RandomSource): PlayedRoll {
  const penalty = worldPenalty(settings);
  const check = rollCheck(source, spec);
  const penaltyFaces = check.fumble ? Array.from({ length: penalty.number }, () => source.die(penalty.faces)) : [];
  const judged = check.fumble ? opposedSide(check, penaltyFaces, penalty) : check;
  const formula = kaiserFormula(spec);
  return {
    ruleSet: "kaiser",
    card: (i18n, flavor, showLuck) => kaiserCardModel({ formula, flavor, showLuck, judged, fumblePenalty: penalty }, i18n),
    followUp: () => null,
    contestRoll: { check, penaltyFaces },
  };
}

/** Dungeons of Olde: NdX±M, unlimited or not, against its target when it has one. */
function rollOlde_(request: RollRequests["olde"], _settings: PlaygroundSettings, source: RandomSource): PlayedRoll {
  const judged = rollOlde(request, source);
  const formula = oldeFoundryFormula(request);
  const target = request.target ?? null;
  return plainRoll("olde", judged, (i18n, flavor, showLuck) => oldeCardModel({ formula, flavor, showLuck, judged, target }, i18n));
}
