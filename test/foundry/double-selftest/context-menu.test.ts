// @vitest-environment happy-dom
/**
 * The chat log's context menu in the double, against Foundry v13's semantics (client/applications/sidebar/tabs/chat.mjs
 * _getEntryContextOptions and _onFirstRender, client/applications/ux/context-menu.mjs): the hook
 * `getChatMessageContextOptions(log, entries)` is called once per client's log, when it is made; an entry's condition
 * is asked each time the menu opens, on that client, with the message's element; a right-click on the same message
 * closes the menu; a click on an item runs its callback with the element and closes; Foundry's own entries follow
 * their conditions (Pop out only with `core.canPopout`). v14 reads `label/visible/onClick(event, target)` and records
 * v13's names as deprecated.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { g, useFoundryDouble } from "./helpers";
import type { ContextMenuDouble } from "../../../foundry-double/applications/context-menu";
import { deprecations } from "../../../foundry-double/profile";
import { must } from "../../kit";

const GM = "gmUser0000000000";
const PLAYER = "playerUser000000";
const USERS = [
  { id: GM, name: "Gamemaster", isGM: true },
  { id: PLAYER, name: "Player" },
];

const double = useFoundryDouble({ users: USERS, clients: [GM, PLAYER] });

interface Log {
  contextMenu(userId?: string): ContextMenuDouble | null;
  log(userId?: string): HTMLOListElement | null;
  settled(): Promise<void>;
}
const chat = () => (g() as unknown as { ui: { chat: Log } }).ui.chat;

async function open(user: string, id: string): Promise<string[]> {
  await chat().settled();
  const li = must(must(chat().log(user)).querySelector<HTMLElement>(`.message[data-message-id="${id}"]`));
  return double.handle.withClient(user, () => {
    li.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true }));
    return chat().contextMenu(user)?.shownLabels ?? [];
  });
}

describe("the chat log's context menu", () => {
  for (const generation of [13, 14] as const) {
    describe(`v${generation}`, () => {
      const calls: { user: string; entries: number }[] = [];
      const seen: HTMLElement[] = [];
      const chosen: HTMLElement[] = [];
      beforeEach(async () => {
        double.handle.reset({ users: USERS, clients: [GM, PLAYER], generation });
        calls.length = seen.length = chosen.length = 0;
        g().Hooks.on("getChatMessageContextOptions", (_log: unknown, entries: unknown[]) => {
          calls.push({ user: g().game.userId, entries: entries.length });
          const test = (li: HTMLElement) => {
            seen.push(li);
            return g().game.user.isGM;
          };
          const run = (li: HTMLElement) => void chosen.push(li);
          entries.push(
            generation === 14
              ? {
                  label: "Mine",
                  icon: '<i class="fa-solid fa-star"></i>',
                  visible: test,
                  onClick: (_e: Event, li: HTMLElement) => run(li),
                }
              : { name: "Mine", icon: '<i class="fa-solid fa-star"></i>', condition: test, callback: run },
          );
        });
        await double.handle.renderChatLog();
      });

      it(
        "calls the hook once per client's log, after the core entries; " +
          "conditions are asked on each opening, per client",
        async () => {
          const message = (await double.handle.withClient(PLAYER, () => g().ChatMessage.create({ content: "hi" }))) as {
            id: string;
          };
          expect(await open(GM, message.id)).toEqual(["CHAT.ConcealMessage", "SIDEBAR.Delete", "Mine"]);
          expect(await open(PLAYER, message.id)).toEqual(["CHAT.ConcealMessage", "SIDEBAR.Delete"]);
          expect(calls).toEqual([
            { user: GM, entries: 4 },
            { user: PLAYER, entries: 4 },
          ]);
          expect(seen.map((li) => li.dataset.messageId)).toEqual([message.id, message.id]);
          expect(deprecations).toEqual([]);
        },
      );

      it(
        "a right-click on the open message closes it; " + "an item runs with the element, then the menu closes",
        async () => {
          const message = (await g().ChatMessage.create({ content: "hi", flags: { core: { canPopout: true } } })) as {
            id: string;
          };
          expect(await open(GM, message.id)).toEqual([
            "CHAT.PopoutMessage",
            "CHAT.ConcealMessage",
            "SIDEBAR.Delete",
            "Mine",
          ]);
          expect(await open(GM, message.id)).toEqual([]);
          await open(GM, message.id);
          const menu = must(chat().contextMenu(GM));
          const item = must(
            [...must(menu.element).querySelectorAll<HTMLElement>(".context-item")].find(
              (li) => li.textContent === "Mine",
            ),
          );
          expect(item.querySelector("i")?.classList.contains("fa-fw")).toBe(true);
          item.click();
          expect(chosen.map((li) => li.dataset.messageId)).toEqual([message.id]);
          expect(menu.element).toBeNull();
          expect(must(chat().log(GM)).querySelector(".context")).toBeNull();
        },
      );
    });
  }

  it("v14 records an entry written in v13's names as deprecated, and still shows and runs it", async () => {
    double.handle.reset({ users: USERS, clients: [GM], generation: 14 });
    const ran: string[] = [];
    g().Hooks.on("getChatMessageContextOptions", (_log: unknown, entries: unknown[]) =>
      entries.push({ name: "Old", icon: "", condition: () => true, callback: () => ran.push("old") }),
    );
    await double.handle.renderChatLog();
    const message = (await g().ChatMessage.create({ content: "hi" })) as { id: string };
    expect(await open(GM, message.id)).toContain("Old");
    const menu = must(chat().contextMenu(GM));
    must(
      [...must(menu.element).querySelectorAll<HTMLElement>(".context-item")].find((li) => li.textContent === "Old"),
    ).click();
    expect(ran).toEqual(["old"]);
    expect(deprecations).toEqual(
      expect.arrayContaining(["ContextMenuEntry#name", "ContextMenuEntry#condition", "ContextMenuEntry#callback"]),
    );
  });
});
