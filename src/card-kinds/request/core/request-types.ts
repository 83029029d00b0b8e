import type { RuleSetId } from "../../../core/rule-set-types";
import type { FormulaRequestKind } from "./formula-request";
import type { RollPrivacy } from "../../../core/roll-privacy";
import type { NamedGroupQuestion } from "../../../core/group-question-words";

/** The shapes of a roll request card's state (src/card-kinds/request/core/request-state.ts changes it). */

type RequestStatus = "open" | "closed";

/** Who may see the rolls made for the request: Foundry's four modes, by their v14 names. */
export type RequestMode = "public" | "gm" | "blind" | "self";

/** A value of a spec: what a dialog's field holds. */
export type RequestValue = string | number | boolean;

/**
 * What a request asks for: a roll of one of the five rule sets, or a formula in Foundry's notation
 * (formula-request.ts).
 */
export type RequestRuleSet = RuleSetId | FormulaRequestKind;

export interface RequestRow {
  /** Unique on the card: what buttons and queries name. */
  readonly id: string;
  readonly actorUuid: string | null;
  readonly tokenUuid?: string;
  /** As the token is named: plain text, escaped wherever it is shown. */
  readonly name: string;
  /** The row's own numbers when the GM gave them (a Kaiser value, a K&R pool), over the request's spec. */
  readonly spec?: Readonly<Record<string, RequestValue>>;
  /** The row's roll message, once the GM's client recorded it. */
  readonly messageId: string | null;
  /** The GM skipped the row: it takes no part in the group's question. */
  readonly skipped: boolean;
  /** The roll as recorded (see ContestParticipant.rollCopy); opaque to the core. */
  readonly rollCopy?: string;
  /** Who may see that roll; absent for a public roll. */
  readonly rollPrivacy?: RollPrivacy;
  /**
   * A formula request's row: the formula as rolled, its `@` paths read from the row's character when it was recorded.
   */
  readonly resolved?: string;
}

export interface RequestOptions {
  /** Players see the difficulty (default); hidden, they see pass or fail, not the number. */
  readonly showDifficulty: boolean;
  /** Players see the other rows' results only once every row is done. */
  readonly resultsWhenAllRolled: boolean;
  /** A player who does not own a row's actor sees "a creature" for its name. */
  readonly hideNames: boolean;
}

export interface RequestState extends RequestOptions {
  readonly version: 1;
  readonly status: RequestStatus;
  readonly ruleSet: RequestRuleSet;
  /**
   * What the request fixes for every row (a difficulty, a DT, a Test): the Roll factories' names; a formula
   * request's `formula` (as written, with its `@` paths), `target` and `compare`.
   */
  readonly spec: Readonly<Record<string, RequestValue>>;
  readonly question: GroupQuestion;
  readonly mode: RequestMode;
  readonly participants: readonly RequestRow[];
}

/**
 * A request's group question (src/card-kinds/request/core/group-question.ts): one of the named ones, or at least N of
 * the rows (`{ atLeast: n }`, n from 1 to the rows asked).
 */
export type GroupQuestion = NamedGroupQuestion | { readonly atLeast: number };
