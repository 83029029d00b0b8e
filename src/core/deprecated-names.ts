/**
 * Old API names kept one release after their members moved under a rule set's id (`api.odds.kaiserCheckOdds` →
 * `api.odds.kaiser.checkOdds`): each still answers, unlisted, and tells whoever is told of such reads (Foundry's
 * compatibility warning, once per name: src/foundry/deprecated-names.ts).
 */
import type { FlatOddsNames } from "./rule-set";

/** Told when an old name is read: the name, and where its member is now (`kaiser.checkOdds`). */
export type DeprecatedNameRead = (name: string, replacement: string) => void;

/** An old name, where its member is now (relative to the same object), and the member. */
export interface MovedName {
  readonly old: string;
  readonly now: string;
  readonly member: () => unknown;
}

/**
 * Adds each old name to `target` as a getter left out of its keys: reading it tells `onRead`, then answers the
 * member. `Added`: the old names' types, as the API declares them; the caller vouches that `moved` gives them.
 */
export function defineDeprecatedNames<T extends object, Added>(
  target: T,
  moved: readonly MovedName[],
  onRead: DeprecatedNameRead,
): asserts target is T & Added {
  for (const { old, now, member } of moved) {
    Object.defineProperty(target, old, {
      get: () => {
        onRead(old, now);
        return member();
      },
      enumerable: false,
    });
  }
}

/**
 * The old flat names of a rule set's `api.odds` members (old name, its name now), derived as `names` says
 * (src/core/rule-set.ts `FlatOddsNames`) rather than listed: `kaiserCheckOdds` for Kaiser's `checkOdds`.
 */
export function flatOddsNames(members: object, names: FlatOddsNames): [old: string, name: string][] {
  return Object.keys(members).flatMap((name): [string, string][] => {
    if (!names.prefixed.includes(name)) return [[name, name]];
    const prefixed =
      name === name.toUpperCase()
        ? `${names.prefix.toUpperCase()}_${name}`
        : `${names.prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    return names.alsoOwn?.includes(name)
      ? [
          [prefixed, name],
          [name, name],
        ]
      : [[prefixed, name]];
  });
}
