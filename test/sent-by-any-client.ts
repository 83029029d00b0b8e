/**
 * The one honest form of an ill-typed value in a test: data that a hostile or buggy client can send although the
 * module's types forbid it (docs/threat-model.md "What a player's console can and cannot do"): a query with any
 * name and data, a message with forged flags or rolls, an API call from the console with a number where an id
 * belongs, a stored flag written by a bug. A test that proves the module refuses such data hands it over through
 * `asSentByAnyClient`, which says why its type is broken; an ordinary value never goes through it.
 */
export function asSentByAnyClient<T>(value: unknown): T {
  return value as T;
}
