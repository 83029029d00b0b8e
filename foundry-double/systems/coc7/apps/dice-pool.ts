/**
 * CoC7's dice pool (CoC7DicePool, coc7/apps/dice-pool.js at 7974aac, release 8.15), as far as a check's first roll
 * and its message go:
 * - statics: the difficulty levels (unknown −1, regular 1, hard 2, extreme 3, critical 4, impossible 9), the most
 *   bonus and penalty dice (2 each);
 * - newPool({difficulty, flatDiceModifier, flatThresholdModifier, poolModifiers, threshold}): each parsed as an
 *   integer (refused when not one); the pool modifiers' largest bonus and penalty counts, the first the current one;
 *   one die set not rolled yet;
 * - setters as CoC7Check writes them: difficulty (a level other than impossible), flatDiceModifier,
 *   flatThresholdModifier, threshold (integers), poolModifier (before the roll: a penalty widens the penalty count as
 *   `Math.abs(Math.min(penaltyCount, value))` does, a bonus the bonus count);
 * - roll(): one Roll of `1dt+1d10`, then `+Ndt` for the penalty dice and `+Ndt` for the bonus dice, evaluated; its
 *   dice read into the die set (the first tens die the base, then penalty, then bonus dice; the d10 the unit die);
 * - newRolls (the rolls made, for the message) and toObject() (what the message keeps: flags.CoC7.load.dicePool);
 * - fromObject(object): a pool back from a message's record (as `CoC7Check.loadFromMessage` makes it);
 * - pushRoll(): `1dt+1d10` and as many penalty and bonus dice as the pool holds, rolled as a second die set
 *   (dice-pool.js:1416-1442), the current pool modifier kept.
 * - availableButtons({key, isPushable}), the push alone (1170-1228): offered on a rolled pool not pushed yet, its last
 *   group no success at its difficulty (none at an unknown one: diceGroups, 571-718), no Sanity roll, the check
 *   pushable, and no fumble unless the world's `allowPushFumbles`; the group's total and level as diceGroups and
 *   #populateThresholdRanges (1324-1361) give them.
 * Not emulated: the hidden developer menu's forced dice, Dice So Nice's `do[colour]` dice, the card's Luck and bonus
 * buttons, spending luck (a record's `luckSpent` is kept as it is), dice added after the roll, forced results.
 */
import { Roll } from "../../../dice/roll";
import { CONFIG, game } from "../../../globals";
import { read, type Plain } from "../../kit/data";

interface RolledDice {
  rolled: boolean;
  baseDie: number;
  bonusDice: number[];
  penaltyDice: number[];
  unitDie: number;
}

export interface NewPoolOptions {
  difficulty?: number | string;
  flatDiceModifier?: number | string;
  flatThresholdModifier?: number | string;
  poolModifiers?: (number | string)[];
  threshold?: number | string;
}

function integer(value: unknown, refusal: string): number {
  const parsed = parseInt(String(value), 10);
  if (Number.isNaN(parsed)) throw new Error(refusal);
  return parsed;
}

/** CoC7DicePool.difficultyLevel.regular: a new pool's difficulty. */
const REGULAR = 1;

export class CoC7DicePool {
  static get difficultyLevel(): Readonly<Record<string, number>> {
    return { unknown: -1, regular: 1, hard: 2, extreme: 3, critical: 4, impossible: 9 };
  }

  static get maxDiceBonus(): number {
    return 2;
  }

  static get maxDicePenalty(): number {
    return 2;
  }

  #bonusCount = 0;
  #currentPoolModifier = 0;
  #difficulty = REGULAR;
  #flatDiceModifier = 0;
  #flatThresholdModifier = 0;
  #penaltyCount = 0;
  #luckSpent = 0;
  #rolledDice: RolledDice[] = [];
  #rollsNew: Roll[] = [];
  #threshold: number | undefined = undefined;

