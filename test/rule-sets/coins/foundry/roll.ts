import type { RollCardFrame } from "../../../../src/ui/roll-cards/card-frame";
import type { CardView } from "../../../../src/ui/roll-cards/card-view";
import type { Translator } from "../../../../src/ui/translator";
import { withUserErrors } from "../../../../src/foundry/errors";
import { IndieRoll } from "../../../../src/foundry/dice/rolls/indie-roll";
import { withStableName } from "../../../../src/foundry/dice/stable-name";
import type { CoinsContestSpec } from "../core/contest";
import { coinsFormula, judgeCoins, type CoinsRollResult, type CoinsSpec } from "../core/mechanics";
import { coinsCardModel } from "../ui/card-model";

/** A roll of coins: `Nd2cs>=2`, its spec in its options, judged again from the d2s' faces on every read. */
export class CoinsRoll extends IndieRoll {
  static override RULE_SET = "coins" as const;

  declare options: foundry.dice.Roll.Options & Partial<CoinsSpec>;

  static fromSpec(spec: CoinsSpec): CoinsRoll {
    return withUserErrors(() => new this(coinsFormula(spec), {}, { ...spec }));
  }

  /** The d2s judged by the core; null before the roll, or when its formula holds other dice. */
  get judgement(): CoinsRollResult | null {
    const die = this.wasRolled && this.dice.length === 1 ? this.firstDie() : undefined;
    if (!die) return null;
    const faces = die.results.filter((result) => result.active).map((result) => result.result);
    return judgeCoins({ coins: die.number ?? 0, target: this.options.target ?? null }, faces);
  }

  get contestSpec(): CoinsContestSpec | null {
    return this.options.coins === undefined ? null : { coins: this.options.coins };
  }

  get contestRoll(): CoinsRollResult | null {
    return this.judgement;
  }

  override cardView(i18n: Translator, frame: RollCardFrame): CardView | null {
    const judged = this.judgement;
    return judged && coinsCardModel({ ...frame, judged }, i18n);
  }
}
withStableName(CoinsRoll, "CoinsRoll");

declare module "../../../../src/foundry/types/rolls" {
  interface RuleSetRollClasses {
    readonly coins: typeof CoinsRoll;
  }
}
