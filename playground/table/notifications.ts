/**
 * A pane's notifications, shown as Foundry's ui.notifications shows them (v13
 * client/applications/ui/notifications.mjs): at most five at once, the newest on top, the others queued; each goes
 * after five seconds unless it is permanent, or at a click, and the next one queued takes its place. The message is
 * HTML, as Foundry's is — the values of its `format` escaped, and cleaned of what untrusted HTML may not hold — so text
 * a user typed reads as they typed it. Each shown item carries the time it was shown (`data-timestamp`), as Foundry's
 * notification records it.
 */
import type { RecordedNotification } from "../../foundry-double/notifications";

/** Foundry's Notifications.MAX_ACTIVE and LIFETIME_MS. */
const MAX_ACTIVE = 5;
const LIFETIME_MS = 5000;

export class PaneNotifications {
  constructor(private readonly list: HTMLElement) {}

  readonly #queue: RecordedNotification[] = [];

  #active = 0;

  show(notification: RecordedNotification): void {
    this.#queue.push(notification);
    this.#fetch();
  }

  #fetch(): void {
    if (this.#queue.length === 0 || this.#active >= MAX_ACTIVE) return;
    const next = this.#queue.shift()!;
    const item = this.#render(next);
    let removed = false;
    const remove = () => {
      if (removed) return;
      removed = true;
      item.remove();
      this.#active -= 1;
      this.#fetch();
    };
    item.addEventListener("click", remove);
    this.list.prepend(item);
    this.#active += 1;
    if (!next.permanent) setTimeout(remove, LIFETIME_MS);
  }

  #render(notification: RecordedNotification): HTMLLIElement {
    const item = document.createElement("li");
    item.className = `notification ${notification.type}`;
    if (notification.permanent) item.classList.add("permanent");
    item.dataset.id = String(notification.id);
    item.dataset.timestamp = String(Date.now());
    const text = document.createElement("p");
    const clean = (foundry.utils as unknown as { cleanHTML(html: string): string }).cleanHTML;
    text.innerHTML = clean(notification.message);
    item.append(text);
    return item;
  }
}
