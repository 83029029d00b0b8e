/**
 * Remembers the last `limit` results of a pure function by key. Cards are built again on every render of the
 * chat log, so odds that cost milliseconds (a 200-die K&R pool, 50 unlimited d100s) are worked out once per
 * question instead of once per message; the oldest entry goes when the memo is full.
 */
export function boundedMemo<V>(limit: number, compute: (key: string) => V): (key: string) => V {
  const entries = new Map<string, V>();
  return (key) => {
    const known = entries.get(key);
    if (known !== undefined) {
      // Re-inserting moves the key to the back, so the least recently used one is dropped first.
      entries.delete(key);
      entries.set(key, known);
      return known;
    }
    const value = compute(key);
    entries.set(key, value);
    if (entries.size > limit) entries.delete(entries.keys().next().value!);
    return value;
  };
}
