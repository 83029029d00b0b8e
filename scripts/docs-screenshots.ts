/**
 * `npm run screenshots`: the README's pictures (docs/*.jpg), taken from the table (the playground's page, where the
 * module itself runs with a GM's client and a player's) in Debian's Chromium, in Foundry's own look when
 * FOUNDRY_PATH names a Foundry installation (README, "Seeing it in Foundry's own look"): a dialog and the card it
 * posted for each rule set, a dialog showing an error, the dark theme and German, the Start contest dialog, a
 * contest, a group test, an extended test and a roll request played by both users, the dice fairness report, and a
 * character's Rolls window. Dialogs are taken in the player's pane, cards in the GM's log (the GM sees every card).
 * Element screenshots keep each file small (the README's limit is 200 KB a picture; this script checks it).
 */
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Locator, type Page } from "playwright-core";
import { servePlayground } from "../test/e2e/serve";
import { CHROMIUM, CHROMIUM_ARGS } from "../test/e2e/browser";
import { ANN, GM, HERO, ROLLS, TablePage, WARDEN } from "../test/e2e/table-page";
import { SYSTEM_DIALOGS } from "../test/e2e/system-dialogs";
import type { RuleSetId } from "../src/core/rule-set-types";
import type { LanguageCode } from "../src/ui/languages";

const DOCS = fileURLToPath(new URL("../docs/", import.meta.url));
const MAX_BYTES = 200 * 1024;
const GM_TOKENS = [WARDEN, "tomasToken000001", "miraToken0000001"];

/**
 * A picture for the README: JPEG, since Foundry's own look draws windows and cards on textured parchment, which a
 * PNG cannot keep under the README's 200 KB a picture; at this quality the text stays sharp.
 */
function picture(path: string) {
  return { path, type: "jpeg" as const, quality: 90 };
}

interface Shot {
  readonly file: string;
  readonly ruleSet: RuleSetId;
  readonly fields: Record<string, string>;
  readonly seed: string;
  readonly theme?: "dark";
  readonly lang?: LanguageCode;
  /** Only the dialog (an error case, nothing rolled). */
  readonly dialogOnly?: boolean;
}

/** The languages pictured beside English and German (`npm run screenshots -- languages` takes only theirs). */
const PICTURED_LANGUAGES = ["fr", "pl", "ja", "cs", "cn", "ko"] as const;

const SHOTS: readonly Shot[] = [
  // One picture of each rule set, of the same roll the browser suites make.
  ...ROLLS.map((roll) => ({ file: roll.ruleSet, ...roll })),
  { file: "klepto-error", ruleSet: "klepto", fields: { ranges: "[..6] a, [8..] b" }, seed: "1", dialogOnly: true },
  {
    file: "kaiser-dark",
    ruleSet: "kaiser",
    fields: { bonus: "2", advantages: "1", disadvantages: "2", difficulty: "9" },
    seed: "4",
    theme: "dark",
  },
  { file: "kingdoms-german", ruleSet: "kingdoms", fields: { pool: "5", dt: "6" }, seed: "8", lang: "de" },
  {
    file: "klepto-german-dark",
    ruleSet: "klepto",
    fields: { modifier: "1", advantages: "1" },
    seed: "6",
    lang: "de",
    theme: "dark",
  },
  // The Kaiser dialog and its card in languages of each kind: long words, three or four plural forms, other
  // scripts (Japanese, Chinese, Korean).
  ...PICTURED_LANGUAGES.map((lang) => ({
    file: `kaiser-${lang}`,
    ruleSet: "kaiser" as const,
    fields: { bonus: "2", advantages: "1", difficulty: "9" },
    seed: "4",
    lang,
  })),
];

/** The table, ready, in a language and theme, with an empty chat (the page keeps the chat for its tab). */
class Table extends TablePage {
  constructor(
    page: Page,
    readonly url: string,
  ) {
    super(page);
  }

  async open(options: { lang?: string; theme?: string; seed?: string; system?: string } = {}): Promise<void> {
    const query = new URLSearchParams({
      lang: options.lang ?? "en",
      theme: options.theme ?? "light",
      seed: options.seed ?? "1",
      ...(options.system ? { system: options.system } : {}),
    });
    await this.page.goto(`${this.url}?${query.toString()}`);
    await this.page.evaluate(() => sessionStorage.clear());
    await this.page.reload();
    await this.ready();
  }

  lastMessage(userId: string): Locator {
    return this.pane(userId).locator("ol.chat-log > li.chat-message").last();
  }

