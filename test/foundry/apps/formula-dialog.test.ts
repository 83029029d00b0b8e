// @vitest-environment happy-dom
/**
 * The *Any formula* dialog and luck on any roll in the Foundry double, under both profiles (docs/formula-dialog.md):
 * the dialog opens from the picker and the API, shows the formula resolved and the exact chance of its target,
 * posts a plain Foundry roll (whose total the double's own parser gives again) with the chance it had and its
 * luck; Save as keeps a saved roll of the formula kind that the Rolls window and a hotbar macro roll; a formula the
 * engine refuses is refused in place and posts nothing. A stock roll shows luck only with the world setting on,
 * and never to a viewer who may not see it.
 */
import { describe, expect, it } from "vitest";
import { pressEnter } from "../../../foundry-double";
import { formulaLuck } from "../../../src/core/formula/formula-luck";
import { formulaDistribution } from "../../../src/core/formula/formula-distribution";
import { luckLine } from "../../../src/ui/roll-cards/luck-line";
import { foundryTranslator } from "../../../src/foundry/chat/card-context";
import { useIndieDice } from "../support/helpers";
import { api, openWindows, settle, waitFor } from "../support/dialog-harness";
import { IndieDiceError } from "../../../src/core/errors";
import type { FormulaDialogView } from "../../../src/ui/dialogs/formula-dialog-types";
import { worldActor, updateActor } from "../../../foundry-double/documents/world";
import { must, renderedElement } from "../../kit";

const GM = "gmUser0000000000";
const PLAYER = "playerUser000000";
const HERO = {
  _id: "heroActor0000001",
  name: "Brunhild",
  ownership: { default: 0, [PLAYER]: 3 },
  system: { abilities: { dex: { mod: 3 } } },
};
const harness = useIndieDice({
  actors: [HERO],
  users: [
    { id: GM, name: "Gamemaster", isGM: true },
    { id: PLAYER, name: "Player", isGM: false },
  ],
  userId: PLAYER,
});

function hero(): Actor.Implementation {
  return worldActor(HERO._id);
}

/** What a test reads of the open formula dialog. */
interface FormulaDialogHandle {
  readonly element: HTMLFormElement;
  readonly rendered: boolean;
  readonly kind: string;
  readonly view: FormulaDialogView;
  close(): Promise<unknown>;
}

function openFormulaDialogs(): FormulaDialogHandle[] {
  return openWindows<FormulaDialogHandle>("IndieFormulaDialog");
}

async function formulaDialog(): Promise<FormulaDialogHandle> {
  return waitFor("a rendered formula dialog", () => openFormulaDialogs().find((app) => app.rendered));
}

function field<T extends HTMLElement = HTMLInputElement>(dialog: FormulaDialogHandle, name: string): T {
  const element = [...dialog.element.querySelectorAll<HTMLElement>("[name]")].find(
    (e) => e.getAttribute("name") === name,
  );
  if (!element) throw new Error(`no field ${name}`);
  return element as T;
}

function oddsPart(dialog: FormulaDialogHandle): HTMLElement {
  return must(dialog.element.querySelector<HTMLElement>('[data-application-part="odds"]'));
}

/** Types a value and leaves the field; resolves once the odds are drawn again. */
async function change(dialog: FormulaDialogHandle, name: string, value: string): Promise<void> {
  const odds = oddsPart(dialog);
  const input = field<HTMLInputElement | HTMLSelectElement>(dialog, name);
  input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
  await waitFor(`the odds after ${name} changed`, () => oddsPart(dialog) !== odds);
}

const rollButton = (dialog: FormulaDialogHandle) =>
  must(dialog.element.querySelector<HTMLButtonElement>("button.indie-dice-roll"));
const chanceShown = (dialog: FormulaDialogHandle) =>
  Number(oddsPart(dialog).querySelector<HTMLElement>('.indie-dice-figure[data-outcome="target"]')?.dataset.probability);
const words = (luck: number) => luckLine(foundryTranslator(), luck).text;

/** A chat message of the double, as its harness gives and draws it. */
type Message = ReturnType<typeof harness>["foundry"]["messages"][number];

async function rendered(message: Message): Promise<HTMLElement> {
  return renderedElement(await harness().foundry.renderMessage(message));
}

const luckUnder = (html: HTMLElement) => html.querySelector(".indie-dice-annotations li.luck")?.textContent ?? null;
const linesUnder = (html: HTMLElement) =>
  [...html.querySelectorAll(".indie-dice-annotations li")].map((li) => li.textContent);

