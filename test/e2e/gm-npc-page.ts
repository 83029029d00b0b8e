/**
 * The steps the GM's-NPC e2e files share (test/e2e/table-gm-npcs-*.e2e.test.ts): a system's world of the table at a
 * laptop's screen, a window once the module's figures are in it, a panel's figures, a message's chance lines, and the
 * whole text of a player's pane, where a hidden figure must not be.
 */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { ANN, GM, TablePage } from "./table-page";

/** A table page in one game system's world and the steps on it. */
export class GmNpcTable {
  readonly table: TablePage;

  constructor(page: Page) {
    this.table = new TablePage(page);
  }

  /** The table in a system's world (a new world of it: playground/table/saved-world.ts), panes on a laptop's screen. */
  openWorld(system: string): Promise<void> {
    return this.table.openWorld(system);
  }

  /** A user's pane. */
  pane(userId: string): Locator {
    return this.table.pane(userId);
  }

  /** A window in a user's pane once the module's figures are in it. */
  async withFigures(userId: string, window: string): Promise<Locator> {
    const opened = this.pane(userId).locator(`.table-windows ${window}`).last();
    await opened.locator(".indie-dice-system-odds").waitFor();
    return opened;
  }

  /** Presses one of the sheet's roll buttons (playground/table/systems/<id>.ts) in a user's pane. */
  press(userId: string, roll: string): Promise<void> {
    return this.pane(userId).locator(`[data-sheet-roll="${roll}"]`).click();
  }

  /** How many messages each pane's log holds. */
  async counts(): Promise<{ gm: number; ann: number }> {
    return { gm: await this.table.messages(GM).count(), ann: await this.table.messages(ANN).count() };
  }

  /** Both panes' last message, once each holds one more than `before` (the GM's roll reaches Ann's client too). */
  async nextMessages(before: { gm: number; ann: number }): Promise<{ gm: string; ann: string }> {
    await expect.poll(() => this.table.messages(GM).count()).toBe(before.gm + 1);
    await expect.poll(() => this.table.messages(ANN).count()).toBe(before.ann + 1);
    return { gm: await this.lastMessage(GM), ann: await this.lastMessage(ANN) };
  }

  /** The text of the last message in a pane's log, its white space as one space. */
  async lastMessage(userId: string): Promise<string> {
    return oneSpaced(await this.table.messages(userId).last().textContent());
  }

  /** The chance lines of a user's last message, their white space as one space. */
  chanceLines(userId: string): Promise<string[]> {
    return this.table
      .messages(userId)
      .last()
      .locator(".indie-dice-system-chance")
      .evaluateAll((lines) => lines.map((line) => (line.textContent ?? "").replace(/\s+/g, " ").trim()));
  }

  /** The whole text of a pane (its windows, its log, its sheet), white space as one space: where a leak would show. */
  async paneText(userId: string): Promise<string> {
    return oneSpaced(await this.pane(userId).textContent());
  }

  /** How many figures (elements with a probability) a pane holds anywhere. */
  figureCount(userId: string): Promise<number> {
    return this.pane(userId).locator("[data-probability]").count();
  }
}

const oneSpaced = (text: string | null): string => (text ?? "").replace(/\s+/g, " ");

/**
 * The panel's figure of one outcome (its first column), or null when the panel has no such row: in its outcomes'
 * table or its facts' (a Dragon, a Messy Critical: a table of their own, docs/systems.md).
 */
export function figure(window: Locator, outcome: string): Promise<number | null> {
  return window.locator(".indie-dice-system-odds").evaluate((panel, wanted) => {
    const cell = panel.querySelector<HTMLElement>(`tbody td[data-outcome="${wanted}"][data-probability]`);
    return cell ? Number(cell.dataset.probability) : null;
  }, outcome);
}

/** The panel's figures of one outcome's row, column by column (one column a target). */
export function row(window: Locator, outcome: string): Promise<number[]> {
  return window
    .locator(`.indie-dice-system-odds tbody td[data-outcome="${outcome}"]`)
    .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute("data-probability"))));
}

/** Matchers for figures equal to these to twelve places. */
export const exactly = (values: readonly number[]) => values.map((value) => expect.closeTo(value, 12));
