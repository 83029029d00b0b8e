// @vitest-environment happy-dom
/**
 * Indie Dice's keys in the Foundry double, under both profiles: each is registered in `init` with a localized name
 * and hint, on a default that none of Foundry's core keys uses; pressed through Foundry's keyboard manager each runs
 * its action (the picker, the saved rolls window, the last saved roll, and for a GM alone Request a roll and Start
 * contest); none fires while a field has focus.
 */
import { describe, expect, it } from "vitest";
import { heroAndRivalHall, useIndieDice } from "../support/helpers";
import { api, settle, waitFor } from "../support/dialog-harness";
import { worldActor } from "../../../foundry-double/documents/world";
import { must } from "../../kit";

const GM = "gmUser0000000000";
const ANN = "playerOne0000000";
const HERO_TOKEN = "heroToken0000001";
const RIVAL_TOKEN = "rivalToken000001";
const HERO = {
  _id: "heroActor0000001",
  name: "Brunhild",
  ownership: { default: 0, [ANN]: 3 },
  system: { skills: { stealth: 5 } },
};
const RIVAL = {
  _id: "rivalActor000001",
  name: "Sigurd",
  ownership: { default: 0 },
  system: { skills: { stealth: 2 } },
};
const harness = useIndieDice({
  actors: [HERO, RIVAL],
  users: [
    { id: GM, name: "Gamemaster", isGM: true },
    { id: ANN, name: "Ann", character: HERO._id },
  ],
  clients: [GM, ANN],
  userId: ANN,
  scenes: [heroAndRivalHall(HERO._id, RIVAL._id)],
});

const OURS = {
  openPicker: "Alt+KeyI",
  openRolls: "Alt+KeyO",
  rollLast: "Alt+KeyL",
  request: "Alt+KeyQ",
  contest: "Alt+KeyX",
} as const;

/** The running client's keybindings (Foundry's ClientKeybindings, which the double emulates). */
function keybindings() {
  return game.keybindings;
}

/** A key pressed on a user's client (keydown then keyup on the window, as the browser sends them). */
async function press(
  userId: string,
  code: string,
  { alt = true, target }: { alt?: boolean; target?: HTMLElement } = {},
): Promise<KeyboardEvent> {
  const down = new KeyboardEvent("keydown", {
    code,
    key: code.slice(-1).toLowerCase(),
    altKey: alt,
    bubbles: true,
    cancelable: true,
  });
  harness().foundry.withClient(userId, () => {
    (target ?? window).dispatchEvent(down);
    (target ?? window).dispatchEvent(
      new KeyboardEvent("keyup", { code, key: code.slice(-1).toLowerCase(), altKey: alt, bubbles: true }),
    );
  });
  await settle(20);
  return down;
}

function openWindows(selector: string): number {
  return document.querySelectorAll(selector).length;
}

describe("Indie Dice's keys", () => {
  it("are registered with a localized name and hint, the GM's two restricted, on defaults no core key uses", () => {
    const actions = keybindings().actions;
    for (const [action, binding] of Object.entries(OURS)) {
      const config = must(actions.get(`indie-dice.${action}`));
      expect(game.i18n.has(config.name), config.name).toBe(true);
      expect(game.i18n.has(must(config.hint)), config.hint).toBe(true);
      expect(game.i18n.localize(config.name)).toMatch(/^Indie Dice: /);
      expect(config.restricted).toBe(action === "request" || action === "contest");
      expect(
        keybindings()
          .get("indie-dice", action)
          .map((b) => [...(b.modifiers ?? []), b.key].join("+")),
      ).toEqual([binding]);
    }
    const coreKeys = [...actions]
      .filter(([id]) => id.startsWith("core."))
      .flatMap(([id]) =>
        keybindings()
          .get("core", id.slice(5))
          .map((b) => [...(b.modifiers ?? []), b.key].join("+")),
      );
    expect(coreKeys).toContain("Alt+Digit1");
    for (const binding of Object.values(OURS)) expect(coreKeys).not.toContain(binding);
  });

  it("Alt+I opens the rule-set picker, the controlled token speaking; the key is consumed", async () => {
    harness().foundry.controlTokens([HERO_TOKEN], ANN);
    const event = await press(ANN, "KeyI");
    const picker = await waitFor("the picker", () =>
      document.querySelector<HTMLElement>("dialog.rule-set-picker[open]"),
    );
    expect(picker).not.toBeNull();
    expect(event.defaultPrevented).toBe(true);
  });

  it("Alt+O opens the saved rolls of the controlled token's character, else the user's own", async () => {
    await press(ANN, "KeyO");
    const window = await waitFor("the saved rolls window", () =>
      document.querySelector<HTMLElement>(".saved-rolls-window"),
    );
    expect(window.textContent).toContain("Brunhild");
  });

  it("Alt+L rolls the last saved roll the user used, at once; before any, it says so", async () => {
    await press(ANN, "KeyL");
    expect(harness().foundry.notifications.at(-1)?.message).toBe(
      "You have not used a saved roll in this session yet: click one in a saved rolls window first.",
    );
    const actor = worldActor(HERO._id);
    const saved = await harness().foundry.withClient(ANN, () =>
      api().savedRolls.save(actor, {
        name: "Sneak",
        ruleSet: "kaiser",
        spec: { kind: "skill", bonus: "@skills.stealth", difficulty: 12 },
      }),
    );
    await harness().foundry.withClient(ANN, () => api().savedRolls.roll(actor, saved.id, { fastForward: true }));
    await settle(10);
    expect(harness().foundry.messages).toHaveLength(1);
    // The GM's key does not roll Ann's: the last roll is each user's own.
    await press(GM, "KeyL");
    expect(harness().foundry.messages).toHaveLength(1);
    await press(ANN, "KeyL");
    const again = await waitFor("the roll again", () => harness().foundry.messages[1]);
    expect(must(again.rolls[0]).formula).toBe("2d6ko + 5");
    expect(again.speaker.actor).toBe(HERO._id);
  });

  it("Request a roll (Alt+Q) and Start contest (Alt+X) are the GM's: a player's key does nothing", async () => {
    await press(ANN, "KeyQ");
    await press(ANN, "KeyX");
    expect(openWindows(".request-dialog, .contest-start")).toBe(0);
    await press(GM, "KeyQ");
    await waitFor("the request dialog", () => document.querySelector(".request-dialog"));
    // The dialog's field has focus: keys are the field's until it is left.
    (document.activeElement as HTMLElement | null)?.blur();
    harness().foundry.controlTokens([HERO_TOKEN], GM);
    harness().foundry.targetTokens([RIVAL_TOKEN], GM);
    await press(GM, "KeyX");
    await waitFor("the start contest dialog", () => document.querySelector(".contest-start"));
  });

  it("none fires while a field has focus (the chat input among them), nor without its modifier", async () => {
    const input = document.body.appendChild(document.createElement("textarea"));
    input.focus();
    await press(ANN, "KeyI", { target: input });
    await press(ANN, "KeyO", { target: input });
    input.blur();
    await press(ANN, "KeyI", { alt: false });
    expect(openWindows("dialog.rule-set-picker, .saved-rolls-window")).toBe(0);
  });
});
