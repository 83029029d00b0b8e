// @vitest-environment happy-dom
/**
 * A game system's adapter, built in or from a module of its own (docs/systems.md "The hook"): in `init`, after the
 * rule sets, Indie Dice registers its built-in adapters on the registry of version 1 (with the rule sets' kit), then
 * calls `indie-dice.registerSystems` with it; through the same checks for both,
 * the registry refuses an adapter written for another version, an id registered already and one registered after the
 * hook, each with its localized console error, and one it takes is listened to in a world of its system — the worked
 * toy of the docs: a made-up system's roll dialog, `1d20 + bonus` against a DC, its figure drawn on its Roll button by
 * the kit's engine, worked out by hand here.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFoundryDouble, type FoundryDoubleHandle } from "../../../foundry-double";
import { listenAll } from "../../../src/root";
import { SYSTEM_API_VERSION, type SystemRegistry } from "../../../src/foundry/systems/system-package";
import type { SystemAdapter } from "../../../src/foundry/systems/system-adapter";
import { builtInSystem, systemAdapterOf } from "../../../src/foundry/systems/system-registry";
import { dnd5eSystem } from "../../../src/systems/dnd5e/foundry";
import { settle } from "../support/dialog-harness";
import { ApplicationV2 } from "../../../foundry-double/applications/index";
import { must } from "../../kit";

let foundry: FoundryDoubleHandle | null = null;
let toys = 0;

/** The built-in dnd5e adapter's dialogs, by their render hooks: a toy of that id, or a second one, has others. */
const DND5E_HOOKS = ["renderD20RollConfigurationDialog", "renderDamageRollConfigurationDialog"];
const builtInHooks = () => systemAdapterOf("dnd5e")?.dialogs.map(({ renderHook }) => renderHook);

afterEach(() => {
  foundry?.uninstall();
  foundry = null;
});

/** The toy system's roll dialog: a bonus field, a DC, a Roll button (an ApplicationV2, as a system's is). */
class ToyRollDialog extends ApplicationV2 {
  bonus = 2;
  dc = 15;
  override async _renderHTML(): Promise<HTMLElement> {
    const form = document.createElement("form");
    form.innerHTML =
      `<input name="bonus" value="${this.bonus}"><footer><button type="submit" ` +
      `data-action="roll">Roll</button></footer>`;
    return form;
  }
  override _replaceHTML(result: unknown, content: HTMLElement): void {
    if (result instanceof HTMLElement) content.replaceChildren(result);
  }
}

/** A window of the toy's drawn by a subclass, with a Pick button instead of Roll (its render hooks: both classes'). */
class ToyPickDialog extends ToyRollDialog {
  override async _renderHTML(): Promise<HTMLElement> {
    const form = document.createElement("form");
    form.innerHTML = '<footer><button type="button" data-action="pick">Pick</button></footer>';
    return form;
  }
}