  /**
   * A card's roll, rolled at once in a user's pane: the GM presses the card's button; a card asking Ann to roll has
   * opened her dialog itself, as a prompt (docs/prompts.md), so she rolls from that.
   */
  async rollFrom(userId: string, button: Locator): Promise<void> {
    if (userId !== ANN) await button.click();
    const dialog = this.dialog(userId);
    await dialog.waitFor();
    // This dialog: the card may prompt the next roll (an extended test's next round) as soon as this one is recorded.
    const opened = await dialog.elementHandle();
    await dialog.locator("button.indie-dice-roll").click();
    await opened!.waitForElementState("hidden");
  }

  /** A Group or Extended Test macro of the compendium: its window, started as it opens. */
  async runMacro(id: string): Promise<void> {
    await (await this.openMacro(id)).locator("button[data-action=start]").click();
  }

  /** A Group or Extended Test macro's window, open in the GM's pane. */
  async openMacro(id: string): Promise<Locator> {
    const gm = this.pane(GM);
    if ((await gm.locator(".table-macros").getAttribute("open")) === null)
      await gm.locator(".table-macros summary").click();
    await gm.locator(`[data-macro="${id}"]`).click();
    return gm.locator(".table-windows dialog").last();
  }

  async controlGm(tokens: readonly string[]): Promise<void> {
    await this.control(GM, tokens);
  }
}

async function take(table: Table, shot: Shot): Promise<string[]> {
  await table.open({ lang: shot.lang, theme: shot.theme });
  const dialog = await table.openRoll(ANN, shot.ruleSet);
  await table.fill(dialog, shot.fields);
  const files = [join(DOCS, `dialog-${shot.file}.jpg`)];
  await dialog.screenshot(picture(files[0]!));
  if (shot.dialogOnly) return files;
  await table.seed(shot.seed);
  await dialog.locator("button.indie-dice-roll").click();
  const card = table.lastMessage(GM);
  await card.locator(".indie-dice-card").waitFor();
  await card.locator("details summary").first().click();
  files.push(join(DOCS, `card-${shot.file}.jpg`));
  await card.screenshot(picture(files[1]!));
  return files;
}

/** A contest, a group test, an extended test and a roll request, each played by both users; then the report. */
async function takeCards(table: Table): Promise<string[]> {
  const { page } = table;
  const shots: string[] = [];
  const save = async (locator: Locator, name: string) => {
    const file = join(DOCS, `${name}.jpg`);
    await locator.screenshot(picture(file));
    shots.push(file);
  };
  await table.open();
  const gm = table.pane(GM);
  const ann = table.pane(ANN);

  // The Start contest dialog: the Warden attacks Ilsa, each side's numbers set.
  await table.controlGm(GM_TOKENS.slice(0, 1));
  await gm.locator(`[data-target="${HERO}"]`).click();
  await gm.locator('[data-tool="indieDiceContest"]').click();
  const start = gm.locator(".table-windows form.contest-start");
  await table.fill(start, { "a0.bonus": "4", "a0.advantages": "1", "d.bonus": "5" });
  await save(start, "dialog-start-contest");
  await start.locator('[name="a0.bonus"]').press("Escape");
  await start.waitFor({ state: "detached" });

  await playContest(table);
  await save(table.pane(GM).locator(".indie-dice-contest").last(), "card-contest");

  // A group test of Ilsa and the GM's three: each rolls their own row.
  const group = await playGroupTest(table);
  await save(group(GM), "card-group-test");

  // An extended test for Ilsa: Ann rolls three rounds.
  await table.controlGm([HERO]);
  await table.runMacro("macroExtendedTst");
  const extended = ann.locator(".indie-dice-extended-test").last();
  await extended.waitFor();
  for (let round = 1; round <= 3; round++) {
    const roll = extended.locator('button[data-action="indie-dice-extended-roll"]:not([disabled])');
    if ((await roll.count()) === 0) break;
    await table.seed(String(round));
    await table.rollFrom(ANN, roll);
  }
  await save(gm.locator(".indie-dice-extended-test").last(), "card-extended-test");

  // A roll request from the GM's tool: Ann rolls her row.
  await gm.locator('[data-tool="indieDiceRequest"]').click();
  await gm.locator(".table-windows dialog button[data-action=request]").click();
  const request = ann.locator(".indie-dice-request").last();
  await request.waitFor();
  await table.seed("4");
  await table.rollFrom(ANN, request.locator(`[data-action="indie-dice-request-roll"][data-participant="${HERO}"]`));
  await page.waitForFunction(() =>
    /passed|failed/.test(
      document.querySelector('[data-client-user="gmUser0000000000"] .indie-dice-request .indie-dice-request-status')
        ?.textContent ?? "",
    ),
  );
  await save(gm.locator(".indie-dice-request").last(), "card-request");

  // The dice fairness report of everything rolled above, in English and light, then in German and dark (the page
  // loaded again in German keeps the chat, as Foundry's server does).
  const report = gm.locator(".table-windows .fairness-window");
  await gm.locator('[data-tool="indieDiceFairness"]').click();
  await report.locator(".indie-dice-fairness").waitFor();
  await save(report, "fairness-report");
  await page.goto(`${table.url}?lang=de&theme=dark`);
  await page.waitForSelector("body[data-table-ready]");
  await gm.locator('[data-tool="indieDiceFairness"]').click();
  await report.locator(".indie-dice-fairness").waitFor();
  await save(report, "fairness-report-german-dark");
  return shots;
}

