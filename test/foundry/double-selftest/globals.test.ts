/**
 * The non-dice globals: Hooks, game.settings, game.i18n, ui.notifications, game.user/users/modules,
 * foundry.utils, the primitive extensions, Handlebars templates, and installing/uninstalling the double.
 */
import { describe, expect, it, vi } from "vitest";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { g, useFoundryDouble } from "./helpers";
import { installFoundryDouble } from "../../../foundry-double/index";
import * as utils from "../../../foundry-double/utils";
import { must, record } from "../../kit";

const double = useFoundryDouble();

describe("Hooks", () => {
  it("on/callAll/call/once/off follow registration order; call stops at false", () => {
    const calls: string[] = [];
    const { Hooks } = g();
    Hooks.on("x", (n: number) => calls.push(`a${n}`));
    const id = Hooks.on("x", () => {
      calls.push("b");
      return false;
    });
    Hooks.once("x", () => calls.push("once"));
    expect(Hooks.call("x", 1)).toBe(false);
    Hooks.callAll("x", 2);
    Hooks.off("x", id);
    Hooks.callAll("x", 3);
    expect(calls).toEqual(["a1", "b", "a2", "b", "once", "a3"]);
    expect(Hooks.call("nothing")).toBe(true);
    expect(Hooks.events.x?.length).toBe(1);
  });

  it("off by function; a once listener is removed before it runs", () => {
    const { Hooks } = g();
    const calls: number[] = [];
    const fn = () => calls.push(1);
    Hooks.on("y", fn);
    Hooks.off("y", fn);
    Hooks.off("y", fn);
    Hooks.off("never", 999);
    Hooks.once("y", () => Hooks.callAll("y"));
    Hooks.callAll("y");
    expect(calls).toEqual([]);
  });

  it("a listener that throws is caught, reported and recorded; the next listener still runs", () => {
    const { Hooks } = g();
    const errors: unknown[] = [];
    const after: string[] = [];
    Hooks.on("error", (location: string, error: Error) => errors.push([location, error.message]));
    Hooks.on("z", function broken() {
      throw new Error("boom");
    });
    Hooks.on("z", () => after.push("ran"));
    Hooks.callAll("z");
    expect(after).toEqual(["ran"]);
    expect(errors).toEqual([["Hooks.#call", "Error thrown in hooked function 'broken' for hook 'z'. boom"]]);
    expect(double.handle.hookErrors).toHaveLength(1);
  });

  it("onError can notify and ignores non-errors", () => {
    g().Hooks.onError("here", "not an error");
    g().Hooks.onError("here", new Error("visible"), { notify: "error" });
    expect(double.handle.hookErrors.map((e) => e.error.message)).toEqual(["visible"]);
    expect(double.handle.notifications.at(-1)).toMatchObject({ type: "error", message: "visible" });
  });

  it("runLifecycle calls init, i18nInit, setup with game.ready false, then ready", () => {
    const seen: string[] = [];
    for (const hook of ["init", "i18nInit", "setup", "ready"])
      g().Hooks.once(hook, () => seen.push(`${hook}:${g().game.ready}`));
    double.handle.runLifecycle();
    expect(seen).toEqual(["init:false", "i18nInit:false", "setup:false", "ready:true"]);
  });
});

