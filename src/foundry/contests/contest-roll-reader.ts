/**
 * Reads a participant's roll back from its chat message, trusting nothing the roller's client wrote but the dice:
 * the roll is restored with `Roll.fromData` from the message's stored JSON, must be the rule set's own Roll class,
 * must have exactly the dice terms its spec's formula makes, and Foundry's total must be what those terms add up
 * to. The rule set's Roll class then judges the dice again (`contestRoll`); the core checks spec and dice once more.
 */
import {
  contestError,
  type ContestRoll,
  type ContestRolls,
  type ContestRuleSet,
  type ContestSpec,
  type ContestSpecs,
  type ContestState,
  type RecordedRoll,
  type RollPrivacy,
} from "../../core/contests/contests";
import { ogsCheckFormula } from "../../core/mechanics/ogs";
import { oldeFoundryFormula } from "../../core/mechanics/olde";
import type { RegisteredDice } from "../dice/register-dice";
import { kaiserFormula } from "../dice/rolls/kaiser-roll";
import { kingdomsFormula } from "../dice/rolls/kingdoms-roll";
import { kleptoFormula } from "../dice/rolls/klepto-roll";
import { currentUser, getMessage, type ContestMessage } from "./contest-documents";

/** What every rule set's Roll class gives a contest (see src/foundry/dice/rolls). */
export interface ContestReadableRoll extends foundry.dice.Roll {
  readonly contestSpec: ContestSpec | null;
  readonly contestRoll: ContestRoll | null;
}

const ROLL_CLASS: Readonly<Record<ContestRuleSet, keyof RegisteredDice["rolls"]>> = {
  kaiser: "KaiserRoll",
  ogs: "OgsRoll",
  kingdoms: "KingdomsRoll",
  klepto: "KleptoRoll",
  olde: "OldeRoll",
};

type FormulaOf = { readonly [R in ContestRuleSet]: (spec: ContestSpecs[R]) => string };

/** The formula each rule set's factory writes for a spec: the dice a roll of that spec must have. */
const FORMULA_OF: FormulaOf = {
  kaiser: (spec) => kaiserFormula(spec),
  ogs: (spec) => ogsCheckFormula(spec),
  kingdoms: (spec) => kingdomsFormula({ dice: spec.dice, dt: spec.dt }),
  klepto: (spec) => kleptoFormula(spec),
  olde: (spec) => oldeFoundryFormula(spec),
};

/** The rule set's Roll class, for macros and the roller (the contest's roll class by rule set). */
export function rollClassOf(dice: RegisteredDice, ruleSet: ContestRuleSet): typeof foundry.dice.Roll {
  return dice.rolls[ROLL_CLASS[ruleSet]] as unknown as typeof foundry.dice.Roll;
}

/** The one roll a message holds, restored from its stored JSON; refused when there is not exactly one. */
function restoreRoll(message: ContestMessage, name: string): foundry.dice.Roll {
  const stored = message._source.rolls;
  if (stored.length !== 1) throw contestError("WrongRoll", { name });
  try {
    const Roll = foundry.dice.Roll as unknown as { fromData(data: object): foundry.dice.Roll };
    return Roll.fromData(JSON.parse(stored[0]!) as object);
  } catch {
    throw contestError("WrongRoll", { name });
  }
}

interface TermsRoll {
  readonly terms: foundry.dice.terms.RollTerm[];
  readonly total: number | undefined;
  _evaluateTotal(): number;
}

/** The roll's dice terms are exactly those the spec's formula makes, and its total is what they add up to. */
function diceMatchFormula(dice: RegisteredDice, ruleSet: ContestRuleSet, roll: foundry.dice.Roll, spec: ContestSpec): boolean {
  const RollClass = rollClassOf(dice, ruleSet) as unknown as new (formula: string) => TermsRoll;
  const getFormula = (foundry.dice.Roll as unknown as { getFormula(terms: unknown[]): string }).getFormula.bind(foundry.dice.Roll);
  const expected = new RollClass((FORMULA_OF[ruleSet] as (spec: ContestSpec) => string)(spec));
  const actual = roll as unknown as TermsRoll;
  return getFormula(actual.terms) === getFormula(expected.terms) && actual.total === actual._evaluateTotal();
}

/** A roll read back from a message: the spec it was rolled with (its formula's truth) and its dice judged again. */
export interface ReadRoll {
  readonly spec: ContestSpec;
  readonly roll: ContestRoll;
  /** The restored roll itself (for what a card reads beyond the judgement, e.g. its faces). */
  readonly restored: foundry.dice.Roll;
}

/**
 * The one roll a message holds, of a rule set's own Roll class, read again: throws the contest's `WrongRoll`
 * refusal (naming `name`) for anything else (another class, other dice, a total its dice do not give, a die face
 * its judge refuses). Group and extended test cards read their rolls with it too.
 */
export function readRuleSetRoll(dice: RegisteredDice, ruleSet: ContestRuleSet, message: ContestMessage, name: string): ReadRoll {
  const roll = restoreRoll(message, name);
  const RollClass = rollClassOf(dice, ruleSet);
  if (roll.constructor !== RollClass) throw contestError("WrongRoll", { name });
  const readable = roll as ContestReadableRoll;
  let spec: ContestSpec | null;
  let judged: ContestRoll | null;
  try {
    spec = readable.contestSpec;
    judged = spec && diceMatchFormula(dice, ruleSet, roll, spec) ? readable.contestRoll : null;
  } catch {
    judged = null;
    spec = null;
  }
  if (!spec || !judged) throw contestError("WrongRoll", { name });
  return { spec, roll: judged, restored: roll };
}