describe("the Any formula dialog", () => {
  it(
    "opens from the picker, shows the formula resolved and the exact chance, " + "and Roll posts a plain Foundry roll",
    async () => {
      const pending = api().dialogs.pick({ actor: hero() });
      const picker = await waitFor("the picker", () =>
        document.querySelector<HTMLElement>("dialog.rule-set-picker[open]"),
      );
      must(picker.querySelector<HTMLButtonElement>('footer button[data-action="formula"]')).click();
      const dialog = await formulaDialog();
      expect(dialog.kind).toBe("formula");
      await change(dialog, "formula", "1d20 + @abilities.dex.mod");
      expect(dialog.element.querySelector('[data-field="formula"] .indie-dice-resolved')?.textContent).toBe(
        "= 1d20 + 3",
      );
      await change(dialog, "target", "15");
      // 1d20 + 3 reaches 15 on a 12 or more: 9 faces of 20.
      expect(chanceShown(dialog)).toBeCloseTo(9 / 20, 12);
      await change(dialog, "compare", "atMost");
      expect(chanceShown(dialog)).toBeCloseTo(12 / 20, 12);
      await change(dialog, "compare", "exactly");
      expect(chanceShown(dialog)).toBeCloseTo(1 / 20, 12);
      // The chart and the table of every total are drawn from the same distribution.
      expect(oddsPart(dialog).querySelectorAll("svg.indie-dice-chart rect.indie-dice-bar")).toHaveLength(20);
      expect(oddsPart(dialog).querySelectorAll(".indie-dice-distribution-table tbody tr")).toHaveLength(20);
      await change(dialog, "compare", "atLeast");

      harness().foundry.scriptFaces([14]);
      rollButton(dialog).click();
      const roll = await pending;
      expect(roll?.constructor.name).toBe("Roll");
      expect(roll?.formula).toBe("1d20 + 3");
      expect(roll?.total).toBe(17);
      const [message] = harness().foundry.messages;
      expect(must(message).speaker.actor).toBe(HERO._id);
      // Foundry's own parser reads the saved roll back to the same total, and rolls the formula the same way.
      const restored = Roll.fromData(JSON.parse(must(message)._source.rolls[0] as string));
      expect(restored.total).toBe(17);
      harness().foundry.scriptFaces([14]);
      expect((await new Roll(must(roll).formula).evaluate()).total).toBe(17);
      // The card: the chance it had, then its luck (1d20 + 3 came to 17: 13 faces below, one tie).
      const html = await rendered(must(message));
      expect(linesUnder(html)).toEqual(["Before the roll: 45.0% for 15 or more", words(13 / 20 + 1 / 40)]);
    },
  );

  it("Enter rolls from the formula field; the chosen roll mode is the message's", async () => {
    const pending = api().dialogs.formula({ spec: { formula: "2d6+3", target: 10 }, rollMode: "gm" });
    const dialog = await formulaDialog();
    // 2d6 + 3 reaches 10 on a 7 or more: 21 of the 36 pairs.
    expect(chanceShown(dialog)).toBeCloseTo(21 / 36, 12);
    harness().foundry.scriptFaces([4, 5]);
    expect(pressEnter(field(dialog, "formula"))).toBe(true);
    expect((await pending)?.total).toBe(12);
    const [message] = harness().foundry.messages;
    expect(must(message).whisper).toEqual([GM]);
  });

  it("a formula the engine refuses: its message in the field, Roll disabled, nothing posted", async () => {
    const pending = api().dialogs.formula({ actor: hero() });
    const dialog = await formulaDialog();
    await change(dialog, "formula", "1d6 / (1d4 - 1)");
    const error = dialog.element.querySelector('[data-field="formula"] .indie-dice-error-text')?.textContent ?? "";
    expect(error).toContain("1d6 / (1d4 - 1)");
    expect(error).toBe(must(dialog.view.fields[0]).error);
    expect(rollButton(dialog).disabled).toBe(true);
    // Enter submits through the Roll button, which is disabled: nothing happens (the browser's implicit submission).
    expect(pressEnter(field(dialog, "formula"))).toBe(false);
    await settle();
    expect(openFormulaDialogs()).toHaveLength(1);
    await dialog.close();
    expect(await pending).toBeNull();
    expect(harness().foundry.messages).toHaveLength(0);
  });

  it("under fast-forward, a refused formula or a missing path is refused before any die, nothing posted", async () => {
    await expect(api().dialogs.formula({ spec: { formula: "1d6 / (1d4 - 1)" }, fastForward: true })).rejects.toThrow();
    await expect(
      api().dialogs.formula({ actor: hero(), spec: { formula: "1d20 + @abilities.str.mod" }, fastForward: true }),
    ).rejects.toThrow(/@abilities\.str\.mod/);
    expect(harness().foundry.messages).toHaveLength(0);
    expect(harness().foundry.notifications.filter((n) => n.type === "error")).toHaveLength(2);
  });
});

