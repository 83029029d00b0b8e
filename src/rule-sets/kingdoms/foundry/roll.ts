import type { KingdomsContestSpec } from "../core/contest";
import { judgeMargin, type MarginResult } from "../core/mechanics/margin";
import {
  assertBasicTestRule,
  judgeBasicTest,
  type BasicTestResult,
  type BasicTestRule,
} from "../core/mechanics/basic-test";
import { assertPoolSize, assertThreshold } from "../core/mechanics/validation";
import { kingdomsFormula } from "../core/formula";
import { type CardView } from "../../../ui/roll-cards/card-view";
import { kingdomsCardHead, kingdomsCardModel } from "../ui/card-model";
import type { CardHead, RollCardFrame } from "../../../ui/roll-cards/card-frame";
import type { Translator } from "../../../ui/translator";
import { ruleSetSetting } from "../../../foundry/settings";
import { withUserErrors } from "../../../foundry/errors";
import { IndieRoll } from "../../../foundry/dice/rolls/indie-roll";
import { withStableName } from "../../../foundry/dice/stable-name";

/** What a K&R roll's options hold. */
interface KingdomsRollOptions {
  readonly dt: number;
  /** How many dice of the pool are rolled (the player may roll fewer than the pool). */
  readonly dice: number;
  /** Margin ≥ 0 (default) or > 0 succeeds: the world setting at the time of the roll. */
  readonly rule?: BasicTestRule;
}

/** A K&R basic test: the `kr` die term makes Foundry's total the Margin; the core judges the piles. */
export class KingdomsRoll extends IndieRoll {
  static override RULE_SET = "kingdoms" as const;

  /** What `fromTest` puts in a K&R roll's options, and the pool a dialog adds (read defensively: it is saved). */
  declare options: foundry.dice.Roll.Options & Partial<KingdomsRollOptions> & { readonly pool?: unknown };

  /** A basic test as a roll; the success reading (margin ≥ 0 or > 0) defaults to the world setting. */
  static fromTest(options: KingdomsRollOptions): KingdomsRoll {
    const full = { ...options, rule: options.rule ?? ruleSetSetting("kingdomsBasicRule") };
    return withUserErrors(() => {
      assertPoolSize(full.dice);
      assertThreshold(full.dt);
      assertBasicTestRule(full.rule);
      return new this(kingdomsFormula(full), {}, full);
    });
  }

  /**
   * The basic test judged from the dice, at the DT the formula was rolled with (the formula is the truth), under
   * the success reading saved with the roll (the world's, for a roll that saved none).
   */
  get judgement(): BasicTestResult | null {
    const read = this.wasRolled ? this.firstDieNotation() : null;
    const dt = read?.check.ours ? read.check.difficultyThreshold : null;
    if (!read || dt === null) return null;
    const faces = read.die.results.map((r) => r.result);
    const rule = this.options.rule ?? ruleSetSetting("kingdomsBasicRule");
    const pool = this.options.pool;
    // The whole pool, when the roll saved one (a player may roll fewer): the card then says so.
    if (typeof pool === "number" && pool > faces.length && Number.isSafeInteger(pool)) {
      try {
        return judgeBasicTest(faces, dt, { pool, rule });
      } catch {
        // A pool the core refuses is left out: the test itself is still judged.
      }
    }
    return judgeBasicTest(faces, dt, { rule });
  }

  /** The contest spec of this roll: the DT and dice from the formula (its truth), the pool as saved. */
  get contestSpec(): KingdomsContestSpec | null {
    const read = this.firstDieNotation();
    const dt = read?.check.ours ? read.check.difficultyThreshold : null;
    if (!read || dt === null || dt === undefined) return null;
    const dice = read.die.number ?? 0;
    const pool = this.options.pool;
    return { pool: typeof pool === "number" ? pool : dice, dice, dt };
  }

  /** The margin judged again from the dice, at the formula's DT. */
  get contestRoll(): MarginResult | null {
    const read = this.wasRolled ? this.firstDieNotation() : null;
    const dt = read?.check.ours ? read.check.difficultyThreshold : null;
    if (!read || dt === null || dt === undefined) return null;
    return judgeMargin(
      read.die.results.map((r) => r.result),
      dt,
    );
  }

  override cardView(i18n: Translator, frame: RollCardFrame): CardView | null {
    const judged = this.judgement;
    return judged && kingdomsCardModel({ ...frame, judged }, i18n);
  }

  override cardHead(i18n: Translator, frame: RollCardFrame): CardHead | null {
    const judged = this.judgement;
    return judged && kingdomsCardHead({ ...frame, judged }, i18n);
  }
}
withStableName(KingdomsRoll, "KingdomsRoll");
