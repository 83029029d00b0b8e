/**
 * A Dragonbane world of the table (`?system=dragonbane`: Dragonbane 3.2 in the double, a Foundry 13 system): Ilsa as
 * a character with her skills, a spear and a lucky charm. Dragonbane rolls from its character sheet's rows — a click
 * on a skill, a weapon or an attribute opens its `DialogV2.input` of boons and banes — and Indie Dice reads the value
 * rolled against from that click (docs/systems-dragonbane.md "The value rolled against"): so her button opens the
 * system's own character sheet, and the roll starts there. The GM's three are monsters (Awareness 15) no player
 * observes; the GM's pane opens the Grave Warden's monster sheet, whose rows roll the same way.
 */
import { dragonbaneActorSpec, gear, openSheet, skill, weapon } from "../../../foundry-double/systems/dragonbane/driver";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Dragonbane rolls from its sheet: click a skill, a weapon or an attribute there (Shift: no dialog)",
    sheet: "Open the character sheet",
    npcHeading:
      "The GM's monster rolls from its own sheet: click a skill there (a player sees only its Dragon and Demon)",
    npcSheet: "Open the Grave Warden's monster sheet",
  },
  de: {
    heading:
      "Dragonbane würfelt vom Bogen: " +
      "dort auf eine Fertigkeit, eine Waffe oder ein Attribut klicken (Umschalt: ohne Dialog)",
    sheet: "Charakterbogen öffnen",
    npcHeading:
      "Das Monster der SL würfelt vom eigenen Bogen: eine Fertigkeit dort klicken (Spieler sehen nur Drache, Dämon)",
    npcSheet: "Monsterbogen des Grave Warden öffnen",
  },
};

/** One of the GM's: a monster no player observes. */
const monster = (_id: string, name: string) =>
  dragonbaneActorSpec({
    _id,
    name,
    type: "monster",
    ownership: { default: 0 },
    items: [skill(`${_id.slice(0, 10)}aware`, "Awareness", 15, "int")],
  });

export const DRAGONBANE: TableSystem = {
  id: "dragonbane",
  actors: [
    dragonbaneActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      attributes: { str: 13, agl: 12, int: 14 },
      ownership: { default: 0, [ANN]: 3 },
      items: [
        skill("ilsaAwareness001", "Awareness", 12, "int"),
        skill("ilsaSneaking0001", "Sneaking", 14, "agl"),
        skill("ilsaSpear0000001", "Spear", 12, "str"),
        weapon("ilsaLongSpear001", "Long spear", "Spear", ["piercing", "toppling", "enchanted2"]),
        gear("ilsaCharm0000001", "Lucky charm", { boons: "Awareness" }),
        gear("ilsaCloak0000001", "Heavy cloak", { banes: "Sneaking, Awareness", worn: false }),
      ],
    }),
    ...gmActors(monster),
  ],
  journal: {
    en: { title: "Journal: the old mill", text: "A shadow crosses the yard. Ilsa keeps still: [[/r 1d20 # Sneaking]]" },
    de: {
      title: "Tagebuch: die alte Mühle",
      text: "Ein Schatten huscht über den Hof. Ilsa hält still: [[/r 1d20 # Schleichen]]",
    },
  },
  /** One button: Dragonbane's own character sheet (`actor.sheet`), where a row starts its roll. */
  rolls(character, asUser) {
    const { heading, sheet } = tableText(TEXT);
    const open = () => openSheet(character);
    return sheetRolls(heading, [
      sheetRollButton({ id: "sheet", icon: "fa-solid fa-address-card", label: sheet, roll: open }, asUser),
    ]);
  },
  /** The GM's: the monster's own sheet (DoDMonsterSheet), whose skill rows roll as a character's. */
  npcRolls(npc, asUser) {
    const { npcHeading, npcSheet } = tableText(TEXT);
    const open = () => openSheet(npc);
    return sheetRolls(npcHeading, [
      sheetRollButton({ id: "npc-sheet", icon: "fa-solid fa-dragon", label: npcSheet, roll: open }, asUser),
    ]);
  },
};
