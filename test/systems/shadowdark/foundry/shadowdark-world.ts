/**
 * A Shadowdark table for the adapter's tests: the Foundry double playing Shadowdark 4.0.4
 * (foundry-double/systems/shadowdark) with Indie Dice installed, on the profile the project runs (v13, or v14).
 * The hero (the player's character, owned by them): Dexterity 16 (+3), a dagger (finesse), a situational advantage
 * on Dexterity checks ("Nimble"). The goblin: AC 12, the GM's alone. The wolf: AC 13, which the player may see
 * (Limited ownership: its sheet opens for them).
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import { documentFromUuidSync } from "../../../../src/foundry/foundry-documents";
import type { AdapterHarness } from "../../../foundry/support/setup";
import {
  checkLinkEvent,
  nextRollDialog,
  shadowdarkActorSpec,
  shadowdarkWeapon,
  situationalEffect,
} from "../../../../foundry-double/systems/shadowdark/driver";
import type { RollDialogSD } from "../../../../foundry-double/systems/shadowdark/apps/roll-dialog-sd";
import type { ActorSD, PlayerSD } from "../../../../foundry-double/systems/shadowdark/documents/actor";
import type { RollConfig } from "../../../../foundry-double/systems/shadowdark/dice/dice";
import { must } from "../../../kit";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";

export const NIMBLE = "Actor.hero.ActiveEffect.nimble";

/** What Shadowdark 4.0.4 itself reads that v14 deprecates: its dialog's roll mode (dice.mjs, RollDialogSD.mjs). */
const SYSTEM_READS = ["core.rollMode", "CONFIG.Dice.rollModes"];

export function useShadowdarkTable(): () => AdapterHarness {
  return useIndieDice(
    {
      system: "shadowdark",
      users: [
        { id: GM, name: "Gamemaster", isGM: true },
        { id: PLAYER, name: "Player", isGM: false, character: "hero" },
      ],
      actors: [
        shadowdarkActorSpec({
          _id: "hero",
          name: "Hero",
          abilities: { dex: 16 },
          ownership: { [PLAYER]: 3 },
          items: [shadowdarkWeapon({ _id: "dagger", name: "Dagger", properties: ["Finesse"], damage: "d4" })],
          effects: [situationalEffect("nimble", "system.roll.stat.advantage.dex", 1, { name: "Nimble" })],
        }),
        shadowdarkActorSpec({ _id: "goblin", name: "Goblin", type: "NPC", ac: 12 }),
        shadowdarkActorSpec({ _id: "wolf", name: "Wolf", type: "NPC", ac: 13, ownership: { [PLAYER]: 1 } }),
      ],
      scenes: [
        {
          _id: "scene",
          tokens: [
            { _id: "goblinToken", actorId: "goblin", actorLink: true },
            { _id: "wolfToken", actorId: "wolf", actorLink: true },
          ],
        },
      ],
    },
    { systemReads: SYSTEM_READS },
  );
}

export const hero = (): ActorSD => must(documentFromUuidSync<ActorSD>("Actor.hero"));

/** The hero's data model, whose methods a sheet's buttons call. */
export const heroModel = (): PlayerSD => hero().systemSD as PlayerSD;

/**
 * Starts a roll (a sheet's button, a link) and resolves with its dialog once drawn; `rolling` settles when it closes.
 */
export async function openDialog(
  start: () => Promise<unknown>,
): Promise<{ app: RollDialogSD; rolling: Promise<unknown> }> {
  const opened = nextRollDialog();
  const rolling = start();
  return { app: await opened, rolling };
}

/** A Dexterity check of the hero's, with these config entries (a DC: `{ mainRoll: { dc } }`). */
export function dexCheck(config: RollConfig = {}): () => Promise<unknown> {
  return () => heroModel().rollStatCheck("dex", config);
}

interface ShadowdarkNamespace {
  apps: { RequestCheckSD: { checkHandler(event: ReturnType<typeof checkLinkEvent>): Promise<unknown> } };
}

/** A `[[check DC dex]]` link clicked, with the keys held. */
export const checkLink = (dc: string, keys: Parameters<typeof checkLinkEvent>[2] = {}): Promise<unknown> =>
  (Reflect.get(globalThis, "shadowdark") as ShadowdarkNamespace).apps.RequestCheckSD.checkHandler(
    checkLinkEvent(dc, "dex", keys),
  );

/** The hero's dagger attack. */
export function daggerAttack(): Promise<unknown> {
  return heroModel().rollAttack("Actor.hero.Item.dagger");
}

/** What a viewer reads of the drawn figures: each radio's chip (choice order), the caption, the rows. */
export interface DrawnFigures {
  readonly chips: {
    readonly text: string;
    readonly probability: number;
    readonly outcome: string;
    readonly chosen: boolean;
  }[];
  readonly caption: string | null;
  readonly rows: string[][];
  readonly chosenColumn: string | null;
  readonly panels: number;
}

export function drawnFigures(element: HTMLElement): DrawnFigures {
  const chips = ["1", "0", "-1"].flatMap((value) => {
    const chip = element.querySelector<HTMLElement>(`label[for="adv-${value}"] .indie-dice-system-chip`);
    return chip
      ? [
          {
            text: chip.textContent ?? "",
            probability: Number(chip.dataset.probability),
            outcome: chip.dataset.outcome ?? "",
            chosen: chip.classList.contains("indie-dice-system-chosen"),
          },
        ]
      : [];
  });
  const panel = element.querySelector(".indie-dice-system-odds");
  // The columns' words once, then every row of the outcomes', the facts' and the totals' tables.
  const rows = Array.from(
    panel?.querySelectorAll<HTMLTableRowElement>("table:first-of-type thead tr, tbody tr") ?? [],
    (row) => Array.from(row.cells, (cell) => cell.textContent ?? ""),
  );
  return {
    chips,
    caption: panel?.querySelector("p")?.textContent ?? null,
    rows,
    chosenColumn: panel?.querySelector("th.indie-dice-system-chosen")?.textContent ?? null,
    panels: element.querySelectorAll(".indie-dice-system-odds").length,
  };
}
