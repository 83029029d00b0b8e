import type { ExtendedPhase, ExtendedTestCardState } from "../../core/contests/extended-test";
import { extendedTestOdds, foldExtendedTest } from "../../core/contests/extended-test";
import { cardBanner } from "../cards/banner";
import { plain, signed } from "../cards/card-text";
import type { CardBanner, CardOdds, CardTone } from "../cards/card-view";
import { oddsLine } from "../cards/odds-line";
import { formatWith, type Translator } from "../translator";

/** The `data-action` names of the extended test card's buttons. */
export const EXTENDED_TEST_ACTIONS = {
  roll: "indie-dice-extended-roll",
  end: "indie-dice-extended-end",
} as const;

export type ExtendedTestAct = { readonly kind: "roll" } | { readonly kind: "end" };

export interface ExtendedButton {
  readonly action: string;
  readonly label: string;
  readonly icon: string;
  readonly disabled: boolean;
}

export interface ExtendedRoundView {
  readonly round: string;
  readonly faces: string;
  readonly margin: string;
  readonly failed: string;
  readonly pool: string;
  readonly running: string;
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
  };
}

export interface ExtendedTestCardInput {
  readonly state: ExtendedTestCardState;
  /** Each recorded round's faces, in order (re-judged from each round's message). */
  readonly faces: readonly (readonly number[])[];
  readonly mayAct: (act: ExtendedTestAct) => boolean;
}

const K = "INDIE_DICE.ExtendedTest";

const PHASE_TONES: Readonly<Record<ExtendedPhase, CardTone>> = {
  rolling: "neutral",
  succeeded: "success",
  roundsOver: "failure",
  exhausted: "failure",
  ended: "neutral",
};

export function extendedTestCardModel(input: ExtendedTestCardInput, i18n: Translator): ExtendedTestCardView {
  const { state } = input;
  const progress = foldExtendedTest(state, input.faces);
  const { test, phase } = progress;
  const rolling = phase === "rolling";
  const data = {
    margin: signed(test.runningMargin),
    target: signed(state.targetMargin),
    pool: test.pool,
    dice: progress.nextDice,
    left: progress.roundsLeft,
    round: test.history.length,
    rounds: state.maxRounds,
  };
  const odds = rolling ? oddsFrom(i18n, state, progress.test.pool, test.runningMargin, progress.roundsLeft) : null;
  return {
    title: i18n.localize(`${K}.Title`),
    rollerName: state.roller.name,
    setup: formatWith(i18n, `${K}.Setup`, { dt: state.dt, start: state.startingPool, replenish: state.replenish, target: signed(state.targetMargin), rounds: state.maxRounds }),
    pool: formatWith(i18n, `${K}.Pool`, data),
    runningMargin: formatWith(i18n, `${K}.RunningMargin`, data),
    rounds: formatWith(i18n, `${K}.Rounds`, data),
    history: test.history.map((roll, index) => ({
      round: String(index + 1),
      faces: roll.faces.join(", "),
      margin: signed(roll.margin),
      failed: plain(roll.failedDice),
      pool: formatWith(i18n, `${K}.PoolChange`, { before: roll.poolBefore, after: roll.poolAfter, replenish: state.replenish }),
      running: signed(test.history.slice(0, index + 1).reduce((sum, r) => sum + r.margin, 0)),
    })),
    banner: cardBanner(i18n, PHASE_TONES[phase], formatWith(i18n, `${K}.Phase.${capitalized(phase)}`, data)),
    phase,
    odds,
    rollButton: rolling
      ? { action: EXTENDED_TEST_ACTIONS.roll, label: formatWith(i18n, `${K}.Roll`, data), icon: "fa-solid fa-dice", disabled: !input.mayAct({ kind: "roll" }) }
      : null,
    endButton: state.status === "open" && (rolling || phase === "succeeded")
      ? { action: EXTENDED_TEST_ACTIONS.end, label: i18n.localize(`${K}.End`), icon: "fa-solid fa-flag-checkered", disabled: !input.mayAct({ kind: "end" }) }
      : null,
    labels: {
      history: i18n.localize(`${K}.Labels.History`),
      round: i18n.localize(`${K}.Labels.Round`),
      faces: i18n.localize(`${K}.Labels.Faces`),
      margin: i18n.localize(`${K}.Labels.Margin`),
      failed: i18n.localize(`${K}.Labels.Failed`),
      pool: i18n.localize(`${K}.Labels.Pool`),
      running: i18n.localize(`${K}.Labels.Running`),
    },
  };
}

function capitalized(phase: ExtendedPhase): string {
  return phase[0]!.toUpperCase() + phase.slice(1);
}

/** The exact chance of reaching the target from here (within the odds engine's 1e-12 truncation). */
function oddsFrom(i18n: Translator, state: ExtendedTestCardState, pool: number, margin: number, roundsLeft: number): CardOdds {
  const odds = extendedTestOdds({ pool, dt: state.dt, replenish: state.replenish, margin, targetMargin: state.targetMargin, roundsLeft });
  return oddsLine(i18n, `${K}.Odds.Reach`, odds.reach, { target: signed(state.targetMargin), left: roundsLeft });
}
