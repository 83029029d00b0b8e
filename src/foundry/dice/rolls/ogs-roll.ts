import { criticalStages } from "../../../core/mechanics/ogs";
import { t, type IndieRollClass, type OutcomeLine } from "./indie-roll";

/** What an OGS roll's options hold: a difficulty makes it an Action Check; without one it is an open roll. */
export interface OgsRollOptions {
  readonly difficulty?: number;
}

/**
 * An OGS Action Check or open (damage) roll. The dice are written in our notation (`1d8 + 1d10 + 1d6p2 + 1`);
 * the parser has already turned Die Increases into real dice, so Foundry's total is the check's total.
 */
export function createOgsRoll(IndieRoll: IndieRollClass) {
  class OgsRoll extends IndieRoll {
    static override RULE_SET = "ogs" as const;

    override outcomeLines(): OutcomeLine[] {
      const difficulty = (this.options as OgsRollOptions).difficulty;
      const total = this.total;
      if (difficulty === undefined || total === undefined || !this.wasRolled) return [];
      if (total < difficulty) return [{ label: t("INDIE_DICE.Outcome.Failure"), value: "", tone: "failure" }];
      const stages = criticalStages(total, difficulty);
      const value = stages > 0 ? t("INDIE_DICE.Ogs.Stages", { n: stages }) : "";
      return [{ label: t("INDIE_DICE.Outcome.Success"), value, tone: stages > 0 ? "critical" : "success" }];
    }
  }
  return OgsRoll;
}
