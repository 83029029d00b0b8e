/** A Map with Foundry's Collection conveniences (contents, filter, find, map, some, getName). */
export class Collection<V> extends Map<string, V> {
  get contents(): V[] {
    return Array.from(this.values());
  }

  filter(predicate: (value: V) => boolean): V[] {
    return this.contents.filter(predicate);
  }

  find(predicate: (value: V) => boolean): V | undefined {
    return this.contents.find(predicate);
  }

  map<T>(transform: (value: V) => T): T[] {
    return this.contents.map(transform);
  }

  some(predicate: (value: V) => boolean): boolean {
    return this.contents.some(predicate);
  }

  getName(name: string): V | undefined {
    return this.find((value) => (value as { name?: string }).name === name);
  }
}
