// @vitest-environment happy-dom
/**
 * The GM's forms never guess (issue 52, item 4), in both profiles: Request a roll, the Group Test and Extended Test
 * windows and the Start contest dialog check each field as it is typed — the reason beside the field (the field
 * `aria-invalid` and described by it), the main button disabled — an empty required field is an error (never 0), and
 * a refusal when the card is started keeps the window open with everything typed. A refusal at the start is made
 * here by a `preCreateChatMessage` listener that cancels the card's message (another module, a world script).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, callHook, control, settle, waitFor } from "../support/dialog-harness";
import { spyWarnings, tokenDoc, useContestTable, GM, HERO, RIVAL, VILLAIN } from "../support/contests-harness";
import type { RequestState } from "../../../src/card-kinds/request/core/request-types";
import { elementOf, must, record } from "../../kit";
import { askGmForm } from "../../../src/foundry/apps/gm-form";
import { namedField } from "../../../src/ui/dom/elements";

const table = useContestTable();

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

function openWindow(selector: string): Promise<HTMLElement> {
  return waitFor(selector, () => document.querySelector<HTMLElement>(`dialog[open]${selector}`));
}

function field<T extends HTMLElement = HTMLInputElement>(window: HTMLElement, name: string): T {
  return must([...window.querySelectorAll<T>("[name]")].find((element) => element.getAttribute("name") === name));
}

/** Types into a field as a user does: the value, then a bubbling "input" (a select, or a box: "change"). */
function type(window: HTMLElement, name: string, value: string | boolean): void {
  const element = field<HTMLInputElement | HTMLSelectElement>(window, name);
  if (typeof value === "boolean") elementOf(element, HTMLInputElement).checked = value;
  else element.value = value;
  element.dispatchEvent(
    new Event(element.tagName === "SELECT" || typeof value === "boolean" ? "change" : "input", { bubbles: true }),
  );
}

