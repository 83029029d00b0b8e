/**
 * Foundry's primitive extensions (Number.isNumeric, Math.clamp, Array#filterJoin, String#capitalize, …) are there
 * while a double is installed and off when the last install ends: their value `undefined`, never deleted
 * (foundry-double/primitives.ts says why).
 */
import { describe, expect, it } from "vitest";
import { installFoundryDouble } from "../../../foundry-double/index";

/** Each extension's `typeof`, read where Foundry puts it. */
const extensions = () => ({
  isNumeric: typeof Reflect.get(Number, "isNumeric"),
  clamp: typeof Reflect.get(Math, "clamp"),
  filterJoin: typeof Reflect.get(Array.prototype, "filterJoin"),
  capitalize: typeof Reflect.get(String.prototype, "capitalize"),
  first: typeof Reflect.get(Set.prototype, "first"),
});
const ALL = ["isNumeric", "clamp", "filterJoin", "capitalize", "first"] as const;
const ON = Object.fromEntries(ALL.map((name) => [name, "function"]));
const OFF = Object.fromEntries(ALL.map((name) => [name, "undefined"]));
/** "adv" as Foundry's strings are, with String#capitalize while it is on. */
const adv: { readonly length: number; readonly capitalize?: () => string } = new String("adv");

describe("the primitive extensions", () => {
  it("are on while an install runs, nested or not, and off after the last uninstall", () => {
    expect(extensions()).toEqual(OFF);
    const outer = installFoundryDouble({ seed: 1 });
    expect(extensions()).toEqual(ON);
    const inner = installFoundryDouble({ seed: 2 });
    inner.uninstall();
    expect(extensions()).toEqual(ON);
    expect(adv.capitalize?.()).toBe("Adv");
    outer.uninstall();
    expect(extensions()).toEqual(OFF);
  });

  it("come back with the next install, keep their place when off (no shape changes a test), stay out of for-in", () => {
    const handle = installFoundryDouble({ seed: 3 });
    expect(extensions()).toEqual(ON);
    const targets = [Number, Math, Array.prototype, String.prototype, Set.prototype];
    const keysOn = targets.map((target) => Reflect.ownKeys(target));
    const keys: string[] = [];
    for (const key in [1]) keys.push(key);
    for (const key in new String("a")) keys.push(key);
    expect(keys).toEqual(["0", "0"]);
    handle.uninstall();
    expect(extensions()).toEqual(OFF);
    expect(targets.map((target) => Reflect.ownKeys(target))).toEqual(keysOn);
  });
});
