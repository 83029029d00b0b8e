/** `api.groupTests`: Kleptonomicon Group Tests, as types only (made in group-tests-api.ts). */
import type { GiftReading, GroupRollSpec } from "../../core/group-test/group-test-types";
import type { ChatMessageView } from "../../../../foundry/types/chat-message";
import type { ContestSideInput } from "../../../../foundry/types/sides";

/** A participant as the API takes it: a token or actor (or its uuid), or one with its own Test. */
export type GroupParticipantInput =
  ContestSideInput | ({ readonly participant: ContestSideInput } & Partial<GroupRollSpec>);

export interface GroupTestOptions {
  /** Default: the GM's controlled (selected) tokens. */
  readonly participants?: readonly GroupParticipantInput[] | null;
  /** How a gift is read; default: the world setting `kleptoGiftReading`. */
  readonly reading?: GiftReading | null;
  /** Every participant's Test, unless a participant names its own (default: Modifier 0, the world's crit method). */
  readonly request?: Partial<GroupRollSpec> | null;
  /** The group's own Score Ranges in the shorthand; default: the lowest participant's, else Low / Mixed / High. */
  readonly ranges?: string | null;
}

/**
 * The window's start: the participants to ask about (default: the selected tokens); the rest as `groupTest` takes it.
 */
interface GroupTestDialogOptions extends Omit<GroupTestOptions, "participants"> {
  readonly participants?: readonly ContestSideInput[] | null;
}

interface GroupRollOptions {
  /** Roll without the dialog (Shift-click on the card). */
  readonly fastForward?: boolean;
}

export interface GroupTestsApi {
  /**
   * Starts a Group Test card (a GM only): `participants` (tokens or actors; default the selected tokens), each
   * with the Test `request` (or its own), gifts read as `reading` (default: the world setting). Resolves with the
   * card's ChatMessage; a refusal is shown (localized) and thrown.
   */
  groupTest(options?: GroupTestOptions): Promise<ChatMessageView>;
  /**
   * Opens the Group Test window (a GM only; 2 to 20 participants, default the selected tokens): each one's Modifier,
   * Advantages and Disadvantages, then Start posts the card. Resolves with the card, or null when the window is
   * closed or its numbers are refused (shown, localized); a refusal before the window is shown and thrown.
   */
  startWithDialog(options?: GroupTestDialogOptions): Promise<ChatMessageView | null>;
  /** Rolls a participant's Test (its owners or a GM only) and asks the GM to record it: the roll message, or null. */
  groupRoll(
    card: ChatMessageView | string,
    participantId: string,
    options?: GroupRollOptions,
  ): Promise<ChatMessageView | null>;
  /**
   * Gives one Advantage (the giver's owners or a GM only), checked and recorded by the GM: the request message, or
   * null.
   */
  giveAdvantage(card: ChatMessageView | string, giver: string, receiver: string): Promise<ChatMessageView | null>;
  /** Closes the card (a GM only). */
  closeGroupTest(card: ChatMessageView | string): Promise<boolean>;
}
