// @vitest-environment happy-dom
/**
 * The double's Pathfinder 2e (foundry-double/systems/pf2e) and the ApplicationV1 it draws its check dialog with
 * (foundry-double/applications/application-v1.ts), on both profiles: the window pf2e's dialog.ts draws, what
 * re-renders it and what does not, the dice `Check.roll` then rolls, and the degree it reads from them.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { installFoundryDouble, type FoundryDoubleHandle } from "../../../foundry-double/index";
import { Application, JQueryDouble } from "../../../foundry-double/applications/application-v1";
import {
  rollCheck,
  pickFate,
  pressRoll,
  toggleModifier,
  toggleSubstitution,
  type CheckSpec,
} from "../../../foundry-double/systems/pf2e/driver";
import { DegreeOfSuccess } from "../../../foundry-double/systems/pf2e/degree-of-success";
import { Predicate } from "../../../foundry-double/systems/pf2e/predication";
import { g } from "./helpers";
import { must } from "../../kit";

const PROFILES = [13, 14] as const;

/**
 * +10 against DC 20: Strength +4, trained +6; frightened off, and kept off when the dialog tests the modifiers'
 * predicates again (a substitution's toggle does).
 */
const FRIGHTENED = {
  label: "Frightened",
  modifier: -1,
  type: "status",
  ignored: true,
  predicate: ["self:condition:frightened"],
} as const;
const ATHLETICS: CheckSpec = {
  actor: "hero",
  slug: "athletics",
  title: "Athletics",
  dc: { value: 20 },
  modifiers: [
    { label: "Strength", modifier: 4, type: "ability" },
    { label: "Trained", modifier: 6, type: "proficiency" },
    { ...FRIGHTENED, predicate: [...FRIGHTENED.predicate] },
  ],
};

const V1_WARNING = /The V1 Application framework is deprecated/;