/** A group test of Ilsa and the GM's three, each rolling their own row: its card in a user's pane. */
async function playGroupTest(table: Table): Promise<(userId: string) => Locator> {
  await table.controlGm([HERO, ...GM_TOKENS]);
  await table.runMacro("macroGroupTest00");
  const group = (userId: string) => table.pane(userId).locator(".indie-dice-group-test").last();
  await group(ANN).waitFor();
  await table.seed("2");
  await table.rollFrom(
    ANN,
    group(ANN).locator(`.indie-dice-group-member[data-participant="${HERO}"] [data-action="indie-dice-group-roll"]`),
  );
  for (const [index, token] of GM_TOKENS.entries()) {
    await table.seed(String(index + 3));
    await table.rollFrom(
      GM,
      group(GM).locator(`.indie-dice-group-member[data-participant="${token}"] [data-action="indie-dice-group-roll"]`),
    );
  }
  return group;
}

/** Three against one in OGS: the GM rolls the three attackers, Ann her defender; ties broken until it is resolved. */
async function playContest(table: Table): Promise<void> {
  const { page } = table;
  const gm = table.pane(GM);
  const start = gm.locator(".table-windows form.contest-start");
  await table.controlGm(GM_TOKENS);
  await gm.locator('[data-tool="indieDiceContest"]').click();
  await start.locator('select[name="ruleSet"]').selectOption("ogs");
  await table.fill(start, { "a1.stat": "10", "d.skill": "8" });
  await start.locator("button.indie-dice-contest-start-button").click();
  const contest = (userId: string) => table.pane(userId).locator(".indie-dice-contest").last();
  await contest(ANN).waitFor();
  for (const [index, token] of GM_TOKENS.entries()) {
    await table.seed(String(index + 11));
    await table.rollFrom(
      GM,
      contest(GM).locator(`[data-action="indie-dice-contest-roll"][data-participant="${token}"]`),
    );
  }
  await table.seed("14");
  await table.rollFrom(
    ANN,
    contest(ANN).locator(`[data-action="indie-dice-contest-roll"][data-participant="${HERO}"]`),
  );
  const tieBreak = contest(GM).locator('button[data-action="indie-dice-contest-tie-break"]');
  while ((await tieBreak.count()) > 0) await tieBreak.first().click();
  await page.waitForFunction(
    () =>
      document
        .querySelector('[data-client-user="gmUser0000000000"] .indie-dice-contest')
        ?.getAttribute("data-status") === "resolved",
  );
}

/** A picture of an element that the card's last write may still redraw: taken again when it was replaced meanwhile. */
async function steadyShot(locator: Locator, file: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await locator.screenshot(picture(file));
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes("not attached")) throw error;
    }
  }
}

/** The contest card in each of `langs`, in its language (card-contest-<lang>.jpg). */
async function takeContests(table: Table, langs: readonly LanguageCode[]): Promise<string[]> {
  const shots: string[] = [];
  for (const lang of langs) {
    await table.open({ lang });
    // The Warden's side attacks Ilsa, as in takeCards: she is the GM's target.
    await table.controlGm(GM_TOKENS.slice(0, 1));
    await table.pane(GM).locator(`[data-target="${HERO}"]`).click();
    await playContest(table);
    const file = join(DOCS, `card-contest-${lang}.jpg`);
    await steadyShot(table.pane(GM).locator(".indie-dice-contest").last(), file);
    shots.push(file);
  }
  return shots;
}

