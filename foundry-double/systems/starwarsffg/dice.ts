/**
 * Star Wars FFG's dice, pool and roll (StarWarsFoundryVTT/StarWarsFFG 2.0.3 at 75c9ac3d):
 * - the seven dice (modules/dice/dietype/*.js; faces from modules/config/ffg-dice.js `CONFIG.FFG.*_RESULTS`, in
 *   order, one letter a symbol: s success, f failure, a advantage, t threat, r triumph (a success too), d despair (a
 *   failure too), l light, n dark), registered as the terms `a p b i c s f` (swffg-main.js:117-123);
 * - `DicePoolFFG` (modules/dice/pool.js): its counts, upgrade/downgrade (:176-233) and `renderDiceExpression`
 *   (:239-258, setback less `remsetback` with the world setting `ApplyRemoveSetbackMods`);
 * - `RollFFG` (modules/dice/roll.js): the constructor adding the dialog's fixed results (a fixed triumph adds a
 *   success, a fixed despair a failure, :19-92), `evaluate` summing the dice's symbols and cancelling success against
 *   failure and advantage against threat (:113-208), `toJSON`/`fromData` keeping `ffg` and `addedResults`
 *   (:376-400), `toMessage` (:349-373: the roll mode's whispers, `ffgDiceMessage` fired, the message created).
 * - the vendored `@swrpg-online/monte-carlo` 2.3.4 the dialog's "Success chance" runs: its own proficiency table
 *   (face 11 success+advantage, lib/.../index.esm.js:8) and the key `setBackDice` the system misspells
 *   (`setbackDice`, roll-builder.js:380), so setback dice are left out; seeded here through CONFIG.Dice.randomUniform.
 * Not emulated: the dice's images and chat templates (the message's content is its total, as toMessage's default).
 */
import { Die } from "../../dice/terms/die";
import { Roll } from "../../dice/roll";
import { CONFIG, game } from "../../globals";
import { read, type Plain } from "../kit/data";
import { chatMessage, hooks } from "../kit/globals";

const FACES = {
  a: ["", "s", "s", "ss", "a", "a", "sa", "aa"],
  p: ["", "s", "s", "ss", "ss", "a", "sa", "sa", "sa", "aa", "aa", "sr"],
  b: ["", "", "s", "sa", "aa", "a"],
  i: ["", "f", "ff", "t", "t", "t", "tt", "ft"],
  c: ["", "f", "f", "ff", "ff", "t", "t", "ft", "ft", "tt", "tt", "fd"],
  s: ["", "", "f", "f", "t", "t"],
  f: ["n", "n", "n", "n", "n", "n", "nn", "l", "l", "ll", "ll", "ll"],
} as const;
const SYMBOL: Readonly<Record<string, keyof FfgResults | undefined>> = {
  s: "success",
  f: "failure",
  a: "advantage",
  t: "threat",
  r: "triumph",
  d: "despair",
  l: "light",
  n: "dark",
};

export interface FfgResults {
  success: number;
  failure: number;
  advantage: number;
  threat: number;
  triumph: number;
  despair: number;
  light: number;
  dark: number;
}
const SYMBOLS = ["success", "failure", "advantage", "threat", "triumph", "despair", "light", "dark"] as const;
const noResults = (): FfgResults => ({
  success: 0,
  failure: 0,
  advantage: 0,
  threat: 0,
  triumph: 0,
  despair: 0,
  light: 0,
  dark: 0,
});

/** One of the system's dice: a Die of its faces, named by its letter; `ffg` its results' symbols once rolled. */
function ffgDie(letter: keyof typeof FACES, name: string): typeof Die {
  const faces: readonly string[] = FACES[letter];
  const cls = class extends Die {
    static override DENOMINATION = letter;
    ffg = noResults();
    constructor(termData: Plain) {
      super({ ...termData, faces: faces.length });
    }
    override get formula(): string {
      return `${this.number}d${letter}${this.modifiers.join("")}`;
    }
    override get total(): number {
      return 0;
    }
    /** The symbols of its results, as the die's evaluate combines `result.ffg`. */
    symbols(): FfgResults {
      const ffg = noResults();
      for (const { result } of this.results)
        for (const symbol of faces[result - 1] ?? "") {
          const name = SYMBOL[symbol];
          if (name) ffg[name] += 1;
        }
      return (this.ffg = ffg);
    }
  };
  Object.defineProperty(cls, "name", { value: name });
  return cls;
}

export const FFG_DICE_TERMS: Record<string, typeof Die> = {
  a: ffgDie("a", "AbilityDie"),
  b: ffgDie("b", "BoostDie"),
  c: ffgDie("c", "ChallengeDie"),
  i: ffgDie("i", "DifficultyDie"),
  f: ffgDie("f", "ForceDie"),
  p: ffgDie("p", "ProficiencyDie"),
  s: ffgDie("s", "SetbackDie"),
};
const isFfgDie = (term: unknown): term is Die & { symbols(): FfgResults } =>
  Object.values(FFG_DICE_TERMS).some((cls) => term instanceof cls);

const DICE = ["proficiency", "ability", "challenge", "difficulty", "boost", "setback", "force"] as const;
const FIXED = ["advantage", "success", "threat", "failure", "light", "dark", "triumph", "despair"] as const;

export class DicePoolFFG {
  proficiency = 0;
  ability = 0;
  challenge = 0;
  difficulty = 0;
  boost = 0;
  setback = 0;
  remsetback = 0;
  force = 0;
  advantage = 0;
  success = 0;
  threat = 0;
  failure = 0;
  light = 0;
  dark = 0;
  triumph = 0;
  despair = 0;
  upgrades = 0;
  [count: string]: number | unknown;

