/**
 * `api.requests`: roll requests, as types only (made in requests-api.ts), declared into the shared kinds' APIs
 * (`SharedCardApis`) here by declaration merging, so that the framework's types name no kind (docs/architecture.md
 * "Shape rules" 3).
 */
import type { GroupQuestion, RequestRuleSet, RequestValue } from "../core/request-types";
import type { ChatMessageView } from "../../../foundry/types/chat-message";
import type { ContestSideInput } from "../../../foundry/types/sides";

type Spec = Readonly<Record<string, RequestValue>>;

export interface RequestStartOptions {
  /**
   * A rule set, or `"formula"`: a roll in Foundry's notation, its spec `{formula, target, compare}` (docs/cards.md).
   */
  readonly ruleSet: RequestRuleSet;
  /** Rows with their own numbers (`{token | actor, spec}`), before `tokens` and `actors`. */
  readonly rows?:
    | readonly { readonly token?: ContestSideInput; readonly actor?: ContestSideInput; readonly spec?: Spec | null }[]
    | null;
  readonly tokens?: readonly ContestSideInput[] | null;
  readonly actors?: readonly ContestSideInput[] | null;
  /**
   * What the request fixes for every row (a difficulty, a DT); its fields are the rule set's dialog's. A formula
   * request's: `formula` (its `@` paths read from each row's own character), `target`, `compare` (`atLeast`,
   * `atMost` or `exactly`; default `atLeast`).
   */
  readonly spec?: Spec | null;
  /** Numbers every row rolls with, written with `@` and read from each row's own character (under a row's own spec). */
  readonly eachRow?: Spec | null;
  /**
   * The group's question: `"each"` (default), `"everyone"`, `"atLeastOne"`, `"most"` (more than half),
   * `"atLeastHalf"`, or `{ atLeast: n }` (a whole n from 1 to the rows asked; also written `"atLeast3"`).
   */
  readonly question?: GroupQuestion | string | null;
  readonly mode?: string | null;
  readonly showDifficulty?: boolean;
  readonly resultsWhenAllRolled?: boolean;
  readonly hideNames?: boolean;
}

export interface RequestsApi {
  /**
   * Posts a request card (a GM only): the given rows, tokens and actors, else the controlled tokens, else the scene's
   * player characters.
   */
  start(options: RequestStartOptions): Promise<ChatMessageView>;
  /** The GM's *Request a roll* dialog, then the card: the card, or null when the dialog is closed (a GM only). */
  startWithDialog(): Promise<ChatMessageView | null>;
  /** Rolls a row (its roller or a GM) and asks the GM to record it: the roll message, or null. */
  roll(
    card: ChatMessageView | string,
    participantId: string,
    options?: { fastForward?: boolean },
  ): Promise<ChatMessageView | null>;
  /** Skips a row still to roll (a GM only). */
  skip(card: ChatMessageView | string, participantId: string): Promise<boolean>;
  /** Closes the request (a GM only). */
  close(card: ChatMessageView | string): Promise<boolean>;
}

declare module "../../../foundry/types/indie-dice-api" {
  interface SharedCardApis {
    /** Roll requests: a GM asks several tokens for one roll (`start`), rows roll (`roll`), the GM skips and closes. */
    readonly requests: RequestsApi;
  }
}
