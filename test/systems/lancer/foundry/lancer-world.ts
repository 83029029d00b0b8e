/**
 * A Lancer table for the adapter's tests: the Foundry double playing Lancer 3.1.3 (foundry-double/systems/lancer) with
 * Indie Dice installed — on the v13 profile only: Lancer 3.1.3 declares Foundry 13 its maximum, so no v14 world loads
 * it (the tests skip themselves on dom-v14 and say so).
 * The mech (the player's): grit 2, tech attack +1, Hull 2, Systems 1; a rifle (Accurate), a sword; the pilot's skill
 * trigger "Get a Hold of Something" at rank 2. The drone (the GM's NPC, no player may observe it): Evasion 10,
 * E-Defense 10. The ally's mech (observed by the player): Evasion 0 and E-Defense 0 (read as 5 and 8).
 */
import { afterEach } from "vitest";
import { useIndieDice } from "../../../foundry/support/helpers";
import type { AdapterHarness } from "../../../foundry/support/setup";
import { LancerActor, lancerActorSpec } from "../../../../foundry-double/systems/lancer/documents";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { openHud } from "../../../../foundry-double/systems/lancer/hud";
import { settle } from "../../../foundry/support/dialog-harness";
import { must, renderedElement } from "../../../kit";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";

/** Lancer 3.1.3 runs on Foundry 13 alone (system.json:6): its tests run on the v13 profile, skipped on v14's. */
export const ON_V14 = defaultGeneration() === 14;

export function useLancerTable(userId = PLAYER): () => AdapterHarness {
  const harness = useIndieDice({
    system: "lancer",
    userId,
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      { id: PLAYER, name: "Player", isGM: false, character: "mech" },
    ],
    actors: [
      lancerActorSpec({
        _id: "mech",
        name: "Everest",
        type: "mech",
        ownership: { [PLAYER]: 3 },
        system: { grit: 2, tech_attack: 1, hull: 2, sys: 1, evasion: 8, edef: 8, statuses: {} },
        items: [
          { _id: "rifle", name: "Assault Rifle", type: "mech_weapon", system: { tags: ["tg_accurate"] } },
          { _id: "hold", name: "Get a Hold of Something", type: "skill", system: { curr_rank: 2 } },
        ],
      }),
      { _id: "drone", name: "Drone", type: "npc", system: { evasion: 10, edef: 10, statuses: {} } },
      {
        _id: "ally",
        name: "Ally",
        type: "mech",
        ownership: { [PLAYER]: 2 },
        system: { evasion: 0, edef: 0, statuses: {} },
      },
    ],
    scenes: [
      {
        _id: "scene",
        tokens: [
          { _id: "droneTok", name: "Drone", actorId: "drone", actorLink: true },
          { _id: "allyTok", name: "Ally", actorId: "ally", actorLink: true },
        ],
      },
    ],
  });
  // A HUD a test left open leaves the page with its world (run before the world goes: after-hooks run last-first).
  afterEach(async () => {
    document.getElementById("hudzone")?.remove();
    await settle();
  });
  return harness;
}

export function actorOf(id: string): LancerActor {
  const actor: unknown = game.actors?.get(id);
  if (!(actor instanceof LancerActor)) throw new Error(`No Lancer actor ${id}`);
  return actor;
}

/** Starts a flow and waits for its HUD (`attack` or `hase`); `rolling` ends with the flow. */
export async function openFlow(
  kind: "attack" | "hase",
  begin: () => Promise<boolean>,
): Promise<{ hud: HTMLElement; rolling: Promise<boolean> }> {
  const rolling = begin();
  await settle();
  return { hud: must(openHud(kind)), rolling };
}

/** What the HUD shows: each figure by outcome and column, the Roll button's, the caption, how many panels. */
export function drawn(hud: HTMLElement) {
  const cells: Record<string, number> = {};
  for (const cell of hud.querySelectorAll<HTMLTableCellElement>(".indie-dice-system-odds tbody td[data-probability]")) {
    cells[`${must(cell.dataset.outcome)}${cell.cellIndex > 1 ? cell.cellIndex : ""}`] = Number(
      cell.dataset.probability,
    );
  }
  const chip = hud.querySelector<HTMLElement>('button[data-button="submit"] .indie-dice-system-chip');
  return {
    cells,
    chip: chip ? Number(chip.dataset.probability) : null,
    caption: hud.querySelector(".indie-dice-system-odds-caption")?.textContent ?? null,
    text: hud.querySelector(".indie-dice-system-odds")?.textContent ?? "",
    panels: hud.ownerDocument.querySelectorAll(".indie-dice-system-odds").length,
  };
}

/** A click in the HUD on what the selector names, as a browser sends it; then the turns the figures take. */
export async function clickHud(hud: HTMLElement, selector: string): Promise<void> {
  must(hud.querySelector<HTMLElement>(selector)).click();
  await settle();
}

/** A checkbox or radio of the HUD set, with its change event. */
export async function setHud(hud: HTMLElement, selector: string, checked: boolean): Promise<void> {
  const input = must(hud.querySelector<HTMLInputElement>(selector));
  input.checked = checked;
  input.dispatchEvent(new Event("change", { bubbles: true }));
  await settle();
}

/** The chance line under a message's roll, as the current user reads it (null: none drawn). */
export async function chanceLine(
  harness: () => AdapterHarness,
  message = must(harness().foundry.messages.at(-1)),
): Promise<string | null> {
  const html = renderedElement(await harness().foundry.renderMessage(message));
  return html.querySelector(".indie-dice-system-chance")?.textContent ?? null;
}

/** Every chance line under a message's rolls, as the current user reads them (one a target for an attack). */
export async function chanceLines(harness: () => AdapterHarness, message: ChatMessage): Promise<string[]> {
  const html = renderedElement(await harness().foundry.renderMessage(message));
  return [...html.querySelectorAll(".indie-dice-system-chance")].map((line) => line.textContent ?? "");
}
