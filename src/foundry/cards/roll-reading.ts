/**
 * Reads a roll back from a chat message (or a card's copy of it), trusting nothing the roller's client wrote but
 * the dice: the roll is restored with `Roll.fromData` from the stored JSON, must be the rule set's own Roll class,
 * must have exactly the dice terms its spec's formula makes, and Foundry's total must be what those terms add up
 * to. The rule set's Roll class then judges the dice again (`contestRoll`). Every card kind reads its rolls here.
 */
import type { CardRollSpecs, JudgedRolls, RuleSetId } from "../../core/rule-set-types";
import { CORE_RULE_SETS } from "../../core/rule-sets";
import { boundedCache } from "../../ui/roll-cards/bounded-memo";
import type { RegisteredDice } from "../dice/register-dice";
import type { RuleSetRollClasses, UnrolledRoll } from "../types/rolls";
import { judgementSettingsKey } from "../judged-card-memo";
import type { ChatMessageView } from "../types/chat-message";
import { cardError } from "../../core/card-errors";

/** A rule set's contest spec and judged roll (a Roll class of ours gives only those). */
type ContestSpec = CardRollSpecs[RuleSetId];
type ContestRoll = JudgedRolls[RuleSetId];

/** The rule set's Roll class: what the card compares a roll's class with, and makes a spec's dice with. */
function rollClassOf<R extends RuleSetId>(dice: RegisteredDice, ruleSet: R): RuleSetRollClasses[R] {
  return dice.rollsByRuleSet[ruleSet];
}

/** The formula the rule set's factory writes for a spec (the one writer, in core): the dice such a roll must have. */
function formulaOf<R extends RuleSetId>(ruleSet: R, spec: CardRollSpecs[R]): string {
  // A contest spec is the rule set's formula spec (a K&R spec's pool is more than the formula reads).
  return CORE_RULE_SETS[ruleSet].formula(spec);
}

/** The one roll a message holds, restored from its stored JSON; refused when there is not exactly one. */
function restoreRoll(message: Pick<ChatMessageView, "_source">, name: string) {
  const stored = message._source.rolls;
  if (stored.length !== 1) throw cardError("WrongRoll", { name });
  try {
    return foundry.dice.Roll.fromData(JSON.parse(stored[0]!));
  } catch {
    throw cardError("WrongRoll", { name });
  }
}

/** The roll's dice terms are exactly those the spec's formula makes, and its total is what they add up to. */
function diceMatchFormula(dice: RegisteredDice, ruleSet: RuleSetId, roll: UnrolledRoll, spec: ContestSpec): boolean {
  const RollClass = rollClassOf(dice, ruleSet);
  const expected = new RollClass(formulaOf(ruleSet, spec));
  return (
    foundry.dice.Roll.getFormula(roll.terms) === foundry.dice.Roll.getFormula(expected.terms) && roll.totalFromTerms()
  );
}

/** A roll read back from a message: the spec it was rolled with (its formula's truth) and its dice judged again. */
interface ReadRoll {
  readonly spec: ContestSpec;
  readonly roll: ContestRoll;
}

/**
 * The one roll a message holds, of a rule set's own Roll class, read again: throws the contest's `WrongRoll`
 * refusal (naming `name`) for anything else (another class, other dice, a total its dice do not give, a die face
 * its judge refuses).
 */
export function readRuleSetRoll(
  dice: RegisteredDice,
  ruleSet: RuleSetId,
  message: Pick<ChatMessageView, "_source">,
  name: string,
): ReadRoll {
  const stored = message._source.rolls;
  // A card reads its rolls again on every draw, and a stored roll never changes: each is read once per world
  // reading of the rules (the settings a roll's judge may read), and kept while it is drawn.
  const key = JSON.stringify([ruleSet, stored, name, judgementSettingsKey()]);
  const read = readRolls.get(key, () => readOnce(dice, ruleSet, message, name));
  if (read instanceof Error) throw read;
  return read;
}

const readRolls = boundedCache<ReadRoll | Error>(500);

function readOnce(
  dice: RegisteredDice,
  ruleSet: RuleSetId,
  message: Pick<ChatMessageView, "_source">,
  name: string,
): ReadRoll | Error {
  try {
    return readUncached(dice, ruleSet, message, name);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

function readUncached(
  dice: RegisteredDice,
  ruleSet: RuleSetId,
  message: Pick<ChatMessageView, "_source">,
  name: string,
): ReadRoll {
  const roll = restoreRoll(message, name);
  const RollClass = rollClassOf(dice, ruleSet);
  // The rule set's own class exactly (not a subclass); `instanceof` then says which members the roll has.
  const restoredClass: unknown = roll.constructor;
  if (!(roll instanceof RollClass) || restoredClass !== RollClass) throw cardError("WrongRoll", { name });
  let spec: ContestSpec | null;
  let judged: ContestRoll | null;
  try {
    spec = roll.contestSpec;
    judged = spec && diceMatchFormula(dice, ruleSet, roll, spec) ? roll.contestRoll : null;
  } catch {
    judged = null;
    spec = null;
  }
  if (!spec || !judged) throw cardError("WrongRoll", { name });
  return { spec, roll: judged };
}
