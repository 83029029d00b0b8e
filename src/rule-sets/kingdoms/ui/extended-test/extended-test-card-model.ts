import type { ExtendedPhase, ExtendedTestCardState } from "../../core/extended-test/extended-test-state";
import { extendedTestOdds, type ExtendedOddsInput } from "../../core/extended-test/extended-test-odds";
import { extendedTargetReachable, foldExtendedTest } from "../../core/extended-test/extended-test-state";
import { cardBanner } from "../../../../ui/roll-cards/banner";
import { plain, signed } from "../../../../ui/roll-cards/card-text";
import type { CardBanner, CardOdds, CardTone } from "../../../../ui/roll-cards/card-view";
import { oddsLine } from "../../../../ui/roll-cards/odds-line";
import { oddsMemo } from "../../../../core/odds/odds-memo";
import { formatCount, formatWith, pluralKey, type Translator } from "../../../../ui/translator";
import { disabledReason } from "../../../../ui/roll-cards/disabled-reason";

/** The `data-action` names of the extended test card's buttons. */
export const EXTENDED_TEST_ACTIONS = {
  roll: "indie-dice-extended-roll",
  end: "indie-dice-extended-end",
} as const;

type ExtendedTestAct = { readonly kind: "roll" } | { readonly kind: "end" };

interface ExtendedButton {
  readonly action: string;
  readonly label: string;
  readonly icon: string;
  readonly disabled: boolean;
  /** Why it is disabled for this viewer (its tooltip); null when it is not. */
  readonly reason: string | null;
}

interface ExtendedRoundView {
  readonly round: string;
  readonly faces: string;
  readonly margin: string;
  readonly failed: string;
  readonly pool: string;
  readonly running: string;
  /** The round's roll is hidden from the viewer: its cells show "?". */
  readonly hidden: boolean;
}

export interface ExtendedTestCardView {
  readonly title: string;
  readonly rollerName: string;
  readonly setup: string;
  readonly pool: string;
  readonly runningMargin: string;
  readonly rounds: string;
  readonly history: readonly ExtendedRoundView[];
  /** Where the test stands, in words with an icon. */
  readonly banner: CardBanner;
  readonly phase: ExtendedPhase;
  /** The chance of reaching the target from here; null once the test is decided. */
  readonly odds: CardOdds | null;
  /** The chance the test had before the rolls, labelled so; null before any round (it is then `odds`). */
  readonly oddsBeforeRolls: CardOdds | null;
  readonly rollButton: ExtendedButton | null;
  readonly endButton: ExtendedButton | null;
  readonly labels: {
    readonly history: string;
    readonly round: string;
    readonly faces: string;
    readonly margin: string;
    readonly failed: string;
    readonly pool: string;
    readonly running: string;
    readonly hiddenRound: string;
  };
}

interface ExtendedTestCardInput {
  readonly state: ExtendedTestCardState;
  /** Each recorded round's faces, in order (re-judged from each round's message). */
  readonly faces: readonly (readonly number[])[];
  readonly mayAct: (act: ExtendedTestAct) => boolean;
  /**
   * May the viewer see round `index`'s roll (Foundry's blind and private rolls)? Default: every round. A hidden
   * round shows as rolled, and so does every figure that depends on it: its dice and margin, the pool and running
   * margin from it on, the test's standing and its chance; the rounds around it keep what is their own.
   */
  readonly mayView?: (index: number) => boolean;
}

const K = "INDIE_DICE.ExtendedTest";

const PHASE_TONES: Readonly<Record<ExtendedPhase, CardTone>> = {
  rolling: "neutral",
  succeeded: "success",
  roundsOver: "failure",
  exhausted: "failure",
  // Out of reach is a failure already; the card stays open only for the GM to end it.
  unreachable: "failure",
  ended: "neutral",
};

