/**
 * Four game systems' own roll dialogs on the table (`?system=<id>`, playground/table/systems/): Ann rolls from her
 * character's sheet as each system's sheet does, and the module's figures stand beside the dialog's own buttons — on
 * its Roll button, its radios' labels, its range's positions — live as she changes an option, the window inside her
 * pane on a laptop's screen (1280×800). Every figure is worked out by hand here, from the system's rules:
 * - Pathfinder 2e, Stealth +10 against DC 20: a natural 20 makes 30 (a critical success), 10–19 a success, 2–9 a
 *   failure, a natural 1 (11) a failure lowered to a critical one — 1, 10, 8, 1 faces of 20; with fortune the higher
 *   of two d20s, P(max ≤ k) = (k/20)²: 400 − 361 = 39, 361 − 81 = 280, 81 − 1 = 80 and 1 pair of 400.
 * - Daggerheart, Hope d12 + Fear d12 + 2 against 12: the 12 doubles are criticals; a pair h ≠ f succeeds at
 *   h + f ≥ 10; counted over the 144 pairs (and the advantage d6's six faces) below.
 * - Call of Cthulhu 7e, Stealth 50: every units face leaves five tens faces of ten at or under 50 (a 0 with a 0 is
 *   100), so p = 1/2 for each tens die; a bonus die keeps the lower value, 1 − (1/2)², a penalty die the higher,
 *   (1/2)².
 *   At Hard (25 or less) units 1–5 leave three tens faces (0, 1, 2), the others two.
 * - Alien RPG, 4 base and 2 stress dice: a six on any of six dice, 1 − (5/6)^6; a one on either stress die, 1 − (5/6)².
 * - Forbidden Lands, 3 base, 2 skill and 1 gear d6 (a six succeeds): 1 − (5/6)^6; with −3, one negative die's six
 *   takes a success away: 3526 of the 6^5 faces keep one.
 * - Genesys, 2 ability + 1 proficiency against 2 difficulty (FOUNDRY-SYSTEMS-3 §a.7 example 1): of the 8·8·12·8·8
 *   face combinations, 31 988 leave at least one net success (10 542 with net advantage too); with 2 setback d6s,
 *   215 052 of 442 368 (each counted in BigInt by test/core/pools/narrative-dice.test.ts's reference).
 * - Shadowrun 6e, ten d6 hitting on a 5 or 6: at least k hits is binomial(10, 1/3) — 1 − (2/3)^10, then 3 or more
 *   41 385/59 049; the glitches as roll-odds.test.ts counts them (more 1s than 5); with the wild die no hit
 *   is a wild 1 with no other six or a wild 2–4 with no other hit, (1/6)(5/6)^9 + (1/2)(2/3)^9.
 * - Blade Runner, Agility d10 + Firearms d8 (6–9 one success, 10–12 two): a d10 fails on 1–5 (1/2), a d8 on 1–5
 *   (5/8), so 1 − (1/2)(5/8) = 11/16; Advantage adds a d8, 1 − (1/2)(5/8)² = 103/128; Disadvantage leaves the d10,
 *   1/2. A +1 modifier leaves Advantage alone.
 * - Vaesen, Precision 3 and Agility 2, all skill d6 (a six succeeds): 1 − (5/6)^5; pushed whenever it fails, the five
 *   dice again: 1 − (5/6)^10; with the rope (+1 gear) six dice, 1 − (5/6)^6 and 1 − (5/6)^12.
 * - Shadowdark, d20 + 3 against DC 12 (her class ability Fascinate's Charisma check against its own DC, or a check
 *   link's Dexterity check): a 9 or more, 12/20; with advantage the better of two, 1 − (8/20)²; with disadvantage
 *   the worse, (12/20)².
 * Each figure README.md quotes for these systems ("In your system's own dialog") is read here as the dialog prints it.
 */
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM, skipWithoutChromium, usePlaygroundPage } from "./browser";
import { ANN, GM, TablePage } from "./table-page";

const skip = skipWithoutChromium("table systems e2e");

/** The figures of a selector in the window, in order: what each reads and its exact value. */
function figures(window: Locator, selector: string): Promise<[string, number][]> {
  return window
    .locator(selector)
    .evaluateAll((all) =>
      all.map((figure) => [
        (figure.textContent ?? "").replace(/\s/g, " "),
        Number((figure as HTMLElement).dataset.probability),
      ]),
    );
}

/** The panel's figures of one outcome's row, column by column (null for an empty cell). */
function row(window: Locator, outcome: string): Promise<(number | null)[]> {
  return window.locator(".indie-dice-system-odds tbody tr").evaluateAll((rows, wanted) => {
    const found = rows.find((tr) => tr.querySelector(`td[data-outcome="${wanted}"]`));
    return found
      ? [...found.querySelectorAll("td")].map((cell) =>
          cell.dataset.probability === undefined ? null : Number(cell.dataset.probability),
        )
      : [];
  }, outcome);
}

/**
 * Where each of a range's chips stands against its stop: the chip's x centre's distance from the stop's, in widths of a
 * stop's column (the distance between two stops; a thumb's centre runs from half a thumb in from each end). 0 is under
 * its stop; under ¼ is within the middle half of its column, under ½ inside its column.
 */
function chipsFromStops(window: Locator, range: string, chips: string): Promise<number[]> {
  return window.evaluate(
    (element, [rangeSelector, chipSelector]) => {
      const input = element.querySelector<HTMLInputElement>(rangeSelector);
      if (!input) return [];
      const box = input.getBoundingClientRect();
      const min = Number(input.min);
      const max = Number(input.max);
      // Chromium's range thumb is the track's height wide at most: its centre runs between half a thumb from each end.
      const thumb = Math.min(box.height, 16);
      const column = (box.width - thumb) / (max - min);
      return [...element.querySelectorAll(chipSelector)].map((chip, index) => {
        const rect = chip.getBoundingClientRect();
        const stop = box.left + thumb / 2 + index * column;
        return Math.abs(rect.left + rect.width / 2 - stop) / column;
      });
    },
    [range, chips] as const,
  );
}

/** The panel's figures of one outcome's row as they read, column by column. */
function cells(window: Locator, outcome: string): Promise<string[]> {
  return window
    .locator(`.indie-dice-system-odds tbody td[data-outcome="${outcome}"]`)
    .evaluateAll((all) => all.map((cell) => (cell.textContent ?? "").replace(/\s/g, " ")));
}

/**
 * How each of a message's figures reads against what lies behind it: its contrast ratio (WCAG 2's relative luminance,
 * its ink's alpha laid over the nearest opaque background among its ancestors), and whether it lies inside its
 * parent's box (a figure on a button stays on the button).
 */
