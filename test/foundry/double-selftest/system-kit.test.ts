// @vitest-environment happy-dom
/**
 * The system double kit's parts (foundry-double/systems/kit/): data.ts's reads, sheet.ts's sheet slot, roll rows and
 * roll bookkeeping, chat.ts's roll message data.
 */
import { afterEach, describe, expect, it } from "vitest";
import { installFoundryDouble } from "../../../foundry-double/index";
import { read, readPath } from "../../../foundry-double/systems/kit/data";
import { SheetSlot, bindRollRows, startedRoll, type RollBookkeeping } from "../../../foundry-double/systems/kit/sheet";
import { rollMessageData, speakerOf } from "../../../foundry-double/systems/kit/chat";

describe("kit/data", () => {
  it("reads a key of an object, a dotted path, and undefined past a missing step", () => {
    const system = { attributes: { str: { value: 4 } } };
    expect(read(system, "attributes")).toBe(system.attributes);
    expect(read(7, "value")).toBeUndefined();
    expect(readPath(system, "attributes.str.value")).toBe(4);
    expect(readPath(system, "skills.brawl.value")).toBeUndefined();
  });
});

describe("kit/sheet", () => {
  it("a sheet slot refuses before init, then makes each actor's sheet once", () => {
    const slot = new SheetSlot<object>("Test");
    const actor = {};
    expect(() => slot.of(actor)).toThrow("No Test actor sheet is registered: the world's init has not run");
    class Sheet {
      constructor(readonly options: { document: object }) {}
    }
    slot.register(Sheet);
    const sheet = slot.of(actor);
    expect(sheet).toBeInstanceOf(Sheet);
    expect(slot.of(actor)).toBe(sheet);
    expect(slot.of({})).not.toBe(sheet);
  });

  function rows(): HTMLElement {
    const root = document.createElement("div");
    root.innerHTML = '<a class="row" data-id="a"></a><a class="row" data-id="b"></a>';
    return root;
  }

  it("binds a sheet's rows for an owner only, the keys handed on, and the driver awaits the roll started", async () => {
    const sheet: RollBookkeeping = { lastRoll: null };
    const seen: string[] = [];
    const owned = rows();
    bindRollRows(owned, true, ".row", (event, row) => {
      seen.push(`${row.dataset.id ?? ""}${event.shiftKey ? "+shift" : ""}`);
      sheet.lastRoll = Promise.resolve(row.dataset.id);
    });
    await expect(startedRoll(sheet, owned.querySelector('[data-id="b"]'), "row b", { shiftKey: true })).resolves.toBe(
      "b",
    );
    expect(seen).toEqual(["b+shift"]);
    const notOwned = rows();
    bindRollRows(notOwned, false, ".row", () => seen.push("rolled"));
    sheet.lastRoll = null;
    expect(() => startedRoll(sheet, notOwned.querySelector(".row"), "row a")).toThrow(
      "The click on row a started no roll",
    );
    expect(() => startedRoll(sheet, null, "row c")).toThrow("The sheet has no row c");
    expect(seen).toEqual(["b+shift"]);
  });
});

describe("kit/chat", () => {
  let world: ReturnType<typeof installFoundryDouble> | null = null;
  afterEach(() => {
    world?.uninstall();
    world = null;
  });

  it("names the speaker by ChatMessage.getSpeaker and applies the roll mode as ChatMessage.applyRollMode does", () => {
    world = installFoundryDouble();
    const speaker = speakerOf(null);
    expect(speaker).toMatchObject({ actor: null, token: null, alias: "Gamemaster" });
    const roll = { total: 3 };
    expect(rollMessageData({ actor: null, rolls: [roll], flavor: "Test", flags: { x: 1 } })).toEqual({
      speaker,
      rolls: [roll],
      flavor: "Test",
      flags: { x: 1 },
    });
    const self = rollMessageData({ actor: null, rolls: [roll], content: "<p>3</p>", rollMode: "selfroll" });
    const userId: unknown = Reflect.get(Reflect.get(Reflect.get(globalThis, "game"), "user"), "id");
    expect(self).toMatchObject({ content: "<p>3</p>", whisper: [userId], blind: false });
  });
});
