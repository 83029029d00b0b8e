// @vitest-environment happy-dom
/**
 * The double's dnd5e roll dialogs against dnd5e's own code (foundryvtt/dnd5e 965ad2d = 5.3.3 on v13, c83a613 = 6.0.0
 * on v14): the parts and fields of roll-formulas.hbs / roll-configuration.hbs / roll-buttons.hbs, the render hooks
 * of every class of the chain (again with `parts` on dnd5e's formulas-only re-render), the live `rolls` as the
 * situational bonus, the ability or the attack mode change, the three buttons' modes (d20-configuration-dialog.mjs),
 * the roll mode, and the configure() promise (roll-configuration-dialog.mjs).
 */
import { describe, expect, it } from "vitest";
import { PROFILES, hero, recordHooks, useDnd5eWorld } from "./dnd5e-helpers";
import { doubleMessage } from "./helpers";
import {
  changeDialogField,
  nextRollDialog,
  pressDialogButton,
  rollEvent,
  typeSituational,
  dnd5eAttackActivity,
} from "../../../foundry-double/systems/dnd5e/driver";
import type { D20Roll } from "../../../foundry-double/systems/dnd5e/dice/d20-roll";
import { must } from "../../kit";

const CHAIN = [
  "D20RollConfigurationDialog",
  "RollConfigurationDialog",
  "Dialog5e",
  "Application5e",
  "BaseApplication5e",
  "HandlebarsApplication",
  "ApplicationV2",
];

