import type { SystemDialog, SystemWatch } from "../../../foundry/systems/system-adapter";
import { DRAGONBANE_PUSH } from "../core/dragonbane-push";
import { pushReading } from "./roll-messages";

/**
 * The push's own prompt (docs/systems-dragonbane.md "After the roll"): a click on a card's Push button
 * (`button.push-roll`, chat.js:16 at 3f766cb) opens a `DialogV2.prompt` titled "Push roll: <attribute or skill>" whose
 * radios (`pushChoice`) offer the conditions not taken (:556-625). It carries neither the message nor the test, so the
 * click is heard on the card in the capture phase, before the system's own listener, and claimed by the next prompt
 * of that title; the prompt shows the push's chance before its footer and on its Push button. The condition chosen
 * changes nothing of the roll: the push rolls the roll's own options, with no bane for the condition just taken.
 */

let clicked: unknown = null;
const heard = new WeakSet<HTMLElement>();
const claims = new WeakMap<object, unknown>();

/** Every card's Push button, heard as a card is drawn (the system's own listeners are added on the same hook). */
export const pushClickWatch: SystemWatch = {
  renderHook: "renderChatMessageHTML",
  watch(message, element) {
    if (heard.has(element)) return;
    heard.add(element);
    const hear = (event: Event) => {
      if (event.target instanceof Element && event.target.closest("button.push-roll")) clicked = message;
    };
    element.addEventListener("click", hear, { capture: true });
  },
};

/** The last Push clicked, taken by the prompt it opened, if the prompt is the push's (its title's first words). */
function claim(app: object): unknown {
  const title: unknown = Reflect.get(app, "title");
  const prefix = `${game.i18n.localize("DoD.roll.pushButtonLabel")}: `;
  const message = clicked;
  clicked = null;
  return typeof title === "string" && title.startsWith(prefix) ? message : null;
}

export const dragonbanePushDialog: SystemDialog = {
  renderHook: "renderDialogV2",
  read(app, element) {
    if (typeof app !== "object" || app === null || !element.querySelector('input[name="pushChoice"]')) return null;
    if (!claims.has(app)) claims.set(app, claim(app));
    const message = claims.get(app);
    return message ? pushReading(message) : null;
  },
  place(_app, element) {
    const footer = element.querySelector<HTMLElement>("footer.form-footer");
    const ok = element.querySelector<HTMLElement>('footer button[data-action="ok"]');
    return footer && ok ? { panelBefore: footer, choices: new Map([[DRAGONBANE_PUSH, ok]]) } : null;
  },
};
