/** A constant number (v13 client/dice/terms/numeric.mjs). */
import { RollTerm } from "./roll-term";
import type { RollTermOptions } from "./types";

export class NumericTerm extends RollTerm {
  constructor({ number, options }: { number?: unknown; options?: RollTermOptions } = {}) {
    super({ options });
    this.number = Number(number);
  }

  number: number;

  static override REGEXP: RegExp | undefined = new RegExp(`^([0-9]+(?:\\.[0-9]+)?)${RollTerm.FLAVOR_REGEXP_STRING}?$`);

  static override SERIALIZE_ATTRIBUTES = ["number"];

  override get expression(): string {
    return String(this.number);
  }

  override get total(): number {
    return this.number;
  }

  static matchTerm(expression: string): RegExpMatchArray | null {
    return (this.REGEXP && expression.match(this.REGEXP)) || null;
  }

  static fromMatch(match: RegExpMatchArray): NumericTerm {
    const [number, flavor] = match.slice(1);
    return new this({ number, options: { flavor } });
  }
}
