/**
 * What dnd5e's chat shows a user of a roll's target (dnd5e module/documents/chat-message.mjs at 965ad2d, release
 * 5.3.3; the same in 6.0.0), so a test can know what dnd5e itself would reveal:
 * - shouldDisplayChallenge (ChatMessage5e#shouldDisplayChallenge): a GM, or the author of the message, always sees
 *   DCs and other challenge details; others by `challengeVisibility`: "all" yes, "player" only when the message's
 *   author is not a GM, "none" no. For a roll made from a request or an activity card, dnd5e asks the ORIGINATING
 *   message (_highlightCriticalSuccessFailure), so its author is the one to pass.
 * - attack results (_highlightCriticalSuccessFailure and _enrichAttackTargets): a GM always sees whether an attack
 *   hit; others when `attackRollVisibility` is not "none". The AC itself: a GM always, others only with "all"
 *   ("hideAC" shows hit or miss without the AC).
 * - attackHits: the chat tray's rule — a critical hits; otherwise the total must reach the AC and the die must not be
 *   a fumble.
 */
import { game } from "./utils";

interface UserLike {
  readonly id: string;
  readonly isGM: boolean;
}

export function shouldDisplayChallenge(author: UserLike | null | undefined, user: UserLike = game().user): boolean {
  if (user.isGM || author?.id === user.id) return true;
  switch (game().settings.get("dnd5e", "challengeVisibility")) {
    case "all":
      return true;
    case "player":
      return !author?.isGM;
    default:
      return false;
  }
}

export interface AttackVisibility {
  /** Whether the user sees if the attack hit or missed. */
  result: boolean;
  /** Whether the user sees the target's AC. */
  ac: boolean;
}

export function attackVisibility(user: UserLike = game().user): AttackVisibility {
  const visibility = game().settings.get("dnd5e", "attackRollVisibility");
  return { result: user.isGM || visibility !== "none", ac: user.isGM || visibility === "all" };
}

export function attackHits(roll: { isCritical?: boolean; isFumble?: boolean; total: number }, ac: number): boolean {
  const isMiss = !roll.isCritical && (roll.total < ac || Boolean(roll.isFumble));
  return !isMiss;
}
