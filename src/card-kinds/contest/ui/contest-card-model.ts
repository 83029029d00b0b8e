import { attackersOf, defenderOf, rollOf } from "../core/contest-participants";
import { contestPairingOdds, type PairingOddsEntry } from "../core/contest-odds";
import { contestAsSeen, contestChances, type ContestChances, type PairingChances } from "../core/contest-chances";
import { Contest, type PairingJudgement } from "../core/contest";
import { type PairingShares } from "../core/contest-rule";
import {
  type ContestParticipant,
  type ContestRolls,
  type ContestRollTypes,
  type ContestKindId,
  type ContestState,
} from "../core/contest-types";
import { contestKindOf } from "../core/contest-kinds";
import { IndieDiceError } from "../../../core/errors";
import { boundedMemo } from "../../../ui/roll-cards/bounded-memo";
import { jointOddsView } from "./joint-odds-model";
import type { JointOddsView } from "./joint-odds-view";
import { safeLuckLine, type CardLuck, type LuckField, type LuckOption } from "../../../ui/roll-cards/luck-line";
import { formatPercent } from "../../../ui/percent";
import { formatList } from "../../../ui/lists";
import { formatWith, type Translator } from "../../../ui/translator";
import {
  cardLabels,
  hiddenOutcome,
  outcomeView,
  pairingEffects,
  progressText,
  tieBreakButton,
} from "./contest-card-parts";
import { sideView } from "./contest-card-sides";
import type {
  ContestCardView,
  ContestOddsFigure,
  ContestPairingView,
  ContestRowChance,
  ContestSideView,
} from "./contest-card-view";
import { contestOf, uiContestKindOf } from "./contest-kind-views";

/**
 * A side of a card built with `showLuck`: where its roll fell in its own exact distribution (null until it may be
 * seen).
 */
type ContestSideWithLuck = ContestSideView & LuckField;

interface ContestCardInput extends LuckOption {
  readonly state: ContestState;
  /** Every recorded roll, judged again by the caller from its roll message. */
  readonly rolls: ContestRolls;
  /** Whether the viewing user may roll for a participant (its owners or a GM): the Foundry layer decides. */
  readonly mayRoll: (participantId: string) => boolean;
  /**
   * Whether the viewing user may see a participant's recorded roll — in Foundry its roll message's
   * `isContentVisible` (a blind roll, or one whispered to others, is not). Left out: every roll is seen.
   */
  readonly mayView?: (participantId: string) => boolean;
  /** Whether this client opened the card's details before (src/ui/roll-cards/details-memory.ts); folded by default. */
  readonly detailsOpen?: boolean;
}

/** A contest side's luck from its judged roll, by its rule set's own measure (`UiRuleSet.contestLuck`). */
export function contestRollLuck<R extends ContestKindId>(
  i18n: Translator,
  ruleSet: R,
  roll: ContestRollTypes[R],
): CardLuck | null {
  return safeLuckLine(i18n, () => uiContestKindOf(ruleSet).luck(roll));
}

/**
 * The contest card's view model: each side with its roll and total once in, the exact chance of every pairing
 * before the rolls, a Roll button per participant still to roll, and each pairing's tie-break steps and outcome.
 */
