// @vitest-environment happy-dom
/**
 * What the Daggerheart adapter (src/systems/daggerheart/foundry) depends on, as the double's Daggerheart gives it —
 * on both profiles, so that the test fails when the double drifts from the system's d20RollDialog.mjs (030fd85),
 * rollSelection.hbs (1aa94b9) and its rolls. The adapter reads:
 * - the hook `renderD20RollDialog`, fired on the first render and after every change (a field, an advantage chip, an
 *   experience's chip): the dialog draws itself whole each time, and nothing else is listened to;
 * - `app.roll`: a Foundry Roll whose class is named "DualityRoll" or "D20Roll", laid out Hope die, "+", Fear die,
 *   then the rest from an operator, its dice's letters (`h`, `f`, `a`, `d`) named in MODIFIERS with no method;
 *   an adversary's `roll.data.criticalThreshold`;
 * - `app.config`: `actionType`, `roll.difficulty` (a link's string), `roll.companionRoll`, `targets` (`id`,
 *   `actorId`, `name`, `difficulty`, `evasion`), `data.system.experiences` (`name`, `value`), `experiences` (the ids
 *   chosen);
 * - in the form: `.roll-dialog-controls` holding `button[data-action="submitRoll"]`, and each named experience's
 *   `[data-action="selectExperience"][data-key]`.
 * Worked case: Marlowe (Agility +2, Sneaky +2) rolls a `[[/dr trait=agility difficulty=12]]` link; the Bandit
 * (critical at 19) attacks her (Evasion 10) at + 3.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installIndieDice, type AdapterHarness } from "../../../foundry/support/setup";
import {
  changeDialogField,
  clickDialog,
  daggerheartAdversary,
  daggerheartCharacter,
  nextRollDialog,
  sheetClick,
} from "../../../../foundry-double/systems/daggerheart/driver";
import { DhActor, enrichedDualityRoll } from "../../../../foundry-double/systems/daggerheart/index";
import type { D20RollDialog } from "../../../../foundry-double/systems/daggerheart/applications/d20-roll-dialog";
import { DEFAULT_USERS } from "../../../../foundry-double/users";
import { field } from "../../../../src/foundry/systems/system-reads";
import { must } from "../../../kit";

const [GM, PLAYER] = [must(DEFAULT_USERS[0]).id, must(DEFAULT_USERS[1]).id];

let harness: AdapterHarness;

beforeEach(() => {
  harness = installIndieDice({
    system: "daggerheart",
    actors: [
      daggerheartCharacter({
        _id: "marlowe",
        traits: { agility: 2, strength: 1 },
        evasion: 10,
        ownership: { [PLAYER]: 3 },
        experiences: { sneak: { name: "Sneaky", value: 2 } },
      }),
      daggerheartAdversary({ _id: "bandit", name: "Bandit", difficulty: 12, criticalThreshold: 19 }),
    ],
    scenes: [{ _id: "scene", tokens: [{ _id: "marloweTok", actorId: "marlowe", actorLink: true }] }],
  });
});

afterEach(() => harness.foundry.uninstall());

function actor(id: string): DhActor {
  const found: unknown = game.actors.get(id);
  if (!(found instanceof DhActor)) throw new Error(`No Daggerheart actor ${id}`);
  return found;
}

async function open(user: string, start: () => Promise<unknown>): Promise<D20RollDialog> {
  harness.foundry.setUser(user);
  const opened = nextRollDialog();
  void start();
  return opened;
}

const agilityLink = () =>
  open(PLAYER, () =>
    enrichedDualityRoll(
      { traitValue: "agility", target: actor("marlowe"), difficulty: "12", title: "Agility Roll" },
      sheetClick(),
    ),
  );

/** Every render of the roll dialog. */
function renders(): unknown[] {
  const seen: unknown[] = [];
  Reflect.apply(Hooks.on, Hooks, ["renderD20RollDialog", (app: unknown) => void seen.push(app)]);
  return seen;
}

/** A die's count, faces and letters, or an operator's sign, or a number — the terms as the adapter walks them. */
function terms(app: D20RollDialog): unknown[] {
  return app.roll.terms.map((term) => {
    if (term instanceof foundry.dice.terms.Die)
      return { number: term.number, faces: term.faces, modifiers: term.modifiers };
    if (term instanceof foundry.dice.terms.OperatorTerm) return term.operator;
    return term.formula;
  });
}

