/**
 * `npm run screenshots`: the README's pictures (docs/*.png), taken from the playground in Debian's Chromium —
 * a dialog and the card it posted for each rule set, a dialog showing an error, the dark theme and German.
 * Element screenshots keep each file small (the README's limit is 200 KB a picture; this script checks it).
 */
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "playwright-core";
import { servePlayground } from "../test/e2e/serve";

const DOCS = fileURLToPath(new URL("../docs/", import.meta.url));
const MAX_BYTES = 200 * 1024;
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

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
  const files = [join(DOCS, `dialog-${shot.file}.png`)];
  await dialog.screenshot({ path: files[0] });
  if (shot.dialogOnly) return files;
  await page.fill("#seed", shot.seed);
  await dialog.locator("button.indie-dice-roll").click();
  const card = page.locator("#chat-log > li").last();
  await card.locator("details summary").click();
  files.push(join(DOCS, `card-${shot.file}.png`));
  await card.screenshot({ path: files[1] });
  return files;
}

async function main(): Promise<void> {
  mkdirSync(DOCS, { recursive: true });
  const served = await servePlayground();
  const profile = mkdtempSync(join(tmpdir(), "indie-dice-shots-"));
  const context = await chromium.launchPersistentContext(profile, { executablePath: "/usr/bin/chromium", headless: true, args: ARGS, viewport: { width: 1280, height: 1000 } });
  try {
    const page = await context.newPage();
    const files = [];
    for (const shot of SHOTS) files.push(...(await take(page, served.url, shot)));
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
