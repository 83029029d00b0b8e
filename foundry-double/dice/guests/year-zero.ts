/**
 * The Year Zero Universal Roller's dice as Blade Runner, Forbidden Lands, Twilight 2000 and Vaesen load them (YZUR
 * 6.1.1, Stefouch/foundry-year-zero-roller at 6e4cf442), read (not copied) and kept to what decides a roll:
 * - src/YearZeroRollManager.js `register(game, config, {index})` (:52-61), called by each system in its own
 *   `Hooks.once("init")` (Blade Runner 14.0.0 src/blade-runner.js:44-53, index 1): first replaces `DiceTerm.fromData`
 *   (:205-222) so that a term saved or parsed as Foundry's own `Die` (`data.class === "Die"`) whose faces name a
 *   registered denomination ("12") becomes that die; then `registerDie` puts each of the game's classes into
 *   `CONFIG.Dice.terms` under its DENOMINATION (:130-151, DIE_TERMS_MAP :328-345) and `registerRoll` the YearZeroRoll
 *   at `CONFIG.Dice.rolls[index]` (:115-121).
 * - src/YearZeroDice.js: `YearZeroDie extends foundry.dice.terms.Die` (:12), MODIFIERS Foundry's Die's plus `p`
 *   (setpush) and `np` (nopush) (:367-374); `success` sums SUCCESS_TABLE (or a 6+) over active results (:89-100);
 *   `pushable` while an active result is not a locked value and pushCount < maxPush (:44-52); `push()` sets every
 *   active unlocked result aside (discarded, pushed) and rolls one die for each (:163-196). The games' dice: base,
 *   skill, gear, neg, stress, artifact (b s g n z, 8 10 12), Twilight (6 8 10 12, m, l) and Blade Runner (6 8 10 12,
 *   SUCCESS_TABLE 6–9 → 1, 10–12 → 2; locked d6 [1, 6], d8 [1, 6, 7, 8], d10 [1, 10], d12 [1, 10, 11, 12]) (:376-616).
 * - src/YearZeroRoll.js: `successCount` (:125-127), `pushable` (:112-118), `push()` (:609-623),
 *   `generateTermFormula` `NdX[pM]` (:388-393), `forge(dice, …)` joining the terms with " + " (:307-351).
 * Left out: icons and labels, chat templates, `modify`, banes, `Roll.create` overrides, selective push (a system's).
 * The push re-rolls through `DiceTerm#roll` and recounts the total, as Foundry's re-evaluation of the pushed roll does.
 */
import { CONFIG, foundryNs } from "../../globals";
import { Die } from "../terms/die";
import { DiceTerm } from "../terms/dice-term";
import type { ModifierFunction, RollTermData } from "../terms/types";
import { Roll } from "../roll";

export class YearZeroDie extends Die {
  static TYPE = "blank";
  static LOCKED_VALUES: readonly number[] = [6];
  static SUCCESS_TABLE: readonly (number | null)[] | null = null;
  static override MODIFIERS: Record<string, string | ModifierFunction> = {
    p: "setpush",
    np: "nopush",
    ...Die.MODIFIERS,
  };
  maxPush: number;

  constructor(termData: RollTermData = {}) {
    const { faces } = termData;
    super({ ...termData, faces: typeof faces === "number" && Number.isInteger(faces) ? faces : 6 });
    this.maxPush = Number(termData.maxPush ?? 1);
  }