describe("game.settings", () => {
  it("registers, reads defaults, casts by type, stores copies, and calls onChange", async () => {
    const { settings } = g().game;
    const changes: unknown[] = [];
    settings.register("indie-dice", "tieRule", {
      scope: "world",
      type: String,
      default: "defender",
      onChange: (v) => changes.push(v),
    });
    settings.register("indie-dice", "ranges", { scope: "world", type: Object, default: { low: 6 } });
    settings.register("indie-dice", "cap", { scope: "client", type: Number, default: 3 });
    expect(settings.get("indie-dice", "tieRule")).toBe("defender");
    await settings.set("indie-dice", "tieRule", "rolloff");
    await settings.set("indie-dice", "tieRule", "rolloff");
    expect(changes).toEqual(["rolloff"]);
    const ranges = { low: 5 };
    await settings.set("indie-dice", "ranges", ranges);
    ranges.low = 1;
    expect(settings.get("indie-dice", "ranges")).toEqual({ low: 5 });
    await settings.set("indie-dice", "cap", "4");
    expect(settings.get("indie-dice", "cap")).toBe(4);
    await settings.set("indie-dice", "cap", undefined);
    expect(settings.get("indie-dice", "cap")).toBe(3);
  });

  it("core settings exist; unknown settings throw; world settings cannot be set before ready", async () => {
    const { settings } = g().game;
    expect(settings.get("core", "diceConfiguration")).toEqual({});
    expect(settings.get("core", "rollMode")).toBe("publicroll");
    expect(() => settings.get("indie-dice", "nope")).toThrow('"indie-dice.nope" is not a registered game setting');
    expect(() => settings.get("", "x")).toThrow("You must specify both namespace and key portions of the setting");
    expect(() => settings.register("", "x", {})).toThrow(
      "You must specify both namespace and key portions of the setting",
    );
    settings.register("indie-dice", "w", { scope: "world", default: 1 });
    g().game.ready = false;
    await expect(settings.set("indie-dice", "w", 2)).rejects.toThrow("before the Game is ready");
    settings.register("indie-dice", "odd", { scope: "galaxy" });
    expect(settings.settings.get("indie-dice.odd")?.scope).toBe("client");
    expect(settings.get("indie-dice", "odd")).toBeNull();
    settings.registerMenu("indie-dice", "menu", { name: "Menu" });
    expect(settings.menus.has("indie-dice.menu")).toBe(true);
    expect(() => settings.registerMenu("indie-dice", "", {})).toThrow("namespace and key portions of the menu");
  });

  it("a Boolean setting casts", async () => {
    g().game.settings.register("indie-dice", "flag", { type: Boolean, default: false });
    await g().game.settings.set("indie-dice", "flag", 1);
    expect(g().game.settings.get("indie-dice", "flag")).toBe(true);
  });
});

describe("game.i18n and ui.notifications", () => {
  it(
    "loads lang/en.json: localize finds keys, missing keys come back as themselves; " + "format fills {placeholders}",
    () => {
      const { i18n } = g().game;
      expect(i18n.localize("INDIE_DICE.Title")).toBe("Indie Dice");
      expect(i18n.has("INDIE_DICE.Title")).toBe(true);
      expect(i18n.localize("INDIE_DICE.Nope")).toBe("INDIE_DICE.Nope");
      i18n.load({ "TEST.Greeting": "Hello {name}, {missing}" });
      expect(i18n.format("TEST.Greeting", { name: "Ann" })).toBe("Hello Ann, undefined");
    },
  );

  it("translations from options are merged over the file", () => {
    double.handle.reset({ translations: { INDIE_DICE: { Title: "Dés" } } });
    expect(g().game.i18n.localize("INDIE_DICE.Title")).toBe("Dés");
    double.handle.reset({ langFile: false });
    expect(g().game.i18n.localize("INDIE_DICE.Title")).toBe("INDIE_DICE.Title");
    double.handle.reset({});
  });

  it("notifications are recorded with their type; localize and format go through i18n (format escapes)", () => {
    g().game.i18n.load({ "TEST.Bad": "Bad value {value}" });
    const { notifications } = g().ui;
    notifications.info("plain");
    notifications.warn("TEST.Bad", { format: { value: "<b>" } });
    notifications.error("TEST.Bad", { localize: true });
    notifications.success("done", { permanent: true });
    notifications.error(new Error("thrown"));
    notifications.remove(1);
    expect(double.handle.notifications.map((n) => [n.type, n.message])).toEqual([
      ["info", "plain"],
      ["warning", "Bad value &lt;b&gt;"],
      ["error", "Bad value {value}"],
      ["success", "done"],
      ["error", "Error: thrown"],
    ]);
    expect(double.handle.notifications.at(-1)?.error?.message).toBe("thrown");
    notifications.clear();
    expect(double.handle.notifications).toEqual([]);
  });
});

describe("users and modules", () => {
  it("the first user is current; a GM has every permission, a player only the listed ones", () => {
    const { game } = g();
    expect(game.user.isGM).toBe(true);
    expect(game.user.hasPermission("MANUAL_ROLLS")).toBe(true);
    double.handle.setUser("playerUser000000");
    expect(game.user.name).toBe("Player");
    expect(game.user.can("MANUAL_ROLLS")).toBe(false);
    expect(game.user.hasRole("PLAYER")).toBe(true);
    expect(game.user.hasRole("GAMEMASTER")).toBe(false);
    expect(game.users.players.map((u) => u.id)).toEqual(["playerUser000000"]);
    expect(game.users.activeGM?.id).toBe("gmUser0000000000");
    expect(game.users.getName("Player")?.id).toBe("playerUser000000");
    expect(game.users.some((u) => u.isGM)).toBe(true);
    expect(game.users.map((u) => u.role)).toEqual([4, 1]);
    expect(() => double.handle.setUser("ghost")).toThrow("has no user ghost");
  });

  it("custom users and modules; a module's api is writable", () => {
    double.handle.reset({
      users: [{ id: "p1", permissions: ["MANUAL_ROLLS"] }],
      modules: [{ id: "indie-dice" }, { id: "dice-so-nice", active: false }],
    });
    const { game } = g();
    expect(game.user.name).toBe("p1");
    expect(game.user.hasPermission("MANUAL_ROLLS")).toBe(true);
    const entry = game.modules.get("indie-dice");
    expect(entry?.active).toBe(true);
    (entry as { api: unknown }).api = { roll: () => 1 };
    expect((game.modules.get("indie-dice")?.api as { roll(): number }).roll()).toBe(1);
    expect(game.modules.get("dice-so-nice")?.active).toBe(false);
    double.handle.reset({});
  });
});

