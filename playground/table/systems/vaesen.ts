/**
 * A Vaesen world of the table (`?system=vaesen`, Vaesen 7.3.0 in the double, on Foundry 13 and 14): Ilsa, a player
 * character with Precision 3, Agility 2, a rope (gear +1) and the talent Acrobat (+1 Agility). Her sheet's buttons open
 * the system's test dialog as its `rollSkill` does (script/actor/vaesen-actor-sheet.js:586-606): Agility (Precision,
 * Agility; the rope and the talent offered) and Precision alone. The GM's three are vaesen no player owns; the GM's
 * pane rolls the first one's Might as its sheet does.
 */
import { openVaesenTest, vaesenActorSpec } from "../../../foundry-double/systems/vaesen/driver";
import { VaesenActor } from "../../../foundry-double/systems/vaesen/index";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Roll as the sheet does (the system's test dialog)",
    agility: "Agility",
    precision: "Precision",
    rope: "Rope",
    acrobat: "Acrobat",
    npcHeading: "The GM's vaesen rolls as its sheet does (a player sees no figure of its dice)",
    might: "Might",
  },
  de: {
    heading: "Würfeln wie vom Bogen (der Probendialog des Systems)",
    agility: "Beweglichkeit",
    precision: "Präzision",
    rope: "Seil",
    acrobat: "Akrobat",
    npcHeading: "Das Vaesen der SL würfelt wie von seinem Bogen (Spieler sehen keine Zahl seiner Würfel)",
    might: "Macht",
  },
};

/** One of the GM's: a vaesen no player owns, its Might its number. */
const vaesen = (_id: string, name: string, might: number) =>
  vaesenActorSpec({ _id, name, type: "vaesen", attributes: { might }, ownership: { default: 0 } });

export const VAESEN: TableSystem = {
  id: "vaesen",
  actors: [
    vaesenActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      attributes: { precision: 3, physique: 2 },
      skills: { agility: 2 },
      ownership: { default: 0, [ANN]: 3 },
    }),
    ...gmActors(vaesen, [5, 6, 4]),
  ],
  journal: {
    en: { title: "Journal: the mill", text: "The mill's door is stuck. Ilsa heaves: [[/r 3d6cs6]] — one six will do." },
    de: {
      title: "Tagebuch: die Mühle",
      text: "Die Tür der Mühle klemmt. Ilsa stemmt sich dagegen: [[/r 3d6cs6]] — eine Sechs genügt.",
    },
  },
  rolls(character, asUser) {
    if (!(character instanceof VaesenActor)) return null;
    const text = tableText(TEXT);
    const precision = { name: text.precision, value: 3 };
    const agility = () =>
      openVaesenTest(character.id, text.agility, [precision, { name: text.agility, value: 2 }], {
        gear: [{ name: text.rope, bonus: 1 }],
        talents: [{ name: text.acrobat, bonus: 1, bonusType: "skill" }],
      });
    return sheetRolls(text.heading, [
      sheetRollButton(
        { id: "agility", icon: "fa-solid fa-person-running", label: text.agility, roll: agility },
        asUser,
      ),
      sheetRollButton(
        {
          id: "precision",
          icon: "fa-solid fa-crosshairs",
          label: text.precision,
          roll: () => openVaesenTest(character.id, text.precision, [precision]),
        },
        asUser,
      ),
    ]);
  },
  npcRolls(npc, asUser) {
    if (!(npc instanceof VaesenActor)) return null;
    const text = tableText(TEXT);
    const might = () => openVaesenTest(npc.id, text.might, [{ name: text.might, value: 5 }]);
    return sheetRolls(text.npcHeading, [
      sheetRollButton({ id: "npc-might", icon: "fa-solid fa-ghost", label: text.might, roll: might }, asUser),
    ]);
  },
};
