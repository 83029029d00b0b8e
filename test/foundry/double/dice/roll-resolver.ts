/**
 * A stand-in for foundry.applications.dice.RollResolver. Foundry opens a dialog for dice configured to an
 * interactive fulfillment method (manual entry, Bluetooth dice); the double has no UI, so it resolves at once:
 * interactive terms get no result and fall back to the configured random draw.
 */
import type { Roll } from "./roll";
import type { DiceTerm } from "./terms/dice-term";

export class RollResolver {
  constructor(roll: Roll) {
    this.roll = roll;
  }

  readonly roll: Roll;

  /** Terms the resolver was told about during evaluation. */
  readonly terms: DiceTerm[] = [];

  async awaitFulfillment(): Promise<void> {}

  async addTerm(term: DiceTerm): Promise<void> {
    this.terms.push(term);
  }

  async resolveResult(_term: DiceTerm, _method: string, _options: object = {}): Promise<number | undefined> {
    return undefined;
  }

  registerResult(_method: string, _denomination: string, _result: number): boolean | void {
    return undefined;
  }

  close(): void {}
}
