// @vitest-environment happy-dom
/**
 * The parts of the Foundry double added for the rolling UI tests, checked against what they stand for: a
 * browser's implicit submission (HTML spec), a browser's `<select>` parsing, and v13's RollTable#draw.
 */
import { describe, expect, it } from "vitest";
import { pressEnter, Roll as RollDouble } from "../../../foundry-double";
import { applyParsedSelectedness } from "../../../foundry-double/applications/parsed-selects";
import { useIndieDice } from "./helpers";
import { must } from "../../kit";

const harness = useIndieDice({
  tables: [
    {
      _id: "table00000000001",
      name: "Odd <Table>",
      formula: "1d6",
      results: [
        { name: "Low", range: [1, 3] },
        { name: "High", range: [4, 6] },
      ],
    },
  ],
});

function form(html: string): { form: HTMLFormElement; submits: (string | null)[] } {
  const element = document.createElement("form");
  element.innerHTML = html;
  document.body.append(element);
  const submits: (string | null)[] = [];
  element.addEventListener("submit", (event) => {
    event.preventDefault();
    submits.push((event.submitter as HTMLButtonElement | null)?.name ?? null);
  });
  return { form: element, submits };
}

describe("pressEnter (implicit submission)", () => {
  it("clicks the first submit button in tree order, not the autofocused one", () => {
    const { form: f, submits } = form(
      `<input name="a" type="number"><button type="button" name="b">x</button><button ` +
        `name="first">1</button><button type="submit" name="second" autofocus>2</button>`,
    );
    expect(pressEnter(must(f.querySelector("input")))).toBe(true);
    expect(submits).toEqual(["first"]);
    f.remove();
  });

  it("does nothing when the default button is disabled, or in a textarea, or when a listener cancels the key", () => {
    const { form: f, submits } = form(
      `<input name="a"><textarea name="t"></textarea><button name="go" disabled>go</button>`,
    );
    expect(pressEnter(must(f.querySelector("input")))).toBe(false);
    must(f.querySelector("button")).disabled = false;
    expect(pressEnter(must(f.querySelector("textarea")))).toBe(false);
    f.addEventListener("keydown", (event) => event.preventDefault(), { once: true });
    expect(pressEnter(must(f.querySelector("input")))).toBe(false);
    expect(submits).toEqual([]);
    f.remove();
  });

  it("without a submit button, submits only a form with one single-line field", () => {
    const one = form(`<input name="a">`);
    expect(pressEnter(must(one.form.querySelector("input")))).toBe(true);
    expect(one.submits).toHaveLength(1);
    const two = form(`<input name="a"><input name="b" type="number">`);
    expect(pressEnter(must(two.form.querySelector("input")))).toBe(false);
    one.form.remove();
    two.form.remove();
  });
});

describe("parsed selects", () => {
  it("select the last option marked selected, as a browser does", () => {
    const holder = document.createElement("div");
    holder.innerHTML =
      `<select><option value="4">4</option><option ` +
      `value="6">6</option><option value="8" selected>8</option></select>`;
    applyParsedSelectedness(holder);
    expect(must(holder.querySelector("select")).value).toBe("8");
  });
});

describe("RollTable double", () => {
  it(
    "draws with a given roll " + "(rolled again, as RollTable#roll does) and posts the result with the roll mode",
    async () => {
      const table = harness().foundry.rollTable("table00000000001");
      const { roll, results } = await table.draw({ roll: RollDouble.create("5"), rollMode: "blindroll" });
      expect(roll.total).toBe(5);
      expect(results.map((r) => r.name)).toEqual(["High"]);
      const message = must(harness().foundry.messages[0]);
      expect(message.blind).toBe(true);
      expect(message.flags).toMatchObject({ core: { RollTable: "table00000000001" } });
      expect(message.rolls[0]?.total).toBe(5);
      expect(message.content).toBe('<ul class="table-draw"><li>High</li></ul>');
      expect(await fromUuid("RollTable.table00000000001")).toBe(table);
    },
  );

  it("a roll that cannot reach any result is a warning and draws nothing", async () => {
    const table = harness().foundry.rollTable("table00000000001");
    const { results } = await table.draw({ roll: RollDouble.create("9") });
    expect(results).toEqual([]);
    expect(harness().foundry.notifications.at(-1)?.type).toBe("warning");
    expect(harness().foundry.messages).toHaveLength(0);
  });
});
