import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialog, SystemWatch } from "../../../foundry/systems/system-adapter";
import type { SystemChoice, SystemOdds } from "../../../core/systems/system-odds-types";
import {
  bestWillpowerReroll,
  rerollOutcomes,
  willpowerRerollOf,
  WOD_WILLPOWER,
  type WodDie,
  type WodLying,
  type WodReroll,
} from "../core/wod5e-reroll";
import { WOD_SELECTED, wod5eLabels } from "../ui/wod5e-labels";
import { hiddenFrom } from "./actor-reads";
import { costOf, diceWords, lyingOfMessage, mayReroll, speakerActor } from "./roll-messages";

/**
 * The Willpower reroll's die-picking dialog (docs/systems-wod5e.md "After the roll"), as wod5e 5.3.25 (66705147)
 * opens it from the chat log's menu (system/ui/wod-chat-log.js:42-69): a `DialogV2.prompt` with classes `wod5e`, the
 * splat and `dialog` (system/scripts/willpower-reroll.js:39-60) whose content is a copy of the message's rerollable
 * dice (`.willpower-reroll .die-select`, each wrapping the chat card's `img` with its `data-index` and, for a rage
 * die, the class `rage-dice`: :10-22, roll-message.js:84, 151-154); a click toggles `selected` on a die, up to 3
 * (:63-71), and Reroll takes the selected ones (:74-135). The dialog carries no message id: the message is the one
 * whose menu this user opened last (its element's `data-message-id`, the `li` the entry's callback is handed),
 * claimed by the next such dialog; the dice and the difficulty are read from that message's own first roll.
 */

const MESSAGE = ".message[data-message-id]";

/** The message whose menu this user opened last, until a die-picking dialog claims it. */
let pendingMessage: string | null = null;
const watchedMessages = new WeakSet<HTMLElement>();

/** Each chat message's element: its menu's opening (a right-click) and its entries' clicks, heard first. */
export const messageMenuWatch: SystemWatch = {
  // Foundry's, on each message's element as it is drawn (and drawn again once the reroll updates it).
  renderHook: "renderChatMessageHTML",
  watch(_message, element) {
    if (watchedMessages.has(element)) return;
    watchedMessages.add(element);
    // The element Foundry hands is the message's own (`li.message[data-message-id]`), the menu's target.
    const hear = () => {
      const id = element.closest<HTMLElement>(MESSAGE)?.dataset.messageId;
      if (id) pendingMessage = id;
    };
    for (const type of ["contextmenu", "click"]) element.addEventListener(type, hear, { capture: true });
  },
};

const claimedMessages = new WeakMap<object, string | null>();

function claimMessage(app: object): string | null {
  if (!claimedMessages.has(app)) {
    claimedMessages.set(app, pendingMessage);
    pendingMessage = null;
  }
  return claimedMessages.get(app) ?? null;
}

/** The die picker, told from the roll dialog (classes `wod5e roll-dialog`) by its dice. */
const isDiePicker = (element: HTMLElement): boolean =>
  element.classList.contains("wod5e") && element.querySelector(".willpower-reroll .die-select") !== null;

/**
 * The dice selected now, as Reroll reads them (:107-135): each selected die's `img`, its `data-index` in the basic
 * term or, with `rage-dice`, in the rage term; null where one names no die the message shows.
 */
function selectedDice(element: HTMLElement, lying: WodLying): WodDie[] | null {
  const images = Array.from(element.querySelectorAll(".willpower-reroll .selected img"));
  const dice = images.map((image) => {
    const kind = image.classList.contains("rage-dice") ? "advanced" : "basic";
    const index = Number.parseInt(image.getAttribute("data-index") ?? "", 10);
    return lying.dice.find((die) => die.kind === kind && die.index === index);
  });
  return dice.every((die) => die !== undefined) ? dice : null;
}

/** A reroll's figures as a choice, named by its dice. */
function rerollRow(id: string, key: string, reroll: WodReroll, cost: string): SystemChoice {
  const label = game.i18n.format(`INDIE_DICE.SystemOdds.Wod5e.${key}${cost}`, { dice: diceWords(reroll.dice) });
  return { id, label, outcomes: rerollOutcomes(reroll) };
}

/**
 * The figures for the dice selected now (none drawn with none selected: Reroll would roll nothing) and for the best
 * choice, marked as the best; null when neither is drawn.
 */
function pickerOdds(lying: WodLying, selected: readonly WodDie[], cost: string): SystemOdds | null {
  const reroll = willpowerRerollOf(lying, selected);
  const best = bestWillpowerReroll(lying);
  const choices = [
    ...(reroll ? [rerollRow(WOD_SELECTED, "WillpowerReroll", reroll, cost)] : []),
    ...(best ? [rerollRow(WOD_WILLPOWER, "BestRerollOf", best, "")] : []),
  ];
  if (choices.length === 0) return null;
  const target = lying.difficulty > 0 ? lying.difficulty : null;
  return { target, choices, totals: [], ...(reroll ? { chosen: WOD_SELECTED } : {}) };
}

/** Its reading, heard on `renderDialogV2` beside the roll dialog's (index.ts): placed only in a die picker. */
export function willpowerDialog(kit: RuleSetKit): SystemDialog {
  return {
    renderHook: "renderDialogV2",
    read(app, element) {
      if (typeof app !== "object" || app === null || !isDiePicker(element)) return null;
      const message = game.messages?.get(claimMessage(app) ?? "");
      if (!message || !mayReroll(kit, message)) return null;
      const actor = speakerActor(kit, message);
      if (hiddenFrom(kit, actor)) return null;
      const lying = lyingOfMessage(kit, message);
      const selected = lying ? selectedDice(element, lying) : null;
      const odds = lying && selected ? pickerOdds(lying, selected, costOf(kit, actor)) : null;
      return odds ? { odds: () => odds, labels: wod5eLabels, targetVisible: true } : null;
    },
    place(_app, element) {
      if (!isDiePicker(element)) return null;
      const footer = element.querySelector<HTMLElement>("footer.form-footer");
      const button = element.querySelector<HTMLElement>('footer button[data-action="ok"]');
      return footer && button ? { panelBefore: footer, choices: new Map([[WOD_SELECTED, button]]) } : null;
    },
    listen(_app, element, redraw) {
      // A die's own listener toggles `selected` (:53-58) before the click bubbles here: no render follows it.
      element.addEventListener("click", () => redraw());
    },
  };
}