describe("Save as: a saved roll of the formula kind", () => {
  it(
    "keeps the formula as written; the Rolls window lists it with its chance; " +
      "it rolls from there and from a macro",
    async () => {
      const pending = api().dialogs.formula({ actor: hero() });
      const dialog = await formulaDialog();
      await change(dialog, "formula", "1d20 + @abilities.dex.mod");
      await change(dialog, "target", "15");
      field(dialog, "savedRollName").value = "Dex check";
      must(dialog.element.querySelector<HTMLButtonElement>('[data-action="saveRoll"]')).click();
      const [saved] = await waitFor(
        "the saved roll",
        () => api().savedRolls.list(hero()).length > 0 && api().savedRolls.list(hero()),
      );
      expect(saved).toMatchObject({
        name: "Dex check",
        ruleSet: "formula",
        spec: { formula: "1d20 + @abilities.dex.mod", target: 15, compare: "atLeast" },
      });
      await dialog.close();
      expect(await pending).toBeNull();

      await api().savedRolls.open(hero());
      const window = await waitFor("the Rolls window", () =>
        document.querySelector<HTMLElement>(".saved-rolls-window"),
      );
      expect(window.textContent).toContain("1d20 + 3");
      expect(window.textContent).toContain("15 or more");
      expect(window.textContent).toContain("45.0%");

      // The character's numbers are read when the roll is made.
      await updateActor(hero(), { "system.abilities.dex.mod": 5 });
      harness().foundry.scriptFaces([10]);
      const rolled = await api().savedRolls.roll(hero(), "Dex check", { fastForward: true });
      expect([rolled?.formula, rolled?.total]).toEqual(["1d20 + 5", 15]);
      harness().foundry.scriptFaces([2]);
      const fromMacro = await api().savedRolls.rollFromMacro(hero().uuid, must(saved).id, {
        fastForward: true,
        name: "Dex check",
      });
      expect(fromMacro?.total).toBe(7);
      expect(harness().foundry.messages).toHaveLength(2);
    },
  );

  it(
    "a saved formula roll opens the formula dialog filled, " + "and fills it from the dialog's saved-roll choice",
    async () => {
      await api().savedRolls.save(hero(), {
        name: "Dex check",
        ruleSet: "formula",
        spec: { formula: "1d20 + @abilities.dex.mod", target: 12, compare: "atMost" },
      });
      const opened = api().savedRolls.roll(hero(), "Dex check");
      const dialog = await formulaDialog();
      expect([
        field(dialog, "formula").value,
        field(dialog, "target").value,
        field<HTMLSelectElement>(dialog, "compare").value,
      ]).toEqual(["1d20 + @abilities.dex.mod", "12", "atMost"]);
      expect([field(dialog, "savedRollName").value, field(dialog, "flavor").value]).toEqual(["Dex check", "Dex check"]);
      // 1d20 + 3 at most 12: 9 faces of 20.
      expect(chanceShown(dialog)).toBeCloseTo(9 / 20, 12);
      await dialog.close();
      expect(await opened).toBeNull();

      const pending = api().dialogs.formula({ actor: hero() });
      const fresh = await formulaDialog();
      await change(fresh, "formula", "2d6");
      const pick = field<HTMLSelectElement>(fresh, "savedRollPick");
      pick.value = must(api().savedRolls.list(hero())[0]).id;
      pick.dispatchEvent(new Event("change", { bubbles: true }));
      await waitFor("the picked roll's fields", () => field(fresh, "formula").value === "1d20 + @abilities.dex.mod");
      expect(fresh.view.spec).toMatchObject({ resolved: "1d20 + 3", target: 12, compare: "atMost" });
      await fresh.close();
      expect(await pending).toBeNull();
      expect(harness().foundry.messages).toHaveLength(0);
    },
  );

  it("refuses a formula the engine refuses, naming it, and keeps nothing", async () => {
    await expect(
      api().savedRolls.save(hero(), { name: "Odd", ruleSet: "formula", spec: { formula: "random()" } }),
    ).rejects.toThrow(IndieDiceError);
    await expect(
      api().savedRolls.save(hero(), { name: "Odd", ruleSet: "formula", spec: { formula: "1d6", bonus: 2 } }),
    ).rejects.toThrow(/bonus/);
    expect(api().savedRolls.list(hero())).toEqual([]);
  });
});

