/**
 * A World of Darkness 5e table for the adapter's tests: the Foundry double playing wod5e 5.3.25
 * (foundry-double/systems/wod5e) with Indie Dice installed — on the v14 profile only: the release declares Foundry 14
 * its minimum, so no v13 world loads it (the tests skip themselves on dom and say so).
 * Nadia (the player's vampire): Wits 2, Awareness 1, Hunger 1; Ezra (the player's hunter): Wits 2, desperation 1;
 * Paul (the player's mortal): Wits 2; Lupa (the player's werewolf): Wits 2, Rage 2; the Prince (the GM's vampire,
 * no player owns it): Wits 3, Hunger 2; the Sire (the GM's, the player observes her sheet): the same.
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import type { AdapterHarness } from "../../../foundry/support/setup";
import { nextRollDialog, openSheet, wodActorSpec, clickStat } from "../../../../foundry-double/systems/wod5e/driver";
import { WoDActor } from "../../../../foundry-double/systems/wod5e/documents";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { must, renderedElement } from "../../../kit";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";

/** wod5e 5.3.25 runs on Foundry 14 alone (system.json:6-10): its tests run on the v14 profile, skipped on v13's. */
export const ON_V13 = defaultGeneration() !== 14;

export function useWodTable(userId = PLAYER): () => AdapterHarness {
  const owned = { [PLAYER]: 3 };
  return useIndieDice(
    {
      system: "wod5e",
      userId,
      users: [
        { id: GM, name: "Gamemaster", isGM: true },
        { id: PLAYER, name: "Player", isGM: false, character: "nadia" },
      ],
      actors: [
        wodActorSpec({
          _id: "nadia",
          name: "Nadia",
          splat: "vampire",
          attributes: { wits: 2 },
          skills: { awareness: 1 },
          hunger: 1,
          ownership: owned,
        }),
        wodActorSpec({
          _id: "ezra",
          name: "Ezra",
          splat: "hunter",
          attributes: { wits: 2 },
          desperation: 1,
          ownership: owned,
        }),
        wodActorSpec({ _id: "paul", name: "Paul", splat: "mortal", attributes: { wits: 2 }, ownership: owned }),
        wodActorSpec({
          _id: "lupa",
          name: "Lupa",
          splat: "werewolf",
          attributes: { wits: 2 },
          rage: 2,
          ownership: owned,
        }),
        wodActorSpec({ _id: "prince", name: "Prince", splat: "vampire", attributes: { wits: 3 }, hunger: 2 }),
        wodActorSpec({
          _id: "sire",
          name: "Sire",
          splat: "vampire",
          attributes: { wits: 3 },
          hunger: 2,
          ownership: { [PLAYER]: 2 },
        }),
      ],
    },
    {
      // The system's own reads, deprecated in v14 (system-rolls.js:128, 341, 313-320): the default roll mode, the
      // modes listed in its dialog, and the mode given to toMessage.
      // Its chat log's Willpower Reroll entry is written in v13's names (system/ui/wod-chat-log.js:42-69).
      systemReads: [
        "core.rollMode",
        "CONFIG.Dice.rollModes",
        "Roll#toMessage rollMode option",
        "ContextMenuEntry#name",
        "ContextMenuEntry#condition",
        "ContextMenuEntry#callback",
      ],
    },
  );
}

export function actorOf(id: string): WoDActor {
  const actor: unknown = game.actors?.get(id);
  if (!(actor instanceof WoDActor)) throw new Error(`No WoD5e actor ${id}`);
  return actor;
}

export type RollDialog = Awaited<ReturnType<typeof nextRollDialog>>;

/** The actor's sheet, a click on a stat's roll button, and the dialog it opens; `rolling` ends with the message. */
export async function openFrom(id: string, stat: string): Promise<{ dialog: RollDialog; rolling: Promise<unknown> }> {
  const sheet = await openSheet(actorOf(id));
  const opened = nextRollDialog();
  const rolling = clickStat(sheet, stat);
  return { dialog: await opened, rolling };
}

/** The figures drawn in the dialog by outcome, and the Roll button's. */
export function drawn(element: HTMLElement) {
  const rows: Record<string, number> = {};
  for (const cell of element.querySelectorAll<HTMLElement>(".indie-dice-system-odds tbody td[data-probability]"))
    rows[must(cell.dataset.outcome)] = Number(cell.dataset.probability);
  const chip = element.querySelector<HTMLElement>('button[data-action="roll"] .indie-dice-system-chip');
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
