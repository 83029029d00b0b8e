// @vitest-environment happy-dom
/**
 * The example adapter as a system's developers publish it, run as Foundry runs it: Indie Dice built (`vite build`)
 * and this module built (build.ts), both under one `modules/` folder; the Foundry double stands for Foundry in a
 * world of the made-up system "toy": its page imports each module's `esmodules`, then calls init, i18nInit, setup
 * and ready. Nothing here imports Indie Dice's source or this module's: what runs is the two built scripts, and the
 * adapter registers through the public hook `indie-dice.registerSystems`.
 *
 * The system itself is this test's: its roll dialog, `ToyRollDialog` below, an ApplicationV2 with a bonus, a DC and
 * one Roll button. From a clone of Indie Dice (INDIE_DICE, by default the repository this folder sits in; README
 * "Build it from a copy") it takes foundry-double/, vite.config.ts and src/, templates/ and lang/.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { buildExample } from "../build";
import { INDIE_DICE } from "./indie-dice-clone";

const HERE = dirname(fileURLToPath(import.meta.url));
/** Where the test's page keeps its copy of the two built modules. */
const PAGES = join(HERE, "../dist/test-pages");
const GM = "gmUser0000000000";
const PLAYER = "playerOne0000000";

/** What this test asks of Indie Dice's Foundry double (its foundry-double/install.ts), loaded from the clone. */
interface FoundryDouble {
  runLifecycle(): void;
  withClient<T>(userId: string, fn: () => T): T;
  /** The deprecated v14 members read (FOUNDRY_GENERATION=14). */
  readonly deprecations: readonly string[];
  uninstall(): void;
}

/** The toy system's roll dialog as the test builds it on the double's ApplicationV2. */
interface ToyRollDialog {
  bonus: number;
  dc: number;
  dcIsPublic: boolean;
  readonly element: HTMLElement;
  render(options: { force: boolean }): Promise<unknown>;
  close(): Promise<unknown>;
}

/** The double's ApplicationV2, as far as the toy's dialog builds on it. */
type ApplicationV2Class = new (options: object) => {
  readonly element: HTMLElement;
  render(options: { force: boolean }): Promise<unknown>;
  close(): Promise<unknown>;
};

let modules = "";
let foundry: FoundryDouble;

/** The toy system's roll dialog: `1d20 + bonus` against a DC, one Roll button in its footer. */
function toyRollDialog(roll: { bonus: number; dc: number; dcIsPublic: boolean }): ToyRollDialog {
  const Base = applicationsApi().ApplicationV2;
  class ToyRollDialog extends Base {
    bonus = roll.bonus;
    dc = roll.dc;
    dcIsPublic = roll.dcIsPublic;
    async _renderHTML(): Promise<HTMLElement> {
      const form = document.createElement("form");
      const bonus = Object.assign(document.createElement("input"), { name: "bonus", value: String(this.bonus) });
      const footer = document.createElement("footer");
      footer.append(Object.assign(document.createElement("button"), { type: "submit", textContent: "Roll" }));
      footer.querySelector("button")?.setAttribute("data-action", "roll");
      form.append(bonus, footer);
      return form;
    }
    _replaceHTML(result: unknown, content: HTMLElement): void {
      if (result instanceof HTMLElement) content.replaceChildren(result);
    }
  }
  return new ToyRollDialog({ id: "toy-roll" });
}

/** The double's `foundry.applications.api`, read as the toy system's code reads it. */
function applicationsApi(): { ApplicationV2: ApplicationV2Class } {
  return (globalThis as unknown as { foundry: { applications: { api: { ApplicationV2: ApplicationV2Class } } } })
    .foundry.applications.api;
}

/** The double's installer, from the clone (its foundry-double/index.ts). */
async function loadDouble(): Promise<(options: object) => FoundryDouble> {
  const index = join(INDIE_DICE, "foundry-double/index.ts");
  if (!existsSync(index))
    throw new Error(
      `No Foundry double at ${index}: set INDIE_DICE to a clone of Indie Dice (README "Build it from a copy")`,
    );
  const double = (await import(/* @vite-ignore */ index)) as {
    installFoundryDouble: (options: object) => FoundryDouble;
  };
  return double.installFoundryDouble;
}

