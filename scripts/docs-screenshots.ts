/**
 * `npm run screenshots`: the README's pictures (docs/*.jpg), taken from the playground in Debian's Chromium, in
 * Foundry's own look when FOUNDRY_PATH names a Foundry installation (README, "Seeing it in Foundry's own look") —
 * a dialog and the card it posted for each rule set, a dialog showing an error, the dark theme and German, and
 * the Start contest dialog, a contest, a group test and an extended test, the dice fairness report, and a
 * character's Rolls window.
 * Element screenshots keep each file small (the README's limit is 200 KB a picture; this script checks it).
 */
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "playwright-core";
import { servePlayground } from "../test/e2e/serve";
import { CHROMIUM, CHROMIUM_ARGS } from "../test/e2e/browser";

const DOCS = fileURLToPath(new URL("../docs/", import.meta.url));
const MAX_BYTES = 200 * 1024;

/**
 * A picture for the README: JPEG, since Foundry's own look draws windows and cards on textured parchment, which a
 * PNG cannot keep under the README's 200 KB a picture; at this quality the text stays sharp.
 */
function picture(path: string) {
  return { path, type: "jpeg" as const, quality: 90 };
}

interface Shot {
  readonly file: string;
  readonly ruleSet: string;
  readonly fields: Record<string, string>;
  readonly seed: string;
  readonly theme?: "dark";
  readonly lang?: "de";
  /** Only the dialog (an error case, nothing rolled). */
  readonly dialogOnly?: boolean;
}

const SHOTS: readonly Shot[] = [
  { file: "kaiser", ruleSet: "kaiser", fields: { bonus: "4", advantages: "2", difficulty: "12" }, seed: "7" },
  { file: "ogs", ruleSet: "ogs", fields: { stat: "10", skill: "8", modifier: "12", stages: "2", flatBonus: "1", difficulty: "14" }, seed: "11" },
  { file: "kingdoms", ruleSet: "kingdoms", fields: { pool: "6", dice: "4", dt: "7" }, seed: "3" },
  { file: "klepto", ruleSet: "klepto", fields: { modifier: "2", advantages: "1", ranges: "[..6] 1 Missile, [7..9] 2 Missiles, [10..] 3 Missiles" }, seed: "5" },
  { file: "olde", ruleSet: "olde", fields: { count: "2", faces: "4", adjustment: "1", target: "8" }, seed: "9" },
  { file: "klepto-error", ruleSet: "klepto", fields: { ranges: "[..6] a, [8..] b" }, seed: "", dialogOnly: true },
  { file: "kaiser-dark", ruleSet: "kaiser", fields: { bonus: "2", advantages: "1", disadvantages: "2", difficulty: "9" }, seed: "4", theme: "dark" },
  { file: "kingdoms-german", ruleSet: "kingdoms", fields: { pool: "5", dt: "6" }, seed: "8", lang: "de" },
  { file: "klepto-german-dark", ruleSet: "klepto", fields: { modifier: "1", advantages: "1" }, seed: "6", lang: "de", theme: "dark" },
];

async function take(page: Page, url: string, shot: Shot): Promise<string[]> {
  await page.goto(url);
  if (shot.theme) await page.selectOption("#theme", shot.theme);
  if (shot.lang) await page.selectOption("#language", shot.lang);
  await page.click(`#rule-sets [data-rule-set="${shot.ruleSet}"]`);
  const dialog = page.locator("form.roll-dialog");
  for (const [name, value] of Object.entries(shot.fields)) {
    const field = dialog.locator(`[name="${name}"]`);
    if ((await field.evaluate((element) => element.tagName)) === "SELECT") await field.selectOption(value);
    else {
      await field.fill(value);
      await field.dispatchEvent("change");
    }
  }
  const files = [join(DOCS, `dialog-${shot.file}.jpg`)];
  await dialog.screenshot(picture(files[0]!));
  if (shot.dialogOnly) return files;
  await page.fill("#seed", shot.seed);
  await dialog.locator("button.indie-dice-roll").click();
  const card = page.locator("#chat-log > li").last();
  await card.locator("details summary").click();
  files.push(join(DOCS, `card-${shot.file}.jpg`));
  await card.screenshot(picture(files[1]!));
  return files;
}