/** Ann's character's Rolls window: rolls saved from their dialogs, one whose path her numbers no longer have. */
async function takeSavedRolls(table: Table): Promise<string[]> {
  const shots: string[] = [];
  for (const [lang, theme, file] of [
    ["en", "light", "saved-rolls"],
    ["de", "dark", "saved-rolls-german-dark"],
  ] as const) {
    await table.open({ lang, theme });
    const ann = table.pane(ANN);
    const sheet = ann.locator(".table-character");
    await sheet.locator("summary").click();
    await sheet.locator("textarea").fill('{"skills": {"stealth": 5, "climb": 3}, "pools": {"might": 6}}');
    await sheet.locator("textarea").blur();
    await ann.locator(`[data-control="${HERO}"]`).click();
    const names = lang === "de" ? ["Schleichen", "Kraft", "Klettern"] : ["Stealth", "Might", "Climb"];
    const rolls: [RuleSetId, Record<string, string>][] = [
      ["kaiser", { bonus: "@skills.stealth + 1", advantages: "1", mode: "difficulty", difficulty: "12" }],
      ["kingdoms", { pool: "@pools.might", dt: "8" }],
      ["klepto", { modifier: "@skills.climb" }],
    ];
    for (const [index, [ruleSet, fields]] of rolls.entries()) {
      const dialog = await table.openRoll(ANN, ruleSet);
      await table.fill(dialog, fields);
      await dialog.locator('[name="savedRollName"]').fill(names[index]!);
      await dialog.locator('[data-action="saveRoll"]').click();
      await dialog.locator('[name="savedRollName"]').press("Escape");
      await dialog.waitFor({ state: "detached" });
    }
    // Her numbers change: the climb is gone, and the saved roll that reads it says so.
    await sheet.locator("textarea").fill('{"skills": {"stealth": 5}, "pools": {"might": 6}}');
    await sheet.locator("textarea").blur();
    await sheet.locator('.table-character-controls button[data-action="indieDiceRolls"]').click();
    const window = ann.locator(".table-windows .saved-rolls-window");
    // The page keeps what was saved before (as Foundry's server does): the German pass finds the English rolls too.
    await window.locator(".indie-dice-saved-error").first().waitFor();
    const path = join(DOCS, `${file}.jpg`);
    await window.screenshot(picture(path));
    shots.push(path);
  }
  return shots;
}

/**
 * The GM's Start contest: Ilsa (the GM's token) against the Grave Warden, in a rule set with these side fields and
 * any choice `choose` makes; the card, as each user's pane draws it.
 */
async function startIlsasContest(
  table: Table,
  ruleSet: string,
  fields: Record<string, string>,
  choose: (start: Locator) => Promise<unknown>,
): Promise<(userId: string) => Locator> {
  const gm = table.pane(GM);
  await table.controlGm([HERO]);
  await gm.locator(`[data-target="${WARDEN}"]`).click();
  await gm.locator('[data-tool="indieDiceContest"]').click();
  const start = gm.locator(".table-windows form.contest-start");
  await start.locator('select[name="ruleSet"]').selectOption(ruleSet);
  await choose(start);
  await table.fill(start, fields);
  await start.locator("button.indie-dice-contest-start-button").click();
  const contest = (userId: string) => table.pane(userId).locator(".indie-dice-contest").last();
  await contest(ANN).waitFor();
  return contest;
}

/** Ann rolls Ilsa's side from the prompt the card opened for her; resolves once the GM's client recorded it. */
async function annRolls(table: Table, contest: (userId: string) => Locator): Promise<void> {
  await table.rollFrom(
    ANN,
    contest(ANN).locator(`[data-action="indie-dice-contest-roll"][data-participant="${HERO}"]`),
  );
  // Recorded once the GM's client wrote it: her Roll button is gone from the card.
  await table.page.waitForFunction(
    (hero) =>
      document.querySelector(
        `[data-client-user="annUser000000000"] .indie-dice-contest ` +
          `[data-participant="${hero}"][data-action="indie-dice-contest-roll"]`,
      ) === null,
    HERO,
  );
}

/**
 * The moments a card's figures follow its rolls (docs/odds.md "Given the rolls"): a Kaiser Attack after Ilsa rolled,
 * as the GM and as Ann see it, and the Warden's dialog then; a group test after a gift, beside the gift's die; Request
 * a roll refusing a difficulty beside its field.
 */
async function takeMoments(table: Table): Promise<string[]> {
  const shots: string[] = [];
  const save = async (locator: Locator, name: string) => {
    const file = join(DOCS, `${name}.jpg`);
    await steadyShot(locator, file);
    shots.push(file);
  };
  await table.open();
  const gm = table.pane(GM);

  // Ilsa (5) attacks the Grave Warden (6); Ann rolls her side from the prompt the card opens for her.
  const contest = await startIlsasContest(table, "kaiser", { "a0.bonus": "5", "d.bonus": "6" }, (start) =>
    start.locator('[name="attack"]').check(),
  );
  await table.seed("3");
  await annRolls(table, contest);
  for (const [userId, name] of [
    [GM, "card-contest-given-gm"],
    [ANN, "card-contest-given-player"],
  ] as const) {
    const card = contest(userId);
    const details = card.locator("details summary").first();
    if ((await details.count()) > 0) await details.click();
    await save(card, name);
  }
  await contest(GM).locator(`[data-action="indie-dice-contest-roll"][data-participant="${WARDEN}"]`).click();
  await table.dialog(GM).waitFor();
  await save(table.dialog(GM), "dialog-contest-given");
  await table.dialog(GM).locator("button.indie-dice-roll").press("Escape");

  shots.push(await takeGroupGift(table));

  // Request a roll, its difficulty refused beside the field as it is typed.
  await gm.locator('[data-tool="indieDiceRequest"]').click();
  const request = gm.locator(".table-windows dialog").last();
  await request.locator('[name="number"]').fill("99999999");
  await request.locator('[name="number"]').blur();
  await save(request, "dialog-request-error");
  return shots;
}

