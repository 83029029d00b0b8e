/**
 * A game system's world on the table (`?system=<id>`): the same four actors in the system's own shape, a journal
 * page, and the roll buttons of the player's character sheet, each calling the system's own entry point as its sheet
 * does. Each system's pieces are one file beside this one (systems/index.ts lists them); the table's shared files
 * only look them up by id.
 */
import type { FoundryDoubleOptions } from "../../../foundry-double/install";
import type { SystemId } from "../../../foundry-double/systems/index";
import { iconButton } from "../icon-button";

/** A token of the table's scene. */
interface SceneToken {
  readonly _id: string;
  readonly name: string;
  readonly actorId: string;
  readonly actorLink: boolean;
}

/** Runs fn as the pane's user. */
export type AsUser = <T>(fn: () => T) => T;

/** Ann's user id and the four actors' ids every world of the table shares (world.ts builds the world around them). */
export const ANN = "annUser000000000";
export const ACTOR_IDS = {
  ilsa: "heroActor0000001",
  warden: "wardenActor00001",
  tomas: "tomasActor000001",
  mira: "miraActor0000001",
} as const;

/** The Grave Warden's token on the one scene: unlinked, so its sheet on the canvas is the token's own actor. */
export const WARDEN_TOKEN = "wardenToken00001";

/** The GM's three, in each world: their ids and names. */
const GM_ACTORS = [
  [ACTOR_IDS.warden, "Grave Warden"],
  [ACTOR_IDS.tomas, "Tomas Reed"],
  [ACTOR_IDS.mira, "Mira Vell"],
] as const;

/** The GM's three in a system's shape, each made from its id, its name and its number (an AC, a Difficulty). */
export function gmActors<T>(
  make: (id: string, name: string, number: number) => T,
  numbers: readonly [number, number, number] = [0, 0, 0],
): T[] {
  return GM_ACTORS.map(([id, name], index) => make(id, name, numbers[index]!));
}

/** A journal page in the table's two languages. */
interface JournalText {
  readonly title: string;
  readonly text: string;
}

interface Journal {
  readonly en: JournalText;
  readonly de: JournalText;
}

export interface TableSystem {
  /** The system's id as `game.system.id` reads it. */
  readonly id: SystemId;
  /** Ilsa (Ann's character, ACTOR_IDS.ilsa) and the GM's three, in the system's own shape. */
  readonly actors: NonNullable<FoundryDoubleOptions["actors"]>;
  /** Tokens the system's world adds to the Hall beside the four (dnd5e's Fireball's goblins), of its own actors. */
  readonly tokens?: readonly SceneToken[];
  readonly journal: Journal;
  /**
   * The Foundry the system requires, whatever the address asks (wod5e declares 14 its minimum); absent, the address's.
   */
  readonly generation?: 14;
  /** The roll buttons of the user's character's sheet, or null when the character is not this system's. */
  rolls(character: unknown, asUser: AsUser): HTMLElement | null;
  /**
   * The GM's NPC's roll buttons (ACTOR_IDS.warden, of the system's own NPC type, owned by no player), each rolling it
   * as the system's NPC sheet does, or null when the actor is not this system's; absent where the GM has none.
   */
  npcRolls?(npc: unknown, asUser: AsUser): HTMLElement | null;
  /**
   * The sheet's form for what the system keeps beside the numbers and its rolls read (dnd5e's Special Traits: its
   * character flags), or null when the character is not this system's; absent where the table needs none.
   */
  traits?(character: unknown, asUser: AsUser): HTMLElement | null;
}

/** The table's words in its page's language (English or German). */
export function tableText<T>(text: { en: T; de: T }): T {
  return game.i18n!.lang === "de" ? text.de : text.en;
}

/** One of a sheet's roll buttons: what it is (`data-sheet-roll`), its icon, its label and the system call it makes. */
interface SheetRoll {
  readonly id: string;
  readonly icon: string;
  readonly label: string;
  roll(event: MouseEvent): unknown;
}

/** A sheet's button for this roll, which calls the system as the pane's user. */
export function sheetRollButton(roll: SheetRoll, asUser: AsUser): HTMLButtonElement {
  const button = iconButton(roll.icon, roll.label, (event) => void asUser(() => roll.roll(event)));
  button.dataset.sheetRoll = roll.id;
  return button;
}

/** A sheet's row of roll controls under a line saying how they roll. */
export function sheetRolls(heading: string, controls: readonly HTMLElement[]): HTMLElement {
  const group = document.createElement("div");
  group.className = "table-sheet-rolls";
  group.setAttribute("role", "group");
  group.setAttribute("aria-label", heading);
  const line = document.createElement("p");
  line.textContent = heading;
  group.append(line, ...controls);
  return group;
}
