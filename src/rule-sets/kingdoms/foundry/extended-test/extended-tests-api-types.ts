/** `api.extendedTests`: K&R Extended Tests, as types only (made in extended-tests-api.ts). */
import type { ChatMessageView } from "../../../../foundry/types/chat-message";
import type { ContestSideInput } from "../../../../foundry/types/sides";

export interface ExtendedTestOptions {
  /** Who rolls: an actor or a token (or its uuid); default the GM's one selected token. */
  readonly actor?: ContestSideInput | null;
  readonly token?: ContestSideInput | null;
  /**
   * One of the roller's saved Kingdoms and Rulers rolls (its id or name): its pool and DT, read with the roller's
   * numbers now, are the test's starting pool and DT (they take the place of `pool` and `dt`).
   */
  readonly savedRoll?: string | null;
  /** Without `savedRoll`, required; a number, or written with the roller's numbers (`@dt.climb + 1`). */
  readonly dt?: number | string;
  /**
   * The starting pool; without `savedRoll`, required; a number, or written with the roller's numbers (`@pools.might`).
   */
  readonly pool?: number | string;
  /** Dice that join the pool after each round. */
  readonly replenish: number;
  readonly targetMargin: number;
  /** The most rounds the test lasts. */
  readonly rounds: number;
}

export interface ExtendedTestsApi {
  /**
   * Starts an extended test card (a GM only) for an actor or token (default: the selected token): DT, starting
   * pool, replenish count, target margin and rounds. Resolves with the card's ChatMessage; a refusal is shown and
   * thrown.
   */
  extendedTest(options: ExtendedTestOptions): Promise<ChatMessageView>;
  /**
   * Opens the Extended Test window (a GM only) for the actor or token given (default: the selected token): the
   * starting pool and DT or one of the roller's saved K&R rolls, replenish, target margin and rounds; Start posts the
   * card. Resolves with the card, or null when the window is closed or its numbers are refused (shown, localized).
   */
  startWithDialog(options?: Pick<ExtendedTestOptions, "actor" | "token">): Promise<ChatMessageView | null>;
  /**
   * Opens the Extended Test window (a GM only) once for each roller in turn — the tokens given, default the selected
   * tokens, else the user's assigned character — each Start posting that roller's own card (in an encounter every
   * character has a card of their own, with their own pool: docs/rulings.md "Kingdoms and Rulers"). The numbers typed
   * for one roller open the next one's window; closing a window starts no further card. Resolves with the cards
   * started, in order; a refusal before the first window is shown and thrown.
   */
  startEachWithDialog(options?: { readonly tokens?: readonly ContestSideInput[] | null }): Promise<ChatMessageView[]>;
  /** Rolls the round due (the roller's owners or a GM) and asks the GM to record it: the roll message, or null. */
  extendedRoll(card: ChatMessageView | string, options?: { fastForward?: boolean }): Promise<ChatMessageView | null>;
  /** Ends the test (a GM only). */
  endExtendedTest(card: ChatMessageView | string): Promise<boolean>;
}
