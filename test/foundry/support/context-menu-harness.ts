/**
 * Drives the chat messages' context menu in the Foundry double as a user does: a right-click on a message in that
 * user's own log opens the log's ContextMenu (made with the `getChatMessageContextOptions` hook, as Foundry's chat log
 * makes it), and a click on an entry runs it.
 */
import type { FoundryDoubleHandle } from "../../../foundry-double";
import { settle, waitFor } from "./dialog-harness";
import { must } from "../../kit";

/** What the menu's driver uses of the double's handle: its clients and their chat logs. */
type Clients = Pick<FoundryDoubleHandle, "withClient" | "chatLog" | "chatContextMenu" | "chatLogSettled">;

/** The message's element in a user's log, once drawn there. */
async function messageElement(foundry: Clients, user: string, messageId: string): Promise<HTMLElement> {
  await foundry.chatLogSettled();
  return waitFor(`message ${messageId} in ${user}'s log`, () =>
    foundry.chatLog(user)?.querySelector<HTMLElement>(`.message[data-message-id="${messageId}"]`),
  );
}

/** Right-clicks the message in the user's log: the labels of the menu that opens (none: no menu). */
export async function openMessageMenu(foundry: Clients, user: string, messageId: string): Promise<string[]> {
  const li = await messageElement(foundry, user, messageId);
  return foundry.withClient(user, () => {
    foundry.chatContextMenu(user)?.close();
    li.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true }));
    return foundry.chatContextMenu(user)?.shownLabels ?? [];
  });
}

/** Right-clicks the message and chooses the entry labelled so; resolves once the entry's work is done. */
export async function chooseMessageEntry(
  foundry: Clients,
  user: string,
  messageId: string,
  label: string,
): Promise<void> {
  const labels = await openMessageMenu(foundry, user, messageId);
  if (!labels.includes(label))
    throw new Error(`${user}'s menu on ${messageId} has no “${label}” (it has: ${labels.join(", ")})`);
  await foundry.withClient(user, async () => {
    const menu = must(foundry.chatContextMenu(user));
    const item = must(
      [...must(menu.element).querySelectorAll<HTMLElement>(".context-item")].find((li) => li.textContent === label),
    );
    must(item.querySelector("span")).click();
    await menu.lastResult;
  });
  await settle(20);
}

/** Our entries among a menu's labels (Foundry's own are localization keys in the double). */
export function ourLabels(labels: readonly string[]): string[] {
  return labels.filter((label) => !/^(CHAT|SIDEBAR)\./.test(label));
}
