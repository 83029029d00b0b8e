import { logRefusals } from "../rule-set-package";

/** Once the translations are loaded: the rule sets the registry refused in `init` are logged in the user's language. */
export function listen(): void {
  Hooks.once("i18nInit", logRefusals);
}
