/**
 * Macros and the hotbar as v13 has them (common/documents/macro.mjs, client/documents/macro.mjs,
 * client/documents/user.mjs assignHotbarMacro, client/applications/ui/hotbar.mjs #onDragDrop): who may create and
 * run a script macro, the author's ownership, the script's scope, the slot arithmetic and the drop's hook.
 */
import { describe, expect, it } from "vitest";
import { useFoundryDouble } from "./helpers";

const double = useFoundryDouble({
  users: [
    { id: "gm", isGM: true },
    { id: "player" },
    { id: "noScripts", deniedPermissions: ["MACRO_SCRIPT"] },
    { id: "other" },
  ],
  userId: "player",
});

interface MacroLike {
  id: string;
  name: string;
  isOwner: boolean;
  canExecute: boolean;
  execute(scope?: object): Promise<unknown> | undefined;
}

interface Globals {
  game: {
    user: {
      id: string;
      hotbar: Record<string, string>;
      assignHotbarMacro(macro: unknown, slot?: number | string, options?: object): Promise<unknown>;
    };
    macros: Map<string, MacroLike>;
  };
  CONFIG: { Macro: { documentClass: { create(data: object): Promise<MacroLike> } } };
  ui: {
    hotbar: { drop(event: object, slot: string): Promise<unknown>; locked: boolean };
    notifications: { notifications?: unknown };
  };
  Hooks: { on(name: string, fn: (...args: unknown[]) => unknown): number };
}

const g = () => globalThis as unknown as Globals;
const create = (data: object) => g().CONFIG.Macro.documentClass.create(data);
const dropEvent = (data: object) => ({
  dataTransfer: { getData: (type: string) => (type === "text/plain" ? JSON.stringify(data) : "") },
});

describe("Macro documents", () => {
  it(
    "a player creates a script macro as its author and owner; " + "it runs with the scope's names, `this` the macro",
    async () => {
      const macro = await create({ name: "Add", type: "script", command: "return [a + b, this.name, character];" });
      expect(g().game.macros.get(macro.id)).toBe(macro);
      expect(macro.isOwner).toBe(true);
      expect(await macro.execute({ a: 2, b: 3 })).toEqual([5, "Add", null]);
      // Another player neither owns nor may run it (no LIMITED on a macro whose default is NONE).
      double.handle.setUser("other");
      expect(macro.canExecute).toBe(false);
      expect(macro.execute()).toBeUndefined();
    },
  );

  it("a user without MACRO_SCRIPT may not create a script macro (the server refuses)", async () => {
    double.handle.setUser("noScripts");
    await expect(create({ name: "X", type: "script", command: "1" })).rejects.toThrow(
      /lacks permission to create Macro/,
    );
    expect(g().game.macros.size).toBe(0);
  });

  it("an undeclared name in a script is a ReferenceError, as in a real AsyncFunction", async () => {
    const macro = await create({ name: "Event", type: "script", command: "return event.shiftKey;" });
    await expect(macro.execute()).rejects.toThrow(ReferenceError);
    expect(await macro.execute({ event: { shiftKey: true } })).toBe(true);
  });
});

describe("User#assignHotbarMacro", () => {
  it(
    "puts a macro in a slot (a numeric string read as its number), " +
      "the first free slot without one, and moves with fromSlot",
    async () => {
      const user = g().game.user;
      const a = await create({ name: "A", type: "script", command: "" });
      const b = await create({ name: "B", type: "script", command: "" });
      await user.assignHotbarMacro(a, "3");
      await user.assignHotbarMacro(b);
      expect(user.hotbar).toEqual({ 1: b.id, 3: a.id });
      await user.assignHotbarMacro(a, 5, { fromSlot: 3 });
      expect(user.hotbar).toEqual({ 1: b.id, 5: a.id });
      await user.assignHotbarMacro(null, 1);
      expect(user.hotbar).toEqual({ 5: a.id });
      await expect(user.assignHotbarMacro(a, 51)).rejects.toThrow("Invalid Hotbar slot requested");
      await expect(user.assignHotbarMacro({ id: "x" }, 2)).rejects.toThrow("Invalid Macro provided");
    },
  );
});

describe("the hotbar's drop", () => {
  it(
    "calls hotbarDrop with the bar, the data and the slot as a string; " +
      "false ends it, else a dropped Macro is assigned",
    async () => {
      const seen: unknown[][] = [];
      g().Hooks.on("hotbarDrop", (...args) => {
        seen.push(args);
        return (args[1] as { type?: string }).type === "Mine" ? false : undefined;
      });
      const macro = await create({ name: "A", type: "script", command: "" });
      await g().ui.hotbar.drop(dropEvent({ type: "Mine", id: 1 }), "2");
      expect(seen[0]).toEqual([g().ui.hotbar, { type: "Mine", id: 1 }, "2"]);
      expect(g().game.user.hotbar).toEqual({});
      await g().ui.hotbar.drop(dropEvent({ type: "Macro", uuid: `Macro.${macro.id}` }), "4");
      expect(g().game.user.hotbar).toEqual({ 4: macro.id });
      // A locked bar takes nothing (after the hook).
      g().ui.hotbar.locked = true;
      await g().ui.hotbar.drop(dropEvent({ type: "Macro", uuid: `Macro.${macro.id}` }), "6");
      expect(g().game.user.hotbar).toEqual({ 4: macro.id });
    },
  );
});
