/**
 * dnd5e's BasicDie (module/dice/basic-die.mjs at 965ad2d, release 5.3.3; the same in 6.0.0 at c83a613), which dnd5e
 * registers as CONFIG.Dice.terms.d, so every XdY of a dnd5e world is one:
 * - MODIFIERS: core Die's plus `adv` and `dis`, both handled by `advantage`;
 * - expandAdvantage(): before any die is rolled, the first adv/dis modifier in the term (with a count N, default 1)
 *   makes the term roll (N + 1) × its number of dice — `_number` is multiplied — and records the partition in
 *   `options.pending.advantage` ({adv, count, size}); nothing for a term whose number is an inner roll;
 * - _evaluateAsync: core's, with expandAdvantage between the inner rolls and the dice;
 * - _evaluateModifiers: the adv/dis modifiers are moved first, wherever they were written, then core's run;
 * - advantage(): the results are cut into N + 1 consecutive sets of `size`; the FIRST set whose sum is the best (adv)
 *   or worst (dis) stays; every die of the other sets is discarded and inactive. So `r1=1` after it rerolls the kept
 *   die only, once, and `min`/`max` apply to the kept dice.
 */
import { Die } from "../../../dice/terms/die";
import { evaluateInnerRolls, rollAndModify } from "../../../dice/terms/dice-term";
import type { DiceTermResult, EvaluationOptions, ModifierFunction } from "../../../dice/terms/types";
import { partition } from "../../../primitives";

export interface AdvantageExpansion {
  adv: boolean;
  count: number;
  size: number;
}

interface Pending {
  advantage?: AdvantageExpansion;
}

const SELECTION = /^(adv|dis)\d*/i;

export class BasicDie extends Die {
  static override MODIFIERS: Record<string, string | ModifierFunction> = {
    ...Die.MODIFIERS,
    adv: "advantage",
    dis: "advantage",
  };

  /** Keep the best (adv) or worst (dis) of the sets the expansion rolled; discard the others. */
  async advantage(_modifier: string): Promise<void> {
    const expansion = (this.options.pending as Pending | undefined)?.advantage;
    if (!expansion) return;
    const { count, adv, size } = expansion;
    const sets: { results: DiceTermResult[]; total: number }[] = [];
    let targetTotal = adv ? -Infinity : Infinity;
    for (let index = 0; index < count + 1; index++) {
      const start = size * index;
      const results = this.results.slice(start, start + size);
      const total = results.reduce((sum, { result }) => sum + result, 0);
      sets.push({ results, total });
      targetTotal = adv ? Math.max(targetTotal, total) : Math.min(targetTotal, total);
    }
    let kept = false;
    for (const { results, total } of sets) {
      if (!kept && total === targetTotal) kept = true;
      else {
        for (const r of results) {
          r.discarded = true;
          r.active = false;
        }
      }
    }
    delete (this.options.pending as Pending).advantage;
  }

  /** Multiply the number of dice by count + 1 for the first adv/dis modifier, before anything is rolled. */
  expandAdvantage(): void {
    if ((this.options.pending as Pending | undefined)?.advantage) return;
    if (typeof this.number !== "number") return;
    let match: RegExpMatchArray | null = null;
    for (const modifier of this.modifiers) {
      match = modifier.match(/^(adv|dis)(\d*)/i);
      if (match) break;
    }
    if (!match) return;
    const [, token, digits] = match as unknown as [string, string, string];
    const count = parseInt(digits || "1");
    const adv = token.toLowerCase() === "adv";
    const size = this.number;
    this._number = (count + 1) * size;
    this.options.pending ??= {};
    (this.options.pending as Pending).advantage = { adv, count, size };
  }

  /** Core's evaluation with the advantage expanded between the inner rolls and the dice (as dnd5e copies it). */
  protected override async _evaluateAsync(options: EvaluationOptions = {}): Promise<this> {
    await evaluateInnerRolls(this, options);
    this.expandAdvantage();
    await rollAndModify(this, options);
    return this;
  }

  /** adv/dis first: their sets must exist before any other modifier looks at the dice. */
  override async _evaluateModifiers(): Promise<void> {
    const [rest, selection] = partition.call<string[], [(m: string) => boolean], [string[], string[]]>(
      this.modifiers,
      (m) => SELECTION.test(m),
    );
    if (selection.length) this.modifiers = selection.concat(rest);
    return super._evaluateModifiers();
  }
}