describe("foundry.utils", () => {
  it("mergeObject merges recursively, expands dotted keys, respects its options", () => {
    expect(utils.mergeObject({ a: { b: 1, c: 2 } }, { a: { c: 3 }, "d.e": 4 })).toEqual({
      a: { b: 1, c: 3 },
      d: { e: 4 },
    });
    expect(utils.mergeObject({ k: 1 }, { j: 2 }, { insertKeys: false })).toEqual({ k: 1 });
    expect(utils.mergeObject({ k: { i: 1 } }, { k: { j: 2 } }, { insertValues: false })).toEqual({ k: { i: 1 } });
    expect(utils.mergeObject({ k: 1 }, { k: 2 }, { overwrite: false })).toEqual({ k: 1 });
    expect(utils.mergeObject({ k: { i: 1 } }, { k: { j: 2 } }, { recursive: false })).toEqual({ k: { j: 2 } });
    expect(utils.mergeObject({ k: 1, j: 2 }, { "-=k": null }, { performDeletions: true })).toEqual({ j: 2 });
    expect(utils.mergeObject({ k: { i: 1 } }, { "==k": { j: 2 } }, { performDeletions: true })).toEqual({
      k: { j: 2 },
    });
    expect(() => utils.mergeObject({ k: 1 }, { k: "x" }, { enforceTypes: true })).toThrow("Mismatched data types");
    const original = { a: 1 };
    expect(utils.mergeObject(original, { b: 2 }, { inplace: false })).toEqual({ a: 1, b: 2 });
    expect(original).toEqual({ a: 1 });
    const dotted = { "x.y": 1 };
    expect(utils.mergeObject(dotted, { z: 2 })).toEqual({ x: { y: 1 }, z: 2 });
    expect(utils.mergeObject({ "x.y": 1 }, {}, { inplace: false })).toEqual({ x: { y: 1 } });
    expect(() => utils.mergeObject(1 as unknown as object, {})).toThrow("One of original or other are not Objects!");
    expect(() => utils.mergeObject({}, { "-=k": 1 }, { performDeletions: true })).toThrow(
      "requires the value of that deletion key to be null",
    );
  });

  it("deepClone copies plain data and dates, not class instances (unless strict)", () => {
    class Thing {}
    const thing = new Thing();
    const source = { list: [1, { a: 2 }], when: new Date(0), thing };
    const clone = utils.deepClone(source);
    expect(clone).toEqual(source);
    expect(clone.list).not.toBe(source.list);
    expect(clone.when).not.toBe(source.when);
    expect(clone.thing).toBe(thing);
    expect(() => utils.deepClone(thing, { strict: true })).toThrow("deepClone cannot clone advanced objects");
    const deep: Record<string, unknown> = {};
    let cursor = deep;
    for (let i = 0; i < 105; i++) cursor = record((cursor.next = {}));
    expect(() => utils.deepClone(deep)).toThrow("Maximum depth exceeded");
  });

  it(
    "getProperty/setProperty use dotted paths; " +
      "getType, isEmpty, isSubclass, randomID, escapeHTML, applySpecialKeys",
    () => {
      const target: Record<string, unknown> = {};
      expect(utils.setProperty(target, "a.b.c", 1)).toBe(true);
      expect(utils.setProperty(target, "a.b.c", 1)).toBe(false);
      expect(utils.setProperty(target, "__proto__.x", 1)).toBe(false);
      expect(utils.setProperty(target, "", 1)).toBe(false);
      expect(utils.getProperty(target, "a.b.c")).toBe(1);
      expect(utils.getProperty(target, "a.x.c")).toBeUndefined();
      expect(utils.getProperty(target, "a.b.c.d")).toBeUndefined();
      expect(utils.getProperty({ "a.b": 2 }, "a.b")).toBe(2);
      expect(utils.getProperty(null, "a")).toBeUndefined();
      expect(
        [
          1,
          "s",
          null,
          [],
          {},
          new Set(),
          new Map(),
          Promise.resolve(),
          new Error(),
          new (class X {})(),
          Object.create(null),
        ].map(utils.getType),
      ).toEqual(["number", "string", "null", "Array", "Object", "Set", "Map", "Promise", "Error", "Unknown", "Object"]);
      expect([undefined, null, [], {}, new Set(), 0, [1]].map(utils.isEmpty)).toEqual([
        true,
        true,
        true,
        true,
        true,
        false,
        false,
      ]);
      class A {}
      class B extends A {}
      expect([utils.isSubclass(B, A), utils.isSubclass(A, A), utils.isSubclass(A, B), utils.isSubclass({}, A)]).toEqual(
        [true, true, false, false],
      );
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 64 }), (n) => {
          expect(utils.randomID(n)).toMatch(new RegExp(`^[A-Za-z0-9]{${n}}$`));
        }),
      );
      expect(utils.escapeHTML(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#x27;&amp;&#x27;&lt;/a&gt;");
      expect(utils.applySpecialKeys([{ a: 1, "-=b": null, "==c": { d: 1 } }])).toEqual([{ a: 1, c: { d: 1 } }]);
      expect(() => utils.applySpecialKeys({ "-=b": 1 })).toThrow("requires the value");
      expect(() => utils.expandObject(deepNest(40))).toThrow("Maximum object expansion depth exceeded");
    },
  );

  it(
    "logCompatibilityWarning composes since/until/details, " +
      "follows CONFIG.compatibility's mode and patterns, and once per call site",
    () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const utilities = g().foundry.utils as { logCompatibilityWarning(message: string, options?: object): void };
      const compatibility = g().CONFIG.compatibility as {
        mode: number;
        includePatterns: RegExp[];
        excludePatterns: RegExp[];
      };
      const modes = (g().CONST as unknown as { COMPATIBILITY_MODES: Record<string, number> }).COMPATIBILITY_MODES;
      expect(compatibility).toEqual({ mode: modes.WARNING, includePatterns: [], excludePatterns: [] });
      utilities.logCompatibilityWarning("Old is new", { since: 13, until: 15, details: "See New" });
      expect((must(warn.mock.calls[0])[0] as Error).message).toBe(
        "Old is new\nDeprecated since Version 13\nBackwards-compatible support will be removed in Version 15\nSee New",
      );
      utilities.logCompatibilityWarning("Plain", { stack: false });
      expect(must(warn.mock.calls[1])[0]).toBe("Plain");
      utilities.logCompatibilityWarning("Quiet", { mode: modes.SILENT });
      utilities.logCompatibilityWarning("Loud", { mode: modes.ERROR, stack: false });
      expect(error.mock.calls).toEqual([["Loud"]]);
      expect(() => utilities.logCompatibilityWarning("Fatal", { mode: modes.FAILURE })).toThrow("Fatal");
      compatibility.excludePatterns.push(/Skipped/);
      utilities.logCompatibilityWarning("Skipped");
      compatibility.excludePatterns.length = 0;
      compatibility.includePatterns.push(/Wanted/);
      utilities.logCompatibilityWarning("Other");
      utilities.logCompatibilityWarning("Wanted", { stack: false });
      compatibility.includePatterns.length = 0;
      for (let i = 0; i < 3; i++) utilities.logCompatibilityWarning("Once here", { once: true, stack: false });
      expect(
        warn.mock.calls.map(([logged]) => (logged instanceof Error ? logged.message.split("\n")[0] : logged)),
      ).toEqual(["Old is new", "Plain", "Wanted", "Once here"]);
      warn.mockRestore();
      error.mockRestore();
    },
  );
});

