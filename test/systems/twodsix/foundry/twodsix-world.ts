/**
 * A Twodsix table for the adapter's tests: the Foundry double playing Twodsix 7.5.2 (foundry-double/systems/twodsix)
 * with Indie Dice installed — on the v14 profile only: the release declares Foundry 14 its minimum, so no v13 world
 * loads it (the tests skip themselves on dom and say so).
 * Jamison (the player's): DEX 9 (+1), INT 7 (+0); Pilot 1 (DEX), Electronics 0 (INT). Marla (the player's): INT 5
 * (−1); Streetwise −3 (untrained, INT). The Corsair (the GM's, no player owns it): DEX 9; Pilot 2 (DEX).
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import type { AdapterHarness } from "../../../foundry/support/setup";
import {
  clickCharacteristic,
  clickSkill,
  nextThrowDialog,
  openSheet,
  twodsixActorSpec,
} from "../../../../foundry-double/systems/twodsix/driver";
import { TwodsixActor } from "../../../../foundry-double/systems/twodsix/documents";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { must, renderedElement } from "../../../kit";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";

/** Twodsix 7.5.2 runs on Foundry 14 alone (system.json:28): its tests run on the v14 profile, skipped on v13's. */
export const ON_V13 = defaultGeneration() !== 14;

export function useTwodsixTable(userId = PLAYER): () => AdapterHarness {
  const owned = { [PLAYER]: 3 };
  return useIndieDice({
    system: "twodsix",
    userId,
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      { id: PLAYER, name: "Player", isGM: false, character: "jamison" },
    ],
    actors: [
      twodsixActorSpec({
        _id: "jamison",
        name: "Jamison",
        characteristics: { dexterity: 9, intelligence: 7 },
        ownership: owned,
        skills: [
          { _id: "pilot", name: "Pilot", value: 1, characteristic: "DEX" },
          { _id: "electronics", name: "Electronics", value: 0, characteristic: "INT" },
        ],
      }),
      twodsixActorSpec({
        _id: "marla",
        name: "Marla",
        characteristics: { intelligence: 5 },
        ownership: owned,
        skills: [{ _id: "streetwise", name: "Streetwise", value: -3, characteristic: "INT" }],
      }),
      twodsixActorSpec({
        _id: "corsair",
        name: "Corsair",
        characteristics: { dexterity: 9 },
        skills: [{ _id: "pilot", name: "Pilot", value: 2, characteristic: "DEX" }],
      }),
    ],
  });
}

export function actorOf(id: string): TwodsixActor {
  const actor: unknown = game.actors?.get(id);
  if (!(actor instanceof TwodsixActor)) throw new Error(`No Twodsix actor ${id}`);
  return actor;
}

export type ThrowDialog = Awaited<ReturnType<typeof nextThrowDialog>>;

/**
 * The actor's sheet, a click on a skill (or a characteristic: `char`), and the dialog it opens; `rolling` ends with the
 * message.
 */
export async function openThrow(
  id: string,
  skill: string,
  char = false,
): Promise<{ dialog: ThrowDialog; rolling: Promise<unknown> }> {
  const sheet = await openSheet(actorOf(id));
  const opened = nextThrowDialog();
  const rolling = char ? clickCharacteristic(sheet, skill) : clickSkill(sheet, skill);
  return { dialog: await opened, rolling };
}

/** The figures drawn in the dialog: by choice column and outcome, the Roll button's, the caption. */
export function drawn(element: HTMLElement) {
  const rows: Record<string, Record<string, number>> = {};
  for (const row of element.querySelectorAll<HTMLElement>(".indie-dice-system-odds tbody tr")) {
    const cells = Array.from(row.querySelectorAll<HTMLElement>("td"));
    // The columns are the roll types in the select's order, or the xd6 style's one roll.
    const columns = cells.length === 1 ? ["xd6"] : ["Advantage", "Normal", "Disadvantage"];
    cells.forEach((cell, index) => {
      if (cell.dataset.probability !== undefined)
        (rows[must(columns[index])] ??= {})[must(cell.dataset.outcome)] = Number(cell.dataset.probability);
    });
  }
  const chip = element.querySelector<HTMLElement>('button[data-action="ok"] .indie-dice-system-chip');
  return {
    caption: element.querySelector(".indie-dice-system-odds-caption")?.textContent ?? null,
    rows,
    chip: chip ? Number(chip.dataset.probability) : null,
    panels: element.querySelectorAll(".indie-dice-system-odds").length,
  };
}

/** The chance line under a message's roll, as the current user reads it (null: none drawn). */
export async function chanceLine(
  harness: () => AdapterHarness,
  message = must(harness().foundry.messages.at(-1)),
): Promise<string | null> {
  const html = renderedElement(await harness().foundry.renderMessage(message));
  return html.querySelector(".dice-roll .dice-result .indie-dice-system-chance")?.textContent ?? null;
}