/** Whether a die's class gives its letter a method (DiceTerm#_evaluateModifier runs only one it finds). */
function letterRuns(term: unknown, letter: string): boolean {
  const method: unknown = Reflect.get(Reflect.get(Object(term).constructor, "MODIFIERS") ?? {}, letter);
  return (
    typeof method === "function" ||
    (typeof method === "string" && typeof Reflect.get(Object(term), method) === "function")
  );
}

describe("the double's Daggerheart dialog gives the adapter what it reads", () => {
  it("the render hook on the first render and after every change", async () => {
    const seen = renders();
    const app = await agilityLink();
    expect(seen).toEqual([app]);
    // A change drawn again: the driver awaits the render it queues (and one of its own after it).
    const drawnAgain = async (change: () => Promise<void>) => {
      const before = seen.length;
      await change();
      return seen.length > before;
    };
    expect(await drawnAgain(() => changeDialogField(app, "extraFormula", "1"))).toBe(true);
    expect(await drawnAgain(() => clickDialog(app, '[data-action="updateIsAdvantage"][data-advantage="1"]'))).toBe(
      true,
    );
    expect(await drawnAgain(() => clickDialog(app, '[data-action="selectExperience"][data-key="sneak"]'))).toBe(true);
    expect(new Set(seen)).toEqual(new Set([app]));
  });

  it(
    "a duality roll: Hope d12 + Fear d12 + 2, the letters without a method; " +
      "with advantage + 1d6, with Sneaky + 2 more",
    async () => {
      const app = await agilityLink();
      expect(app.roll).toBeInstanceOf(foundry.dice.Roll);
      expect(app.roll.constructor.name).toBe("DualityRoll");
      const die = (faces: number, letter: string) => ({ number: 1, faces, modifiers: [letter] });
      expect(terms(app)).toEqual([die(12, "h"), "+", die(12, "f"), "+", "2"]);
      expect(["h", "f"].map((letter, i) => letterRuns(app.roll.terms[i * 2], letter))).toEqual([false, false]);
      await clickDialog(app, '[data-action="updateIsAdvantage"][data-advantage="1"]');
      expect(terms(app)).toEqual([die(12, "h"), "+", die(12, "f"), "+", die(6, "a"), "+", "2"]);
      expect(letterRuns(app.roll.terms[4], "a")).toBe(false);
      await clickDialog(app, '[data-action="updateIsAdvantage"][data-advantage="-1"]');
      expect(terms(app)).toEqual([die(12, "h"), "+", die(12, "f"), "-", die(6, "d"), "+", "2"]);
      expect(letterRuns(app.roll.terms[4], "d")).toBe(false);
      await clickDialog(app, '[data-action="updateIsAdvantage"][data-advantage="-1"]');
      await clickDialog(app, '[data-action="selectExperience"][data-key="sneak"]');
      expect(terms(app)).toEqual([die(12, "h"), "+", die(12, "f"), "+", "2", "+", "2"]);
    },
  );

  it(
    "the config: the link's difficulty as its string, " + "the experiences offered and chosen, the action type",
    async () => {
      const app = await agilityLink();
      const config = must(app.config || null);
      expect(config.roll.difficulty).toBe("12");
      expect(config.roll.companionRoll).toBeUndefined();
      expect(config.actionType).toBeNull();
      expect(field(config.data.system, "experiences")).toEqual({ sneak: { name: "Sneaky", value: 2 } });
      expect(config.experiences).toEqual([]);
      await clickDialog(app, '[data-action="selectExperience"][data-key="sneak"]');
      expect(must(app.config || null).experiences).toEqual(["sneak"]);
    },
  );

  it("the form: the Roll button in the controls, a chip per named experience", async () => {
    const app = await agilityLink();
    const controls = must(app.element.querySelector<HTMLElement>(".roll-dialog-controls"));
    expect(controls.querySelector('button[data-action="submitRoll"] .label')?.textContent?.trim()).toBe(
      "Roll (Difficulty 12)",
    );
    expect(
      [...app.element.querySelectorAll<HTMLElement>('[data-action="selectExperience"][data-key]')].map(
        (chip) => chip.dataset.key,
      ),
    ).toEqual(["sneak"]);
  });

  it(
    "an adversary's roll: " +
      "a D20Roll, 1d20 + 3, its critical threshold in the roll data, the target as formatTarget keeps it",
    async () => {
      harness.foundry.targetTokens(["marloweTok"], GM);
      const app = await open(GM, () =>
        actor("bandit").useAction({ name: "Club", rollType: "attack", bonus: 3 }, sheetClick()),
      );
      expect(app.roll.constructor.name).toBe("D20Roll");
      expect(terms(app)).toEqual([{ number: 1, faces: 20, modifiers: [] }, "+", "3"]);
      expect(Reflect.get(Object(app.roll.data), "criticalThreshold")).toBe(19);
      const config = must(app.config || null);
      expect(config.actionType).toBe("action");
      expect(config.roll.difficulty).toBeNull();
      expect(config.targets).toEqual([
        expect.objectContaining({
          id: "marloweTok",
          actorId: "Actor.marlowe",
          name: "Marlowe",
          difficulty: undefined,
          evasion: 10,
        }),
      ]);
      await clickDialog(app, '[data-action="updateIsAdvantage"][data-advantage="1"]');
      expect(terms(app)).toEqual([{ number: 2, faces: 20, modifiers: ["kh"] }, "+", "3"]);
    },
  );
});

