/**
 * The saved roll each user used last (docs/characters.md "Keys"): the *roll the last saved roll again* key rolls it.
 * Kept for the session, per user: a page load forgets it, and another user on the same page (the playground's panes)
 * has their own.
 */

interface LastSavedRoll {
  readonly actorUuid: string;
  readonly rollId: string;
}

const lastByUser = new Map<string, LastSavedRoll>();

/** Notes the saved roll the current user has just used. */
export function rememberSavedRoll(actor: Actor.Implementation, rollId: string): void {
  const userId = game.user?.id;
  if (userId) lastByUser.set(userId, { actorUuid: actor.uuid, rollId });
}

/** The saved roll the current user used last in this session, if any. */
export function lastSavedRoll(): LastSavedRoll | null {
  const userId = game.user?.id;
  return (userId && lastByUser.get(userId)) || null;
}

/** A page's session starts with none (`init`): what an earlier world on the page used is not this one's. */
export function forgetLastSavedRolls(): void {
  lastByUser.clear();
}
