import { assertBasicTestRule, assertPoolSize, assertThreshold, basicTestSucceeds, judgeMargin, type BasicTestRule } from "../../../core/mechanics/kingdoms";
import { MODULE_ID } from "../../module-id";
import { withUserErrors } from "../../errors";
import { signed, t, type IndieRollClass, type OutcomeLine } from "./indie-roll";

/** What a K&R roll's options hold. */
export interface KingdomsRollOptions {
  readonly dt: number;
  /** How many dice of the pool are rolled (the player may roll fewer than the pool). */
  readonly dice: number;
  /** Margin ≥ 0 (default) or > 0 succeeds: the world setting at the time of the roll. */
  readonly rule?: BasicTestRule;
}

/** `6d12kr7`: the formula of a K&R basic test. */
export function kingdomsFormula(options: KingdomsRollOptions): string {
  return `${options.dice}d12kr${options.dt}`;
}

/** A K&R basic test: the `kr` die term makes Foundry's total the Margin; the core judges the piles. */
export function createKingdomsRoll(IndieRoll: IndieRollClass) {
  class KingdomsRoll extends IndieRoll {
    static override RULE_SET = "kingdoms" as const;

    /** A basic test as a roll; the success reading (margin ≥ 0 or > 0) defaults to the world setting. */
    static fromTest(options: KingdomsRollOptions): KingdomsRoll {
      const full = { ...options, rule: options.rule ?? game.settings.get(MODULE_ID, "kingdomsBasicRule") };
      return withUserErrors(() => {
        assertPoolSize(full.dice);
        assertThreshold(full.dt);
        assertBasicTestRule(full.rule);
        return new this(kingdomsFormula(full), {}, full as never);
      });
    }

    override outcomeLines(): OutcomeLine[] {
      const read = this.wasRolled ? this.firstDieNotation() : null;
      const dt = read?.check.ours ? read.check.difficultyThreshold : null;
      if (!read || dt === null) return [];
      const judged = judgeMargin(read.die.results.map((r) => r.result), dt);
      const rule = (this.options as Partial<KingdomsRollOptions>).rule;
      const success = basicTestSucceeds(judged.margin, rule);
      const { criticalSuccess, success: plainSuccess, failure, criticalFailure } = judged.piles;
      return [
        {
          label: t(success ? "INDIE_DICE.Outcome.Success" : "INDIE_DICE.Outcome.Failure"),
          value: t("INDIE_DICE.Kingdoms.Margin", { margin: signed(judged.margin) }),
          tone: success ? "success" : "failure",
        },
        {
          label: t("INDIE_DICE.Kingdoms.Piles"),
          value: t("INDIE_DICE.Kingdoms.PileCounts", { cs: criticalSuccess, s: plainSuccess, f: failure, cf: criticalFailure }),
        },
      ];
    }
  }
  return KingdomsRoll;
}
