import { checkTestOptions, judgeTest, type KleptoTestResult } from "../core/mechanics/roll-test";
import { netAdvantage } from "../core/mechanics/advantage";
import { CRITICAL_FAILURE_VALUE } from "../core/mechanics/constants";
import { isCriticalRoll, type CritMethod } from "../core/mechanics/critical-dice";
import type { KleptoContestSpec } from "../../../rule-sets/klepto/core/contest";
import { kleptoFormula } from "../../../rule-sets/klepto/core/formula";
import type { CoinSide } from "../../../core/random";
import { parseRanges } from "../core/ranges/parse-ranges";
import { type ParsedRanges } from "../core/ranges/types";
import { type CardView } from "../../../ui/roll-cards/card-view";
import { kleptoCardHead, kleptoCardModel } from "../ui/card-model";
import type { CardHead, RollCardFrame } from "../../../ui/roll-cards/card-frame";
import type { Translator } from "../../../ui/translator";
import type { TermResult } from "../../../foundry/term-results";
import { ruleSetSetting } from "../../../foundry/settings";
import { withUserErrors } from "../../../foundry/errors";
import { IndieRoll } from "../../../foundry/dice/rolls/indie-roll";
import { withStableName } from "../../../foundry/dice/stable-name";

/** What a Kleptonomicon test's options hold. */
interface KleptoRollOptions {
  readonly modifier: number;
  readonly advantages?: number;
  readonly disadvantages?: number;
  readonly method?: CritMethod;
  /** Custom Score Ranges in the text's shorthand; the standard Low/Mixed/High when absent. */
  readonly ranges?: string;
}

/** A Kleptonomicon Test: the kept d10 plus the modifier, judged against its Score Ranges. */
export class KleptoRoll extends IndieRoll {
  static override RULE_SET = "klepto" as const;

  /** What `fromTest` puts in a Kleptonomicon roll's options (a restored roll's may lack any of it). */
  declare options: foundry.dice.Roll.Options & Partial<KleptoRollOptions>;

  /** A Test as a roll; the crit method defaults to the world setting. Bad ranges are refused before rolling. */
  static fromTest(options: KleptoRollOptions): KleptoRoll {
    const full = { ...options, method: options.method ?? ruleSetSetting("kleptoCritMethod") };
    return withUserErrors(() => {
      checkTestOptions(full);
      if (full.ranges !== undefined) parseRanges(full.ranges);
      return new this(kleptoFormula(full), {}, full);
    });
  }

  /**
   * The Test judged by the core from the dice: the crit method, the advantage level and the dice come from
   * the formula (its truth), each coin from the crit it settled, and the Modifier is what Foundry's total adds
   * to the kept die. The Advantages and Disadvantages saved with the roll are shown when they give that level.
   */
  get judgement(): KleptoTestResult | null {
    const read = this.wasRolled ? this.firstDieNotation() : null;
    if (!read?.check.ours || read.check.ruleSet !== "klepto") return null;
    const { die, check } = read;
    const method: CritMethod = check.d10ish ? "d10ish" : "coin";
    const results = die.results as TermResult[];
    const coins = method === "coin" ? coinsOf(results) : [];
    if (!coins) return null;
    const faces = results.map((r) => (method === "d10ish" ? d10ishFaceOf(r.result) : r.result));
    const modifier = (this.total ?? 0) - (die.total ?? 0);
    return judgeTest({ modifier, method, ...this.advantagesFor(check.advantage) }, { faces, coins });
  }

  /** The contest spec this Test was made with, read from its options (contests check it against the dice). */
  get contestSpec(): KleptoContestSpec | null {
    const { modifier, advantages = 0, disadvantages = 0, method = "coin", ranges } = this.options;
    if (modifier === undefined) return null;
    return { modifier, advantages, disadvantages, method, ...(ranges === undefined ? {} : { ranges }) };
  }

  /** The Test judged again from the dice. */
  get contestRoll(): KleptoTestResult | null {
    return this.judgement;
  }

  /** The custom Score Ranges saved with the roll, parsed; null for the standard Low / Mixed / High. */
  get ranges(): ParsedRanges | null {
    const ranges = this.options.ranges;
    return ranges === undefined ? null : parseRanges(ranges);
  }

  override cardView(i18n: Translator, frame: RollCardFrame): CardView | null {
    const judged = this.judgement;
    return judged && kleptoCardModel({ ...frame, judged, ranges: this.ranges }, i18n);
  }

  override cardHead(i18n: Translator, frame: RollCardFrame): CardHead | null {
    const judged = this.judgement;
    return judged && kleptoCardHead({ ...frame, judged, ranges: this.ranges }, i18n);
  }

  private advantagesFor(level: number): { advantages: number; disadvantages: number } {
    const { advantages = 0, disadvantages = 0 } = this.options;
    const saved = Number.isSafeInteger(advantages) && Number.isSafeInteger(disadvantages);
    if (saved && netAdvantage(advantages, disadvantages) === level) return { advantages, disadvantages };
    return { advantages: Math.max(0, level), disadvantages: Math.max(0, -level) };
  }
}
withStableName(KleptoRoll, "KleptoRoll");

/** The coins `kc` flipped, read from the crits they settled; null when a 10 carries no settled crit. */
function coinsOf(results: readonly TermResult[]): CoinSide[] | null {
  const coins: CoinSide[] = [];
  for (const r of results.filter((result) => isCriticalRoll(result.result))) {
    if (r.indie === "crit-success") coins.push("heads");
    else if (r.indie === "crit-failure") coins.push("tails");
    else return null;
  }
  return coins;
}

/** A d10ish result holds its value (0–10); the core reads the d20 face behind it, one that shows that value. */
function d10ishFaceOf(value: number): number {
  return value === CRITICAL_FAILURE_VALUE ? 1 : 2 * value;
}