describe.each(PROFILES)("the double's pf2e check dialog (v%i)", (generation) => {
  let handle: FoundryDoubleHandle;
  let warn: MockInstance<typeof console.warn>;
  beforeAll(() => {
    handle = installFoundryDouble({
      generation,
      system: "pf2e",
      actors: [{ _id: "hero", name: "Hero", type: "character", ownership: { default: 3 } }],
    });
  });
  beforeEach(() => {
    handle.reset();
    handle.runLifecycle();
    warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    // Every warning logged is Foundry's own about V1 windows, once a page load.
    expect(
      warn.mock.calls.every(([message]) =>
        V1_WARNING.test(String(message instanceof Error ? message.message : message)),
      ),
    ).toBe(true);
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
    warn.mockRestore();
    expect(handle.deprecations).toEqual([]);
  });
  afterAll(() => handle.uninstall());

  interface Pf2eGame {
    system: { id: string; version: string };
    pf2e: { settings: { metagame: { dcs: boolean } } };
    settings: { get(n: string, k: string): unknown; set(n: string, k: string, v: unknown): Promise<unknown> };
  }
  const game = (): Pf2eGame => Reflect.get(globalThis, "game");

  it("plays pf2e 7.x on v13 and 8.x on v14, with its metagame setting for DCs off by default", async () => {
    expect(game().system.id).toBe("pf2e");
    expect(game().system.version).toBe(generation === 14 ? "8.3.0" : "7.12.2");
    expect(game().settings.get("pf2e", "metagame_showDC")).toBe(false);
    await game().settings.set("pf2e", "metagame_showDC", true);
    expect(game().pf2e.settings.metagame.dcs).toBe(true);
  });

  it(
    "draws an ApplicationV1 window: " + "the frame, the dialog's rows, its radios and its Roll button with the total",
    async () => {
      const renders: unknown[][] = [];
      g().Hooks.on("renderCheckModifiersDialog", (...args: unknown[]) => void renders.push(args));
      g().Hooks.on("renderApplication", (...args: unknown[]) => void renders.push(["base", ...args]));
      const { dialog } = await rollCheck(ATHLETICS);
      const frame = must(document.getElementById(dialog.id));
      expect(frame.classList).toContain("window-app");
      expect([...frame.classList]).toEqual(
        expect.arrayContaining(["roll-modifiers-dialog", "dice-checks", "dialog", "themed", "theme-light"]),
      );
      expect(frame.dataset.appid).toBe(String(dialog.appId));
      expect(must(frame.querySelector(".window-title")).textContent).toBe("Athletics");
      const form = must(frame.querySelector(".window-content > form.check-modifiers-content"));
      expect(
        [...form.querySelectorAll(".modifier-container .dialog-row .mod")].map((cell) => cell.textContent),
      ).toEqual(["Strength", "Trained", "Frightened"]);
      expect(
        [...form.querySelectorAll<HTMLInputElement>(".modifier-container input")].map((box) => box.checked),
      ).toEqual([true, true, false]);
      expect(
        [...form.querySelectorAll<HTMLInputElement>(".fate input[type=radio]")].map((radio) => [
          radio.value,
          radio.checked,
        ]),
      ).toEqual([
        ["keep-higher", false],
        ["", true],
        ["keep-lower", false],
      ]);
      expect(must(form.querySelector("button.roll")).textContent).toBe("Roll (+10)");
      expect(document.activeElement).toBe(form.querySelector("button.roll"));
      // The render hooks of the class and of Application, with the whole window as a jQuery object on a first render.
      expect(renders.map((args) => args[0])).toEqual([dialog, "base"]);
      const html = must(renders[0])[1] as JQueryDouble;
      expect(html).toBeInstanceOf(JQueryDouble);
      expect(html[0]).toBe(frame);
    },
  );

  it("logs the V1 framework's deprecation for the dialog once a page load", async () => {
    await rollCheck(ATHLETICS);
    await rollCheck(ATHLETICS);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(must(warn.mock.calls[0])[0])).toMatch(V1_WARNING);
  });

  it(
    "a modifier's toggle recalculates and draws the dialog again, " + "with the new content as the hook's html",
    async () => {
      const { dialog } = await rollCheck(ATHLETICS);
      const seen: JQueryDouble[] = [];
      g().Hooks.on("renderCheckModifiersDialog", (_app: unknown, html: JQueryDouble) => void seen.push(html));
      await toggleModifier(dialog, 2);
      expect(dialog.check.totalModifier).toBe(9);
      expect(seen).toHaveLength(1);
      expect(must(must(seen[0])[0]).matches("form.check-modifiers-content")).toBe(true);
      expect(must(must(document.getElementById(dialog.id)).querySelector("button.roll")).textContent).toBe("Roll (+9)");
      expect(document.querySelectorAll(".window-app")).toHaveLength(1);
    },
  );

  it("a fate radio only sets context.rollTwice: no render", async () => {
    const { dialog } = await rollCheck(ATHLETICS);
    let renders = 0;
    g().Hooks.on("renderCheckModifiersDialog", () => void renders++);
    pickFate(dialog, "keep-higher");
    expect(dialog.context.rollTwice).toBe("keep-higher");
    pickFate(dialog, "");
    expect(dialog.context.rollTwice).toBe(false);
    pickFate(dialog, "keep-lower");
    expect(dialog.context.rollTwice).toBe("keep-lower");
    expect(renders).toBe(0);
  });

  it("rolls 1d20, 2d20kh with fortune, 2d20kl with misfortune, plus the total modifier", async () => {
    const formulas: string[] = [];
    for (const fate of ["", "keep-higher", "keep-lower"] as const) {
      const { dialog, rolled } = await rollCheck(ATHLETICS);
      pickFate(dialog, fate);
      pressRoll(dialog);
      formulas.push(must(await rolled).formula);
    }
    expect(formulas).toEqual(["1d20 + 10", "2d20kh + 10", "2d20kl + 10"]);
  });

  it("a selected substitution rolls its value; with the opposite fate both cancel into 1d20", async () => {
    const spec: CheckSpec = {
      ...ATHLETICS,
      substitutions: [{ slug: "assurance", label: "Assurance", value: 10, effectType: "fortune" }],
    };
    const { dialog, rolled } = await rollCheck(spec);
    await toggleSubstitution(dialog, 0);
    expect(must(must(dialog.context.substitutions)[0]).selected).toBe(true);
    expect([...must(dialog.context.options)]).toContain("substitute:assurance");
    pressRoll(dialog);
    expect(must(await rolled).formula).toBe("10 + 10");
    const second = await rollCheck(spec);
    await toggleSubstitution(second.dialog, 0);
    pickFate(second.dialog, "keep-lower");
    pressRoll(second.dialog);
    expect(must(await second.rolled).formula).toBe("1d20 + 10");
  });

  it("closing the window rolls nothing, and takes it off the page", async () => {
    const { dialog, rolled } = await rollCheck(ATHLETICS);
    await dialog.close();
    expect(await rolled).toBeNull();
    expect(document.getElementById(dialog.id)).toBeNull();
    expect(dialog._state).toBe(Application.RENDER_STATES.CLOSED);
  });

  it(
    "the message keeps the degree read from the dice: " + "a natural 1 with +10 against DC 20 is a critical failure",
    async () => {
      handle.scriptFaces([1]);
      const { dialog, rolled } = await rollCheck(ATHLETICS);
      pressRoll(dialog);
      const roll = await rolled;
      expect(must(roll).total).toBe(11);
      const context = (
        must(g().game.messages.contents.at(-1)).flags as {
          pf2e: { context: { outcome: string; unadjustedOutcome: string } };
        }
      ).pf2e.context;
      expect([context.outcome, context.unadjustedOutcome]).toEqual(["criticalFailure", "criticalFailure"]);
    },
  );

  it(
    "a degree-of-success adjustment whose predicate reads the natural roll: " + "a natural 19's success made critical",
    async () => {
      const keen = {
        adjustments: { success: { label: "Keen", amount: "criticalSuccess" as const } },
        predicate: [{ eq: ["check:total:natural", 19] as [string, number] }],
      };
      handle.scriptFaces([19]);
      const { dialog, rolled } = await rollCheck({ ...ATHLETICS, dosAdjustments: [keen] });
      pressRoll(dialog);
      await rolled;
      const context = (
        must(g().game.messages.contents.at(-1)).flags as {
          pf2e: { context: { outcome: string; unadjustedOutcome: string } };
        }
      ).pf2e.context;
      expect([context.outcome, context.unadjustedOutcome]).toEqual(["criticalSuccess", "success"]);
    },
  );
});

