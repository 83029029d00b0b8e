// @vitest-environment happy-dom
/**
 * What the pf2e adapter's damage figures (src/systems/pf2e/foundry/damage-*.ts) depend on, as the double's pf2e gives
 * it — on both profiles, so that the test fails when the double drifts from pf2e's modifier-dialog.ts, formula.ts,
 * weapon.ts and damage.ts. The adapter reads:
 * - the hook `renderDamageModifierDialog`, fired with (app, jQuery html) on the first render and again on a toggle
 *   or an added modifier — never on a roll mode chosen;
 * - `app.degree` (2 a success, 3 a critical success), `app.formulaData`: `base` (`diceNumber`, `dieSize` "d8",
 *   `modifier`, `damageType`, `category`, `materials`), `dice` (`diceNumber`, `dieSize`, `damageType`, `category`,
 *   `critical`, `enabled`), `modifiers` (`value`, `damageType`, `damageCategory`, `critical`, `enabled`);
 *   `app.context.target.actor`; `button.roll` in the window;
 * - `game.user.targets`, a Set of tokens with `name` and `actor`; an actor's `isOwner` and `system.attributes`;
 * - the world setting `pf2e.critRule`, "doubledamage" by default;
 * - the message: its first roll a `DamageRoll` whose `formula` is the one rolled, `flags.pf2e.context.outcome`.
 */
import { describe, expect, it } from "vitest";
import { useIndieDice } from "../../../foundry/support/helpers";
import { pressDamageRoll, rollStrikeDamage, toggleDamageEntry } from "../../../../foundry-double/systems/pf2e/driver";
import { field, systemSetting } from "../../../../src/foundry/systems/system-reads";
import { must } from "../../../kit";
import { GM, onlyTheV1Warning } from "./valeros-world";
import { LONGSWORD, STRIKE_WORLD } from "./strike-world";

const harness = useIndieDice(STRIKE_WORLD);
onlyTheV1Warning();

describe("what the damage adapter reads of the double's pf2e", () => {
  it("the render hook with (app, html), again on a toggle, not on a roll mode", async () => {
    const renders: unknown[][] = [];
    Reflect.apply(Hooks.on, Hooks, ["renderDamageModifierDialog", (...args: unknown[]) => void renders.push(args)]);
    const { dialog } = await rollStrikeDamage({ actor: "valeros0000000000", weapon: LONGSWORD, method: "damage" });
    expect(renders).toHaveLength(1);
    expect(renders[0]?.[0]).toBe(dialog);
    expect(field(renders[0]?.[1], "0")).toBe(dialog.element[0]);
    await toggleDamageEntry(dialog, "modifier", 0);
    expect(renders).toHaveLength(2);
    const mode = must(dialog.element[0]?.querySelector<HTMLSelectElement>("select[name=rollmode]"));
    const other = must(mode.options[1]).value;
    mode.value = other;
    mode.dispatchEvent(new Event("change"));
    expect(dialog.context.rollMode).toBe(other);
    expect(renders).toHaveLength(2);
    await dialog.close();
  });

  it("the degree, the formula data's fields, the context's target, the Roll button", async () => {
    harness().foundry.setUser(GM);
    harness().foundry.targetTokens(["goblinTok"], GM);
    const { dialog } = await rollStrikeDamage({ actor: "valeros0000000000", weapon: LONGSWORD, method: "critical" });
    expect(dialog.degree).toBe(3);
    expect(dialog.formulaData.base).toEqual([{ diceNumber: 2, dieSize: "d8", modifier: 0, damageType: "slashing" }]);
    expect(dialog.formulaData.dice).toMatchObject([
      { diceNumber: 1, dieSize: "d8", damageType: null, category: null, critical: true, enabled: true },
    ]);
    expect(dialog.formulaData.modifiers).toMatchObject([
      { value: 4, damageType: null, damageCategory: null, critical: null, enabled: true },
    ]);
    expect(field(field(dialog.context.target, "actor"), "id")).toBe("goblin0000000000");
    expect(dialog.element[0]?.querySelector("button.roll")).not.toBeNull();
    await dialog.close();
  });

  it("the user's targets, an actor's isOwner and system.attributes, the critRule setting", () => {
    harness().foundry.setUser("annUser000000000");
    harness().foundry.targetTokens(["goblinTok", "ezrenTok"]);
    const targets: unknown = field(game.user, "targets");
    expect(targets).toBeInstanceOf(Set);
    const tokens = targets instanceof Set ? [...targets] : [];
    expect(tokens.map((token) => field(token, "name"))).toEqual(["Goblin", "Ezren"]);
    expect(tokens.map((token) => field(field(token, "actor"), "isOwner"))).toEqual([false, false]);
    const attributes = field(field(field(tokens[0], "actor"), "system"), "attributes");
    expect(field(attributes, "weaknesses")).toEqual([{ type: "slashing", value: 5 }]);
    expect(field(field(attributes, "hp"), "value")).toBe(9);
    expect(systemSetting("pf2e", "critRule")).toBe("doubledamage");
  });

  it("the message's DamageRoll, its formula and its context's outcome", async () => {
    const { dialog, rolled } = await rollStrikeDamage({
      actor: "valeros0000000000",
      weapon: LONGSWORD,
      method: "damage",
    });
    pressDamageRoll(dialog);
    await rolled;
    const message = must(harness().foundry.messages.at(-1));
    expect(message.rolls[0]?.constructor.name).toBe("DamageRoll");
    expect(message.rolls[0]?.formula).toBe("{(2d8 + 4)[slashing]}");
    expect(field(field(field(message.flags, "pf2e"), "context"), "outcome")).toBe("success");
  });
});