export function contestCardModel(input: ContestCardInput, i18n: Translator): ContestCardView {
  const { state, rolls, mayRoll } = input;
  const defender = defenderOf(state);
  const chances = safeChances(input);
  const before = new Map(
    (chances?.before.pairings ?? contestPairingOdds(state)).map((entry) => [entry.attackerId, entry]),
  );
  const given = new Map(
    chances?.pairings.filter((entry) => entry.given).map((entry) => [entry.attackerId, entry]) ?? [],
  );
  const side = (p: ContestParticipant): ContestSideWithLuck => {
    const roll = safeRoll(state, rolls, p.id);
    const view = sideView(i18n, state, p, roll, mayRoll, isHidden(input, p));
    if (input.showLuck !== true) return view;
    // Luck tells a roll apart as surely as its total does: none for a roll the viewer may not see.
    return { ...view, luck: roll === null || isHidden(input, p) ? null : contestRollLuck(i18n, state.ruleSet, roll) };
  };
  const attackers = attackersOf(state).map(side);
  const defenderView = side(defender);
  const progress = safeProgress(state, rolls);
  // A pending tie-break would tell a viewer who may not see a roll that the totals tie: every roll is in, no more.
  const concealsTie = progress?.stage === "tieBreaks" && state.participants.some((p) => isHidden(input, p));
  const labels = cardLabels(i18n);
  const contest = contestOf(state.ruleSet);
  return {
    ruleSet: state.ruleSet,
    ruleSetLabel: i18n.localize(contestKindOf(state.ruleSet).labelKey),
    title: contestCardTitle(i18n, state),
    status: state.status,
    statusText: progressText(i18n, state, concealsTie ? { stage: "ready" } : progress),
    rulesNote: contest.rulesNote(i18n, state),
    attackers,
    defender: defenderView,
    columns: [
      { side: "attacker", label: labels.attackers, participants: attackers },
      { side: "defender", label: labels.defender, participants: [defenderView] },
    ],
    pairings: attackersOf(state).map((attacker) =>
      pairingView(
        i18n,
        input,
        { attacker, defender },
        { before: before.get(attacker.id) ?? null, given: given.get(attacker.id) ?? null },
      ),
    ),
    ...safeJointViews(i18n, state, chances),
    details: { open: input.detailsOpen === true, summary: i18n.localize(`INDIE_DICE.Contest.Labels.Details`) },
    labels,
  };
}

/**
 * Rolls the viewer may not see (a blind roll, or one whispered to other users), as least surprising for a table
 * used to Foundry's own blind and private rolls:
 * - the side shows as rolled, its total as "?";
 * - while the card is open, a pairing with such a roll shows neither its outcome (the `concealed` tone; not
 *   `hidden`, a class Foundry's CSS hides) nor any step, tie-break button or effect that would give the roll away
 *   (a tie, a margin, a Score Range); the status line says every roll is in rather than that a tie-break is due;
 * - once the card is resolved, the outcome is the table's — like a GM announcing who won a blind roll — so the
 *   winner is shown, but still no total, step or effect of the hidden roll;
 * - the roll a viewer may see (its own, or a public one) keeps its line in the steps.
 * Only a recorded roll can be hidden: a side still to roll has nothing to hide.
 */
function isHidden(input: ContestCardInput, participant: ContestParticipant): boolean {
  return participant.messageId !== null && input.mayView !== undefined && !input.mayView(participant.id);
}

/**
 * The chances, worked out once per question: every client draws the card again on each render of the chat log,
 * and at the limits (OGS pools of real dice) the joint odds cost milliseconds. Keyed by what they depend on: the
 * contest as this viewer may know it (contestAsSeen), so two viewers who see the same rolls share them, and a roll
 * a viewer may not see changes nothing of theirs.
 */
const chancesMemo = boundedMemo<ContestChances>(100, (key) => {
  const seen = JSON.parse(key) as ReturnType<typeof contestAsSeen>;
  return contestChances(seen.state, seen.rolls);
});

/** The chances are a help, never a reason the card cannot be drawn: an unreadable spec leaves them out. */
function safeChances(input: ContestCardInput): ContestChances | null {
  try {
    return chancesMemo(JSON.stringify(contestAsSeen(input.state, input.rolls, (id) => input.mayView?.(id) ?? true)));
  } catch {
    return null;
  }
}

/**
 * Many against one: the chances given the rolls the viewer may see, and — once any is, until every pairing is
 * decided — the chances before the rolls beside them. None with one attacker, or when they cannot be worked out.
 */