describe("pf2e's degree of success and predicates, in the double", () => {
  it("bands of ten, the natural step held within the four, then the adjustment", () => {
    const degree = (dieValue: number, modifier: number, dc: number, record = {}) =>
      new DegreeOfSuccess({ dieValue, modifier }, dc, record).value;
    expect([1, 2, 9, 10, 19, 20].map((n) => degree(n, 10, 20))).toEqual([0, 1, 1, 2, 2, 3]);
    expect(degree(1, 40, 20)).toBe(2);
    expect(degree(20, -30, 20)).toBe(1);
    expect(degree(15, 10, 20, { success: { label: "Up", amount: 1 } })).toBe(3);
    expect(degree(20, 10, 20, { criticalSuccess: { label: "Up", amount: 1 } })).toBe(3);
    expect(degree(15, 10, 20, { all: { label: "To failure", amount: "failure" } })).toBe(1);
  });

  it("atoms, negation, conjunctions and numeric comparisons over options", () => {
    const options = new Set(["fortune", "check:total:natural:19", "check:total:29"]);
    expect(new Predicate([]).test(options)).toBe(true);
    expect(new Predicate(["fortune"]).test(options)).toBe(true);
    expect(new Predicate([{ not: "fortune" }]).test(options)).toBe(false);
    expect(new Predicate([{ or: ["misfortune", { gte: ["check:total:natural", 19] }] }]).test(options)).toBe(true);
    expect(new Predicate([{ gt: ["check:total:natural", 19] }]).test(options)).toBe(false);
    expect(new Predicate([{ eq: ["check:total", 29] }]).test(options)).toBe(true);
    expect(new Predicate([{ and: ["fortune", "misfortune"] }]).test(options)).toBe(false);
    expect(new Predicate([{ nor: ["misfortune"] }, { if: "fortune", then: "check:total:29" }]).test(options)).toBe(
      true,
    );
    // A malformed statement fails the predicate.
    expect(new Predicate(JSON.parse('[{ "gt": ["check:total:natural"] }]')).test(options)).toBe(false);
  });
});
