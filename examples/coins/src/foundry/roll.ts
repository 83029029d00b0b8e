import type { CardView, RollCardFrame, Translator } from "indie-dice-types";
import { kit } from "../kit";
import type { CoinsContestSpec } from "../core/contest";
import { coinsFormula, judgeCoins, type CoinsRollResult, type CoinsSpec } from "../core/mechanics";
import { coinsCardModel } from "../ui/card-model";
import { readWindfall } from "./settings";

/**
 * Its Roll class, made on the kit's `IndieRoll` once the hook has handed the kit over: a roll of coins, `Nd2cs>=2`,
 * its spec in its options, judged again from the d2s' faces on every read. Foundry finds it by its stable name when
 * it loads a saved roll.
 */
export function makeCoinsRoll() {
  const { IndieRoll, withStableName } = kit().rolls;
  const { withUserErrors } = kit().foundry;

  class CoinsRoll extends IndieRoll {
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

    /**
     * The card reads the world setting `coinsWindfall` (declared in ui/settings.ts as read by the cards: a change draws
     * it again).
     */
    override cardView(i18n: Translator, frame: RollCardFrame): CardView | null {
      const judged = this.judgement;
      return judged && coinsCardModel({ ...frame, judged, windfall: readWindfall() }, i18n);
    }
  }
  return withStableName(CoinsRoll, "CoinsRoll");
}

/** Its Roll class's type. */
export type CoinsRollClass = ReturnType<typeof makeCoinsRoll>;
