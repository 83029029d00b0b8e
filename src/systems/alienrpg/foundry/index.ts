import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter, SystemDialog, SystemRollMessage } from "../../../foundry/systems/system-adapter";
import { alienLabels } from "../ui/roll-labels";
import { alienCapture, type AlienCall, type AlienCapture } from "./capture";
import { ROLLS_NOTHING, dialogPool, inputsOf } from "./dialog-pool";
import { alienRolls, namedPoolOdds, poolOfRoll } from "./roll-messages";
import { poolHiddenFrom, rolledActorOf } from "./secrets";

/**
 * Alien RPG (docs/systems-alienrpg.md), pwatson100/alienrpg 4.0.5 at 5dff939d, which declares Foundry 13 its maximum:
 * its prompts are plain `DialogV2.wait`s holding no roll, so the methods that open them are observed (capture.ts) and
 * each dialog's figures are worked out from that call and the inputs as they stand (dialog-pool.ts), redrawn on each
 * input or change (the dialog never renders again); every roll's message keeps the chance its own roll had
 * (roll-messages.ts). Written on the kit alone (issue 86): what it uses of Indie Dice at run time is the kit the
 * registration hands over.
 */

const actorOf = (kit: RuleSetKit, call: AlienCall): unknown =>
  call.kind === "item" ? kit.systems.field(call.item, "actor") : call.actor;

/** The system's "No Dice to Roll" (or its silence), in the module's words. */
function rollsNothing(kit: RuleSetKit): never {
  throw new kit.limits.IndieDiceError("INDIE_DICE.SystemOdds.Alienrpg.NoDice");
}

const promptDialog = (kit: RuleSetKit, { currentCall }: AlienCapture): SystemDialog => ({
  // DialogV2's own: the system opens no class of its own.
  renderHook: "renderDialogV2",
  read(_app, element) {
    const call = currentCall();
    if (!call || poolHiddenFrom(kit, actorOf(kit, call))) return null;
    const pool = dialogPool(kit, call, inputsOf(element), element);
    if (!pool) return null;
    // Nothing to roll is said where the figures would be (the refusal's path), so the panel does not just vanish.
    const odds = pool === ROLLS_NOTHING ? () => rollsNothing(kit) : () => namedPoolOdds(pool);
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
      if (kit.dom.isElement(event.target) && event.target.matches(".dialog-content input, .dialog-content select"))
        redraw();
    };
    element.addEventListener("input", heard);
    element.addEventListener("change", heard);
  },
});

/** Only the system's own pools: another message (a plain roll without an actor) is no NPC's. */
const alienNumbersHidden = (kit: RuleSetKit, message: SystemRollMessage): boolean =>
  poolOfRoll(kit.systems.field, message.rolls?.[0]) !== null && poolHiddenFrom(kit, rolledActorOf(kit, message));

export function alienSystem(kit: RuleSetKit): SystemAdapter {
  const capture = alienCapture(kit);
  return {
    apiVersion: 1,
    id: "alienrpg",
    dialogs: [promptDialog(kit, capture)],
    rolls: alienRolls(kit),
    wraps: capture.wraps,
    numbersHidden: (message) => alienNumbersHidden(kit, message),
  };
}
