/**
 * "At least as private" (docs/versions-and-privacy.md "A card's mode rules its rolls"): a roll is at least as
 * private as an audience when everyone who may see the roll is in that audience. An audience is who may see a roll's
 * content — a list of users, or everyone — read either from a roll a card kept (Foundry's whisper list, blind flag
 * and author) or from the mode a card asks for.
 */
import type { RollPrivacy } from "./roll-privacy";

/**
 * Foundry's four modes by their v14 names (the module's own, docs/versions-and-privacy.md "Message modes and legacy
 * names").
 */
export type AudienceMode = "public" | "gm" | "blind" | "self";

/** Who may see a roll's content: these users, or everyone (null). */
export type Viewers = readonly string[] | null;

/** From the least private to the most, where one is; `self` and `blind` differ in whom they leave out. */
const LEAST_PRIVATE_FIRST: readonly AudienceMode[] = ["public", "gm", "self", "blind"];

/**
 * Who may see a kept roll, as Foundry's `ChatMessage#isContentVisible` reads it: a roll with no whisper list is
 * everyone's; a whispered one is its recipients', and its author's unless it is blind. A card keeps no audience for
 * a public roll.
 */
export function keptViewers(privacy: RollPrivacy | undefined): Viewers {
  if (!privacy || privacy.whisper.length === 0) return null;
  return privacy.blind ? privacy.whisper : [...privacy.whisper, privacy.authorId];
}

/**
 * Who may see a roll `authorId` makes in `mode`, where the world's GMs are `gmIds`: Foundry whispers a gm or blind
 * roll to every GM and a self roll to its author; a blind roll hides it from its author.
 */
export function modeViewers(mode: AudienceMode, authorId: string, gmIds: readonly string[]): Viewers {
  switch (mode) {
    case "public":
      return null;
    case "gm":
      return [authorId, ...gmIds];
    case "blind":
      return gmIds;
    case "self":
      return [authorId];
  }
}

/** Is a roll seen by `roll` at least as private as `than`: is every one of its viewers among them? */
export function isAtLeastAsPrivate(roll: Viewers, than: Viewers): boolean {
  if (than === null) return true;
  return roll !== null && roll.every((userId) => than.includes(userId));
}

/**
 * The least private mode in which `authorId`'s roll is at least as private as every one of `bounds` (a roll that
 * must not show more than several others do); null when no mode is (a roll only its author may see, and another
 * only the GMs).
 */
export function leastPrivateModeWithin(
  bounds: readonly Viewers[],
  authorId: string,
  gmIds: readonly string[],
): AudienceMode | null {
  const fits = (mode: AudienceMode) =>
    bounds.every((bound) => isAtLeastAsPrivate(modeViewers(mode, authorId, gmIds), bound));
  return LEAST_PRIVATE_FIRST.find(fits) ?? null;
}
