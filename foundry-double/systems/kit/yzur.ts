/**
 * YZUR, the Year Zero Universal Roller (Stefouch/foundry-year-zero-roller 6.1.1 at 6e4cf442), which Forbidden Lands,
 * Twilight 2000 and Blade Runner bundle and Vaesen vendors (6.0.0): the part a module reading their rolls meets.
 * - src/YearZeroDice.js: `YearZeroDie extends Die` (:12-200): `type` (its class's TYPE), `pushable` (an active result
 *   not among LOCKED_VALUES, fewer pushes than `maxPush`, :44-55), `pushCount`, `success` (SUCCESS_TABLE or 6+,
 *   negated for `neg`, :89-100), `failure` (1s), `roll` marking `indexPush` (:119-140), `push` (each active result not
 *   locked made inactive and discarded, a die rolled anew for each, :163-196); `maxPush` serialized (:364). The kinds
 *   (:376-616): base `b` [1, 6], skill `s` [6], gear `g` [1, 6], negative `n` (a skill die), artifact d8/d10/d12 under
 *   the denominations `8`, `10`, `12` (SUCCESS_TABLE 6–7: 1, 8–9: 2, 10–11: 3, 12: 4; 6 and up locked), Twilight
 *   2000's and Blade Runner's step dice (type base, 6–9: 1, 10–12: 2; locked 1 and 6+, Blade Runner's d10 [1, 10] and
 *   d12 [1, 10, 11, 12]).
 * - src/YearZeroRoll.js: `YearZeroRoll extends Roll` (:20-130): `game`, `maxPush` (set on every die), `pushCount`,
 *   `pushable`, `successCount`, `attributeTrauma` (base 1s), `gearDamage` (gear 1s); `push()` (:609-623); `forge`
 *   writing `<n>d<deno>[flavor]` terms joined by " + " (:307-392).
 * - src/YearZeroRollManager.js: a game's dice registered in CONFIG.Dice.terms by denomination (:85-150; the map
 *   :342-354) and its roll class in CONFIG.Dice.rolls; `DiceTerm.fromData` overridden (:200-218), so that a plain
 *   Die whose faces name a registered term ("1d8" parsed in Twilight 2000's world) is made that term.
 * - Twilight 2000's ammunition die `m` (AmmoDie, type `ammo`, a d6 locked on 1 and 6, :527-535) and hit location die
 *   `l` (LocationDie, type `loc`, never pushable, no success, :544-563).
 * Not emulated: modifiers `np`/`p<n>`, `modify` (the Twilight 2000 double moves its dice itself), the chat templates
 * and Dice So Nice labels.
 */
import { Die } from "../../dice/terms/die";
import { DiceTerm } from "../../dice/terms/dice-term";
import { Roll } from "../../dice/roll";
import type { DiceTermResult, RollTermData } from "../../dice/terms/types";
import type { DiceTermData } from "../../dice/terms/dice-term";
import { read, type Plain } from "./data";
import { CONFIG, type ConfigDouble } from "../../globals";

/** `locked`: a result the roller held out of the push (Blade Runner's push dialog, roller.js:449-452). */
type YzResult = DiceTermResult & { indexPush?: number; pushed?: boolean; hidden?: boolean; locked?: boolean };

export class YearZeroDie extends Die {
  declare ["constructor"]: typeof YearZeroDie;
  static TYPE = "skill";
  static LOCKED_VALUES: readonly number[] = [6];
  static SUCCESS_TABLE: readonly (number | null)[] | null = null;
  static override SERIALIZE_ATTRIBUTES = [...Die.SERIALIZE_ATTRIBUTES, "maxPush"];
  /** A number, or as the system gave it (a monster sheet's "0"): YZUR compares it as JavaScript does. */
  maxPush: number | string;

  constructor(termData: DiceTermData & { maxPush?: number | string } = {}) {
    super({ ...termData, faces: typeof termData.faces === "number" ? termData.faces : 6 });
    this.maxPush = termData.maxPush ?? 1;
  }

  override get denomination(): string {
    return this.constructor.DENOMINATION;
  }