/** A contest, a group test and an extended test, each played to its end on the playground's chat log. */
async function takeCards(page: Page, url: string): Promise<string[]> {
  // Tall enough that the longest card and the report fit the chat log and the window whole: an element picture
  // shows only what is in view.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto(url);
  const shots: string[] = [];
  const save = async (locator: ReturnType<Page["locator"]>, name: string) => {
    const file = join(DOCS, `${name}.jpg`);
    await locator.screenshot(picture(file));
    shots.push(file);
  };
  await page.locator(".playground-contest summary").click();
  const start = page.locator("form.contest-start");
  const openStart = async (attackers: string, defender: string, ruleSet: string) => {
    await page.fill("#contest-attackers", attackers);
    await page.fill("#contest-defender", defender);
    await page.locator("#contest-form button[type=submit]").click();
    await start.locator('select[name="ruleSet"]').selectOption(ruleSet);
  };
  const setField = async (name: string, value: string) => {
    const field = start.locator(`[name="${name}"]`);
    if ((await field.evaluate((element) => element.tagName)) === "SELECT") await field.selectOption(value);
    else {
      await field.fill(value);
      await field.dispatchEvent("change");
    }
  };
  await openStart("Ilsa", "Grave Warden", "kaiser");
  await setField("a0.bonus", "4");
  await setField("a0.advantages", "1");
  await setField("d.bonus", "5");
  await save(start, "dialog-start-contest");
  await page.keyboard.press("Escape");
  await openStart("Ann, Ben, Cy", "Ogre", "ogs");
  await setField("a1.stat", "10");
  await setField("d.skill", "8");
  await start.locator("button.indie-dice-contest-start-button").click();
  const contest = page.locator(".indie-dice-contest").last();
  for (const [index, id] of ["attacker-1", "attacker-2", "attacker-3", "defender"].entries()) {
    await page.fill("#seed", String(index + 11));
    await contest.locator(`[data-participant="${id}"] button`).click({ modifiers: ["Shift"] });
  }
  await save(contest, "card-contest");
  await page.locator(".playground-group summary").click();
  await page.locator("#group-form button[type=submit]").click();
  const group = page.locator(".indie-dice-group-test").last();
  for (const [index, id] of ["member-1", "member-2", "member-3"].entries()) {
    await page.fill("#seed", String(index + 2));
    await group.locator(`button[data-participant="${id}"]`).click({ modifiers: ["Shift"] });
  }
  await save(group, "card-group-test");
  await page.locator(".playground-extended summary").click();
  await page.locator("#extended-form button[type=submit]").click();
  const extended = page.locator(".indie-dice-extended-test").last();
  for (let round = 1; round <= 3; round++) {
    await page.fill("#seed", String(round));
    await extended.locator('button[data-action="indie-dice-extended-roll"]').click();
  }
  await save(extended, "card-extended-test");
  // A roll request: one row rolled, one skipped, the group's question and verdict.
  await page.locator(".playground-request summary").click();
  await page.selectOption("#request-question", "atLeastOne");
  await page.locator("#request-form button[type=submit]").click();
  const request = page.locator(".indie-dice-request").last();
  await page.fill("#seed", "4");
  await request.locator('[data-action="indie-dice-request-roll"][data-participant="row-1"]').click({ modifiers: ["Shift"] });
  await request.locator('[data-action="indie-dice-request-skip"][data-participant="row-3"]').click();
  await save(page.locator(".indie-dice-request").last(), "card-request");
  // The dice fairness report of everything the page rolled above, in English and light, then in German and dark.
  await page.click("#open-fairness");
  const report = page.locator("#indie-dice-fairness-window");
  await report.locator(".indie-dice-fairness").waitFor();
  await save(report, "fairness-report");
  await page.keyboard.press("Escape");
  await page.selectOption("#theme", "dark");
  await page.selectOption("#language", "de");
  await page.click("#open-fairness");
  await report.locator(".indie-dice-fairness").waitFor();
  await save(report, "fairness-report-german-dark");
  return shots;
}

/** The sample character's Rolls window: rolls saved from their dialogs, one whose path the numbers no longer have. */
async function takeSavedRolls(page: Page, url: string): Promise<string[]> {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(url);
  await page.evaluate(() => localStorage.clear());
  const shots: string[] = [];
  for (const [lang, theme, file] of [["en", "light", "saved-rolls"], ["de", "dark", "saved-rolls-german-dark"]] as const) {
    await page.goto(url);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.selectOption("#language", lang);
    await page.selectOption("#theme", theme);
    const names = lang === "de" ? ["Schleichen", "Kraft", "Klettern"] : ["Stealth", "Might", "Climb"];
    const rolls: [string, Record<string, string>][] = [
      ["kaiser", { bonus: "@skills.stealth + 1", advantages: "1", mode: "difficulty", difficulty: "12" }],
      ["kingdoms", { pool: "@pools.might", dt: "8" }],
      ["klepto", { modifier: "@skills.climb" }],
    ];
    for (const [index, [ruleSet, fields]] of rolls.entries()) {
      await page.click(`#rule-sets [data-rule-set="${ruleSet}"]`);
      const dialog = page.locator("form.roll-dialog");
      for (const [name, value] of Object.entries(fields)) {
        const field = dialog.locator(`[name="${name}"]`);
        if ((await field.evaluate((element) => element.tagName)) === "SELECT") await field.selectOption(value);
        else {
          await field.fill(value);
          await field.dispatchEvent("change");
        }
      }
      await dialog.locator('[name="savedRollName"]').fill(names[index]!);
      await dialog.locator('[data-action="saveRoll"]').click();
    }
    await page.locator(".playground-character summary").click();
    await page.locator("#character-data").fill('{"skills": {"stealth": 5}, "pools": {"might": 6}}');
    await page.click("#open-rolls");
    const window = page.locator("#indie-dice-rolls-window");
    await window.locator(".indie-dice-saved-error").waitFor();
    const file2 = join(DOCS, `${file}.jpg`);
    await window.screenshot(picture(file2));
    shots.push(file2);
  }
  return shots;
}

async function main(): Promise<void> {
  mkdirSync(DOCS, { recursive: true });
  const served = await servePlayground();
  const profile = mkdtempSync(join(tmpdir(), "indie-dice-shots-"));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport: { width: 1280, height: 1000 } });
  try {
    const page = await context.newPage();
    const files = [];
    for (const shot of SHOTS) files.push(...(await take(page, `${served.url}old.html`, shot)));
    files.push(...(await takeCards(page, `${served.url}old.html`)));
    files.push(...(await takeSavedRolls(page, `${served.url}old.html`)));
    for (const file of files) {
      const bytes = statSync(file).size;
      console.log(`${file.slice(DOCS.length)}: ${(bytes / 1024).toFixed(0)} KB`);
      if (bytes > MAX_BYTES) throw new Error(`${file} is over 200 KB`);
    }
  } finally {
    await context.close();
    await served.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
