/**
 * A Fireball counted by hand for the D&D 5e damage tests (unit and e2e): 8d6's totals by convolution, a save's
 * chance d20 + bonus ≥ DC face by face (no natural-20 rule on a save in dnd5e).
 */

/** 8d6's totals: the number of ways each falls, of 6^8. */
export function eightD6(): Map<number, number> {
  let ways = new Map([[0, 1]]);
  for (let die = 0; die < 8; die++) {
    const next = new Map<number, number>();
    for (const [total, count] of ways)
      for (let face = 1; face <= 6; face++) next.set(total + face, (next.get(total + face) ?? 0) + count);
    ways = next;
  }
  return ways;
}

/** The chance d20 + bonus reaches the DC, face by face. */
export function savedOn(bonus: number, dc: number): number {
  return Array.from({ length: 20 }, (_, i) => i + 1).filter((face) => face + bonus >= dc).length / 20;
}