  /** A rule of the die's class (YZUR reads them as statics of `this.constructor`). */
  #rule<K extends "TYPE" | "LOCKED_VALUES" | "SUCCESS_TABLE">(key: K): (typeof YearZeroDie)[K] {
    return Reflect.get(this.constructor, key) ?? YearZeroDie[key];
  }

  get pushCount(): number {
    return this.results.some((r) => Reflect.get(r, "pushed") === true) ? 1 : 0;
  }

  get pushable(): boolean {
    if (this.pushCount >= this.maxPush) return false;
    return this.results.some((r) => r.active && !r.discarded && !this.#rule("LOCKED_VALUES").includes(r.result));
  }

  get success(): number | undefined {
    if (!this._evaluated) return undefined;
    const table = this.#rule("SUCCESS_TABLE");
    const s = this.results.reduce((tot, r) => {
      if (!r.active) return tot;
      return tot + (table ? (table[r.result] ?? 0) : r.result >= 6 ? 1 : 0);
    }, 0);
    return this.#rule("TYPE") === "neg" ? -s : s;
  }

  async push(): Promise<this> {
    if (!this.pushable) return this;
    let pushed = 0;
    for (const r of this.results) {
      if (!r.active || Reflect.get(r, "locked") === true || this.#rule("LOCKED_VALUES").includes(r.result)) continue;
      Object.assign(r, { active: false, discarded: true, pushed: true });
      pushed++;
    }
    for (let i = 0; i < pushed; i++) await this.roll();
    return this;
  }

  nopush(): void {
    this.maxPush = 0;
  }

  setpush(modifier: string): void {
    const max = /p([0-9]+)?/i.exec(modifier)?.[1];
    this.maxPush = max === undefined ? 1 : parseInt(max);
  }
}

/** A Year Zero die class of fixed faces, denomination and rules, as YZUR declares each (src/YearZeroDice.js). */
function yearZeroDie(
  name: string,
  denomination: string,
  rules: { faces?: number; type?: string; locked?: readonly number[]; table?: readonly (number | null)[] },
): typeof YearZeroDie {
  const cls = class extends YearZeroDie {
    static override DENOMINATION = denomination;
    static override TYPE = rules.type ?? "blank";
    static override LOCKED_VALUES = rules.locked ?? [6];
    static override SUCCESS_TABLE = rules.table ?? null;
    constructor(termData: RollTermData = {}) {
      super(rules.faces === undefined ? termData : { ...termData, faces: rules.faces });
    }
  };
  Object.defineProperty(cls, "name", { value: name });
  return cls;
}

const ARTIFACT = [null, 0, 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4];
const TWILIGHT = [null, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2];
const ARTIFACT_LOCKED = [6, 7, 8, 9, 10, 11, 12];
const TWILIGHT_LOCKED = [1, 6, 7, 8, 9, 10, 11, 12];

/** Each game's dice (YearZeroRollManager.DIE_TERMS_MAP), as its classes (src/YearZeroDice.js :376-616). */
export const YEAR_ZERO_GAMES = {
  fbl: [
    yearZeroDie("BaseDie", "b", { type: "base", locked: [1, 6] }),
    yearZeroDie("SkillDie", "s", { type: "skill" }),
    yearZeroDie("GearDie", "g", { type: "gear", locked: [1, 6] }),
    yearZeroDie("NegativeDie", "n", { type: "neg" }),
    yearZeroDie("D8ArtifactDie", "8", { faces: 8, type: "arto", locked: ARTIFACT_LOCKED, table: ARTIFACT }),
    yearZeroDie("D10ArtifactDie", "10", { faces: 10, type: "arto", locked: ARTIFACT_LOCKED, table: ARTIFACT }),
    yearZeroDie("D12ArtifactDie", "12", { faces: 12, type: "arto", locked: ARTIFACT_LOCKED, table: ARTIFACT }),
  ],
  vae: [yearZeroDie("SkillDie", "s", { type: "skill" })],
  t2k: [
    yearZeroDie("D12TwilightDie", "12", { faces: 12, type: "base", locked: TWILIGHT_LOCKED, table: TWILIGHT }),
    yearZeroDie("D10TwilightDie", "10", { faces: 10, type: "base", locked: TWILIGHT_LOCKED, table: TWILIGHT }),
    yearZeroDie("D8TwilightDie", "8", { faces: 8, type: "base", locked: TWILIGHT_LOCKED, table: TWILIGHT }),
    yearZeroDie("D6TwilightDie", "6", { faces: 6, type: "base", locked: TWILIGHT_LOCKED, table: TWILIGHT }),
    yearZeroDie("AmmoDie", "m", { faces: 6, type: "ammo", locked: [1, 6] }),
    yearZeroDie("LocationDie", "l", {
      faces: 6,
      type: "loc",
      locked: [1, 2, 3, 4, 5, 6],
      table: [null, 0, 0, 0, 0, 0, 0],
    }),
  ],
  br: [
    yearZeroDie("D12BladeRunnerDie", "12", { faces: 12, type: "base", locked: [1, 10, 11, 12], table: TWILIGHT }),
    yearZeroDie("D10BladeRunnerDie", "10", { faces: 10, type: "base", locked: [1, 10], table: TWILIGHT }),
    yearZeroDie("D8BladeRunnerDie", "8", { faces: 8, type: "base", locked: [1, 6, 7, 8], table: TWILIGHT }),
    yearZeroDie("D6BladeRunnerDie", "6", { faces: 6, type: "base", locked: [1, 6], table: TWILIGHT }),
  ],
} as const;

export type YearZeroGame = keyof typeof YEAR_ZERO_GAMES;

export class YearZeroRoll extends Roll {
  get #dice(): YearZeroDie[] {
    return this.terms.filter((t) => t instanceof YearZeroDie);
  }

  get successCount(): number {
    return this.#dice.reduce((sc, t) => sc + (t.success ?? 0), 0);
  }

  get maxPush(): number {
    return this.#dice.reduce((max, t) => Math.max(max, t.maxPush), 0);
  }

  get pushCount(): number {
    return this.#dice.reduce((c, t) => Math.max(c, t.pushCount), 0);
  }

  get pushable(): boolean {
    return this.pushCount < this.maxPush && this.#dice.some((t) => t.pushable);
  }

  async push(): Promise<this> {
    if (!this.pushable) return this;
    for (const term of this.#dice) await term.push();
    this._total = this._evaluateTotal();
    return this;
  }

  /** `forge([{term, number}])`: each block `NdX`, joined with " + " (YearZeroRoll.forge / generateTermFormula). */
  static forge(dice: readonly { term: string; number: number }[]): YearZeroRoll {
    return new YearZeroRoll(dice.map(({ term, number }) => `${number}d${term}`).join(" + "));
  }
}

/**
 * `YearZeroRollManager.register(game, config, {index})` as a system calls it in its `init`: returns what undoes it
 * (the double's `DiceTerm.fromData` is shared by every test of a file).
 */
export function registerYearZero(game: YearZeroGame, index = 1): () => void {
  const dice = CONFIG().Dice;
  const ownFromData = Object.getOwnPropertyDescriptor(DiceTerm, "fromData");
  Object.defineProperty(DiceTerm, "fromData", {
    configurable: true,
    writable: true,
    value(data: RollTermData) {
      let cls = dice.termTypes[data.class ?? ""];
      if (!cls) {
        const faces = String(data.faces);
        if (data.class === "Die" && Object.keys(dice.terms).includes(faces)) {
          cls = dice.terms[faces];
          data.class = cls?.name;
        } else {
          cls = Object.values(dice.terms).find((c) => c.name === data.class) ?? foundryNs().dice.terms.Die;
        }
      }
      return (cls ?? Die)._fromData(data);
    },
  });
  for (const cls of YEAR_ZERO_GAMES[game]) dice.terms[cls.DENOMINATION] = cls;
  dice.rolls[index] = YearZeroRoll;
  return () => {
    if (ownFromData) Object.defineProperty(DiceTerm, "fromData", ownFromData);
    else Reflect.deleteProperty(DiceTerm, "fromData");
  };
}
