/**
 * How each kind of contest's sides are chosen, rolled and read back on Foundry's side (docs/formula-contest.md): a
 * rule set's through its own dialog and Roll class, a kind that is no rule set's (the formula contest) through what it
 * registers here. The contest card, its start and its tie-breaks ask this registry by the card's `ruleSet`, never
 * a kind by name.
 */
import { contestError } from "../../core/contests/contest-errors";
import type { ContestParticipant, ContestRoll, ContestRuleSet, ContestSpec, ContestSpecs, ContestState, TieBreakKind } from "../../core/contests/contest-types";
import { isRuleSetId } from "../../core/rule-sets";
import type { RuleSetId } from "../../core/rule-set-types";
import type { CardQuestion } from "../../ui/dialogs/card-questions";
import type { RegisteredDice } from "../dice/register-dice";
import type { GMAnswer } from "../refusal";
import { contestRollOptions, foundryTieBreakOf } from "../rule-sets";
import type { FoundryTieBreak } from "../rule-set-types";
import { withCharacterNumbers } from "../saved-rolls/dialog-spec";
import type { ChatMessageView } from "../types/chat-message";
import type { DialogsApi } from "../types/dialogs";
import { rollForCard, type CardRollPrompt } from "./card-roll";
import type { FollowCard } from "./card-roll-windows";
import { readRuleSetRoll } from "./roll-reading";

/** A side's roll as its Roll button (or a prompt) asks for it (src/foundry/cards/contest/contest-kind.ts). */
interface ContestSideRoll {
  readonly state: ContestState;
  readonly participant: ContestParticipant;
  readonly cardId: string;
  readonly prompt: CardRollPrompt | null;
  /** What the dialog opens with: the card's spec, the caller's, or the side's proposal. */
  readonly spec: ContestSpec | null;
  /** Shift: no dialog (the caller has ruled out a roll that is only proposed). */
  readonly fastForward: boolean;
  readonly flavor: string;
  /** The side's chance against each opponent, as the card shows it; followed as the card changes. */
  readonly question: CardQuestion;
  readonly follow: FollowCard;
  readonly messageFlags: Readonly<Record<string, unknown>>;
  /** The kind's record query, and its handler for when this client is the active GM's. */
  readonly query: string;
  readonly record: (data: unknown) => Promise<GMAnswer>;
}

/** What the contest card asks of a kind on Foundry's side. */
export interface FoundryContestKind {
  /** A side's spec as its starter gave it, with its `@` paths read from its character now (none: refused by name). */
  withCharacterNumbers(spec: ContestSpec | null, actor: Actor.Implementation | null): ContestSpec | null;
  /** A side's roll read back from its message: the spec it was rolled with and its judged roll (throws `WrongRoll`). */
  readRoll(dice: RegisteredDice, ruleSet: ContestRuleSet, message: Pick<ChatMessageView, "_source">, name: string): { readonly spec: ContestSpec; readonly roll: ContestRoll };
  /** A side's roll from the card: its dialog (or at once), posted with the card's flags, recorded by the GM's client. */
  rollSide(dialogs: DialogsApi, side: ContestSideRoll): Promise<ChatMessageView | null>;
  /** Its tie-break as Foundry dice, when its ties are broken by dice. */
  readonly tieBreak?: FoundryTieBreak;
}

/**
 * A side of a rule set's contest: its card's specs that rule set's, and the spec it opens with one of that rule set's
 * too (the card's, its proposal's, or an API caller's, which the rule set's dialog checks as it opens).
 */
type RuleSetSideRoll = Omit<ContestSideRoll, "state" | "spec"> & { readonly state: ContestState<RuleSetId>; readonly spec: ContestSpecs[RuleSetId] | null };

function isRuleSetSide(side: ContestSideRoll): side is RuleSetSideRoll {
  return isRuleSetId(side.state.ruleSet);
}

/** Every rule set's sides: its own dialog, Roll class and roll options (a Kaiser side's opposed Fumble penalty). */
const RULE_SET_SIDES: FoundryContestKind = {
  withCharacterNumbers: (spec, actor) => withCharacterNumbers(spec, actor),
  readRoll: (dice, ruleSet, message, name) => {
    if (!isRuleSetId(ruleSet)) throw contestError("WrongRoll", { name });
    return readRuleSetRoll(dice, ruleSet, message, name);
  },
  rollSide: (dialogs, side) => {
    if (!isRuleSetSide(side)) throw contestError("WrongRoll", { name: side.participant.name });
    const { state, participant } = side;
    const fixed = state.participants.find((p) => p.id === participant.id)?.spec ?? null;
    return rollForCard(dialogs, {
      ruleSet: state.ruleSet,
      cardId: side.cardId,
      rollId: participant.id,
      prompt: side.prompt,
      actorUuid: participant.actorUuid,
      spec: side.spec,
      fastForward: side.fastForward,
      rollOptions: contestRollOptions(state, fixed),
      messageFlags: side.messageFlags,
      flavor: side.flavor,
      question: side.question,
      follow: side.follow,
      // A roll the card fixed is not the roller's to change: locked in the dialog, refused before any die if changed
      // (by a preRoll hook, say); their saved rolls are offered only for an open one.
      fixed: fixed === null ? null : { values: { ...fixed }, whole: true },
      rollerName: participant.name,
      query: side.query,
      record: side.record,
    });
  },
};

/** The kinds that are no rule set's, by id. */
const others = new Map<ContestRuleSet, FoundryContestKind>();

/** Adds the Foundry side of a contest kind that is no rule set's (the formula contest's, src/rule-sets/foundry.ts). */
export function registerFoundryContestKind(id: ContestRuleSet, kind: FoundryContestKind): void {
  others.set(id, kind);
}

/** A contest kind's Foundry side; a kind nothing registered is a programming error (a stored card's is checked first). */
export function foundryContestKindOf(id: ContestRuleSet): FoundryContestKind {
  if (isRuleSetId(id)) return RULE_SET_SIDES;
  const kind = others.get(id);
  if (!kind) throw new Error(`Indie Dice | no contest kind "${String(id)}" is registered with Foundry`);
  return kind;
}

/** Who rolls a kind of tie-break: a rule set's roll-off, or a kind's own (the formula contest's rounds of rolling again). */
export function contestTieBreakOf(kind: TieBreakKind): FoundryTieBreak {
  return [...others.values()].find((other) => other.tieBreak?.kind === kind)?.tieBreak ?? foundryTieBreakOf(kind);
}