/**
 * A request whose number the GM set for a row holds (docs/cards.md "Roll requests"): the GM asks Ilsa for a Kaiser
 * skill check against 12 with her value set to 3; the prompt it opens in Ann's pane shows the value locked beside
 * the check and the difficulty, "Fixed by the card".
 */
async function takeRequestPrompt(table: Table): Promise<string[]> {
  await table.open();
  const gm = table.pane(GM);
  await table.controlGm([HERO]);
  await gm.locator('[data-tool="indieDiceRequest"]').click();
  const request = gm.locator(".table-windows dialog").last();
  await request.locator('[name="kind"]').selectOption("skill");
  await table.fill(request, { number: "12", own0: "3" });
  await request.locator("button[data-action=request]").click();
  const prompt = table.dialog(ANN);
  await prompt.waitFor();
  const file = join(DOCS, "dialog-request-fixed.jpg");
  await steadyShot(prompt, file);
  return [file];
}

/**
 * *Start a Group Test* on a laptop's 1280×800 screen (docs/cards.md "Group tests"): Ilsa and the GM's three, the
 * Warden at Modifier +2, and the group's exact chance under the rows as the GM sees it before posting.
 */
async function takeStartGroupTest(table: Table): Promise<string[]> {
  const viewport = table.page.viewportSize();
  await table.page.setViewportSize({ width: 1280, height: 800 });
  try {
    await table.open();
    await table.controlGm([HERO, ...GM_TOKENS]);
    const window = await table.openMacro("macroGroupTest00");
    await window.locator('[name="modifier1"]').fill("2");
    await window.locator(".indie-dice-form-chance", { hasText: "%" }).waitFor();
    const file = join(DOCS, "dialog-group-test-start.jpg");
    await steadyShot(window, file);
    await window.locator('header [data-action="close"]').click();
    return [file];
  } finally {
    if (viewport) await table.page.setViewportSize(viewport);
  }
}

/**
 * The trial's group test (issue 64): Ilsa (Modifier +1) rolls 4 and fails, the Grave Warden (Modifier +1) rolls 8 and
 * gives her an Advantage, whose die shows 9. The GM pops the card out and sets it beside the die's own message in the
 * chat log, which states what the card does: 10, a High Score, and the 45.0% the gift's button showed
 * (docs/cards.md "What a card's messages say").
 */
async function takeGroupGift(table: Table): Promise<string> {
  const { page } = table;
  const gm = table.pane(GM);
  await table.controlGm([HERO, WARDEN]);
  if ((await gm.locator(".table-macros").getAttribute("open")) === null)
    await gm.locator(".table-macros summary").click();
  await gm.locator('[data-macro="macroGroupTest00"]').click();
  const start = gm.locator(".table-windows dialog").last();
  await table.fill(start, { modifier0: "1", modifier1: "1" });
  await start.locator("button[data-action=start]").click();
  const group = (userId: string) => table.pane(userId).locator(".indie-dice-group-test").last();
  await group(ANN).waitFor();
  // The table's seeds give Ilsa's d10 a 4, the Warden's an 8 and the gift's a 9.
  await table.seed("15");
  await table.rollFrom(
    ANN,
    group(ANN).locator(`.indie-dice-group-member[data-participant="${HERO}"] [data-action="indie-dice-group-roll"]`),
  );
  await table.seed("10");
  await table.rollFrom(
    GM,
    group(GM).locator(`.indie-dice-group-member[data-participant="${WARDEN}"] [data-action="indie-dice-group-roll"]`),
  );
  await table.seed("7");
  await group(GM).locator(`button[data-giver="${WARDEN}"][data-receiver="${HERO}"]`).click();
  // A gift rolls its die at once when the giver's user presses it (no dialog): its line is the card's next.
  await group(GM).locator(".indie-dice-group-gifts li").first().waitFor();
  const die = table.lastMessage(GM);
  await die.locator(".indie-dice-banner").waitFor();
  // Foundry's own *Pop Out* of the card, its window dragged by its header to stand just above the die's message.
  const card = table
    .messages(GM)
    .filter({ has: page.locator(".indie-dice-group-test") })
    .last();
  const id = await card.getAttribute("data-message-id");
  await card.click({ button: "right" });
  await gm.locator("#context-menu .context-item", { hasText: /^Pop Out$/ }).click();
  const popout = page.locator(`.chat-popout[id$="chat-popout-${id}"]`);
  await popout.locator(".indie-dice-group-test").waitFor();
  const [header, window, message] = await Promise.all([
    popout.locator(".window-header").boundingBox(),
    popout.boundingBox(),
    die.boundingBox(),
  ]);
  const grip = { x: header!.x + 40, y: header!.y + header!.height / 2 };
  await page.mouse.move(grip.x, grip.y);
  await page.mouse.down();
  await page.mouse.move(
    grip.x + message!.x + message!.width - window!.width - window!.x,
    grip.y + message!.y - 8 - window!.height - window!.y,
    { steps: 8 },
  );
  await page.mouse.up();
  const moved = (await popout.boundingBox())!;
  // From the top of the message the window's top stands over, so that no message is cut.
  const boxes = await table
    .messages(GM)
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ y, height }) => ({ y, height })));
  const under = boxes.find(({ y, height }) => y <= moved.y && moved.y < y + height);
  const left = Math.min(moved.x, message!.x) - 6;
  const top = Math.min(moved.y, under?.y ?? moved.y) - 6;
  const clip = {
    x: left,
    y: top,
    width: Math.max(moved.x + moved.width, message!.x + message!.width) + 6 - left,
    height: message!.y + message!.height + 6 - top,
  };
  const file = join(DOCS, "card-group-test-gift.jpg");
  await page.screenshot({ ...picture(file), clip });
  await popout.locator('[data-action="close"]').click();
  return file;
}