function legibility(message: Locator, selector: string): Promise<{ contrast: number; inside: boolean }[]> {
  return message.locator(selector).evaluateAll((figures) => {
    // "rgb(r, g, b)", "rgba(r, g, b, a)", or a mixed colour's "color(srgb r g b / a)" (channels 0–1).
    const rgba = (css: string) => {
      const parts = (css.replace("color(srgb", "").match(/[\d.]+/g) ?? []).map(Number);
      const scale = css.startsWith("color(srgb") ? 255 : 1;
      const [r = 0, g = 0, b = 0] = parts.map((part) => part * scale);
      return { r, g, b, a: parts[3] ?? 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const linear = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    return figures.map((figure) => {
      let behind = { r: 255, g: 255, b: 255, a: 1 };
      for (let at: Element | null = figure; at; at = at.parentElement) {
        const background = rgba(getComputedStyle(at).backgroundColor);
        if (background.a >= 0.99) {
          behind = background;
          break;
        }
      }
      const ink = rgba(getComputedStyle(figure).color);
      const seen = {
        r: ink.r * ink.a + behind.r * (1 - ink.a),
        g: ink.g * ink.a + behind.g * (1 - ink.a),
        b: ink.b * ink.a + behind.b * (1 - ink.a),
      };
      const light = Math.max(luminance(seen), luminance(behind));
      const dark = Math.min(luminance(seen), luminance(behind));
      const box = figure.getBoundingClientRect();
      const holder = (figure.parentElement ?? figure).getBoundingClientRect();
      return {
        contrast: Math.round(((light + 0.05) / (dark + 0.05)) * 10) / 10,
        inside: box.top >= holder.top - 0.5 && box.bottom <= holder.bottom + 0.5,
      };
    });
  });
}

/** The text of the last message in Ann's log, its white space as one space. */
async function lastMessage(table: TablePage): Promise<string> {
  return ((await table.messages(ANN).last().textContent()) ?? "").replace(/\s+/g, " ");
}

/** The module's chance lines on a message, white space as one space. */
function chanceLines(message: Locator): Promise<string[]> {
  return message
    .locator(".indie-dice-system-chance")
    .evaluateAll((lines) => lines.map((line) => (line.textContent ?? "").replace(/\s+/g, " ").trim()));
}

/** Each value to 12 places, for `toEqual`. */
const exactly = (values: readonly number[]) => values.map((value) => expect.closeTo(value, 12));

/** Ann's sheet button (playground/table/systems/<id>.ts). */
async function pressSheetButton(table: TablePage, roll: string): Promise<void> {
  await table.pane(ANN).locator(`[data-sheet-roll="${roll}"]`).click();
}

/** The system's window in Ann's pane, once the module's figures are in it. */
async function withFigures(table: TablePage, window: string): Promise<Locator> {
  const opened = table.pane(ANN).locator(`.table-windows ${window}`).last();
  await opened.locator(".indie-dice-system-odds").waitFor();
  return opened;
}

/** The system's window a sheet button opens. */
async function rollFromSheet(table: TablePage, roll: string, window: string): Promise<Locator> {
  await pressSheetButton(table, roll);
  return withFigures(table, window);
}

/** The window lies inside Ann's pane, each figure inside what it was drawn in; the GM's pane shows none of it. */
async function expectInPane(table: TablePage, window: Locator): Promise<void> {
  expect(await table.placedInPane(window)).toEqual({ inside: true, chipsInside: true });
  expect(await table.pane(GM).locator(".indie-dice-system-odds").count()).toBe(0);
}

describe.skipIf(skip)(
  `four systems' own roll dialogs on the table${skip ? ` (skipped: ${CHROMIUM} missing)` : ""}`,
  () => {
    let table: TablePage;
    usePlaygroundPage((opened) => {
      table = new TablePage(opened);
    }, "?seed=1&system=pf2e");

    const openWorld = (system: string) => table.openWorld(system);

    describe("Pathfinder 2e", () => {
      it(
        "Stealth +10 against DC 20: one bar of 5% / 50% / 40% / 5%, then 9.75% / 70% / 20% / 0.25% once Fortune " +
          "is picked; rolled at Normal, its message offers the Hero Point's reroll, 5% / 50% / 40% / 5%",
        async () => {
          await openWorld("pf2e");
          const dialog = await rollFromSheet(table, "stealth-dc", ".roll-modifiers-dialog");
          const bar = ".indie-dice-system-bar-segment";
          expect(await figures(dialog, bar)).toEqual(
            [
              ["5.0%", 1 / 20],
              ["50.0%", 10 / 20],
              ["40.0%", 8 / 20],
              ["5.0%", 1 / 20],
            ].map(([text, p]) => [text, expect.closeTo(p as number, 12)]),
          );
          expect(await dialog.locator(".indie-dice-system-odds-caption").textContent()).toBe("Against DC 20");
          // Its table: a column a fate radio (Fortune, Normal, Misfortune), the critical success's row first.
          expect(await row(dialog, "criticalSuccess")).toEqual(exactly([39 / 400, 1 / 20, 1 / 400]));
          // The bar sits right before the Roll button, which adds the check's +10.
          expect(await dialog.locator(".indie-dice-system-odds + button.roll").textContent()).toBe("Roll (+10)");
          await expectInPane(table, dialog);

          // pf2e draws nothing again on a radio's click: the module listens to it.
          await dialog.locator('.fate input[value="keep-higher"]').click();
          await expect
            .poll(async () => (await figures(dialog, bar)).map(([, p]) => p))
            .toEqual(exactly([39 / 400, 280 / 400, 80 / 400, 1 / 400]));
          expect((await figures(dialog, bar)).map(([text]) => text)).toEqual(["9.8%", "70.0%", "20.0%", "0.2%"]);
          expect(await dialog.locator(".indie-dice-system-bar").getAttribute("aria-label")).toBe("Fortune");
          await expectInPane(table, dialog);
          // Rolled, the check's message keeps the chance it had (README's words).
          await dialog.locator("button.roll").click();
          await expect
            .poll(() => lastMessage(table))
            .toContain(
              "Before the roll (Fortune): Critical success: 9.8%, Success: " +
                "70.0%, Failure: 20.0%, Critical failure: 0.2%",
            );
          // Fortune's 2d20kh is no roll pf2e rerolls. Rolled again at Normal, the message offers Ann the Hero Point's
          // reroll: whatever the first d20 showed, the new one stands — 1, 10, 8 and 1 faces of 20. On this page:
          // as a case of its own, its page's first load had made it 12.5 s cold on the loaded machine.
          await (await rollFromSheet(table, "stealth-dc", ".roll-modifiers-dialog")).locator("button.roll").click();
          await expect
            .poll(() => lastMessage(table))
            .toContain(
              "After the roll (Hero Point reroll, the new result stands, Hero Points: 1): Critical success: 5.0%, " +
                "Success: 50.0%, Failure: 40.0%, Critical failure: 5.0%",
            );
        },
      );
    });

    describe("Daggerheart", () => {
      /** Each outcome's share of the Hope × Fear pairs (and of the advantage die's faces): total = h + f + 2 + die. */
      function duality(advantageFaces: number[]): Record<string, number> {
        const counts: Record<string, number> = {
          critical: 0,
          successWithHope: 0,
          successWithFear: 0,
          failureWithHope: 0,
          failureWithFear: 0,
        };
        let all = 0;
        for (let hope = 1; hope <= 12; hope++) {
          for (let fear = 1; fear <= 12; fear++) {
            for (const die of advantageFaces) {
              all++;
              const side = hope > fear ? "WithHope" : "WithFear";
              if (hope === fear) counts.critical!++;
              else counts[`${hope + fear + 2 + die >= 12 ? "success" : "failure"}${side}`]!++;
            }
          }
        }
        return Object.fromEntries(Object.entries(counts).map(([outcome, count]) => [outcome, count / all]));
      }

      it(
        "Agility +2 against difficulty 12: " +
          "a critical 1/12, success 112/144 on Roll, +9.7% beside the +2 experience; " +
          "Advantage adds a d6, 796/864",
        async () => {
          await openWorld("daggerheart");
          // Shift skips the dialog; the message keeps the chance (README's words).
          await table
            .pane(ANN)
            .locator('[data-sheet-roll="agility-difficulty"]')
            .click({ modifiers: ["Shift"] });
          await expect
            .poll(() => lastMessage(table))
            .toContain("Before the roll (Roll): Success: 77.8%, Critical success: 8.3%");
          const dialog = await rollFromSheet(table, "agility-difficulty", ".roll-selection");
          const plain = duality([0]);
          expect(plain).toEqual({
            critical: 12 / 144,
            successWithHope: 50 / 144,
            successWithFear: 50 / 144,
            failureWithHope: 16 / 144,
            failureWithFear: 16 / 144,
          });
          for (const [outcome, p] of Object.entries(plain)) expect(await row(dialog, outcome)).toEqual(exactly([p]));
          expect(await Promise.all(Object.keys(plain).map((outcome) => cells(dialog, outcome)))).toEqual([
            ["8.3%"],
            ["34.7%"],
            ["34.7%"],
            ["11.1%"],
            ["11.1%"],
          ]);
          expect(await dialog.locator(".indie-dice-system-odds-caption").textContent()).toBe("Against difficulty 12");
          expect(await figures(dialog, 'button[data-action="submitRoll"] .indie-dice-system-chip')).toEqual([
            ["77.8%", expect.closeTo(112 / 144, 12)],
          ]);
          // Shadow-walker +2: success from h + f ≥ 8 — the 6 pairs h ≠ f summing to 8 and the 8 summing to 9: 14/144
          // more.
          expect(await figures(dialog, '[data-action="selectExperience"] .indie-dice-system-chip')).toEqual([
            ["+9.7%", expect.closeTo(14 / 144, 12)],
            // Rooftop runner +1: h + f ≥ 9 — the 8 pairs that sum to 9 (1+8, 2+7, 3+6, 4+5 and their mirrors), 8/144.
            ["+5.6%", expect.closeTo(8 / 144, 12)],
          ]);
          await expectInPane(table, dialog);

          // The dialog draws itself again on the Advantage button: one advantage d6 added, the figures drawn anew.
          await dialog.locator('[data-action="updateIsAdvantage"][data-advantage="1"]').click();
          const advantage = duality([1, 2, 3, 4, 5, 6]);
          expect(advantage.successWithHope).toBe(362 / 864);
          await expect.poll(() => row(dialog, "successWithHope")).toEqual(exactly([362 / 864]));
          for (const [outcome, p] of Object.entries(advantage))
            expect(await row(dialog, outcome)).toEqual(exactly([p]));
          expect(await Promise.all(Object.keys(advantage).map((outcome) => cells(dialog, outcome)))).toEqual([
            ["8.3%"],
            ["41.9%"],
            ["41.9%"],
            ["3.9%"],
            ["3.9%"],
          ]);
          expect(await figures(dialog, 'button[data-action="submitRoll"] .indie-dice-system-chip')).toEqual([
            ["92.1%", expect.closeTo(796 / 864, 12)],
          ]);
          await expectInPane(table, dialog);
        },
      );
    });

    describe("Call of Cthulhu 7e", () => {
      /** The success at each range position, two penalty dice to two bonus dice, for p per units face (half each). */
      const positions = (low: number, high: number) =>
        [-2, -1, 0, 1, 2].map((pool) => {
          const tens = 1 + Math.abs(pool);
          const each = (p: number) => (pool > 0 ? 1 - (1 - p) ** tens : p ** tens);
          return (each(low) + each(high)) / 2;
        });

      it(
        "Stealth 50 from the sheet's row: 12.5% … 87.5% by position, one bonus die 75%; " +
          "at Hard 25% and one bonus die 43.5%",
        async () => {
          await openWorld("coc7");
          // Her button opens CoC7's character sheet; a click on a skill's name there opens its dialog (and says which).
          await pressSheetButton(table, "sheet");
          await table
            .pane(ANN)
            .locator(".table-windows .skill-name.rollable", { hasText: /^Stealth$/ })
            .click();
          const dialog = await withFigures(table, ".bonus-selection");
          const chips = ".bonus-penalty-labels .indie-dice-system-chip";
          expect(positions(1 / 2, 1 / 2)).toEqual([1 / 8, 1 / 4, 1 / 2, 3 / 4, 7 / 8]);
          expect(await figures(dialog, chips)).toEqual([
            ["12.5%", 1 / 8],
            ["25.0%", 1 / 4],
            ["50.0%", 1 / 2],
            ["75.0%", 3 / 4],
            ["87.5%", 7 / 8],
          ]);
          expect(await dialog.locator(".indie-dice-system-odds-caption").textContent()).toBe(
            "Regular difficulty: a roll of 50 or less",
          );
          // A critical is a 01: the units die a 1 (1/10) and the tens die kept a 0 — of one die 1/10, the lower of two
          // 1 − (9/10)², the higher of two (1/10)² (README: 1.0%, 1.9%, 0.1%).
          const critical = [-2, -1, 0, 1, 2].map(
            (pool) => (pool > 0 ? 1 - (9 / 10) ** (1 + pool) : (1 / 10) ** (1 - pool)) / 10,
          );
          expect(await row(dialog, "critical")).toEqual(exactly(critical));
          expect((await cells(dialog, "critical")).slice(1, 4)).toEqual(["0.1%", "1.0%", "1.9%"]);
          await expectInPane(table, dialog);
          // Each position's chance stands under its stop of the range, in the middle half of that stop's column (both
          // looks).
          const fromStops = await chipsFromStops(dialog, 'input[name="poolModifier"]', chips);
          expect(fromStops).toHaveLength(5);
          for (const distance of fromStops) expect(distance).toBeLessThan(0.25);

          // One bonus die on the range: its position's figure is the one rolled, 75%; the panel stays.
          await dialog.locator('input[name="poolModifier"]').evaluate((range: HTMLInputElement) => {
            range.value = "1";
            range.dispatchEvent(new Event("input", { bubbles: true }));
            range.dispatchEvent(new Event("change", { bubbles: true }));
          });
          expect((await figures(dialog, chips))[3]).toEqual(["75.0%", 3 / 4]);
          // Hard: three tens faces of ten for units 1–5, two for the rest, at each position.
          await dialog.locator('select[name="difficulty"]').selectOption("2");
          const hard = positions(3 / 10, 2 / 10);
          expect(hard[2]).toBeCloseTo(0.25, 12);
          expect(hard[3]).toBeCloseTo(0.435, 12);
          await expect.poll(async () => (await figures(dialog, chips)).map(([, p]) => p)).toEqual(exactly(hard));
          expect(await dialog.locator(".indie-dice-system-odds-caption").textContent()).toBe(
            "Hard difficulty: a roll of 25 or less",
          );
          expect(await row(dialog, "success")).toEqual(exactly(hard));
          await expectInPane(table, dialog);
        },
      );

      it(
        "after Stealth 50 rolls 64 (seed 85): Ann reads the push, 50.0% (fumble 1.0%), on its button too; " +
          "14 or 39 Luck",
        async () => {
          await openWorld("coc7");
          await table.seed("85");
          await pressSheetButton(table, "sheet");
          await table
            .pane(ANN)
            .locator(".table-windows .skill-name.rollable", { hasText: /^Stealth$/ })
            .click({ modifiers: ["Shift"] });
          const lines = () =>
            table
              .messages(ANN)
              .last()
              .locator(".indie-dice-system-chance")
              .evaluateAll((found) => found.map((line) => (line.textContent ?? "").replace(/\s+/g, " ").trim()));
          // Pushed, the pool as it stands: 01–50 of 100 succeed, a 100 fumbles (50 is not below 50). Luck: 64 − 50 and
          // 64 − 25; an extreme success (64 − 10 = 54) costs more than the 50 she holds (docs/systems-coc7.md).
          await expect
            .poll(async () => (await lines()).slice(1))
            .toEqual([
              "After the roll (This roll pushed — a failure then stands: no Luck, no second push): " +
                "Success at Regular: 50.0%, Fumble: 1.0%",
              "After the roll: Regular success for 14 Luck",
              "After the roll: Hard success for 39 Luck",
            ]);
          // The card's own Push button reads the push's figures (text of its own: a click is still CoC7's).
          const push = table.messages(ANN).last().locator('button[data-action="push"]');
          expect(((await push.textContent()) ?? "").replace(/\s+/g, " ").trim()).toBe(
            "Push (Success at Regular: 50.0%, Fumble: 1.0%)",
          );
        },
      );
    });

    describe("Alien RPG", () => {
      it(
        "Comtech 4 with stress 2 in the modifier prompt: " +
          "66.5% success, 30.6% panic, live as a modifier is typed; a click that rolls at once keeps its chance",
        async () => {
          await openWorld("alienrpg");
          const dialog = await rollFromSheet(table, "comtech-mod", ".application.dialog");
          // 4db+2ds: 1 − (5/6)^6 succeeds, 1 − (5/6)² panics, (5/6)² − (5/6)^4 (4/6)² succeeds without panic.
          expect(await row(dialog, "success")).toEqual(exactly([31031 / 46656]));
          expect(await row(dialog, "panic")).toEqual(exactly([11 / 36]));
          expect(await row(dialog, "successNoPanic")).toEqual(exactly([22400 / 46656]));
          expect(await cells(dialog, "success")).toEqual(["66.5%"]);
          // The panel stands before the prompt's footer, which DialogV2 never draws again.
          expect(await dialog.locator(".indie-dice-system-odds + footer.form-footer").count()).toBe(1);
          await expectInPane(table, dialog);
          // −3 on the base dice: 1db+2ds, 1 − (5/6)³ = 91/216. The prompt draws nothing again: the module listens.
          await dialog.locator('input[name="modifier"]').fill("-3");
          await expect.poll(() => row(dialog, "success")).toEqual(exactly([91 / 216]));
          await expectInPane(table, dialog);
          await dialog.locator('[data-action="close"]').click();
          await dialog.waitFor({ state: "detached" });

          // A click on Comtech rolls at once: its message keeps the chance its own roll had.
          await pressSheetButton(table, "comtech");
          await expect.poll(() => lastMessage(table)).toContain("Success (a six): 66.5%");
        },
      );

      it("after Comtech rolls one base six (seed 4): Ann reads the push on the message and its button", async () => {
        await openWorld("alienrpg");
        await table.seed("4");
        await pressSheetButton(table, "comtech");
        const first = table.messages(ANN).last();
        const push = first.locator("button.alien-Push-button");
        // One base six, no stress six or one: 3 base and 3 stress dice again; another six 1 − (5/6)^6, panic
        // 1 − (5/6)^3 (docs/systems-alienrpg.md "After the roll").
        await expect.poll(() => push.textContent()).toBe("Push (Success: 100.0%, Another six: 66.5%, Panic: 42.1%)");
        expect(await first.locator(".indie-dice-system-chance").last().textContent()).toBe(
          "After the roll (Pushed — base dice: 3, stress dice: 3): Success: 100.0%, Another six: 66.5%, Panic: 42.1%",
        );
        // As the system draws its message (the double carries its stylesheet: a black message in green words, a Push
        // button painted as a picture whose own words are transparent): every figure legible, 4.5:1 at least
        // (WCAG's AA for text), and the button's figures on the button.
        for (const { contrast, inside } of await legibility(
          first,
          ".indie-dice-system-chance, .indie-dice-system-button-figures",
        )) {
          expect(contrast).toBeGreaterThanOrEqual(4.5);
          expect(inside).toBe(true);
        }
        // Pushed: the new roll is this browser's last, so the first message's button (which would push it) shows none.
        await push.click();
        await expect.poll(() => lastMessage(table)).toContain("Before the roll (Base dice: 3, stress dice: 3)");
        await expect
          .poll(() => table.messages(ANN).nth(-2).locator("button.alien-Push-button").textContent())
          .toBe("Push");
      });
    });

    describe("Forbidden Lands", () => {
      it(
        "Melee with the sword, Strength 3, Melee 2, gear 1 (Foundry 14): " +
          "66.5% now, 86.9% pushed whenever it fails, live as the modifier is typed",
        async () => {
          await openWorld("forbidden-lands");
          const dialog = await rollFromSheet(table, "melee", ".window-app:has(form.roll-dialog)");
          // 3b + 2s + 1g: 1 − (5/6)^6 = 31031/46656; pushed whenever it fails: 118198271/136048896.
          expect(await row(dialog, "success")).toEqual(exactly([31031 / 46656, 118198271 / 136048896]));
          expect(await cells(dialog, "success")).toEqual(["66.5%", "86.9%"]);
          // The panel stands before the dialog's actions, which the system never draws again.
          expect(await dialog.locator(".indie-dice-system-odds + .form-actions").count()).toBe(1);
          await expectInPane(table, dialog);
          // A modifier of −3: 3b + 1 negative die + 1g, counted over the 6^5 faces: 3526/7776. The dialog draws
          // nothing again: the module listens.
          await dialog.locator("input#modifier").fill("-3");
          await expect.poll(async () => (await row(dialog, "success"))[0]).toBeCloseTo(3526 / 7776, 12);
          await expectInPane(table, dialog);
        },
      );
    });

    describe("Mutant Year Zero", () => {
      it(
        "Fight with Strength, Ilsa's house attribute (3 + 2 + 1): 66.5% now, 88.3% pushed whenever it fails " +
          "(her base 1s rolled again), live as a skill of −2 is typed",
        async () => {
          await openWorld("mutant-year-zero");
          const dialog = await rollFromSheet(table, "fight", ".application.dialog.mutant-year-zero");
          // 1 − (5/6)^6 = 31031/46656; pushed whenever it fails, 1s on base dice rolled again: 1922876086/6^12.
          expect(await row(dialog, "success")).toEqual(exactly([31031 / 46656, 1922876086 / 6 ** 12]));
          expect(await cells(dialog, "success")).toEqual(["66.5%", "88.3%"]);
          // The panel stands before the dialog's footer, which DialogV2 never draws again.
          expect(await dialog.locator(".indie-dice-system-odds + footer.form-footer").count()).toBe(1);
          await expectInPane(table, dialog);
          // Skill −2: two skill dice whose 6s take a success away — 18506 of the 6^6 faces net one.
          await dialog.locator('input[name="skill"]').fill("-2");
          await expect.poll(async () => (await row(dialog, "success"))[0]).toBeCloseTo(18506 / 46656, 12);
        },
      );
    });

    describe("Starfinder", () => {
      it("Acrobatics +25 against DC 20: 95.0% (a natural 1 fails), 5.0% once a bonus of −30 is typed", async () => {
        await openWorld("sfrpg");
        const dialog = await rollFromSheet(table, "acrobatics", ".sfrpg.dialog.roll");
        // dice.js:987-998: faces 2–20 succeed, the natural 1 fails though 26 reaches 20.
        expect(await row(dialog, "success")).toEqual(exactly([19 / 20]));
        expect(await cells(dialog, "success")).toEqual(["95.0%"]);
        // The panel stands before the buttons, which the V1 dialog draws again with its content.
        expect(await dialog.locator(".indie-dice-system-odds + .dialog-buttons").count()).toBe(1);
        await expectInPane(table, dialog);
        // The bonus is stored on keyup (roll-dialog.js:212, 233): 1d20 − 5 against 20, the natural 20 alone.
        await dialog.locator('input[name="bonus"]').pressSequentially("-30");
        await expect.poll(async () => (await row(dialog, "success"))[0]).toBeCloseTo(1 / 20, 12);
      });
    });

    describe("Dungeon Crawl Classics", () => {
      it(
        "a warrior's longsword (1d20 + 2, threat 19–20): critical 10.0%, fumble 5.0%; +1D to the d24 moves the " +
          "threat to 23–24 (8.3%); the message keeps it",
        async () => {
          await openWorld("dcc");
          const dialog = await rollFromSheet(table, "attack", ".application.roll-modifier");
          expect(await row(dialog, "critical")).toEqual(exactly([2 / 20]));
          expect(await row(dialog, "fumble")).toEqual(exactly([1 / 20]));
          // The panel stands before the form's footer, which the dialog never draws again.
          expect(await dialog.locator(".indie-dice-system-odds + footer").count()).toBe(1);
          await expectInPane(table, dialog);
          await dialog.locator('[data-action="modifyDie"][data-term="0"][data-mod="+1"]').click();
          await expect.poll(async () => (await row(dialog, "critical"))[0]).toBeCloseTo(2 / 24, 12);
          await dialog.locator('button[type="submit"]').click();
          await expect.poll(() => lastMessage(table)).toContain("8.3%");
        },
      );
    });

    describe("Mothership", () => {
      it(
        "Ilsa's Fear save (40 + 5), rollCheck's plain DialogV2: [+] 69.8%, 45.0%, [-] 20.3%; Zero-G's +10 checked " +
          "makes it 55",
        async () => {
          await openWorld("mosh");
          const dialog = await rollFromSheet(table, "fear", ".application.dialog.macro-popup-dialog");
          // Under 45 on 00 … 99, 90+ failing: [+] 1 − 0.55², 0.45, [-] 0.45².
          expect(await row(dialog, "success")).toEqual(exactly([0.6975, 0.45, 0.2025]));
          expect(await cells(dialog, "success")).toEqual(["69.8%", "45.0%", "20.3%"]);
          expect(await dialog.locator(".indie-dice-system-odds + footer.form-footer").count()).toBe(1);
          await expectInPane(table, dialog);
          // The skill's radio: rollCheck adds its bonus, 55 — [+] 1 − 0.45².
          await dialog.locator('input[name="skill"]').check();
          await expect.poll(async () => (await row(dialog, "success"))[0]).toBeCloseTo(0.7975, 12);
        },
      );
    });

    describe("Cyberpunk RED", () => {
      it("Handgun, REF 6 + 6 (base 12): DV 15 typed, 70.0%; DV 24, 8.0%, kept in the message", async () => {
        await openWorld("cyberpunk-red-core");
        const dialog = await rollFromSheet(table, "handgun", ".window-app.dialog");
        // No DV yet: the critical facts, 10% each (a 10 or a 1 on the first d10).
        expect(await row(dialog, "criticalSuccess")).toEqual(exactly([1 / 10]));
        await expectInPane(table, dialog);
        // Above 15: a 4–9, any 10 (70 of the 100 pairs of d10s); above 24 only a 10 then a 3 or more (8).
        await dialog.locator(".indie-dice-cpred-dv input").fill("15");
        await expect.poll(() => row(dialog, "beat")).toEqual(exactly([7 / 10]));
        expect(await cells(dialog, "beat")).toEqual(["70.0%"]);
        await dialog.locator(".indie-dice-cpred-dv input").fill("24");
        await expect.poll(() => row(dialog, "beat")).toEqual(exactly([8 / 100]));
        // Confirmed: the system's card, which keeps the chance against the DV she typed, whatever the dice showed.
        await dialog.locator('button[name="confirm"]').click();
        const card = table.messages(ANN).last();
        await expect
          .poll(() => chanceLines(card))
          .toEqual([
            "Before the roll (This check): Beats the DV: 8.0%, Does not beat it (a tie fails): 92.0%, " +
              "A tie with the DV (fails as coded; 'beats or ties' adds it): 1.0%, " +
              "Critical success: a 10, one more d10 added: 10.0%, " +
              "Critical failure: a 1, one more d10 taken away: 10.0%",
          ]);
        // The GM's DV field, in his pane alone: 18 judges the check for him (7–9 and every 10: 40 of 100).
        expect(await card.locator(".indie-dice-cpred-gm-dv").count()).toBe(0);
        const gmCard = table.messages(GM).last();
        await gmCard.locator(".indie-dice-cpred-gm-dv input").fill("18");
        await gmCard.locator(".indie-dice-cpred-gm-dv input").press("Enter");
        await expect.poll(async () => (await chanceLines(table.messages(GM).last())).join(" ")).toContain("40.0%");
        expect((await chanceLines(card)).join(" ")).not.toContain("40.0%");
      });
    });

    describe("Blades in the Dark", () => {
      it("Nyx's Skirmish 2: 2.8% / 27.8% / 44.4% / 25.0%; −2d zero dice, a bad outcome 75.0%", async () => {
        await openWorld("blades-in-the-dark");
        const dialog = await rollFromSheet(table, "skirmish", '.application.dialog:has([name="rollSelection"])');
        // The highest of two d6: a bad outcome 1–3 on both, 9 of 36; a full success one 6 alone, 10 of 36.
        expect(await row(dialog, "failure")).toEqual(exactly([9 / 36]));
        expect(await cells(dialog, "success")).toEqual(["27.8%"]);
        expect(await dialog.locator(".indie-dice-system-odds + footer.form-footer").count()).toBe(1);
        await expectInPane(table, dialog);
        // −2d: zero dice, two rolled and the lower read — a bad outcome unless both show 4 or more: 27 of 36.
        await dialog.locator('select[name="mod"]').selectOption("-2");
        await expect.poll(async () => (await row(dialog, "failure"))[0]).toBeCloseTo(27 / 36, 12);
      });
    });

    describe("Genesys", () => {
      it(
        "Ranged, 2 ability + 1 proficiency against the world's 2 difficulty: 65.1% success, 48.6% once the dice " +
          "box adds 2 setback; the message keeps its chance",
        async () => {
          await openWorld("genesys");
          const prompt = await rollFromSheet(table, "ranged", ".window-app.app-dice-prompt");
          // 31 988 of the 8·8·12·8·8 face combinations leave a net success, 10 542 with net advantage too.
          expect(await row(prompt, "success")).toEqual(exactly([31_988 / 49_152]));
          expect(await row(prompt, "successAdvantage")).toEqual(exactly([10_542 / 49_152]));
          expect(await cells(prompt, "success")).toEqual(["65.1%"]);
          await expectInPane(table, prompt);
          // Two setback dice from the dice box: the component patches its pool in place, the figures follow —
          // 215 052 of the 442 368 combinations (the setback FFG's own line leaves out).
          await prompt.locator('[data-change="S"]').click();
          await prompt.locator('[data-change="S"]').click();
          await expect.poll(() => row(prompt, "success")).toEqual(exactly([215_052 / 442_368]));
          await expectInPane(table, prompt);
          await prompt.locator("button.roll-button").click();
          await expect.poll(() => lastMessage(table)).toContain("Success (one net success or more): 48.6%");
        },
      );
    });

    describe("Shadowrun 6e", () => {
      it(
        "Sneaking, 10 dice against a threshold the dialog keeps hidden: the player reads the hits' rows, " +
          "no chance against it, live as the wild die is ticked; the message neither",
        async () => {
          await openWorld("shadowrun6-eden");
          const dialog = await rollFromSheet(table, "sneaking", ".window-app:has(form.sr6-roll-dialog)");
          const drawn = ".indie-dice-system-odds td[data-probability]";
          // Glitch and critical glitch, then at least 1, 2, 3 hits of ten d6 hitting on 5–6 (1/3 each).
          expect((await figures(dialog, drawn)).slice(0, 5)).toEqual([
            ["0.2%", expect.closeTo(24_571 / 10_077_696, 12)],
            ["<0.1%", expect.closeTo(10_343 / 30_233_088, 12)],
            ["98.3%", expect.closeTo(58_025 / 59_049, 12)],
            ["89.6%", expect.closeTo(52_905 / 59_049, 12)],
            ["70.1%", expect.closeTo(41_385 / 59_049, 12)],
          ]);
          expect(await dialog.textContent()).not.toContain("Meets the threshold");
          await expectInPane(table, dialog);
          // The wild die ticked: no hit only with a wild 1 and no other six, (1/6)(5/6)^9, or a wild 2–4 and no
          // other hit, (1/2)(2/3)^9 — 2 739 557 of 6^10.
          await dialog.locator('input[name="useWildDie"]').check();
          await expect
            .poll(async () => (await figures(dialog, drawn))[2]?.[1])
            .toBeCloseTo(1 - 2_739_557 / 60_466_176, 12);
          await dialog.locator('button[data-button="normal"]').click();
          await expect.poll(() => lastMessage(table)).toContain("Glitch: 0.2%");
          expect(await lastMessage(table)).not.toContain("Meets the threshold");
        },
      );
    });

    describe("Blade Runner", () => {
      it(
        "Firearms, Agility d10 + Firearms d8: 68.8% / 80.5% / 50.0% on Roll, Advantage, Disadvantage; " +
          "Good cover ticked, the dialog drawn again with Advantage alone",
        async () => {
          await openWorld("blade-runner");
          const dialog = await rollFromSheet(table, "firearms", ".window-app.roll-application");
          expect(await row(dialog, "success")).toEqual(exactly([11 / 16, 103 / 128, 1 / 2]));
          expect(await cells(dialog, "success")).toEqual(["68.8%", "80.5%", "50.0%"]);
          // The panel stands before the dialog's buttons, each carrying its own figure.
          expect(await dialog.locator(".indie-dice-system-odds + .sheet-footer").count()).toBe(1);
          await expectInPane(table, dialog);
          // The system draws itself again on the tick: the figures come back with it.
          await dialog.locator("input#modifier-cover").click();
          await expect.poll(() => row(dialog, "success")).toEqual(exactly([103 / 128]));
        },
      );
    });

    describe("Vaesen", () => {
      it(
        "Agility, Precision 3 and Agility 2: 59.8% now, 83.8% pushed whenever it fails; " +
          "66.5% and 88.8% with the rope",
        async () => {
          await openWorld("vaesen");
          const dialog = await rollFromSheet(table, "agility", ".window-app:has(.vaesen.roll-dialog)");
          expect(await row(dialog, "success")).toEqual(exactly([1 - (5 / 6) ** 5, 1 - (5 / 6) ** 10]));
          expect(await cells(dialog, "success")).toEqual(["59.8%", "83.8%"]);
          // The panel stands before the dialog's buttons; its fields are a string the system never draws again.
          expect(await dialog.locator(".indie-dice-system-odds + .dialog-buttons").count()).toBe(1);
          await dialog.locator("select#gear").selectOption("1");
          await expect.poll(async () => (await row(dialog, "success"))[0]).toBeCloseTo(1 - (5 / 6) ** 6, 12);
          expect(await cells(dialog, "success")).toEqual(["66.5%", "88.8%"]);
        },
      );
    });

    describe("Twilight 2000", () => {
      it(
        "Close Combat, Strength d8 and Close Combat d6 (Foundry 14): 47.9% now, 68.4% pushed whenever it fails, " +
          "live as the − button moves the dice",
        async () => {
          await openWorld("t2k4e");
          const dialog = await rollFromSheet(table, "close", ".window-app:has(form.roll-dialog)");
          // d8 + d6: 23/48; pushed whenever it fails: 197/288 (FOUNDRY-SYSTEMS-3 §b.7).
          expect(await row(dialog, "success")).toEqual(exactly([23 / 48, 197 / 288]));
          expect(await cells(dialog, "success")).toEqual(["47.9%", "68.4%"]);
          // The panel stands before the dialog's buttons, which the system never draws again.
          expect(await dialog.locator(".indie-dice-system-odds + .dialog-buttons").count()).toBe(1);
          await expectInPane(table, dialog);
          // −1 lowers the d8: d6 + d6, 1 − (5/6)² = 11/36. The system writes the modifier in place; the module listens.
          await dialog.locator('.modifier-change[data-change="minus"]').click();
          await expect.poll(async () => (await row(dialog, "success"))[0]).toBeCloseTo(11 / 36, 12);
          await expectInPane(table, dialog);
        },
      );
    });

    describe("Shadowdark", () => {
      it(
        "her class ability Fascinate, d20 + 3 against its DC 12: " +
          "84% / 60% / 36% on the radios, Normal marked, then Advantage once chosen; " +
          "a [[check 12 dex]] link the same",
        async () => {
          await openWorld("shadowdark");
          const radios = ["1", "0", "-1"]
            .map((value) => `label[for="adv-${value}"] .indie-dice-system-chip`)
            .join(", ");
          const readme = [
            ["84.0%", 1 - (8 / 20) ** 2],
            ["60.0%", 12 / 20],
            ["36.0%", (12 / 20) ** 2],
          ].map(([text, p]) => [text, expect.closeTo(p as number, 12)]);
          // The link's check (Dexterity +3) against the DC its enricher wrote.
          const link = await rollFromSheet(table, "check-link", "#sd-roll-dialog");
          expect(await figures(link, radios)).toEqual(readme);
          await link.locator('[data-action="close"]').click();
          await link.waitFor({ state: "detached" });

          // The sheet's class ability: Charisma +3, against the DC the ability carries (PlayerSD#useAbility).
          const dialog = await rollFromSheet(table, "fascinate", "#sd-roll-dialog");
          expect(await figures(dialog, radios)).toEqual(readme);
          expect(await dialog.locator('input[name="mainRoll.formula"]').inputValue()).toBe("d20 + 3");
          expect(await dialog.locator(".indie-dice-system-odds-caption").textContent()).toBe("Against DC 12");
          const chosen = () =>
            dialog
              .locator(".indie-dice-system-chip.indie-dice-system-chosen")
              .evaluateAll((all) => all.map((chip) => chip.closest("label")!.htmlFor));
          expect(await chosen()).toEqual(["adv-0"]);
          // The critical success reads the first die alone: a 20, or the better of two dice's 20, 1 − (19/20)²:
          // README's 9.8% / 5.0% / 0.3% (a fact, rounded on its own: 1/400 = 0.25% away from zero, docs/odds.md).
          expect(await row(dialog, "criticalSuccess")).toEqual(exactly([1 - (19 / 20) ** 2, 1 / 20, 1 / 400]));
          expect(await cells(dialog, "criticalSuccess")).toEqual(["9.8%", "5.0%", "0.3%"]);
          await expectInPane(table, dialog);

          // The radios draw nothing again: the module listens to them, and marks the one chosen.
          await dialog.locator('label[for="adv-1"]').click();
          await expect.poll(chosen).toEqual(["adv-1"]);
          // Each of the panel's tables (outcomes, then facts) marks the chosen column: the first is the outcomes'.
          const chosenHeading = dialog.locator(".indie-dice-system-odds th.indie-dice-system-chosen").first();
          expect(await chosenHeading.textContent()).toBe("Advantage");
          await expectInPane(table, dialog);
        },
      );

      it("Fascinate fails (seed 18): Ann takes her luck token's reroll, 60.0%; spent, no figure", async () => {
        await openWorld("shadowdark");
        await table.seed("18");
        // Shift: no dialog (skipPrompt), the ability's check against its own DC 12 at once.
        await table
          .pane(ANN)
          .locator('[data-sheet-roll="fascinate"]')
          .click({ modifiers: ["Shift"] });
        const failed = table.messages(ANN).first();
        // docs/systems-shadowdark.md "After the roll": the same d20 + 3 against 12 afresh — a 9 to 20, 12/20; a 20
        // or a 1 on the die, 1/20 each.
        const chance = "Success: 60.0%, Critical success: 5.0%, Critical failure: 5.0%";
        await expect
          .poll(() => chanceLines(failed))
          .toEqual([`Before the roll (Normal): ${chance}`, `After the roll (Luck token reroll): ${chance}`]);
        // The card's reroll icon, as ChatMessageSD handles its click: her token spent, said in chat, then the roll
        // again in a card of its own, whose result stands.
        await failed.locator('[data-action="reroll"]').click();
        await expect.poll(() => table.messages(ANN).count()).toBe(3);
        expect(await table.messages(ANN).nth(1).textContent()).toContain("Ilsa Brandt used a luck token");
        // The new card failed too (the seed's next d20 a 5): its own chance, and no reroll's — she holds no token.
        const rerolled = table.messages(ANN).nth(2);
        expect(await rerolled.locator(".dice-total").textContent()).toBe("8");
        expect(await chanceLines(rerolled)).toEqual([`Before the roll (Normal): ${chance}`]);
        // Her log drew the failed card again as the reroll was posted: its reroll line gone with her token.
        await expect.poll(() => chanceLines(failed)).toEqual([`Before the roll (Normal): ${chance}`]);
      });
    });

    describe("Dragonbane", () => {
      it(
        "Awareness 12 with her lucky charm's boon: 2d20kl, 84% on Roll; " +
          "two extra banes, 2d20kh, 36%; the cloak's box −24%",
        async () => {
          await openWorld("dragonbane");
          // Her button opens Dragonbane's character sheet; a click on a row there opens its DialogV2 (and says which).
          await pressSheetButton(table, "sheet");
          await table
            .pane(ANN)
            .locator(".table-windows .rollable-skill", { hasText: /^Awareness$/ })
            .click();
          const dialog = await withFigures(table, "dialog.application:has(.dod-controls)");
          // The lower of two d20 fails only if both are over 12: (8/20)²; a Dragon 1 − (19/20)², a Demon (1/20)².
          expect(await figures(dialog, 'button[data-action="ok"] .indie-dice-system-chip')).toEqual([
            ["84.0%", 336 / 400],
          ]);
          expect(await row(dialog, "success")).toEqual(exactly([336 / 400]));
          expect(await row(dialog, "dragon")).toEqual(exactly([39 / 400]));
          expect(await dialog.locator(".indie-dice-system-odds-caption").textContent()).toBe(
            "Against 12: a d20 of 12 or less succeeds",
          );
          // The cloak, not worn, would take a boon's worth away: 336/400 − 240/400.
          expect(await figures(dialog, ".sheet-table.banes .text-data .indie-dice-system-chip")).toEqual([
            ["−24.0%", expect.closeTo(-0.24, 12)],
          ]);
          await expectInPane(table, dialog);

          // The selects change the dice without drawing the dialog again: one bane left, the higher of two, (12/20)².
          await dialog.locator('select[name="extraBanes"]').selectOption("2");
          await expect.poll(() => row(dialog, "success")).toEqual(exactly([144 / 400]));
          expect(await row(dialog, "demon")).toEqual(exactly([39 / 400]));
          expect(await dialog.locator(".indie-dice-system-odds").count()).toBe(1);
          await expectInPane(table, dialog);
        },
      );

      it("her Awareness failed (a 14, Shift): pushed, 60.0% again, and the conditions it may take", async () => {
        await openWorld("dragonbane");
        await table.seed("4");
        await pressSheetButton(table, "sheet");
        const row = table.pane(ANN).locator(".table-windows .rollable-skill", { hasText: /^Awareness$/ });
        await row.click({ modifiers: ["Shift"] });
        // docs/systems-dragonbane.md "After the roll": the same d20 against 12 again; none of her conditions taken.
        const pushed = table.messages(ANN).last().locator(".indie-dice-system-chance", { hasText: "Pushed" });
        expect(await pushed.textContent()).toBe(
          "After the roll (Pushed, taking one condition — Exhausted, Sickly, Dazed, Angry, Scared, or " +
            "Disheartened): Success: 60.0%, Failure: 40.0%, Dragon: 5.0%, Demon: 5.0%",
        );
        // The card's Push opens the system's prompt: the push's chance on its Push button.
        await table.messages(ANN).last().locator("button.push-roll").click();
        const prompt = await withFigures(table, "dialog.application:has(input[name='pushChoice'])");
        expect(await figures(prompt, 'button[data-action="ok"] .indie-dice-system-chip')).toEqual([["60.0%", 0.6]]);
        await expectInPane(table, prompt);
      });
    });

    describe("Lancer", () => {
      it(
        "the rifle against the GM's Grave Warden: " +
          "Ann sees its crit (32.5%), never its hit; the HUD's difficulty redraws it",
        async () => {
          await openWorld("lancer");
          await table.pane(ANN).locator('[data-target="wardenToken00001"]').click();
          await pressSheetButton(table, "rifle");
          // Lancer's HUD is no application: a form on the page, found by the flow's hook that opens it.
          const hud = await withFigures(table, "#accdiff-hud");
          // d20 + 2 + 1d6 (Accurate) ≥ 20: 3 + m faces for a d6 of m, 39 of 120. The Warden's Evasion is the GM's.
          expect(await row(hud, "crit")).toEqual(exactly([39 / 120]));
          expect(await row(hud, "hit")).toEqual([]);
          expect(await hud.locator(".indie-dice-system-odds-caption").textContent()).toBe(
            "The target's defence is the GM's: only the chance of a critical, which reads nothing of it",
          );
          await expectInPane(table, hud);
          // One difficulty cancels the Accurate: the d20 alone, 18 or more, 3/20.
          await hud.locator(".accdiff-less").click();
          await expect.poll(() => row(hud, "crit")).toEqual(exactly([3 / 20]));
          expect(await hud.locator(".indie-dice-system-odds").count()).toBe(1);
          await expectInPane(table, hud);
        },
      );

      it(
        "the rifle against Tomas Reed, an ally she observes (Evasion 10): " +
          "the worked example, hit 82.5% on Roll, crit 32.5%",
        async () => {
          await openWorld("lancer");
          await table.pane(ANN).locator('[data-target="tomasToken000001"]').click();
          await pressSheetButton(table, "rifle");
          const hud = await withFigures(table, "#accdiff-hud");
          // d20 + 2 + 1d6 ≥ 10: 13 + m faces for a d6 of m, 99 of 120; ≥ 20: 3 + m faces, 39 of 120.
          expect(await figures(hud, 'button[data-button="submit"] .indie-dice-system-chip')).toEqual([
            ["82.5%", expect.closeTo(99 / 120, 12)],
          ]);
          expect(await row(hud, "hit")).toEqual(exactly([99 / 120]));
          expect(await row(hud, "crit")).toEqual(exactly([39 / 120]));
          await expectInPane(table, hud);
        },
      );
    });

    describe("World of Darkness 5e", () => {
      it(
        "Wits 3 with Hunger 1: 2 dice + 1 hunger die; " +
          "the difficulty typed and the + icon (no event) redraw the figures",
        async () => {
          await openWorld("wod5e");
          // Her button opens the system's actor sheet; the Wits button there opens its roll dialog (a plain DialogV2).
          await pressSheetButton(table, "sheet");
          await table.pane(ANN).locator('.table-windows [data-action="roll"][data-label="wits"]').click();
          const dialog = await withFigures(table, "dialog.application.roll-dialog");
          // No difficulty: a hunger 1 is a Possible Bestial Failure whatever the rest, 1/10.
          expect(await row(dialog, "possibleBestialFailure")).toEqual(exactly([0.1]));
          expect(await dialog.locator(".indie-dice-system-odds-caption").textContent()).toBe(
            "No difficulty set: any success succeeds (each pair of 10s counts 4)",
          );
          await expectInPane(table, dialog);
          // Difficulty 2: Bestial is a hunger 1 with the two dice short of 2 (not both 6+): 1/10 · 75/100.
          await dialog.locator("#inputDifficulty").fill("2");
          await expect.poll(() => row(dialog, "bestialFailure")).toEqual(exactly([0.075]));
          // The + icon sets the basic dice with no event: 3 dice short of 2 half the time, 1/10 · 1/2.
          await dialog.locator('[data-action="plus"][data-resource="inputBasicDice"]').click();
          await expect.poll(() => row(dialog, "bestialFailure")).toEqual(exactly([0.05]));
          expect(await dialog.locator(".indie-dice-system-odds").count()).toBe(1);
          await expectInPane(table, dialog);
        },
      );

      it("after the roll: Wits at 3 shows 5, 10 + hunger 5 — rerolling the 5: 10%, hers and the GM's", async () => {
        await openWorld("wod5e");
        await pressSheetButton(table, "sheet");
        // Seed 1: her two dice show 5 and 10, her hunger die 5 — one success of three.
        await table.seed("1");
        await table.pane(ANN).locator('.table-windows [data-action="roll"][data-label="wits"]').click();
        const dialog = await withFigures(table, "dialog.application.roll-dialog");
        await dialog.locator("#inputDifficulty").fill("3");
        await dialog.locator('button[data-action="roll"]').click();
        // Only her 5 may be taken (a hunger die never is); only a 10 pairs her 10 and reaches 3 (1 + 1 + 2).
        const reroll =
          "After the roll (Willpower reroll of 5 — 1 superficial Willpower damage): " +
          "Success, whatever its label: 10.0%, Critical (a pair of 10s): 10.0%";
        for (const user of [ANN, GM]) {
          const lines = table.messages(user).last().locator(".indie-dice-system-chance");
          await expect
            .poll(() => lines.allTextContents())
            .toEqual([expect.stringMatching(/^Before the roll \(Pool 3/), reroll]);
        }
      });

      it("the reroll taken: from her menu, her 5 selected 10% (the best), then the new dice", async () => {
        await openWorld("wod5e");
        await pressSheetButton(table, "sheet");
        await table.seed("1");
        await table.pane(ANN).locator('.table-windows [data-action="roll"][data-label="wits"]').click();
        const dialog = await withFigures(table, "dialog.application.roll-dialog");
        await dialog.locator("#inputDifficulty").fill("3");
        await dialog.locator('button[data-action="roll"]').click();
        await table.messages(ANN).last().locator(".indie-dice-system-chance").nth(1).waitFor();
        // Hers, wherever it stands once the Willpower damage posts its own message after it.
        const message = table.messages(ANN).nth((await table.messages(ANN).count()) - 1);
        // The system's chat menu entry (wod-chat-log.js:42-69) opens its die-picking dialog.
        await message.click({ button: "right" });
        await table.pane(ANN).locator("#context-menu .context-item", { hasText: "Willpower Reroll" }).click();
        const picker = await withFigures(table, "dialog.application:has(.willpower-reroll)");
        // Nothing selected: the best choice alone, her 5 (only a 10 pairs her 10 and reaches 3).
        expect(
          await picker.locator(".indie-dice-system-odds table").first().locator("thead th").allTextContents(),
        ).toEqual(["Best choice: a reroll of 5"]);
        expect(await row(picker, "rerollSuccess")).toEqual(exactly([0.1]));
        await picker.locator('.die-select:has(img[data-index="0"])').click();
        await expect.poll(() => row(picker, "rerollSuccess")).toEqual(exactly([0.1, 0.1]));
        await expectInPane(table, picker);
        await picker.locator('button[data-action="ok"]').click();
        // Rerolled: the message holds the new die, and no reroll is left to weigh.
        await expect
          .poll(() => message.locator(".indie-dice-system-chance").allTextContents())
          .toEqual([expect.stringMatching(/^Before the roll \(Pool 3/)]);
        expect(await message.locator(".dice-rolls .die, .dice-rolls li").count()).toBeGreaterThan(3);
      });
    });

    describe("WFRP 4e", () => {
      it(
        "Perception 45 (Int 38 + 7): 45%; Very Hard: 15%; Intelligence 38, Very Hard: 8%; " +
          "the hand weapon (50) names criticals 4% and fumbles 6%, Easy: 90%, 8% and 2%; Dart casts 30%",
        async () => {
          await openWorld("wfrp4e");
          // Her sheet's test button calls the actor's setupSkill, which opens the system's roll dialog.
          await pressSheetButton(table, "perception");
          const dialog = await withFigures(table, ".roll-dialog-v2");
          expect(await figures(dialog, 'button[type="submit"] .indie-dice-system-chip')).toEqual([["45.0%", 0.45]]);
          expect(await row(dialog, "success")).toEqual(exactly([0.45]));
          expect(await dialog.locator(".indie-dice-system-odds-caption").textContent()).toBe(
            "Target 45: a d100 of 45 or less succeeds (1–5 always, 96–100 never)",
          );
          await expectInPane(table, dialog);
          // Very Hard (−30): the dialog renders again on the change, T 15.
          await dialog.locator('select[name="difficulty"]').selectOption("vhard");
          await expect.poll(() => row(dialog, "success")).toEqual(exactly([0.15]));
          expect(await dialog.locator(".indie-dice-system-odds").count()).toBe(1);
          await expectInPane(table, dialog);
          await dialog.locator('button[type="submit"]').click();

          // Intelligence 38, Very Hard (−30): T 8, 8% (1–5 succeed whatever the target); a test of a characteristic
          // other than WS and BS names no hit location, so no critical.
          await pressSheetButton(table, "intelligence");
          const intelligence = await withFigures(table, ".roll-dialog-v2");
          expect(await row(intelligence, "success")).toEqual(exactly([0.38]));
          await intelligence.locator('select[name="difficulty"]').selectOption("vhard");
          await expect.poll(() => row(intelligence, "success")).toEqual(exactly([0.08]));
          expect(await row(intelligence, "critical")).toEqual([]);
          await intelligence.locator('button[type="submit"]').click();

          await pressSheetButton(table, "weapon");
          const attack = await withFigures(table, ".roll-dialog-v2");
          expect(await row(attack, "critical")).toEqual(exactly([0.04]));
          expect(await row(attack, "fumble")).toEqual(exactly([0.06]));
          await expectInPane(table, attack);
          // The melee weapon at 50, Easy (+40): T 90, 90%; criticals 11…88 8%, fumbles 99 and 100 2%.
          await attack.locator('select[name="difficulty"]').selectOption("easy");
          await expect.poll(() => row(attack, "success")).toEqual(exactly([0.9]));
          expect(await row(attack, "critical")).toEqual(exactly([0.08]));
          expect(await row(attack, "fumble")).toEqual(exactly([0.02]));
          await attack.locator('button[type="submit"]').click();

          // Her spell Dart (CN 2) at Language (Magick) 43: SL 4 − the roll's tens reaches 2 on 1–29; the passed double
          // 33 (SL 1) casts by Total Power; 11 and 22 are Critical Casts.
          await pressSheetButton(table, "spell");
          const cast = await withFigures(table, ".roll-dialog-v2");
          expect(await row(cast, "cast")).toEqual(exactly([0.3]));
          expect(await row(cast, "criticalCast")).toEqual(exactly([0.02]));
          expect(await row(cast, "totalPower")).toEqual(exactly([0.01]));
          await expectInPane(table, cast);
        },
      );

      it("Success Levels and the Fortune reroll: Perception 45, SL +1 or more 39%; failed, rerolled 45%", async () => {
        await openWorld("wfrp4e");
        await table.seed("4");
        await pressSheetButton(table, "perception");
        const dialog = await withFigures(table, ".roll-dialog-v2");
        // SL 4 − the roll's tens (docs/systems-wfrp4e.md "Success Levels"): +1 or more on 1–39, … +4 on 1–9.
        for (const [band, chance] of [
          [1, 0.39],
          [2, 0.29],
          [3, 0.19],
          [4, 0.09],
        ] as const)
          expect(await row(dialog, `slAtLeast${band}`)).toEqual(exactly([chance]));
        await dialog.locator('button[type="submit"]').click();
        const bands = "SL +1 or more: 39.0%, SL +2 or more: 29.0%, SL +3 or more: 19.0%, SL +4 or more: 9.0%";
        const rolled = `Before the roll (Target 45): Success: 45.0%, Failure: 55.0%, ${bands}`;
        const reroll = `After the roll (Fortune reroll, Fortune points: 2): Success: 45.0%, Failure: 55.0%, ${bands}`;
        // Seed 4: her d100 is a 66, a failure; she owns Ilsa (Fortune 2): the card offers her the Fortune reroll, and
        // the GM.
        for (const user of [ANN, GM]) {
          const lines = table.messages(user).last().locator(".indie-dice-system-chance");
          await expect.poll(() => lines.allTextContents()).toEqual([rolled, reroll]);
        }
        // The reroll is a new card, a Fortune reroll itself: its own line, no second reroll.
        await pressSheetButton(table, "fortune");
        const lines = table.messages(ANN).last().locator(".indie-dice-system-chance");
        await expect.poll(() => lines.allTextContents()).toEqual([rolled]);
      });
    });

    describe("Ironsworn", () => {
      it(
        "Face Danger: a button a stat, each its own figures (edge 2: " +
          "139 of 600 a strong hit); an add typed moves every column",
        async () => {
          await openWorld("foundry-ironsworn");
          const dialog = await rollFromSheet(table, "move", "dialog.application.ironsworn");
          // Her edge 2, heart 3, iron 1, shadow 2, wits 3: a strong hit is (score − 1)² of the 600, summed over the d6.
          expect(await row(dialog, "strongHit")).toEqual(exactly([139, 199, 91, 139, 199].map((count) => count / 600)));
          expect(
            await dialog.locator(".indie-dice-system-odds table").first().locator("thead th").allTextContents(),
          ).toEqual(["edge", "heart", "iron", "shadow", "wits"]);
          expect(await figures(dialog, 'footer button[data-action="0"] .indie-dice-system-chip')).toEqual([
            // The chip reads as its column does: the roll's outcomes rounded as one whole (139/600 = 23.17%).
            ["Strong hit 23.1%", expect.closeTo(139 / 600, 12)],
          ]);
          await expectInPane(table, dialog);
          // One add: every stat one higher (iron 1 → 2: 139; wits 3 → 4: 271).
          await dialog.locator('input[name="adds"]').fill("1");
          await expect
            .poll(() => row(dialog, "strongHit"))
            .toEqual(exactly([199, 271, 139, 199, 271].map((count) => count / 600)));
          expect(await dialog.locator(".indie-dice-system-odds").count()).toBe(1);
          await expectInPane(table, dialog);
        },
      );

      it("edge, action die 1 against 4 and 4, a miss: the card's burn now at momentum 5, a strong hit", async () => {
        await openWorld("foundry-ironsworn");
        const dialog = await rollFromSheet(table, "edge", "dialog.application.ironsworn");
        await dialog.locator("details.advanced-roll-options > summary").click();
        for (const [name, value] of [
          ["presetActionDieValue", "1"],
          ["presetChallengeDie1Value", "4"],
          ["presetChallengeDie2Value", "4"],
        ] as const)
          await dialog.locator(`input[name="${name}"]`).fill(value);
        await dialog.locator('footer button[data-action="edge"]').click();
        // Score 1 + 2 = 3 beats neither 4 (a miss, the dice a match); momentum 5 beats both (systems-ironsworn.md).
        const lines = () =>
          table
            .messages(ANN)
            .last()
            .locator(".indie-dice-system-chance")
            .evaluateAll((found) => found.map((line) => (line.textContent ?? "").replace(/\s+/g, " ").trim()));
        await expect
          .poll(lines)
          .toEqual([
            "Before the roll (The roll): Strong hit: 0.0%, Miss: 100.0%, Miss with a match: 100.0%, " +
              "Strong hit, burning momentum if it helps: 100.0%",
            "After the roll (Burning momentum now, at 5): Strong hit: 100.0%, Strong hit with a match: 100.0%",
          ]);
      });
    });

    describe("Shadowrun 5e", () => {
      it(
        "Locksmith (9 dice, limit 4) against the maglock's threshold 3: 12 259/19 683 on Roll; " +
          "Push the Limit ticked explodes sixes with Edge; Shift rolls at once and the message keeps its chance",
        async () => {
          await openWorld("shadowrun5e");
          const dialog = await rollFromSheet(table, "locksmith", "#test-dialog-v2");
          // 9 dice meet 3 unless 0, 1 or 2 hit: 1 − (512 + 2304 + 4608)/19 683; the limit 4 takes nothing from 3.
          expect(await figures(dialog, '[data-action="roll"] .indie-dice-system-chip')).toEqual([
            ["62.3%", expect.closeTo(12259 / 19683, 12)],
          ]);
          expect(await row(dialog, "success")).toEqual(exactly([12259 / 19683]));
          // The panel stands before the footer part, which the dialog draws again with its content on every change.
          expect(await dialog.locator('.indie-dice-system-odds + [data-application-part="footer"]').count()).toBe(1);
          await expectInPane(table, dialog);
          // Edge 3 joins the pool: 12 dice, sixes exploding, no limit (counted as in test-odds.test.ts: 0.8590).
          await dialog.locator('input[name="test.data.pushTheLimit"]').check();
          await expect.poll(() => cells(dialog, "success")).toEqual(["85.9%"]);
          expect(await dialog.locator(".indie-dice-system-odds").count()).toBe(1);
          await dialog.locator('[data-action="cancel"]').click();
          await dialog.waitFor({ state: "detached" });
          await table
            .pane(ANN)
            .locator('[data-sheet-roll="locksmith"]')
            .click({ modifiers: ["Shift"] });
          await expect.poll(() => lastMessage(table)).toContain("Meets the threshold: 62.3%");
        },
      );
    });

    describe("Twodsix", () => {
      it(
        "Pilot 1 with DEX 9 against Average 8 (DM mode): 26/36 on Roll; " +
          "Difficult (−2) 15/36; a boon 3d6kh2 ≥ 8, 147/216",
        async () => {
          await openWorld("twodsix");
          // Her button opens Twodsix's actor sheet; the Pilot skill there opens its throw dialog (a plain DialogV2).
          await pressSheetButton(table, "sheet");
          await table
            .pane(ANN)
            .locator('.table-windows [data-item-id="pilot"] [data-action="skillTalentRoll"]')
            .click();
          const dialog = await withFigures(table, "dialog.application:has(.roll-settings)");
          // 2d6 + 2 ≥ 8 is 2d6 ≥ 6: 26 of 36.
          expect(await figures(dialog, 'button[data-action="ok"] .indie-dice-system-chip')).toEqual([
            ["72.2%", expect.closeTo(26 / 36, 12)],
          ]);
          expect(await dialog.locator(".indie-dice-system-odds-caption").textContent()).toBe("Effect against 8+");
          // Its mode select lists v14's message modes (CONFIG.ChatMessage.modes) in Foundry's own words.
          expect(await dialog.locator('select[name="messageMode"] option').allTextContents()).toEqual([
            "Public Roll",
            "Private GM Roll",
            "Blind GM Roll",
            "Self Roll",
            "In Character",
          ]);
          await expectInPane(table, dialog);
          // The selects change the throw without drawing the dialog again.
          await dialog.locator('select[name="difficulty"]').selectOption("Difficult");
          await expect
            .poll(() => figures(dialog, 'button[data-action="ok"] .indie-dice-system-chip'))
            .toEqual([["41.7%", expect.closeTo(15 / 36, 12)]]);
          await dialog.locator('select[name="rollType"]').selectOption("Advantage");
          await expect
            .poll(() => figures(dialog, 'button[data-action="ok"] .indie-dice-system-chip'))
            .toEqual([["68.1%", expect.closeTo(147 / 216, 12)]]);
          expect(await dialog.locator(".indie-dice-system-odds").count()).toBe(1);
          await expectInPane(table, dialog);
        },
      );
    });
    describe("Star Wars FFG", () => {
      it(
        "Cool (Presence 3, rank 1) against two difficulty dice: §a.7's 65.08%, 48.61% once two setback dice are " +
          "clicked in, redrawn in place; the Roll button's message keeps its chance",
        async () => {
          await openWorld("starwarsffg");
          const dialog = await rollFromSheet(table, "cool", ".roll-builder-dialog");
          expect(await row(dialog, "success")).toEqual(exactly([31_988 / 49_152]));
          expect(await row(dialog, "successThreat")).toEqual(exactly([12_396 / 49_152]));
          // The system's simulated line stays, above the figures; a left click on a die's row adds that die.
          expect(await dialog.locator(".simulation ~ .indie-dice-system-odds").count()).toBe(1);
          const setback = dialog.locator('.pool-container:has(input[name="setback"])');
          await setback.click();
          await setback.click();
          await expect.poll(() => row(dialog, "success")).toEqual(exactly([215_052 / 442_368]));
          expect(await dialog.locator(".indie-dice-system-odds").count()).toBe(1);
          await expectInPane(table, dialog);
          await dialog.locator(".roll-button .btn").click();
          await expect.poll(() => lastMessage(table)).toContain("Success (one net success or more): 48.6%");
        },
      );
    });
  },
);
