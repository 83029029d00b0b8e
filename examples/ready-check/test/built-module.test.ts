// @vitest-environment happy-dom
/**
 * The example card kind as a third party publishes it, run as Foundry runs it: Indie Dice built (`vite build`, its
 * module's scripts) and this module built (build.ts), both under one `modules/` folder as Foundry serves them; the
 * Foundry double stands for Foundry: its page imports each module's `esmodules`, then calls init, i18nInit, setup
 * and ready, serves each module's templates from its folder and merges its language file. Nothing here imports
 * Indie Dice's or this module's source: what runs is the two built scripts, and the kind registers through the
 * public hook.
 *
 * From a clone of Indie Dice (INDIE_DICE, by default the repository this folder sits in; README "Build it from a
 * copy") it takes foundry-double/, vite.config.ts and src/, templates/ and lang/.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { buildExample } from "../build";
import { INDIE_DICE } from "./indie-dice-clone";

const HERE = dirname(fileURLToPath(import.meta.url));
/** Where the test's page keeps its copy of the two built modules. */
const PAGES = join(HERE, "../dist/test-pages");
const MODULE = "indie-dice-ready-check";
const GM = "gmUser0000000000";
const ANN = "playerOne0000000";
const BRUNHILD = "Actor.heroActor0000001";
const FAFNIR = "Actor.villainActor0001";

/** What this test asks of Indie Dice's Foundry double (its foundry-double/install.ts), loaded from the clone. */
interface FoundryDouble {
  runLifecycle(): void;
  withClient<T>(userId: string, fn: () => T): T;
  readonly messages: readonly ChatMessage.Implementation[];
  renderMessage(message: unknown): Promise<HTMLElement | string>;
  /** The deprecated v14 members read (FOUNDRY_GENERATION=14). */
  readonly deprecations: readonly string[];
  uninstall(): void;
}

/** The stored state the test reads back (`flags["indie-dice"].readyCheck`). */
interface StoredCheck {
  readonly ready: readonly string[];
}

let modules = "";
let foundry: FoundryDouble;

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

