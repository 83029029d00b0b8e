/**
 * One delegated click handler per drawn card (message-elements.ts: however often the element is handed over, one
 * click is one action), for every kind: a `button[data-action]` names one of the kind's
 * actions; the user must be allowed to press it (the button is drawn disabled otherwise, but a click may come from
 * anywhere), and it stays disabled while its action runs. The card's state is read again at the click, so an
 * action never works from what the card said when it was drawn. A button disabled while it has the focus loses it to
 * the page (the browser's focus fixup), before any dialog the action opens can note it: the focus it had at the
 * press is noted here and given back once the action is over — the dialog it opened closed, by Escape or a roll —
 * to the button, or to its stand-in on the card drawn anew (src/ui/dom/return-focus.ts).
 */
import { notifyError } from "../notify";
import { currentUser } from "./card-documents";
import type { AnyCardKind, ButtonData } from "./card-kind";
import { cardStateOf } from "./card-state";
import { eventElement } from "../../ui/dom/elements";
import { focusReturner } from "../../ui/dom/return-focus";
import { onMessageClick } from "../chat/message-elements";
import type { ChatMessageView } from "../types/chat-message";

export function listenToCardClicks(kind: AnyCardKind, card: ChatMessageView, html: HTMLElement): void {
  onMessageClick(html, "card-actions", (event) => {
    const button = eventElement(event)?.closest<HTMLButtonElement>("button[data-action]");
    const action = button && !button.disabled ? kind.actions[button.dataset.action ?? ""] : undefined;
    if (!button || !action) return;
    event.preventDefault();
    const state = cardStateOf(kind, card);
    const data: ButtonData = { ...button.dataset };
    if (!state) return notifyError("warning", kind.error("NoCard"));
    const context = { card, state, user: currentUser() };
    const refused = action.refusal(context, data);
    if (refused) return notifyError("warning", refused);
    const giveFocusBack = focusReturner(button.ownerDocument);
    button.disabled = true;
    void action.run(context, { data, shiftKey: event.shiftKey, button }).finally(() => {
      button.disabled = false;
      giveFocusBack();
    });
  });
}