  static newPool({
    difficulty = REGULAR,
    flatDiceModifier = 0,
    flatThresholdModifier = 0,
    poolModifiers = [],
    threshold = undefined,
  }: NewPoolOptions = {}): CoC7DicePool {
    const output = new CoC7DicePool();
    output.#difficulty = parseInt(String(difficulty), 10);
    if (!Object.values(CoC7DicePool.difficultyLevel).includes(output.#difficulty))
      throw new Error("Invalid difficulty");
    output.#flatDiceModifier = integer(flatDiceModifier, "Invalid flat dice modifier should be a number");
    output.#flatThresholdModifier = integer(
      flatThresholdModifier,
      "Invalid flat threshold modifier should be a number",
    );
    output.#threshold =
      threshold === undefined ? undefined : integer(threshold, "Invalid threshold should be a number");
    const parsed = [...new Set(poolModifiers.map((value) => parseInt(String(value), 10)))];
    if (
      parsed.some(
        (value) => Number.isNaN(value) || value < -CoC7DicePool.maxDicePenalty || value > CoC7DicePool.maxDiceBonus,
      )
    )
      throw new Error("Invalid Pool Modifier");
    if (!parsed.includes(0)) parsed.push(0);
    output.#bonusCount = Math.max(...parsed.filter((value) => value >= 0));
    output.#penaltyCount = Math.abs(Math.min(...parsed.filter((value) => value <= 0)));
    output.#currentPoolModifier = parsed[0] ?? 0;
    output.#rolledDice = [{ rolled: false, baseDie: 0, bonusDice: [], penaltyDice: [], unitDie: 0 }];
    return output;
  }

  set difficulty(value: number | string) {
    const check = parseInt(String(value), 10);
    const levels = Object.values(CoC7DicePool.difficultyLevel).filter(
      (level) => level !== CoC7DicePool.difficultyLevel.impossible,
    );
    if (!levels.includes(check)) throw new Error("Difficult level is invalid");
    this.#difficulty = check;
  }

  get difficulty(): number {
    return this.#difficulty;
  }

  set flatDiceModifier(value: number | string) {
    this.#flatDiceModifier = integer(value, "Invalid flat dice modifier should be a number");
  }

  get flatDiceModifier(): number {
    return this.#flatDiceModifier;
  }

  set flatThresholdModifier(value: number | string) {
    this.#flatThresholdModifier = integer(value, "Invalid flat threshold modifier should be a number");
  }

  get flatThresholdModifier(): number {
    return this.#flatThresholdModifier;
  }

  set threshold(value: number | string) {
    this.#threshold = integer(value, "Invalid luck spent should be a number");
  }

  get threshold(): number | undefined {
    return this.#threshold;
  }

  set poolModifier(value: number | string) {
    const check = parseInt(String(value), 10);
    const hasRolled = this.#rolledDice.some((dice) => dice.rolled);
    if (hasRolled && (check < -this.#penaltyCount || check > this.#bonusCount))
      throw new Error("You can not set a pool modifier after rolling, try addDiceToPool");
    if (Number.isNaN(check) || check < -CoC7DicePool.maxDicePenalty || check > CoC7DicePool.maxDiceBonus)
      throw new Error("Invalid Pool Modifier");
    if (check < 0) this.#penaltyCount = Math.abs(Math.min(this.#penaltyCount, check));
    else if (check > 0) this.#bonusCount = Math.max(this.#bonusCount, check);
    this.#currentPoolModifier = check;
  }

  get poolModifier(): number {
    return this.#currentPoolModifier;
  }

  get newRolls(): Roll[] {
    return this.#rollsNew;
  }

  /** `1dt+1d10`, then the penalty dice's and the bonus dice's `+Ndt` (roll and pushRoll alike). */
  #formula(): string {
    const dicePool = ["1dt+1d10"];
    if (this.#penaltyCount > 0) dicePool.push(`+${this.#penaltyCount}dt`);
    if (this.#bonusCount > 0) dicePool.push(`+${this.#bonusCount}dt`);
    return dicePool.join("");
  }

  async roll(): Promise<void> {
    const roll = await new Roll(this.#formula()).roll();
    this.#processRolls(0, [roll]);
  }

  /** A message's record back as a pool (CoC7DicePool.fromObject, dice-pool.js:323-360). */
  static fromObject(object: unknown): CoC7DicePool {
    const output = new CoC7DicePool();
    const number = (key: string, from = object): number => integer(read(from, key), "Invalid pool");
    const numbers = (key: string, from: unknown): number[] => {
      const values = read(from, key);
      return Array.isArray(values) ? values.map((value) => integer(value, "Invalid pool")) : [];
    };
    output.#bonusCount = number("bonusCount");
    output.#penaltyCount = number("penaltyCount");
    output.#currentPoolModifier = number("currentPoolModifier");
    output.#difficulty = number("difficulty");
    output.#flatDiceModifier = number("flatDiceModifier");
    output.#flatThresholdModifier = number("flatThresholdModifier");
    output.#luckSpent = number("luckSpent");
    output.#threshold = read(object, "threshold") === undefined ? undefined : number("threshold");
    const rolled = read(object, "rolledDice");
    output.#rolledDice = (Array.isArray(rolled) ? rolled : []).map((dice: unknown) => ({
      rolled: read(dice, "rolled") === true,
      baseDie: number("baseDie", dice),
      bonusDice: numbers("bonusDice", dice),
      penaltyDice: numbers("penaltyDice", dice),
      unitDie: number("unitDie", dice),
    }));
    return output;
  }

  /** The push: the whole pool rolled again as the second die set (dice-pool.js:1416-1442). */
  async pushRoll(): Promise<void> {
    const roll = await new Roll(this.#formula()).roll();
    if (this.#rolledDice.length === 1)
      this.#rolledDice.push({ rolled: false, baseDie: 0, bonusDice: [], penaltyDice: [], unitDie: 0 });
    this.#processRolls(1, [roll]);
  }

  #processRolls(which: number, rolls: Roll[]): void {
    this.#rollsNew = this.#rollsNew.concat(rolls);
    const dice = this.#rolledDice[which];
    if (!dice) throw new Error("Attempting to roll on an invalid pool");
    const { t: tensDie, d: unitDie } = CONFIG().Dice.terms;
    if (!tensDie || !unitDie) throw new Error("Invalid Pool Roll");
    let baseSet = false;
    let unitSet = false;
    let penalties = this.#penaltyCount;
    let bonuses = this.#bonusCount;
    Object.assign(dice, { rolled: false, bonusDice: [], penaltyDice: [] });
    for (const die of rolls.flatMap((roll) => roll.dice)) {
      if (die instanceof tensDie) {
        for (const { result } of die.results) {
          if (!baseSet) {
            dice.baseDie = result;
            baseSet = true;
          } else if (penalties > 0) {
            dice.penaltyDice.push(result);
            penalties--;
          } else {
            dice.bonusDice.push(result);
            bonuses--;
          }
        }
      } else if (die instanceof unitDie) {
        dice.unitDie = die.results[0]?.result ?? 0;
        unitSet = true;
      }
    }
    if (!baseSet || !unitSet || bonuses !== 0 || penalties !== 0) throw new Error("Invalid Pool Roll");
    dice.rolled = true;
  }

  /** #minimumFumbleFromThreshold (1286-1298): 96 where the value the difficulty asks is under 50, else 100. */
  #minimumFumble(): number {
    if (this.#threshold === undefined) return 100;
    const value = this.#threshold + this.#flatThresholdModifier;
    const asked: Readonly<Record<number, number>> = { 1: value, 2: Math.floor(value / 2), 3: Math.floor(value / 5) };
    const needed = asked[this.#difficulty];
    return needed !== undefined && needed < 50 ? 96 : 100;
  }

  /** #populateThresholdRanges (1324-1361): each success level's top, then the fumble's start. */
  #levelOf(total: number): number {
    const fumble = this.#minimumFumble();
    if (total >= fumble) return -99;
    const value = (this.#threshold ?? 0) + this.#flatThresholdModifier;
    const tops: [number, number][] = [[4, 1]];
    let [minimum, maximum] = [1, fumble - 1];
    for (const [level, check] of [
      [3, Math.floor(value / 5)],
      [2, Math.floor(value / 2)],
      [1, value],
    ] as const) {
      if (check > minimum && maximum > 0) {
        minimum = check;
        tops.push([level, Math.min(check, maximum)]);
        if (Math.min(check, maximum) === maximum) maximum = 0;
      }
    }
    return tops.find(([, top]) => total <= top)?.[0] ?? 0;
  }

  /** The last rolled group's total (diceGroups, 597-642): the tens kept with the units, the modifier, the Luck. */
  #lastTotal(): number {
    const dice = this.#rolledDice.filter((group) => group.rolled).at(-1);
    if (!dice) return 0;
    const modifier = this.#currentPoolModifier;
    const extra = modifier < 0 ? dice.penaltyDice.slice(0, -modifier) : dice.bonusDice.slice(0, modifier);
    const unit = dice.unitDie === 10 ? 0 : dice.unitDie;
    const values = [dice.baseDie, ...extra].map((result) => {
      const decader = result === 10 ? 0 : result * 10;
      return decader === 0 && unit === 0 ? 100 : decader + unit;
    });
    const kept = modifier < 0 ? Math.max(...values) : Math.min(...values);
    return Math.max(1, Math.min(100, kept + this.#flatDiceModifier - this.#luckSpent));
  }

  /** availableButtons' push (1170-1195): the card's other buttons are not emulated. */
  availableButtons({ key = "", isPushable = true }: { key?: string; isPushable?: boolean } = {}): Plain {
    const rolled = this.#rolledDice.filter((group) => group.rolled).length;
    if (rolled !== 1) return {};
    const unknown = this.#difficulty === CoC7DicePool.difficultyLevel.unknown;
    const level = unknown || this.#threshold === undefined ? null : this.#levelOf(this.#lastTotal());
    const isSuccess = level !== null && level >= this.#difficulty;
    const isFumble = level === -99;
    const fumbles = game().settings.get("CoC7", "allowPushFumbles") === true;
    const push = !isSuccess && key !== "san" && isPushable && (!isFumble || fumbles);
    return push ? { pushRoll: true } : {};
  }

  toObject(): Plain {
    return {
      bonusCount: this.#bonusCount,
      currentPoolModifier: this.#currentPoolModifier,
      difficulty: this.#difficulty,
      flatDiceModifier: this.#flatDiceModifier,
      flatThresholdModifier: this.#flatThresholdModifier,
      luckSpent: this.#luckSpent,
      groups: [],
      malfunctionThreshold: undefined,
      penaltyCount: this.#penaltyCount,
      rolledDice: this.#rolledDice,
      rollMethod: undefined,
      setSuccess: undefined,
      suppressRollData: false,
      threshold: this.#threshold,
    };
  }
}
