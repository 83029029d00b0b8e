// @vitest-environment happy-dom
/**
 * With a DOM (happy-dom), rendering gives elements: renderChatMessageHTML receives an HTMLElement, and the roll
 * HTML has the structure Foundry's templates produce.
 */
import { describe, expect, it } from "vitest";
import { createdMessage, g, rollWith, useFoundryDouble } from "./helpers";
import type { ChatMessage } from "../../../foundry-double/index";
import { DialogV2 } from "../../../foundry-double/applications/index";
import { elementOf, must, renderedElement } from "../../kit";

const double = useFoundryDouble();

describe("rendering with a DOM", () => {
  it("renderMessage returns the message element and passes it to renderChatMessageHTML", async () => {
    const received: HTMLElement[] = [];
    g().Hooks.on("renderChatMessageHTML", (_message: ChatMessage, html: HTMLElement) => {
      received.push(html);
      html.querySelector(".dice-total")?.classList.add("annotated");
    });
    const roll = await rollWith(double.handle, "4d6kh3 + 2", [3, 5, 3, 6]);
    const message = createdMessage(await roll.toMessage());
    const html = renderedElement(await double.handle.renderMessage(message));
    expect(html).toBeInstanceOf(HTMLElement);
    expect(received).toEqual([html]);
    expect(html.dataset.messageId).toBe(message.id);
    expect(html.querySelector(".dice-roll .dice-result .dice-formula")?.textContent).toBe("4d6kh3 + 2");
    expect(html.querySelector("h4.dice-total.annotated")?.textContent).toBe("16");
    const dice = [...html.querySelectorAll(".dice-tooltip .tooltip-part ol.dice-rolls li.roll.die.d6")];
    expect(dice.map((li) => [li.textContent, li.classList.contains("discarded")])).toEqual([
      ["3", true],
      ["5", false],
      ["3", false],
      ["6", false],
    ]);
    expect(html.querySelector(".part-formula")?.textContent).toBe("4d6kh3");
    expect(html.querySelector(".part-total")?.textContent).toBe("14");
  });

  it(
    "in the drawn log, a click on a roll toggles its breakdown open and shut " + "(the log's expandRoll action)",
    async () => {
      await double.handle.renderChatLog();
      const roll = await rollWith(double.handle, "1d6", [4]);
      await roll.toMessage();
      const log = must(double.handle.chatLog());
      await expect.poll(() => log.querySelector<HTMLElement>(".dice-roll")).not.toBeNull();
      const dice = must(log.querySelector<HTMLElement>(".dice-roll"));
      must(dice.querySelector<HTMLElement>(".dice-total")).click();
      expect(dice.classList.contains("expanded")).toBe(true);
      dice.click();
      expect(dice.classList.contains("expanded")).toBe(false);
    },
  );

  it("stores a message's HTML content and flavor as the server does, cleaned of what users may not write", async () => {
    const message = createdMessage(
      await g().ChatMessage.create({
        content: '<p onclick="steal()">hi <b>there</b></p><script>steal()</script>',
        flavor: '<img src="x" onerror="steal()">',
      }),
    );
    expect(message.content).toBe("<p>hi <b>there</b></p>");
    expect(message.flavor).toBe('<img src="x">');
    await message.update({ content: '<a href="javascript:steal()">link</a>' });
    expect(message.content).toBe("<a>link</a>");
  });

  it("a client that loads the page again draws its log anew, and its windows are gone", async () => {
    const GM = "gmUser0000000000";
    const PLAYER = "playerUser000000";
    double.handle.reset({ clients: [GM, PLAYER] });
    await double.handle.renderChatLog();
    await double.handle.withClient(PLAYER, () => double.handle.renderChatBatch());
    await (await rollWith(double.handle, "1d6", [2])).toMessage();
    const dialog = new DialogV2({ content: "<p>x</p>", buttons: [{ action: "ok", label: "OK" }] });
    const rendered = await double.handle.withClient(PLAYER, () => dialog.render({ force: true }));
    await double.handle.setUserActive(PLAYER, false);
    await (await rollWith(double.handle, "1d8", [5])).toMessage();
    expect(must(double.handle.chatLog(PLAYER)).querySelectorAll("li.chat-message")).toHaveLength(1);
    await double.handle.setUserActive(PLAYER, true);
    await double.handle.reloadClient(PLAYER);
    expect(
      [...must(double.handle.chatLog(PLAYER)).querySelectorAll("h4.dice-total")].map((total) => total.textContent),
    ).toEqual(["2", "5"]);
    expect(rendered.element.isConnected).toBe(false);
    double.handle.reset({});
  });

  it("Roll#toAnchor builds an inline-roll link holding the serialized roll", async () => {
    const roll = await rollWith(double.handle, "1d20", [17]);
    const anchor = roll.toAnchor({
      classes: ["extra"],
      label: "Check",
      attrs: { title: "t" },
      dataset: { mode: "roll" },
    });
    expect([...anchor.classList]).toEqual(["inline-roll", "inline-result", "extra"]);
    expect(anchor.textContent).toBe("Check: 17");
    expect(anchor.getAttribute("title")).toBe("t");
    expect(anchor.dataset.mode).toBe("roll");
    expect(anchor.dataset.tooltipText).toBe("1d20");
    expect(g().Roll.fromJSON(unescape(anchor.dataset.roll as string)).total).toBe(17);
    expect(roll.toAnchor().textContent).toBe("17");
  });

  it("inline results are built with Roll#toAnchor when a DOM exists", async () => {
    double.handle.scriptFaces([4]);
    const message = createdMessage(await g().ChatMessage.create({ content: "<p>Hit [[1d6 + 1]]</p>" }));
    const holder = document.createElement("div");
    holder.innerHTML = message.content;
    const anchor = elementOf(holder.querySelector("a.inline-roll.inline-result"), HTMLAnchorElement);
    expect(anchor.textContent).toBe("5");
    expect(anchor.dataset.tooltip).toBe("1d6 + 1");
    expect(g().Roll.fromJSON(unescape(anchor.dataset.roll as string)).total).toBe(5);
  });

  it(
    "once the game is set up, " +
      "a click on a deferred inline roll in the page rolls it as the speaker, with their actor's data",
    async () => {
      const PLAYER = "playerUser000000";
      double.handle.reset({
        actors: [
          { _id: "heroActor0000001", name: "Ilsa", ownership: { default: 0, [PLAYER]: 3 }, system: { bonus: 3 } },
        ],
        users: [
          { id: "gmUser0000000000", name: "Gamemaster", isGM: true },
          { id: PLAYER, name: "Player", character: "heroActor0000001" },
        ],
        userId: PLAYER,
        ready: false,
      });
      double.handle.runLifecycle();
      const editor = g().CONFIG.ux.TextEditor as { enrichHTML(c: string): Promise<string> };
      const page = document.createElement("div");
      page.innerHTML = await editor.enrichHTML("Dodge: [[/gmr 2d6 + @bonus # Dodge]] and [[1d6]]");
      document.body.append(page);
      try {
        double.handle.scriptFaces([6, 2]);
        const posted = double.handle.messages.length;
        must(page.querySelector<HTMLElement>("a.inline-roll.gmroll i")).click();
        await expect.poll(() => double.handle.messages.length).toBe(posted + 1);
        const message = must(double.handle.messages.at(-1));
        // 2d6 (6 + 2) and Ilsa's bonus of 3: 11, whispered to the GM as /gmr asks.
        expect([must(message.rolls[0]).total, message.flavor, message.speaker.actor, message.whisper]).toEqual([
          11,
          "Dodge",
          "heroActor0000001",
          ["gmUser0000000000"],
        ]);
        // An inline result already rolled posts nothing when clicked.
        must(page.querySelector<HTMLElement>("a.inline-roll.inline-result")).click();
        await new Promise((settled) => setTimeout(settled, 0));
        expect(double.handle.messages.length).toBe(posted + 1);
      } finally {
        page.remove();
      }
    },
  );

  it("foundry.utils.parseHTML gives the single root element, or an array of them", () => {
    const parse = g().foundry.utils.parseHTML as (html: string) => HTMLElement | HTMLElement[];
    expect(elementOf(parse("<p>one</p>"), HTMLElement).tagName).toBe("P");
    expect((parse("<p>one</p><p>two</p>") as HTMLElement[]).map((e) => e.textContent)).toEqual(["one", "two"]);
  });
});
