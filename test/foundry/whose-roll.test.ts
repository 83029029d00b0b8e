// @vitest-environment happy-dom
/**
 * Whose roll it is (docs/characters.md "Whose roll is it"), asked the same way by every entry point — the token
 * controls' button (and the chat button beside it), the rule-set picker behind it, the keys, check links and
 * `/indie`: the one controlled token, else the user's assigned character, else nobody, and then the reason is said.
 */
import { describe, expect, it } from "vitest";
import { heroAndRivalHall, useIndieDice } from "./support/helpers";
import { callHook, changeField, rollButton, rollDialog, settle, waitFor } from "./support/dialog-harness";
import { must } from "../kit";

const GM = "gmUser0000000000";
const ANN = "playerOne0000000";
const LONER = "lonerUser0000000";
const HERO_TOKEN = "heroToken0000001";
const RIVAL_TOKEN = "rivalToken000001";
const HERO = {
  _id: "heroActor0000001",
  name: "Brunhild",
  ownership: { default: 0, [ANN]: 3, [LONER]: 3 },
  system: { skills: { stealth: 5 } },
};
const RIVAL = {
  _id: "rivalActor000001",
  name: "Sigurd",
  ownership: { default: 3 },
  system: { skills: { stealth: 2 } },
};
const harness = useIndieDice({
  actors: [HERO, RIVAL],
  users: [
    { id: GM, name: "Gamemaster", isGM: true },
    { id: ANN, name: "Ann", isGM: false, character: HERO._id },
    { id: LONER, name: "Loner", isGM: false },
  ],
  userId: ANN,
  scenes: [heroAndRivalHall(HERO._id, RIVAL._id)],
});

interface Posted {
  readonly speaker: { readonly actor: string | null; readonly token: string | null };
  readonly rolls: { readonly formula: string }[];
}

function posted(): Posted[] {
  return harness().foundry.messages;
}

/** Presses the Indie Dice button among the token controls (v13's record of tools), as the user does. */
function pressTokenButton(): void {
  const tool = (name: string) => ({ name, order: 0, title: name, icon: "fa-solid fa-x" });
  const controls = {
    tokens: {
      name: "tokens",
      tools: { select: tool("select") } as Record<string, { onChange?: (event: Event, active: boolean) => void }>,
    },
  };
  callHook("getSceneControlButtons", controls);
  must(controls.tokens.tools.indieDice).onChange!(new Event("click"), false);
}

/** Picks a rule set in the picker now open; the dialog it opens. */
async function pick(ruleSet: string) {
  const picker = await waitFor("the rule-set picker", () =>
    document.querySelector<HTMLElement>("dialog.rule-set-picker[open]"),
  );
  must(picker.querySelector<HTMLButtonElement>(`button[data-action="${ruleSet}"]`)).click();
  return rollDialog();
}

/** A check link drawn in the page and clicked with Shift (rolled at once). */
async function clickCheckLink(words: string): Promise<void> {
  const host = document.createElement("div");
  host.innerHTML = await foundry.applications.ux.TextEditor.implementation.enrichHTML(`[[/indie ${words}]]`);
  document.body.replaceChildren(host);
  must(host.querySelector<HTMLElement>("a.indie-dice-check-link")).dispatchEvent(
    new MouseEvent("click", { bubbles: true, shiftKey: true }),
  );
  await settle(20);
}

async function pressAltO(): Promise<void> {
  window.dispatchEvent(
    new KeyboardEvent("keydown", { code: "KeyO", key: "o", altKey: true, bubbles: true, cancelable: true }),
  );
  window.dispatchEvent(new KeyboardEvent("keyup", { code: "KeyO", key: "o", altKey: true, bubbles: true }));
  await settle(20);
}

describe("whose roll it is", () => {
  it(
    "the token controls' button with no token controlled: " +
      "the assigned character speaks, its @ fields read from it",
    async () => {
      pressTokenButton();
      const dialog = await pick("kaiser");
      expect(dialog.element.querySelector(".window-title")?.textContent).toContain("Brunhild");
      await changeField(dialog, "bonus", "@skills.stealth");
      rollButton(dialog).click();
      const message = await waitFor("the roll", () => posted()[0]);
      expect(message.speaker.actor).toBe(HERO._id);
      expect(must(message.rolls[0]).formula).toMatch(/\+ 5$/);
    },
  );

  it(
    "one controlled token speaks before the assigned character; " + "several are no answer, the character rolls",
    async () => {
      harness().foundry.controlTokens([RIVAL_TOKEN]);
      await clickCheckLink("olde count=1 faces=6");
      expect(must(posted().at(-1)).speaker).toMatchObject({ actor: RIVAL._id, token: RIVAL_TOKEN });
      harness().foundry.controlTokens([RIVAL_TOKEN, HERO_TOKEN]);
      await clickCheckLink("olde count=1 faces=6");
      expect(must(posted().at(-1)).speaker.actor).toBe(HERO._id);
      pressTokenButton();
      const dialog = await pick("olde");
      rollButton(dialog).click();
      await waitFor("the third roll", () => posted().length === 3);
      expect(must(posted().at(-1)).speaker.actor).toBe(HERO._id);
    },
  );

  it("nobody to roll for: each entry point that needs a character says why, and rolls nothing", async () => {
    harness().foundry.setUser(LONER);
    harness().foundry.controlTokens([RIVAL_TOKEN, HERO_TOKEN]);
    await clickCheckLink("olde count=1 faces=6");
    expect(harness().foundry.notifications.at(-1)?.message).toBe(
      "You control 2 tokens and have no character assigned: control only the one whose roll this is.",
    );
    (canvas as { tokens: { releaseAll(): number } }).tokens.releaseAll();
    await pressAltO();
    expect(harness().foundry.notifications.at(-1)?.message).toBe(
      "Nobody to roll for: control your token, or ask the GM to assign you a character.",
    );
    expect(document.querySelector(".saved-rolls-window")).toBeNull();
    expect(posted()).toHaveLength(0);
    // The button still opens a dialog (a plain number needs no character); Any formula's @ path says how to get one.
    pressTokenButton();
    const picker = await waitFor("the rule-set picker", () =>
      document.querySelector<HTMLElement>("dialog.rule-set-picker[open]"),
    );
    must(picker.querySelector<HTMLButtonElement>('button[data-action="formula"]')).click();
    const dialog = await waitFor("the formula dialog", () =>
      document.querySelector<HTMLFormElement>(".indie-dice.formula-dialog"),
    );
    const formula = must(dialog.querySelector<HTMLInputElement>('[name="formula"]'));
    formula.value = "1d20 + @skills.stealth";
    formula.dispatchEvent(new Event("change", { bubbles: true }));
    await waitFor("the reason", () =>
      dialog.textContent?.includes("@skills.stealth needs a character: control your token or have one assigned to you"),
    );
    const instances = foundry.applications.instances;
    await must([...instances.values()].find((app) => app.id === dialog.id)).close();
    await settle(20);
  });
});
