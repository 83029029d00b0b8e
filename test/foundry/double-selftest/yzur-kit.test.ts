// @vitest-environment happy-dom
/**
 * The double's YZUR (foundry-double/systems/kit/yzur.ts, YZUR 6.1.1) and its V1 FormApplication
 * (foundry-double/applications/form-application-v1.ts): a die's successes, its locked faces and its push, a roll's
 * `maxPush` as a system gives it (a string "0" blocks the push, as YZUR compares it), a form's submission.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFoundryDouble } from "../../../foundry-double/index";
import {
  BaseDie,
  D10BladeRunnerDie,
  D8ArtifactDie,
  NegativeDie,
  YearZeroRoll,
  registerYearZero,
} from "../../../foundry-double/systems/kit/yzur";
import { CONFIG } from "../../../foundry-double/globals";
import { FormApplication } from "../../../foundry-double/applications/form-application-v1";
import { JQueryDouble } from "../../../foundry-double/applications/application-v1";

let world: ReturnType<typeof installFoundryDouble> | null = null;
afterEach(() => {
  world?.uninstall();
  world = null;
});

const lying = (results: number[]) => ({
  number: results.length,
  results: results.map((result) => ({ result, active: true })),
});

/** A YZUR roll of these dice (fromTerms makes the class it is called on). */
function rollOf(dice: BaseDie[]): YearZeroRoll {
  const roll = YearZeroRoll.fromTerms(dice);
  if (!(roll instanceof YearZeroRoll)) throw new Error("not a YZUR roll");
  return roll;
}

describe("kit/yzur", () => {
  it("counts successes by each die's table, negated on a negative die; 1s on base dice are attribute trauma", () => {
    world = installFoundryDouble();
    registerYearZero(CONFIG(), "fbl", YearZeroRoll);
    expect(new BaseDie(lying([6, 1, 6])).success).toBe(2);
    expect(new NegativeDie(lying([6, 3])).success).toBe(-1);
    expect(new D8ArtifactDie({ ...lying([8, 6]), faces: 8 }).success).toBe(3);
    const roll = rollOf([new BaseDie(lying([1, 1, 4]))]);
    expect(roll.attributeTrauma).toBe(2);
  });

  it("pushes every active face not locked, once; a Blade Runner d10's 7 is rerolled, its 10 stays", async () => {
    world = installFoundryDouble();
    const die = new D10BladeRunnerDie({ ...lying([7, 10]), faces: 10 });
    expect(die.pushable).toBe(true);
    await die.push();
    expect(die.results.map(({ active }) => active)).toEqual([false, true, true]);
    expect(die.pushCount).toBe(1);
    expect(die.pushable).toBe(false);
  });

  it('a die given maxPush "0" (a monster sheet\'s, serialized with it) is not pushable, as YZUR compares it', () => {
    world = installFoundryDouble();
    registerYearZero(CONFIG(), "fbl", YearZeroRoll);
    const roll = rollOf([new BaseDie({ ...lying([3]), maxPush: "0" })]);
    expect(roll.pushable).toBe(false);
    roll.maxPush = 1;
    expect(roll.pushable).toBe(true);
  });
});

describe("FormApplication (V1)", () => {
  it("hands its form's data to _updateObject on submit, then closes", async () => {
    world = installFoundryDouble();
    // Foundry warns of the V1 framework once a page load.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const received: unknown[] = [];
    class Form extends FormApplication {
      override async _renderInner(): Promise<JQueryDouble> {
        const form = document.createElement("form");
        form.innerHTML = '<input type="number" name="base" value="3"><button type="submit">Roll</button>';
        this.form = form;
        return new JQueryDouble([form]);
      }
      override async _updateObject(_event: Event, data: Record<string, unknown>): Promise<void> {
        received.push(data);
      }
    }
    const app = new Form();
    await app._render(true);
    await app._onSubmit(new Event("submit", { cancelable: true }));
    expect(received).toEqual([{ base: 3 }]);
    expect(app.rendered).toBe(false);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining("The V1 Application framework is deprecated"),
    ]);
    warn.mockRestore();
  });
});
