import {
  judgeCheck,
  judgeDifficulty,
  normalizeCheckSpec,
  assertWholeNumber,
  type AdvantageMethod,
  type KaiserCheckKind,
  type KaiserCheckRoll,
  type KaiserCheckSpec,
} from "../../../core/mechanics/kaiser";
import { MODULE_ID } from "../../module-id";
import { withUserErrors } from "../../errors";
import { t, type IndieRollClass, type OutcomeLine } from "./indie-roll";

/** What a Kaiser roll's options hold. */
export interface KaiserRollOptions {
  readonly kind: KaiserCheckKind;
  readonly bonus: number;
  readonly advantage?: number;
  readonly method?: AdvantageMethod;
  /** A difficulty check when set; otherwise an opposed or plain check. */
  readonly difficulty?: number;
}

/** Marks the auxiliary 2d6 that a fumbled difficulty check rolls for its Fumble Level. */
const FUMBLE_LEVEL_FLAG = "indieFumbleLevel";

/**
 * The Foundry formula of a Kaiser check: `1d6 + 3` (characteristic), `2d6ko + 3` (skill), `4d6kh2ko + 3`
 * (skill, A2, pool method), `2d6 + 3` (resistance: no Open Roll or Fumble).
 */
export function kaiserFormula(spec: KaiserRollOptions): string {
  const bonus = spec.bonus === 0 ? "" : ` ${spec.bonus < 0 ? "-" : "+"} ${Math.abs(spec.bonus)}`;
  if (spec.kind === "characteristic") return `1d6${bonus}`;
  const net = spec.advantage ?? 0;
  const pool = (spec.method ?? "pool") === "pool" && net !== 0;
  const dice = pool ? `${2 + Math.abs(net)}d6k${net > 0 ? "h" : "l"}2` : "2d6";
  return `${dice}${spec.kind === "skill" ? "ko" : ""}${bonus}`;
}

export function createKaiserRoll(IndieRoll: IndieRollClass) {
  class KaiserRoll extends IndieRoll {
    static override RULE_SET = "kaiser" as const;

    /** A Kaiser check as a roll (see `kaiserFormula`); the advantage method defaults to the world setting. */
    static fromCheck(spec: KaiserRollOptions): KaiserRoll {
      const full = { ...spec, method: spec.method ?? game.settings.get(MODULE_ID, "kaiserAdvantageMethod") };
      return withUserErrors(() => {
        normalizeCheckSpec(full);
        if (full.difficulty !== undefined) assertWholeNumber(full.difficulty, "difficulty");
        return new this(kaiserFormula(full), {}, full);
      });
    }

    constructor(formula: string, data: object = {}, options: object = {}) {
      super(formula, data as never, options as never);
      const spec = this.spec;
      // The sequential method cannot be written in notation: the `ko` die reads it from its options.
      if (spec && spec.kind !== "characteristic" && spec.method === "sequential" && spec.advantage) {
        const die = this.firstDie();
        if (die) (die.options as Record<string, unknown>).indieSequentialAdvantage = spec.advantage;
      }
    }

    get spec(): KaiserCheckSpec | null {
      const { kind, bonus, advantage, method } = this.options as Partial<KaiserRollOptions>;
      return kind === undefined ? null : { kind, bonus: bonus ?? 0, advantage: advantage ?? 0, method: method ?? "pool" };
    }

    /** The core's judgment of the dice (in draw order: pool or rerolls, then the Open Roll chain). */
    get check(): KaiserCheckRoll | null {
      const spec = this.spec;
      const die = this.firstDie();
      if (!spec || !die || !this.wasRolled) return null;
      return judgeCheck(spec, die.results.map((r) => r.result));
    }

    /** A fumbled difficulty check rolls 2d6 more for the Fumble Level, kept with the roll's side dice. */
    protected override async rollSideDice(): Promise<void> {
      const difficulty = (this.options as Partial<KaiserRollOptions>).difficulty;
      if (difficulty === undefined || !this.check?.fumble) return;
      const DieClass = CONFIG.Dice.terms.d as typeof foundry.dice.terms.Die;
      const options = { [FUMBLE_LEVEL_FLAG]: true, flavor: t("INDIE_DICE.Kaiser.FumbleLevel") };
      const level = new DieClass({ number: 2, faces: 6, options: options as never });
      // Rooted in this roll, so manual or physical dice entry resolves it like the roll's other dice.
      (level as unknown as { _root: foundry.dice.Roll })._root = this;
      await level.evaluate();
      this._dice.push(level);
    }

    override outcomeLines(): OutcomeLine[] {
      const check = this.check;
      if (!check) return [];
      const lines: OutcomeLine[] = [];
      if (check.openRoll) lines.push({ label: t("INDIE_DICE.Kaiser.OpenRoll"), value: `×${check.openRollDice.length}`, tone: "critical" });
      if (check.capped) lines.push({ label: t("INDIE_DICE.Chain.Capped"), value: "" });
      const difficulty = (this.options as Partial<KaiserRollOptions>).difficulty;
      if (difficulty === undefined) {
        if (check.fumble) lines.push({ label: t("INDIE_DICE.Kaiser.Fumble"), value: "", tone: "failure" });
        return lines;
      }
      const levelDie = this._dice.find((d) => isFumbleLevelDie(d));
      const judged = judgeDifficulty(check, difficulty, levelDie?.results.map((r) => r.result) ?? []);
      if (judged.success) lines.push({ label: t("INDIE_DICE.Outcome.Success"), value: t("INDIE_DICE.Kaiser.DoS", { n: judged.dos }), tone: "success" });
      else lines.push({ label: t("INDIE_DICE.Outcome.Failure"), value: t("INDIE_DICE.Kaiser.DoF", { n: judged.dof }), tone: "failure" });
      if (check.fumble) {
        const value = judged.fumbleLevel === null ? "" : t("INDIE_DICE.Kaiser.Level", { n: judged.fumbleLevel });
        lines.push({ label: t("INDIE_DICE.Kaiser.Fumble"), value, tone: "failure" });
      }
      return lines;
    }
  }
  return KaiserRoll;
}

function isFumbleLevelDie(die: foundry.dice.terms.DiceTerm): boolean {
  return (die.options as Record<string, unknown>)[FUMBLE_LEVEL_FLAG] === true;
}
