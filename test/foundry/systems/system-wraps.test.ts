// @vitest-environment happy-dom
/**
 * The wrapping seam (docs/systems.md "Wrapping a system's method"): an adapter observes a method of its system, through
 * libWrapper when the world has it and by the same semantics when not. The system's method always runs with its own
 * arguments and returns its own result (a promise too); an observer that throws is logged and the roll goes on; a path
 * naming no method changes nothing. The libWrapper here is a stand-in written from its documented API (`register(
 * packageId, target, fn, "WRAPPER")`, `fn(wrapped, ...args)` called with the target's `this`).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installSystemWraps } from "../../../src/foundry/systems/system-wraps";
import type { SystemWrap } from "../../../src/foundry/systems/system-adapter";

type Method = (this: unknown, ...args: unknown[]) => unknown;

class ToyActor {
  constructor(readonly name: string) {}
  roll(pool: number, label: string): string {
    return `${this.name} rolls ${pool} for ${label}`;
  }
  async rollLater(pool: number): Promise<number> {
    return pool * 2;
  }
  rollBroken(pool: number): never {
    throw new Error(`no dice for ${this.name}'s ${pool}`);
  }
}

/**
 * libWrapper's `register` as documented: the target walked from globalThis, its method replaced by `fn(wrapped, ...)`.
 */
function libWrapperStandIn() {
  const registered: [string, string, string][] = [];
  return {
    registered,
    register(
      packageId: string,
      target: string,
      fn: (this: unknown, wrapped: Method, ...args: unknown[]) => unknown,
      type: string,
    ) {
      registered.push([packageId, target, type]);
      const keys = target.split(".");
      const key = keys.pop() ?? "";
      const owner: unknown = keys.reduce<unknown>((object, part) => Reflect.get(Object(object), part), globalThis);
      const original: unknown = Reflect.get(Object(owner), key);
      if (typeof original !== "function") throw new Error(`libWrapper: no method at ${target}`);
      Reflect.set(Object(owner), key, function (this: unknown, ...args: unknown[]) {
        return fn.call(this, (...passed: unknown[]) => Reflect.apply(original, this, passed), ...args);
      });
    },
  };
}

let warnings: unknown[][] = [];
/** The toy system's namespace, at `globalThis.TOY` as a system's classes are on its globals. */
let TOY: { Actor: typeof ToyActor; Character: typeof ToyActor };

beforeEach(() => {
  const Actor = class extends ToyActor {};
  TOY = { Actor, Character: class extends Actor {} };
  Reflect.set(globalThis, "TOY", TOY);
  warnings = [];
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void warnings.push(args));
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, "TOY");
  Reflect.deleteProperty(globalThis, "libWrapper");
  vi.restoreAllMocks();
});

const toy = () => TOY;
const nameOf = (self: unknown) => (self instanceof ToyActor ? self.name : "?");

describe.each([
  ["without libWrapper", () => null],
  ["with libWrapper", () => Reflect.set(globalThis, "libWrapper", libWrapperStandIn())],
])("a system's method observed %s", (_name, start) => {
  it("sees the call's this and arguments before, and its result after; the method runs as it would", () => {
    start();
    const seen: string[] = [];
    installSystemWraps([
      {
        target: "TOY.Actor.prototype.roll",
        before: (self, args) => void seen.push(`before ${nameOf(self)} ${args.join(" ")}`),
        after: (_self, _args, result) => void seen.push(`after ${String(result)}`),
      },
    ]);
    expect(new (toy().Actor)("Ann").roll(5, "Mobility")).toBe("Ann rolls 5 for Mobility");
    expect(seen).toEqual(["before Ann 5 Mobility", "after Ann rolls 5 for Mobility"]);
  });

  it("wraps an inherited method where the path names it, a subclass's calls included", () => {
    start();
    const seen: string[] = [];
    installSystemWraps([{ target: "TOY.Character.prototype.roll", before: (self) => void seen.push(nameOf(self)) }]);
    expect(new (toy().Character)("Bo").roll(2, "Heavy Machinery")).toBe("Bo rolls 2 for Heavy Machinery");
    expect(new (toy().Actor)("Cy").roll(1, "Stamina")).toBe("Cy rolls 1 for Stamina");
    expect(seen).toEqual(["Bo"]);
  });

  it("hands an async method's promise to after, and the caller gets the same value", async () => {
    start();
    let handed: unknown = null;
    installSystemWraps([
      { target: "TOY.Actor.prototype.rollLater", after: (_self, _args, result) => void (handed = result) },
    ]);
    const result = new (toy().Actor)("Di").rollLater(3);
    expect(handed).toBe(result);
    await expect(result).resolves.toBe(6);
  });

  it("tells after of a call that threw (nothing returned), and the caller gets the method's own error", () => {
    start();
    const seen: string[] = [];
    installSystemWraps([
      {
        target: "TOY.Actor.prototype.rollBroken",
        before: (self) => void seen.push(`before ${nameOf(self)}`),
        after: (self, _args, result) => void seen.push(`after ${nameOf(self)} ${String(result)}`),
      },
    ]);
    expect(() => new (toy().Actor)("Fay").rollBroken(2)).toThrow("no dice for Fay's 2");
    expect(seen).toEqual(["before Fay", "after Fay undefined"]);
  });

  it("logs an observer that throws, and the roll still happens and returns its result", () => {
    start();
    const wraps: SystemWrap[] = [
      {
        target: "TOY.Actor.prototype.roll",
        before: () => {
          throw new Error("adapter bug");
        },
        after: () => {
          throw new Error("adapter bug after");
        },
      },
    ];
    installSystemWraps(wraps);
    expect(new (toy().Actor)("Ed").roll(4, "Close Combat")).toBe("Ed rolls 4 for Close Combat");
    expect(warnings.map((args) => String(args[1]))).toEqual(["Error: adapter bug", "Error: adapter bug after"]);
  });
});

describe("the seam's two paths", () => {
  it("registers with libWrapper under Indie Dice's id, as a WRAPPER, when the world has it", () => {
    const libWrapper = libWrapperStandIn();
    Reflect.set(globalThis, "libWrapper", libWrapper);
    installSystemWraps([{ target: "TOY.Actor.prototype.roll", before: () => undefined }]);
    expect(libWrapper.registered).toEqual([["indie-dice", "TOY.Actor.prototype.roll", "WRAPPER"]]);
  });

  it("without libWrapper, a path that names no method is logged and changes nothing", () => {
    const before = toy().Actor.prototype.roll;
    installSystemWraps([{ target: "TOY.Actor.prototype.rollMissing" }, { target: "NOPE.Actor.prototype.roll" }]);
    expect(toy().Actor.prototype.roll).toBe(before);
    expect(Object.keys(toy().Actor.prototype)).not.toContain("rollMissing");
    expect(warnings.map((args) => String(args[0]))).toEqual([
      "Indie Dice | observing TOY.Actor.prototype.rollMissing:",
      "Indie Dice | observing NOPE.Actor.prototype.roll:",
    ]);
  });

  it("when libWrapper refuses a target, it is logged and the rest still wrap", () => {
    Reflect.set(globalThis, "libWrapper", {
      register: (_id: string, target: string) => {
        if (target.includes("Missing")) throw new Error("no target");
      },
    });
    installSystemWraps([{ target: "TOY.Actor.prototype.rollMissing" }]);
    expect(warnings).toHaveLength(1);
  });
});
