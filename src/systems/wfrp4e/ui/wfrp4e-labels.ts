import type { SystemLabels } from "../../../ui/systems/system-odds-view";
import { WFRP4E_FORTUNE } from "../core/wfrp4e-fortune";
import { WFRP4E_ROLL } from "../core/wfrp4e-odds";
import { slBandKey, WFRP4E_TOP_BAND } from "../core/wfrp4e-sl";

const KEY = "INDIE_DICE.SystemOdds.Wfrp4e";

/**
 * The words of WFRP 4e's figures: the test as the dialog stands, the outcomes its chat card names (success, failure,
 * a critical and a fumble, a prayer's Wrath of the Gods, the SL bands; a spell's cast, Critical Cast, Total Power,
 * overcasts, Critical Channel, the CN reached, the miscasts; the chance to win an opposed test), the target — or,
 * where the system hides the actor's test data from this user, that it is hidden (docs/systems-wfrp4e.md "Secrets").
 * The Fortune reroll's column is named by its own label on a message (the Fortune left, foundry/test-messages.ts), by
 * its word in the calculator.
 */
export const wfrp4eLabels: SystemLabels = {
  choices: { [WFRP4E_ROLL]: `${KEY}.Roll`, [WFRP4E_FORTUNE]: `${KEY}.Fortune` },
  outcomes: Object.fromEntries([
    ...[
      "Success",
      "Failure",
      "Critical",
      "Fumble",
      "Wrath",
      "Cast",
      "NotCast",
      "CriticalCast",
      "TotalPower",
      "Overcast",
      "CriticalChannel",
      "Ready",
      "MinorMiscast",
      "MajorMiscast",
      "CatastrophicMiscast",
      "OpposedWin",
    ].map((word) => [word.charAt(0).toLowerCase() + word.slice(1), `${KEY}.${word}`]),
    ...Array.from({ length: WFRP4E_TOP_BAND }, (_, index) => [slBandKey(index + 1), `${KEY}.SlAtLeast${index + 1}`]),
  ]),
  target: `${KEY}.Against`,
  targetHidden: `${KEY}.TargetHidden`,
};

/** A spell test's words: its caption says what the figures judge (SL against the CN) and what they cannot know. */
const spellLabels: SystemLabels = { ...wfrp4eLabels, target: `${KEY}.SpellAgainst` };

/** The words for a test's question: a spell's, or every other test's. */
export const wfrp4eLabelsFor = (question: object): SystemLabels => ("magic" in question ? spellLabels : wfrp4eLabels);