function safeJointViews(
  i18n: Translator,
  state: ContestState,
  chances: ContestChances | null,
): { joint: JointOddsView | null; jointBefore: JointOddsView | null } {
  if (chances === null || state.participants.length <= 2) return { joint: null, jointBefore: null };
  // Every pairing decided: the outcomes say who won, and the block keeps the chances before the rolls alone,
  // labelled as such once any roll is in (they are no longer the card's chances).
  const given = chances.given && !chances.pairings.every((pairing) => pairing.decided);
  try {
    return {
      joint: jointOddsView(
        i18n,
        state,
        given ? chances.joint : chances.before.joint,
        given ? "given" : chances.given ? "before" : null,
      ),
      jointBefore: given ? jointOddsView(i18n, state, chances.before.joint) : null,
    };
  } catch {
    return { joint: null, jointBefore: null };
  }
}

/* A roll the card cannot read must not break the chat log: it shows as a problem on its pairing instead. */

function safeRoll(state: ContestState, rolls: ContestRolls, id: string) {
  try {
    return rollOf(state, rolls, id);
  } catch {
    return null;
  }
}

function safeProgress(state: ContestState, rolls: ContestRolls) {
  try {
    return new Contest(state).progress(rolls);
  } catch {
    return null;
  }
}

function safeJudgement(
  state: ContestState,
  rolls: ContestRolls,
  attackerId: string,
): PairingJudgement | IndieDiceError {
  try {
    return new Contest(state).judge(rolls, attackerId);
  } catch (error) {
    if (error instanceof IndieDiceError) return error;
    throw error;
  }
}

function oddsFigures(
  i18n: Translator,
  state: ContestState,
  names: { attacker: string; defender: string },
  odds: PairingShares,
): ContestOddsFigure[] {
  const figure = (key: ContestOddsFigure["key"], probability: number, text: string): ContestOddsFigure => ({
    key,
    probability,
    text: formatWith(i18n, text, {
      name: key === "defender" ? names.defender : names.attacker,
      percent: formatPercent(probability, i18n),
    }),
  });
  const figures = [
    figure("attacker", odds.attackerWins, "INDIE_DICE.Contest.Odds.Wins"),
    figure("defender", odds.defenderWins, "INDIE_DICE.Contest.Odds.Wins"),
  ];
  const neitherKey = contestOf(state.ruleSet).neitherOddsKey(state);
  if (neitherKey !== null) figures.push(figure("neither", odds.neither, neitherKey));
  return figures;
}

/** The row's short line of the figures: "32.2% vs 64.0% · stalemate 3.9%", each with its whole sentence. */
function rowChances(
  i18n: Translator,
  state: ContestState,
  figures: readonly ContestOddsFigure[],
  odds: PairingShares,
): ContestRowChance[] {
  const neitherKey = contestOf(state.ruleSet).neitherOddsKey(state);
  const short: Readonly<Record<ContestOddsFigure["key"], string>> = {
    attacker: formatPercent(odds.attackerWins, i18n),
    defender: formatPercent(odds.defenderWins, i18n),
    neither:
      neitherKey === null ? "" : formatWith(i18n, `${neitherKey}Short`, { percent: formatPercent(odds.neither, i18n) }),
  };
  const joiners: Readonly<Record<ContestOddsFigure["key"], string | null>> = {
    attacker: null,
    defender: i18n.localize("INDIE_DICE.Contest.Odds.VersusShort"),
    neither: "·",
  };
  return figures.map((figure) => ({
    ...figure,
    text: short[figure.key],
    label: figure.text,
    joiner: joiners[figure.key],
  }));
}

/**
 * A pairing's chances: before the rolls, and given the rolls the viewer may see (null until either side's is recorded).
 */
interface PairingEntries {
  readonly before: PairingOddsEntry | null;
  readonly given: PairingChances | null;
}

