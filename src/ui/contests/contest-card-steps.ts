import type { ContestParticipant, ContestRoll, ContestRollTypes, ContestState, PairingDetail, PairingOutcome } from "../../core/contests/contests";
import { opposedSide, type KaiserOpposedResult } from "../../core/mechanics/kaiser";
import type { OpposedResult as OgsOpposedResult, RolledTotal } from "../../core/mechanics/ogs";
import { compactJoin, plain, signed, sumExpression } from "../cards/card-text";
import { formatWith, type Translator } from "../translator";
import { comparedTotalText, scoreText } from "./contest-card-sides";

/**
 * The step-by-step account of a pairing: each side's roll, then every step of the tie rules that was needed
 * (the OGS chain one step per line), then what decided it.
 */

export interface PairingSides {
  readonly attacker: ContestParticipant;
  readonly defender: ContestParticipant;
}

const STEP = "INDIE_DICE.Contest.Step";

function step(i18n: Translator, name: string, data: Readonly<Record<string, string | number>> = {}): string {
  return formatWith(i18n, `${STEP}.${name}`, data);
}

/* -------------------------------------------- */
/*  Each side's roll                            */
/* -------------------------------------------- */

function kaiserSideLine(i18n: Translator, state: ContestState, name: string, roll: ContestRollTypes["kaiser"]): string {
  const side = opposedSide(roll.check, roll.penaltyFaces, state.rules.kaiserFumblePenalty);
  if (side.penalty !== null) return step(i18n, "KaiserFumble", { name, bonus: plain(roll.check.bonus), penalty: plain(side.penalty), total: plain(side.total) });
  const counted = [...roll.check.kept, ...roll.check.openRollDice];
  return step(i18n, "Total", { name, total: plain(side.total), expression: sumExpression(i18n, counted, roll.check.bonus) });
}

/** One line per side: the total it compares and how it came about. */
export function sideLine(i18n: Translator, state: ContestState, name: string, roll: ContestRoll): string {
  switch (state.ruleSet) {
    case "kaiser":
      return kaiserSideLine(i18n, state, name, roll as ContestRollTypes["kaiser"]);
    case "ogs": {
      const ogs = roll as RolledTotal;
      return step(i18n, "Total", { name, total: plain(ogs.total), expression: sumExpression(i18n, ogs.dice.map((die) => die.value), ogs.flatBonus) });
    }
    case "kingdoms": {
      const margin = roll as ContestRollTypes["kingdoms"];
      return step(i18n, "Margin", { name, margin: signed(margin.margin), dt: margin.dt, successes: margin.successes, failures: margin.failures });
    }
    case "klepto":
      return step(i18n, "Score", { name, score: scoreText(roll as ContestRollTypes["klepto"]) });
    case "olde": {
      const olde = roll as ContestRollTypes["olde"];
      const throws = olde.dice.flatMap((die) => die.throws);
      return step(i18n, "Total", { name, total: plain(olde.total), expression: sumExpression(i18n, throws, olde.adjustment) });
    }
  }
}

/* -------------------------------------------- */
/*  What decided it                             */
/* -------------------------------------------- */

function rounds(i18n: Translator, pairs: readonly (readonly [number, number])[]): string {
  return compactJoin(i18n, pairs.map(([attacker, defender]) => step(i18n, "Round", { attacker, defender })), ", ");
}

function kaiserRounds(faces: readonly number[]): [number, number][] {
  return Array.from({ length: faces.length / 2 }, (_, round) => [faces[2 * round]!, faces[2 * round + 1]!]);
}

function kaiserSteps(i18n: Translator, result: KaiserOpposedResult, outcome: PairingOutcome, names: Names): string[] {
  const tie = step(i18n, "TieAt", { total: plain(result.attacker.total) });
  const lines: string[] = [];
  if (outcome.decidedBy === "total") lines.push(higherTotal(i18n, names, outcome, result.attacker.total, result.defender.total));
  if (outcome.decidedBy === "defenderTakesTie") lines.push(tie, step(i18n, "DefenderTakesTie", { name: names.defender }));
  if (outcome.decidedBy === "attackTie") lines.push(tie, step(i18n, "AttackTie"));
  if (outcome.decidedBy === "rollOff" && result.rollOff) {
    const key = result.rollOff.capped ? "RollOffCappedDefender" : "RollOff";
    lines.push(tie, step(i18n, key, { rounds: rounds(i18n, kaiserRounds(result.rollOff.faces)), name: winnerName(names, outcome) }));
  }
  if (outcome.counterAllowed) lines.push(step(i18n, "MayCounter", { name: names.defender }));
  return lines;
}

function sortedHighToLow(values: readonly number[], prefix = ""): string {
  return [...values].sort((a, b) => b - a).map((value) => `${prefix}${value}`).join(" ");
}

