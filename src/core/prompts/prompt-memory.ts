/**
 * Which prompts a user is done with (docs/prompts.md "Once each"): a prompt is a roll a card asks of one user, named
 * by the card's message id and the roll's own id on that card (a row, a side, a member, a round). A prompt the user
 * closed, or rolled from, is done: it never opens again for that user, not after a reload nor on another log-in.
 * The record is a plain object of user ids to lists of prompt keys, the most recent last, at most `limit` a user, so
 * it cannot grow with the chat log.
 */

/** Per user id, the keys of the prompts that user is done with. */
export type PromptsDone = Readonly<Record<string, readonly string[]>>;

const PROMPTS_DONE_LIMIT = 200;

/** The key of one roll a card asks for: the card's message id and the roll's id on it. */
export function promptKey(cardId: string, rollId: string): string {
  return `${cardId}.${rollId}`;
}

/**
 * The keys a user is done with, read defensively: anything stored (an older version, an edit) that is not a list of
 * strings is no record.
 */
export function doneKeys(record: unknown, userId: string): string[] {
  if (record === null || typeof record !== "object" || Array.isArray(record)) return [];
  const keys: unknown = (record as Record<string, unknown>)[userId];
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === "string") : [];
}

export function isDone(record: unknown, userId: string, key: string): boolean {
  return doneKeys(record, userId).includes(key);
}

/** The record with `key` done for `userId` (moved last when it was there), each user's list cut to the limit. */
export function withDone(record: unknown, userId: string, key: string, limit = PROMPTS_DONE_LIMIT): PromptsDone {
  const users = record !== null && typeof record === "object" && !Array.isArray(record) ? Object.keys(record) : [];
  const next: Record<string, string[]> = {};
  for (const id of users) next[id] = doneKeys(record, id);
  next[userId] = [...doneKeys(record, userId).filter((done) => done !== key), key].slice(-limit);
  return next;
}
