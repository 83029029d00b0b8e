/**
 * `npm run shots:after-the-roll`: the messages that carry figures after the roll (each system's docs page, "After the
 * roll"), seen as the player who rolled and as the GM, for a person to read: Dragonbane's push, Alien RPG's Push
 * button, Pathfinder 2e's rerolls, Mutant Year Zero's and Forbidden Lands' push, Ironsworn's burning momentum,
 * Cyberpunk RED's check with the GM's hidden DV (shot again once he typed it, hers too: unchanged), Dungeon Crawl
 * Classics' check's rows of totals — in English and German, light and dark. For each, the page at 1280×800 (the
 * viewport: the GM's pane and the player's side by side, `<system>-<lang>-<theme>-page.png`), then each message alone
 * (an element screenshot, as its user's chat log draws it, that client's screen 1280×800: the table's `paneScreen`),
 * saved under /tmp/shots (or the folder given after `--out`), never in the repository. Two of them are kept for the
 * docs as JPEGs (docs/message-alienrpg-push.jpg, docs/message-pf2e-reroll.jpg; the README's 200 KB a picture).
 * Foundry's own look when FOUNDRY_PATH names an installation, as `npm run screenshots`.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type BrowserContext, type Locator } from "playwright-core";
import { servePlayground } from "../test/e2e/serve";
import { CHROMIUM, CHROMIUM_ARGS } from "../test/e2e/browser";
import { ANN, GM, TablePage } from "../test/e2e/table-page";

const DOCS = fileURLToPath(new URL("../docs/", import.meta.url));
const MAX_BYTES = 200 * 1024;

/** One system's roll whose message carries figures after the roll: how Ann rolls it, at which seed. */
interface AfterTheRoll {
  readonly system: string;
  readonly seed: string;
  /** Ann's steps in her pane, from the world's sheet to the message posted. */
  roll(table: TablePage): Promise<void>;
  /** The JPEG kept for the docs (the English, light, player's view), if any. */
  readonly docs?: string;
  /** A window the message's button opens with figures of its own (Dragonbane's push prompt), opened by Ann. */
  prompt?(table: TablePage): Promise<Locator>;
  /** How many chance lines the player's message draws once settled: the chance it had, then after the roll (2). */
  readonly playerLines?: number;
  /**
   * The GM's steps on his copy of the message once both are shot (Cyberpunk RED's DV, hidden from players): his
   * message is shot again, and hers, which must not change.
   */
  gmStep?(table: TablePage): Promise<void>;
}

const sheet = (table: TablePage, roll: string) => table.pane(ANN).locator(`[data-sheet-roll="${roll}"]`).click();

/** A system's window in Ann's pane, once the module's figures are in it (unless `odds` is false). */
async function window(table: TablePage, selector: string, odds = true): Promise<Locator> {
  const opened = table.pane(ANN).locator(`.table-windows ${selector}`).last();
  await (odds ? opened.locator(".indie-dice-system-odds") : opened).waitFor();
  return opened;
}

