import {
  checkTestOptions,
  diceForLevel,
  keepModeForLevel,
  netAdvantage,
  type CritMethod,
  type Score,
} from "../../../core/mechanics/klepto";
import { matchRanges, parseRanges, type ParsedRanges } from "../../../core/ranges";
import type { TermResult } from "../term-results";
import { MODULE_ID } from "../../module-id";
import { withUserErrors } from "../../errors";
import { signed, t, type IndieRollClass, type OutcomeLine } from "./indie-roll";

/** What a Kleptonomicon test's options hold. */
export interface KleptoRollOptions {
  readonly modifier: number;
  readonly advantages?: number;
  readonly disadvantages?: number;
  readonly method?: CritMethod;
  /** Custom Score Ranges in the text's shorthand; the standard Low/Mixed/High when absent. */
  readonly ranges?: string;
}

/** `3d10kckh + 2` (coin) or `3dikh + 2` (d10ish): advantages and disadvantages cancel, then cap at 3. */
export function kleptoFormula(options: KleptoRollOptions): string {
  const level = netAdvantage(options.advantages ?? 0, options.disadvantages ?? 0);
  const dice = diceForLevel(level);
  const keep = level === 0 ? "" : keepModeForLevel(level) === "highest" ? "kh" : "kl";
  const die = (options.method ?? "coin") === "d10ish" ? `${dice}di${keep}` : `${dice}d10kc${keep}`;
  const modifier = options.modifier === 0 ? "" : ` ${options.modifier < 0 ? "-" : "+"} ${Math.abs(options.modifier)}`;
  return `${die}${modifier}`;
}

/** The standard Low / Mixed / High ranges, named in the user's language. */
function standardRanges(): string {
  return `[..6] ${t("INDIE_DICE.Klepto.Low")}, [7..9] ${t("INDIE_DICE.Klepto.Mixed")}, [10..] ${t("INDIE_DICE.Klepto.High")}`;
}

/** A Kleptonomicon Test: the kept d10 plus the modifier, judged against its Score Ranges. */
export function createKleptoRoll(IndieRoll: IndieRollClass) {
  class KleptoRoll extends IndieRoll {
    static override RULE_SET = "klepto" as const;

    /** A Test as a roll; the crit method defaults to the world setting. Bad ranges are refused before rolling. */
    static fromTest(options: KleptoRollOptions): KleptoRoll {
      const full = { ...options, method: options.method ?? game.settings.get(MODULE_ID, "kleptoCritMethod") };
      return withUserErrors(() => {
        checkTestOptions(full);
        if (full.ranges !== undefined) parseRanges(full.ranges);
        return new this(kleptoFormula(full), {}, full as never);
      });
    }

    /** The Score: Foundry's total, and whether the kept die was a Critical Roll (marked on its result). */
    get score(): Score | null {
      const kept = this.firstDie()?.results.find((r) => r.active) as TermResult | undefined;
      if (!this.wasRolled || !kept) return null;
      const crit = kept.indie === "crit-success" ? "success" : kept.indie === "crit-failure" ? "failure" : null;
      return { total: this.total ?? 0, crit };
    }

    get ranges(): ParsedRanges {
      return parseRanges((this.options as Partial<KleptoRollOptions>).ranges ?? standardRanges());
    }

    override outcomeLines(): OutcomeLine[] {
      const score = this.score;
      if (!score) return [];
      const lines: OutcomeLine[] = [];
      if (score.crit) {
        const key = score.crit === "success" ? "INDIE_DICE.Klepto.CritSuccess" : "INDIE_DICE.Klepto.CritFailure";
        lines.push({ label: t(key), value: score.crit === "success" ? "[10!]" : "[0!]", tone: score.crit === "success" ? "critical" : "failure" });
      }
      for (const entry of matchRanges(this.ranges, score)) {
        lines.push({ label: entry.bracket, value: entry.effect });
      }
      lines.push({ label: t("INDIE_DICE.Klepto.Score"), value: signed(score.total) });
      return lines;
    }
  }
  return KleptoRoll;
}
