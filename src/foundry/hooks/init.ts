import { createDialogsApi } from "../apps/dialogs-api";
import { indieDiceTool, type OpenPicker, type OpenRolls } from "../apps/launch-buttons";
import { cardMenuNow, loadCardsOnDemand } from "../cards/card-chunk-loader";
import { listenCheckLinks, listenCheckLinksOn } from "../check-links/check-links";
import { registerDice } from "../dice/register-dice";
import { readErrorsInFoundry } from "../error-messages";
import { fairnessApi, fairnessTool } from "../fairness/fairness-api";
import { MODULE_ID } from "../module-id";
import type { Composition } from "../composition";
import { notifyError } from "../notify";
import { registerSettings } from "../settings";
import { ruleSetDice } from "../rule-sets";
import { registerModulesRuleSets } from "../rule-set-hook";
import { registerSystems } from "../systems/system-package";
import { systemAdapterOf } from "../systems/system-registry";
import { listen as listenRenderSystemDialog } from "./render-system-dialog";
import { listen as listenSystemRollConfigured } from "./system-roll-configured";
import { listen as listenSetup } from "./setup";
import { listen as listenI18nInit } from "./i18n-init";
import { listen as listenChatMessage } from "./chat-message";
import { listen as listenCreateChatMessage } from "./create-chat-message";
import { chatCommands } from "../chat-commands/chat-commands";
import { registerChatCommand } from "../foundry-version";
import { indieKeys, registerKeybindings } from "../keybindings/keybindings";
import { forgetLastSavedRolls } from "../saved-rolls/last-saved-roll";
import { listen as listenGetChatMessageContextOptions } from "./get-chat-message-context-options";
import { listen as listenGetActorSheetHeaderButtons } from "./get-actor-sheet-header-buttons";
import { listen as listenGetHeaderControlsActorSheetV2 } from "./get-header-controls-actor-sheet-v2";
import { listen as listenGetSceneControlButtons } from "./get-scene-control-buttons";
import { listen as listenHotbarDrop } from "./hotbar-drop";
import { listen as listenOpenDetachedWindow } from "./open-detached-window";
import { listen as listenReady } from "./ready";
import { listen as listenRenderChatLog } from "./render-chat-log";
import { listen as listenRenderTokenHud } from "./render-token-hud";
import { listen as listenUpdateActor } from "./update-actor";
import { listen as listenUpdateChatMessage } from "./update-chat-message";

/**
 * Registers everything Indie Dice adds to Foundry, once, in the `init` hook: first the rule sets of other modules
 * (the hook `indie-dice.registerRuleSets`, docs/rule-set-authors.md), then builds the dice, the dialogs, the cards
 * (loaded on demand) and the API from every registered rule set, and hands each hook what it needs of them. The kit,
 * the API's assembly and the card chunk come from the composition root (src/root/index.ts), which this layer never
 * imports.
 */
export function listen(root: Composition): void {
  Hooks.once("init", () => {
    readErrorsInFoundry();
    registerModulesRuleSets(root.kit);
    registerSystems(root.kit);
    const system = systemAdapterOf(game.system?.id);
    if (system) {
      listenRenderSystemDialog(system);
      listenSystemRollConfigured(system);
    }
    listenSetup(system);
    listenI18nInit();
    registerSettings();
    const dice = registerDice(ruleSetDice());
    const dialogs = createDialogsApi();
    const cards = loadCardsOnDemand(dice, dialogs, root.importCardChunk);
    const fairness = fairnessApi();
    const api = root.createApi(dice, dialogs, cards.apis, fairness);
    const openPicker: OpenPicker = (speaker) => void dialogs.pick(speaker).catch(() => null);
    const openRolls: OpenRolls = (actor) =>
      void api.savedRolls.open(actor).catch((error: unknown) => notifyError("error", error));
    // The Indie Dice tool first, then Start contest and Request a roll, then the GM's fairness report.
    listenGetSceneControlButtons([indieDiceTool(openPicker), ...cards.tools, fairnessTool(fairness)]);
    // Beside the chat input: the picker, then the GM's fairness report (each shown to whom its tool is).
    const chatButtons = [indieDiceTool(openPicker), fairnessTool(fairness)];
    listenRenderChatLog(chatButtons);
    listenReady(chatButtons);
    listenGetHeaderControlsActorSheetV2(openRolls);
    listenGetActorSheetHeaderButtons(openRolls);
    listenRenderTokenHud(openRolls);
    listenUpdateActor();
    listenHotbarDrop();
    listenCreateChatMessage();
    listenGetChatMessageContextOptions({ dice, dialogs, cards: cardMenuNow });
    listenUpdateChatMessage();
    listenCheckLinks(api.dialogs, api.requests);
    listenOpenDetachedWindow(listenCheckLinksOn);
    // One command table: v14 takes it into ChatLog.CHAT_COMMANDS; v13 hears the line through the chatMessage hook.
    const commands = chatCommands(api.dialogs, api.requests, api.contests);
    const registered = commands.filter((command) =>
      registerChatCommand(command.name, command.pattern, (line) => void command.run(line)),
    );
    if (registered.length < commands.length)
      listenChatMessage(commands.filter((command) => !registered.includes(command)));
    forgetLastSavedRolls();
    registerKeybindings(indieKeys(api, () => indieDiceTool(openPicker).onClick(), openRolls));
    const module = game.modules.get(MODULE_ID);
    if (module) module.api = api;
  });
}
