import { coc7RollOdds, type Coc7Question } from "../core/coc7-odds";
import { POOL_MODIFIERS, type PoolModifier } from "../core/percentile-pool";
import { coc7Labels } from "../ui/coc7-labels";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import { field, messageAboutToBeCreated } from "../../../foundry/systems/system-reads";

/**
 * A CoC7 check's message keeps the chance it had (docs/systems-coc7.md "The roll's message"). CoC7 fires no hook
 * around a roll: `CoC7RollNormalize.runRoll` rolls a `CoC7Check` — after the dialog, or at once on a Shift-click —
 * and `CoC7Check#toMessage` creates its message (coc7/apps/roll-normalize.js, check.js at 7974aac, release 8.15).
 * That message carries the check's question in CoC7's own flag, `flags.CoC7.load` (`as` "CoC7Check", the dice pool:
 * the value as `threshold`, its flat threshold and dice modifiers, the difficulty, the bonus or penalty dice), and its
 * dice as its first roll (`1dt+1d10`, then a `dt` a bonus or penalty die). So the question is kept as Foundry is about
 * to create the message (`preCreateChatMessage`, on the rolling client), before the keeper, luck or a push can change
 * CoC7's flag, and read back only while it is the check the message rolled: the same value, modifiers and dice,
 * and the same difficulty — or an unknown one, which the keeper sets on the card after the roll.
 */

type Difficulty = Coc7Question["difficulty"];

/** CoC7DicePool.difficultyLevel, as far as the dialog offers it (a critical or impossible one is not read). */
const DIFFICULTIES: ReadonlyMap<number, Difficulty> = new Map([
  [-1, "unknown"],
  [1, "regular"],
  [2, "hard"],
  [3, "extreme"],
]);

/** What the message keeps: the question the dialog asked, and the dice it rolled with. */
interface KeptCheck extends Coc7Question {
  readonly pool: PoolModifier;
}

/** CoC7's own record of the check on its message (`flags.CoC7.load.dicePool`), when it is a check's. */
function dicePoolOf(message: SystemRollMessage): unknown {
  const load = field(field(message.flags, "CoC7"), "load");
  return field(load, "as") === "CoC7Check" ? field(load, "dicePool") : undefined;
}

function integer(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

/** The check's question as CoC7's pool holds it (a difficulty no dialog offers, critical or impossible, as null). */
function checkOf(pool: unknown): (Omit<KeptCheck, "difficulty"> & { readonly difficulty: Difficulty | null }) | null {
  const [threshold, flatThreshold, flatDice, level, current] = [
    "threshold",
    "flatThresholdModifier",
    "flatDiceModifier",
    "difficulty",
    "currentPoolModifier",
  ].map((name) => integer(field(pool, name)));
  const dice = POOL_MODIFIERS.find((modifier) => modifier === current);
  if (threshold == null || flatThreshold == null || flatDice == null || level == null || dice === undefined)
    return null;
  return {
    value: threshold + flatThreshold,
    difficulty: DIFFICULTIES.get(level) ?? null,
    flatDiceModifier: flatDice,
    pool: dice,
  };
}

/** The tens dice of the message's first roll (CoC7's `t` and `o` dice: a d10 read as tens), or null without one. */
function tensDiceOf(message: SystemRollMessage): number | null {
  const roll = message.rolls?.[0];
  if (!(roll instanceof foundry.dice.Roll)) return null;
  // CoC7 registers its tens die as `t` (and the same die as `o`, a subclass): read as CoC7DicePool reads its rolls.
  const tensDie: unknown = Reflect.get(CONFIG.Dice.terms, "t");
  if (typeof tensDie !== "function") return null;
  const tens = roll.dice.filter((die) => die instanceof tensDie);
  return tens.reduce((count, die) => count + (typeof die.number === "number" ? die.number : 0), 0);
}

/** What was kept, when it is the check the message rolled (a flag is whatever its author wrote). */
function readKept(kept: unknown, message: SystemRollMessage): KeptCheck | null {
  const now = checkOf(dicePoolOf(message));
  const pool = POOL_MODIFIERS.find((modifier) => modifier === field(kept, "pool"));
  if (!now || pool === undefined || tensDiceOf(message) !== 1 + Math.abs(pool)) return null;
  const [bonusCount = 0, penaltyCount = 0] = ["bonusCount", "penaltyCount"].map(
    (name) => integer(field(dicePoolOf(message), name)) ?? 0,
  );
  // Dice the card adds after the roll go on the same side (CoC7DicePool#addDiceToPool): the first roll's side holds.
  const sameSide = pool > 0 ? bonusCount >= pool : pool < 0 ? penaltyCount >= -pool : true;
  // An unknown difficulty is the keeper's to set on the card after the roll, any level CoC7 offers there.
  const difficulty = field(kept, "difficulty") === "unknown" ? "unknown" : now.difficulty;
  if (!sameSide || difficulty === null || field(kept, "difficulty") !== difficulty) return null;
  if (field(kept, "value") !== now.value || field(kept, "flatDiceModifier") !== now.flatDiceModifier) return null;
  return { ...now, difficulty, pool };
}

export const coc7Rolls: SystemRolls = {
  // Foundry's, fired on the client creating the message, before it is created: CoC7 has no hook there.
  hook: "preCreateChatMessage",
  record(args) {
    const message = messageAboutToBeCreated(args);
    const check = message ? checkOf(dicePoolOf(message.view)) : null;
    // A keeper's standby card rolls nothing yet: no roll, nothing kept.
    if (!message || !check || tensDiceOf(message.view) !== 1 + Math.abs(check.pool)) return null;
    const { difficulty } = check;
    return difficulty === null ? null : { messageData: message.document, kept: { ...check, difficulty } };
  },
  reread(kept, message) {
    const check = readKept(kept, message);
    if (!check) return null;
    return {
      odds: () => coc7RollOdds(check, check.pool),
      labels: coc7Labels(check.difficulty),
      // As in the dialog: an unknown difficulty is the keeper's (docs/systems-coc7.md "Unknown difficulty").
      targetVisible: check.difficulty !== "unknown",
    };
  },
  // The luck line measures the message's own roll: CoC7's value is not the dice's sum.
  formula: () => null,
};
