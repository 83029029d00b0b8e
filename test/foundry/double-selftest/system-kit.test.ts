// @vitest-environment happy-dom
/**
 * The system double kit's parts (foundry-double/systems/kit/): data.ts's reads, sheet.ts's sheet slot, roll rows and
 * roll bookkeeping, chat.ts's roll message data, dialog.ts's DialogV2 calls, items.ts's embedded items, script.ts's
 * translations and init, driver.ts's sheet opening and next dialog.
 */
import { afterEach, describe, expect, it } from "vitest";
import { installFoundryDouble } from "../../../foundry-double/index";
import { read, readPath } from "../../../foundry-double/systems/kit/data";
import { SheetSlot, bindRollRows, startedRoll, type RollBookkeeping } from "../../../foundry-double/systems/kit/sheet";
import { rollMessageData, speakerOf } from "../../../foundry-double/systems/kit/chat";
import { formObject, openDialog, type DialogWindow } from "../../../foundry-double/systems/kit/dialog";
import { EmbeddedItem, embeddedItems, type EmbeddedItemSource } from "../../../foundry-double/systems/kit/items";
import { systemScript } from "../../../foundry-double/systems/kit/script";
import { nextDialog, openedSheet } from "../../../foundry-double/systems/kit/driver";
import { hooks } from "../../../foundry-double/systems/kit/globals";
import { HooksDouble } from "../../../foundry-double/hooks";
import { LocalizationDouble } from "../../../foundry-double/localization";
import { must } from "../../kit";

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

describe("kit/dialog", () => {
  let world: ReturnType<typeof installFoundryDouble> | null = null;
  afterEach(() => {
    world?.uninstall();
    world = null;
  });

  /** The dialog `renderDialogV2` fires for next (Foundry's hook, with the application). */
  type Opened = DialogWindow & { close(): Promise<unknown> };
  const nextDialog = () =>
    new Promise<Opened>((resolve) => hooks().once("renderDialogV2", (app: Opened) => resolve(app)));

  it("waits on the template rendered as its body, fires its render callback, and reads the form back", async () => {
    world = installFoundryDouble();
    const renders: string[] = [];
    const opened = nextDialog();
    const result = openDialog("wait", {
      window: { title: "Modifier" },
      body: { template: "systems/alienrpg/templates/dialog/roll-base-dialog.hbs", data: {} },
      classes: ["kit-test"],
      buttons: [
        { action: "roll", label: "Roll", callback: (_event, button) => formObject(button) },
        { action: "cancel", label: "Cancel" },
      ],
      render: (_event, dialog) => renders.push(dialog.element.querySelector("input")?.name ?? "none"),
    });
    const dialog = await opened;
    expect(dialog.element.classList.contains("kit-test")).toBe(true);
    expect(renders).toEqual(["modifier"]);
    const input = must(dialog.element.querySelector<HTMLInputElement>('.dialog-content input[name="modifier"]'));
    input.value = "2";
    must(dialog.element.querySelector<HTMLButtonElement>('button[data-action="roll"]')).click();
    await expect(result).resolves.toEqual({ modifier: "2" });
  });

  it("asks for input on markup as given: OK gives the form's object, Cancel its action, closing null", async () => {
    world = installFoundryDouble();
    const body = '<input type="checkbox" name="banes.Cloak" checked><input type="number" name="extra" value="1">';
    const input = async (press: string | null) => {
      const opened = nextDialog();
      const result = openDialog("input", {
        window: { title: "Banes" },
        body,
        ok: { label: "Roll" },
        buttons: [{ action: "cancel", label: "Cancel" }],
      });
      const dialog = await opened;
      expect(dialog.element.querySelector('button[data-action="ok"]')?.textContent).toBe("Roll");
      if (press) must(dialog.element.querySelector<HTMLButtonElement>(`button[data-action="${press}"]`)).click();
      else await dialog.close();
      return result;
    };
    await expect(input("ok")).resolves.toEqual({ "banes.Cloak": true, extra: 1 });
    await expect(input("cancel")).resolves.toBe("cancel");
    await expect(input(null)).resolves.toBeNull();
  });
});

describe("kit/items", () => {
  class Item extends EmbeddedItem<{ uuid: string }, { value: number }> {}
  const actor = { uuid: "Actor.hero" };

  it("makes each source the system's item, keyed by id, its data its own copy", () => {
    const system = { value: 12 };
    const items = embeddedItems(
      [
        { _id: "sword", name: "Sword", type: "weapon", system },
        { name: "Rope", type: "item", system: { value: 1 } },
      ],
      (source) => new Item(source, actor),
    );
    const sword = must(items.get("sword"));
    expect([sword.name, sword.type, sword.system.value, sword.uuid]).toEqual([
      "Sword",
      "weapon",
      12,
      "Actor.hero.Item.sword",
    ]);
    system.value = 3;
    expect(sword.system.value).toBe(12);
    const rope = must(items.find((item) => item.name === "Rope"));
    expect(rope.id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(items.get(rope.id)).toBe(rope);
    expect(items.contents).toEqual([sword, rope]);
    expect(
      embeddedItems(undefined, (source: EmbeddedItemSource<{ value: number }>) => new Item(source, actor)).size,
    ).toBe(0);
  });
});

describe("kit/script", () => {
  it("loads the translations as the script loads, and runs init on the world's init hook only", () => {
    const world = { hooks: new HooksDouble(), i18n: new LocalizationDouble() };
    const inits: unknown[] = [];
    const install = systemScript({ KIT: { Roll: "Roll" } }, (given: typeof world) => inits.push(given));
    install(world);
    expect(world.i18n.localize("KIT.Roll")).toBe("Roll");
    expect(inits).toEqual([]);
    world.hooks.callAll("init");
    world.hooks.callAll("init");
    expect(inits).toEqual([world]);
    const bare = { hooks: new HooksDouble(), i18n: new LocalizationDouble() };
    systemScript<typeof bare>(null, () => undefined)(bare);
    expect(bare.i18n.translations).toEqual({});
  });
});

describe("kit/driver", () => {
  let world: ReturnType<typeof installFoundryDouble> | null = null;
  afterEach(() => {
    world?.uninstall();
    world = null;
  });

  it("opens an actor's sheet of the system's class, rendered, and refuses any other", async () => {
    class Sheet {
      rendered: unknown[] = [];
      render(options: { force: boolean }): Promise<this> {
        this.rendered.push(options);
        return Promise.resolve(this);
      }
    }
    const sheet = new Sheet();
    await expect(openedSheet({ sheet }, Sheet, "no sheet")).resolves.toBe(sheet);
    expect(sheet.rendered).toEqual([{ force: true }]);
    await expect(openedSheet({ sheet: {} }, Sheet, "Not a test actor")).rejects.toThrow("Not a test actor");
    await expect(openedSheet(null, Sheet, "Not a test actor")).rejects.toThrow("Not a test actor");
  });

  it("awaits the next dialog of its kind, passing over another drawn first", async () => {
    world = installFoundryDouble();
    const mine = nextDialog((element) => element.querySelector(".mine") !== null);
    const open = (body: string) => openDialog("wait", { window: { title: "T" }, body, buttons: [{ label: "OK" }] });
    const otherDrawn = new Promise((resolve) => hooks().once("renderDialogV2", resolve));
    void open('<p class="other">other</p>');
    await otherDrawn;
    void open('<p class="mine">mine</p>');
    const dialog = await mine;
    expect(dialog.element.querySelector(".dialog-content")?.textContent).toBe("mine");
  });
});