/**
 * A contest of any formula (docs/formula-contest.md): Ilsa's 1d20 + 5 against the Grave Warden's 2d20kl + 8, both
 * rolling again on a tie; the card before any roll, and after Ann rolled from the prompt it opened for her.
 */
async function takeFormulaContest(table: Table): Promise<string[]> {
  const shots: string[] = [];
  const save = async (locator: Locator, name: string) => {
    const file = join(DOCS, `${name}.jpg`);
    await steadyShot(locator, file);
    shots.push(file);
  };
  await table.open();
  const contest = await startIlsasContest(
    table,
    "formula",
    { "a0.formula": "1d20 + 5", "d.formula": "2d20kl + 8" },
    (start) => start.locator('select[name="ties"]').selectOption("again"),
  );
  const unfold = async (card: Locator) => {
    const details = card.locator("details").first();
    if ((await details.count()) > 0 && (await details.getAttribute("open")) === null)
      await details.locator("summary").first().click();
  };
  await unfold(contest(GM));
  await save(contest(GM), "card-formula-contest");
  await table.seed("5");
  await annRolls(table, contest);
  await unfold(contest(GM));
  await save(contest(GM), "card-formula-contest-given");
  return shots;
}

/**
 * The *Any formula* dialog's formulas side by side (docs/formula-dialog.md "Side by side"): Ilsa's Stealth check
 * against two other ways to roll it, and her Stealth swept from 0 to 10; in English light and German dark.
 */
async function takeSideBySide(table: Table): Promise<string[]> {
  const shots: string[] = [];
  for (const [lang, theme, file] of [
    ["en", "light", "dialog-side-by-side"],
    ["de", "dark", "dialog-side-by-side-german-dark"],
  ] as const) {
    await table.open({ lang, theme });
    const ann = table.pane(ANN);
    const sheet = ann.locator(".table-character");
    await sheet.locator("summary").click();
    await sheet.locator("textarea").fill('{"skills": {"stealth": 5}}');
    await sheet.locator("textarea").blur();
    await ann.locator(`[data-control="${HERO}"]`).click();
    const dialog = await table.openRoll(ANN, "formula");
    await table.fill(dialog, { formula: "1d20 + @skills.stealth", target: "15" });
    await dialog.locator("details.indie-dice-side-by-side > summary").click();
    await table.fill(dialog, {
      formula2: "2d20kh + 3",
      formula3: "1d20 + 8",
      seriesPath: "skills.stealth",
      seriesFrom: "0",
      seriesTo: "10",
    });
    await dialog.locator(".indie-dice-series").waitFor();
    // As wide as the pane lets it be, the fields beside the odds; the odds scrolled to the comparison (English) or
    // to the series (German), so that the two pictures show all of it.
    await dialog.evaluate((element) =>
      Object.assign((element as HTMLElement).style, { width: "780px", height: "1040px", maxHeight: "none" }),
    );
    const shown =
      lang === "en"
        ? dialog.locator(".indie-dice-side-by-side-answer")
        : dialog.locator(".indie-dice-lines-chart").last();
    await shown.evaluate((element) => element.scrollIntoView({ block: "start" }));
    const path = join(DOCS, `${file}.jpg`);
    await steadyShot(dialog, path);
    shots.push(path);
  }
  return shots;
}

