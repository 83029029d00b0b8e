/**
 * A Call of Cthulhu 7e world of the table (`?system=CoC7`, or `coc7`: CoC7 8.15 in the double): Ilsa as an
 * investigator with her skills. CoC7 rolls a skill from its character sheet's skill row — a click on the skill's name
 * opens CoC7RollDialog — and Indie Dice reads the skill's value from that click (docs/systems-coc7.md "The value
 * rolled against"): so her button opens CoC7's own character sheet, and the roll starts there, on a skill's name.
 * The Keeper's three are CoC7 NPCs (type `npc`, owned by no player, Spot Hidden 55): the GM's pane opens the Grave
 * Warden's NPC sheet (CoC7ModelsActorNPCSheetV2), whose skill names roll the same way.
 */
import { coc7ActorSpec } from "../../../foundry-double/systems/coc7/driver";
import type { CoC7ModelsActorDocumentClass } from "../../../foundry-double/systems/coc7/documents/actor";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "CoC7 rolls from its sheet: click a skill's name there (Shift: no dialog)",
    sheet: "Open the character sheet",
    gmHeading: "The Keeper's NPC rolls from its sheet: click a skill's name there (Unknown: the Keeper's difficulty)",
    gmSheet: "Open the Grave Warden's NPC sheet",
  },
  de: {
    heading: "CoC7 würfelt vom Bogen: dort auf den Namen einer Fertigkeit klicken (Umschalt: ohne Dialog)",
    sheet: "Charakterbogen öffnen",
    gmHeading:
      "Der NSC der Spielleitung würfelt vom Bogen: dort auf den Namen einer Fertigkeit klicken " +
      "(Unbekannt: die Schwierigkeit der Spielleitung)",
    gmSheet: "NSC-Bogen des Grave Warden öffnen",
  },
};

/** One of the Keeper's: a non-player character of CoC7's, with its Spot Hidden. */
const npc = (_id: string, name: string) => ({
  ...coc7ActorSpec({
    _id,
    name,
    ownership: { default: 0 },
    skills: [{ _id: `${_id.slice(0, 10)}spot01`, name: "Spot Hidden", value: 55 }],
  }),
  type: "npc",
});

/** An actor's own CoC7 sheet (`actor.sheet`: the one CoC7 registers for its type), rendered. */
const openSheet = (actor: unknown) =>
  ((actor as CoC7ModelsActorDocumentClass).sheet as { render(options: { force: boolean }): Promise<unknown> }).render({
    force: true,
  });

export const COC7: TableSystem = {
  id: "CoC7",
  actors: [
    coc7ActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      ownership: { default: 0, [ANN]: 3 },
      skills: [
        { _id: "ilsaStealth00001", name: "Stealth", value: 50 },
        { _id: "ilsaSpotHidden01", name: "Spot Hidden", value: 65 },
        { _id: "ilsaLibraryUse01", name: "Library Use", value: 40 },
        { _id: "ilsaDodge0000001", name: "Dodge", value: 35 },
      ],
    }),
    ...gmActors(npc),
  ],
  journal: {
    en: {
      title: "Journal: the archive",
      text: "Something moved between the shelves. Ilsa looks again: [[/r 1d100 # Spot Hidden]]",
    },
    de: {
      title: "Tagebuch: das Archiv",
      text:
        "Zwischen den Regalen hat sich etwas bewegt. Ilsa sieht noch einmal hin: " +
        "[[/r 1d100 # Verborgenes erkennen]]",
    },
  },
  /** One button: CoC7's own character sheet (`actor.sheet`), where a skill's name starts its roll. */
  rolls(character, asUser) {
    const { heading, sheet } = tableText(TEXT);
    return sheetRolls(heading, [
      sheetRollButton(
        { id: "sheet", icon: "fa-solid fa-address-card", label: sheet, roll: () => openSheet(character) },
        asUser,
      ),
    ]);
  },
  /** The Keeper's: the Warden's NPC sheet, as the GM opens it from the actors' directory. */
  npcRolls(warden, asUser) {
    const { gmHeading, gmSheet } = tableText(TEXT);
    return sheetRolls(gmHeading, [
      sheetRollButton(
        { id: "warden-sheet", icon: "fa-solid fa-address-card", label: gmSheet, roll: () => openSheet(warden) },
        asUser,
      ),
    ]);
  },
};
