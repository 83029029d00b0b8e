/** Text the grammar could not classify (v13 client/dice/terms/string.mjs); evaluating it throws unless allowed. */
import { Roll } from "../roll";
import { RollTerm } from "./roll-term";
import type { EvaluationOptions, RollTermOptions } from "./types";

export class StringTerm extends RollTerm {
  constructor({ term, options }: { term?: string; options?: RollTermOptions } = {}) {
    super({ options });
    this.term = term as string;
  }

  term: string;

  static override SERIALIZE_ATTRIBUTES = ["term"];

  override get expression(): string {
    return this.term;
  }

  override get total(): string {
    return this.term;
  }

  /** Deterministic unless the text itself reads as a dice term. */
  override get isDeterministic(): boolean {
    const classified = Roll.defaultImplementation._classifyStringTerm(this.term, { intermediate: false });
    if (classified instanceof StringTerm) return true;
    return classified.isDeterministic;
  }

  override evaluate({ allowStrings = false }: EvaluationOptions = {}): this {
    if (!allowStrings) throw new Error(`Unresolved StringTerm ${this.term} requested for evaluation`);
    return this;
  }
}
