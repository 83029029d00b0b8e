/**
 * The toy's own contest choice, "double or nothing" (its part of a card's rules, `ContestRules`): chosen when the
 * contest starts, kept on the card and read by its title. It changes no odds; it shows that a rule set's choice is
 * declared, normalized, stored and read from its folder alone (docs/architecture.md "Adding a rule set").
 */
import type { ContestRulesPart } from "../../../../src/card-kinds/contest/core/contest-rule";
import { boolean, object, type Check } from "../../../../src/core/schema";
import { cardError } from "../../../../src/core/card-errors";

declare module "../../../../src/card-kinds/contest/core/contest-types" {
  interface ContestRulesOfKinds {
    coins: {
      /** Coins: the contest is played double or nothing. Default: false. */
      readonly coinsDouble: boolean;
    };
  }
}

/** A coins card stored without the choice (none is, but the check reads any card it is given): read as no double. */
const doubleOrDefault: Check<boolean> = (value, path) => (value === undefined ? false : boolean(value, path));

export const coinsContestRules: ContestRulesPart<"coins"> = {
  defaults: { coinsDouble: false },
  normalize: ({ coinsDouble }) => {
    const chosen: unknown = coinsDouble ?? false;
    if (typeof chosen !== "boolean") throw cardError("CoinsDouble", { value: String(chosen) });
    return { coinsDouble: chosen };
  },
  schema: object({ coinsDouble: doubleOrDefault }),
};
