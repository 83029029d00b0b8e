/** An arithmetic operator between terms (v13 client/dice/terms/operator.mjs); always counts as evaluated. */
import { RollTerm } from "./roll-term";
import type { RollTermData, RollTermOptions } from "./types";

export class OperatorTerm extends RollTerm {
  constructor({ operator, options }: { operator?: string; options?: RollTermOptions } = {}) {
    super({ options });
    this.operator = operator as string;
    this._evaluated = true;
  }

  operator: string;

  /** Precedence for the shunting-yard conversion to an AST. */
  static PRECEDENCE: Readonly<Record<string, number>> = Object.freeze({ "+": 10, "-": 10, "*": 20, "/": 20, "%": 20 });

  static OPERATORS = Object.keys(OperatorTerm.PRECEDENCE);

  static override REGEXP: RegExp | undefined = new RegExp(OperatorTerm.OPERATORS.map((o) => `\\${o}`).join("|"), "g");

  static override SERIALIZE_ATTRIBUTES = ["operator"];

  static override _fromData(data: RollTermData): RollTerm {
    return new this(data as never);
  }

  override get flavor(): string {
    return "";
  }

  override get expression(): string {
    return ` ${this.operator} `;
  }

  /** The operator with spaces, so that joining the totals of a roll's terms gives an arithmetic expression. */
  override get total(): string {
    return ` ${this.operator} `;
  }
}
