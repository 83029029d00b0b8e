import { findParticipant } from "../core/contest-participants";
import { tieBreakDie } from "../core/contest-tie-break";
import type { ContestProgress, PairingJudgement } from "../core/contest";
import { type ContestParticipant, type ContestRolls, type ContestState } from "../core/contest-types";
import type { IndieDiceError } from "../../../core/errors";
import { decidedWords } from "./contest-step-text";
import { formatList } from "../../../ui/lists";
import { formatWith, type Translator } from "../../../ui/translator";
import { disabledReason } from "../../../ui/roll-cards/disabled-reason";
import type { ContestButton, ContestCardLabels, ContestOutcomeView, ContestTone } from "./contest-card-view";
import type { ContestEffect } from "./rule-set-contest";
import { contestOf } from "./contest-kind-views";

/** The smaller pieces of the contest card: captions, status line, outcomes, buttons and effects. */

export const CONTEST_TIE_BREAK_ACTION = "indie-dice-contest-tie-break";

const KEY = "INDIE_DICE.Contest";

export function cardLabels(i18n: Translator): ContestCardLabels {
  const label = (name: string) => i18n.localize(`${KEY}.Labels.${name}`);
  return {
    attackers: label("Attackers"),
    defender: label("Defender"),
    pairings: label("Pairings"),
    odds: label("Odds"),
    given: label("Given"),
    chances: label("Chances"),
    steps: label("Steps"),
    effects: label("Effects"),
  };
}

/** What the card waits for, in one line; null progress means a recorded roll could not be read. */
export function progressText(i18n: Translator, state: ContestState, progress: ContestProgress | null): string {
  if (progress === null) return i18n.localize(`${KEY}.Status.Problem`);
  switch (progress.stage) {
    case "rolling": {
      const names = formatList(
        progress.waitingFor.map((id) => findParticipant(state, id).name),
        i18n,
      );
      return formatWith(i18n, `${KEY}.Status.Rolling`, { names });
    }
    case "tieBreaks":
      return i18n.localize(`${KEY}.Status.TieBreaks`);
    case "ready":
      return i18n.localize(`${KEY}.Status.Ready`);
    case "resolved":
      return i18n.localize(`${KEY}.Status.Resolved`);
  }
}

/** One icon shape per tone, so the outcome never rests on colour. */
const TONE_ICONS: Readonly<Record<ContestTone, string>> = {
  attacker: "fa-solid fa-hand-fist",
  defender: "fa-solid fa-shield-halved",
  neither: "fa-solid fa-equals",
  waiting: "fa-solid fa-hourglass-half",
  tieBreak: "fa-solid fa-scale-balanced",
  problem: "fa-solid fa-triangle-exclamation",
  concealed: "fa-solid fa-eye-slash",
};

/** A pairing's outcome while the viewer may not see one of its rolls (see contest-card-model.ts). */
export function hiddenOutcome(i18n: Translator): ContestOutcomeView {
  return outcome(i18n, "concealed", i18n.localize(`${KEY}.Outcome.Hidden`));
}

function outcome(i18n: Translator, tone: ContestTone, text: string): ContestOutcomeView {
  return { text, tone, icon: TONE_ICONS[tone], toneLabel: i18n.localize(`${KEY}.Tone.${tone}`) };
}

export function outcomeView(
  i18n: Translator,
  state: ContestState,
  names: { attacker: string; defender: string },
  judgement: PairingJudgement | IndieDiceError,
): ContestOutcomeView {
  if (!("status" in judgement)) return outcome(i18n, "problem", formatWith(i18n, judgement.key, judgement.data));
  switch (judgement.status) {
    case "awaitingRolls":
      return outcome(i18n, "waiting", i18n.localize(`${KEY}.Outcome.Waiting`));
    case "awaitingTieBreak":
      return outcome(i18n, "tieBreak", i18n.localize(`${KEY}.Awaiting.${judgement.need.kind}`));
    case "decided":
      // In its rule set's words where its steps say more than who won (RuleSetContest.decidedText).
      return outcome(
        i18n,
        judgement.outcome.winner,
        (contestOf(state.ruleSet).decidedText ?? decidedWords)(i18n, names, judgement.outcome),
      );
  }
}

/** The button that rolls a pairing's tie-break on the card; either side's owners (or a GM) may press it. */
export function tieBreakButton(
  i18n: Translator,
  input: { readonly state: ContestState; readonly mayRoll: (participantId: string) => boolean },
  attacker: ContestParticipant,
  defender: ContestParticipant,
  judgement: PairingJudgement | IndieDiceError,
): ContestButton | null {
  if (!("status" in judgement) || judgement.status !== "awaitingTieBreak" || input.state.status !== "open") return null;
  const kind = judgement.need.kind;
  const disabled = !(input.mayRoll(attacker.id) || input.mayRoll(defender.id));
  return {
    action: CONTEST_TIE_BREAK_ACTION,
    label: i18n.localize(`${KEY}.TieBreak.${kind}`),
    // Its rule set's tie-break die: a coin shows coins (the Kleptonomicon's toss), dice show dice.
    icon: tieBreakDie(kind) === "coin" ? "fa-solid fa-coins" : "fa-solid fa-dice",
    disabled,
    reason: disabledReason(i18n, disabled, "TieBreak", { attacker: attacker.name, defender: defender.name }),
  };
}

/** What a decided pairing sets off for each side, by its rule set (the Kleptonomicon's custom Score Ranges). */
export function pairingEffects(
  state: ContestState,
  rolls: ContestRolls,
  sides: { attacker: ContestParticipant; defender: ContestParticipant },
  judged: Extract<PairingJudgement, { status: "decided" }>,
): ContestEffect[] {
  return contestOf(state.ruleSet).effects(state, rolls, sides, judged.detail);
}
