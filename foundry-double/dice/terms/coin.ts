/**
 * A two-sided coin (v13 client/dice/terms/coin.mjs). Its results are 1 (heads, label "H") and 0 (tails, label
 * "T"), not 1 and 2: a random draw maps by Math.round(u), minimize gives 0 and maximize gives 1.
 */
import { DiceTerm } from "./dice-term";
import type { DiceTermData } from "./dice-term";
import type { DiceTermResult, EvaluationOptions, ModifierFunction } from "./types";

export class Coin extends DiceTerm {
  /** A coin always has two faces, whatever the data says (the data object is changed, as in Foundry). */
  constructor(termData: DiceTermData) {
    termData.faces = 2;
    super(termData);
  }

  static override DENOMINATION = "c";

  static override MODIFIERS: Record<string, string | ModifierFunction> = { c: "call" };

  override async roll({
    minimize = false,
    maximize = false,
    ...options
  }: EvaluationOptions = {}): Promise<DiceTermResult> {
    const roll: DiceTermResult = { result: undefined as unknown as number, active: true };
    if (minimize) roll.result = 0;
    else if (maximize) roll.result = 1;
    else roll.result = (await this._roll(options)) as number;
    if (roll.result === undefined) roll.result = this.randomFace();
    this.results.push(roll);
    return roll;
  }

  override getResultLabel(result: DiceTermResult): string {
    return ({ 0: "T", 1: "H" } as Record<number, string>)[result.result] as string;
  }

  override getResultCSS(result: DiceTermResult): (string | null)[] {
    return [
      this.constructor.name.toLowerCase(),
      result.result === 1 ? "heads" : "tails",
      result.success ? "success" : null,
      result.failure ? "failure" : null,
    ];
  }

  override mapRandomFace(randomUniform: number): number {
    return Math.round(randomUniform);
  }

  /** cN: results equal to N (1 heads, 0 tails) are successes counting 1, the rest count 0. */
  call(modifier: string): false | void {
    const match = modifier.match(/c([01])/i);
    if (!match) return false;
    const target = parseInt(match[1] ?? "");
    for (const r of this.results) {
      const hit = r.result === target;
      r.count = hit ? 1 : 0;
      r.success = hit;
    }
  }
}