async function settle(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** `api.readyChecks`, as a macro reads it: typed by this module's merge into Indie Dice's API (src/types.ts). */
const readyChecks = () => game.modules.get("indie-dice")!.api!.readyChecks;
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";

/** The card as this user's client draws it. */
async function drawnAs(userId: string, cardId: string): Promise<HTMLElement> {
  return foundry.withClient(userId, async () => {
    const html = (await foundry.renderMessage(game.messages!.get(cardId))) as HTMLElement;
    await settle();
    // Every string the card shows is found: no key shows as it is.
    expect(html.outerHTML).not.toContain("INDIE_DICE.");
    return html;
  });
}

/** Each row as its viewer reads it: the name, the status, and the button when there is one (on or off, and why). */
function rowsOf(html: HTMLElement): string[] {
  return [...html.querySelectorAll(".ready-check-row")].map((row) => {
    const button = row.querySelector("button");
    const pressable = button ? ` [${text(button)}${button.disabled ? `: off, ${button.dataset.tooltip}` : ""}]` : "";
    return (
      `${text(row.querySelector(".ready-check-name"))}: ` +
      `${text(row.querySelector(".ready-check-status"))}${pressable}`
    );
  });
}

const stateOf = (cardId: string) =>
  foundry.messages.find((message) => message.id === cardId)!.flags["indie-dice"]!.readyCheck as StoredCheck;

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
  await buildExample(join(modules, MODULE));
  foundry = installFoundryDouble({
    users: [
      { id: GM, name: "Gamemaster", isGM: true, active: true },
      { id: ANN, name: "Ann" },
    ],
    clients: [GM, ANN],
    actors: [
      { _id: "heroActor0000001", name: "Brunhild", ownership: { default: 0, [ANN]: 3 } },
      { _id: "villainActor0001", name: "Fafnir", ownership: { default: 0 } },
    ],
    langFile: join(INDIE_DICE, "lang", "en.json"),
    translations: JSON.parse(readFileSync(join(modules, MODULE, "lang", "en.json"), "utf8")) as object,
    // As Foundry serves an installed module: its files under modules/<id>/, here the built copy.
    modules: [{ id: "indie-dice" }, { id: MODULE, folder: join(modules, MODULE) }],
  });
  for (const script of ["indie-dice/scripts/indie-dice.mjs", `${MODULE}/scripts/ready-check.mjs`])
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

describe("the example card kind Ready Check, built, loaded beside the built Indie Dice", () => {
  it("registered through the hook with no rule set: its API member and its query, there from init", () => {
    expect(Object.keys(readyChecks()).sort()).toEqual(["mark", "start"]);
    expect(foundry.withClient(GM, () => Object.keys(CONFIG.queries))).toContain("indie-dice.markReady");
  });

  it(
    "a player sees the card the GM posts: " + "each actor's row, a button only for the actor they own, and the count",
    async () => {
      const card = await foundry.withClient(GM, () => readyChecks().start([BRUNHILD, FAFNIR]));
      const html = await drawnAs(ANN, card.id!);
      expect(text(html.querySelector(".ready-check-title"))).toBe("Ready check");
      expect(rowsOf(html)).toEqual([
        "Brunhild: Not yet [I'm ready]",
        "Fafnir: Not yet [I'm ready: off, Only this actor's owners or a GM may mark it ready.]",
      ]);
      expect(text(html.querySelector(".ready-check-count"))).toBe("0 of 2 ready");
      // The GM may mark either.
      expect(rowsOf(await drawnAs(GM, card.id!))).toEqual([
        "Brunhild: Not yet [I'm ready]",
        "Fafnir: Not yet [I'm ready]",
      ]);
    },
  );

  it("the player's press is recorded by the GM's client, and every client draws the actor ready", async () => {
    const card = await foundry.withClient(GM, () => readyChecks().start([BRUNHILD, FAFNIR]));
    const html = await drawnAs(ANN, card.id!);
    await foundry.withClient(ANN, async () =>
      html.querySelector<HTMLButtonElement>(`button[data-actor-uuid="${BRUNHILD}"]`)!.click(),
    );
    await settle(40);
    expect(stateOf(card.id!).ready).toEqual([BRUNHILD]);
    const again = await drawnAs(ANN, card.id!);
    expect(rowsOf(again)).toEqual([
      "Brunhild: Ready",
      "Fafnir: Not yet [I'm ready: off, Only this actor's owners or a GM may mark it ready.]",
    ]);
    expect(text(again.querySelector(".ready-check-count"))).toBe("1 of 2 ready");
  });

  it(
    "a player's forged mark for an actor they do not own is refused by the GM's client, " +
      "and the card does not change",
    async () => {
      const card = await foundry.withClient(GM, () => readyChecks().start([BRUNHILD, FAFNIR]));
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      // From the browser's console: a message flagged as a mark for Fafnir, and the query asking the GM to record it.
      const forged = await foundry.withClient(ANN, () =>
        ChatMessage.implementation.create({
          content: "Fafnir",
          flags: { "indie-dice": { readyCheckMark: { cardId: card.id, actorUuid: FAFNIR } } },
        }),
      );
      await settle(40);
      const answer = await foundry.withClient(ANN, () =>
        game.users!.activeGM!.query("indie-dice.markReady", { cardId: card.id, messageId: forged!.id }),
      );
      expect(answer).toMatchObject({ ok: false, key: "INDIE_DICE.ReadyCheck.Error.NotOwner" });
      expect(stateOf(card.id!).ready).toEqual([]);
      expect(rowsOf(await drawnAs(ANN, card.id!))[1]).toBe(
        "Fafnir: Not yet [I'm ready: off, Only this actor's owners or a GM may mark it ready.]",
      );
      // The same press through the API, past the button's courtesy, is refused alike.
      const pressed = await foundry.withClient(ANN, () => readyChecks().mark(card.id!, FAFNIR));
      expect(pressed).toMatchObject({ ok: false, key: "INDIE_DICE.ReadyCheck.Error.NotOwner" });
      expect(stateOf(card.id!).ready).toEqual([]);
      // The GM's client refused each mark twice: the message it heard of, then the query asking for it.
      expect(warn.mock.calls.map(([line]) => String(line))).toEqual(
        Array(4).fill("Indie Dice | readyCheck request refused: Only this actor's owners or a GM may mark it ready."),
      );
      warn.mockRestore();
    },
  );

  it("once the GM marks the last actor, everyone reads that all are ready", async () => {
    const card = await foundry.withClient(GM, () => readyChecks().start([BRUNHILD, FAFNIR]));
    await foundry.withClient(ANN, () => readyChecks().mark(card.id!, BRUNHILD));
    await foundry.withClient(GM, () => readyChecks().mark(card.id!, FAFNIR));
    await settle(40);
    const html = await drawnAs(ANN, card.id!);
    expect(rowsOf(html)).toEqual(["Brunhild: Ready", "Fafnir: Ready"]);
    expect(text(html.querySelector(".ready-check-count"))).toBe("Everyone is ready.");
  });
});
