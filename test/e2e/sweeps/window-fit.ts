/**
 * Every window fits a laptop (docs/cards.md "Every window fits a laptop"), one language's part of the language sweep
 * (language-page.ts): each of the module's windows, opened on the table in the language at each of its
 * layout screens (1280×800, and 1366×768 and 1920×1080 in English and German: languages.ts `layoutScreens`; each pane
 * is its client's screen, so the page is sized to give the pane that room), opens whole — inside the screen (which
 * bounds a Foundry window), its content not scrolled, its first field and its main button in view without scrolling,
 * nothing wider than its box, no label wrapped past two lines, each table's header cells over their own columns — and
 * each text field shows its default whole (issue 52, item 7), and no box inside a roll dialog scrolls but its content
 * (issue 73, item 6): the value the module fills in, or the placeholder an empty field shows for its default (the
 * Kleptonomicon's result ranges). The page is resized between screens; each window is opened as it first shows on a new
 * world, measured and closed in turn (Start contest of one against one is measured in each rule set, picked in turn in
 * its Rule set choice, as a GM goes from one to the next; a card's roll is measured as the GM opens a contest side's
 * from its card).
 */
import type { Locator } from "playwright-core";
import { expect } from "vitest";
import { ANN, GM, HERO, WARDEN, type TablePage } from "../table-page";

const TOMAS = "tomasToken000001";
const MIRA = "miraToken0000001";

/** One of the module's windows: how a user opens it in their pane, and its main button. */
interface Opened {
  readonly window: Locator;
  readonly mainButton: string;
  /** A roll dialog: its content is its one scroll box (the Start contest's sides and chances scroll each in place). */
  readonly oneScrollBox?: boolean;
  /** What the user reads or fills first; default: the first field to fill. */
  readonly firstField?: string;
}

interface WindowCase {
  readonly name: string;
  open(table: TablePage): Promise<Opened>;
  /** What the user goes on to show in the window once it is measured, each measured in turn: a name and the step. */
  readonly then?: readonly { readonly name: string; show(opened: Opened): Promise<void> }[];
  /** Once it is closed: what its opening changed on the table, undone. */
  after?(table: TablePage): Promise<void>;
}

/**
 * The GM controls exactly these tokens, as a user gets there from what is controlled now: Shift on each one to
 * release, then on each one to add (TablePage.control releases every one first; here the windows open one after
 * another, mostly with the same tokens, and the order they were controlled in changes no window's size).
 */
async function control(table: TablePage, tokens: readonly string[]): Promise<void> {
  const pane = table.pane(GM);
  const controlled = () =>
    pane
      .locator('[data-control][aria-pressed="true"]')
      .evaluateAll((marked) => marked.map((element) => element.getAttribute("data-control")!).sort());
  const pressed = await controlled();
  // Released or added: each token in one list and not the other.
  const toggled = [...pressed.filter((id) => !tokens.includes(id)), ...tokens.filter((id) => !pressed.includes(id))];
  for (const token of toggled) await pane.locator(`[data-control="${token}"]`).click({ modifiers: ["Shift"] });
  await expect.poll(controlled).toEqual([...tokens].sort());
}

async function macro(table: TablePage, user: string, id: string): Promise<void> {
  const macros = table.pane(user).locator(".table-macros");
  if (!(await macros.evaluate((element) => (element as HTMLDetailsElement).open)))
    await macros.locator("summary").click();
  await macros.locator(`[data-macro="${id}"]`).click();
}

/** The application (window) a part of it belongs to, once drawn. */
async function windowOf(part: Locator): Promise<Locator> {
  await part.waitFor();
  return part.locator("xpath=ancestor-or-self::*[contains(concat(' ', @class, ' '), ' application ')][1]");
}

function rollDialog(ruleSet: "kaiser" | "ogs" | "kingdoms" | "klepto" | "olde" | "formula"): WindowCase {
  return {
    name: `the ${ruleSet} roll dialog`,
    open: async (table) => ({
      window: await windowOf(await table.openRoll(ANN, ruleSet)),
      mainButton: "button.indie-dice-roll",
      oneScrollBox: true,
    }),
  };
}