describe.each(PROFILES)("dnd5e roll dialogs on the v%i profile", (generation) => {
  const world = useDnd5eWorld(generation);

  it(
    "renders dnd5e's parts, fires every class's render hook, " + "and again with parts on a situational bonus",
    async () => {
      const calls = recordHooks(["renderSkillToolRollConfigurationDialog", ...CHAIN.map((name) => `render${name}`)]);
      const opened = nextRollDialog();
      const rolling = hero().rollSkill({ skill: "ste" });
      const app = await opened;
      const element = app.element;
      expect([
        element.tagName,
        element.classList.contains("roll-configuration"),
        element.classList.contains("dnd5e2"),
      ]).toEqual(["DIALOG", true, true]);
      expect(
        Array.from(
          element.querySelectorAll<HTMLElement>("[data-application-part]"),
          (part) => part.dataset.applicationPart,
        ),
      ).toEqual(["formulas", "configuration", "buttons"]);
      expect(element.querySelector(".window-title")?.textContent).toBe("Stealth Check (Dexterity)");
      expect(element.querySelector(".formulas .formula")?.textContent).toBe("1d20 + 3 + 2");
      expect(
        Array.from(element.querySelectorAll<HTMLSelectElement>("fieldset select"), (select) => [
          select.name,
          select.value,
        ]),
      ).toEqual([
        ["ability", "dex"],
        ["rollMode", generation === 13 ? "publicroll" : "public"],
      ]);
      const buttons = Array.from(element.querySelectorAll<HTMLButtonElement>("nav.dialog-buttons button"));
      expect(buttons.map((b) => [b.type, b.dataset.action, b.hasAttribute("autofocus")])).toEqual([
        ["submit", "advantage", false],
        ["submit", "normal", true],
        ["submit", "disadvantage", false],
      ]);
      expect(calls.map((c) => c.name)).toEqual([
        "renderSkillToolRollConfigurationDialog",
        ...CHAIN.map((name) => `render${name}`),
      ]);
      expect(
        calls.every(
          ({ args }) => args[0] === app && args[1] === element && (args[3] as { isFirstRender: boolean }).isFirstRender,
        ),
      ).toBe(true);

      // What a module draws outside the formulas part stays; dnd5e re-renders only that part.
      must(element.querySelector('[data-application-part="buttons"]')).before(
        Object.assign(document.createElement("p"), { className: "outside" }),
      );
      calls.length = 0;
      await typeSituational(app, "2");
      expect(calls.map((c) => [c.name, (c.args[3] as { parts: string[] }).parts])).toEqual([
        ["renderSkillToolRollConfigurationDialog", ["formulas"]],
        ...CHAIN.map((name) => [`render${name}`, ["formulas"]]),
      ]);
      expect(element.querySelector(".outside")).not.toBeNull();
      // dnd5e adds the situational part before the skill's parts (its buildConfig runs after _buildConfig).
      expect(app.rolls.map((r) => r.formula)).toEqual(["1d20 + 2 + 3 + 2"]);
      expect(element.querySelector(".formulas .formula")?.textContent).toBe("1d20 + 2 + 3 + 2");
      expect(element.querySelector<HTMLInputElement>('[name="roll.0.situational"]')?.value).toBe("2");
      await pressDialogButton(app, "normal");
      await rolling;
    },
  );

  it("each button rolls its mode; the roll mode chosen goes to the message", async () => {
    const modes: [number | undefined, string, string][] = [];
    for (const action of ["advantage", "normal", "disadvantage"]) {
      const opened = nextRollDialog();
      const rolling = hero().rollAbilityCheck({ ability: "dex", target: 15 });
      const app = await opened;
      // While open, the rolls carry the default mode only.
      expect((app.rolls[0] as D20Roll).options.advantageMode).toBe(0);
      if (action === "disadvantage") await changeDialogField(app, "rollMode", generation === 13 ? "gmroll" : "gm");
      world.handle.scriptFaces(action === "normal" ? [9] : [9, 16]);
      await pressDialogButton(app, action);
      const [roll] = must(await rolling);
      modes.push([must(roll).options.advantageMode, must(roll).formula, String(must(roll).total)]);
      const [publicMode, gmMode] = generation === 13 ? ["publicroll", "gmroll"] : ["public", "gm"];
      expect(app.message.rollMode).toBe(action === "disadvantage" ? gmMode : publicMode);
    }
    expect(modes).toEqual([
      [1, "2d20adv + 3", "19"],
      [0, "1d20 + 3", "12"],
      [-1, "2d20dis + 3", "12"],
    ]);
    const messages = world.handle.messages;
    expect(messages.map((m) => m.flavor)).toEqual([
      "Dexterity Check (Advantage)",
      "Dexterity Check",
      "Dexterity Check (Disadvantage)",
    ]);
    expect(messages.map((m) => m.whisper.length > 0)).toEqual([false, false, true]);
  });

  it(
    "a roll configured with advantage makes Advantage the default button; " + "closing without a button rolls nothing",
    async () => {
      await hero().update({ "system.abilities.dex.check.roll.mode": 1 });
      const calls = recordHooks(["dnd5e.postRollConfiguration"]);
      const opened = nextRollDialog();
      const rolling = hero().rollAbilityCheck({ ability: "dex" });
      const app = await opened;
      expect(app.element.querySelector("[autofocus]")?.getAttribute("data-action")).toBe("advantage");
      await app.close();
      expect(await rolling).toBeNull();
      expect(calls.map((c) => (c.args[0] as unknown[]).length)).toEqual([0]);
      expect(world.handle.messages).toHaveLength(0);
    },
  );

  it(
    "a Shift key held down " + "(game.keyboard.downKeys) skips the dialog of a click that carries no modifier",
    async () => {
      const calls = recordHooks(["renderApplicationV2", "dnd5e.postRollConfiguration"]);
      // A dialog, were one to open, is closed at once: the test then fails instead of waiting.
      void nextRollDialog().then((app) => app.close());
      window.dispatchEvent(new KeyboardEvent("keydown", { code: "ShiftLeft", key: "Shift" }));
      world.handle.scriptFaces([8]);
      const rolls = await hero().rollSavingThrow({ ability: "dex", event: rollEvent() });
      window.dispatchEvent(new KeyboardEvent("keyup", { code: "ShiftLeft", key: "Shift" }));
      expect(calls.map((c) => c.name)).toEqual(["dnd5e.postRollConfiguration"]);
      expect(must(must(rolls)[0]).total).toBe(13);
    },
  );

  it("the ability select rebuilds the skill's parts and retitles the window", async () => {
    const opened = nextRollDialog();
    const rolling = hero().rollSkill({ skill: "ste" });
    const app = await opened;
    await changeDialogField(app, "ability", "str");
    expect(app.rolls.map((r) => [r.formula, r.data])).toEqual([
      ["1d20 + 0 + 2", expect.objectContaining({ abilityId: "str", mod: 0, prof: "2" })],
    ]);
    expect(app.element.querySelector(".window-title")?.textContent).toBe("Stealth Check (Strength)");
    world.handle.scriptFaces([10]);
    await pressDialogButton(app, "normal");
    expect(must(must(await rolling)[0]).total).toBe(12);
  });

  it("the attack dialog offers the weapon's attack modes; thrown makes the attack ranged, with its bonus", async () => {
    world.handle.targetTokens(["goblinToken"]);
    const calls = recordHooks(["renderAttackRollConfigurationDialog", "renderD20RollConfigurationDialog"]);
    const opened = nextRollDialog();
    const rolling = dnd5eAttackActivity(hero().items.get("dagger"), "daggerAttack").rollAttack();
    const app = await opened;
    expect(calls.map((c) => c.name)).toEqual([
      "renderAttackRollConfigurationDialog",
      "renderD20RollConfigurationDialog",
    ]);
    const select = must(app.element.querySelector<HTMLSelectElement>('select[name="attackMode"]'));
    expect(Array.from(select.options, (o) => o.value)).toEqual(["oneHanded", "offhand", "thrown", "thrown-offhand"]);
    const [roll] = app.rolls as D20Roll[];
    // dnd5e's quirk, kept: a thrown weapon's modes hold a separator ({rule: true}) whose missing value "matches" the
    // unset last-used mode, so no mode is chosen until the form is read (the select shows its first option).
    expect([
      must(roll).formula,
      must(roll).options.target,
      must(roll).options.criticalSuccess,
      must(roll).options.attackMode,
    ]).toEqual(["1d20 + 3 + 2 + 1", 25, 20, undefined]);
    await changeDialogField(app, "attackMode", "thrown");
    expect((app.rolls as D20Roll[]).map((r) => [r.formula, r.options.attackMode, r.options.target])).toEqual([
      ["1d20 + 3 + 2 + 2", "thrown", 25],
    ]);
    world.handle.scriptFaces([20]);
    await pressDialogButton(app, "normal");
    const [rolled] = must(await rolling);
    expect([must(rolled).total, must(rolled).isCritical]).toEqual([27, true]);
    expect(doubleMessage(world.handle.messages.at(-1)).getFlag("dnd5e", "roll")).toEqual({
      type: "attack",
      attackMode: "thrown",
    });
  });
});
