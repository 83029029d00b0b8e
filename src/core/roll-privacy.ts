import { array, boolean, object, string, type Check } from "./schema";

/**
 * A whispered roll's audience when it was recorded (Foundry's `whisper`, `blind` and author): every card kind keeps
 * one beside the roll it recorded (a contest's side, a request's row, a group test's participant, an extended test's
 * round) and hides the roll from everyone else even if its author later deletes the message or makes it public.
 */
export interface RollPrivacy {
  readonly whisper: readonly string[];
  readonly blind: boolean;
  readonly authorId: string;
}

/** How a stored card's kept audience must look (checked on every read, each kind's schema). */
export const rollPrivacy: Check<RollPrivacy> = object({ whisper: array(string), blind: boolean, authorId: string });
