/**
 * What the contest card asks of a kind of contest on Foundry's side (src/card-kinds/contest/foundry/contest-sides.ts): types only,
 * so that a kind's own sides (the formula contest's) and the registry that files them need not import each other.
 */
import type { ContestParticipant, ContestRoll, ContestKindId, ContestSpec, ContestState } from "../core/contest-types";
import type { CardQuestion } from "../../../ui/dialogs/card-questions";
import type { RegisteredDice } from "../../../foundry/dice/register-dice";
import type { GMAnswer } from "../../../foundry/refusal";
import type { FoundryTieBreak } from "../../../foundry/rule-set-types";
import type { ChatMessageView } from "../../../foundry/types/chat-message";
import type { DialogsApi } from "../../../foundry/types/dialogs";
import type { CardRollPrompt } from "../../../foundry/cards/card-roll";
import type { FollowCard } from "../../../foundry/cards/card-roll-windows";

/** A side's roll as its Roll button (or a prompt) asks for it (src/card-kinds/contest/foundry/contest-kind.ts). */
export interface ContestSideRoll {
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
  readRoll(dice: RegisteredDice, ruleSet: ContestKindId, message: Pick<ChatMessageView, "_source">, name: string): { readonly spec: ContestSpec; readonly roll: ContestRoll };
  /** A side's roll from the card: its dialog (or at once), posted with the card's flags, recorded by the GM's client. */
  rollSide(dialogs: DialogsApi, side: ContestSideRoll): Promise<ChatMessageView | null>;
  /** Its tie-break as Foundry dice, when its ties are broken by dice. */
  readonly tieBreak?: FoundryTieBreak;
}