/** Indie Dice's window settle: the render hooks' figures are drawn once the render's promises have run. */
async function settle(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The dialog opened as the given user sees it on their client. */
async function opened(
  userId: string,
  roll: { bonus: number; dc: number; dcIsPublic: boolean },
): Promise<ToyRollDialog> {
  return foundry.withClient(userId, async () => {
    const app = toyRollDialog(roll);
    await app.render({ force: true });
    await settle();
    return app;
  });
}

const chipOf = (app: ToyRollDialog) =>
  app.element.querySelector<HTMLElement>('[data-action="roll"] .indie-dice-system-chip');
const panelText = (app: ToyRollDialog) =>
  app.element.querySelector(".indie-dice-system-odds")?.textContent?.replace(/\s+/g, " ").trim() ?? "";

beforeAll(async () => {
  const installFoundryDouble = await loadDouble();
  mkdirSync(PAGES, { recursive: true });
  modules = mkdtempSync(join(PAGES, "modules-"));
  await build({
    configFile: join(INDIE_DICE, "vite.config.ts"),
    root: INDIE_DICE,
    logLevel: "warn",
    build: { outDir: join(modules, "indie-dice"), sourcemap: false },
  });
  await buildExample(join(modules, "indie-dice-toy-system"));
  foundry = installFoundryDouble({
    users: [
      { id: GM, name: "Gamemaster", isGM: true, active: true },
      { id: PLAYER, name: "Ann" },
    ],
    clients: [GM, PLAYER],
    langFile: join(INDIE_DICE, "lang", "en.json"),
    translations: JSON.parse(readFileSync(join(modules, "indie-dice-toy-system", "lang", "en.json"), "utf8")) as object,
    modules: [{ id: "indie-dice" }, { id: "indie-dice-toy-system" }],
  });
  // A world of the toy system: the double's neutral system, by the toy's id.
  Object.assign(game.system!, { id: "toy" });
  for (const script of ["indie-dice/scripts/indie-dice.mjs", "indie-dice-toy-system/scripts/toy-system.mjs"])
    await import(/* @vite-ignore */ join(modules, script));
  foundry.runLifecycle();
}, 120_000);

afterAll(() => {
  // On the v14 profile (FOUNDRY_GENERATION=14) neither built script may read a member v14 deprecates.
  const deprecated = foundry?.deprecations ?? [];
  foundry?.uninstall();
  rmSync(modules, { recursive: true, force: true });
  expect(deprecated, "deprecated v14 members read by the built scripts").toEqual([]);
});

describe("the example adapter Toy System, built, loaded beside the built Indie Dice", () => {
  it(
    "registered through the hook: " + "the Roll button reads 40.0% with bonus 2 against DC 15, the panel its DC",
    async () => {
      const app = await opened(GM, { bonus: 2, dc: 15, dcIsPublic: false });
      // By hand: 1d20 + 2 meets 15 on a 13 or more, 8 faces of 20.
      const chip = chipOf(app);
      expect(Number(chip?.dataset.probability)).toBeCloseTo(8 / 20, 14);
      expect(chip?.textContent).toBe("40.0%");
      expect(panelText(app)).toContain("Against DC 15");
      await app.close();
    },
  );

  it("a player sees the figure when the DC is public, and nothing drawn from it when it is not", async () => {
    const shown = await opened(PLAYER, { bonus: 2, dc: 15, dcIsPublic: true });
    expect(chipOf(shown)?.textContent).toBe("40.0%");
    expect(panelText(shown)).toContain("Against DC 15");
    await foundry.withClient(PLAYER, () => shown.close());
    const hidden = await opened(PLAYER, { bonus: 2, dc: 15, dcIsPublic: false });
    expect(chipOf(hidden)).toBeNull();
    // Neither the DC nor the chance worked out from it, in any form: 15, 40.0%, 8 of 20.
    expect(hidden.element.textContent).not.toMatch(/15|40|\b8\b/);
    await foundry.withClient(PLAYER, () => hidden.close());
  });
});