describe("the double's Daggerheart dialog as the system draws and runs it", () => {
  it("each chip's circle solid when selected, hollow when not; the advantage die's row beside the dice", async () => {
    const app = await agilityLink();
    const circle = (selector: string) => must(app.element.querySelector(`${selector} i.fa-circle`)).className;
    expect(circle('[data-advantage="1"]')).toBe("fa-regular fa-circle");
    expect(app.element.querySelectorAll(".dices-section .dice-option")).toHaveLength(2);
    await clickDialog(app, '[data-action="updateIsAdvantage"][data-advantage="1"]');
    expect(circle('[data-advantage="1"]')).toBe("fa-solid fa-circle");
    expect(circle('[data-advantage="-1"]')).toBe("fa-regular fa-circle");
    const rows = [...app.element.querySelectorAll(".dices-section .dice-option")];
    expect(rows.map((row) => row.textContent?.trim().split(/\s+/)[0])).toEqual(["Hope", "Fear", "Advantage"]);
    await clickDialog(app, '[data-action="selectExperience"][data-key="sneak"]');
    expect(circle('[data-key="sneak"]')).toBe("fa-solid fa-circle");
  });

  it("the advantage and disadvantage flags on the app; the trait's select retitles a roll from no item", async () => {
    const app = await agilityLink();
    expect(must(app.config || null).title).toBe("Agility Roll");
    await clickDialog(app, '[data-action="updateIsAdvantage"][data-advantage="-1"]');
    expect([app.advantage, app.disadvantage]).toEqual([false, true]);
    await changeDialogField(app, "trait", "strength");
    expect(must(app.config || null).title).toBe("Strength Check");
    expect(must(app.config || null).roll.trait).toBe("strength");
    expect(must(app.element.querySelector(".dialog-header h1")).textContent).toContain("Strength Check");
  });

  it("an action from an item keeps its title when its trait is changed (its source names the item)", async () => {
    const app = await open(PLAYER, () =>
      actor("marlowe").useAction({ name: "Rapier", rollType: "attack", trait: "agility" }, sheetClick()),
    );
    await changeDialogField(app, "trait", "strength");
    expect(must(app.config || null).roll.trait).toBe("strength");
    expect(must(app.config || null).title).toBe("Rapier");
  });

  it(
    "reads the roll data's advantage rules with no `?.`: " +
      "a link with no target (rules {}) throws, as the system does",
    async () => {
      const app = await open(PLAYER, () => enrichedDualityRoll({ difficulty: "12", title: "Roll" }, sheetClick()));
      const button = must(
        app.element.querySelector<HTMLElement>('[data-action="updateIsAdvantage"][data-advantage="1"]'),
      );
      const action = must(app.options.actions.updateIsAdvantage);
      expect(() =>
        Reflect.apply(typeof action === "function" ? action : action.handler, app, [new Event("click"), button]),
      ).toThrow(TypeError);
      // The advantage was set before the throw; the dialog was not drawn again.
      expect(must(app.config || null).roll.advantage).toBe(1);
    },
  );
});
