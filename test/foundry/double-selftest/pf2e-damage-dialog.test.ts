// @vitest-environment happy-dom
/**
 * The double's Pathfinder 2e Strike damage (foundry-double/systems/pf2e: damage-formula.ts, damage-dialog.ts,
 * damage-roll.ts, iwr.ts): the formula pf2e's createDamageFormula writes for each degree and crit rule, the dialog's
 * toggles and added modifiers and dice, the roll and its message, and applyIWR's final damage. Formulas are written
 * out by hand from formula.ts's rules (docs/systems-pf2e.md "Damage").
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { installFoundryDouble, type FoundryDoubleHandle } from "../../../foundry-double/index";
import {
  addDamageModifier,
  pressDamageRoll,
  rollStrikeDamage,
  toggleDamageEntry,
} from "../../../foundry-double/systems/pf2e/driver";
import { createDamageFormula, DEGREE } from "../../../foundry-double/systems/pf2e/damage-formula";
import { weaponFormulaData, type StrikeWeapon } from "../../../foundry-double/systems/pf2e/damage-roll";
import { applyIWR } from "../../../foundry-double/systems/pf2e/iwr";
import { g } from "./helpers";
import { must } from "../../kit";
import { STRIKE_WORLD, LONGSWORD } from "../../systems/pf2e/foundry/strike-world";

const PROFILES = [13, 14] as const;
const V1_WARNING = /The V1 Application framework is deprecated/;
const button = (app: { element: ArrayLike<HTMLElement> }) =>
  must(must(app.element[0]).querySelector("button.roll")).textContent;

describe.each(PROFILES)("the double's pf2e Strike damage (v%i)", (generation) => {
  let handle: FoundryDoubleHandle;
  let warn: MockInstance<typeof console.warn>;
  beforeAll(() => {
    handle = installFoundryDouble({ ...STRIKE_WORLD, generation });
  });
  beforeEach(() => {
    handle.reset();
    handle.runLifecycle();
    warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    expect(warn.mock.calls.filter(([message]) => !V1_WARNING.test(String(message)))).toEqual([]);
    warn.mockRestore();
    expect(handle.deprecations).toEqual([]);
  });
  afterAll(() => handle.uninstall());

  const actorOf = (id: string): unknown =>
    Reflect.apply(Reflect.get(Object(Reflect.get(g().game, "actors")), "get"), Reflect.get(g().game, "actors"), [id]);
  const valeros = () => actorOf("valeros0000000000");
  const setCritRule = (rule: string) => g().game.settings.set("pf2e", "critRule", rule);

  it("writes the longsword's formula for each degree and crit rule as formula.ts does", async () => {
    const data = () => weaponFormulaData(valeros(), LONGSWORD);
    expect(createDamageFormula(data(), DEGREE.criticalFailure)).toBeNull();
    // A failure keeps the splash dice and modifiers, and the base entries (formula.ts filters only the former).
    expect(createDamageFormula(data(), DEGREE.failure)?.formula).toBe("{2d8[slashing]}");
    expect(createDamageFormula(data(), DEGREE.success)?.formula).toBe("{(2d8 + 4)[slashing]}");
    expect(createDamageFormula(data(), DEGREE.criticalSuccess)?.formula).toBe("{(2 * (2d8 + 4) + 1d8)[slashing]}");
    await setCritRule("doubledice");
    expect(createDamageFormula(data(), DEGREE.criticalSuccess)?.formula).toBe(
      "{((4d8[doubled]) + 2 * 4 + 1d8)[slashing]}",
    );
    // Greater striking: deadly's one die becomes the two striking dice; fatal adds one die of its size.
    const greater: StrikeWeapon = { ...LONGSWORD, striking: 2, traits: ["deadly-d8", "fatal-d12"] };
    await setCritRule("doubledamage");
    expect(createDamageFormula(weaponFormulaData(valeros(), greater), DEGREE.criticalSuccess)?.formula).toBe(
      "{(2 * (3d8 + 4) + 1d12 + 2d8)[slashing]}",
    );
  });

  it("opens the dialog on Damage and Critical, the formula on its Roll button", async () => {
    const hit = await rollStrikeDamage({ actor: "valeros0000000000", weapon: LONGSWORD, method: "damage" });
    const frame = must(document.getElementById(hit.dialog.id));
    expect([...frame.classList]).toEqual(expect.arrayContaining(["roll-modifiers-dialog", "damage-dialog", "dialog"]));
    expect(must(frame.querySelector(".window-title")).textContent).toBe("Damage Roll");
    expect(hit.dialog.degree).toBe(2);
    expect(button(hit.dialog)).toBe("{(2d8 + 4)[slashing]}");
    // Deadly is a critical's only: not listed on a hit.
    expect(frame.querySelectorAll("input[data-dice-index]")).toHaveLength(0);
    await hit.dialog.close();
    expect(await hit.rolled).toBeNull();
    const crit = await rollStrikeDamage({ actor: "valeros0000000000", weapon: LONGSWORD, method: "critical" });
    expect(crit.dialog.degree).toBe(3);
    expect(crit.dialog.title).toBe("Critical Damage Roll");
    expect(button(crit.dialog)).toBe("{(2 * (2d8 + 4) + 1d8)[slashing]}");
    await crit.dialog.close();
  });

  it("toggles a modifier or a die, adds a modifier, each drawn again", async () => {
    const { dialog } = await rollStrikeDamage({ actor: "valeros0000000000", weapon: LONGSWORD, method: "critical" });
    await toggleDamageEntry(dialog, "modifier", 0);
    expect(dialog.formulaData.modifiers[0]?.ignored).toBe(true);
    expect(button(dialog)).toBe("{(2 * 2d8 + 1d8)[slashing]}");
    await toggleDamageEntry(dialog, "dice", 0);
    expect(button(dialog)).toBe("{(2 * 2d8)[slashing]}");
    await toggleDamageEntry(dialog, "modifier", 0);
    await addDamageModifier(dialog, { value: 2, type: "status" });
    expect(button(dialog)).toBe("{(2 * (2d8 + 6))[slashing]}");
    await addDamageModifier(dialog, { value: 1, damageType: "fire", type: "item" });
    expect(button(dialog)).toBe("{(2 * (2d8 + 6))[slashing],(2 * 1)[fire]}");
    await dialog.close();
  });

  it("rolls the formula: the message's DamageRoll, its context flag and pf2e.damageRoll", async () => {
    handle.targetTokens(["goblinTok"]);
    handle.scriptFaces([1, 1, 1]);
    const hooked: unknown[] = [];
    g().Hooks.on("pf2e.damageRoll", (roll: unknown) => void hooked.push(roll));
    const { dialog, rolled } = await rollStrikeDamage({
      actor: "valeros0000000000",
      weapon: LONGSWORD,
      method: "critical",
    });
    pressDamageRoll(dialog);
    const roll = must(await rolled);
    expect(roll.formula).toBe("{(2 * (2d8 + 4) + 1d8)[slashing]}");
    expect(roll.total).toBe(13);
    expect(roll.options.critRule).toBe("double-damage");
    const message = must(g().game.messages.contents.at(-1));
    expect(message.rolls[0]?.constructor.name).toBe("DamageRoll");
    const context: unknown = Reflect.get(must(message.flags.pf2e), "context");
    expect(context).toMatchObject({ outcome: "criticalSuccess" });
    expect(Reflect.get(Object(context), "target")).toEqual({
      actor: "Actor.goblin0000000000",
      token: "Scene.scene.Token.goblinTok",
    });
    expect(hooked).toEqual([roll]);
  });

  it("applyIWR: one highest weakness and resistance a dealing instance, immunity takes it all, a raised 1", () => {
    const goblin = actorOf("goblin0000000000");
    const ogre = actorOf("ogre000000000000");
    const slash = (total: number) => ({ formula: "", type: "slashing", persistent: false, total });
    expect(applyIWR(goblin, [slash(6)], false)).toBe(11);
    expect(applyIWR(ogre, [slash(6)], false)).toBe(3);
    expect(applyIWR(ogre, [slash(2)], false)).toBe(0);
    expect(applyIWR(goblin, [slash(0)], true)).toBe(6);
    const bleed = { formula: "", type: "bleed", persistent: true, total: 0 };
    expect(applyIWR(goblin, [slash(6), bleed], false)).toBe(11);
    const immune = { system: { attributes: { immunities: [{ type: "slashing" }] } } };
    expect(applyIWR(immune, [slash(6), { ...slash(3), type: "fire" }], false)).toBe(3);
  });
});