export function extendedTestCardModel(input: ExtendedTestCardInput, i18n: Translator): ExtendedTestCardView {
  const { state } = input;
  const progress = foldExtendedTest(state, input.faces);
  const { test, phase } = progress;
  const visible = test.history.map((_, index) => input.mayView?.(index) ?? true);
  const firstHidden = visible.indexOf(false);
  const concealing = firstHidden >= 0;
  const rolling = phase === "rolling";
  const data = {
    margin: signed(test.runningMargin, i18n),
    target: signed(state.targetMargin, i18n),
    pool: test.pool,
    dice: progress.nextDice,
    left: progress.roundsLeft,
    round: test.history.length,
    rounds: state.maxRounds,
  };
  const hidden = i18n.localize(`${K}.Hidden`);
  const odds =
    rolling && !concealing
      ? reachOdds(i18n, oddsInputOf(state, test.pool, test.runningMargin, progress.roundsLeft))
      : null;
  // A viewer barred from a round sees the Roll and End buttons only where they may press them, and by what they
  // may see: the test is open and has rounds left by its count — never by whether the hidden round ended it.
  const mightGoOn = state.status === "open" && test.history.length < state.maxRounds;
  const showRoll = concealing ? mightGoOn && input.mayAct({ kind: "roll" }) : rolling;
  // Once the target is reached the test is decided: nothing is left to end. Out of reach, End is all it offers.
  const showEnd = concealing
    ? state.status === "open" && input.mayAct({ kind: "end" })
    : state.status === "open" && (rolling || phase === "unreachable");
  const reached = !concealing && test.runningMargin >= state.targetMargin;
  return {
    title: i18n.localize(`${K}.Title`),
    rollerName: state.roller.name,
    setup: formatCount(i18n, `${K}.Setup`, state.maxRounds, {
      dt: state.dt,
      start: state.startingPool,
      replenish: state.replenish,
      target: signed(state.targetMargin, i18n),
    }),
    pool: concealing ? formatWith(i18n, `${K}.Pool.other`, { n: hidden }) : formatCount(i18n, `${K}.Pool`, test.pool),
    runningMargin: concealing
      ? formatWith(i18n, `${K}.RunningMargin`, { ...data, margin: hidden })
      : formatWith(i18n, reached ? `${K}.RunningMarginReached` : `${K}.RunningMargin`, data),
    rounds: formatWith(i18n, `${K}.Rounds`, data),
    history: test.history.map((roll, index) => {
      const own = visible[index]!;
      // From the first hidden round on, the pool and the running margin carry what it rolled.
      const carried = !concealing || index < firstHidden;
      return {
        round: plain(index + 1, i18n),
        faces: own ? roll.faces.join(", ") : hidden,
        margin: own ? signed(roll.margin, i18n) : hidden,
        failed: own ? plain(roll.failedDice, i18n) : hidden,
        pool: carried
          ? formatWith(i18n, `${K}.PoolChange`, {
              before: roll.poolBefore,
              after: roll.poolAfter,
              replenish: state.replenish,
            })
          : hidden,
        running: carried
          ? signed(
              test.history.slice(0, index + 1).reduce((sum, r) => sum + r.margin, 0),
              i18n,
            )
          : hidden,
        hidden: !own,
      };
    }),
    banner: concealing
      ? cardBanner(i18n, "neutral", i18n.localize(`${K}.Phase.Hidden`))
      : cardBanner(i18n, PHASE_TONES[phase], phaseText(i18n, phase, data)),
    phase: concealing ? "rolling" : phase,
    odds,
    oddsBeforeRolls: beforeTheRolls(i18n, state),
    rollButton: showRoll
      ? {
          action: EXTENDED_TEST_ACTIONS.roll,
          label: concealing ? i18n.localize(`${K}.RollNext`) : formatWith(i18n, `${K}.Roll`, data),
          icon: "fa-solid fa-dice",
          disabled: !input.mayAct({ kind: "roll" }),
          reason: disabledReason(i18n, !input.mayAct({ kind: "roll" }), "NotYours", { name: state.roller.name }),
        }
      : null,
    endButton: showEnd
      ? {
          action: EXTENDED_TEST_ACTIONS.end,
          label: i18n.localize(`${K}.End`),
          icon: "fa-solid fa-flag-checkered",
          disabled: !input.mayAct({ kind: "end" }),
          reason: disabledReason(i18n, !input.mayAct({ kind: "end" }), "GMEnds"),
        }
      : null,
    labels: {
      history: i18n.localize(`${K}.Labels.History`),
      round: i18n.localize(`${K}.Labels.Round`),
      faces: i18n.localize(`${K}.Labels.Faces`),
      margin: i18n.localize(`${K}.Labels.Margin`),
      failed: i18n.localize(`${K}.Labels.Failed`),
      pool: i18n.localize(`${K}.Labels.Pool`),
      running: i18n.localize(`${K}.Labels.Running`),
      hiddenRound: i18n.localize(`${K}.HiddenRound`),
    },
  };
}

