/**
 * Foundry's ChatMessage as this module reads it: one view for every listener, card, menu entry and roll card. Its
 * members are fvtt-types' own (checked against Foundry's declaration), save four that fvtt-types 13.345 types
 * looser than Foundry stores them: the author (read as the user who may ask), the whisper list and the stored rolls
 * (ids and JSON strings, never null once stored), and `update`, which takes Foundry's dotted keys
 * (`flags.indie-dice.contest`). A function that reads only some members takes `Pick<ChatMessageView, …>`.
 * Foundry's messages become this view in src/foundry/foundry-documents.ts.
 */
export interface ChatMessageView extends Pick<
  ChatMessage.Implementation,
  "id" | "flags" | "blind" | "isContentVisible" | "isAuthor" | "rolls" | "speaker" | "content" | "flavor" | "delete"
> {
  readonly author: MessageAuthor | null;
  readonly whisper: readonly string[];
  /** The message as the server stores it (a roll's JSON strings, the author's id, the text with inline rolls). */
  readonly _source: {
    readonly rolls: readonly string[];
    readonly author?: string | null;
    readonly content?: string | null;
    readonly whisper?: readonly string[];
    readonly blind?: boolean;
    readonly flags?: Readonly<Record<string, unknown>>;
  };
  /** `operation`: options every client's `updateChatMessage` listeners are handed. */
  update(changes: object, operation?: object): Promise<unknown>;
}

/** A message's author as the cards read them: who they are, and the query a card asks them through. */
export interface MessageAuthor {
  readonly id: string;
  readonly name?: string;
  readonly isGM: boolean;
  readonly active?: boolean;
  readonly isActiveGM?: boolean;
  query?(name: string, data: unknown, options?: { timeout?: number }): Promise<unknown>;
}
