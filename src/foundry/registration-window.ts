/**
 * What the public registries share (docs/rule-set-authors.md "When: the hook `indie-dice.registerRuleSets`"): a
 * registry is open only while its hook runs in `init` (a plug-in registered later would miss what `init` builds from
 * it), and what it refuses is logged as a console error in the user's language — in `init` the translations are not
 * loaded yet, so refusals wait for `i18nInit` (Foundry loads them after `init`, client/helpers/localization.mjs).
 */

/** A refusal: its key under `INDIE_DICE.Error.Registry` and the data its text names. */
export type RegistryRefusal = readonly [key: string, data: Record<string, string>];

let waiting: RegistryRefusal[] | null = [];

function log([key, data]: RegistryRefusal): void {
  console.error(`Indie Dice | ${game.i18n.format(`INDIE_DICE.Error.Registry.${key}`, data)}`);
}

/** Logs the refusal now, or once the translations are loaded; false, for `register` to return. */
export function refuse(refusal: RegistryRefusal): false {
  if (waiting) waiting.push(refusal);
  else log(refusal);
  return false;
}

/** The translations are loaded: what was refused in `init` is logged now, and later refusals at once. */
export function logRefusals(): void {
  const now = waiting ?? [];
  waiting = null;
  for (const refusal of now) log(refusal);
}

/** A registry's window: `isOpen()` only while `run` calls its hook (`callHook`). */
export function registrationWindow(): { isOpen(): boolean; run(callHook: () => void): void } {
  let open = false;
  return {
    isOpen: () => open,
    run(callHook) {
      open = true;
      waiting ??= [];
      try {
        callHook();
      } finally {
        open = false;
      }
    },
  };
}
