/**
 * Shadowrun 5e's die and roll (SR5-FoundryVTT 0.36.0 at a86d50d3): src/module/rolls/SR5Die.ts — the `s` term, a d6
 * whose modifiers always end in `cf=1` and `cs>=5` (any other count replaced, :8-13), its expression without them
 * (:17-20) — and src/module/rolls/SR5Roll.ts: its results are the first term's (exploded dice included, :9-11), its
 * pool that term's number (:17-19), its hits the results flagged success, its glitches those flagged failure
 * (:28-34).
 */
import { Die } from "../../dice/terms/die";
import { Roll } from "../../dice/roll";
import type { DiceTermResult } from "../../dice/terms/types";
import type { Plain } from "../kit/data";

const SR5_MODIFIERS = ["cf=1", "cs>=5"];

export class SR5Die extends Die {
  static override DENOMINATION = "s";
  constructor(options: Plain = {}) {
    const given = Array.isArray(options.modifiers) ? options.modifiers.map(String) : [];
    const modifiers = [...given.filter((modifier) => !/^c[sf]/.test(modifier)), ...SR5_MODIFIERS];
    super({ ...options, modifiers, faces: 6 });
  }
  override get expression(): string {
    const shown = this.modifiers.filter((modifier) => !/^c[sf]/.test(modifier));
    return `${String(this.number)}d${SR5Die.DENOMINATION}${shown.join("")}`;
  }
}

export class SR5Roll extends Roll {
  get results(): DiceTermResult[] {
    return this.dice[0]?.results ?? [];
  }
  get pool(): number {
    return Number(this.dice[0]?.number) || 0;
  }
  get poolThrown(): number {
    return this.results.length;
  }
  get hits(): number {
    return this.results.filter((result) => result.success).length;
  }
  get glitches(): number {
    return this.results.filter((result) => result.failure).length;
  }
}
