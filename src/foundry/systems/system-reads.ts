/**
 * Reading a game system's live objects and settings, which this module's types do not describe: a member of anything
 * (undefined where there is none), and one of the system's own world settings (undefined where the system registered
 * none). Every adapter reads through these.
 */

/** `from[name]` when `from` is an object, else undefined. */
export function field(from: unknown, name: string): unknown {
  return typeof from === "object" && from !== null ? Reflect.get(from, name) : undefined;
}

/** A setting the system registers (`dnd5e.challengeVisibility`): not in this module's SettingConfig; undefined when absent. */
export function systemSetting(namespace: string, key: string): unknown {
  try {
    return Reflect.apply(game.settings.get, game.settings, [namespace, key]);
  } catch {
    return undefined;
  }
}