function pairingView(
  i18n: Translator,
  input: ContestCardInput,
  sides: { attacker: ContestParticipant; defender: ContestParticipant },
  entries: PairingEntries,
): ContestPairingView {
  const { attacker, defender } = sides;
  const odds = entries.before?.odds ?? null;
  const { state, rolls } = input;
  const names = { attacker: attacker.name, defender: defender.name };
  const judgement = safeJudgement(state, rolls, attacker.id);
  const rolledLines = [attacker, defender].flatMap((p) => {
    const roll = isHidden(input, p) ? null : safeRoll(state, rolls, p.id);
    return roll === null ? [] : [contestOf(state.ruleSet).sideLine(i18n, state, p.name, roll)];
  });
  const concealed = isHidden(input, attacker) || isHidden(input, defender);
  const judged = !(judgement instanceof IndieDiceError) && judgement.status !== "awaitingRolls";
  // A roll the viewer may not see keeps its pairing's steps, effects and button hidden; the outcome shows once
  // resolved.
  const shown = !(concealed && judged);
  const figures = odds === null ? [] : oddsFigures(i18n, state, names, odds);
  // Given the rolls the viewer may see (contestChances never reads another): none once the outcome says it.
  const now = entries.given === null || entries.given.decided ? null : entries.given.odds;
  const nowFigures = now === null ? [] : oddsFigures(i18n, state, names, now);
  const current = entries.given === null ? odds : now;
  return {
    attackerId: attacker.id,
    defenderId: defender.id,
    title: formatWith(i18n, "INDIE_DICE.Contest.Versus", names),
    odds: figures,
    oddsNote: oddsNote(i18n, entries.before),
    givenOdds: nowFigures,
    chances:
      judgement instanceof IndieDiceError || judged || current === null
        ? []
        : rowChances(i18n, state, entries.given === null ? figures : nowFigures, current),
    steps: shown ? [...rolledLines, ...judgementSteps(i18n, input, { attacker, defender }, judgement)] : rolledLines,
    outcome: shown || state.status === "resolved" ? outcomeView(i18n, state, names, judgement) : hiddenOutcome(i18n),
    tieBreakButton: shown ? tieBreakButton(i18n, input, attacker, defender, judgement) : null,
    effects:
      shown && !(judgement instanceof IndieDiceError) && judgement.status === "decided"
        ? pairingEffects(state, rolls, { attacker, defender }, judgement)
        : [],
  };
}

/** Why a pairing shows no odds, or that they rest on a roll somebody may still change. */
function oddsNote(i18n: Translator, entry: PairingOddsEntry | null): string | null {
  if (entry?.odds == null) return i18n.localize("INDIE_DICE.Contest.Odds.Unknown");
  return entry.proposed ? i18n.localize("INDIE_DICE.Contest.Odds.Proposed") : null;
}

function judgementSteps(
  i18n: Translator,
  input: ContestCardInput,
  sides: { attacker: ContestParticipant; defender: ContestParticipant },
  judgement: PairingJudgement | IndieDiceError,
): string[] {
  if (judgement instanceof IndieDiceError) return [];
  const contest = contestOf(input.state.ruleSet);
  if (judgement.status === "decided") {
    const names = { attacker: sides.attacker.name, defender: sides.defender.name };
    return contest.decisionSteps(i18n, input.state, names, judgement.outcome, judgement.detail);
  }
  if (judgement.status === "awaitingTieBreak") {
    const roll = safeRoll(input.state, input.rolls, sides.attacker.id);
    return roll === null ? [] : contest.tieSteps(i18n, input.state, roll);
  }
  return [];
}

/** The card's heading: a contest, or a Kaiser attack. */
function contestCardTitle(i18n: Translator, state: ContestState): string {
  return i18n.localize(contestOf(state.ruleSet).titleKey(state));
}

/**
 * The title of the card's pop-out window, which stands without the card's header beside it: what the card is and
 * who stands against whom, "Attack (Kaiser): Ilsa Brandt vs Grave Warden" — a bare "Attack" says neither. Only what
 * the card shows everyone: the names and the rule set.
 */
export function contestWindowTitle(i18n: Translator, state: ContestState): string {
  return formatWith(i18n, "INDIE_DICE.Contest.WindowTitle", {
    title: contestCardTitle(i18n, state),
    ruleSet: i18n.localize(contestKindOf(state.ruleSet).labelKey),
    attackers: formatList(
      attackersOf(state).map((attacker) => attacker.name),
      i18n,
    ),
    defender: defenderOf(state).name,
  });
}