const ROLLS: readonly AfterTheRoll[] = [
  {
    // Her Awareness 12 rolled at once (Shift) fails with a 14: the push (test/e2e/table-systems.e2e.test.ts).
    system: "dragonbane",
    seed: "4",
    async roll(table) {
      await sheet(table, "sheet");
      await table
        .pane(ANN)
        .locator(".table-windows .rollable-skill", { hasText: /^Awareness$/ })
        .click({ modifiers: ["Shift"] });
    },
    // The card's Push roll opens the system's prompt: the push's chance on its Push button.
    async prompt(table) {
      await table.messages(ANN).last().locator("button.push-roll").click();
      return window(table, "dialog.application:has(input[name='pushChoice'])");
    },
  },
  {
    // Comtech rolls one base six (seed 4): the Push button carries the push's figures.
    system: "alienrpg",
    seed: "4",
    roll: (table) => sheet(table, "comtech"),
    docs: "message-alienrpg-push",
  },
  {
    // Stealth +10 against DC 20: the Hero Point's reroll and the keeps.
    system: "pf2e",
    seed: "2",
    async roll(table) {
      await sheet(table, "stealth-dc");
      await (await window(table, ".roll-modifiers-dialog")).locator("button.roll").click();
    },
    docs: "message-pf2e-reroll",
  },
  {
    // Fight with her house attribute Strength (3 + 2 + 1): pushed, her base 1s rolled again.
    system: "mutant-year-zero",
    seed: "2",
    async roll(table) {
      await sheet(table, "fight");
      await (await window(table, ".application.dialog.mutant-year-zero")).locator('button[data-action="roll"]').click();
    },
  },
  {
    // Melee with the sword, Strength 3, Melee 2, gear 1.
    system: "forbidden-lands",
    seed: "2",
    async roll(table) {
      await sheet(table, "melee");
      await (await window(table, ".window-app:has(form.roll-dialog)")).locator("button#submit").click();
    },
  },
  {
    // Edge with the action die preset to 1 against 4 and 4: a miss that momentum 5 would turn to a strong hit.
    system: "foundry-ironsworn",
    seed: "1",
    async roll(table) {
      await sheet(table, "edge");
      const dialog = await window(table, "dialog.application.ironsworn");
      await dialog.locator("details.advanced-roll-options > summary").click();
      for (const [name, value] of [
        ["presetActionDieValue", "1"],
        ["presetChallengeDie1Value", "4"],
        ["presetChallengeDie2Value", "4"],
      ] as const)
        await dialog.locator(`input[name="${name}"]`).fill(value);
      await dialog.locator('footer button[data-action="edge"]').click();
    },
  },
  {
    // Handgun, REF 6 + 6 against her DV 15; the GM judges it against his own 18, hidden (7–9 and every 10: 40.0%).
    system: "cyberpunk-red-core",
    seed: "2",
    playerLines: 1,
    async roll(table) {
      await sheet(table, "handgun");
      const dialog = await window(table, ".window-app.dialog");
      await dialog.locator(".indie-dice-cpred-dv input").fill("15");
      await dialog.locator('button[name="confirm"]').click();
    },
    async gmStep(table) {
      const field = table.messages(GM).last().locator(".indie-dice-cpred-gm-dv input");
      await field.fill("18");
      await field.press("Enter");
      await table
        .messages(GM)
        .last()
        .locator(".indie-dice-system-chance", { hasText: /40[.,]0/ })
        .waitFor();
    },
  },
  {
    // A Strength check, 1d20+1: the message keeps its rows of totals ("N+").
    system: "dcc",
    seed: "2",
    playerLines: 1,
    async roll(table) {
      await sheet(table, "strength");
      await (await window(table, ".application.roll-modifier", false)).locator('button[type="submit"]').click();
    },
  },
];

const LOOKS = [
  ["en", "light"],
  ["en", "dark"],
  ["de", "light"],
  ["de", "dark"],
] as const;

const VIEWPORT = { width: 1280, height: 800 };

/**
 * The table in a system's world, a language and a theme, on a new page of the context (a new tab: the table keeps its
 * world and chat for its tab, playground/table/saved-world.ts), its chat empty, the page 1280×800.
 */
async function openWorld(context: BrowserContext, url: string, query: Record<string, string>): Promise<TablePage> {
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORT);
  await page.goto(`${url}?${new URLSearchParams(query).toString()}`);
  const table = new TablePage(page);
  await table.ready();
  return table;
}

/** Closes the windows left open in Ann's pane (Dragonbane's sheet), so that the page shows her log beside them. */
async function closeWindows(table: TablePage): Promise<void> {
  const close = table.pane(ANN).locator('.table-windows [data-action="close"]');
  while ((await close.count()) > 0) await close.first().click();
}

/**
 * A user's last message once its figures are drawn: the player's with a second line (the chance it had, then after
 * the roll); the GM's with its first, and a moment for what follows it (the GM may be offered nothing after the roll:
 * Alien RPG's Push on a player's message pushes the GM's own last roll, docs/systems-alienrpg.md).
 */
