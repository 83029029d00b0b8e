/**
 * A Daggerheart world of the table (`?system=daggerheart`, the official system in the double): Ilsa, Agility +2,
 * with two experiences. Her sheet's buttons open the system's own D20RollDialog as it does: her sheet's Agility roll
 * (`rollTrait`: a duality roll without a difficulty), the same roll against difficulty 12 as a `[[/dr trait=agility
 * difficulty=12]]` link makes it (`enrichedDualityRoll`), and her rapier's attack (`useAction`) at the adversaries
 * she targets, each judged against its own Difficulty — which the system shows a player only for an adversary they
 * may observe. The GM's three are adversaries with their Difficulty; the GM's pane attacks with the Grave Warden's
 * claws (+3) as its adversary sheet's standard attack does (the attack's `use`, `useAction` in the double): a D20Roll
 * in the same dialog, at the tokens the GM targets, each judged against its own Evasion or Difficulty.
 */
import { daggerheartAdversary, daggerheartCharacter } from "../../../foundry-double/systems/daggerheart/driver";
import { DhActor, enrichedDualityRoll } from "../../../foundry-double/systems/daggerheart/index";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Roll as the sheet does, or as a roll link (Shift: no dialog)",
    agility: "Agility",
    agilityDifficulty: "Agility, difficulty 12 (a roll link)",
    attack: "Rapier attack (at your targets)",
    gmHeading: "The GM's adversary attacks from its sheet (a player reads a hit only at a target she may observe)",
    claws: "Grave Warden: Claws +3 (at your targets)",
  },
  de: {
    heading: "Würfeln wie vom Bogen oder wie ein Wurflink (Umschalt: ohne Dialog)",
    agility: "Beweglichkeit",
    agilityDifficulty: "Beweglichkeit, Schwierigkeit 12 (ein Wurflink)",
    attack: "Rapierangriff (auf deine Ziele)",
    gmHeading:
      "Der Gegner der SL greift von seinem Gegnerbogen aus an " +
      "(Spieler lesen einen Treffer nur bei Zielen, die sie sehen dürfen)",
    claws: "Grave Warden: Klauen +3 (auf deine Ziele)",
  },
};

/** What a `[[/dr trait=…]]` link names its roll (DualityRollEnricher.mjs at 1e62131): "Agility Roll", "Agility". */
function linkWords(trait: string): { title: string; label: string } {
  const label = game.i18n!.localize(`DAGGERHEART.CONFIG.Traits.${trait}.name`);
  return { title: game.i18n!.format("DAGGERHEART.GENERAL.rollWith", { roll: label }), label };
}

export const DAGGERHEART: TableSystem = {
  id: "daggerheart",
  actors: [
    daggerheartCharacter({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      ownership: { default: 0, [ANN]: 3 },
      evasion: 11,
      traits: { agility: 2, finesse: 1, instinct: 1, presence: 0, strength: 0, knowledge: -1 },
      experiences: { shadows: { name: "Shadow-walker", value: 2 }, rooftops: { name: "Rooftop runner", value: 1 } },
    }),
    ...gmActors(
      (_id, name, difficulty) => daggerheartAdversary({ _id, name, difficulty, ownership: { default: 0 } }),
      [14, 12, 15],
    ),
  ],
  journal: {
    en: {
      title: "Journal: the bridge",
      text: "The rope bridge sways over the gorge. Ilsa runs it: [[/r 1d12 + 1d12 + 2 # Agility]]",
    },
    de: {
      title: "Tagebuch: die Brücke",
      text: "Die Seilbrücke schwankt über der Schlucht. Ilsa läuft hinüber: [[/r 1d12 + 1d12 + 2 # Beweglichkeit]]",
    },
  },
  rolls(character, asUser) {
    const ilsa = character as DhActor;
    const text = tableText(TEXT);
    return sheetRolls(text.heading, [
      sheetRollButton(
        {
          id: "agility",
          icon: "fa-solid fa-person-running",
          label: text.agility,
          roll: (event) => ilsa.rollTrait("agility", { event }),
        },
        asUser,
      ),
      sheetRollButton(
        {
          id: "agility-difficulty",
          icon: "fa-solid fa-person-running",
          label: text.agilityDifficulty,
          roll: (event) =>
            enrichedDualityRoll(
              { traitValue: "agility", target: ilsa, difficulty: "12", ...linkWords("agility") },
              event,
            ),
        },
        asUser,
      ),
      sheetRollButton(
        {
          id: "attack",
          icon: "fa-solid fa-khanda",
          label: text.attack,
          roll: (event) => ilsa.useAction({ name: "Rapier", rollType: "attack", trait: "finesse" }, event),
        },
        asUser,
      ),
    ]);
  },
  /**
   * The adversary sheet's standard attack (adversary.mjs at 00e1c11: its context menu's Attack, `system.attack.use`),
   * its bonus the attack's own: the Warden's claws at +3.
   */
  npcRolls(npc, asUser) {
    if (!(npc instanceof DhActor)) return null;
    const { gmHeading, claws } = tableText(TEXT);
    return sheetRolls(gmHeading, [
      sheetRollButton(
        {
          id: "warden-claws",
          icon: "fa-solid fa-paw",
          label: claws,
          roll: (event) => npc.useAction({ name: "Claws", rollType: "attack", bonus: 3 }, event),
        },
        asUser,
      ),
    ]);
  },
};
