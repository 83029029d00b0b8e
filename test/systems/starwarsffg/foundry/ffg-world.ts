/**
 * A Star Wars FFG table for the adapter's tests: the Foundry double playing starwarsffg 2.0.3
 * (foundry-double/systems/starwarsffg) with Indie Dice installed; the system declares Foundry 13 its maximum, so it
 * runs on the v13 profile only. Kira (the player's character): Agility 2, Ranged: Light rank 1 (so 1 ability and 1
 * proficiency), Cool rank 0 with Presence 2 and 2 setback; the Trooper (the GM's rival): Agility 3, Ranged: Heavy 2.
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import { documentFromUuidSync } from "../../../../src/foundry/foundry-documents";
import type { AdapterHarness } from "../../../foundry/support/setup";
import { ffgActorSpec } from "../../../../foundry-double/systems/starwarsffg/driver";
import { must } from "../../../kit";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";

export function useFfgTable(): () => AdapterHarness {
  return useIndieDice({
    system: "starwarsffg",
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      { id: PLAYER, name: "Player", isGM: false, character: "kira" },
    ],
    actors: [
      ffgActorSpec({
        _id: "kira",
        name: "Kira",
        characteristics: { Agility: 2, Presence: 2 },
        skills: {
          "Ranged: Light": { rank: 1, characteristic: "Agility" },
          Cool: { rank: 0, characteristic: "Presence", setback: 2 },
        },
        ownership: { [PLAYER]: 3 },
      }),
      ffgActorSpec({
        _id: "trooper",
        name: "Trooper",
        type: "rival",
        characteristics: { Agility: 3 },
        skills: { "Ranged: Heavy": { rank: 2, characteristic: "Agility" } },
      }),
    ],
  });
}

export const ffgActor = (id: string) => must(documentFromUuidSync<{ id: string; system: unknown }>(`Actor.${id}`));

/** The exact success figure drawn (the narrative figures' headline, Genesys's too), as its data-probability. */
export function success(element: HTMLElement): number | null {
  const row = Array.from(element.querySelectorAll<HTMLElement>(".indie-dice-system-odds tr")).find((tr) =>
    (tr.textContent ?? "").startsWith("Success (one net success or more)"),
  );
  const figure = row?.querySelector<HTMLElement>("[data-probability]");
  return figure ? Number(figure.dataset.probability) : null;
}

/** The panel's rows as a viewer reads them (each cell's text). */
export function drawnRows(element: HTMLElement): string[][] {
  const panel = element.querySelector(".indie-dice-system-odds");
  return Array.from(panel?.querySelectorAll<HTMLTableRowElement>("tr") ?? [], (row) =>
    Array.from(row.cells, (cell) => (cell.textContent ?? "").trim()),
  );
}

/**
 * The system's simulated line runs on every change of the pool: fewer rolls than its 10,000 (`rollSimulation`, a
 * setting of the system's, which Indie Dice's settings' types do not name) keep the tests short.
 */
export function fewerSimulatedRolls(rolls: number): Promise<unknown> {
  return Reflect.apply(game.settings.set, game.settings, ["starwarsffg", "rollSimulation", rolls]);
}
