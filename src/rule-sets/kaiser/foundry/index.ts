/** Kaiser as Foundry knows it (src/foundry/rule-set-types.ts), one layer of its package (../package.ts). */
import { tieBreakContinues, tieBreakDie } from "../../../card-kinds/contest/core/contest-tie-break";
import type { FoundryRuleSet } from "../../../foundry/rule-set-types";
import { kaiserUiRuleSet } from "../ui";
import { OPEN_ROLL_KEY } from "../core/notation";
import { applyKaiserOpenRoll, kaiserDiceEntryLabel, kaiserTermNotes } from "./open-roll-modifier";
import { KaiserRoll } from "./roll";
import { rerollIfSequential } from "./sequential-advantage";
import { kaiserSideDice } from "./side-dice";
import { fumbleLevelButton } from "./fumble-level-button";

export const kaiserFoundryRuleSet: FoundryRuleSet<"kaiser"> = {
  ...kaiserUiRuleSet,
  rollClass: KaiserRoll,
  // The opponent rolls their own check: their value is saved only for the card to name it with the dialog's chance.
  fromSpec: (spec) => KaiserRoll.fromDialog(spec),
  // A Fumble in a contest costs the card's opposed penalty, rolled with the check and shown on its card.
  contestRollOptions: (rules) => ({ fumblePenalty: { ...rules.kaiserFumblePenalty } }),
  // Made again, a contest side's roll keeps its card's opposed Fumble penalty.
  carriedOptions: ["fumblePenalty"],
  tieBreak: {
    kind: "kaiserRollOff",
    roll: async ({ attacker, defender, die }) => {
      // Faces alternate attacker, defender; a round is one of each.
      const kind = "kaiserRollOff";
      const faces: number[] = [];
      while (tieBreakContinues({ kind, faces })) {
        faces.push(
          await die(
            `1d${tieBreakDie(kind)}`,
            faces.length % 2 === 0 ? attacker : defender,
            Math.floor(faces.length / 2),
          ),
        );
      }
      return { kind, faces };
    },
  },
  dieModifier: { key: OPEN_ROLL_KEY, method: "kaiserOpenRoll", apply: applyKaiserOpenRoll },
  diceEntryLabel: kaiserDiceEntryLabel,
  annotateTerm: kaiserTermNotes,
  sideDice: kaiserSideDice,
  beforeDieModifiers: rerollIfSequential,
  // A skill check's pair: the tray's number is its bonus, checked as the API checks it (method: the world's).
  diceTray: {
    notations: ["2d6ko"],
    roll: (formula, bonus) => new KaiserRoll(formula, {}, KaiserRoll.fromCheck({ kind: "skill", bonus }).options),
  },
  // A Fumble whose level the world rolls from the card (setting `kaiserFumbleLevel` = `separate`).
  cardButtons: [fumbleLevelButton],
  chatCommandExamples: {
    roll: "/indie kaiser kind=skill bonus=@skills.stealth difficulty=12",
    request: "/indie request kaiser difficulty=12",
  },
};