const WINDOWS: readonly WindowCase[] = [
  {
    name: "Request a roll",
    open: async (table) => {
      await control(table, [HERO, WARDEN, TOMAS, MIRA]);
      await table.pane(GM).locator('[data-tool="indieDiceRequest"]').click();
      return {
        window: await windowOf(table.pane(GM).locator(".table-windows .request-dialog")),
        mainButton: 'button[data-action="request"]',
      };
    },
  },
  {
    name: "Start contest",
    open: async (table) => {
      await control(table, [WARDEN, TOMAS, MIRA]);
      await table.pane(GM).locator(`[data-target="${HERO}"]`).click();
      await table.pane(GM).locator('[data-tool="indieDiceContest"]').click();
      return {
        window: await windowOf(table.pane(GM).locator(".table-windows form.contest-start")),
        mainButton: "button.indie-dice-contest-start-button",
      };
    },
    after: async (table) => {
      await table.pane(GM).locator(`[data-target="${HERO}"]`).click();
    },
  },
  {
    name: "the Group Test macro's dialog",
    open: async (table) => {
      await control(table, [HERO, WARDEN, TOMAS, MIRA]);
      await macro(table, GM, "macroGroupTest00");
      return {
        window: await windowOf(table.pane(GM).locator(".table-windows .group-test-dialog")),
        mainButton: 'button[data-action="start"]',
      };
    },
  },
  {
    name: "the Extended Test macro's dialog",
    open: async (table) => {
      await control(table, [HERO]);
      await macro(table, GM, "macroExtendedTst");
      return {
        window: await windowOf(table.pane(GM).locator(".table-windows .extended-test-dialog")),
        mainButton: 'button[data-action="start"]',
      };
    },
  },
  {
    name: "the Rolls window",
    open: async (table) => {
      await macro(table, ANN, "macroSavedRolls0");
      const rolls = table.pane(ANN).locator(".table-windows .application.saved-rolls-window");
      return {
        window: await windowOf(rolls),
        mainButton: '[data-action="newSavedRoll"]',
        firstField: ".window-content button",
      };
    },
  },
  {
    name: "the fairness report",
    open: async (table) => {
      await table.pane(GM).locator('[data-tool="indieDiceFairness"]').click();
      const report = table.pane(GM).locator(".table-windows .fairness-window");
      await report.locator(".indie-dice-fairness").waitFor();
      return {
        window: await windowOf(report),
        mainButton: '[data-action="exportFairnessCsv"]',
        firstField: ".indie-dice-fairness > *",
      };
    },
  },
  {
    // The GM's request to the Warden alone (no player is prompted), its difficulty hidden; then the card's menu.
    name: "Change the difficulty",
    open: async (table) => {
      const gm = table.pane(GM);
      await control(table, [WARDEN]);
      await gm.locator('[data-tool="indieDiceRequest"]').click();
      const request = gm.locator(".table-windows .request-dialog");
      await request.locator('[name="showDifficulty"]').uncheck();
      // Only the Warden is asked, whoever else the table still has selected: no player is prompted.
      for (const row of await request.locator("tbody tr").all()) {
        if (!((await row.textContent()) ?? "").includes("Grave Warden"))
          await row.locator('input[type="checkbox"]').uncheck();
      }
      const cards = gm.locator(".indie-dice-request");
      const before = await cards.count();
      await request.locator('button[data-action="request"]').click();
      await expect.poll(() => cards.count()).toBe(before + 1);
      await table.messages(GM).last().click({ button: "right" });
      await gm.locator("#context-menu .context-item:has(.fa-bullseye)").click();
      return {
        window: await windowOf(gm.locator(".table-windows .difficulty-dialog")),
        mainButton: ".form-footer button",
      };
    },
  },
  // Two sides lay out otherwise than three or more (styles/dialogs.css): the Warden against the hero, as the dialog
  // opens, then in each other rule set, picked in turn in its Rule set choice as a GM does.
  {
    name: "Start contest, one against one",
    open: async (table) => {
      await control(table, [WARDEN]);
      await table.pane(GM).locator(`[data-target="${HERO}"]`).click();
      await table.pane(GM).locator('[data-tool="indieDiceContest"]').click();
      const start = table.pane(GM).locator(".table-windows form.contest-start");
      return { window: await windowOf(start), mainButton: "button.indie-dice-contest-start-button" };
    },
    then: (["ogs", "kingdoms", "klepto", "olde"] as const).map((ruleSet) => ({
      name: `Start contest in ${ruleSet}, one against one`,
      show: async ({ window }: Opened) => {
        await window.locator('select[name="ruleSet"]').selectOption(ruleSet);
        await window.locator(`.indie-dice-contest-setup-side [data-rule-set="${ruleSet}"]`).first().waitFor();
      },
    })),
    after: async (table) => {
      await table.pane(GM).locator(`[data-target="${HERO}"]`).click();
    },
  },
  {
    // A card's roll: the Warden's side of a Kaiser contest against Tomas (no player is asked), opened from its card by
    // the GM. Every field is the card's; the flavor names both sides and the contest, and shows whole.
    name: "a contest side's roll dialog",
    open: async (table) => {
      const gm = table.pane(GM);
      await control(table, [WARDEN]);
      await gm.locator(`[data-target="${TOMAS}"]`).click();
      await gm.locator('[data-tool="indieDiceContest"]').click();
      const start = gm.locator(".table-windows form.contest-start");
      await start.locator("button.indie-dice-contest-start-button").click();
      await start.waitFor({ state: "detached" });
      await gm
        .locator(".indie-dice-contest")
        .last()
        .locator(`[data-action="indie-dice-contest-roll"][data-participant="${WARDEN}"]`)
        .click();
      return {
        window: await windowOf(table.dialog(GM)),
        mainButton: "button.indie-dice-roll",
        firstField: '[name="flavor"]',
      };
    },
    after: async (table) => {
      await table.pane(GM).locator(`[data-target="${TOMAS}"]`).click();
    },
  },
  rollDialog("kaiser"),
  rollDialog("ogs"),
  rollDialog("kingdoms"),
  rollDialog("klepto"),
  rollDialog("olde"),
  rollDialog("formula"),
];

