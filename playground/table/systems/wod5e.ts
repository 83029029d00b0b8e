/**
 * A World of Darkness 5e world of the table (`?system=wod5e`: wod5e 5.3.25 in the double, a Foundry 14 system): Ilsa
 * as a vampire with Hunger 1, Wits 3 and Awareness 2. The system rolls from its actor sheet's buttons — a click on an
 * attribute or a skill opens its roll dialog, a plain `DialogV2.wait` — and Indie Dice reads the actor from that click
 * (docs/systems-wod5e.md "Reading the dialog"): so her button opens the system's own sheet, and the roll starts there.
 * The GM's three are Storyteller characters (vampires, Hunger 2, Mental pool 6); the GM's pane opens the Grave
 * Warden's SPC sheet, whose dice pools roll through the same dialog.
 */
import { openSheet, wodActorSpec } from "../../../foundry-double/systems/wod5e/driver";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "World of Darkness 5e rolls from its sheet: click an attribute or a skill there",
    sheet: "Open the character sheet",
    npcHeading:
      "The GM's Storyteller character rolls from its sheet: click a dice pool there (a player sees no figure)",
    npcSheet: "Open the Grave Warden's sheet",
  },
  de: {
    heading: "World of Darkness 5e würfelt vom Bogen: dort auf ein Attribut oder eine Fertigkeit klicken",
    sheet: "Charakterbogen öffnen",
    npcHeading:
      "Die Erzählerfigur der SL würfelt vom Bogen: dort auf einen Würfelpool klicken (Spieler sehen keine Zahl)",
    npcSheet: "Bogen des Grave Warden öffnen",
  },
};

/** One of the GM's: a Storyteller character (`spc`), a vampire with Hunger 2, no player owns. */
const kindred = (_id: string, name: string) =>
  wodActorSpec({
    _id,
    name,
    type: "spc",
    splat: "vampire",
    pools: { physical: 5, social: 3, mental: 6 },
    hunger: 2,
    ownership: { default: 0 },
  });

export const WOD5E: TableSystem = {
  id: "wod5e",
  // system.json:6-10: Foundry 14 at the least, so the world plays v14 whatever the address says.
  generation: 14,
  actors: [
    wodActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      splat: "vampire",
      attributes: { wits: 3, resolve: 2 },
      skills: { awareness: 2 },
      hunger: 1,
      ownership: { default: 0, [ANN]: 3 },
    }),
    ...gmActors(kindred),
  ],
  journal: {
    en: {
      title: "Journal: the old mill",
      text: "A shadow crosses the yard. Ilsa keeps still: [[/r 4d10cs>5 # Stealth]]",
    },
    de: {
      title: "Tagebuch: die alte Mühle",
      text: "Ein Schatten huscht über den Hof. Ilsa hält still: [[/r 4d10cs>5 # Heimlichkeit]]",
    },
  },
  /** One button: the system's own actor sheet (`actor.sheet`), where a stat's button starts its roll. */
  rolls(character, asUser) {
    const { heading, sheet } = tableText(TEXT);
    const open = () => openSheet(character);
    return sheetRolls(heading, [
      sheetRollButton({ id: "sheet", icon: "fa-solid fa-address-card", label: sheet, roll: open }, asUser),
    ]);
  },
  /** The GM's: the Storyteller character's own sheet (SPCActorSheet), whose dice pools roll through the same dialog. */
  npcRolls(npc, asUser) {
    const { npcHeading, npcSheet } = tableText(TEXT);
    const open = () => openSheet(npc);
    return sheetRolls(npcHeading, [
      sheetRollButton({ id: "npc-sheet", icon: "fa-solid fa-user-secret", label: npcSheet, roll: open }, asUser),
    ]);
  },
};
