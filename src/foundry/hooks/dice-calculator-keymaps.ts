import { extendDiceTrayMaps } from "../dice-tray";
import { offeredRuleSets } from "../settings";

/**
 * Dice Tray (module `dice-calculator`) asks modules and systems for its keymaps at `i18nInit`, before it builds
 * the tray (docs/versions-and-privacy.md "Dice Tray"): each map gains the buttons of the rule sets the world
 * offers (read when the tray asks, so the GM's choice as the world loaded). Without Dice Tray the hook never runs.
 */
export function listen(): void {
  // A hook of another module, declared in src/foundry/foundry-config.d.ts.
  Hooks.on("dice-calculator.keymaps", (maps) => extendDiceTrayMaps(maps, offeredRuleSets));
}
