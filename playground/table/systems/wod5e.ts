/**
 * A World of Darkness 5e world of the table (`?system=wod5e`: wod5e 5.3.25 in the double, a Foundry 14 system): Ilsa
 * as a vampire with Hunger 1, Wits 3 and Awareness 2. The system rolls from its actor sheet's buttons — a click on an
 * attribute or a skill opens its roll dialog, a plain `DialogV2.wait` — and Indie Dice reads the actor from that click
 * (docs/systems-wod5e.md "Reading the dialog"): so her button opens the system's own sheet, and the roll starts there.
 */
import { openSheet, wodActorSpec } from "../../../foundry-double/systems/wod5e/driver";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "World of Darkness 5e rolls from its sheet: click an attribute or a skill there",
    sheet: "Open the character sheet",
  },
  de: {
    heading: "World of Darkness 5e würfelt vom Bogen: dort auf ein Attribut oder eine Fertigkeit klicken",
    sheet: "Charakterbogen öffnen",
  },
};

/** One of the GM's: a vampire no player owns. */
const kindred = (_id: string, name: string) =>
  wodActorSpec({
    _id,
    name,
    splat: "vampire",
    attributes: { wits: 3 },
    skills: { awareness: 3 },
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
};
