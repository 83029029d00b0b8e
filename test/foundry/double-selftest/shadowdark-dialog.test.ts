// @vitest-environment happy-dom
/**
 * The double's Shadowdark roll dialog against Shadowdark's own code (Muttley/foundryvtt-shadowdark cf357e3, release
 * 4.0.4, on both Foundry profiles): RollDialogSD.mjs with templates/dialog/roll.hbs and roll-footer.hbs — its parts
 * and fields, the render hooks of its chain, the `SD-Roll-Dialog` hook inside _prepareContext, the radios and the
 * formula changing nothing until submitted, a situational checkbox re-rendering it with the config generated anew,
 * the submission — and the attack's target (PlayerSD.mjs rollAttack, dice.mjs setRollTarget), an NPC's attack too
 * (NpcSD.mjs rollAttack and _generateAttackConfig).
 */
import { describe, expect, it } from "vitest";
import {
  PROFILES,
  globals,
  goblinModel,
  hero,
  heroModel,
  mainRollOf,
  recordHooks,
  rollConfigOf,
  useShadowdarkWorld,
} from "./shadowdark-helpers";
import {
  chooseAdvantage,
  nextRollDialog,
  submitRollDialog,
  toggleSituational,
  typeFormula,
} from "../../../foundry-double/systems/shadowdark/driver";
import { must } from "../../kit";

const CHAIN = ["RollDialogSD", "HandlebarsApplication", "ApplicationV2"];

const radios = (element: HTMLElement) =>
  Array.from(element.querySelectorAll<HTMLInputElement>('input[name="advantage"]'), (radio) => [
    radio.value,
    radio.checked,
    radio.nextElementSibling?.textContent,
  ]);

