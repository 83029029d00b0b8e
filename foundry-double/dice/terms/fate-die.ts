/**
 * A Fate/Fudge die (v13 client/dice/terms/fate.mjs): results -1, 0, +1 with failure/success flags; its modifier
 * table points straight at Die's functions rather than method names.
 */
import { DiceTerm } from "./dice-term";
import { Die } from "./die";
import type { DiceTermData } from "./dice-term";
import type { DiceTermResult, EvaluationOptions, ModifierFunction } from "./types";

export class FateDie extends DiceTerm {
  constructor(termData: DiceTermData) {
    termData.faces = 3;
    super(termData);
  }

  static override DENOMINATION = "f";

  static override MODIFIERS: Record<string, string | ModifierFunction> = {
    r: Die.prototype.reroll as ModifierFunction,
    rr: Die.prototype.rerollRecursive as ModifierFunction,
    k: Die.prototype.keep as ModifierFunction,
    kh: Die.prototype.keep as ModifierFunction,
    kl: Die.prototype.keep as ModifierFunction,
    d: Die.prototype.drop as ModifierFunction,
    dh: Die.prototype.drop as ModifierFunction,
    dl: Die.prototype.drop as ModifierFunction,
  };

  override async roll({
    minimize = false,
    maximize = false,
    ...options
  }: EvaluationOptions = {}): Promise<DiceTermResult> {
    const roll: DiceTermResult = { result: undefined as unknown as number, active: true };
    if (minimize) roll.result = -1;
    else if (maximize) roll.result = 1;
    else roll.result = (await this._roll(options)) as number;
    if (roll.result === undefined) roll.result = this.randomFace();
    if (roll.result === -1) roll.failure = true;
    if (roll.result === 1) roll.success = true;
    this.results.push(roll);
    return roll;
  }

  override mapRandomFace(randomUniform: number): number {
    return Math.ceil(randomUniform * Number(this.faces) - 2);
  }

  override getResultLabel(result: DiceTermResult): string {
    return ({ "-1": "-", 0: "&nbsp;", 1: "+" } as Record<string, string>)[String(result.result)] as string;
  }
}
