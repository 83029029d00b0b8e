// @vitest-environment happy-dom
/**
 * A roll panel that is no Foundry application (docs/systems.md "Panels that are no application"): a toy system draws a
 * panel of its own on the page — no render hook fires — after its hook `toy.preRoll`, and changes its state on a
 * click (its listener delegated on the body, as Svelte's are: it runs after any listener on the panel) or from a hook
 * of its own. The figures are found by the hook that opens the panel and follow its live state: 1d20 + bonus against
 * 11, worked out by hand (+0: 10/20; +3: 13/20; +5: 15/20).
 */
import { afterEach, describe, expect, it } from "vitest";
import { installFoundryDouble, type FoundryDoubleHandle } from "../../../foundry-double";
import { listenAll } from "../../../src/root";
import { SYSTEM_API_VERSION } from "../../../src/foundry/systems/system-package";
import type { SystemAdapter, SystemDialogReading } from "../../../src/foundry/systems/system-adapter";
import { settle } from "../support/dialog-harness";
import { must } from "../../kit";

let foundry: FoundryDoubleHandle | null = null;
let toys = 0;
let reads = 0;

afterEach(async () => {
  // The panel leaves the page first: its follower lets go of it while Foundry is still there.
  document.body.replaceChildren();
  await settle();
  foundry?.uninstall();
  foundry = null;
});

/** The toy system's roll: its state, which its panel shows and its clicks change. */
interface ToyRoll {
  readonly kind: "check";
  bonus: number;
}

/** The toy's panel: drawn on the body, its +1 button changing the state from a listener on the body. */
function drawToyPanel(roll: ToyRoll): HTMLElement {
  const panel = document.createElement("div");
  panel.id = "toy-panel";
  panel.innerHTML =
    `<span class="total">${roll.bonus}</span><button class="plus">+1</button><footer><button ` +
    `class="roll">Roll</button></footer>`;
  document.body.append(panel);
  document.body.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.matches(".plus")) return;
    roll.bonus += 1;
    queueMicrotask(() => (must(panel.querySelector(".total")).textContent = String(roll.bonus)));
  });
  return panel;
}

function toyPanelAdapter(id: string): SystemAdapter {
  const chance = (bonus: number) => Math.min(1, Math.max(0, (21 - (11 - bonus)) / 20));
  return {
    apiVersion: SYSTEM_API_VERSION,
    id,
    dialogs: [],
    panels: [
      {
        openHooks: ["toy.preRoll"],
        closeHooks: ["toy.postRoll"],
        changeHooks: ["toy.targetsChanged"],
        open: ([roll]) =>
          typeof roll === "object" && roll !== null && Reflect.get(roll, "kind") === "check" ? roll : null,
        find: (_roll, page) => page.querySelector<HTMLElement>("#toy-panel"),
        read(roll): SystemDialogReading {
          reads += 1;
          const bonus = Number(Reflect.get(roll, "bonus"));
          const odds = () => ({
            target: 11,
            totals: [],
            choices: [{ id: "roll", outcomes: [{ key: "success", probability: chance(bonus), fromTarget: true }] }],
          });
          return {
            odds,
            labels: { choices: { roll: "Roll" }, outcomes: { success: "Success" }, target: "Against {target}" },
            targetVisible: true,
          };
        },
        place(_roll, element) {
          const footer = element.querySelector<HTMLElement>("footer");
          const button = element.querySelector<HTMLElement>(".roll");
          return footer && button ? { panelBefore: footer, choices: new Map([["roll", button]]) } : null;
        },
      },
    ],
  };
}

function startToyWorld(): void {
  foundry = installFoundryDouble();
  const id = `toypanel${++toys}`;
  Object.assign(must(game.system), { id });
  Hooks.once("indie-dice.registerSystems", (registry) => void registry.register(toyPanelAdapter(id)));
  listenAll();
  foundry.runLifecycle();
}

/** Calls a hook a system names, which fvtt-types cannot know. */
const callHook = (hook: string, ...args: unknown[]): void => void Reflect.apply(Hooks.callAll, Hooks, [hook, ...args]);

const figure = (): number | null => {
  const chip = document.querySelector<HTMLElement>("#toy-panel .roll .indie-dice-system-chip");
  return chip ? Number(chip.dataset.probability) : null;
};

describe("a roll panel found by the hook that opens it, its figures following its live state", () => {
  it(
    "is found once drawn after its open hook, and redrawn after a click has changed its state: " +
      "+0 is 10/20, +1 11/20",
    async () => {
      startToyWorld();
      const roll: ToyRoll = { kind: "check", bonus: 0 };
      callHook("toy.preRoll", roll);
      await settle();
      expect(figure()).toBeNull();
      const panel = drawToyPanel(roll);
      await settle();
      expect(figure()).toBeCloseTo(10 / 20, 14);
      expect(document.querySelectorAll(".indie-dice-system-odds")).toHaveLength(1);
      expect(panel.querySelector(".indie-dice-system-odds")?.nextElementSibling?.matches("footer")).toBe(true);
      must(panel.querySelector<HTMLElement>(".plus")).click();
      await settle();
      expect(figure()).toBeCloseTo(11 / 20, 14);
      expect(document.querySelectorAll(".indie-dice-system-odds, .indie-dice-system-chip")).toHaveLength(2);
    },
  );

  it("follows a change made with nothing in it touched: a change hook, and its content drawn again", async () => {
    startToyWorld();
    const roll: ToyRoll = { kind: "check", bonus: 0 };
    drawToyPanel(roll);
    callHook("toy.preRoll", roll);
    await settle();
    expect(figure()).toBeCloseTo(10 / 20, 14);
    roll.bonus = 3;
    callHook("toy.targetsChanged");
    await settle();
    expect(figure()).toBeCloseTo(13 / 20, 14);
    roll.bonus = 5;
    must(document.querySelector(".total")).textContent = "5";
    await settle();
    expect(figure()).toBeCloseTo(15 / 20, 14);
  });

  it("lets go of a roll when another opens the panel: the first roll's state changed draws nothing", async () => {
    startToyWorld();
    const first: ToyRoll = { kind: "check", bonus: 0 };
    const second: ToyRoll = { kind: "check", bonus: 3 };
    callHook("toy.preRoll", first);
    callHook("toy.preRoll", second);
    drawToyPanel(second);
    await settle();
    expect(figure()).toBeCloseTo(13 / 20, 14);
    first.bonus = 5;
    callHook("toy.targetsChanged");
    await settle();
    expect(figure()).toBeCloseTo(13 / 20, 14);
    expect(document.querySelectorAll(".indie-dice-system-odds")).toHaveLength(1);
  });

  it(
    "draws its own figures without asking for another draw, and stops at the close hook; " +
      "a roll it does not read opens nothing",
    async () => {
      startToyWorld();
      const roll: ToyRoll = { kind: "check", bonus: 0 };
      drawToyPanel(roll);
      callHook("toy.preRoll", { kind: "other" });
      await settle();
      expect(figure()).toBeNull();
      reads = 0;
      callHook("toy.preRoll", roll);
      await settle(20);
      expect(reads).toBe(1);
      callHook("toy.postRoll", roll, true);
      roll.bonus = 3;
      callHook("toy.targetsChanged");
      must(document.querySelector<HTMLElement>(".plus")).click();
      await settle();
      expect(reads).toBe(1);
      expect(figure()).toBeCloseTo(10 / 20, 14);
    },
  );
});
