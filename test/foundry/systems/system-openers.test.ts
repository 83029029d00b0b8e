// @vitest-environment happy-dom
/**
 * Dialogs found by what opens them (src/foundry/systems/system-openers.ts): a method of the system observed through the
 * wrapping seam claims every ApplicationV2 first rendered while it runs (an async method until its promise settles);
 * a hook claims the next one first rendered, once. A later render keeps its claim; an application rendered before, or
 * after the call ended, is none of the opener's.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { systemOpeners } from "../../../src/foundry/systems/system-openers";
import { installSystemWraps } from "../../../src/foundry/systems/system-wraps";
import type { SystemDialog } from "../../../src/foundry/systems/system-adapter";
import { installFoundryDouble, type FoundryDoubleHandle } from "../../../foundry-double";
import { ApplicationV2 } from "../../../foundry-double/applications/index";
import { listenAll } from "../../../src/root";
import { SYSTEM_API_VERSION, type SystemRegistry } from "../../../src/foundry/systems/system-package";
import { settle } from "../support/dialog-harness";
import { must } from "../../kit";

const FIRST = { isFirstRender: true };
const AGAIN = { isFirstRender: false };

/** A toy system whose method holds the roll's settings and opens a dialog, awaiting it as DialogV2.wait would. */
class ToySettings {
  constructor(readonly difficulty: number) {}
  async throwDialog(open: () => Promise<void>): Promise<void> {
    await open();
  }
}

function dialogOf(openedBy: SystemDialog["openedBy"]): SystemDialog {
  return { openedBy, read: () => null, place: () => null };
}

afterEach(() => Reflect.deleteProperty(globalThis, "TOY"));

