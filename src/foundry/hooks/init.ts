import { createApi } from "../api";
import { createDialogsApi } from "../apps/dialogs-api";
import { registerDice } from "../dice/register-dice";
import { MODULE_ID } from "../module-id";
import { registerSettings } from "../settings";
import { listenCheckLinks } from "../check-links/check-links";
import { notifyError } from "../notify";
import { listenHotbar } from "../saved-rolls/hotbar";
import { listenRollsWindows } from "../apps/rolls-window";
import { listenCards } from "./cards";
import { listen as listenControls } from "./controls";
import { fairnessApi, listen as listenFairness } from "./fairness";

/** Registers everything Indie Dice adds to Foundry, once, in the `init` hook. */
export function listen(): void {
  Hooks.once("init", () => {
    registerSettings();
    const dice = registerDice();
    const dialogs = createDialogsApi(dice);
    const module = game.modules.get(MODULE_ID);
    const savedRolls = () => game.modules.get(MODULE_ID)?.api?.savedRolls;
    listenControls(
      (speaker) => void dialogs.pick(speaker).catch(() => null),
      (actor) => void savedRolls()?.open(actor).catch((error: unknown) => notifyError("error", error)),
    );
    listenRollsWindows();
    listenHotbar();
    // After the controls: the "Start contest" tool comes after the Indie Dice tool.
    const cards = listenCards(dice, dialogs);
    const fairness = fairnessApi();
    listenFairness(fairness);
    listenCheckLinks(
      () => game.modules.get(MODULE_ID)?.api?.dialogs,
      () => game.modules.get(MODULE_ID)?.api?.requests,
    );
    if (module) module.api = createApi(dice, dialogs, cards, fairness);
  });
}