  constructor(obj: Partial<Record<string, number>> = {}) {
    for (const name of [...DICE, ...FIXED, "remsetback", "upgrades"]) this[name] = obj[name] || 0;
  }

  /** Ability to proficiency, or one more ability die if none is left; negative: proficiency back to ability. */
  upgrade(times = 1): void {
    this.#upgrade("ability", "proficiency", times);
  }

  upgradeDifficulty(times = 1): void {
    this.#upgrade("difficulty", "challenge", times);
  }

  #upgrade(low: "ability" | "difficulty", high: "proficiency" | "challenge", times: number): void {
    for (let i = 0; i < Math.abs(times); i++) {
      if (times < 0) {
        if (this[high] > 0) [this[high], this[low]] = [this[high] - 1, this[low] + 1];
      } else if (this[low] > 0) [this[low], this[high]] = [this[low] - 1, this[high] + 1];
      else this[low] += 1;
    }
  }

  renderDiceExpression(): string {
    const setback = game().settings.get("starwarsffg", "ApplyRemoveSetbackMods")
      ? Math.max(0, this.setback - this.remsetback)
      : this.setback;
    const counts = [this.proficiency, this.ability, this.challenge, this.difficulty, this.boost, setback, this.force];
    return counts
      .map((count, i) => `${count}d${"pacibsf"[i]}`)
      .filter((term) => parseInt(term) > 0)
      .join("+");
  }
}

export class RollFFG extends Roll {
  ffg = noResults();
  hasFFG = false;
  addedResults: Plain[] = [];
  flavorText?: string;

  constructor(formula: string, data: object = {}, options: Plain = {}, flavor?: string) {
    super(formula, data, options);
    for (const name of SYMBOLS) {
      const given = Number(options[name]);
      if (!given) continue;
      this.ffg[name] += given;
      if (name === "triumph") this.ffg.success += given;
      if (name === "despair") this.ffg.failure += given;
      this.addedResults.push({ type: name, value: Math.abs(given), negative: given < 0 });
    }
    if (flavor) this.flavorText = flavor;
  }

  override async evaluate(options: Plain = {}): Promise<this> {
    await super.evaluate(options);
    for (const term of this.terms.filter(isFfgDie)) {
      this.hasFFG = true;
      const symbols = term.symbols();
      for (const name of SYMBOLS) this.ffg[name] += symbols[name];
    }
    if (!this.hasFFG) return this;
    const net = (plus: "success" | "advantage", minus: "failure" | "threat") => {
      const left = this.ffg[plus] - this.ffg[minus];
      [this.ffg[plus], this.ffg[minus]] = [Math.max(0, left), Math.max(0, -left)];
    };
    net("success", "failure");
    net("advantage", "threat");
    return this;
  }

  override toJSON() {
    return { ...super.toJSON(), ffg: this.ffg, hasFFG: this.hasFFG, addedResults: this.addedResults };
  }

  static override fromData(data: Parameters<typeof Roll.fromData>[0]): Roll {
    const roll = super.fromData(data);
    if (roll instanceof RollFFG) Object.assign(roll, { ffg: read(data, "ffg"), hasFFG: read(data, "hasFFG") });
    return roll;
  }

  override async toMessage(messageData: Plain = {}, options: { rollMode?: string } = {}): Promise<unknown> {
    if (!this._evaluated) await this.evaluate();
    const given = options.rollMode || messageData.rollMode;
    const mode = typeof given === "string" && given ? given : String(game().settings.get("core", "rollMode"));
    const data: Plain = { content: String(this.total), ...messageData, rolls: [this] };
    hooks().call("ffgDiceMessage", this);
    return chatMessage().create(chatMessage().applyRollMode(data, mode));
  }
}

/**
 * The library's estimate of P(net success ≥ 1) as the dialog asks it (roll-builder.js:371-408): its own faces, with
 * proficiency's last face a success and an advantage, and no setback dice (the misspelled key); the fixed results
 * added. Seeded: the world's dice random.
 */
export function simulatedSuccess(pool: DicePoolFFG, iterations: number): number {
  const net = { a: [0, 1, 1, 2, 0, 0, 1, 0], p: [0, 1, 1, 2, 2, 0, 1, 1, 1, 0, 1, 1] } as const;
  const minus = { i: [0, 1, 2, 0, 0, 0, 0, 1], c: [0, 1, 1, 2, 2, 0, 0, 1, 1, 0, 0, 1] } as const;
  const boost = [0, 0, 1, 1, 0, 0];
  const face = (faces: readonly number[]) => faces[Math.floor(CONFIG().Dice.randomUniform() * faces.length)] ?? 0;
  const dice: [number, readonly number[], number][] = [
    [pool.ability, net.a, 1],
    [pool.proficiency, net.p, 1],
    [pool.boost, boost, 1],
    [pool.difficulty, minus.i, -1],
    [pool.challenge, minus.c, -1],
  ];
  const fixed = pool.success + pool.triumph - pool.failure - pool.despair;
  let successes = 0;
  for (let i = 0; i < iterations; i++) {
    let sum = fixed;
    for (const [count, faces, sign] of dice) for (let n = 0; n < count; n++) sum += sign * face(faces);
    if (sum >= 1) successes += 1;
  }
  return iterations > 0 ? successes / iterations : 0;
}
