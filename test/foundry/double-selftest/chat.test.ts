/**
 * Chat messages hold rolls as JSON and rebuild them with Roll.fromData (v13 chat-message.mjs); /r commands,
 * roll modes, creation hooks and rendering (as strings, without a DOM).
 */
import { describe, expect, it, vi } from "vitest";
import { createdMessage, doubleMessage, g, rollWith, useFoundryDouble } from "./helpers";
import { Roll } from "../../../foundry-double/index";
import type { ChatMessage } from "../../../foundry-double/index";
import type { DiceTerm } from "../../../foundry-double/dice/terms/dice-term";
import { must } from "../../kit";

const double = useFoundryDouble();
const GM = "gmUser0000000000";
const PLAYER = "playerUser000000";

describe("creating messages", () => {
  it("stores each roll as JSON and rebuilds new Roll instances from it", async () => {
    const roll = await rollWith(double.handle, "2d6ko + 3", [2, 5]);
    const message = createdMessage(await g().ChatMessage.create({ rolls: [roll], content: "hi" }));
    expect(message._source.rolls).toEqual([JSON.stringify(roll)]);
    expect(message.rolls[0]).not.toBe(roll);
    expect(message.rolls[0]).toBeInstanceOf(Roll);
    expect(message.rolls[0]?.total).toBe(8);
    expect(message.isRoll).toBe(true);
    expect(message.id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(g().game.messages.get(must(message.id))).toBe(message);
    expect(double.handle.messages).toEqual([message]);
  });

  it("rejects a roll that was not evaluated", async () => {
    await expect(g().ChatMessage.create({ rolls: [new (g().Roll)("1d6")] })).rejects.toThrow(
      "Roll objects added to ChatMessage documents must be evaluated",
    );
  });

  it("rebuilds a registered roll subclass by name; an unregistered one is reported and left out", async () => {
    class CardRoll extends Roll {}
    g().CONFIG.Dice.rolls.push(CardRoll);
    const roll = await new CardRoll("1d6").evaluate();
    const message = createdMessage(await g().ChatMessage.create({ rolls: [roll] }));
    expect(message.rolls[0]).toBeInstanceOf(CardRoll);
    g().CONFIG.Dice.rolls.pop();
    // Foundry logs the failure with console.error; keep the test output quiet.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const [reloaded] = double.handle.reloadMessages();
    expect(quiet).toHaveBeenCalledTimes(1);
    quiet.mockRestore();
    expect(reloaded?.rolls).toEqual([]);
    expect(double.handle.hookErrors.at(-1)?.location).toBe("ChatMessage#rolls");
  });

  it("reloading rebuilds every message from a JSON copy of its source", async () => {
    const roll = await rollWith(double.handle, "4d6kh3", [1, 4, 4, 6]);
    const message = createdMessage(await roll.toMessage({ flavor: "Attack" }));
    const reloaded = doubleMessage(double.handle.reloadMessages()[0]);
    expect(reloaded).not.toBe(message);
    expect(reloaded?.id).toBe(message.id);
    expect(reloaded?.flavor).toBe("Attack");
    expect((reloaded?.rolls[0]?.terms[0] as DiceTerm).results).toEqual((roll.terms[0] as DiceTerm).results);
    expect(await reloaded?.rolls[0]?.render()).toBe(await roll.render());
  });

  it("calls preCreateChatMessage (false cancels) and createChatMessage", async () => {
    const created: unknown[] = [];
    g().Hooks.on("createChatMessage", (message: ChatMessage, _options: object, userId: string) =>
      created.push([message.content, userId]),
    );
    const cancel = g().Hooks.on(
      "preCreateChatMessage",
      (_message: ChatMessage, data: { content?: string }) => data.content !== "blocked",
    );
    expect(await g().ChatMessage.create({ content: "blocked" })).toBeUndefined();
    await g().ChatMessage.create({ content: "allowed" });
    g().Hooks.off("preCreateChatMessage", cancel);
    expect(created).toEqual([["allowed", GM]]);
    expect(double.handle.messages.map((m) => m.content)).toEqual(["allowed"]);
  });

  it("creates several messages from an array", async () => {
    const messages = (await g().ChatMessage.create([{ content: "a" }, { content: "b" }])) as ChatMessage[];
    expect(messages.map((m) => m.content)).toEqual(["a", "b"]);
  });
});

describe("Roll#toMessage and roll modes", () => {
  it("defaults: author is the user, content is the total, the dice sound, public", async () => {
    const roll = await rollWith(double.handle, "1d20 + 2", [11]);
    const message = createdMessage(await roll.toMessage());
    expect(message._source).toMatchObject({
      author: GM,
      content: "13",
      sound: "sounds/dice.wav",
      whisper: [],
      blind: false,
    });
  });

  it.each([
    ["publicroll", [], false],
    ["gmroll", [GM], false],
    ["blindroll", [GM], true],
    ["selfroll", [PLAYER], false],
  ])("%s whispers to %j (blind: %s)", async (rollMode, whisper, blind) => {
    double.handle.setUser(PLAYER);
    const roll = await rollWith(double.handle, "1d6", [4]);
    const message = createdMessage(await roll.toMessage({}, { rollMode }));
    expect(message.whisper).toEqual(whisper);
    expect(message.blind).toBe(blind);
  });

  it("evaluates an unevaluated roll first; create: false returns the data", async () => {
    double.handle.scriptFaces([6]);
    const data = (await new (g().Roll)("1d6").toMessage({}, { create: false })) as { rolls: string[]; content: string };
    expect(data.content).toBe("6");
    expect(JSON.parse(data.rolls[0] as string)).toMatchObject({ formula: "1d6", total: 6 });
    expect(double.handle.messages).toEqual([]);
  });

  it("visibility: a blind roll hides its content from its author; a whisper shows it to recipients", async () => {
    double.handle.setUser(PLAYER);
    const roll = await rollWith(double.handle, "1d6", [4]);
    const blind = createdMessage(await roll.toMessage({}, { rollMode: "blindroll" }));
    expect(blind.isContentVisible).toBe(false);
    expect(blind.visible).toBe(true);
    double.handle.setUser(GM);
    expect(blind.isContentVisible).toBe(true);
  });
});

describe("chat commands", () => {
  it("/r rolls with Roll.create, the flavor after #, the current roll mode, content = total", async () => {
    double.handle.scriptFaces([2, 5]);
    const message = doubleMessage(await double.handle.chat("/r 2d6ko + 3 # Attack"));
    // Everything after # is the flavor, leading space included.
    expect(message.flavor).toBe(" Attack");
    expect(message.content).toBe("8");
    expect(message.rolls[0]?.formula).toBe("2d6k + 3");
    expect(message.rolls[0]?._formula).toBe("2d6ko + 3");
    expect(message.whisper).toEqual([]);
  });

  it("/r reads @ data from the user's character (the speaker's actor when there is one)", async () => {
    double.handle.reset({
      users: [
        { id: GM, name: "GM", isGM: true },
        { id: PLAYER, name: "Player", character: "heroActor0000001" },
      ],
      userId: PLAYER,
      actors: [
        {
          _id: "heroActor0000001",
          name: "Hero",
          system: { skills: { stealth: 4 } },
          ownership: { default: 0, [PLAYER]: 3 },
        },
      ],
    });
    double.handle.scriptFaces([3]);
    const message = doubleMessage(await double.handle.chat("/r 1d6 + @skills.stealth"));
    expect(message.rolls[0]?.formula).toBe("1d6 + 4");
    expect(message.content).toBe("7");
    // Back to the file's own table (a reset without options keeps the last ones).
    double.handle.reset({});
  });

  it(
    "one roll per line (each line repeats the command; " + "others are skipped), and /gmr whispers to the GMs",
    async () => {
      double.handle.setUser(PLAYER);
      double.handle.scriptFaces([3, 4]);
      const message = doubleMessage(await double.handle.chat("/gmr 1d6\n/gmr 1d8\n1d20"));
      expect(message.rolls.map((r) => r.total)).toEqual([3, 4]);
      expect(message.content).toBe("7");
      expect(message.whisper).toEqual([GM]);
    },
  );

  it("plain text is out of character; unknown commands throw; the chatMessage hook can stop a line", async () => {
    expect((await double.handle.chat("hello\nthere"))?.content).toBe("hello<br>there");
    await expect(double.handle.chat("/nope x")).rejects.toThrow("CHAT.InvalidCommand");
    await expect(double.handle.chat("/w Player hi")).rejects.toThrow("does not emulate the /whisper chat command");
    g().Hooks.on("chatMessage", () => false);
    expect(await double.handle.chat("/r 1d6")).toBeUndefined();
    expect(await double.handle.chat("   ")).toBeUndefined();
  });
});

describe("messages as documents", () => {
  it("flags, update and delete call their hooks", async () => {
    const events: unknown[] = [];
    g().Hooks.on("updateChatMessage", (_m: ChatMessage, changes: object) => events.push(changes));
    g().Hooks.on("deleteChatMessage", () => events.push("delete"));
    const message = createdMessage(await g().ChatMessage.create({ content: "x" }));
    await message.setFlag("indie-dice", "state.round", 2);
    expect(message.getFlag("indie-dice", "state.round")).toBe(2);
    await message.unsetFlag("indie-dice", "state.round");
    expect(message.getFlag("indie-dice", "state.round")).toBeUndefined();
    await message.delete();
    expect(double.handle.messages).toEqual([]);
    expect(events[0]).toEqual({ flags: { "indie-dice": { state: { round: 2 } } }, _id: message.id });
    expect(events.at(-1)).toBe("delete");
  });

  it("speaker and whisper recipients", () => {
    expect(g().ChatMessage.getSpeaker()).toEqual({ scene: null, actor: null, token: null, alias: "Gamemaster" });
    expect(
      g()
        .ChatMessage.getWhisperRecipients("gm")
        .map((u) => u.id),
    ).toEqual([GM]);
    expect(
      g()
        .ChatMessage.getWhisperRecipients("players")
        .map((u) => u.id),
    ).toEqual([PLAYER]);
    expect(
      g()
        .ChatMessage.getWhisperRecipients("player")
        .map((u) => u.id),
    ).toEqual([PLAYER]);
  });
});

describe("rendering without a DOM", () => {
  it("renders a roll message as an HTML string and calls renderChatMessageHTML with it", async () => {
    const seen: unknown[] = [];
    g().Hooks.on("renderChatMessageHTML", (message: ChatMessage, html: unknown, context: { alias: string }) =>
      seen.push([message.id, typeof html, context.alias]),
    );
    const roll = await rollWith(double.handle, "3d6x", [6, 1, 2, 3]);
    const message = createdMessage(await roll.toMessage({ flavor: "Damage" }));
    const html = (await double.handle.renderMessage(message)) as string;
    expect(html).toContain('data-message-id="' + message.id + '"');
    expect(html).toContain('<div class="dice-formula">3d6x</div>');
    expect(html).toContain('<li class="roll die d6 exploded max">6</li>');
    expect(html).toContain('<h4 class="dice-total">12</h4>');
    expect(html).toContain('<span class="flavor-text">Damage</span>');
    expect(seen).toEqual([[message.id, "string", "Gamemaster"]]);
  });

  it("a blind roll renders privately for its author", async () => {
    double.handle.setUser(PLAYER);
    const roll = await rollWith(double.handle, "1d6", [4]);
    const message = createdMessage(await roll.toMessage({}, { rollMode: "blindroll" }));
    const html = (await double.handle.renderMessage(message)) as string;
    expect(html).toContain('<div class="dice-formula">???</div>');
    expect(html).toContain('<h4 class="dice-total">?</h4>');
    expect(html).toContain("CHAT.PrivateRollContent");
  });

  it("content with its own HTML is kept instead of the rendered rolls", async () => {
    const roll = await rollWith(double.handle, "1d6", [4]);
    const message = createdMessage(await roll.toMessage({ content: "<p>custom card</p>" }));
    const html = (await double.handle.renderMessage(message)) as string;
    expect(html).toContain("<p>custom card</p>");
    expect(html).not.toContain("dice-total");
  });
});

describe("inline rolls", () => {
  it("[[formula]] in new message content is rolled at once into an inline-result anchor holding the roll", async () => {
    double.handle.scriptFaces([2, 5, 4]);
    const message = createdMessage(await g().ChatMessage.create({ content: "Hit [[2d6ko + 3]]{Attack} then [[1d4]]" }));
    const anchors = [
      ...message.content.matchAll(
        /<a class="inline-roll inline-result"[^>]*data-roll="([^"]+)"[^>]*><i [^>]*><\/i>([^<]*)<\/a>/g,
      ),
    ];
    expect(anchors.map((a) => a[2])).toEqual(["Attack: 8", "4"]);
    const roll = g().Roll.fromJSON(unescape(anchors[0]?.[1] as string));
    expect(roll.total).toBe(8);
    expect((roll.terms[0] as DiceTerm).modifiers).toEqual(["k"]);
    expect(message.content).toContain('data-tooltip="2d6ko + 3"');
    expect(message.content.startsWith("Hit <a ")).toBe(true);
  });

  it("within one run of text, inline rolls are rolled last to first", async () => {
    double.handle.scriptFaces([1, 2]);
    const html = await (g().CONFIG.ux.TextEditor as { enrichHTML(c: string): Promise<string> }).enrichHTML(
      "[[1d6]] and [[1d8]] <b>[[3]]</b>",
    );
    expect([...html.matchAll(/<\/i>(\d+)<\/a>/g)].map((m) => m[1])).toEqual(["2", "1", "3"]);
  });

  it("[[/r formula # flavor]] becomes a deferred anchor; clicking it posts the roll with its mode", async () => {
    const editor = g().CONFIG.ux.TextEditor as { enrichHTML(c: string, o?: object): Promise<string> };
    const html = await editor.enrichHTML("Roll [[/gmr 2d6ko + @bonus # Strike]]", { rollData: { bonus: 2 } });
    expect(html).toBe(
      'Roll <a class="inline-roll gmroll" data-mode="gmroll" data-flavor="Strike" data-formula="2d6ko + 2"' +
        ' data-tooltip-text="2d6ko + @bonus # Strike"><i class="fa-solid fa-dice-d20" inert=""></i>2d6ko + 2</a>',
    );
    double.handle.scriptFaces([6, 1]);
    const message = createdMessage(
      await double.handle.clickInlineRoll({ formula: "2d6ko + 2", mode: "gmroll", flavor: "Strike" }),
    );
    expect(message.rolls[0]?.total).toBe(8);
    expect(message.flavor).toBe("Strike");
    expect(message.whisper).toEqual([GM]);
  });

  it("text that is not a roll stays as it is; enrichment can be switched off", async () => {
    const editor = g().CONFIG.ux.TextEditor as { enrichHTML(c: string, o?: object): Promise<string> };
    expect(await editor.enrichHTML("[[nonsense words]] [[/w someone]] [[2d6 +]]")).toBe(
      "[[nonsense words]] [[/w someone]] [[2d6 +]]",
    );
    expect(await editor.enrichHTML("[[1d6]]", { rolls: false })).toBe("[[1d6]]");
    expect(await editor.enrichHTML("")).toBe("");
    double.handle.scriptFaces([3]);
    expect(await editor.enrichHTML("[[1d6[fire]]]")).toContain("</i>3</a>");
  });
});
