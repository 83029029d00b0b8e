/** What the roll mode of a chat message is read from: who it is whispered to, and whether it is blind. */
export interface RollModeMessage {
  readonly whisper: readonly string[];
  readonly blind: boolean;
  readonly author?: { readonly id: string | null } | null;
}

/**
 * The roll mode a message was posted with, read back from what Foundry's `applyRollMode` made of it, so a roll
 * that follows from it (a table draw) is seen by the same users: blind stays blind, a roll whispered to the
 * roller alone stays the roller's, any other whisper goes to the GMs, and a public roll stays public.
 */
export function rollModeOf(message: RollModeMessage): string {
  const modes = CONST.DICE_ROLL_MODES;
  if (message.blind) return modes.BLIND;
  if (message.whisper.length === 0) return modes.PUBLIC;
  const authorId = message.author?.id;
  if (message.whisper.length === 1 && message.whisper[0] === authorId) return modes.SELF;
  return modes.PRIVATE;
}