/**
 * A roll dialog popped out into a browser window of its own (v14's header control Detach; the playground plays v14
 * with `?generation=14`), filled, as it looks there (popout-dialog.jpg); and a card in its own pop-out (Foundry's
 * ChatPopout, from the message's *Pop Out*), detached too (popout-card.jpg).
 */
async function takePopouts(table: Table): Promise<string[]> {
  await openV14(table, "4");
  const dialog = await table.openRoll(GM, "kaiser");
  await table.fill(dialog, { bonus: "2", advantages: "1", difficulty: "9" });
  const shots = [await poppedOutShot(table, dialog, "popout-dialog")];
  // A roll request to the Warden alone (no player is prompted), his roll made from the card: the card popped out.
  await openV14(table, "5");
  await table.controlGm([WARDEN]);
  await table.pane(GM).locator('[data-tool="indieDiceRequest"]').click();
  await table.pane(GM).locator('.table-windows .request-dialog button[data-action="request"]').click();
  const card = table
    .pane(GM)
    .locator("ol.chat-log > li.chat-message")
    .filter({ has: table.page.locator(".indie-dice-request") })
    .last();
  await card.waitFor();
  await table.rollFrom(GM, card.locator(`[data-action="indie-dice-request-roll"][data-participant="${WARDEN}"]`));
  await card.locator(".indie-dice-banner").waitFor();
  const id = await card.getAttribute("data-message-id");
  await card.click({ button: "right" });
  await table
    .pane(GM)
    .locator("#context-menu .context-item", { hasText: /^Pop Out$/ })
    .click();
  shots.push(await poppedOutShot(table, table.page.locator(`.chat-popout[id$="chat-popout-${id}"]`), "popout-card"));
  return shots;
}

/**
 * D&D 5e's own roll dialog with the module's figures (docs/systems.md "D&D 5e"), in a dnd5e world of the table on a
 * laptop's screen: Ann's Stealth against DC 15 with a situational +2 typed (English, light), the same in German on the
 * dark theme, and her rapier's attack at the Grave Warden as the GM's pane would show it (the GM sees the chance to
 * hit; a player, under dnd5e's default, does not).
 */
async function takeDnd5e(table: Table): Promise<string[]> {
  const shots: string[] = [];
  const viewport = table.page.viewportSize();
  try {
    for (const [lang, theme] of [
      ["en", "light"],
      ["de", "dark"],
    ] as const) {
      await table.open({ lang, theme, system: "dnd5e" });
      await table.paneScreen({ width: 1280, height: 800 });
      await table.pane(ANN).locator('[data-sheet-roll="stealth-dc"]').click();
      const dialog = table.pane(ANN).locator(".table-windows .roll-configuration").last();
      const situational = dialog.locator('[name="roll.0.situational"]');
      await situational.fill("2");
      await situational.dispatchEvent("change");
      await dialog.locator(".indie-dice-system-chip").first().waitFor();
      const file = join(DOCS, `dialog-dnd5e${lang === "en" ? "" : `-${lang}-${theme}`}.jpg`);
      await steadyShot(dialog, file);
      shots.push(file);
      await dialog.locator('button[data-action="normal"]').click();
    }
  } finally {
    if (viewport) await table.page.setViewportSize(viewport);
  }
  return shots;
}

/**
 * The other game systems' own roll dialogs with the module's figures (docs/systems-<id>.md), each in its world of the
 * table on a laptop's screen, English and light, as Ann rolls from her character's sheet (playground/table/systems/):
 * pf2e's Stealth +10 against DC 20 with Fortune picked, Daggerheart's Agility against difficulty 12, CoC7's Stealth 50
 * from its sheet's row with one bonus die, Shadowdark's `[[check 12 dex]]` with Advantage chosen.
 */
async function takeSystems(table: Table): Promise<string[]> {
  // Each dialog as the browser suites open it (test/e2e/system-dialogs.ts), then set as pictured.
  const pictured: Record<string, (dialog: Locator) => Promise<void>> = {
    pf2e: (dialog) => dialog.locator('.fate input[value="keep-higher"]').click(),
    daggerheart: async () => undefined,
    CoC7: (dialog) => dialog.locator('input[name="poolModifier"]').fill("1"),
    shadowdark: (dialog) => dialog.locator('label[for="adv-1"]').click(),
  };
  const systems = SYSTEM_DIALOGS.filter(({ id }) => id in pictured).map((system) => ({
    id: system.id,
    file: `dialog-${system.id.toLowerCase()}`,
    async open() {
      const dialog = await system.open(table.pane(ANN));
      await pictured[system.id]?.(dialog);
      return dialog;
    },
  }));
  const shots: string[] = [];
  const viewport = table.page.viewportSize();
  try {
    for (const system of systems) {
      await table.open({ system: system.id });
      await table.paneScreen({ width: 1280, height: 800 });
      const dialog = await system.open();
      await dialog.locator(".indie-dice-system-odds").waitFor();
      // The double draws a system's dialog without the system's stylesheet, so it may stand taller than the system's
      // own and scroll on this screen (Daggerheart's): the picture shows its end, the figures and the Roll button.
      await dialog.evaluate((element) => {
        const content = element.querySelector(".window-content");
        if (content) content.scrollTop = content.scrollHeight;
      });
      const file = join(DOCS, `${system.file}.jpg`);
      await steadyShot(dialog, file);
      shots.push(file);
    }
  } finally {
    if (viewport) await table.page.setViewportSize(viewport);
  }
  return shots;
}

