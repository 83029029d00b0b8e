/**
 * A Twodsix world of the table (`?system=twodsix`: Twodsix 7.5.2 in the double, a Foundry 14 system): Ilsa as a
 * traveller with DEX 9 (+1) and Pilot 1. The system throws from its actor sheet — a click on a characteristic or a
 * skill opens its throw dialog, a plain `DialogV2.wait` whose settings live in the object that opens it — and Indie
 * Dice finds the dialog by that method (docs/systems-twodsix.md "Reading the dialog"): her button opens the system's
 * own sheet, and the throw starts there. Twodsix has no NPC actor type: an NPC is a traveller (its NPC sheet,
 * TwodsixNPCSheet, is a traveller's other sheet, not the default, with the same rolls). The GM's Grave Warden is one no
 * player owns (DEX 8, Gunnery 1): the GM's pane opens its sheet, and its Gunnery throws through the same dialog.
 */
import { openSheet, twodsixActorSpec } from "../../../foundry-double/systems/twodsix/driver";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Twodsix throws from its sheet: click a characteristic or a skill there",
    sheet: "Open the character sheet",
    gmHeading: "The GM's NPC, the Grave Warden (a traveller no player owns): click a skill on its sheet",
    gmSheet: "Open the Grave Warden's sheet",
  },
  de: {
    heading: "Twodsix würfelt vom Bogen: dort auf einen Wert oder eine Fertigkeit klicken",
    sheet: "Charakterbogen öffnen",
    gmHeading:
      "Der NSC der SL, der Grave Warden (ein Reisender, der keinem Spieler gehört): dort eine Fertigkeit anklicken",
    gmSheet: "Bogen des Grave Warden öffnen",
  },
};

/** One of the GM's: a traveller no player owns. */
const crew = (_id: string, name: string) =>
  twodsixActorSpec({
    _id,
    name,
    characteristics: { dexterity: 8 },
    skills: [{ _id: "gunnery", name: "Gunnery", value: 1, characteristic: "DEX" }],
    ownership: { default: 0 },
  });

export const TWODSIX: TableSystem = {
  id: "twodsix",
  // system.json:28: Foundry 14 at the least, so the world plays v14 whatever the address says.
  generation: 14,
  actors: [
    twodsixActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      characteristics: { dexterity: 9, intelligence: 7 },
      ownership: { default: 0, [ANN]: 3 },
      skills: [
        { _id: "pilot", name: "Pilot", value: 1, characteristic: "DEX" },
        { _id: "electronics", name: "Electronics", value: 0, characteristic: "INT" },
      ],
    }),
    ...gmActors(crew),
  ],
  journal: {
    en: {
      title: "Journal: the jump point",
      text: "The scout ship drops out of jump. Ilsa takes the helm: [[/r 2d6 + 2 # Pilot]]",
    },
    de: {
      title: "Tagebuch: der Sprungpunkt",
      text: "Das Scoutschiff fällt aus dem Sprung. Ilsa übernimmt das Ruder: [[/r 2d6 + 2 # Steuern]]",
    },
  },
  /** One button: the system's own actor sheet (`actor.sheet`), where a characteristic or a skill starts its throw. */
  rolls(character, asUser) {
    const { heading, sheet } = tableText(TEXT);
    const open = () => openSheet(character);
    return sheetRolls(heading, [
      sheetRollButton({ id: "sheet", icon: "fa-solid fa-address-card", label: sheet, roll: open }, asUser),
    ]);
  },
  /** The NPC's sheet, as the GM opens it from the actors' directory. */
  npcRolls(warden, asUser) {
    const { gmHeading, gmSheet } = tableText(TEXT);
    const open = () => openSheet(warden);
    return sheetRolls(gmHeading, [
      sheetRollButton({ id: "warden-sheet", icon: "fa-solid fa-address-card", label: gmSheet, roll: open }, asUser),
    ]);
  },
};
