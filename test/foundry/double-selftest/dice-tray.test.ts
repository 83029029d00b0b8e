// @vitest-environment happy-dom
/**
 * The Dice Tray double (foundry-double/dice-tray.ts) keeps Dice Tray's own rules (mclemente/fvtt-dice-tray
 * b64e04e, and 3.5.5 for v13): the map picked by the system's id, the keymaps hook handed a copy a listener may
 * change, `updateChatDice` and `applyModifier` writing the chat input, and `roll` posting Foundry's own roll.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { g, useFoundryDouble } from "./helpers";
import { installDiceTray } from "../../../foundry-double/dice-tray";
import { must } from "../../kit";

const double = useFoundryDouble();
beforeEach(() => double.handle.reset());

function loadTray(system?: string) {
  if (system) Object.assign(must(game.system), { id: system });
  const tray = installDiceTray(Hooks);
  double.handle.runLifecycle();
  return tray();
}

describe("the Dice Tray double", () => {
  it("builds Template for an unknown system, dnd5e's map for dnd5e and cosmere's for cosmere-rpg (KEYS)", () => {
    expect(
      loadTray()
        .buttons()
        .map((b) => b.formula),
    ).toEqual(["d4", "d6", "d8", "d10", "d12", "d20", "d100"]);
    double.handle.reset();
    expect(
      loadTray("dnd5e")
        .buttons()
        .map((b) => b.formula),
    ).toEqual(["d4", "d6", "d8", "d10", "d12", "d20"]);
    double.handle.reset();
    expect(
      loadTray("cosmere-rpg")
        .buttons()
        .map((b) => b.formula)
        .at(-1),
    ).toBe("dp");
  });

  it("hands the hook a copy of its maps, and builds the class a listener put there", () => {
    class Mine {
      get dice() {
        return [{ d3: { label: "d3" } }];
      }
    }
    Hooks.once("dice-calculator.keymaps", (maps: Record<string, unknown>, template: unknown) => {
      expect(template).toBe(maps.Template);
      maps.Template = Mine;
    });
    expect(loadTray().buttons()).toEqual([{ formula: "d3", label: "d3", tooltip: "d3" }]);
  });

  it("writes clicks and the tray's number into the chat input as updateChatDice and applyModifier do", () => {
    const tray = loadTray();
    tray.click("d6");
    tray.click("d6");
    tray.click("d20");
    expect(tray.map.textarea).toBe("/r 1d20+2d6");
    tray.setModifier(-2);
    expect(tray.map.textarea).toBe("/r 1d20+2d6-2");
    tray.setModifier(3);
    expect(tray.map.textarea).toBe("/r 1d20+2d6+3");
  });

  it("rolls the chat input as Foundry's own roll in the chosen mode", async () => {
    const tray = loadTray();
    await double.handle.setChatMode("blind");
    tray.click("d8");
    expect(tray.map.textarea).toBe("/br 1d8");
    double.handle.scriptFaces([5]);
    await tray.pressRoll();
    const message = must(double.handle.messages.at(-1));
    expect(must(message.rolls[0]).constructor.name).toBe("Roll");
    expect(must(message.rolls[0]).total).toBe(5);
    expect(message.blind).toBe(true);
    expect(tray.map.textarea).toBe("");
  });

  it(
    "is drawn under each chat log's input as Dice Tray draws it: " +
      "clicks write that input and flag the die, − and + step the number, Roll rolls and resets",
    async () => {
      loadTray();
      const chatLog = () => {
        const sidebar = document.createElement("section");
        sidebar.innerHTML = '<form class="chat-form"><textarea class="chat-input"></textarea></form>';
        document.body.append(sidebar);
        g().Hooks.callAll("renderChatLog", {}, sidebar, {});
        return {
          sidebar,
          input: must(sidebar.querySelector("textarea")),
          tray: must(sidebar.querySelector<HTMLElement>(".chat-form + .dice-tray")),
        };
      };
      const [mine, theirs] = [chatLog(), chatLog()];
      try {
        const button = (formula: string) =>
          must(mine.tray.querySelector<HTMLElement>(`.dice-tray__button[data-formula="${formula}"]`));
        expect(
          [...mine.tray.querySelectorAll<HTMLElement>(".dice-tray__button")].map((b) => b.dataset.formula),
        ).toEqual(["d4", "d6", "d8", "d10", "d12", "d20", "d100"]);
        button("d6").click();
        button("d6").click();
        button("d20").click();
        expect(mine.input.value).toBe("/r 1d20+2d6");
        expect(must(button("d6").querySelector(".dice-tray__flag")).textContent).toBe("2");
        button("d6").dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true }));
        expect(mine.input.value).toBe("/r 1d20+1d6");
        const step = (sign: string) =>
          must(mine.tray.querySelector<HTMLElement>(`button.dice-tray__math[data-formula="${sign}1"]`)).click();
        step("+");
        step("+");
        step("-");
        expect([mine.input.value, must(mine.tray.querySelector<HTMLInputElement>(".dice-tray__input")).value]).toEqual([
          "/r 1d20+1d6+1",
          "1",
        ]);
        // The other log's tray writes its own input only.
        must(theirs.tray.querySelector<HTMLElement>('.dice-tray__button[data-formula="d8"]')).click();
        expect([mine.input.value, theirs.input.value]).toEqual(["/r 1d20+1d6+1", "/r 1d8"]);
        double.handle.scriptFaces([5, 3]);
        must(mine.tray.querySelector<HTMLElement>(".dice-tray__roll")).click();
        await expect.poll(() => double.handle.messages.length).toBe(1);
        // 1d20 shows 5, 1d6 shows 3, and the tray's +1: 9.
        expect(must(must(double.handle.messages[0]).rolls[0]).total).toBe(9);
        expect([
          mine.input.value,
          must(mine.tray.querySelector<HTMLInputElement>(".dice-tray__input")).value,
          must(button("d6").querySelector(".dice-tray__flag")).classList.contains("hide"),
        ]).toEqual(["", "0", true]);
      } finally {
        mine.sidebar.remove();
        theirs.sidebar.remove();
      }
    },
  );
});
