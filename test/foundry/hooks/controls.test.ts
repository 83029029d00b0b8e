// @vitest-environment happy-dom
/**
 * Where a player finds the dialogs (README "For players"): the token controls' tool (v13's record shape), a chat
 * button, and actor sheet headers (ApplicationV2 header controls, ApplicationV1 header buttons). The tool and the
 * button open the rule-set picker, which offers only the rule sets the world enables, then that rule set's dialog
 * with the actor as the speaker; a sheet's header opens the character's Rolls window, whose New roll does the same.
 */
import { describe, expect, it } from "vitest";
import { useIndieDice } from "../support/helpers";
import { callHook, rollButton, rollDialog, settle, waitFor } from "../support/dialog-harness";
import { worldActor } from "../../../foundry-double/documents/world";
import { must } from "../../kit";
import { BUILT_IN_RULE_SETS } from "../../rule-sets/fixtures";
import { offerSetting } from "../../../src/foundry/settings";

const HERO = { _id: "heroActor0000001", name: "Brunhild", ownership: { default: 0, playerUser000000: 3 } };
const STRANGER = { _id: "strangerActor001", name: "Stranger", ownership: { default: 0 } };
const PLAYER = "playerUser000000";
const harness = useIndieDice({
  actors: [HERO, STRANGER],
  userId: PLAYER,
  scenes: [
    {
      _id: "sceneMain0000001",
      name: "Hall",
      tokens: [{ _id: "heroToken0000001", name: "Brunhild (token)", actorId: HERO._id, actorLink: true }],
    },
  ],
});

function actor(id: string): Actor.Implementation {
  return worldActor(id);
}

interface Tool {
  name: string;
  order: number;
  title: string;
  icon: string;
  button?: boolean;
  visible?: boolean;
  onChange?: (event: Event, active: boolean) => void;
}

/** v13's controls as getSceneControlButtons receives them: a record by name, tools a record by name. */
type Controls = Record<"tokens" | "templates", { name: string; tools: Record<string, Tool> }>;

function tokenControls(): Controls {
  const tool = (name: string, order: number): Tool => ({
    name,
    order,
    title: `CONTROLS.Basic${name}`,
    icon: "fa-solid fa-x",
  });
  return {
    tokens: {
      name: "tokens",
      tools: { select: tool("select", 0), target: tool("target", 1), ruler: tool("ruler", 2) },
    },
    templates: { name: "templates", tools: { circle: tool("circle", 0) } },
  };
}

/** The picker (a DialogV2) now open. */
async function picker(): Promise<HTMLElement> {
  return waitFor("the rule-set picker", () => document.querySelector<HTMLElement>("dialog.rule-set-picker[open]"));
}

function pickerChoices(dialog: HTMLElement): string[] {
  return [...dialog.querySelectorAll<HTMLButtonElement>("footer button[data-action]")].map((b) =>
    must(b.dataset.action),
  );
}

/** The character's Rolls window now open. */
async function rollsWindow(): Promise<HTMLElement> {
  return waitFor("the Rolls window", () => document.querySelector<HTMLElement>(".saved-rolls-window"));
}

/** Picks a rule set in the picker, then rolls the dialog it opens; returns the posted message. */
async function pickAndRoll(ruleSet: string) {
  const dialog = await picker();
  must(dialog.querySelector<HTMLButtonElement>(`button[data-action="${ruleSet}"]`)).click();
  const roll = await rollDialog();
  const title = roll.element.querySelector(".window-title")?.textContent;
  rollButton(roll).click();
  const message = await waitFor("the roll message", () => harness().foundry.messages[0]);
  return { title, message };
}

