import { limit } from "../../../core/limits";
// The engine's fact flag, which the adapter gets from the kit: the site (not on the kit) takes the module.
import { factIf, type SystemOdds } from "../../../core/systems/system-odds-types";
import { optionalWholeField, wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import type { FormReader } from "../../../ui/dialogs/form-reader";
import {
  burnNowOutcomes,
  burnOffered,
  ironOdds,
  outcomeOnDice,
  plainRoll,
  shownActionScore,
  type IronRoll,
} from "../core/ironsworn-odds";
import type { Translator } from "../../../ui/translator";
import { IRON_KINDS, ironswornCalculatorPage } from "./calculator-page";
import { IRON_BURN_SHOWN, IRON_MESSAGE_CHOICE, ironswornLabels } from "./ironsworn-labels";

/**
 * A stat from the system's bounds (StatField: -5…10), a progress score 0…10; adds and momentum as far as a table goes.
 */
const SCORE = limit("IronswornScore", -5, 10);
const ADDS = limit("IronswornAdds", -10, 10);
const MOMENTUM = limit("IronswornMomentum", -6, 10);
/** The dice an action roll shows: the d6, the d10s. */
const ACTION_DIE = limit("IronswornActionDie", 1, 6);
const CHALLENGE_DIE = limit("IronswornChallengeDie", 1, 10);

/** What an action roll showed, once all three dice are typed in; else null. */
interface ShownDice {
  readonly actionDie: number;
  readonly challenge: readonly [number, number];
}

function shownDice(reader: FormReader): ShownDice | null {
  const actionDie = optionalWholeField(reader, "actionDie", ACTION_DIE);
  const first = optionalWholeField(reader, "challengeDie1", CHALLENGE_DIE);
  const second = optionalWholeField(reader, "challengeDie2", CHALLENGE_DIE);
  return actionDie === null || first === null || second === null ? null : { actionDie, challenge: [first, second] };
}

/**
 * The roll's figures, and given the dice it showed, the burn the card offers on them (docs/systems-ironsworn.md "In
 * the web calculator"): the outcome the momentum beats, as the message says it, where it beats more dice than the
 * score.
 */
function rolledOdds(roll: IronRoll, shown: ShownDice | null): SystemOdds {
  const odds = ironOdds({ factIf }, new Map([[IRON_MESSAGE_CHOICE, roll]]));
  if (!shown || roll.burn === null) return odds;
  const score = shownActionScore(roll, shown.actionDie);
  if (!burnOffered(roll, score, shown.challenge)) return odds;
  const burn = {
    id: IRON_BURN_SHOWN,
    afterTheRoll: true,
    outcomes: burnNowOutcomes({ factIf }, roll.burn, shown.challenge),
  };
  return { ...odds, choices: [...odds.choices, burn] };
}

const KEY = "INDIE_DICE.Calculator.Ironsworn";

/**
 * What the dice shown make of the roll, in words, under the figures: the score against the challenge dice and the
 * outcome the card names ("a miss with a match"); where the card offers no burn, why (its momentum beats no more dice).
 */
function shownLines(roll: IronRoll, shown: ShownDice | null, i18n: Translator): string[] {
  if (!shown || roll.burn === null) return [];
  const score = shownActionScore(roll, shown.actionDie);
  const { key, match } = outcomeOnDice(score, shown.challenge);
  const [first, second] = shown.challenge;
  const outcome = i18n.localize(ironswornLabels.outcomes[match ?? key] ?? key);
  const lines = [
    i18n.format(`${KEY}.ShownOutcome`, { score: String(score), first: String(first), second: String(second), outcome }),
  ];
  const offered = burnOffered(roll, score, shown.challenge);
  return offered ? lines : [...lines, i18n.format(`${KEY}.NoBurn`, { momentum: String(roll.burn) })];
}

/**
 * The page's fields as the adapter's question (docs/systems-ironsworn.md "In the web calculator"): a stat's roll
 * burns momentum after the roll but is never cancelled; a move's is cancelled by momentum equal to the action die's
 * negative and burns too; a progress roll does neither. After an action roll, the dice it showed add the burn.
 */
export const ironswornCalculatorAnswer: SystemCalculatorAnswerer = {
  page: ironswornCalculatorPage,
  read(reader) {
    const kind = reader.choice("kind", IRON_KINDS, "stat");
    const score = wholeField(reader, "score", SCORE);
    const adds = wholeField(reader, "adds", ADDS);
    const momentum = kind === "progress" ? 0 : wholeField(reader, "momentum", MOMENTUM);
    const shown = kind === "progress" ? null : shownDice(reader);
    const base = plainRoll(kind === "progress" ? "progress" : "action", score, adds);
    const roll = kind === "progress" ? base : { ...base, momentum: kind === "move" ? momentum : null, burn: momentum };
    return {
      odds: () => rolledOdds(roll, shown),
      labels: ironswornLabels,
      after: (i18n) => shownLines(roll, shown, i18n),
    };
  },
};