/**
 * A participant's roll read from its message: the spec it was rolled with and the roll judged again. Throws the
 * contest's `WrongRoll` refusal for anything else (see `readRuleSetRoll`).
 */
export function readRecordedRoll(
  dice: RegisteredDice,
  state: ContestState,
  message: ContestMessage,
  participant: { readonly id: string; readonly name: string },
): RecordedRoll {
  const { spec, roll } = readRuleSetRoll(dice, state.ruleSet, message, participant.name);
  return { participantId: participant.id, messageId: message.id ?? "", spec, roll };
}

/** What a card keeps of a roll message it records (ContestParticipant.rollCopy and rollPrivacy). */
export interface RollCopy {
  readonly rollCopy: string;
  readonly rollPrivacy?: RollPrivacy;
}

/**
 * The copy a card keeps of the roll message it records: its stored roll JSON, and for a whispered roll who may see
 * it. Copying a blind or private roll reveals nothing: Foundry gives every client every roll message with its dice
 * (`ChatMessage#visible` is true for any roll) and only hides the content when drawing it (`isContentVisible`).
 */
export function rollCopyOf(message: ContestMessage): RollCopy | undefined {
  const { whisper, blind, author } = message as unknown as { whisper?: readonly string[]; blind?: boolean; author?: { id?: string | null } | null };
  const stored = message._source.rolls;
  if (stored.length !== 1) return undefined;
  if (!whisper?.length) return { rollCopy: stored[0]! };
  // The whisper list is the roller's to write: only users of this world are kept, so it cannot bloat the card.
  const users = game.users as unknown as { get(id: string): unknown };
  const audience = whisper.filter((id) => typeof id === "string" && users.get(id) !== undefined);
  return { rollCopy: stored[0]!, rollPrivacy: { whisper: audience, blind: blind === true, authorId: author?.id ?? "" } };
}

/** A participant with its roll copy, when there is one to keep (see ContestParticipant.rollCopy). */
export function withRollCopy<S extends { readonly participants: readonly { readonly id: string }[] }>(state: S, participantId: string, copy: RollCopy | undefined): S {
  if (copy === undefined) return state;
  return { ...state, participants: state.participants.map((p) => (p.id === participantId ? { ...p, ...copy } : p)) };
}

/**
 * May `userId` see a recorded roll? Foundry's `isContentVisible`, asked of the roll's audience as it was recorded:
 * a whispered roll is seen by its recipients, and by its author unless it is blind.
 */
function mayViewRecordedRoll(privacy: RollPrivacy | undefined, userId: string): boolean {
  if (!privacy) return true;
  return privacy.whisper.includes(userId) || (privacy.authorId === userId && !privacy.blind);
}

/**
 * May this client's user see a roll a card recorded? Foundry's `isContentVisible` (a blind roll is hidden from
 * everyone but its whisper recipients, a private or self roll from everyone else), asked of the roll's audience as
 * the card recorded it — so deleting the message reveals nothing — or of the message as it is now, so the GM's
 * "Reveal to Everyone" still reveals. A card recorded before it kept copies asks the message alone; a message this
 * client does not have then hides nothing, and the card shows that roll's problem instead.
 */
export function mayViewRecorded(
  participants: readonly { readonly id: string; readonly messageId: string | null; readonly rollCopy?: unknown; readonly rollPrivacy?: RollPrivacy }[],
  participantId: string,
): boolean {
  const recorded = participants.find((p) => p.id === participantId);
  if (!recorded) return true;
  const message = getMessage(recorded.messageId) as { isContentVisible?: boolean } | null;
  if (recorded.rollCopy === undefined) return message?.isContentVisible ?? true;
  return mayViewRecordedRoll(recorded.rollPrivacy, currentUser().id ?? "") || message?.isContentVisible === true;
}

/**
 * Where a recorded roll is read from: the card's own copy when it kept one (the author may have edited or deleted
 * the message since), else the roll message itself.
 */
export function recordedRollMessage(participant: { readonly messageId: string | null; readonly rollCopy?: unknown }): ContestMessage | null {
  if (typeof participant.rollCopy !== "string") return getMessage(participant.messageId);
  return { id: participant.messageId, _source: { rolls: [participant.rollCopy] } } as unknown as ContestMessage;
}

/**
 * Every recorded roll of a card, judged again from its copy or its message. A message that is gone or unreadable
 * is left out: the card then shows that pairing's problem instead of breaking the chat log.
 */
export function judgedRolls(dice: RegisteredDice, state: ContestState): ContestRolls {
  const rolls: Record<string, ContestRoll> = {};
  for (const participant of state.participants) {
    const message = recordedRollMessage(participant);
    if (!message) continue;
    try {
      rolls[participant.id] = readRecordedRoll(dice, state, message, participant).roll;
    } catch {
      // Left out: rollOf names the participant whose roll is missing.
    }
  }
  return rolls;
}
