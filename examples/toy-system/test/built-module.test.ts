// @vitest-environment happy-dom
/**
 * The example adapter as a system's developers publish it, run as Foundry runs it: Indie Dice built (`vite build`)
 * and this module built (build.ts), both under one `modules/` folder; the Foundry double stands for Foundry in a
 * world of the made-up system "toy": its page imports each module's `esmodules`, then calls init, i18nInit, setup
 * and ready. Nothing here imports Indie Dice's source or this module's: what runs is the two built scripts, and the
 * adapter registers through the public hook `indie-dice.registerSystems`.
 *
 * The system itself is this test's: its roll dialog, `ToyRollDialog` below, an ApplicationV2 with a bonus, a DC and
 * one Roll button. Indie Dice built and its Foundry double come packed in the package indie-dice-types (its double/
 * and module/, test/indie-dice-kit.ts): no clone of Indie Dice is needed. This module's id and script are its
 * manifest's (build.ts `manifest`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildExample, manifest } from "../build";
import { indieDiceTypes } from "./indie-dice-kit";

const HERE = dirname(fileURLToPath(import.meta.url));
/** Where the test's page keeps its copy of the two built modules. */
const PAGES = join(HERE, "../dist/test-pages");
const GM = "gmUser0000000000";
const PLAYER = "playerOne0000000";

/** What this test asks of Indie Dice's Foundry double (indie-dice-types/double/index.mjs). */
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

/** The double's installer, as indie-dice-types packs it. */
async function loadDouble(types: string): Promise<(options: object) => FoundryDouble> {
  const double = (await import(/* @vite-ignore */ join(types, "double/index.mjs"))) as {
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
  const types = indieDiceTypes();
  const installFoundryDouble = await loadDouble(types);
  const { id, script } = manifest();
  mkdirSync(PAGES, { recursive: true });
  modules = mkdtempSync(join(PAGES, "modules-"));
  // Both modules under one modules/ folder, as Foundry installs them: Indie Dice as packed, this one built here.
  const indieDice = join(modules, "indie-dice");
  cpSync(join(types, "module"), indieDice, { recursive: true });
  await buildExample(join(modules, id));
  foundry = installFoundryDouble({
    users: [
      { id: GM, name: "Gamemaster", isGM: true, active: true },
      { id: PLAYER, name: "Ann" },
    ],
    clients: [GM, PLAYER],
    // Indie Dice's templates and words as Foundry serves them, from its installed folder.
    repoRoot: indieDice,
    langFile: join(indieDice, "lang", "en.json"),
    translations: JSON.parse(readFileSync(join(modules, id, "lang", "en.json"), "utf8")) as object,
    modules: [{ id: "indie-dice" }, { id }],
  });
  // A world of the toy system: the double's neutral system, by the toy's id.
  Object.assign(game.system!, { id: "toy" });
  for (const path of [join(indieDice, "scripts/indie-dice.mjs"), join(modules, id, script)])
    await import(/* @vite-ignore */ path);
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