describe("the token controls' tool", () => {
  it("is added to `tokens` as a button after the other tools, and nowhere else", () => {
    const controls = tokenControls();
    callHook("getSceneControlButtons", controls);
    expect(Object.keys(controls.tokens.tools)).toEqual([
      "select",
      "target",
      "ruler",
      "indieDice",
      "indieDiceContest",
      "indieDiceRequest",
      "indieDiceFairness",
    ]);
    expect(controls.tokens.tools.indieDice).toMatchObject({
      name: "indieDice",
      order: 3,
      title: "INDIE_DICE.Control.Open",
      icon: "fa-solid fa-dice",
      button: true,
      visible: true,
    });
    expect(game.i18n.has("INDIE_DICE.Control.Open")).toBe(true);
    expect(Object.keys(controls.templates.tools)).toEqual(["circle"]);
  });

  it("opens the picker; the controlled token speaks", async () => {
    harness().foundry.controlTokens(["heroToken0000001"]);
    const controls = tokenControls();
    callHook("getSceneControlButtons", controls);
    must(controls.tokens.tools.indieDice).onChange!(new Event("click"), false);
    const { message } = await pickAndRoll("olde");
    expect(message.speaker).toMatchObject({ actor: HERO._id, token: "heroToken0000001", scene: "sceneMain0000001" });
  });
});

describe("the picker", () => {
  it("offers only the rule sets the world enables, in order", async () => {
    await game.settings.set("indie-dice", "offerOgs", false);
    await game.settings.set("indie-dice", "offerOlde", false);
    void must(must(game.modules.get("indie-dice")).api).dialogs.pick();
    const dialog = await picker();
    // Every built-in rule set but the two turned off (Kaiser, K&R and the Kleptonomicon of the five), in order.
    const offered = BUILT_IN_RULE_SETS.filter((ruleSet) => ruleSet !== "ogs" && ruleSet !== "olde");
    expect(pickerChoices(dialog)).toEqual([...offered, "formula"]);
    expect(dialog.querySelector(".window-title")?.textContent).toBe("Indie Dice: choose a rule set");
    expect([...dialog.querySelectorAll("footer button")].map((b) => b.textContent?.trim())).toEqual([
      ...offered.map((ruleSet) => game.i18n.localize(`INDIE_DICE.RuleSet.${ruleSet}`)),
      game.i18n.localize("INDIE_DICE.AnyFormula.Name"),
    ]);
  });

  it("with one rule set offered, still asks: that rule set or Any formula (docs/formula-dialog.md)", async () => {
    for (const ruleSet of BUILT_IN_RULE_SETS.filter((other) => other !== "klepto"))
      await game.settings.set("indie-dice", offerSetting(ruleSet), false);
    const pending = must(must(game.modules.get("indie-dice")).api).dialogs.pick({ actor: actor(HERO._id) });
    const dialog = await picker();
    expect(pickerChoices(dialog)).toEqual(["klepto", "formula"]);
    must(dialog.querySelector<HTMLButtonElement>('footer button[data-action="klepto"]')).click();
    const opened = await rollDialog();
    expect(opened.ruleSet).toBe("klepto");
    await opened.close();
    expect(await pending).toBeNull();
  });

  it("dismissed, rolls nothing", async () => {
    const pending = must(must(game.modules.get("indie-dice")).api).dialogs.pick();
    const dialog = await picker();
    dialog.dispatchEvent(
      new KeyboardEvent("keydown", { key: "Escape", code: "Escape", bubbles: true, cancelable: true }),
    );
    expect(await pending).toBeNull();
    await settle();
    expect(harness().foundry.messages).toHaveLength(0);
  });
});

