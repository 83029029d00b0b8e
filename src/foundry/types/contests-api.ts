/** `api.contests`, as types only (made in src/foundry/cards/contest/contests-api.ts). */
import type { ContestRuleSet, ContestSpec } from "../../core/contests/contest-types";
import type { ContestChoices } from "../../ui/rule-set-contest";
import type { ChatMessageView } from "./chat-message";
import type { ContestSideInput } from "./sides";

/**
 * A contest to start. Besides its sides and rolls, each rule set's own choices by name (`ContestChoices`, declared in
 * the rule set's folder: Kaiser's `attack`, K&R's `kingdomsActive`), each one left out at its default.
 */
export interface StartContestOptions extends Partial<ContestChoices> {
  readonly ruleSet: ContestRuleSet;
  /** Default: the user's controlled tokens. */
  readonly attackers?: readonly ContestSideInput[] | null;
  /** Default: the user's single targeted token. */
  readonly defender?: ContestSideInput | null;
  /**
   * Rolls chosen in advance: one spec for every attacker (or one each), one for the defender. A GM's fix the rolls;
   * a player's are proposals, which the card's odds use but each side's roller may change.
   */
  readonly specs?: { readonly attackers?: ContestSpec | readonly ContestSpec[] | null; readonly defender?: ContestSpec | null } | null;
}

export interface ContestRollOptions {
  /** The roll's settings when the card fixed none (ignored when it did: the card's spec is rolled); before a proposal. */
  readonly spec?: ContestSpec | null;
  /** Roll without the dialog (Shift-click on the card); a roll the card only proposes always opens it. */
  readonly fastForward?: boolean;
}

export interface ContestsApi {
  /**
   * Starts a contest card: the controlled tokens (or `attackers`) against the single target (or `defender`),
   * tokens or actors. `specs` fixes the rolls in advance; without it each roller fills the rule set's dialog.
   * Resolves with the card's ChatMessage; a refusal is shown (localized) and thrown.
   */
  start(options: StartContestOptions): Promise<ChatMessageView>;
  /**
   * The "Start contest" tool's flow: the Start contest dialog for the controlled tokens against the one target
   * (the rule set and each side's roll, with every pairing's chances), then the card. Resolves with the card, or
   * null when the dialog was closed or the start refused (the user is told why).
   */
  startWithDialog(): Promise<ChatMessageView | null>;
  /**
   * Rolls for a participant (its owners or a GM only), posts the roll as the user's own message and asks the
   * active GM to record it. Resolves with that message, or null when nothing was rolled.
   */
  roll(card: ChatMessageView | string, participantId: string, options?: ContestRollOptions): Promise<ChatMessageView | null>;
}