/** The reason shown beside a field: the element its `aria-describedby` names, when shown; null when none is. */
function reasonBeside(window: HTMLElement, name: string): string | null {
  const ids = (field(window, name).getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter((id) => id.endsWith("-error"));
  const place = ids.length === 1 ? document.getElementById(must(ids[0])) : null;
  return place && !place.hidden ? (place.textContent?.trim() ?? "") : null;
}

function button(window: HTMLElement, action: string): HTMLButtonElement {
  return must(window.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`));
}

function refusal(window: HTMLElement): string | null {
  const place = window.querySelector<HTMLElement>(".indie-dice-form-refusal");
  return place && !place.hidden ? place.textContent : null;
}

/** The next card's message is cancelled before it is created, as a listener of another module may. */
function refuseNextMessage(): void {
  Hooks.once("preCreateChatMessage", () => false);
}

function cardsOf(flag: string): Record<string, unknown>[] {
  return table()
    .foundry.messages.map((m) => record(m.flags["indie-dice"]?.[flag]))
    .filter(Boolean);
}

describe("Request a roll", () => {
  async function openRequest() {
    table().foundry.controlTokens([HERO, RIVAL], GM);
    const pending = table().foundry.withClient(GM, () => api().requests.startWithDialog());
    return { pending, window: await openWindow(".request-dialog") };
  }

  it(
    "shows why beside the difficulty for 99,999,999 and for an empty one, " + "its button disabled, and no chance",
    async () => {
      const { window } = await openRequest();
      expect([reasonBeside(window, "number"), button(window, "request").disabled]).toEqual([null, false]);
      await table().foundry.withClient(GM, async () => type(window, "number", "99999999"));
      // Kaiser's difficulty, as its own roll dialog holds it.
      expect(reasonBeside(window, "number")).toBe(
        "Kaiser: the difficulty must be a whole number from −1,000,000 to 1,000,000, not 99,999,999.",
      );
      expect([field(window, "number").getAttribute("aria-invalid"), button(window, "request").disabled]).toEqual([
        "true",
        true,
      ]);
      expect(window.querySelector(".indie-dice-request-dialog-chance")?.textContent).toBe(
        "The odds appear once every field is filled in correctly.",
      );
      // Empty is no difficulty of 0: the field is required.
      await table().foundry.withClient(GM, async () => type(window, "number", ""));
      expect(reasonBeside(window, "number")).toBe("Enter a whole number from −1,000,000 to 1,000,000.");
      expect(button(window, "request").disabled).toBe(true);
      // OGS's roll may go without a difficulty (an open total); a request may not.
      await table().foundry.withClient(GM, async () => type(window, "ruleSet", "ogs"));
      expect(reasonBeside(window, "number")).toBe(
        "Enter the number to pass: a request without one would have nothing to roll against.",
      );
      await table().foundry.withClient(GM, async () => {
        type(window, "ruleSet", "kaiser");
        type(window, "number", "12");
      });
      expect([
        reasonBeside(window, "number"),
        field(window, "number").getAttribute("aria-invalid"),
        button(window, "request").disabled,
      ]).toEqual([null, "false", false]);
      // A row's own number is held to the rule set's limit too, beside it.
      await table().foundry.withClient(GM, async () => type(window, "own1", "5000000"));
      expect(reasonBeside(window, "own1")).toBe(
        "Kaiser: the value added to the dice must be a whole number from −1,000,000 to 1,000,000, not 5,000,000.",
      );
      expect(button(window, "request").disabled).toBe(true);
      // A lone "-" is text the browser cannot read as a number: it gives "" and says `badInput` (Chromium's input
      // type=number, emulated here). Named as no number, not read as empty nor quoted as "NaN" (issue 64).
      await table().foundry.withClient(GM, async () => {
        Object.defineProperty(field(window, "own1"), "validity", { value: { badInput: true }, configurable: true });
        type(window, "own1", "");
      });
      expect(reasonBeside(window, "own1")).toBe(
        "That is not a number: enter a whole number from −1,000,000 to 1,000,000.",
      );
      expect(button(window, "request").disabled).toBe(true);
      // A row not asked is not read: its reason goes.
      await table().foundry.withClient(GM, async () => type(window, "ask1", false));
      expect([reasonBeside(window, "own1"), button(window, "request").disabled]).toEqual([null, false]);
    },
  );

  it(
    "a refused start keeps the dialog open with every row, own number and choice; " + "the next Request posts them",
    async () => {
      const { pending, window } = await openRequest();
      await table().foundry.withClient(GM, async () => {
        type(window, "kind", "skill");
        type(window, "number", "12");
        type(window, "own0", "4");
        type(window, "own1", "2");
        type(window, "question", "atLeastOne");
        type(window, "mode", "gm");
        type(window, "hideNames", true);
      });
      refuseNextMessage();
      await table().foundry.withClient(GM, async () => {
        button(window, "request").click();
        await settle(20);
      });
      expect(window.hasAttribute("open")).toBe(true);
      expect(refusal(window)).toBe("This roll request is gone.");
      expect(cardsOf("request")).toEqual([]);
      const kept = ["kind", "number", "own0", "own1", "question", "mode"].map(
        (name) => field<HTMLInputElement>(window, name).value,
      );
      expect(kept).toEqual(["skill", "12", "4", "2", "atLeastOne", "gm"]);
      expect([
        field(window, "hideNames").checked,
        [...window.querySelectorAll("tbody tr td:nth-child(2)")].map((cell) => cell.textContent),
      ]).toEqual([true, ["Brunhild", "Sigurd"]]);
      await table().foundry.withClient(GM, async () => button(window, "request").click());
      const card = must(await pending);
      const state = must(card.flags["indie-dice"]).request as RequestState;
      expect(state).toMatchObject({
        spec: { kind: "skill", difficulty: 12 },
        question: "atLeastOne",
        mode: "gm",
        hideNames: true,
      });
      expect(state.participants.map((row) => [row.name, row.spec])).toEqual([
        ["Brunhild", { bonus: 4 }],
        ["Sigurd", { bonus: 2 }],
      ]);
      await settle(10);
      expect(document.querySelector("dialog.request-dialog[open]")).toBeNull();
    },
  );
});

describe("the Group Test window", () => {
  it("shows why beside a bad or empty number, Start disabled; a refused start keeps every number", async () => {
    const pending = table().foundry.withClient(GM, () =>
      api().groupTests.startWithDialog({ participants: [tokenDoc(HERO), tokenDoc(VILLAIN)] }),
    );
    const window = await openWindow(".group-test-dialog");
    await table().foundry.withClient(GM, async () => type(window, "advantages0", "-1"));
    expect(reasonBeside(window, "advantages0")).toBe(
      "Kleptonomicon: Advantages and Disadvantages must each be a whole number from 0 to 20, not −1.",
    );
    expect([field(window, "advantages0").getAttribute("aria-invalid"), button(window, "start").disabled]).toEqual([
      "true",
      true,
    ]);
    await table().foundry.withClient(GM, async () => type(window, "modifier1", ""));
    expect(reasonBeside(window, "modifier1")).toBe("Enter a whole number from −1,000,000 to 1,000,000.");
    await table().foundry.withClient(GM, async () => {
      type(window, "advantages0", "1");
      type(window, "modifier1", "-2");
    });
    expect([
      reasonBeside(window, "advantages0"),
      reasonBeside(window, "modifier1"),
      button(window, "start").disabled,
    ]).toEqual([null, null, false]);
    refuseNextMessage();
    await table().foundry.withClient(GM, async () => {
      button(window, "start").click();
      await settle(20);
    });
    expect([
      window.hasAttribute("open"),
      refusal(window),
      field(window, "advantages0").value,
      field(window, "modifier1").value,
    ]).toEqual([true, "This Group Test card cannot be found, or was not posted by a GM.", "1", "-2"]);
    await table().foundry.withClient(GM, async () => button(window, "start").click());
    expect(await pending).not.toBeNull();
    const [state] = cardsOf("groupTest") as { participants: { request: { modifier: number; advantages: number } }[] }[];
    expect(must(state).participants.map((p) => [p.request.modifier, p.request.advantages])).toEqual([
      [0, 1],
      [-2, 0],
    ]);
  });
});

describe("the Extended Test window", () => {
  it(
    "shows why beside an empty DT or a pool past its limit, Start disabled; " + "a refused start keeps every number",
    async () => {
      const pending = table().foundry.withClient(GM, () =>
        api().extendedTests.startWithDialog({ token: tokenDoc(HERO) }),
      );
      const window = await openWindow(".extended-test-dialog");
      await table().foundry.withClient(GM, async () => {
        type(window, "dt", "");
        type(window, "pool", "201");
      });
      expect(reasonBeside(window, "dt")).toBe("Enter a whole number from 0 to 99.");
      expect(reasonBeside(window, "pool")).toBe(
        "Kingdoms and Rulers: a dice pool must be a whole number of dice from 1 to 200, not 201.",
      );
      expect(button(window, "start").disabled).toBe(true);
      await table().foundry.withClient(GM, async () => {
        type(window, "dt", "8");
        type(window, "pool", "4");
      });
      expect(button(window, "start").disabled).toBe(false);
      refuseNextMessage();
      await table().foundry.withClient(GM, async () => {
        button(window, "start").click();
        await settle(20);
      });
      expect([
        window.hasAttribute("open"),
        refusal(window),
        field(window, "pool").value,
        field(window, "dt").value,
      ]).toEqual([true, "This Extended Test card cannot be found, or was not posted by a GM.", "4", "8"]);
      await table().foundry.withClient(GM, async () => button(window, "start").click());
      expect(await pending).not.toBeNull();
      expect(cardsOf("extendedTest")[0]).toMatchObject({ startingPool: 4, dt: 8 });
    },
  );
});

describe("the Start contest dialog", () => {
  it(
    "an empty side's value is refused beside it, Start disabled; " +
      "a refused start keeps every side's fields; Start again posts the card",
    async () => {
      type Tool = { onChange(event: Event, active: boolean): void };
      const controls = { tokens: { tools: {} as Record<string, Tool> } };
      callHook("getSceneControlButtons", controls);
      table().foundry.controlTokens([HERO], GM);
      table().foundry.targetTokens([VILLAIN], GM);
      table().foundry.withClient(GM, () =>
        must(controls.tokens.tools.indieDiceContest).onChange(new Event("click"), true),
      );
      // An application of the module's own (a form, not Foundry's <dialog>).
      const window = await waitFor("the Start contest dialog", () =>
        document
          .querySelector<HTMLElement>("form.contest-start .indie-dice-contest-start-button")
          ?.closest<HTMLElement>("form.contest-start"),
      );
      const dialog = { element: window } as never;
      const start = () => must(window.querySelector<HTMLButtonElement>("button.indie-dice-contest-start-button"));
      const setBonus = (value: string) =>
        table().foundry.withClient(GM, async () => {
          const bonus = control<HTMLInputElement>(dialog, "a0.bonus");
          bonus.value = value;
          bonus.dispatchEvent(new Event("change", { bubbles: true }));
          await settle(10);
        });
      // An emptied value is required, beside its field, and Start waits.
      await setBonus("");
      expect([
        reasonBeside(window, "a0.bonus"),
        control<HTMLInputElement>(dialog, "a0.bonus").getAttribute("aria-invalid"),
        start().disabled,
      ]).toEqual(["Enter a whole number from −1,000,000 to 1,000,000.", "true", true]);
      await setBonus("3");
      expect([reasonBeside(window, "a0.bonus"), start().disabled]).toEqual([null, false]);
      refuseNextMessage();
      await table().foundry.withClient(GM, async () => {
        start().click();
        await settle(20);
      });
      expect([window.isConnected, refusal(window), control<HTMLInputElement>(dialog, "a0.bonus").value]).toEqual([
        true,
        "This contest card cannot be found, or was not posted by a GM.",
        "3",
      ]);
      expect(cardsOf("contest")).toEqual([]);
      await table().foundry.withClient(GM, async () => {
        start().click();
        await settle(20);
      });
      expect(cardsOf("contest")).toHaveLength(1);
      expect(window.isConnected).toBe(false);
    },
  );
});

describe("a module's form given as HTML (`content`, written before templates)", () => {
  it("opens with its fields, checks them as typed, and shows a refusal above the button", async () => {
    const pending = table().foundry.withClient(GM, () =>
      askGmForm({
        name: "module-form",
        title: "Module form",
        icon: "fa-solid fa-star",
        content:
          '<div class="form-group"><label>Count</label><div ' +
          'class="form-fields"><input type="text" name="count" value="2"></div></div>',
        submit: { action: "go", label: "Go", answer: (form) => namedField(form, "count")?.value ?? "" },
        check: (form) =>
          new Map([["count", /^\d+$/.test(namedField(form, "count")?.value ?? "") ? null : "A whole number, please."]]),
        accept: async (count) => {
          if (count === "3") throw new Error("Three is refused.");
          return count;
        },
      }),
    );
    const window = await openWindow(".module-form-dialog");
    await table().foundry.withClient(GM, async () => type(window, "count", "x"));
    expect([reasonBeside(window, "count"), button(window, "go").disabled]).toEqual(["A whole number, please.", true]);
    await table().foundry.withClient(GM, async () => type(window, "count", "3"));
    await table().foundry.withClient(GM, async () => {
      button(window, "go").click();
      await settle(20);
    });
    expect([window.isConnected, refusal(window)]).toEqual([true, "Three is refused."]);
    await table().foundry.withClient(GM, async () => type(window, "count", "4"));
    await table().foundry.withClient(GM, async () => {
      button(window, "go").click();
      await settle(20);
    });
    expect(await pending).toBe("4");
  });
});