/** The OGS chain one step per line, down to the step that decided it. */
function ogsSteps(i18n: Translator, result: OgsOpposedResult, outcome: PairingOutcome, names: Names): string[] {
  if (outcome.decidedBy === "total") return [higherTotal(i18n, names, outcome, result.a.total, result.b.total)];
  const values = { attacker: sortedHighToLow(result.a.dice.map((die) => die.value)), defender: sortedHighToLow(result.b.dice.map((die) => die.value)) };
  const sizes = { attacker: sortedHighToLow(result.a.dice.map((die) => die.faces), "d"), defender: sortedHighToLow(result.b.dice.map((die) => die.faces), "d") };
  const name = winnerName(names, outcome);
  const lines = [step(i18n, "TieAt", { total: plain(result.a.total) })];
  if (outcome.decidedBy === "values") return [...lines, step(i18n, "Values", { ...values, name })];
  lines.push(step(i18n, "ValuesTie", { values: values.attacker }));
  if (outcome.decidedBy === "sizes") return [...lines, step(i18n, "Sizes", { ...sizes, name })];
  lines.push(step(i18n, "SizesTie", { sizes: sizes.attacker }));
  return [...lines, step(i18n, result.capped ? "RollOffCapped" : "RollOff", { rounds: rounds(i18n, result.rollOffs), name })];
}

function kingdomsSteps(i18n: Translator, outcome: PairingOutcome, names: Names, active: string): string[] {
  if (outcome.decidedBy === "activeBelowZero") return [step(i18n, "ActiveShort", { name: active, winner: winnerName(names, outcome) })];
  if (outcome.decidedBy === "equalMargins") return [step(i18n, "EqualMargins")];
  return [step(i18n, "HigherMargin", { name: winnerName(names, outcome) })];
}

function kleptoSteps(i18n: Translator, detail: Extract<PairingDetail, { ruleSet: "klepto" }>, outcome: PairingOutcome, names: Names): string[] {
  const name = winnerName(names, outcome);
  const { result } = detail;
  if (outcome.decidedBy === "coin") {
    const coin = i18n.localize(`INDIE_DICE.Contest.Coin.${result.tieCoin}`);
    return [step(i18n, "Coin", { score: scoreText(result.a), coin, name })];
  }
  if (outcome.decidedBy === "critical") {
    const winner = outcome.winner === "attacker" ? result.a : result.b;
    return [step(i18n, winner.crit === "success" ? "CritBeats" : "CritLoses", { name })];
  }
  return [step(i18n, "HigherScore", { name })];
}

function oldeSteps(i18n: Translator, detail: Extract<PairingDetail, { ruleSet: "olde" }>, outcome: PairingOutcome, names: Names): string[] {
  const { result, rollOff } = detail;
  if (outcome.decidedBy === "total") return [higherTotal(i18n, names, outcome, result.first.total, result.second.total)];
  const lines = [step(i18n, "Stalemate", { total: plain(result.first.total) })];
  if (rollOff) {
    const name = rollOff.winner === null ? "" : rollOff.winner === "attacker" ? names.attacker : names.defender;
    lines.push(step(i18n, rollOff.capped ? "RollOffCapped" : "RollOffAhead", { rounds: rounds(i18n, rollOff.rounds), name }));
  }
  return lines;
}

interface Names {
  readonly attacker: string;
  readonly defender: string;
}

function winnerName(names: Names, outcome: PairingOutcome): string {
  return outcome.winner === "defender" ? names.defender : names.attacker;
}

function higherTotal(i18n: Translator, names: Names, outcome: PairingOutcome, attacker: number, defender: number): string {
  const [winner, loser] = outcome.winner === "defender" ? [defender, attacker] : [attacker, defender];
  return step(i18n, "HigherTotal", { name: winnerName(names, outcome), winner: plain(winner), loser: plain(loser) });
}

/** The K&R side that must reach margin 0, by name. */
function activeName(state: ContestState, sides: PairingSides): string {
  return state.rules.kingdomsActive === "defender" ? sides.defender.name : sides.attacker.name;
}

/** The lines that say how a decided pairing was decided. */
export function decisionSteps(i18n: Translator, state: ContestState, sides: PairingSides, outcome: PairingOutcome, detail: PairingDetail): string[] {
  const names = { attacker: sides.attacker.name, defender: sides.defender.name };
  switch (detail.ruleSet) {
    case "kaiser":
      return kaiserSteps(i18n, detail.result, outcome, names);
    case "ogs":
      return ogsSteps(i18n, detail.result, outcome, names);
    case "kingdoms":
      return kingdomsSteps(i18n, outcome, names, activeName(state, sides));
    case "klepto":
      return kleptoSteps(i18n, detail, outcome, names);
    case "olde":
      return oldeSteps(i18n, detail, outcome, names);
  }
}

/** While the tie-break dice are due: the tie itself, and for OGS the chain steps that tied too. */
export function tieSteps(i18n: Translator, state: ContestState, attackerRoll: ContestRoll): string[] {
  const total = comparedTotalText(state, attackerRoll);
  if (state.ruleSet === "klepto") return [step(i18n, "ScoresTie", { score: total })];
  const lines = [step(i18n, "TieAt", { total })];
  if (state.ruleSet === "ogs") {
    const dice = (attackerRoll as RolledTotal).dice;
    lines.push(step(i18n, "ValuesTie", { values: sortedHighToLow(dice.map((die) => die.value)) }));
    lines.push(step(i18n, "SizesTie", { sizes: sortedHighToLow(dice.map((die) => die.faces), "d") }));
  }
  return lines;
}
