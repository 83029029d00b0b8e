import { logRefusals } from "../registration-window";

/**
 * Once the translations are loaded: the rule sets and system adapters the registries refused in `init` are logged in
 * the user's language.
 */
export function listen(): void {
  Hooks.once("i18nInit", logRefusals);
}