/** The worked toy: the adapter a module writes for that system, with the kit's engine for its figure. */
function toyAdapter(id: string, registry: SystemRegistry): SystemAdapter {
  const { formulaChance, formulaDistribution } = registry.kit.systems;
  return {
    apiVersion: SYSTEM_API_VERSION,
    id,
    dialogs: [
      {
        renderHook: "renderToyRollDialog",
        read(app) {
          const { bonus, dc } = app as { bonus: number; dc: number };
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
            labels: { choices: { roll: "Roll" }, outcomes: { success: "Success" }, target: "Against DC {target}" },
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
  };
}

/** Indie Dice loaded as Foundry loads it in a world of a toy system of its own id, a module's listener on the hook. */
function startWith(listener: (registry: SystemRegistry, id: string) => readonly boolean[]): {
  registry: SystemRegistry | null;
  id: string;
  results: readonly boolean[];
  errors: string[];
} {
  foundry = installFoundryDouble();
  const id = `toy${++toys}`;
  Object.assign(must(game.system), { id });
  const seen: { registry: SystemRegistry | null; results: readonly boolean[] } = { registry: null, results: [] };
  Hooks.once("indie-dice.registerSystems", (registry) =>
    Object.assign(seen, { registry, results: listener(registry, id) }),
  );
  const errors: string[] = [];
  const spy = vi.spyOn(console, "error").mockImplementation((message: unknown) => void errors.push(String(message)));
  listenAll();
  foundry.runLifecycle();
  spy.mockRestore();
  return { ...seen, id, errors };
}

describe("the hook indie-dice.registerSystems", () => {
  it("takes a module's adapter, whose dialog then shows its figure: 1d20 + 2 against DC 15 is 8/20", async () => {
    const { registry, results, errors } = startWith((registry, id) => [registry.register(toyAdapter(id, registry))]);
    expect(registry?.apiVersion).toBe(1);
    expect(results).toEqual([true]);
    expect(errors).toEqual([]);
    const app = new ToyRollDialog({ id: "toy-roll" });
    await app.render({ force: true });
    await settle();
    const chip = must(app.element.querySelector<HTMLElement>('[data-action="roll"] .indie-dice-system-chip'));
    expect(Number(chip.dataset.probability)).toBeCloseTo(8 / 20, 14);
    expect(chip.textContent).toBe("40.0%");
    expect(app.element.querySelector(".indie-dice-system-odds")?.textContent).toContain("Against DC 15");
    await app.close();
  });

  it("two dialogs on one render hook: the one whose places the window holds draws, the other erases none", async () => {
    const { results } = startWith((registry, id) => {
      const toy = toyAdapter(id, registry);
      const roll = must(toy.dialogs[0]);
      // A die picker drawn by a subclass (its render calls renderToyRollDialog too), its own button: listed first, so
      // the roll dialog's reading of the same render, which finds no Roll button, comes after it.
      const pick = {
        ...roll,
        place: (_app: unknown, element: HTMLElement) => {
          const button = element.querySelector<HTMLElement>('[data-action="pick"]');
          const footer = element.querySelector<HTMLElement>("footer");
          return button && footer ? { panelBefore: footer, choices: new Map([["roll", button]]) } : null;
        },
      };
      return [registry.register({ ...toy, dialogs: [pick, roll] })];
    });
    expect(results).toEqual([true]);
    const picker = new ToyPickDialog({ id: "toy-pick" });
    await picker.render({ force: true });
    await settle();
    expect(picker.element.querySelector('[data-action="pick"] .indie-dice-system-chip')?.textContent).toBe("40.0%");
    const roller = new ToyRollDialog({ id: "toy-roll" });
    await roller.render({ force: true });
    await settle();
    expect(roller.element.querySelector('[data-action="roll"] .indie-dice-system-chip')?.textContent).toBe("40.0%");
    await Promise.all([picker.close(), roller.close()]);
  });

  it("refuses another version, an id taken and a registration after the hook, each with its localized error", () => {
    const { registry, results, errors } = startWith((registry, id) => [
      registry.register({ ...toyAdapter(id, registry), apiVersion: 2 }),
      registry.register(toyAdapter(id, registry)),
      registry.register(toyAdapter(id, registry)),
      registry.register(toyAdapter("dnd5e", registry)),
    ]);
    expect(results).toEqual([false, true, false, false]);
    expect(errors).toEqual([
      expect.stringContaining(
        "it is written for version 2 of Indie Dice's system interface, and this Indie Dice takes version 1",
      ),
      expect.stringContaining("an adapter for that system is registered already"),
      "Indie Dice | The game system adapter dnd5e was not added: an adapter for that system is registered already.",
    ]);
    const late = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(must(registry).register(toyAdapter("late", must(registry)))).toBe(false);
    expect(late).toHaveBeenCalledWith(
      "Indie Dice | The game system adapter late was not added: " +
        "adapters are registered only while the hook indie-dice.registerSystems runs, in init.",
    );
    late.mockRestore();
  });

  it("refuses what is no adapter (null, a number) with the version's localized error, and goes on", () => {
    const { results, errors } = startWith((registry, id) => [
      registry.register(JSON.parse("null")),
      registry.register(JSON.parse("7")),
      registry.register(toyAdapter(id, registry)),
    ]);
    expect(results).toEqual([false, false, true]);
    expect(errors).toEqual([
      expect.stringContaining("it is written for version undefined of Indie Dice's system interface"),
      expect.stringContaining("it is written for version undefined of Indie Dice's system interface"),
    ]);
  });

  it(
    "registers the built-in adapters on the same registry first: " +
      "a module's listener that ran before Indie Dice's own is refused dnd5e, which stays the built-in",
    () => {
      const { results, errors } = startWith((registry) => [registry.register(toyAdapter("dnd5e", registry))]);
      expect(results).toEqual([false]);
      expect(errors).toEqual([
        "Indie Dice | The game system adapter dnd5e was not added: an adapter for that system is registered already.",
      ]);
      expect(builtInHooks()).toEqual(DND5E_HOOKS);
    },
  );

  it(
    "passes a built-in adapter through the same checks: " +
      "one of another version and a second of an id taken are refused by name, the first kept",
    () => {
      // The built-ins are the process's (the setup's import of src/systems/foundry.ts): the two added here go again.
      const added = [
        builtInSystem((kit) => ({ ...dnd5eSystem(kit), id: "toy-built-in", apiVersion: 2 })),
        // A second dnd5e without dialogs: the one kept must be the first, with its own.
        builtInSystem((kit) => ({ ...dnd5eSystem(kit), dialogs: [] })),
      ];
      try {
        const { errors } = startWith(() => []);
        expect(errors).toEqual([
          "Indie Dice | The game system adapter toy-built-in was not added: " +
            "it is written for version 2 of Indie Dice's system interface, " +
            "and this Indie Dice takes version 1. Update the module that adds it.",
          "Indie Dice | The game system adapter dnd5e was not added: an adapter for that system is registered already.",
        ]);
        expect(systemAdapterOf("toy-built-in")).toBeNull();
        expect(builtInHooks()).toEqual(DND5E_HOOKS);
      } finally {
        for (const takeOut of added) takeOut();
      }
    },
  );

  it("builds a built-in adapter written on the kit alone with the registry's own kit, as a module's is", () => {
    let handed: unknown = null;
    const takeOut = builtInSystem((kit) => {
      handed = kit;
      return { ...dnd5eSystem(kit), id: "kit-built-in" };
    });
    try {
      const { registry } = startWith(() => []);
      expect(handed).not.toBeNull();
      expect(handed).toBe(registry?.kit);
      expect(systemAdapterOf("kit-built-in")?.id).toBe("kit-built-in");
    } finally {
      takeOut();
    }
  });
});
