/**
 * Remembering what cards work out on every render of the chat log. Cards are built again each time a message is
 * drawn, so work that costs milliseconds (a 200-die K&R pool, 50 unlimited d100s, a roll read back and judged) is
 * done once per question instead of once per message.
 */

/** The last `limit` values by key; the least recently used goes when it is full. `forget` drops one (a failure). */
export function boundedCache<V>(limit: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string, compute: () => V): V {
      const known = entries.get(key);
      if (known !== undefined) {
        // Re-inserting moves the key to the back, so the least recently used one is dropped first.
        entries.delete(key);
        entries.set(key, known);
        return known;
      }
      const value = compute();
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
      return value;
    },
    forget(key: string): void {
      entries.delete(key);
    },
  };
}

/** Remembers the last `limit` results of a pure function by key. */
export function boundedMemo<V>(limit: number, compute: (key: string) => V): (key: string) => V {
  const cache = boundedCache<V>(limit);
  return (key) => cache.get(key, () => compute(key));
}

/**
 * One value per object (a Roll), with the key it was worked out for: asked again with the same key, it is given
 * back; with another (a setting changed), worked out again. Kept in a WeakMap, so it goes with its object.
 */
export function perObjectMemo<V>() {
  const entries = new WeakMap<object, { readonly key: string; readonly value: V }>();
  return {
    get(owner: object, key: string, compute: () => V): V {
      const known = entries.get(owner);
      if (known?.key === key) return known.value;
      const value = compute();
      entries.set(owner, { key, value });
      return value;
    },
    forget(owner: object): void {
      entries.delete(owner);
    },
  };
}