async function openV14(table: Table, seed: string): Promise<void> {
  await table.page.goto(`${table.url}?lang=en&theme=light&seed=${seed}&generation=14`);
  await table.page.evaluate(() => sessionStorage.clear());
  await table.page.reload();
  await table.ready();
}

/** The window detached by its header's Detach, pictured in the browser window it moved into. */
async function poppedOutShot(table: Table, window: Locator, name: string): Promise<string> {
  await window.waitFor();
  await window.locator('[data-action="toggleControls"]').first().click();
  const [popup] = await Promise.all([
    table.page.context().waitForEvent("page"),
    window.locator('[data-action="detach"] button').click(),
  ]);
  // Tall enough for the whole window where it was in the main page (an element picture shows only what is in view).
  await popup.setViewportSize({ width: 1600, height: 2000 });
  const moved = popup.locator(".application").first();
  await moved.waitFor();
  const file = join(DOCS, `${name}.jpg`);
  await steadyShot(moved, file);
  await popup.close();
  return file;
}

async function main(): Promise<void> {
  mkdirSync(DOCS, { recursive: true });
  const served = await servePlayground();
  const profile = mkdtempSync(join(tmpdir(), "indie-dice-shots-"));
  // Tall enough that the longest card and the report fit a pane whole: an element picture shows only what is in view.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1600, height: 2000 },
  });
  try {
    const table = new Table(await context.newPage(), served.url);
    const files = [];
    // `npm run screenshots -- moments` takes only the pictures of takeMoments.
    if (process.argv.includes("moments")) files.push(...(await takeMoments(table)));
    // `npm run screenshots -- popouts`: only the popped-out windows.
    else if (process.argv.includes("popouts")) files.push(...(await takePopouts(table)));
    // `npm run screenshots -- side-by-side`: only the formulas side by side.
    else if (process.argv.includes("side-by-side")) files.push(...(await takeSideBySide(table)));
    // `npm run screenshots -- formula-contest`: only a contest of any formula.
    else if (process.argv.includes("formula-contest")) files.push(...(await takeFormulaContest(table)));
    // `npm run screenshots -- request-prompt`: only a request's prompt with the GM's number fixed.
    else if (process.argv.includes("request-prompt")) files.push(...(await takeRequestPrompt(table)));
    // `npm run screenshots -- start-group-test`: only Start a Group Test at 1280×800.
    else if (process.argv.includes("start-group-test")) files.push(...(await takeStartGroupTest(table)));
    // `npm run screenshots -- dnd5e`: only D&D 5e's own roll dialog with its figures.
    else if (process.argv.includes("dnd5e")) files.push(...(await takeDnd5e(table)));
    // `npm run screenshots -- systems`: only the other game systems' own roll dialogs (pf2e, Daggerheart, CoC7,
    // Shadowdark).
    else if (process.argv.includes("systems")) files.push(...(await takeSystems(table)));
    // `npm run screenshots -- gift`: only the group test's gift beside its die's message.
    else if (process.argv.includes("gift")) {
      await table.open();
      files.push(await takeGroupGift(table));
    } else if (process.argv.includes("languages")) {
      for (const shot of SHOTS.filter((each) => PICTURED_LANGUAGES.some((lang) => each.lang === lang)))
        files.push(...(await take(table, shot)));
      files.push(...(await takeContests(table, PICTURED_LANGUAGES)));
    } else {
      for (const shot of SHOTS) files.push(...(await take(table, shot)));
      files.push(...(await takeCards(table)));
      files.push(...(await takeMoments(table)));
      files.push(...(await takeContests(table, PICTURED_LANGUAGES)));
      files.push(...(await takeSavedRolls(table)));
      files.push(...(await takePopouts(table)));
      files.push(...(await takeSideBySide(table)));
      files.push(...(await takeFormulaContest(table)));
      files.push(...(await takeDnd5e(table)));
      files.push(...(await takeSystems(table)));
      files.push(...(await takeRequestPrompt(table)));
      files.push(...(await takeStartGroupTest(table)));
    }
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
