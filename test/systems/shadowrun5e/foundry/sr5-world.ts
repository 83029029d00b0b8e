/**
 * A Shadowrun 5e table for the adapter's tests: the Foundry double playing SR5-FoundryVTT 0.36.0
 * (foundry-double/systems/shadowrun5e) with Indie Dice installed, on the v14 profile only (the system declares 14.363
 * its minimum). Rook (the player's): Agility 5 + Sneaking 5 = 10 dice, physical limit 4, Edge 3; Locksmith 4 + 4 = 8.
 * The Troll ganger (the GM's): Intimidation 6 + Charisma 2 = 8 dice, social limit 3, Edge 1.
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import { documentFromUuidSync } from "../../../../src/foundry/foundry-documents";
import type { AdapterHarness } from "../../../foundry/support/setup";
import { sr5ActorSpec } from "../../../../foundry-double/systems/shadowrun5e/driver";
import type { SR5Actor } from "../../../../foundry-double/systems/shadowrun5e/documents";
import { must, renderedElement } from "../../../kit";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";

export function useSr5Table(): () => AdapterHarness {
  return useIndieDice({
    system: "shadowrun5e",
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      { id: PLAYER, name: "Player", isGM: false, character: "rook" },
    ],
    actors: [
      sr5ActorSpec({
        _id: "rook",
        name: "Rook",
        attributes: { agility: 5, logic: 4 },
        edge: 3,
        limits: { physical: 4, mental: 5, social: 4 },
        skills: {
          sneaking: { label: "Sneaking", value: 5, attribute: "agility", limit: "physical" },
          locksmith: { label: "Locksmith", value: 4, attribute: "agility", limit: "physical" },
        },
        ownership: { [PLAYER]: 3 },
      }),
      sr5ActorSpec({
        _id: "troll",
        name: "Troll ganger",
        type: "npc",
        attributes: { charisma: 2 },
        edge: 1,
        limits: { physical: 7, mental: 3, social: 3 },
        skills: { intimidation: { label: "Intimidation", value: 6, attribute: "charisma", limit: "social" } },
      }),
    ],
  });
}

export const actor = (id: string): SR5Actor => must(documentFromUuidSync<SR5Actor>(`Actor.${id}`));

/** The panel's rows as a viewer reads them (outcome, figure), and how many panels. */
export function drawnRows(element: HTMLElement): { rows: string[][]; panels: number } {
  const panel = element.querySelector(".indie-dice-system-odds");
  const rows = Array.from(
    panel?.querySelectorAll<HTMLTableRowElement>("table:first-of-type thead tr, tbody tr") ?? [],
    (row) => Array.from(row.cells, (cell) => cell.textContent ?? ""),
  );
  return { rows, panels: element.querySelectorAll(".indie-dice-system-odds").length };
}

/** The chance line drawn under a message for the current user, or null. */
export async function chanceLine(harness: () => AdapterHarness, message: ChatMessage): Promise<string | null> {
  const html = renderedElement(await harness().foundry.renderMessage(message));
  return html.querySelector(".indie-dice-system-chance")?.textContent ?? null;
}

/** Every chance line drawn under a message for the current user. */
export async function chanceLines(harness: () => AdapterHarness, message: ChatMessage): Promise<string[]> {
  const html = renderedElement(await harness().foundry.renderMessage(message));
  return Array.from(html.querySelectorAll(".indie-dice-system-chance"), (line) => line.textContent ?? "");
}