function deepNest(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let i = 0; i < depth; i++) value = { inner: value };
  return value;
}

describe("primitives", () => {
  it("Number.isNumeric, Math.clamp, Array#filterJoin and #findSplice behave as Foundry's", () => {
    const N = Number as { isNumeric(n: unknown): boolean };
    expect([1, "2", "2.5", " 3 ", "", null, [1], "x", NaN, Infinity].map((n) => N.isNumeric(n))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect((Math as { clamp(n: number, a: number, b: number): number }).clamp(7, 0, 5)).toBe(5);
    expect((["a", "", null, "b"] as { filterJoin(s: string): string }).filterJoin("-")).toBe("a-b");
    const list = [1, 2, 3] as number[] & { findSplice(f: (n: number) => boolean, r?: number): number | null };
    expect(list.findSplice((n) => n === 2)).toBe(2);
    expect(list.findSplice((n) => n === 3, 9)).toBe(9);
    expect(list.findSplice((n) => n === 7)).toBeNull();
    expect([...list]).toEqual([1, 9]);
  });

  it("Array#partition puts what tests false first, String#capitalize upper-cases the first character", () => {
    expect(
      ([1, 2, 3, 4] as number[] & { partition(f: (n: number) => boolean): [number[], number[]] }).partition(
        (n) => n % 2 === 0,
      ),
    ).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(["adv", ""].map((s) => (s as string & { capitalize(): string }).capitalize())).toEqual(["Adv", ""]);
  });

  it("a second install restores the first's globals on uninstall; the last uninstall removes them", () => {
    const inner = installFoundryDouble({ seed: 5 });
    const innerConfig = g().CONFIG;
    inner.uninstall();
    expect(g().CONFIG).not.toBe(innerConfig);
    expect(typeof (Number as { isNumeric: unknown }).isNumeric).toBe("function");
  });
});

describe("templates", () => {
  const repoRoot = mkdtempSync(join(tmpdir(), "double-templates-"));
  mkdirSync(join(repoRoot, "templates", "chat"), { recursive: true });
  writeFileSync(
    join(repoRoot, "templates", "chat", "card.hbs"),
    `<p>{{localize "INDIE_DICE.Title"}} {{localize "TEST.N" n=count}}</p>{{> part}}{{#if ` +
      `(and (gt count 1) (not hidden))}}many{{/if}}`,
  );
  writeFileSync(
    join(repoRoot, "templates", "chat", "part.hbs"),
    `<i>{{concat "a" count join="-"}} {{ifThen hidden "h" "v"}} {{numberFormat count decimals=1 ` +
      `sign=true}} {{#with ` +
      `(object x=1)}}{{x}}{{/with}} {{checked true}}{{disabled false}}</i>{{#if ` +
      `(or (eq count 2) (ne 1 1) (lt 1 0) (lte 1 1) (gte 0 1))}}!{{/if}}`,
  );

  it("renders module templates from the repository with Foundry's helpers and preloaded partials", async () => {
    double.handle.reset({ repoRoot, translations: { "TEST.N": "n: {n}" } });
    const { handlebars } = g().foundry.applications;
    await handlebars.loadTemplates({ part: "modules/indie-dice/templates/chat/part.hbs" });
    await handlebars.loadTemplates(["templates/chat/part.hbs"]);
    const html = await handlebars.renderTemplate("modules/indie-dice/templates/chat/card.hbs", {
      count: 2,
      hidden: false,
    });
    expect(html).toBe("<p>INDIE_DICE.Title n: 2</p><i>a-2 v +2.0 1 checked</i>!many");
    expect(
      await handlebars.renderTemplate("modules/indie-dice/templates/chat/card.hbs", { count: 1, hidden: true }),
    ).toBe("<p>INDIE_DICE.Title n: 1</p><i>a-1 h +1.0 1 checked</i>!");
    await expect(handlebars.renderTemplate("modules/indie-dice/templates/nope.hbs")).rejects.toThrow(
      "Unable to load template",
    );
    double.handle.reset({});
  });

  it(
    "serves another module's templates from its folder under modules/<id>/, " +
      "as Foundry serves an installed module's files",
    async () => {
      const folder = mkdtempSync(join(tmpdir(), "double-module-"));
      writeFileSync(join(folder, "own-card.hbs"), `<b>{{localize "TEST.N" n=count}}</b>`);
      double.handle.reset({
        repoRoot,
        translations: { "TEST.N": "n: {n}" },
        modules: [{ id: "indie-dice" }, { id: "other-module", folder }],
      });
      const { handlebars } = g().foundry.applications;
      expect(await handlebars.renderTemplate("modules/other-module/own-card.hbs", { count: 3 })).toBe("<b>n: 3</b>");
      // Indie Dice's own are still its repository's; a module given no folder serves none.
      expect(
        await handlebars.renderTemplate("modules/indie-dice/templates/chat/part.hbs", { count: 1, hidden: true }),
      ).toBe("<i>a-1 h +1.0 1 checked</i>!");
      await expect(handlebars.renderTemplate("modules/third-module/own-card.hbs")).rejects.toThrow(
        "Unable to load template",
      );
      double.handle.reset({});
    },
  );
});