describe("a dialog found by the method that opens it", () => {
  it(
    "claims the application first rendered while the call runs, with what the call held; " + "not before, not after",
    async () => {
      Reflect.set(globalThis, "TOY", { Settings: ToySettings });
      const dialog = dialogOf({
        target: "TOY.Settings.prototype.throwDialog",
        opening: (self) => (self instanceof ToySettings ? self.difficulty : null),
      });
      const openers = systemOpeners([dialog]);
      installSystemWraps(openers.wraps);
      const before = {};
      const sheet = {};
      const prompt = {};
      const later = {};
      expect(openers.openingOf(before, FIRST)).toBeNull();
      let release = () => {};
      const waiting = new Promise<void>((resolve) => (release = resolve));
      const call = new ToySettings(8).throwDialog(async () => {
        // The sheet renders again meanwhile (no first render): not the dialog.
        expect(openers.openingOf(sheet, AGAIN)).toBeNull();
        expect(openers.openingOf(prompt, FIRST)).toEqual({ dialog, opened: 8 });
        await waiting;
      });
      await Promise.resolve();
      expect(openers.openingOf(prompt, AGAIN)).toEqual({ dialog, opened: 8 });
      release();
      await call;
      expect(openers.openingOf(later, FIRST)).toBeNull();
      // Its claim stays through later renders, after the call ended too.
      expect(openers.openingOf(prompt, AGAIN)?.opened).toBe(8);
    },
  );

  it("calls one inside another: the latest running claims; the outer one again once the inner ended", async () => {
    Reflect.set(globalThis, "TOY", { Settings: ToySettings });
    const dialog = dialogOf({
      target: "TOY.Settings.prototype.throwDialog",
      opening: (self) => (self instanceof ToySettings ? self.difficulty : null),
    });
    const openers = systemOpeners([dialog]);
    installSystemWraps(openers.wraps);
    const seen: unknown[] = [];
    await new ToySettings(8).throwDialog(async () => {
      await new ToySettings(10).throwDialog(async () => void seen.push(openers.openingOf({}, FIRST)?.opened));
      seen.push(openers.openingOf({}, FIRST)?.opened);
    });
    expect(seen).toEqual([10, 8]);
  });

  it("an opening that throws (the seam logs it) claims nothing and takes no other call's place", async () => {
    Reflect.set(globalThis, "TOY", { Settings: ToySettings });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const dialog = dialogOf({
      target: "TOY.Settings.prototype.throwDialog",
      opening: (self) => {
        if (self instanceof ToySettings && self.difficulty < 0) throw new Error("no such settings");
        return self instanceof ToySettings ? self.difficulty : null;
      },
    });
    const openers = systemOpeners([dialog]);
    installSystemWraps(openers.wraps);
    const seen: unknown[] = [];
    await new ToySettings(8).throwDialog(async () => {
      await new ToySettings(-1).throwDialog(async () => void seen.push(openers.openingOf({}, FIRST)?.opened));
      seen.push(openers.openingOf({}, FIRST)?.opened);
    });
    // The inner call read nothing: the outer one's 8 both times, and it still held once the inner one ended.
    expect(seen).toEqual([8, 8]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe("a dialog found by the hook that opens it", () => {
  it("claims the next application first rendered, once, with the hook's arguments", () => {
    const dialog = dialogOf({ hook: "toy.preRoll", opening: (_self, [flow]) => flow });
    const openers = systemOpeners([dialog, { renderHook: "renderToyDialog", read: () => null, place: () => null }]);
    expect(openers.wraps).toEqual([]);
    expect(openers.hooks.map((hook) => hook.hook)).toEqual(["toy.preRoll"]);
    const prompt = {};
    expect(openers.openingOf(prompt, FIRST)).toBeNull();
    openers.hooks[0]?.heard("attack");
    expect(openers.openingOf(prompt, FIRST)).toEqual({ dialog, opened: "attack" });
    expect(openers.openingOf({}, FIRST)).toBeNull();
    expect(openers.openingOf(prompt, AGAIN)?.opened).toBe("attack");
  });
});

describe("a module's dialog found by its system's hook, drawn as any other", () => {
  /** A toy system's prompt holding nothing of the roll: the hook before it carries the bonus and the DC. */
  class ToyPrompt extends ApplicationV2 {
    override async _renderHTML(): Promise<HTMLElement> {
      const form = document.createElement("form");
      form.innerHTML = `<p>Roll?</p><footer><button type="submit" data-action="roll">Roll</button></footer>`;
      return form;
    }
    override _replaceHTML(result: unknown, content: HTMLElement): void {
      if (result instanceof HTMLElement) content.replaceChildren(result);
    }
  }

  let foundry: FoundryDoubleHandle | null = null;
  afterEach(() => {
    foundry?.uninstall();
    foundry = null;
  });

  it(
    "the hook's bonus 2 and DC 15 reach the prompt first rendered after it: " +
      "1d20 + 2 ≥ 15 is 8/20; a prompt before the hook draws nothing",
    async () => {
      foundry = installFoundryDouble();
      Object.assign(must(game.system), { id: "toyhook" });
      Hooks.once("indie-dice.registerSystems", (registry: SystemRegistry) => {
        const { formulaChance, formulaDistribution } = registry.kit.systems;
        registry.register({
          apiVersion: SYSTEM_API_VERSION,
          id: "toyhook",
          dialogs: [
            {
              openedBy: { hook: "toyhook.preRoll", opening: (_self, [roll]) => roll },
              read(_app, _element, opened) {
                const bonus = Number(Reflect.get(Object(opened), "bonus"));
                const dc = Number(Reflect.get(Object(opened), "dc"));
                const odds = () => ({
                  target: dc,
                  totals: [],
                  choices: [
                    {
                      id: "roll",
                      outcomes: [
                        {
                          key: "success",
                          probability: formulaChance(formulaDistribution(`1d20 + ${bonus}`), dc, "atLeast"),
                          fromTarget: true,
                        },
                      ],
                    },
                  ],
                });
                return {
                  odds,
                  labels: {
                    choices: { roll: "Roll" },
                    outcomes: { success: "Success" },
                    target: "Against DC {target}",
                  },
                  targetVisible: true,
                };
              },
              place(_app, element) {
                const button = element.querySelector<HTMLElement>('[data-action="roll"]');
                const footer = element.querySelector<HTMLElement>("footer");
                return button && footer ? { panelBefore: footer, choices: new Map([["roll", button]]) } : null;
              },
            },
          ],
        });
      });
      listenAll();
      foundry.runLifecycle();
      const before = new ToyPrompt({ id: "toy-before" });
      await before.render({ force: true });
      // A hook a system names, which fvtt-types cannot know.
      Reflect.apply(Hooks.callAll, Hooks, ["toyhook.preRoll", { bonus: 2, dc: 15 }]);
      const prompt = new ToyPrompt({ id: "toy-prompt" });
      await prompt.render({ force: true });
      await settle();
      expect(before.element.querySelector(".indie-dice-system-chip")).toBeNull();
      const chip = must(prompt.element.querySelector<HTMLElement>('[data-action="roll"] .indie-dice-system-chip'));
      expect(Number(chip.dataset.probability)).toBeCloseTo(8 / 20, 14);
      // Drawn again on a later render, with what the hook carried.
      await prompt.render();
      await settle();
      expect(prompt.element.querySelectorAll(".indie-dice-system-chip")).toHaveLength(1);
      await before.close();
      await prompt.close();
    },
  );
});
