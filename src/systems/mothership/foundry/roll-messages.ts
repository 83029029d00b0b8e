import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import { MOSH_MAX_TARGET, moshRolledOdds, type MoshChoice } from "../core/mosh-odds";
import { moshLabels } from "../ui/roll-labels";

/**
 * A Mothership check's message keeps the chance it had (docs/systems-mothership.md "The check's message"): `rollCheck`
 * posts `rollResult.toMessage({content})` (actor.js:1888-1900), its roll the formula `parseRollString` made, its card
 * the line `parseRollResult` writes (:466-479): `${rollString} <i class="fas fa-less-than"></i> ${rollTarget}` — the
 * target, shown to all who see the card. Both read as Foundry is about to create the message, and again on each draw
 * from the message itself: a flag that does not say what the message's own roll and card say draws nothing. A player
 * sees no chance of a check by the GM's creature, as in its dialog.
 */

/** The roll each button makes, aiming low (parseRollString :140-175), and the words the card writes for it. */
const ROLLS: readonly { choice: MoshChoice; formula: string; rollString: string }[] = [
  { choice: "advantage", formula: "{1d100,1d100}kl", rollString: "1d100 [+]" },
  { choice: "normal", formula: "1d100", rollString: "1d100" },
  { choice: "disadvantage", formula: "{1d100,1d100}kh", rollString: "1d100 [-]" },
];

interface Kept {
  readonly choice: MoshChoice;
  readonly target: number;
}

/**
 * The card's formula line as `parseRollResult` writes it (:466-479), for a check judged by `<` (aimFor 'low', the
 * icon `fa-less-than` alone): its roll string and the target. Read as text, never drawn.
 */
const CARD_LINE = /<div class="dice-formula">(1d100(?: \[[+-]\])?) <i class="fas fa-less-than"><\/i> (\d+)<\/div>/;

function cardLine(content: unknown): { rollString: string; target: number } | null {
  const match = typeof content === "string" ? CARD_LINE.exec(content) : null;
  const target = Number(match?.[2]);
  return match?.[1] && target <= MOSH_MAX_TARGET ? { rollString: match[1], target } : null;
}

/** What the message's own roll and card say was rolled, or null. */
function rolledOf(kit: RuleSetKit, message: unknown): Kept | null {
  const { field } = kit.systems;
  const rolls = field(message, "rolls");
  const roll: unknown = Array.isArray(rolls) ? rolls[0] : undefined;
  const card = cardLine(field(message, "content"));
  const made = ROLLS.find(({ formula }) => field(roll, "formula") === formula);
  if (!card || !made || made.rollString !== card.rollString) return null;
  return { choice: made.choice, target: card.target };
}

export function moshRolls(kit: RuleSetKit): SystemRolls {
  return {
    hook: "preCreateChatMessage",
    record: (args) => kit.systems.recordFromMessage(args, (document) => rolledOf(kit, document)),
    reread(kept, message: SystemRollMessage) {
      const rolled = rolledOf(kit, message);
      const { field } = kit.systems;
      if (!rolled || field(kept, "choice") !== rolled.choice || field(kept, "target") !== rolled.target) return null;
      // The card prints the target to all, but the dialog kept the GM's creature's figures from players: so here.
      if (kit.systems.speakerIsGmsNpc(message)) return null;
      return { odds: () => moshRolledOdds(rolled.target, rolled.choice), labels: moshLabels, targetVisible: true };
    },
    formula: () => null,
  };
}
