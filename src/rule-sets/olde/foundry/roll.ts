import { chainsFromThrowOrder } from "../core/mechanics/throw-order";
import { judgeOlde, type OldeRollResult } from "../core/mechanics/roll";
import { oldeFoundryFormula } from "../core/mechanics/dice-code";
import { type OldeRollSpec } from "../core/mechanics/rules";
import type { OldeContestSpec } from "../core/contest";
import { type CardView } from "../../../ui/roll-cards/card-view";
import { oldeCardHead, oldeCardModel } from "../ui/card-model";
import type { CardHead, RollCardFrame } from "../../../ui/roll-cards/card-frame";
import type { Translator } from "../../../ui/translator";
import { withUserErrors } from "../../../foundry/errors";
import { IndieRoll } from "../../../foundry/dice/rolls/indie-roll";
import { withStableName } from "../../../foundry/dice/stable-name";

/** A Dungeons of Olde roll: NdX±M, unlimited (each die explodes on its maximum, again and again) or not. */
export class OldeRoll extends IndieRoll {
  static override RULE_SET = "olde" as const;

  /** What `fromSpec` puts in an Olde roll's options, and a target (read defensively: a dialog may pass one). */
  declare options: foundry.dice.Roll.Options & Partial<OldeRollSpec> & { readonly target?: unknown };

  static fromSpec(spec: OldeRollSpec): OldeRoll {
    return withUserErrors(() => new this(oldeFoundryFormula(spec), {}, { ...spec }));
  }

  /**
   * The roll judged by the core from the die's throws: count, size and whether it is unlimited come from the
   * formula (`2d4x + 1`), the adjustment is what Foundry's total adds to the dice. A roll with other dice in
   * its formula is not one the rule set reads: null.
   */
  get judgement(): OldeRollResult | null {
    const read = this.wasRolled ? this.firstDieNotation() : null;
    if (!read || read.check.ours || this.dice.filter((die) => !this._dice.includes(die)).length !== 1) return null;
    const { die, check } = read;
    const count = die.number ?? 0;
    const faces = die.faces ?? 0;
    const unlimited = check.steps.some((step) => step.command === "x");
    const rolled = die.results.map((r) => r.result);
    const chains = unlimited ? chainsFromThrowOrder(rolled, count, faces) : rolled.map((f) => [f]);
    const adjustment = (this.total ?? 0) - (die.total ?? 0);
    return judgeOlde({ count, faces, adjustment, unlimited }, chains);
  }

  /** The contest spec this roll was made with, read from its options (contests check it against the dice). */
  get contestSpec(): OldeContestSpec | null {
    const { count, faces, adjustment = 0, unlimited = false } = this.options;
    if (count === undefined || faces === undefined) return null;
    return { count, faces, adjustment, unlimited };
  }

  /** The roll judged again from the die's throws. */
  get contestRoll(): OldeRollResult | null {
    return this.judgement;
  }

  /** The total the roll had to reach, when the roll was given one (a dialog may pass `target`). */
  get target(): number | null {
    const target = this.options.target;
    return typeof target === "number" && Number.isSafeInteger(target) ? target : null;
  }

  override cardView(i18n: Translator, frame: RollCardFrame): CardView | null {
    const judged = this.judgement;
    return judged && oldeCardModel({ ...frame, judged, target: this.target }, i18n);
  }

  override cardHead(i18n: Translator, frame: RollCardFrame): CardHead | null {
    const judged = this.judgement;
    return judged && oldeCardHead({ ...frame, judged, target: this.target }, i18n);
  }
}
withStableName(OldeRoll, "OldeRoll");
