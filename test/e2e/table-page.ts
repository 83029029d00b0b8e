/**
 * What the table's browser suites share: the two clients' ids and tokens, a pane and its chat log, and the steps a
 * user takes through the module's own UI in their pane — a chat line, the Indie Dice roll tool and its rule-set
 * choice, a dialog's fields, the table's seed. Each suite opens the page with `usePlaygroundPage` (browser.ts).
 */
import type { Locator, Page } from "playwright-core";
import type { DialogSettings } from "../../src/ui/dialogs/dialog-types";
import type { RuleSetId } from "../../src/core/rule-set-types";
import type { DialogKind } from "../../src/core/dialog-kind-types";

export const GM = "gmUser0000000000";
export const ANN = "annUser000000000";
export const HERO = "heroToken0000001";
export const WARDEN = "wardenToken00001";

/** The module's world settings as a new world has them (src/foundry/settings.ts), which the table's world keeps. */
export const WORLD_SETTINGS: DialogSettings = {
  kaiserAdvantageMethod: "pool",
  kaiserTieRule: "defender",
  kaiserFumblePenalty: "2d6",
  kaiserOpposedFumble: "loses",
  kingdomsBasicRule: "zeroOrMore",
  kleptoCritMethod: "coin",
  oldeUnlimitedByDefault: true,
};

/** One roll per rule set: the fields a player fills (by name) and the seed. */
export const ROLLS: readonly { ruleSet: RuleSetId; fields: Record<string, string>; seed: string }[] = [
  { ruleSet: "kaiser", fields: { bonus: "4", advantages: "2", difficulty: "12" }, seed: "7" },
  {
    ruleSet: "ogs",
    fields: { stat: "10", skill: "8", modifier: "12", stages: "2", flatBonus: "1", difficulty: "14" },
    seed: "11",
  },
  { ruleSet: "kingdoms", fields: { pool: "6", dice: "4", dt: "7" }, seed: "3" },
  {
    ruleSet: "klepto",
    fields: { modifier: "2", advantages: "1", ranges: "[..6] 1 Missile, [7..9] 2 Missiles, [10..] 3 Missiles" },
    seed: "5",
  },
  { ruleSet: "olde", fields: { count: "2", faces: "4", adjustment: "1", target: "8" }, seed: "9" },
];

export class TablePage {
  constructor(readonly page: Page) {}

  pane(userId: string): Locator {
    return this.page.locator(`[data-client-user="${userId}"]`);
  }

  messages(userId: string): Locator {
    return this.pane(userId).locator("ol.chat-log > li.chat-message");
  }

  /** The roll dialog open in a client's pane. */
  dialog(userId: string): Locator {
    return this.pane(userId).locator(".table-windows form.roll-dialog");
  }

  async ready(): Promise<void> {
    await this.page.waitForSelector("body[data-table-ready]");
  }

  /**
   * The table in a system's world, the panes on a laptop's screen (1280×800). Another system's address in the same tab
   * is a new world of that system, not the first one's kept for the tab (playground/table/saved-world.ts): its actors
   * have that system's shape.
   */
  async openWorld(system: string): Promise<void> {
    await this.ready();
    const url = new URL(this.page.url());
    if (url.searchParams.get("system") !== system) {
      url.searchParams.set("system", system);
      await this.page.goto(url.toString());
      await this.ready();
    }
    await this.paneScreen({ width: 1280, height: 800 });
  }

  async say(userId: string, text: string): Promise<void> {
    const input = this.pane(userId).locator("textarea[name=chat-message]");
    await input.fill(text);
    await input.press("Enter");
  }

  /**
   * The user controls exactly these tokens, clicked as on Foundry's canvas (playground/table/client-pane.ts): Shift
   * on each one controlled releases it, then Shift on each one wanted adds it.
   */
  async control(userId: string, tokens: readonly string[]): Promise<void> {
    const pressed = this.pane(userId).locator('[data-control][aria-pressed="true"]');
    for (let left = await pressed.count(); left > 0; left--) await pressed.first().click({ modifiers: ["Shift"] });
    for (const token of tokens)
      await this.pane(userId)
        .locator(`[data-control="${token}"]`)
        .click({ modifiers: ["Shift"] });
  }

  /** The dice from here on come from this seed (the table's Seed field). */
  async seed(seed: string): Promise<void> {
    await this.page.fill("#seed", seed);
    await this.page.locator("#seed").dispatchEvent("change");
  }

