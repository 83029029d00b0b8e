import type { RollRequests } from "../../ui/dialogs";
import type { RegisteredDice } from "../dice/register-dice";
import type { RuleSetId } from "../settings";

/** A roll built from a dialog's request, before it is evaluated. */
export type UnrolledRoll = InstanceType<RegisteredDice["rolls"][keyof RegisteredDice["rolls"]]>;

/**
 * The rule set's Roll class built from a dialog's (or the API's) request. Each factory checks the request again
 * — a macro can pass anything — and refuses a bad one with a localized error before any die is rolled.
 */
export function rollFromRequest<R extends RuleSetId>(dice: RegisteredDice, ruleSet: R, request: RollRequests[R]): UnrolledRoll {
  const { rolls } = dice;
  switch (ruleSet) {
    case "kaiser": {
      const { opponent: _oddsOnly, ...check } = request as RollRequests["kaiser"];
      return rolls.KaiserRoll.fromCheck(check);
    }
    case "ogs":
      return rolls.OgsRoll.fromCheck(request as RollRequests["ogs"]);
    case "kingdoms": {
      const { dice: count, dt, pool } = request as RollRequests["kingdoms"];
      const roll = rolls.KingdomsRoll.fromTest({ dice: count, dt });
      // The pool the dice came from (a player may roll fewer): the card says so, and a contest records it.
      if (typeof pool === "number" && pool > count) Object.assign(roll.options, { pool });
      return roll;
    }
    case "klepto":
      return rolls.KleptoRoll.fromTest(request as RollRequests["klepto"]);
    case "olde":
      return rolls.OldeRoll.fromSpec(request as RollRequests["olde"]);
    default:
      throw new Error(`Indie Dice | unknown rule set ${String(ruleSet)}`);
  }
}
