/**
 * Which of our rolls were just drawn short (the head of their card, for a message out of view: indie-roll.ts), so
 * that the render hook searches a drawn message for short cards only when it holds some (roll-cards-in-view.ts).
 */
/**
 * How many times each roll was drawn short and the drawing not yet handed to the hook: a message may be drawn in
 * two places at once (the log and the notification area), each drawing its rolls once before its hook.
 */
const shortDraws = new WeakMap<object, number>();

/** A roll drew its short card for a message (indie-roll.ts). */
export function drewShort(roll: object): void {
  shortDraws.set(roll, (shortDraws.get(roll) ?? 0) + 1);
}

/** Was the roll drawn short for a drawing not yet handed to the hook? Counts it handed over. */
export function tookShortDraw(roll: object): boolean {
  const count = shortDraws.get(roll) ?? 0;
  if (count === 0) return false;
  if (count === 1) shortDraws.delete(roll);
  else shortDraws.set(roll, count - 1);
  return true;
}