  /**
   * The module's Indie Dice roll tool, then the rule set (or *Any formula*) in its choice: the dialog, open in the
   * user's pane.
   */
  async openRoll(userId: string, ruleSet: DialogKind): Promise<Locator> {
    await this.pane(userId).locator('[data-tool="indieDice"]').click();
    await this.pane(userId).locator(`.table-windows dialog button[data-action="${ruleSet}"]`).click();
    const dialog = this.dialog(userId);
    await dialog.waitFor();
    return dialog;
  }

  /** Types each value into its field (or picks it) and commits it with a change event, as a player's Tab does. */
  async fill(dialog: Locator, fields: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(fields)) {
      const control = dialog.locator(`[name="${name}"]`);
      if ((await control.evaluate((element) => element.tagName)) === "SELECT") await control.selectOption(value);
      else {
        await control.fill(value);
        await control.dispatchEvent("change");
      }
    }
  }

  /** The figures of a window's odds, by outcome key: the exact value it printed. */
  async shownOdds(dialog: Locator): Promise<Record<string, number>> {
    const figures = await dialog
      .locator(".indie-dice-figure")
      .evaluateAll((elements) =>
        elements.map((element) => [element.getAttribute("data-outcome"), element.getAttribute("data-probability")]),
      );
    return Object.fromEntries(figures.map(([outcome, probability]) => [outcome, Number(probability)]));
  }

  /**
   * Whether a window is whole inside its user's pane (the room under the pane's name: that client's screen, which
   * bounds a Foundry window), with its submit button where a click lands on it (nothing covers or clips it) and the
   * page itself not scrolled.
   */
  async inViewInPane(
    userId: string,
    shown: Locator,
  ): Promise<{ inPane: boolean; buttonHit: boolean; scrollY: number }> {
    return shown.evaluate((element, user) => {
      const box = element.closest(".application")!.getBoundingClientRect();
      const pane = document.querySelector(`[data-client-user="${user}"] .table-windows`)!.getBoundingClientRect();
      const button = element.querySelector("button[type=submit]")!.getBoundingClientRect();
      const hit = document.elementFromPoint(button.x + button.width / 2, button.y + button.height / 2);
      return {
        inPane:
          box.top >= pane.top - 0.5 &&
          box.bottom <= pane.bottom + 0.5 &&
          box.left >= pane.left - 0.5 &&
          box.right <= pane.right + 0.5,
        buttonHit:
          hit?.closest("button[type=submit]") !== null &&
          hit?.closest(".application") === element.closest(".application"),
        scrollY: window.scrollY,
      };
    }, userId);
  }

  /**
   * Whether a game system's window lies whole inside its pane (that client's screen), and each figure the module drew
   * on it (`.indie-dice-system-chip`) across inside the element it was drawn in — a button, a label — and the window.
   */
  async placedInPane(window: Locator): Promise<{ inside: boolean; chipsInside: boolean }> {
    return window.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const pane = element.closest(".table-windows")!.getBoundingClientRect();
      const chipsInside = [...element.querySelectorAll(".indie-dice-system-chip")].every((chip) => {
        const inner = chip.getBoundingClientRect();
        const holder = chip.parentElement!.getBoundingClientRect();
        return (
          inner.left >= holder.left - 0.5 &&
          inner.right <= holder.right + 0.5 &&
          inner.left >= box.left &&
          inner.right <= box.right
        );
      });
      return {
        inside:
          box.top >= pane.top - 0.5 &&
          box.bottom <= pane.bottom + 0.5 &&
          box.left >= pane.left - 0.5 &&
          box.right <= pane.right + 0.5,
        chipsInside,
      };
    });
  }

  /** Whether a click in the middle of `target` (scrolled into view) lands on it, nothing drawn over it. */
  async takesClick(target: Locator): Promise<boolean> {
    await target.scrollIntoViewIfNeeded();
    return target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && element.contains(hit);
    });
  }

  /**
   * The page sized so that the GM's pane gives its windows `screen` (each pane is its client's screen: a window
   * test "at 1280×800" is a client whose screen is 1280×800). The table's frame around that room is fixed in
   * pixels, so one measure gives it.
   */
  async paneScreen(screen: { width: number; height: number }): Promise<void> {
    await this.page.setViewportSize(screen);
    const room = await this.pane(GM)
      .locator(".table-windows")
      .evaluate((element) => ({ width: element.clientWidth, height: element.clientHeight }));
    // Two panes share the width, one pane takes the height.
    await this.page.setViewportSize({
      width: screen.width + 2 * (screen.width - room.width),
      height: screen.height + (screen.height - room.height),
    });
  }
}