  get type(): string {
    return this.constructor.TYPE;
  }

  get isYearZeroDie(): boolean {
    return true;
  }

  get pushCount(): number {
    return this.results.reduce((count, r: YzResult) => Math.max(count, r.indexPush ?? 0), 0);
  }

  get pushable(): boolean {
    if (this.pushCount >= Number(this.maxPush)) return false;
    return this.results.some((r) => r.active && !r.discarded && !this.constructor.LOCKED_VALUES.includes(r.result));
  }

  get success(): number | undefined {
    if (!this._evaluated) return undefined;
    const table = this.constructor.SUCCESS_TABLE;
    const s = this.results.reduce(
      (sum, r) => (r.active ? sum + (table ? Number(table[r.result]) : r.result >= 6 ? 1 : 0) : sum),
      0,
    );
    return this.type === "neg" ? -s : s;
  }

  get failure(): number | undefined {
    if (!this._evaluated) return undefined;
    return this.results.filter((r) => r.active && r.result <= 1).length;
  }

  override async roll(options: Plain = {}): Promise<DiceTermResult> {
    const result: YzResult = await super.roll(options);
    result.indexPush = typeof options.indexPush === "number" ? options.indexPush : this.pushCount;
    return result;
  }

  /** YearZeroDie#push: each active result neither locked nor of a locked value discarded, a die rolled for it. */
  async push(): Promise<this> {
    if (!this.pushable) return this;
    const indexPush = this.pushCount + 1;
    let again = 0;
    for (const r of this.results) {
      if (!r.active || read(r, "locked") === true) continue;
      r.hidden = true;
      if (this.constructor.LOCKED_VALUES.includes(r.result)) continue;
      Object.assign(r, { active: false, discarded: true, pushed: true });
      again += 1;
    }
    for (let i = 0; i < again; i++) await this.roll({ indexPush });
    return this;
  }
}

/** A die kind of YZUR: its denomination, type, locked values and success table. */
function kind(denomination: string, type: string, locked: readonly number[], table: (number | null)[] | null) {
  return class extends YearZeroDie {
    static override DENOMINATION = denomination;
    static override TYPE = type;
    static override LOCKED_VALUES = locked;
    static override SUCCESS_TABLE = table;
  };
}

const ARTIFACT = [null, 0, 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4];
const STEP = [null, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2];
const SIX_UP = [6, 7, 8, 9, 10, 11, 12];

// Named classes: Foundry finds a term's class by its name when a message's roll is read back.
export class BaseDie extends kind("b", "base", [1, 6], null) {}
export class SkillDie extends kind("s", "skill", [6], null) {}
export class GearDie extends kind("g", "gear", [1, 6], null) {}
export class NegativeDie extends kind("n", "neg", [6], null) {}
export class D8ArtifactDie extends kind("8", "arto", SIX_UP, ARTIFACT) {}
export class D10ArtifactDie extends kind("10", "arto", SIX_UP, ARTIFACT) {}
export class D12ArtifactDie extends kind("12", "arto", SIX_UP, ARTIFACT) {}
export class D6TwilightDie extends kind("6", "base", [1, ...SIX_UP], STEP) {}
export class D8TwilightDie extends kind("8", "base", [1, ...SIX_UP], STEP) {}
export class D10TwilightDie extends kind("10", "base", [1, ...SIX_UP], STEP) {}
export class D12TwilightDie extends kind("12", "base", [1, ...SIX_UP], STEP) {}
export class D6BladeRunnerDie extends kind("6", "base", [1, 6], STEP) {}
export class D8BladeRunnerDie extends kind("8", "base", [1, 6, 7, 8], STEP) {}
export class D10BladeRunnerDie extends kind("10", "base", [1, 10], STEP) {}
export class D12BladeRunnerDie extends kind("12", "base", [1, 10, 11, 12], STEP) {}
export class AmmoDie extends kind("m", "ammo", [1, 6], null) {}
export class LocationDie extends kind("l", "loc", [1, 2, 3, 4, 5, 6], [null, 0, 0, 0, 0, 0, 0]) {
  override get pushable(): boolean {
    return false;
  }
}

