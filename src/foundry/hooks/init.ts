import { createApi } from "../api";
import { registerDice } from "../dice/register-dice";
import { MODULE_ID } from "../module-id";
import { registerSettings } from "../settings";

/** Registers everything Indie Dice adds to Foundry, once, in the `init` hook. */
export function listen(): void {
  Hooks.once("init", () => {
    registerSettings();
    const dice = registerDice();
    const module = game.modules.get(MODULE_ID);
    if (module) module.api = createApi(dice);
  });
}
