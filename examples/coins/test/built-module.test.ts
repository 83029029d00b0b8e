// @vitest-environment happy-dom
/**
 * The example module as a third party publishes it, run as Foundry runs it: Indie Dice built (`vite build`, its
 * module's scripts) and the example built (build.ts), both under one `modules/` folder as Foundry serves them; the
 * Foundry double stands for Foundry: its page imports each module's `esmodules`, then calls init, i18nInit, setup
 * and ready, with each module's language file merged as Foundry merges them. Nothing here imports Indie Dice's or
 * the example's source: what runs is the two built scripts, and the example registers through the public hook.
 *
 * What this test takes from a clone of Indie Dice (INDIE_DICE, by default the repository this folder sits in; from a
 * copy elsewhere, README "Build it from a copy"):
 * - foundry-double/ — Foundry itself, emulated (the table's users and tokens below are its options);
 * - vite.config.ts and src/ — Indie Dice, built as `npm run build` builds it;
 * - templates/ and lang/ — Indie Dice's templates and strings, which the double reads from the clone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { buildExample } from "../build";
import { INDIE_DICE } from "./indie-dice-clone";

const HERE = dirname(fileURLToPath(import.meta.url));
/** Where the test's pages keep their copies of the two built modules. */
const PAGES = join(HERE, "../dist/test-pages");
const GM = "gmUser0000000000";
const P1 = "playerOne0000000";
const HERO = "heroToken0000001";
const VILLAIN = "villainToken0001";

/** A GM and a player, each with a token on one scene: the contest's two sides. */
const TABLE = {
  users: [
    { id: GM, name: "Gamemaster", isGM: true, active: true },
    { id: P1, name: "Ann" },
  ],
  clients: [GM, P1],
  actors: [
    { _id: "heroActor0000001", name: "Brunhild", ownership: { default: 0, [P1]: 3 } },
    { _id: "villainActor0001", name: "Fafnir", ownership: { default: 0 } },
  ],
  scenes: [
    {
      _id: "sceneMain0000001",
      name: "Hall",
      tokens: [
        { _id: HERO, name: "Brunhild", actorId: "heroActor0000001", actorLink: true },
        { _id: VILLAIN, name: "Fafnir", actorId: "villainActor0001", actorLink: false },
      ],
    },
  ],
};

/**
 * What this test asks of Indie Dice's Foundry double (its foundry-double/install.ts, `FoundryDoubleHandle`): it is
 * loaded from the clone when the test runs, so its type is not there to import.
 */
interface FoundryDouble {
  runLifecycle(): void;
  withClient<T>(userId: string, fn: () => T): T;
  /** The faces the next dice show. */
  scriptFaces(faces: number[]): void;
  /** The uniform draws the next dice take. */
  scriptUniform(values: number[]): void;
  readonly scriptedRemaining: number;
  readonly messages: readonly ChatMessage.Implementation[];
  chat(text: string): Promise<ChatMessage.Implementation | undefined>;
  renderMessage(message: unknown): Promise<HTMLElement | string>;
  /** The deprecated v14 members read (FOUNDRY_GENERATION=14). */
  readonly deprecations: readonly string[];
  uninstall(): void;
}

/** The double's installer, from the clone (its foundry-double/index.ts). */
async function loadDouble(): Promise<(options: object) => FoundryDouble> {
  const index = join(INDIE_DICE, "foundry-double/index.ts");
  if (!existsSync(index))
    throw new Error(
      `No Foundry double at ${index}: set INDIE_DICE to a clone of Indie Dice (README "Build it from a copy")`,
    );
  // By its path, as the built scripts are imported (vitest.config.ts lets Vite load the clone's files).
  const double = (await import(/* @vite-ignore */ index)) as {
    installFoundryDouble: (options: object) => FoundryDouble;
  };
  return double.installFoundryDouble;
}

/** What the contest test reads of a contest card's stored state. */
interface StoredContest {
  readonly tieBreaks: readonly unknown[];
  readonly outcome: { readonly pairings: readonly unknown[] } | null;
}

let modules = "";
let installFoundryDouble: (options: object) => FoundryDouble;
let foundry: FoundryDouble;

/** A module's language file as its module.json names it (Foundry merges every active module's into one). */
function languageOf(folder: string, lang: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(modules, folder, "lang", `${lang}.json`), "utf8")) as Record<string, unknown>;
}