/** Each game's dice (YearZeroRollManager.DIE_TERMS_MAP). */
const GAME_DICE = {
  fbl: [BaseDie, SkillDie, GearDie, NegativeDie, D8ArtifactDie, D10ArtifactDie, D12ArtifactDie],
  vae: [SkillDie],
  t2k: [D12TwilightDie, D10TwilightDie, D8TwilightDie, D6TwilightDie, AmmoDie, LocationDie],
  br: [D12BladeRunnerDie, D10BladeRunnerDie, D8BladeRunnerDie, D6BladeRunnerDie],
} as const;

export type YearZeroGame = keyof typeof GAME_DICE;

/** One block of dice as `forge` takes it. */
export interface TermBlok {
  term: string;
  number: number;
  flavor?: string;
}

export class YearZeroRoll extends Roll {
  constructor(formula: string, data: Plain = {}, options: Plain = {}) {
    super(formula, data, options);
    if (typeof options.maxPush === "number" || typeof options.maxPush === "string") this.maxPush = options.maxPush;
  }

  get game(): unknown {
    return this.options.game;
  }

  get yearZeroDice(): YearZeroDie[] {
    return this.terms.filter((t): t is YearZeroDie => t instanceof YearZeroDie);
  }

  set maxPush(n: number | string) {
    this.options.maxPush = n;
    for (const die of this.yearZeroDice) die.maxPush = n;
  }

  get maxPush(): number {
    return this.yearZeroDice.reduce((max, die) => Math.max(max, Number(die.maxPush)), 0);
  }

  get pushCount(): number {
    return this.yearZeroDice.reduce((count, die) => Math.max(count, die.pushCount), 0);
  }

  get pushable(): boolean {
    return this.pushCount < this.maxPush && this.yearZeroDice.some((die) => die.pushable);
  }

  get successCount(): number {
    return this.yearZeroDice.reduce((sum, die) => sum + (die.success ?? 0), 0);
  }

  /** Active 1s on dice of a type (YearZeroRoll#count). */
  ones(type: string): number {
    return this.yearZeroDice
      .filter((die) => die.type === type)
      .reduce((sum, die) => sum + die.results.filter((r) => r.active && r.result === 1).length, 0);
  }

  get attributeTrauma(): number {
    return this.ones("base");
  }

  get gearDamage(): number {
    return this.ones("gear");
  }

  async push(): Promise<this> {
    if (!this._evaluated) await this.evaluate();
    if (!this.pushable) return this;
    for (const die of this.yearZeroDice) await die.push();
    this._evaluated = false;
    await this.evaluate();
    return this;
  }

  /** YearZeroRoll.forge's formula: `<n>d<term>[flavor]` per block, joined by " + ". */
  static formulaOf(dice: readonly TermBlok[]): string {
    return dice.map(({ term, number, flavor }) => `${number}d${term}${flavor ? `[${flavor}]` : ""}`).join(" + ");
  }
}

/** Foundry's own DiceTerm.fromData, kept once: every world's registration overrides it anew, never in a chain. */
const foundryFromData = DiceTerm.fromData;

/**
 * YearZeroRollManager._overrideDiceTermFromData: a "Die" whose faces name a term of CONFIG.Dice.terms (only YZUR
 * registers numeric denominations) is made that term; any other term as Foundry makes it.
 */
function overrideDiceTermFromData(): void {
  DiceTerm.fromData = function fromData(data: RollTermData) {
    const cls = CONFIG().Dice.terms[String(data.faces)];
    return foundryFromData.call(this, data.class === "Die" && cls ? { ...data, class: cls.name } : data);
  };
}

/** YearZeroRollManager.register(game): the game's dice by denomination, the roll class first among the rolls. */
export function registerYearZero(config: ConfigDouble, game: YearZeroGame, roll: typeof YearZeroRoll): void {
  overrideDiceTermFromData();
  for (const cls of GAME_DICE[game]) Object.assign(config.Dice.terms, { [cls.DENOMINATION]: cls });
  config.Dice.rolls[1] = roll;
}