describe.each(PROFILES)("the Shadowdark roll dialog on the v%i profile", (generation) => {
  const world = useShadowdarkWorld(generation);

  it("draws its two parts, calls SD-Roll-Dialog with the context, and every class's render hook", async () => {
    const calls = recordHooks(["SD-Roll-Dialog", ...CHAIN.map((name) => `render${name}`)]);
    const opened = nextRollDialog();
    const rolling = heroModel().rollStatCheck("dex");
    const app = await opened;
    const element = app.element;
    expect([element.tagName, element.id]).toEqual(["FORM", "sd-roll-dialog"]);
    expect(
      Array.from(
        element.querySelectorAll<HTMLElement>("[data-application-part]"),
        (part) => part.dataset.applicationPart,
      ),
    ).toEqual(["form", "footer"]);
    expect(element.querySelector(".window-title")?.textContent).toBe("check");
    expect(element.querySelector("h2")?.textContent).toBe("Dexterity check");
    expect(element.querySelector<HTMLInputElement>('input[name="mainRoll.formula"]')?.value).toBe("d20 + 3");
    expect(radios(element)).toEqual([
      ["1", false, "Advantage"],
      ["0", true, "Normal"],
      ["-1", false, "Disadvantage"],
    ]);
    // The name shown is the effect's parent's (the actor's own effect: the actor), then its description.
    expect(element.querySelector(".situational-option .tooltips")?.textContent).toBe("Hero. ");
    expect(element.querySelector<HTMLInputElement>('input[name="selected"]')?.value).toBe(
      "Actor.hero.ActiveEffect.nimble",
    );
    expect(element.querySelector('footer button[type="submit"]')?.textContent?.trim()).toBe("Roll");
    expect(calls.map((call) => call.name)).toEqual(["SD-Roll-Dialog", ...CHAIN.map((name) => `render${name}`)]);
    const context = must(calls[0]).args[0] as { mainRoll: { key: string; formula: string }; heading: string };
    expect([context.mainRoll.key, context.mainRoll.formula, context.heading]).toEqual([
      "mainRoll.formula",
      "d20 + 3",
      "Dexterity check",
    ]);
    await app.close();
    expect(await rolling).toBe(false);
    expect(world.handle.messages).toEqual([]);
  });

  it(
    "the radios and the formula re-render nothing; " + "submitted, the typed formula rolls with the radio's advantage",
    async () => {
      const opened = nextRollDialog();
      const rolling = heroModel().rollStatCheck("dex", { mainRoll: { dc: 15 } });
      const app = await opened;
      const renders = recordHooks(["renderRollDialogSD"]);
      chooseAdvantage(app, "1");
      typeFormula(app, "d20 + 4");
      expect(renders).toEqual([]);
      expect([app.config.mainRoll?.advantage, app.config.mainRoll?.formula]).toEqual([0, "d20 + 3"]);
      world.handle.scriptFaces([5, 17]);
      await submitRollDialog(app);
      await rolling;
      const roll = mainRollOf(must(world.handle.messages[0]));
      // The higher of 5 and 17, + 4 = 21 ≥ 15.
      expect([roll.formula, roll.total, roll.success]).toEqual(["2d20kh + 4", 21, true]);
      const config = rollConfigOf(must(world.handle.messages[0]));
      expect([config.mainRoll?.advantage, config.mainRoll?.modified, config.mainRoll?.dc]).toEqual([1, true, 15]);
    },
  );

  it(
    "a situational checkbox renders the whole dialog again with the config generated anew " + "(a typed formula lost)",
    async () => {
      const opened = nextRollDialog();
      const rolling = heroModel().rollStatCheck("dex");
      const app = await opened;
      const renders = recordHooks(["renderRollDialogSD"]);
      typeFormula(app, "d20 + 9");
      await toggleSituational(app, "Actor.hero.ActiveEffect.nimble");
      expect(renders.map((call) => (call.args[3] as { isFirstRender: boolean }).isFirstRender)).toEqual([false]);
      expect(app.config.selected).toEqual(["Actor.hero.ActiveEffect.nimble"]);
      expect(app.element.querySelector<HTMLInputElement>('input[name="mainRoll.formula"]')?.value).toBe("d20 + 3");
      expect(radios(app.element).map(([value, checked]) => [value, checked])).toEqual([
        ["1", true],
        ["0", false],
        ["-1", false],
      ]);
      expect(app.element.querySelector<HTMLInputElement>('input[name="selected"]')?.checked).toBe(true);
      world.handle.scriptFaces([3, 11]);
      await submitRollDialog(app);
      await rolling;
      expect(mainRollOf(must(world.handle.messages[0])).formula).toBe("2d20kh + 3");
    },
  );

  it(
    "an attack against a targeted token: " +
      "its AC is the DC, the criticals at 20 and 1, the finesse weapon's Dexterity",
    async () => {
      world.handle.targetTokens(["goblinToken"]);
      const opened = nextRollDialog();
      const rolling = heroModel().rollAttack("Actor.hero.Item.dagger");
      const app = await opened;
      const mainRoll = must(app.config.mainRoll);
      expect([
        app.config.type,
        app.config.targetUuid,
        mainRoll.dc,
        mainRoll.formula,
        mainRoll.canCritical,
        mainRoll.criticalSuccessAt,
        mainRoll.criticalFailureAt,
      ]).toEqual(["attack", "Scene.scene.Token.goblinToken", 12, "d20 + 3", true, 20, 1]);
      expect(app.element.querySelector("h2")?.textContent).toBe("Attacking with Dagger");
      expect(app.element.querySelector<HTMLInputElement>('input[name="damageRoll.formula"]')?.value).toBe("d4");
      await toggleSituational(app, "Actor.hero.Item.dagger.ActiveEffect.blessed");
      expect(app.element.querySelector<HTMLInputElement>('input[name="mainRoll.formula"]')?.value).toBe("d20 + 4");
      expect(app.element.querySelector(".situational-option .tooltips")?.textContent).toBe("Dagger. +1 to hit");
      world.handle.scriptFaces([20]);
      await submitRollDialog(app);
      expect(await rolling).toBe(true);
      const message = must(world.handle.messages[0]);
      expect([
        mainRollOf(message).total,
        message.content.includes("Critical success"),
        message.content.includes('data-target-uuid="Scene.scene.Token.goblinToken"'),
      ]).toEqual([24, true, true]);
      expect(hero().items.map((item) => item.name)).toEqual(["Dagger", "Fascinate", "Inspire"]);
      expect(globals().game.system.id).toBe("shadowdark");
    },
  );

  it("an NPC's attack as its sheet's link starts it: its bonus, its thresholds, SD-NPC-Attack, the card", async () => {
    const calls = recordHooks(["SD-NPC-Attack"]);
    world.handle.targetTokens(["goblinToken"]);
    const opened = nextRollDialog();
    const rolling = goblinModel().rollAttack("bite");
    const app = await opened;
    const mainRoll = must(app.config.mainRoll);
    expect([
      app.config.type,
      app.config.itemUuid,
      app.config.attack,
      mainRoll.dc,
      mainRoll.formula,
      mainRoll.advantage,
      mainRoll.criticalSuccessAt,
      mainRoll.criticalFailureAt,
      app.config.damageRoll?.formula,
    ]).toEqual(["attack", "Actor.goblin.Item.bite", { range: "close", type: "melee" }, 12, "d20 + 2", 0, 20, 1, "1d4"]);
    expect(app.element.querySelector("h2")?.textContent).toBe("Attacking with Bite");
    world.handle.scriptFaces([9]);
    await submitRollDialog(app);
    await rolling;
    expect(calls.map((call) => call.name)).toEqual(["SD-NPC-Attack"]);
    expect(mainRollOf(must(world.handle.messages[0])).total).toBe(11);
  });

  it(
    "a class ability's check: " +
      "its stat against its own DC, the SD-Player-classAbility hook, the roll judged by that DC",
    async () => {
      const hooks = recordHooks(["SD-Player-classAbility"]);
      const opened = nextRollDialog();
      const using = heroModel().useAbility("Actor.hero.Item.fascinate");
      const app = await opened;
      const mainRoll = must(app.config.mainRoll);
      expect([
        app.config.type,
        app.config.itemUuid,
        mainRoll.label,
        mainRoll.dc,
        mainRoll.formula,
        mainRoll.canCritical,
        mainRoll.tooltips,
      ]).toEqual(["ability", "Actor.hero.Item.fascinate", "Class ability", 12, "d20 + 2", true, "Ability bonus (+2)"]);
      expect(app.element.querySelector("h2")?.textContent).toBe("Using Fascinate");
      world.handle.scriptFaces([10]);
      await submitRollDialog(app);
      const roll = await using;
      expect(hooks.map(({ name }) => name)).toEqual(["SD-Player-classAbility"]);
      expect([mainRollOf(must(world.handle.messages[0])).total, Reflect.get(Object(roll), "success")]).toEqual([
        12,
        true,
      ]);
    },
  );

  it("a lost class ability opens no dialog: a warning says it is lost", async () => {
    const rendered = recordHooks(["renderRollDialogSD"]);
    await heroModel().useAbility("Actor.hero.Item.inspire");
    expect(rendered).toEqual([]);
    expect(world.handle.notifications.map(({ message }) => message)).toEqual(["This ability is lost until a rest."]);
  });
});
