// @vitest-environment happy-dom
/**
 * ChatMessage as a document shared by several clients: the author and the server's create permission
 * (common/documents/chat-message.mjs #canCreate, getUserLevel), update/delete ownership, flags and update merging
 * (common/abstract/document.mjs setFlag/unsetFlag/getFlag, client/data/client-backend.mjs: only the diff is sent
 * and hooked, an empty diff is no update), document hooks on every client (client-backend.mjs
 * #handleCreateDocuments…), the chat log re-render on update (client/documents/chat-message.mjs _onUpdate,
 * client/applications/sidebar/tabs/chat.mjs updateMessage) and the speaker (ChatMessage.getSpeaker).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createdMessage, g, rollWith, useFoundryDouble } from "./helpers";
import type { ChatMessage } from "../../../foundry-double/index";
import { elementOf, must } from "../../kit";

const GM = "gmUser0000000000";
const PLAYER = "playerUser000000";
const OTHER = "otherPlayer00000";

const USERS = [
  { id: GM, name: "Gamemaster", isGM: true },
  { id: PLAYER, name: "Player" },
  { id: OTHER, name: "Other" },
];

const double = useFoundryDouble({ users: USERS });
// Tests below reset with their own options; start every test from the file's options again.
beforeEach(() => double.handle.reset({ users: USERS }));

async function create(data: Record<string, unknown>): Promise<ChatMessage> {
  return createdMessage(await g().ChatMessage.create(data));
}

describe("authors and the create permission", () => {
  it(
    "the author is the creating user; " + "game.messages.get finds the message; the v12 `user` key still works",
    async () => {
      double.handle.setUser(PLAYER);
      const message = await create({ content: "hello" });
      expect(message._source.author).toBe(PLAYER);
      expect(message.author?.id).toBe(PLAYER);
      expect(message.isAuthor).toBe(true);
      expect(g().game.messages.get(must(message.id))).toBe(message);
      expect(message.uuid).toBe(`ChatMessage.${message.id}`);
      expect((await create({ content: "legacy", user: PLAYER }))._source.author).toBe(PLAYER);
    },
  );

  it(
    "a player cannot create a message authored by another user; " + "the refusal is an error toast and a rejection",
    async () => {
      double.handle.setUser(PLAYER);
      await expect(g().ChatMessage.create({ content: "forged", author: GM })).rejects.toThrow(
        "Player lacks permission to create ChatMessage",
      );
      expect(double.handle.notifications.at(-1)).toMatchObject({
        type: "error",
        message: "Player lacks permission to create ChatMessage [new]",
        userId: PLAYER,
      });
      // The whole request is refused: the player's own message in the same batch is not created either.
      await expect(g().ChatMessage.create([{ content: "mine" }, { content: "forged", author: OTHER }])).rejects.toThrow(
        "lacks permission",
      );
      expect(double.handle.messages).toEqual([]);
    },
  );

  it("a GM may create a message in another user's name", async () => {
    const message = await create({ content: "on behalf", author: PLAYER });
    expect(message.author?.id).toBe(PLAYER);
  });
});

describe("flags and updates", () => {
  it("setFlag / getFlag / unsetFlag with nested keys; flags of other keys and scopes are kept", async () => {
    const message = await create({
      content: "card",
      flags: { "indie-dice": { contest: { status: "open", participants: [{ id: "a" }] } } },
    });
    await message.setFlag("indie-dice", "contest.status", "resolved");
    await message.setFlag("world", "note", 1);
    expect(message.getFlag("indie-dice", "contest")).toEqual({ status: "resolved", participants: [{ id: "a" }] });
    expect(message.flags).toEqual({
      "indie-dice": { contest: { status: "resolved", participants: [{ id: "a" }] } },
      world: { note: 1 },
    });
    await message.unsetFlag("indie-dice", "contest.participants");
    expect(message.getFlag("indie-dice", "contest")).toEqual({ status: "resolved" });
    expect(message.getFlag("indie-dice", "missing.deep")).toBeUndefined();
  });

  it("flags of an unknown or inactive scope throw", async () => {
    double.handle.reset({ users: USERS, modules: [{ id: "indie-dice" }, { id: "sleeping", active: false }] });
    const message = await create({ content: "x" });
    expect(() => message.getFlag("sleeping", "a")).toThrow(
      'Flag scope "sleeping" is not valid or not currently active',
    );
    await expect(message.setFlag("nobody", "a", 1)).rejects.toThrow(
      'Flag scope "nobody" is not valid or not currently active',
    );
    expect(message.getFlag("double-system", "a")).toBeUndefined();
    expect(message.getFlag("core", "a")).toBeUndefined();
  });

  it(
    "update merges nested changes, passes only the diff to updateChatMessage, " +
      "and skips an update that changes nothing",
    async () => {
      const message = await create({ content: "x", flags: { "indie-dice": { a: 1, b: { c: 2 } } } });
      const seen: unknown[] = [];
      g().Hooks.on("preUpdateChatMessage", (_m: ChatMessage, changes: object) => seen.push(["pre", changes]));
      g().Hooks.on("updateChatMessage", (_m: ChatMessage, changed: object, _o: object, userId: string) =>
        seen.push(["update", changed, userId]),
      );
      expect(await message.update({ "flags.indie-dice.b.d": 3, content: "x" })).toBe(message);
      expect(message.flags["indie-dice"]).toEqual({ a: 1, b: { c: 2, d: 3 } });
      expect(await message.update({ flags: { "indie-dice": { a: 1 } } })).toBeUndefined();
      expect(seen).toEqual([
        ["pre", { flags: { "indie-dice": { b: { d: 3 } } }, content: "x" }],
        ["update", { flags: { "indie-dice": { b: { d: 3 } } }, _id: message.id }, GM],
        ["pre", { flags: { "indie-dice": { a: 1 } } }],
      ]);
    },
  );

  it("preUpdateChatMessage returning false cancels the update", async () => {
    const message = await create({ content: "x" });
    g().Hooks.on("preUpdateChatMessage", () => false);
    expect(await message.update({ content: "y" })).toBeUndefined();
    expect(message.content).toBe("x");
  });
});

describe("update and delete permissions", () => {
  it("the author and GMs may update a message; another player is refused and nothing changes", async () => {
    double.handle.setUser(PLAYER);
    const mine = await create({ content: "mine" });
    await mine.update({ content: "mine, edited" });
    expect(mine.content).toBe("mine, edited");
    double.handle.setUser(OTHER);
    await expect(mine.update({ content: "hijacked" })).rejects.toThrow("Other lacks permission to update ChatMessage");
    await expect(mine.setFlag("indie-dice", "x", 1)).rejects.toThrow("lacks permission to update");
    expect(mine.content).toBe("mine, edited");
    expect(mine.isOwner).toBe(false);
    expect(double.handle.notifications.at(-1)).toMatchObject({ type: "error", userId: OTHER });
    double.handle.setUser(GM);
    expect(mine.isOwner).toBe(true);
    await mine.setFlag("indie-dice", "x", 1);
    expect(mine.getFlag("indie-dice", "x")).toBe(1);
  });

  it("only the author or a GM may delete", async () => {
    double.handle.setUser(PLAYER);
    const mine = await create({ content: "mine" });
    double.handle.setUser(OTHER);
    await expect(mine.delete()).rejects.toThrow("Other lacks permission to delete ChatMessage");
    expect(double.handle.messages).toEqual([mine]);
    double.handle.setUser(GM);
    await mine.delete();
    expect(double.handle.messages).toEqual([]);
  });
});

describe("deleting every message", () => {
  it(
    "flush asks first; yes deletes every message on the GM's word, no keeps them; " + "a player's deleteAll is refused",
    async () => {
      double.handle.setUser(PLAYER);
      await create({ content: "one" });
      await expect(g().ChatMessage.deleteDocuments([], { deleteAll: true })).rejects.toThrow(
        "Player lacks permission to delete ChatMessage",
      );
      double.handle.setUser(GM);
      await create({ content: "two" });
      const messages = g().game.messages as unknown as { flush(): Promise<unknown> };
      const dialog = () => document.querySelector<HTMLDialogElement>("dialog[open]");
      const answer = async (action: "yes" | "no") => {
        await expect.poll(() => dialog()?.textContent ?? "").toContain("CHAT.FlushWarning");
        must(must(dialog()).querySelector<HTMLButtonElement>(`button[data-action="${action}"]`)).click();
        await expect.poll(dialog).toBeNull();
      };
      const kept = messages.flush();
      await answer("no");
      expect(await kept).toBe(false);
      expect(double.handle.messages).toHaveLength(2);
      const flushed = messages.flush();
      await answer("yes");
      // As in Foundry: the Yes button's own callback returns nothing, so the dialog answers with its action.
      expect(await flushed).toBe("yes");
      expect(double.handle.messages).toEqual([]);
    },
  );
});

describe("document hooks on every client", () => {
  it("create, update and delete hooks run once per modelled client, with that client's game.user", async () => {
    double.handle.reset({ users: USERS, clients: [GM, PLAYER] });
    double.handle.setUser(PLAYER);
    const seen: string[] = [];
    for (const hook of ["preCreateChatMessage", "createChatMessage", "updateChatMessage", "deleteChatMessage"]) {
      g().Hooks.on(hook, (...args: unknown[]) => {
        const userId = args.find((a) => typeof a === "string") as string;
        seen.push(`${hook} on ${g().game.user.id} by ${userId}`);
      });
    }
    const message = await create({ content: "x" });
    await message.update({ content: "y" });
    await message.delete();
    expect(seen).toEqual([
      `preCreateChatMessage on ${PLAYER} by ${PLAYER}`,
      `createChatMessage on ${GM} by ${PLAYER}`,
      `createChatMessage on ${PLAYER} by ${PLAYER}`,
      `updateChatMessage on ${GM} by ${PLAYER}`,
      `updateChatMessage on ${PLAYER} by ${PLAYER}`,
      `deleteChatMessage on ${GM} by ${PLAYER}`,
      `deleteChatMessage on ${PLAYER} by ${PLAYER}`,
    ]);
  });

  it("the GM's client can react to a player's message as the GM (async work included)", async () => {
    double.handle.reset({ users: USERS, clients: [GM, PLAYER] });
    double.handle.setUser(PLAYER);
    const done: Promise<unknown>[] = [];
    g().Hooks.on("createChatMessage", (message: ChatMessage) => {
      if (!g().game.user.isActiveGM || message.getFlag("indie-dice", "seen")) return;
      done.push(
        (async () => {
          await Promise.resolve();
          return message.setFlag("indie-dice", "seen", g().game.user.id);
        })(),
      );
    });
    const message = await create({ content: "roll" });
    await Promise.all(done);
    expect(message.getFlag("indie-dice", "seen")).toBe(GM);
    expect(g().game.user.id).toBe(PLAYER);
  });

  it("an inactive user's client receives nothing", async () => {
    double.handle.reset({
      users: USERS.map((u) => (u.id === OTHER ? { ...u, active: false } : u)),
      clients: [GM, OTHER],
    });
    const seen: string[] = [];
    g().Hooks.on("createChatMessage", () => seen.push(g().game.user.id));
    await create({ content: "x" });
    expect(seen).toEqual([GM]);
  });
});

describe("the chat log", () => {
  it("posts each visible message in each client's log, calling renderChatMessageHTML there", async () => {
    double.handle.reset({ users: USERS, clients: [GM, PLAYER] });
    await double.handle.renderChatLog();
    const rendered: string[] = [];
    g().Hooks.on("renderChatMessageHTML", (message: ChatMessage, html: HTMLElement) =>
      rendered.push(`${message.content}@${g().game.user.id}:${html.tagName}`),
    );
    await create({ content: "public" });
    await create({ content: "secret", whisper: [GM] });
    expect(rendered).toEqual([`public@${GM}:LI`, `public@${PLAYER}:LI`, `secret@${GM}:LI`]);
    const texts = (userId: string) =>
      Array.from(double.handle.chatLog(userId)?.querySelectorAll(".message-content") ?? [], (e) =>
        e.textContent?.trim(),
      );
    expect(texts(GM)).toEqual(["public", "secret"]);
    expect(texts(PLAYER)).toEqual(["public"]);
  });

  it(
    "an update re-renders the message in place, keeping expanded rolls; " +
      "a message becoming visible is inserted in order",
    async () => {
      double.handle.reset({ users: USERS, clients: [GM, PLAYER] });
      await double.handle.renderChatLog();
      const roll = await rollWith(double.handle, "2d6", [3, 4]);
      const card = createdMessage(await roll.toMessage({ flavor: "Climb" }));
      const hidden = await create({ content: "later", whisper: [GM] });
      await create({ content: "last" });
      const gmLog = elementOf(double.handle.chatLog(GM), HTMLOListElement);
      const before = elementOf(gmLog.querySelector(`[data-message-id="${card.id}"]`), HTMLElement);
      before.querySelector(".dice-roll")?.classList.add("expanded");
      let calls = 0;
      g().Hooks.on("renderChatMessageHTML", (_m: ChatMessage, html: HTMLElement) => {
        calls++;
        html.querySelector(".message-header")?.setAttribute("data-seen", "yes");
      });
      await card.update({ flavor: "Climb (resolved)" });
      const after = elementOf(gmLog.querySelector(`[data-message-id="${card.id}"]`), HTMLElement);
      expect(after).not.toBe(before);
      expect(after.querySelector(".flavor-text")?.textContent).toBe("Climb (resolved)");
      expect(after.querySelector(".dice-roll")?.classList.contains("expanded")).toBe(true);
      expect(after.querySelector(".message-header")?.getAttribute("data-seen")).toBe("yes");
      expect(calls).toBe(2);
      await hidden.update({ whisper: [] });
      const playerIds = Array.from(
        double.handle.chatLog(PLAYER)?.querySelectorAll<HTMLElement>(".message") ?? [],
        (e) => e.dataset.messageId,
      );
      expect(playerIds).toEqual([card.id, hidden.id, double.handle.messages[2]?.id]);
      await hidden.delete();
      expect(double.handle.chatLog(PLAYER)?.querySelector(`[data-message-id="${hidden.id}"]`)).toBeNull();
    },
  );

  it("nothing is posted before the log is rendered", async () => {
    const rendered: string[] = [];
    g().Hooks.on("renderChatMessageHTML", (m: ChatMessage) => rendered.push(m.content));
    await create({ content: "quiet" });
    expect(rendered).toEqual([]);
    expect(double.handle.chatLog()).toBeNull();
  });
});

describe("the speaker", () => {
  const ACTORS = [
    { _id: "heroActor0000000", name: "Hero", ownership: { default: 0, [PLAYER]: 3 }, system: { skill: 4 } },
    { _id: "goblinActor00000", name: "Goblin" },
  ];
  const SCENES = [
    {
      _id: "sceneA0000000000",
      name: "Cave",
      tokens: [
        { _id: "heroToken0000000", actorId: "heroActor0000000", actorLink: true },
        {
          _id: "goblinToken00000",
          actorId: "goblinActor00000",
          name: "Goblin Boss",
          delta: { name: "Goblin Boss", system: { skill: 9 } },
        },
      ],
    },
  ];

  it("comes from an explicit token, an actor's token, a controlled token, else the user", () => {
    double.handle.reset({ users: USERS, actors: ACTORS, scenes: SCENES });
    double.handle.setUser(PLAYER);
    const { ChatMessage } = g();
    const scene = { scene: "sceneA0000000000" };
    expect(ChatMessage.getSpeaker()).toEqual({ ...scene, actor: null, token: null, alias: "Player" });
    const canvas = (globalThis as unknown as { canvas: { tokens: { get(id: string): { document: unknown } } } }).canvas;
    const goblin = canvas.tokens.get("goblinToken00000");
    expect(ChatMessage.getSpeaker({ token: goblin as never })).toEqual({
      ...scene,
      token: "goblinToken00000",
      actor: "goblinActor00000",
      alias: "Goblin Boss",
    });
    const hero = (g().game as unknown as { actors: Map<string, unknown> }).actors.get("heroActor0000000");
    expect(ChatMessage.getSpeaker({ actor: hero as never, alias: "Sir" })).toEqual({
      ...scene,
      token: "heroToken0000000",
      actor: "heroActor0000000",
      alias: "Sir",
    });
    expect(double.handle.controlTokens(["heroToken0000000"])).toEqual([true]);
    expect(ChatMessage.getSpeaker()).toEqual({
      ...scene,
      token: "heroToken0000000",
      actor: "heroActor0000000",
      alias: "Hero",
    });
    // An actor's id where an Actor is asked for (Alien RPG's yzeRoll) is no Actor: the speaker is inferred, here the
    // token.
    expect(Reflect.apply(ChatMessage.getSpeaker, ChatMessage, [{ actor: "goblinActor00000" }])).toEqual({
      ...scene,
      token: "heroToken0000000",
      actor: "heroActor0000000",
      alias: "Hero",
    });
  });

  it(
    "a whisper given as Users " +
      "(getWhisperRecipients') is kept as their ids, as Foundry's ForeignDocumentField casts them",
    async () => {
      const { ChatMessage } = g();
      const message = await create({ content: "x", whisper: ChatMessage.getWhisperRecipients("GM"), blind: true });
      expect(message.whisper).toEqual([GM]);
      expect(message.isContentVisible).toBe(true);
    },
  );

  it("speakerActor follows the token's (synthetic) actor; alias and getRollData come from it", async () => {
    double.handle.reset({ users: USERS, actors: ACTORS, scenes: SCENES });
    const message = await create({
      content: "x",
      speaker: { scene: "sceneA0000000000", token: "goblinToken00000", actor: "goblinActor00000" },
    });
    const actor = message.speakerActor as unknown as { name: string; isToken: boolean; uuid: string };
    expect(actor.name).toBe("Goblin Boss");
    expect(actor.isToken).toBe(true);
    expect(actor.uuid).toBe("Scene.sceneA0000000000.Token.goblinToken00000.Actor.goblinActor00000");
    expect(message.alias).toBe("Goblin Boss");
    expect(message.getRollData()).toEqual({ skill: 9 });
  });
});