async function settledMessage(table: TablePage, userId: string, playerLines = 2): Promise<Locator> {
  const message = table.messages(userId).last();
  await message
    .locator(".indie-dice-system-chance")
    .nth(userId === ANN ? playerLines - 1 : 0)
    .waitFor();
  if (userId !== ANN) await table.page.waitForTimeout(500);
  await message.scrollIntoViewIfNeeded();
  return message;
}

/** The PNG of a message as its user's log draws it; its size in CSS pixels (the device scale is 1). */
async function shoot(message: Locator, file: string): Promise<string> {
  await message.screenshot({ path: file, type: "png", animations: "disabled" });
  const box = await message.boundingBox();
  return `${file}: ${Math.round(box!.width)}×${Math.round(box!.height)}`;
}

/**
 * One system's roll in each look: the page at 1280×800 with both clients side by side (the GM's pane, then Ann's),
 * then each message alone with its client's screen at 1280×800 (its log tall enough for the whole message).
 */
async function takeSystem(context: BrowserContext, url: string, roll: AfterTheRoll, out: string): Promise<string[]> {
  const shot: string[] = [];
  for (const [lang, theme] of LOOKS) {
    const table = await openWorld(context, url, { lang, theme, seed: roll.seed, system: roll.system });
    await roll.roll(table);
    for (const userId of [ANN, GM]) await settledMessage(table, userId, roll.playerLines);
    await closeWindows(table);
    const page = join(out, `${roll.system}-${lang}-${theme}-page.png`);
    await table.page.screenshot({ path: page, type: "png", animations: "disabled" });
    shot.push(`${page}: ${VIEWPORT.width}×${VIEWPORT.height} (the page)`);
    await table.paneScreen(VIEWPORT);
    for (const [userId, who] of [
      [ANN, "player"],
      [GM, "gm"],
    ] as const) {
      const message = await settledMessage(table, userId, roll.playerLines);
      shot.push(await shoot(message, join(out, `${roll.system}-${who}-${lang}-${theme}.png`)));
      if (roll.docs && userId === ANN && lang === "en" && theme === "light") {
        const file = join(DOCS, `${roll.docs}.jpg`);
        await message.screenshot({ path: file, type: "jpeg", quality: 90 });
        if (statSync(file).size > MAX_BYTES) throw new Error(`${file} is over 200 KB`);
        shot.push(`${file}: ${(statSync(file).size / 1024).toFixed(0)} KB`);
      }
    }
    if (roll.gmStep) {
      await roll.gmStep(table);
      for (const [userId, who] of [
        [GM, "gm-dv"],
        [ANN, "player-after-gm-dv"],
      ] as const) {
        const message = await settledMessage(table, userId, roll.playerLines);
        shot.push(await shoot(message, join(out, `${roll.system}-${who}-${lang}-${theme}.png`)));
      }
    }
    if (roll.prompt) {
      const prompt = await roll.prompt(table);
      shot.push(await shoot(prompt, join(out, `${roll.system}-prompt-player-${lang}-${theme}.png`)));
    }
    await table.page.close();
  }
  return shot;
}

async function main(): Promise<void> {
  const outAt = process.argv.indexOf("--out");
  const out = outAt > 0 ? process.argv[outAt + 1]! : "/tmp/shots";
  const only = process.argv.slice(2).filter((arg, index, all) => arg !== "--out" && all[index - 1] !== "--out");
  mkdirSync(out, { recursive: true });
  const served = await servePlayground();
  const profile = mkdtempSync(join(tmpdir(), "indie-dice-after-shots-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: VIEWPORT,
  });
  try {
    for (const roll of ROLLS.filter(({ system }) => only.length === 0 || only.includes(system)))
      for (const line of await takeSystem(context, served.url, roll, out)) console.log(line);
  } finally {
    await context.close();
    await served.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