/**
 * What a round's own roll message knows of the test: its round, its margin, and the running total where it may be seen.
 */
interface ExtendedRoundFacts {
  /** 0-based, as the round's flag names it. */
  readonly round: number;
  readonly margin: number;
  /** The running margin after this round; null where an earlier round is hidden from the viewer, or unreadable. */
  readonly running: number | null;
  readonly targetMargin: number;
  /**
   * Where the test stood as this round was due — its pool, running margin and rounds left, this one included — and
   * its DT and dice back; null where the running total is (an earlier round hidden from the viewer: the pool it left
   * would show through the chance).
   */
  readonly before: ExtendedOddsInput | null;
}

/**
 * A round's roll message's head: its headline, and the test's chance as the round was due in place of a basic test's.
 */
interface ExtendedRoundHeading {
  readonly banner: CardBanner;
  readonly oddsBefore: CardOdds | null;
}

/**
 * The head of a round's own roll message: a round of the Extended Test with its margin and the running total
 * ("Extended Test, round 2: margin +2; running margin +5 of target +8"), never a basic test's "Success — Margin +2";
 * and the chance that mattered as the round was due — to reach the target in the rounds left, this one included (the
 * card's own figure then) — never a basic test's "Before the roll: 43.6% to succeed". Reaching the target is said in
 * words and with the success tone; every other round is neutral.
 */
export function extendedRoundHeadline(i18n: Translator, facts: ExtendedRoundFacts): ExtendedRoundHeading {
  const data = { round: facts.round + 1, margin: signed(facts.margin, i18n), target: signed(facts.targetMargin, i18n) };
  const oddsBefore = facts.before === null ? null : reachOdds(i18n, facts.before, ROUND_REACH_KEYS);
  if (facts.running === null)
    return { banner: cardBanner(i18n, "neutral", formatWith(i18n, `${K}.RoundHeadline.Alone`, data)), oddsBefore };
  const reached = facts.running >= facts.targetMargin;
  const text = formatWith(i18n, `${K}.RoundHeadline.${reached ? "Reached" : "Running"}`, {
    ...data,
    running: signed(facts.running, i18n),
  });
  return { banner: cardBanner(i18n, reached ? "success" : "neutral", text), oddsBefore };
}

function capitalized(phase: ExtendedPhase): string {
  return phase[0]!.toUpperCase() + phase.slice(1);
}

/**
 * "In progress: margin +3 of +8, 2 rounds left" or "+8 can no longer be reached within 1 round" (the rounds left by
 * their plural), or how the test ended.
 */
function phaseText(
  i18n: Translator,
  phase: ExtendedPhase,
  data: Readonly<Record<string, string | number>> & { readonly left: number },
): string {
  const key = `${K}.Phase.${capitalized(phase)}`;
  return phase === "rolling" || phase === "unreachable"
    ? formatCount(i18n, key, data.left, data)
    : formatWith(i18n, key, data);
}

/** The words of a chance of reaching the target: from here (the card), or before a round (its roll message). */
interface ReachKeys {
  readonly reach: string;
  readonly unreachable: string;
}

const FROM_HERE_KEYS: ReachKeys = { reach: `${K}.Odds.Reach`, unreachable: `${K}.Odds.Unreachable` };
const ROUND_REACH_KEYS: ReachKeys = { reach: `${K}.Odds.RoundReach`, unreachable: `${K}.Odds.RoundUnreachable` };
/**
 * Before the rolls: on the card only while the target could be reached from the start (see `beforeTheRolls`); in
 * *Start an Extended Test* either way.
 */
