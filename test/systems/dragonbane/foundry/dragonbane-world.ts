/**
 * A Dragonbane table for the adapter's tests: the Foundry double playing Dragonbane 3.2
 * (foundry-double/systems/dragonbane) with Indie Dice installed — on the v13 profile only: Dragonbane 3.2 declares
 * Foundry 13 its maximum, so no v14 world loads it (the tests skip themselves on dom-v14 and say so).
 * The hero (the player's character): AGL 12 and Dazed (a bane on AGL), Awareness 12, Spear 12, a spear (piercing,
 * toppling, enchanted 2), a lucky charm (a boon to Awareness, worn) and a cloak (a bane to Awareness, not worn);
 * Bushcraft 12 and St. Ander's map (a boon to it, not worn: a name with a dot, which the system's submit misreads);
 * Swimming 12 and two worn rabbit's feet of one name (each a boon to it: two boxes of one name, which the submit reads
 * as one list, a boon ticked or not). The hero is the player's; the other player observes her. The
 * orc (the GM's monster, no player may observe it): Awareness 15.
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import type { AdapterHarness } from "../../../foundry/support/setup";
import {
  dragonbaneActorSpec,
  gear,
  nextRollDialog,
  openSheet,
  skill,
  weapon,
} from "../../../../foundry-double/systems/dragonbane/driver";
import { DoDActor } from "../../../../foundry-double/systems/dragonbane/documents";
import type { DoDActorBaseSheet } from "../../../../foundry-double/systems/dragonbane/sheet";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { must, renderedElement } from "../../../kit";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";
/** A second player, who observes the hero but does not own her (no Push on her cards). */
export const OTHER = "otherUser0000000";

/** Dragonbane 3.2 runs on Foundry 13 alone (system.json:6-9): its tests run on the v13 profile, skipped on v14's. */
export const ON_V14 = defaultGeneration() === 14;

export function useDragonbaneTable(userId = PLAYER): () => AdapterHarness {
  return useIndieDice({
    system: "dragonbane",
    userId,
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      { id: PLAYER, name: "Player", isGM: false, character: "hero" },
      { id: OTHER, name: "Other player", isGM: false },
    ],
    actors: [
      dragonbaneActorSpec({
        _id: "hero",
        name: "Hero",
        attributes: { agl: 12 },
        conditions: ["agl"],
        ownership: { [PLAYER]: 3, [OTHER]: 2 },
        items: [
          skill("awareness", "Awareness", 12, "int"),
          skill("spearSkill", "Spear", 12, "str"),
          weapon("spear", "Long spear", "Spear", ["piercing", "toppling", "enchanted2"]),
          gear("charm", "Lucky charm", { boons: "Awareness" }),
          gear("cloak", "Heavy cloak", { banes: "Awareness", worn: false }),
          skill("bushcraft", "Bushcraft", 12, "int"),
          gear("map", "St. Ander's map", { boons: "Bushcraft", worn: false }),
          skill("swimming", "Swimming", 12, "int"),
          gear("foot1", "Rabbit's foot", { boons: "Swimming" }),
          gear("foot2", "Rabbit's foot", { boons: "Swimming" }),
        ],
      }),
      dragonbaneActorSpec({
        _id: "orc",
        name: "Orc",
        type: "monster",
        items: [skill("orcAwareness", "Awareness", 15, "int")],
      }),
    ],
  });
}

export function actorOf(id: string): DoDActor {
  const actor: unknown = game.actors?.get(id);
  if (!(actor instanceof DoDActor)) throw new Error(`No Dragonbane actor ${id}`);
  return actor;
}

/** A message's `system` data, as the double keeps it. */
export function systemOf(message: unknown): Record<string, unknown> {
  const system: unknown = typeof message === "object" && message !== null ? Reflect.get(message, "system") : null;
  return typeof system === "object" && system !== null ? { ...system } : {};
}

export type RollDialog = Awaited<ReturnType<typeof nextRollDialog>>;

/** The actor's sheet, a click on it, and the roll dialog it opens; `rolling` ends with the test's message. */
export async function openFrom(
  actor: DoDActor,
  click: (sheet: DoDActorBaseSheet) => Promise<unknown>,
): Promise<{ dialog: RollDialog; rolling: Promise<unknown> }> {
  const sheet = await openSheet(actor);
  const opened = nextRollDialog();
  const rolling = click(sheet);
  return { dialog: await opened, rolling };
}

/**
 * What the dialog shows: the caption, each row's figure by outcome, the OK button's figure, the figures beside sources.
 */
export function drawn(element: HTMLElement) {
  const rows: Record<string, number> = {};
  for (const cell of element.querySelectorAll<HTMLElement>(".indie-dice-system-odds tbody td[data-probability]"))
    rows[must(cell.dataset.outcome)] = Number(cell.dataset.probability);
  const chip = element.querySelector<HTMLElement>('button[data-action="ok"] .indie-dice-system-chip');
  const extras: Record<string, string> = {};
  for (const row of element.querySelectorAll("tr")) {
    const box = row.querySelector<HTMLInputElement>('input[type="checkbox"]');
    const figure = row.querySelector(".text-data .indie-dice-system-chip");
    if (box && figure) extras[box.name] = figure.textContent ?? "";
  }
  return {
    caption: element.querySelector(".indie-dice-system-odds-caption")?.textContent ?? null,
    rows,
    chip: chip ? Number(chip.dataset.probability) : null,
    extras,
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