describe("luck on any roll", () => {
  /** The luck a roll of `formula` that came to `total` has, in the card's words. */
  const expected = (formula: string, total: number) => words(formulaLuck(formulaDistribution(formula), total));

  it("a stock /r gets the luck line only with the world setting on", async () => {
    harness().foundry.scriptFaces([3, 4]);
    const off = await harness().foundry.chat("/r 2d6 + 1");
    expect(luckUnder(await rendered(must(off)))).toBeNull();
    await game.settings.set("indie-dice", "luckOnAnyRoll", true);
    harness().foundry.scriptFaces([3, 4]);
    const on = await harness().foundry.chat("/r 2d6 + 1");
    expect(luckUnder(await rendered(must(on)))).toBe(expected("2d6 + 1", 8));
  });

  it("a Savage Worlds trait roll, /r {1d8x, 1d6x}kh, gets its luck line with the setting on", async () => {
    await game.settings.set("indie-dice", "luckOnAnyRoll", true);
    // The trait die aces (8, then 3: 11), the wild die shows 4: the best is 11.
    harness().foundry.scriptFaces([8, 3, 4]);
    const trait = await harness().foundry.chat("/r {1d8x, 1d6x}kh");
    expect(must((trait as { rolls: { total: number }[] }).rolls[0]).total).toBe(11);
    expect(luckUnder(await rendered(must(trait)))).toBe(expected("{1d8x, 1d6x}kh", 11));
  });

  it("a stock roll of functions and products of rolls gets its luck line: max(1d20, 1d20) + 5, 1d6 * 1d6", async () => {
    await game.settings.set("indie-dice", "luckOnAnyRoll", true);
    harness().foundry.scriptFaces([7, 15]);
    const best = await harness().foundry.chat("/r max(1d20, 1d20) + 5");
    expect(luckUnder(await rendered(must(best)))).toBe(expected("max(1d20, 1d20) + 5", 20));
    harness().foundry.scriptFaces([3, 4]);
    const product = await harness().foundry.chat("/r 1d6 * 1d6");
    expect(luckUnder(await rendered(must(product)))).toBe(expected("1d6 * 1d6", 12));
  });

  it("nothing where the engine refuses the formula; each user's own luck setting still applies", async () => {
    await game.settings.set("indie-dice", "luckOnAnyRoll", true);
    harness().foundry.scriptFaces([3, 2]);
    const byZero = await harness().foundry.chat("/r 1d6 / (1d4 - 1)");
    expect(luckUnder(await rendered(must(byZero)))).toBeNull();
    await game.settings.set("indie-dice", "showLuck", false);
    harness().foundry.scriptFaces([3, 4]);
    const plain = await harness().foundry.chat("/r 2d6");
    expect(luckUnder(await rendered(must(plain)))).toBeNull();
  });

  it("never on a blind roll for the player who made it; the GM sees it", async () => {
    await game.settings.set("indie-dice", "luckOnAnyRoll", true);
    harness().foundry.scriptFaces([17]);
    const message = await harness().foundry.chat("/br 1d20 + 2");
    const playerView = await rendered(must(message));
    expect(luckUnder(playerView)).toBeNull();
    expect(playerView.textContent).not.toMatch(/Luckier/);
    harness().foundry.setUser(GM);
    expect(luckUnder(await rendered(must(message)))).toBe(expected("1d20 + 2", 19));
  });

  it("an inline roll shows it beside the roll", async () => {
    await game.settings.set("indie-dice", "luckOnAnyRoll", true);
    harness().foundry.scriptFaces([5]);
    const roll = await new Roll("1d8").evaluate();
    const html = document.createElement("div");
    html.append(roll.toAnchor());
    const { decorateMessage } = await import("../../../src/foundry/chat/decorate-message");
    const { ruleSetRollReaders } = await import("../../../src/foundry/rule-sets");
    decorateMessage({ rolls: [], isContentVisible: true }, html, () => false, ruleSetRollReaders());
    expect(html.querySelector(".indie-dice-inline-note")?.textContent).toBe(` (${expected("1d8", 5)})`);
  });
});
