import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import { rollFormula, rollQuestion, rollReading } from "./roll-reading";

/**
 * A Daggerheart roll's message keeps the chance it had (docs/systems-daggerheart.md "In the message"). The system
 * creates the message from the roll's config (DHRoll.toMessage: `system: config`, `rolls: [roll]`), not from data a
 * hook of its own hands on, so the question is kept when core is about to create the message
 * (`preCreateChatMessage`, on the roller's client), with the dialog or without (a fast-forward: Shift, Alt or Ctrl).
 * The roll keeps its config as its options (DHRoll's constructor): the difficulty (`roll.difficulty`, which
 * postEvaluate keeps) and the targets with their Difficulty or Evasion and actor. What is kept is that question as
 * plain data, and it is read back only when the message's own first roll asks the same.
 */

/** The message's first roll, and the config it keeps as its options. */
function rollOf(message: SystemRollMessage): foundry.dice.Roll | null {
  const roll = message.rolls?.[0];
  return roll instanceof foundry.dice.Roll ? roll : null;
}

/** The question the message's own roll asks, as plain data; null for a roll the adapter does not read. */
function questionOf(kit: RuleSetKit, message: SystemRollMessage): object | null {
  const roll = rollOf(message);
  return roll ? rollQuestion(kit, roll, roll.options) : null;
}

function sameQuestion(kit: RuleSetKit, kept: unknown, message: SystemRollMessage): boolean {
  const own = questionOf(kit, message);
  return own !== null && JSON.stringify(own) === JSON.stringify(kept);
}

export function rollMessages(kit: RuleSetKit): SystemRolls {
  return {
    // The system hands no hook its message data: the message document, about to be created.
    hook: "preCreateChatMessage",
    record(args) {
      const message = kit.systems.messageAboutToBeCreated(args);
      const kept = message ? questionOf(kit, message.view) : null;
      return message && kept ? { messageData: message.document, kept } : null;
    },
    reread(kept, message) {
      const roll = rollOf(message);
      // What is drawn is read from the message's own roll; the flag only says it asked this before it was rolled.
      // No experience is offered in a message: the line says the roll's chance, not what one would have bought.
      return roll && sameQuestion(kit, kept, message) ? rollReading(kit, roll, roll.options, []) : null;
    },
    // The roll as the engine reads it (its Hope and Fear dice's markers, which Foundry runs nothing for, left out):
    // the luck line measures that, not the rolled formula's text.
    formula(kept, message) {
      const roll = rollOf(message);
      return roll && sameQuestion(kit, kept, message) ? rollFormula(kit, roll) : null;
    },
  };
}
