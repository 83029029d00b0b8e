// @vitest-environment happy-dom
/**
 * The *Any formula* dialog's formulas side by side in the Foundry double, under both profiles
 * (docs/formula-dialog.md "Side by side"): a closed section under the fields; other formulas read with the
 * character's numbers, compared with the first by the exact figures counted by hand, drawn as lines on one chart
 * and in an "at least" table; a series of one `@` path; a refused formula there named in its field without
 * stopping the roll of the first; nothing of it when the player hides the odds.
 */
import { describe, expect, it } from "vitest";
import { useIndieDice } from "../support/helpers";
import { worldActor } from "../../../foundry-double/documents/world";
import { api, openWindows, settle, waitFor } from "../support/dialog-harness";
import { pressEnter } from "../../../foundry-double";
import { must } from "../../kit";

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
    { id: "gmUser0000000000", name: "Gamemaster", isGM: true },
    { id: PLAYER, name: "Player", isGM: false },
  ],
  userId: PLAYER,
});

interface Dialog {
  readonly element: HTMLFormElement;
  readonly rendered: boolean;
  close(): Promise<unknown>;
}

function formulaDialog(): Promise<Dialog> {
  return waitFor("the formula dialog", () => openWindows<Dialog>("IndieFormulaDialog").find((app) => app.rendered));
}

const oddsPart = (dialog: Dialog) => must(dialog.element.querySelector<HTMLElement>('[data-application-part="odds"]'));

async function change(dialog: Dialog, name: string, value: string): Promise<void> {
  const odds = oddsPart(dialog);
  const input = must(dialog.element.querySelector<HTMLInputElement>(`[name="${name}"]`));
  input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
  await waitFor(`the odds after ${name} changed`, () => oddsPart(dialog) !== odds);
}

const figures = (dialog: Dialog, table: string) =>
  [...oddsPart(dialog).querySelectorAll<HTMLElement>(`table.${table} tbody tr`)].map((row) =>
    [...row.querySelectorAll<HTMLElement>("td")].map((cell) => Number(cell.dataset.probability)),
  );

