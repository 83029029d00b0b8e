/**
 * Shadowrun 6e's roll (shadowrun6-eden 4.0.7 at d2c27e19, module/SR6Roll.js): the formula's dice rolled, the
 * results those of its first term and, with the wild die, of its third (each marked `wild`, :44-57); `markWildDie`
 * (:278-300) counting a wild hit 3 and a wild 1 setting every 5 to 0 (`modifyResults`, :301-329); the total the
 * active results' counts (`calculateTotal`, :156-159); `finished` (:163-180) with glitch (1s over half the results,
 * :355-375), critical glitch (a glitch of 1s alone with a total of 0, :378-380), success (:381-389), threshold,
 * total; `toJSON` (:395-403) adding `configured`, `finished` and the results. Not emulated: extended tests' intervals,
 * bought hits, initiative, soak and defence damage, the bad luck trait, the chat card's template (Foundry's own).
 */
import { Roll, type RollData } from "../../dice/roll";
import type { DiceTermResult } from "../../dice/terms/types";
import type { Plain } from "../kit/data";

type Sr6Result = DiceTermResult & { wild?: boolean; count?: number };

export class SR6Roll extends Roll {
  configured: Plain;
  finished: Plain = {};
  results: Sr6Result[] = [];

  constructor(formula = "", data: Plain = {}, options: Plain = {}) {
    super(formula, data, options);
    this.configured = data;
  }

  override async evaluate(options: Plain = {}): Promise<this> {
    await super.evaluate(options);
    // The formula's dice: its first term's, and the wild die's (its third term, the second of its dice).
    const [regular, wildDie] = this.dice;
    const marked = (wildDie?.results ?? []).map((r): Sr6Result => Object.assign(r, { wild: true }));
    this.results = [...(regular?.results ?? []), ...(this.configured.useWildDie ? marked : [])];
    const ignoreFives = this.results.some((r) => r.wild === true && r.result === 1);
    for (const r of this.results) {
      r.count = r.success ? (r.wild ? 3 : 1) : 0;
      if (r.result === 5 && ignoreFives) Object.assign(r, { success: false, count: 0 });
    }
    const total = this.results.filter((r) => r.active !== false).reduce((n, r) => n + (r.count ?? 0), 0);
    this._total = total;
    const glitch = this.results.filter((r) => r.result === 1).length > this.results.length / 2;
    const threshold = Number(this.configured.threshold) || 0;
    this.finished = {
      glitch,
      criticalglitch: glitch && total === 0,
      success: threshold > 0 ? total >= threshold : total > 0,
      threshold,
      total,
    };
    return this;
  }

  override toJSON(): RollData & Plain {
    const { data, configured, finished, results } = this;
    return { ...super.toJSON(), data, configured, finished, results };
  }
}
