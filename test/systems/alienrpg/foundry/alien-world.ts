/**
 * An Alien RPG table for the adapter's tests: the Foundry double playing Alien RPG 4.0.5
 * (foundry-double/systems/alienrpg) with Indie Dice installed. The system declares Foundry 13 its maximum: it runs on
 * the v13 profile only. Ripley (the player's character): Strength 4, Comtech 4, Mobility 1, Ranged Combat 3, stress 2,
 * a pistol (bonus 1, range 3 — Medium —, minimum range 2); Parker (the player's too): Observation 5, no stress; Burke
 * (the player's, hostile disposition): Close Combat 2, a knife; Ash (a synthetic, the GM's, neutral): Comtech 3; the
 * Xeno (a creature, the GM's, hostile): Close Combat 5 and its claws (bonus 1).
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import { documentFromUuidSync } from "../../../../src/foundry/foundry-documents";
import type { AdapterHarness } from "../../../foundry/support/setup";
import { alienActorSpec, alienWeapon } from "../../../../foundry-double/systems/alienrpg/driver";
import type { AlienActor } from "../../../../foundry-double/systems/alienrpg/documents";
import { must } from "../../../kit";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";

export function useAlienTable(): () => AdapterHarness {
  return useIndieDice({
    system: "alienrpg",
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      { id: PLAYER, name: "Player", isGM: false, character: "ripley" },
    ],
    actors: [
      alienActorSpec({
        _id: "ripley",
        name: "Ripley",
        stress: 2,
        attributes: { strength: 4 },
        skills: { comtech: 4, mobility: 1, closeCbt: 2, rangedCbt: 3 },
        ownership: { [PLAYER]: 3 },
        items: [
          alienWeapon("knife", "Knife", "2", 0),
          alienWeapon("pistol", "Pistol", "1", 1, { range: 3, minrange: 2 }),
        ],
      }),
      alienActorSpec({ _id: "parker", name: "Parker", skills: { observation: 5 }, ownership: { [PLAYER]: 3 } }),
      alienActorSpec({
        _id: "burke",
        name: "Burke",
        stress: 1,
        skills: { manipulation: 3, closeCbt: 2 },
        ownership: { [PLAYER]: 3 },
        disposition: -1,
        items: [alienWeapon("burkeKnife", "Knife", "2", 0)],
      }),
      alienActorSpec({ _id: "ash", name: "Ash", type: "synthetic", skills: { comtech: 3 }, disposition: 0 }),
      alienActorSpec({
        _id: "xeno",
        name: "Xeno",
        type: "creature",
        skills: { closeCbt: 5 },
        disposition: -1,
        items: [alienWeapon("claws", "Claws", "2", 1, { damage: 2 })],
      }),
    ],
  });
}

export const actor = (id: string): AlienActor => must(documentFromUuidSync<AlienActor>(`Actor.${id}`));

/** The panel's rows as a viewer reads them (outcome, figure), and how many panels. */
export function drawnRows(element: HTMLElement): { rows: string[][]; panels: number } {
  const panel = element.querySelector(".indie-dice-system-odds");
  // The columns' words once, then every row of the outcomes', the facts' and the totals' tables.
  const rows = Array.from(
    panel?.querySelectorAll<HTMLTableRowElement>("table:first-of-type thead tr, tbody tr") ?? [],
    (row) => Array.from(row.cells, (cell) => cell.textContent ?? ""),
  );
  return { rows, panels: element.querySelectorAll(".indie-dice-system-odds").length };
}