/** Imports a built script by its path: one instance per file, as a browser keeps one per URL. */
const importScript = (path: string) => import(/* @vite-ignore */ path);

/**
 * The page: the double installed in this language, the two modules' scripts imported from `page`'s copy, Foundry's
 * lifecycle.
 */
async function loadPage(page: string, lang: string): Promise<void> {
  foundry = installFoundryDouble({
    ...TABLE,
    langFile: join(INDIE_DICE, "lang", `${lang}.json`),
    translations: languageOf("indie-dice-coins", lang),
    modules: [{ id: "indie-dice" }, { id: "indie-dice-coins" }],
  });
  game.i18n.lang = lang;
  for (const script of ["indie-dice/scripts/indie-dice.mjs", "indie-dice-coins/scripts/coins.mjs"]) {
    await importScript(join(page, script));
  }
  foundry.runLifecycle();
  for (const user of [GM, P1])
    foundry.withClient(user, () => void game.settings.set("indie-dice", "promptMode", "card"));
}

/** The built Indie Dice API (the module's `api`, set in init). */
function api() {
  return game.modules.get("indie-dice")!.api!;
}

async function settle(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The uniform draws that make Foundry's d2s show these faces (2 is a head). */
const coinDraws = (...faces: number[]) => faces.map((face) => 1 - (face - 0.5) / 2);

async function drawn(message: unknown): Promise<HTMLElement> {
  const html = (await foundry.renderMessage(message)) as HTMLElement;
  await settle();
  // Every string the card shows is found, Indie Dice's or the example's: no key shows as it is.
  expect(html.outerHTML).not.toContain("INDIE_DICE.");
  return html;
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";

beforeAll(async () => {
  installFoundryDouble = await loadDouble();
  // Under this folder (vitest imports files there; dist/ is the build's), a fresh folder each run.
  mkdirSync(PAGES, { recursive: true });
  modules = mkdtempSync(join(PAGES, "modules-"));
  await build({
    configFile: join(INDIE_DICE, "vite.config.ts"),
    root: INDIE_DICE,
    logLevel: "warn",
    build: { outDir: join(modules, "indie-dice"), sourcemap: false },
  });
  await buildExample(join(modules, "indie-dice-coins"));
  await loadPage(modules, "en");
}, 120_000);

afterAll(() => {
  // On the v14 profile (FOUNDRY_GENERATION=14) neither built script may read a member v14 deprecates.
  const deprecated = foundry?.deprecations ?? [];
  foundry?.uninstall();
  rmSync(modules, { recursive: true, force: true });
  expect(deprecated, "deprecated v14 members read by the built scripts").toEqual([]);
});

describe("the example module Coins, built, loaded beside the built Indie Dice", () => {
  it("registered through the hook in init: its offer setting, its Roll class in the API, its world setting", () => {
    expect(game.settings.get("indie-dice", "offerCoins")).toBe(true);
    expect(api().dice.rolls.CoinsRoll.name).toBe("CoinsRoll");
    expect(game.settings.get("indie-dice", "coinsWindfall")).toBe(true);
    expect(api().notation.OUR_MODIFIER_KEYS).toEqual(["ko", "p", "kr", "kc", "hc"]);
  });

  it("3d2hc in chat is counted by its own modifier, 2 heads of 3", async () => {
    foundry.scriptFaces([2, 1, 2]);
    const message = await foundry.chat("/r 3d2hc");
    expect(message!.rolls[0]!.total).toBe(2);
    const html = await drawn(message);
    // Its luck, by hand: P(fewer than 2 heads) + ½·P(2) = 4/8 + 3/16 = 11/16 = 68.75 %.
    expect(text(html.querySelector(".indie-dice-annotations li.luck"))).toBe("Luckier than 68.8% of such rolls");
  });

  it(
    "a roll's card reads the world setting: " +
      "a flip of all heads is a Windfall, named again when the GM turns it off",
    async () => {
      foundry.scriptUniform(coinDraws(2, 2, 2));
      const roll = await foundry.withClient(P1, () =>
        api().dialogs.open("coins", { spec: { coins: 3, target: 2 }, fastForward: true }),
      );
      expect([roll?.formula, roll?.total]).toEqual(["3d2cs>=2", 3]);
      await settle();
      const message = foundry.messages.at(-1)!;
      const before = await drawn(message);
      expect(before.querySelector(".indie-dice-card")?.getAttribute("data-rule-set")).toBe("coins");
      expect(text(before.querySelector(".indie-dice-banner"))).toBe("Windfall! Every coin shows heads: 3");
      // P(at least 2 heads of 3) = 4/8, by hand.
      expect(Number(before.querySelector(".indie-dice-odds")?.getAttribute("data-probability"))).toBe(0.5);
      await foundry.withClient(GM, () => game.settings.set("indie-dice", "coinsWindfall", false));
      expect(text((await drawn(message)).querySelector(".indie-dice-banner"))).toBe("Heads: 3");
      await foundry.withClient(GM, () => game.settings.set("indie-dice", "coinsWindfall", true));
    },
  );

  it("a contest whose equal heads are broken by its flip-off, rolled by the GM's client on the card", async () => {
    const card = await foundry.withClient(GM, () =>
      api().contests.start({
        ruleSet: "coins",
        attackers: [canvas!.tokens!.get(HERO)!.document],
        defender: canvas!.tokens!.get(VILLAIN)!.document,
        specs: { attackers: { coins: 3 }, defender: { coins: 3 } },
      }),
    );
    foundry.scriptUniform(coinDraws(2, 2, 1));
    await foundry.withClient(P1, () => api().contests.roll(card.id!, HERO, { fastForward: true }));
    await settle();
    // Two heads each, then the flip-off: heads against heads, then heads against tails — the hero wins.
    foundry.scriptUniform([...coinDraws(1, 2, 2), ...coinDraws(2, 2, 2, 1)]);
    await foundry.withClient(GM, () => api().contests.roll(card.id!, VILLAIN, { fastForward: true }));
    await settle(40);
    expect(foundry.scriptedRemaining).toBe(0);
    // The card's state as stored in its flags (docs/card-state.md): what this test reads of it.
    const state = foundry.messages.find((message) => message.id === card.id)!.flags["indie-dice"]!
      .contest as StoredContest;
    expect(state.tieBreaks).toEqual([
      {
        attackerId: HERO,
        dice: {
          kind: "coinsFlipOff",
          pairs: [
            [2, 2],
            [2, 1],
          ],
        },
      },
    ]);
    expect(state.outcome?.pairings).toEqual([
      expect.objectContaining({ attackerId: HERO, winner: "attacker", decidedBy: "rollOff" }),
    ]);
    const html = await drawn(game.messages!.get(card.id!));
    expect(text(html.querySelector(".indie-dice-contest-pairing"))).toContain("Brunhild wins");
    // The reader opens the card's details: the steps name the flip-off, in the example's words.
    html.querySelector<HTMLElement>("details[data-card-details] summary")!.click();
    const details = text(html.querySelector("details[data-card-details]"));
    expect(details).toContain("Equal heads are broken by a flip-off");
    expect(details).toContain("Flip-off:");
    expect(html.outerHTML).not.toContain("INDIE_DICE.");
  });

  it("its dice are in the fairness report, counted as d2s", async () => {
    const report = await foundry.withClient(GM, () => api().fairness.report());
    const d2 = report!.groups.filter((group) => group.die === "d2" && group.userId === P1);
    // Ann's d2s: the Windfall's three and the contest's three (the /r roll is the GM's; the flip-offs are Foundry's
    // Rolls).
    expect(d2.map((group) => group.n)).toEqual([6]);
  });

  it(
    "its strings in German: " + "a second page, the GM's language German, draws its card and setting in German",
    async () => {
      expect(foundry.deprecations, "deprecated v14 members read on the first page").toEqual([]);
      foundry.uninstall();
      // Another copy of the two modules: a page of its own, whose scripts are evaluated afresh.
      const second = mkdtempSync(join(PAGES, "page-"));
      try {
        cpSync(modules, second, { recursive: true });
        await loadPage(second, "de");
        expect(game.i18n.localize("INDIE_DICE.Settings.CoinsWindfall.Name")).toBe("Münzen: Glückstreffer benennen");
        foundry.scriptUniform(coinDraws(2, 2));
        await foundry.withClient(P1, () => api().dialogs.open("coins", { spec: { coins: 2 }, fastForward: true }));
        await settle();
        const html = await drawn(foundry.messages.at(-1));
        expect(text(html.querySelector(".indie-dice-banner"))).toBe("Glückstreffer! Jede Münze zeigt Kopf: 2");
      } finally {
        rmSync(second, { recursive: true, force: true });
      }
    },
  );
});