interface Fit {
  inScreen: boolean;
  scrolled: string[];
  /** Boxes inside a roll dialog that scroll, other than its content (a second scroll box in the one it has). */
  innerScrollBoxes: string[];
  firstField: string | null;
  mainButtonInView: boolean;
  overflowing: string[];
  tallLabels: string[];
  misplacedHeaders: string[];
  cutFields: string[];
}

/** What a player sees of a window just opened: measured in the page, against their screen (their pane's room). */
function measure(window: Locator, { mainButton, firstField, oneScrollBox }: Opened): Promise<Fit> {
  return window
    .evaluate(
      (app, [button, firstSelector, oneBox]) => {
        const describe = (element: Element) => {
          const { className } = element;
          const classes =
            className && typeof className === "string" ? `.${className.trim().split(/\s+/).join(".")}` : "";
          const name = element.getAttribute("name");
          return `${element.tagName.toLowerCase()}${classes}${name ? `[name=${name}]` : ""}`;
        };
        const within = (inner: DOMRect, outer: { top: number; bottom: number; left: number; right: number }) =>
          inner.top >= outer.top - 0.5 &&
          inner.bottom <= outer.bottom + 0.5 &&
          inner.left >= outer.left - 0.5 &&
          inner.right <= outer.right + 0.5;
        // The client's screen: its pane's room for windows.
        const screen = app.closest(".table-windows")!.getBoundingClientRect();
        /** Whole in view: inside every box that clips it, up to the window. */
        const inView = (element: Element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          for (let clip = element.parentElement; clip && clip !== app.parentElement; clip = clip.parentElement) {
            const style = getComputedStyle(clip);
            if (style.overflowX === "visible" && style.overflowY === "visible") continue;
            if (!within(box, clip.getBoundingClientRect())) return false;
          }
          return within(box, screen);
        };
        const box = app.getBoundingClientRect();
        const all = [app, ...app.querySelectorAll("*")] as HTMLElement[];
        const shown = (element: HTMLElement) => element.getClientRects().length > 0;
        const content = app.querySelector(".window-content") ?? app;
        const first =
          [...content.querySelectorAll<HTMLElement>(firstSelector)].find(
            (field) => shown(field) && !(field as HTMLInputElement).disabled,
          ) ?? null;
        const main = [...app.querySelectorAll<HTMLElement>(button)].find(shown) ?? null;
        // A form control's text scrolls inside it, and a chart draws itself: neither is a box that spills.
        const boxes = all.filter(
          (element) => shown(element) && !element.matches("input, select, textarea, svg, svg *, option"),
        );
        return {
          inScreen: within(box, screen),
          scrolled: boxes.filter((element) => element.scrollTop > 0).map(describe),
          // One scroll box a window: its content. Any other box that scrolls (its overflow auto or scroll, and more to
          // show than it has room for) is a scroll box inside a scroll box, its part hidden behind a scrollbar of its
          // own.
          innerScrollBoxes: boxes
            .filter((element) => oneBox && element !== content)
            .filter((element) => {
              const style = getComputedStyle(element);
              const scrolls = (overflow: string) => overflow === "auto" || overflow === "scroll";
              return (
                (scrolls(style.overflowY) && element.scrollHeight > element.clientHeight + 1) ||
                (scrolls(style.overflowX) && element.scrollWidth > element.clientWidth + 1)
              );
            })
            .map((element) => `${describe(element)} ${element.scrollHeight}>${element.clientHeight}`),
          firstField: first ? (inView(first) ? null : describe(first)) : "no field",
          mainButtonInView: main !== null && inView(main),
          overflowing: boxes
            .filter((element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
            .map((element) => `${describe(element)} ${element.scrollWidth}>${element.clientWidth}`),
          // A label wrapped over three lines or more reads as a paragraph, not as a field's name.
          tallLabels: [...app.querySelectorAll<HTMLElement>(".form-group > label")]
            .filter(shown)
            .filter((label) => {
              const lines =
                label.getBoundingClientRect().height /
                (parseFloat(getComputedStyle(label).lineHeight) || parseFloat(getComputedStyle(label).fontSize) * 1.2);
              return lines > 2.5;
            })
            .map((label) => label.textContent ?? ""),
          // Each table's header: one cell with words over each column of its first row, its box over that column's.
          misplacedHeaders: [...app.querySelectorAll("table")]
            .filter((table) => table.tHead && table.tBodies[0]?.rows[0] && shown(table))
            .flatMap((table) => {
              const heads = [...table.tHead!.rows[0]!.cells];
              const cells = [...table.tBodies[0]!.rows[0]!.cells];
              if (heads.length !== cells.length)
                return [`${describe(table)}: ${heads.length} headers, ${cells.length} columns`];
              return heads.flatMap((head, index) => {
                const h = head.getBoundingClientRect();
                const c = cells[index]!.getBoundingClientRect();
                const words =
                  (head.textContent ?? "").trim() !== "" ||
                  head.querySelector("[aria-label], .visually-hidden") !== null;
                return Math.abs(h.left - c.left) > 1 || Math.abs(h.right - c.right) > 1 || !words
                  ? [`${describe(table)} column ${index + 1} "${head.textContent?.trim()}"`]
                  : [];
              });
            }),
          cutFields: [],
        };
      },
      [mainButton, firstField ?? "input:not([type=hidden]), select, textarea", oneScrollBox === true] as const,
    )
    .then(async (fit) => ({ ...fit, cutFields: await cutFields(window) }));
}

/**
 * Each shown text field whose default its box cuts: the value it holds (its text's width, scrollWidth, against the
 * box's, clientWidth), or, for an empty field, the placeholder that stands for its default (measured in the field's
 * own font against the box's inner width). Its name, the text and the two widths.
 */
function cutFields(window: Locator): Promise<string[]> {
  return window.evaluate((element) => {
    const fields = [
      ...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        "input:not([type]), input[type=text], input[type=number], input[type=search], textarea",
      ),
    ];
    const ruler = document.createElement("span");
    ruler.style.cssText = "position: absolute; visibility: hidden; white-space: pre;";
    document.body.append(ruler);
    const cut = fields
      .filter((field) => field.getClientRects().length > 0)
      .flatMap((field) => {
        const style = getComputedStyle(field);
        const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (field.value !== "")
          return field.scrollWidth > field.clientWidth + 1
            ? [`${field.name} "${field.value}" ${field.scrollWidth}>${field.clientWidth}`]
            : [];
        if (field.placeholder === "") return [];
        ruler.style.font = style.font;
        ruler.style.letterSpacing = style.letterSpacing;
        ruler.textContent = field.placeholder;
        // A textarea wraps its placeholder over its rows: there the words must fit its height, at its width.
        const wraps = field instanceof HTMLTextAreaElement;
        ruler.style.whiteSpace = wraps ? "pre-wrap" : "pre";
        ruler.style.width = wraps ? `${room}px` : "";
        const text = ruler.getBoundingClientRect();
        const height = field.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        const over = wraps ? text.height > height + 1 : text.width > room + 1;
        return over
          ? [
              `${field.name} placeholder "${field.placeholder}" ` +
                `${Math.ceil(text.width)}×${Math.ceil(text.height)} > ${Math.floor(room)}×${Math.floor(height)}`,
            ]
          : [];
      });
    ruler.remove();
    return cut;
  });
}

/** Closes every window open in either pane, by its header's close button, as a user does. */
export async function closeEveryWindow(table: TablePage): Promise<void> {
  const windows = table.page.locator(".table-windows .application");
  for (let open = await windows.count(); open > 0; open--) {
    await windows.first().locator('header [data-action="close"]').click();
    await expect.poll(() => windows.count()).toBe(open - 1);
  }
}

const WHOLE: Fit = {
  inScreen: true,
  scrolled: [],
  innerScrollBoxes: [],
  firstField: null,
  mainButtonInView: true,
  overflowing: [],
  tallLabels: [],
  misplacedHeaders: [],
  cutFields: [],
};

/**
 * Each window that does not open whole at one of `screens`, by screen and window, with what is wrong with it (a
 * window that does not open, the error it gave); empty when all fit. What opening a window changed on the table is
 * undone once it is closed, so each opens as it first shows.
 */
export async function windowMisfits(
  table: TablePage,
  screens: readonly { width: number; height: number }[],
): Promise<Record<string, Partial<Fit>>> {
  const misfits: Record<string, Partial<Fit>> = {};
  for (const screen of screens) {
    await table.paneScreen(screen);
    for (const shown of WINDOWS) {
      const at = (what: string) => `${screen.width}×${screen.height} ${what}`;
      let name = at(shown.name);
      try {
        const opened = await shown.open(table);
        for (const next of [undefined, ...(shown.then ?? [])]) {
          if (next) {
            name = at(next.name);
            await next.show(opened);
          }
          const fit = await measure(opened.window, opened);
          const wrong = Object.fromEntries(
            Object.entries(fit).filter(
              ([key, value]) => JSON.stringify(value) !== JSON.stringify(WHOLE[key as keyof Fit]),
            ),
          );
          if (Object.keys(wrong).length > 0) misfits[name] = wrong;
        }
      } catch (error) {
        // A window that does not open (or show what is asked of it next) is a misfit too; the others are still
        // measured.
        misfits[name] = {
          opened: (error instanceof Error ? error.message : String(error)).split("\n")[0],
        } as Partial<Fit>;
      }
      await closeEveryWindow(table);
      await shown.after?.(table);
    }
  }
  return misfits;
}