const BEFORE_ROLLS_KEYS: ReachKeys = {
  reach: `${K}.Odds.BeforeRolls`,
  unreachable: `${K}.Odds.BeforeRollsUnreachable`,
};

/**
 * The chance of reaching the target, by the question: the card asks it again on every draw, and a round's message
 * asks the one the card asked as that round was due (docs/cards.md "What a card costs").
 */
const rememberedReach = oddsMemo(100, (question: ExtendedOddsInput) => extendedTestOdds(question).reach);

/** The exact chance of reaching the target from where a test stands (within the odds engine's 1e-12 truncation). */
function reachOdds(i18n: Translator, question: ExtendedOddsInput, keys: ReachKeys = FROM_HERE_KEYS): CardOdds {
  const reachable = extendedTargetReachable(question);
  return reachOddsLine(i18n, question, reachable ? rememberedReach(question) : 0, question.roundsLeft, reachable, keys);
}

/**
 * The chance before the rolls, once a round is recorded (before that it is the chance from here): it depends on no
 * roll, so every viewer gets it. None for a target the dice could never reach, which the chance from here says.
 */
function beforeTheRolls(i18n: Translator, state: ExtendedTestCardState): CardOdds | null {
  if (state.rounds.length === 0) return null;
  const question = oddsInputOf(state, state.startingPool, 0, state.maxRounds);
  return extendedTargetReachable(question) ? reachOdds(i18n, question, BEFORE_ROLLS_KEYS) : null;
}

/**
 * The chance *Start an Extended Test* shows as the GM types (docs/cards.md "Extended tests (Kingdoms and Rulers)"), for
 * the card it would post: the line the card shows before the rolls, or that the target is out of reach from the start
 * (the card then offers only to end the test).
 */
export function extendedStartChance(i18n: Translator, state: ExtendedTestCardState): string {
  return reachOdds(i18n, oddsInputOf(state, state.startingPool, 0, state.maxRounds), BEFORE_ROLLS_KEYS).text;
}

/** Where a test stands, as the odds engine asks it. */
function oddsInputOf(
  state: ExtendedTestCardState,
  pool: number,
  margin: number,
  roundsLeft: number,
): ExtendedOddsInput {
  return { pool, dt: state.dt, replenish: state.replenish, margin, targetMargin: state.targetMargin, roundsLeft };
}

/**
 * The card's words for a chance of reaching the target ("62.5% to reach +8 within 3 rounds"), for a caller that
 * worked the chance out elsewhere (the web calculator, off its page's thread).
 */
export function reachOddsLine(
  i18n: Translator,
  state: Pick<ExtendedTestCardState, "targetMargin">,
  reach: number,
  roundsLeft: number,
  reachable: boolean,
  keys: ReachKeys = FROM_HERE_KEYS,
): CardOdds {
  const data = { target: signed(state.targetMargin, i18n), n: roundsLeft };
  // A target the dice can no longer reach is certain, said in words rather than as a chance of "0.0%".
  if (!reachable) return { probability: 0, text: formatCount(i18n, keys.unreachable, roundsLeft, data) };
  // The engine may leave a far target at 0 (its truncation): a target the dice can still reach reads "<0.1%". A test
  // still short of its target can always miss it (every die a 1 lowers the margin), however near 1 the chance is.
  return oddsLine(i18n, pluralKey(i18n, keys.reach, roundsLeft), reach, data, { possible: reachable, canFail: true });
}

/** A round's roll names the round being rolled (counted from 1) of the test's rounds, and the GM's target. */
export function extendedRoundFlavor(i18n: Translator, state: ExtendedTestCardState): string {
  return formatWith(i18n, "INDIE_DICE.CardRoll.ExtendedTest", {
    name: state.roller.name,
    round: state.rounds.length + 1,
    rounds: state.maxRounds,
    target: signed(state.targetMargin, i18n),
  });
}