describe("the chat button", () => {
  /** v13's chat controls (ChatLog#renderNotifications: #chat-controls holds #roll-privacy and .control-buttons). */
  function chatControls(): HTMLElement {
    const holder = document.createElement("div");
    holder.id = "chat-notifications";
    holder.innerHTML =
      `<div id="chat-controls"><div id="roll-privacy"></div><div ` +
      `class="control-buttons"><button type="button" data-action="export"></button></div></div>`;
    document.body.append(holder);
    return holder;
  }

  it("is added once to the chat controls and opens the picker", async () => {
    const controls = chatControls();
    const sidebar = document.createElement("section");
    callHook("renderChatLog", {}, sidebar);
    callHook("renderChatLog", {}, sidebar);
    // A player gets the picker alone (the fairness report is a GM's: test/foundry/fairness/fairness.test.ts).
    const buttons = controls.querySelectorAll<HTMLButtonElement>("[data-indie-dice-control]");
    expect(buttons).toHaveLength(1);
    const button = must(buttons[0]);
    expect(button.dataset.indieDiceControl).toBe("indieDice");
    expect(button.type).toBe("button");
    expect(button.getAttribute("aria-label")).toBe(game.i18n.localize("INDIE_DICE.Control.Open"));
    expect(button.dataset.tooltip).toBe(game.i18n.localize("INDIE_DICE.Control.Open"));
    expect(button.textContent).toBe("");
    button.click();
    expect(pickerChoices(await picker())).toEqual([...BUILT_IN_RULE_SETS, "formula"]);
    controls.remove();
  });
});

describe("actor sheet headers", () => {
  /** An ApplicationV2 actor sheet, as far as the header controls go: getHeaderControlsActorSheetV2 runs for it. */
  function sheetClass() {
    const { ApplicationV2 } = foundry.applications.api;
    return class ActorSheetV2 extends (ApplicationV2 as new (options: object) => {
      render(options: object): Promise<unknown>;
      close(): Promise<unknown>;
      element: HTMLElement;
    }) {
      constructor(readonly document: Actor.Implementation) {
        super({ window: { title: document.name } });
      }

      async _renderHTML(): Promise<string> {
        return `<p>${this.document.name}</p>`;
      }

      _replaceHTML(html: string, content: HTMLElement): void {
        content.innerHTML = html;
      }
    };
  }

  it(
    "an ApplicationV2 sheet gets a header control that opens the character's Rolls window, " +
      "whose New roll picks and rolls with the actor speaking",
    async () => {
      const Sheet = sheetClass();
      const sheet = new Sheet(actor(HERO._id));
      await sheet.render({ force: true });
      const control = sheet.element.querySelector<HTMLElement>('.controls-dropdown [data-action="indieDiceRolls"]');
      expect(control?.textContent).toBe(game.i18n.localize("INDIE_DICE.Control.Rolls"));
      must(must(control).querySelector("button")).click();
      const rolls = await rollsWindow();
      expect(rolls.querySelector(".window-title")?.textContent).toBe("Saved rolls: Brunhild");
      must(rolls.querySelector<HTMLButtonElement>('[data-action="newSavedRoll"]')).click();
      const { title, message } = await pickAndRoll("kaiser");
      expect(title).toBe("Kaiser check: Brunhild");
      expect(message.speaker.actor).toBe(HERO._id);
      await sheet.close();
    },
  );

  it("the control is hidden from a user who does not own the actor", async () => {
    const Sheet = sheetClass();
    const sheet = new Sheet(actor(STRANGER._id));
    await sheet.render({ force: true });
    expect(sheet.element.querySelector('[data-action="indieDiceRolls"]')).toBeNull();
    await sheet.close();
  });

  it("an ApplicationV1 sheet gets a header button that opens the character's Rolls window", async () => {
    const buttons: { label: string; class: string; icon: string; onclick: (event: Event) => void }[] = [
      { label: "Close", class: "close", icon: "fa-solid fa-xmark", onclick: () => undefined },
    ];
    callHook("getActorSheetHeaderButtons", { actor: actor(HERO._id) }, buttons);
    expect(buttons[0]).toMatchObject({ label: "Indie Dice", class: "indie-dice-open", icon: "fa-solid fa-dice" });
    must(buttons[0]).onclick(new Event("click"));
    must((await rollsWindow()).querySelector<HTMLButtonElement>('[data-action="newSavedRoll"]')).click();
    const { message } = await pickAndRoll("ogs");
    expect(message.speaker.actor).toBe(HERO._id);
    const none: typeof buttons = [];
    callHook("getActorSheetHeaderButtons", { actor: actor(STRANGER._id) }, none);
    expect(none).toHaveLength(0);
  });
});
