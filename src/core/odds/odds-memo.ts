/**
 * Remembers the last `limit` answers of an odds query by a key built from its arguments. A dialog asks the same
 * question again on every keystroke in an unrelated field (the flavor, the roll mode) and flips between a few
 * values of the field being edited, so a small cache keeps a field change well inside the 2 ms budget; a contest
 * asks for the same side's distribution once per pairing.
 */
export function oddsMemo<A extends readonly unknown[], V>(
  limit: number,
  compute: (...args: A) => V,
  key: (...args: A) => string = (...args) => JSON.stringify(args),
): (...args: A) => V {
  const answers = new Map<string, V>();
  return (...args) => {
    const id = key(...args);
    if (answers.has(id)) {
      const known = answers.get(id)!;
      // Re-inserting moves the key to the back, so the least recently used one is dropped first.
      answers.delete(id);
      answers.set(id, known);
      return known;
    }
    const value = compute(...args);
    answers.set(id, value);
    if (answers.size > limit) answers.delete(answers.keys().next().value!);
    return value;
  };
}
