import { alienLabels } from "../ui/roll-labels";
import type { SystemAdapter, SystemDialog } from "../../../foundry/systems/system-adapter";
import { SYSTEM_API_VERSION } from "../../../foundry/systems/system-package";
import { isElement } from "../../../ui/dom/elements";
import { field } from "../../../foundry/systems/system-reads";
import { alienWraps, currentCall } from "./capture";
import { IndieDiceError } from "../../../core/errors";
import { ROLLS_NOTHING, dialogPool, inputsOf } from "./dialog-pool";
import { alienRolls, namedPoolOdds, poolOfRoll } from "./roll-messages";
import { poolHiddenFrom, rolledActorOf } from "./secrets";

/**
 * Alien RPG (docs/systems-alienrpg.md), pwatson100/alienrpg 4.0.5 at 5dff939d, which declares Foundry 13 its maximum:
 * its prompts are plain `DialogV2.wait`s holding no roll, so the methods that open them are observed (capture.ts) and
 * each dialog's figures are worked out from that call and the inputs as they stand (dialog-pool.ts), redrawn on each
 * input or change (the dialog never renders again); every roll's message keeps the chance its own roll had
 * (roll-messages.ts).
 */

const actorOf = (call: NonNullable<ReturnType<typeof currentCall>>): unknown =>
  call.kind === "item" ? field(call.item, "actor") : call.actor;

/** The system's "No Dice to Roll" (or its silence), in the module's words. */
function rollsNothing(): never {
  throw new IndieDiceError("INDIE_DICE.SystemOdds.Alienrpg.NoDice");
}

const promptDialog: SystemDialog = {
  // DialogV2's own: the system opens no class of its own.
  renderHook: "renderDialogV2",
  read(_app, element) {
    const call = currentCall();
    if (!call || poolHiddenFrom(actorOf(call))) return null;
    const pool = dialogPool(call, inputsOf(element), element);
    if (!pool) return null;
    // Nothing to roll is said where the figures would be (the refusal's path), so the panel does not just vanish.
    const odds = pool === ROLLS_NOTHING ? () => rollsNothing() : () => namedPoolOdds(pool);
    return { odds, labels: alienLabels, targetVisible: true };
  },
  place(_app, element) {
    // DialogV2 draws its form once: the footer with the buttons stays.
    const footer = element.querySelector<HTMLElement>("footer.form-footer");
    return footer ? { panelBefore: footer, choices: new Map() } : null;
  },
  listen(_app, element, redraw) {
    // The inputs, checkboxes and selects change nothing the dialog draws: each keystroke and change redraws the
    // figures.
    const heard = (event: Event) => {
      if (isElement(event.target) && event.target.matches(".dialog-content input, .dialog-content select")) redraw();
    };
    element.addEventListener("input", heard);
    element.addEventListener("change", heard);
  },
};

export const alienSystem: SystemAdapter = {
  apiVersion: SYSTEM_API_VERSION,
  id: "alienrpg",
  dialogs: [promptDialog],
  rolls: alienRolls,
  wraps: alienWraps,
  // Only the system's own pools: another message (a plain roll without an actor) is no NPC's.
  numbersHidden: (message) => poolOfRoll(message.rolls?.[0]) !== null && poolHiddenFrom(rolledActorOf(message)),
};