describe("the Any formula dialog's formulas side by side", () => {
  it(
    "compares the character's formula with another by the figures counted by hand, " +
      "as tables and lines on one chart",
    async () => {
      const pending = api().dialogs.formula({
        actor: worldActor(HERO._id),
        spec: { formula: "1d20 + @abilities.dex.mod", target: 15 },
      });
      const dialog = await formulaDialog();
      const section = must(dialog.element.querySelector<HTMLDetailsElement>("details.indie-dice-side-by-side"));
      expect(section.open).toBe(false);
      expect(section.querySelector("summary")?.textContent).toBe("Side by side");
      expect([...section.querySelectorAll("legend")].map((legend) => legend.textContent)).toEqual([
        "Compare with (optional)",
        "Sweep a value (optional)",
      ]);
      expect(oddsPart(dialog).querySelector(".indie-dice-side-by-side-answer")).toBeNull();

      await change(dialog, "formula2", "1d20 + 5");
      // Each one's chance of 15 or more: 1d20 + 3 on 12–20, 1d20 + 5 on 10–20.
      expect(figures(dialog, "indie-dice-compare-formulas").flat()).toEqual([
        expect.closeTo(9 / 20, 14),
        expect.closeTo(11 / 20, 14),
      ]);
      // A against B over the 400 pairs of faces: higher when the first d20 is 3 or more above the second, the same at
      // 2.
      const [pair] = figures(dialog, "indie-dice-compare-pairs");
      expect(pair).toEqual([
        expect.closeTo(153 / 400, 14),
        expect.closeTo(18 / 400, 14),
        expect.closeTo(229 / 400, 14),
      ]);
      // Every total from 4 to 25, each one's chance of at least it.
      const atLeast = figures(dialog, "indie-dice-compare-at-least");
      expect(atLeast).toHaveLength(22);
      expect(atLeast[0]).toEqual([1, 1]);
      expect(atLeast[11]).toEqual([expect.closeTo(9 / 20, 14), expect.closeTo(11 / 20, 14)]);
      const chart = must(oddsPart(dialog).querySelector(".indie-dice-lines-chart"));
      expect(chart.querySelectorAll("polyline.indie-dice-line")).toHaveLength(2);
      expect([...chart.querySelectorAll(".indie-dice-legend li")].map((entry) => entry.textContent?.trim())).toEqual([
        "A: 1d20 + @abilities.dex.mod",
        "B: 1d20 + 5",
      ]);

      // A formula the engine refuses is named in its field; the first still rolls.
      await change(dialog, "formula3", "1d6 / (1d4 - 1)");
      expect(dialog.element.querySelector('[data-field="formula3"] .indie-dice-error-text')?.textContent).toContain(
        "1d6 / (1d4 - 1)",
      );
      expect(must(dialog.element.querySelector<HTMLButtonElement>("button.indie-dice-roll")).disabled).toBe(false);

      // The series sweeps the character's modifier: 1d20 + m reaches 15 on 6 + m faces.
      await change(dialog, "seriesPath", "abilities.dex.mod");
      await change(dialog, "seriesTo", "4");
      expect(figures(dialog, "indie-dice-series").map(([chance]) => chance)).toEqual(
        [0, 1, 2, 3, 4].map((m) => expect.closeTo((6 + m) / 20, 14)),
      );
      expect(oddsPart(dialog).querySelectorAll(".indie-dice-lines-chart")).toHaveLength(2);

      harness().foundry.scriptFaces([11]);
      must(dialog.element.querySelector<HTMLButtonElement>("button.indie-dice-roll")).click();
      const roll = await pending;
      expect([roll?.formula, roll?.total]).toEqual(["1d20 + 3", 14]);
    },
  );

  it(
    "Enter in its fields redraws the odds and rolls nothing; " +
      "its numbers are text a browser never blocks; a saved roll picked keeps it",
    async () => {
      const hero = worldActor(HERO._id);
      await api().savedRolls.save(hero, {
        name: "Dex check",
        ruleSet: "formula",
        spec: { formula: "1d20 + @abilities.dex.mod", target: 12 },
      });
      const pending = api().dialogs.formula({ actor: hero, spec: { formula: "1d20", target: 15 } });
      const dialog = await formulaDialog();
      const input = must(dialog.element.querySelector<HTMLInputElement>('[name="formula2"]'));
      input.value = "1d20 + 5";
      const odds = oddsPart(dialog);
      expect(pressEnter(input)).toBe(false);
      await waitFor("the odds redrawn", () => oddsPart(dialog) !== odds);
      await settle();
      expect(harness().foundry.messages).toHaveLength(0);
      expect(figures(dialog, "indie-dice-compare-formulas").flat()).toEqual([
        expect.closeTo(6 / 20, 14),
        expect.closeTo(11 / 20, 14),
      ]);
      // The series' bounds are text: "2.5" is the model's to refuse, under its field, and Roll stays enabled.
      expect(
        ["seriesFrom", "seriesTo"].map(
          (name) => must(dialog.element.querySelector<HTMLInputElement>(`[name="${name}"]`)).type,
        ),
      ).toEqual(["text", "text"]);
      await change(dialog, "seriesPath", "abilities.dex.mod");
      await change(dialog, "seriesFrom", "2.5");
      expect(dialog.element.querySelector('[data-field="seriesFrom"] .indie-dice-error-text')?.textContent).not.toBe(
        "",
      );
      expect(must(dialog.element.querySelector<HTMLButtonElement>("button.indie-dice-roll")).disabled).toBe(false);
      // A saved roll picked changes the roll, not the question beside it.
      const pick = must(dialog.element.querySelector<HTMLSelectElement>('[name="savedRollPick"]'));
      pick.value = must(api().savedRolls.list(hero)[0]).id;
      pick.dispatchEvent(new Event("change", { bubbles: true }));
      await waitFor(
        "the picked roll",
        () =>
          must(dialog.element.querySelector<HTMLInputElement>('[name="formula"]')).value ===
          "1d20 + @abilities.dex.mod",
      );
      expect(must(dialog.element.querySelector<HTMLInputElement>('[name="formula2"]')).value).toBe("1d20 + 5");
      expect(must(dialog.element.querySelector<HTMLDetailsElement>("details.indie-dice-side-by-side")).open).toBe(true);
      await dialog.close();
      expect(await pending).toBeNull();
    },
  );

  it("shows nothing of it to a player who hides the odds", async () => {
    await game.settings.set("indie-dice", "showOdds", false);
    const pending = api().dialogs.formula({ actor: worldActor(HERO._id), spec: { formula: "1d20" } });
    const dialog = await formulaDialog();
    expect(dialog.element.querySelector(".indie-dice-side-by-side, .indie-dice-side-by-side-answer")).toBeNull();
    await dialog.close();
    expect(await pending).toBeNull();
  });
});
