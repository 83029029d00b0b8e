import type { ContestRulesPart, PairingOutcomePart } from "../../../card-kinds/contest/core/contest-rule";
import { boolean, integer, literal, nullable, object } from "../../../core/schema";
import { DEFAULT_FUMBLE_PENALTY, DEFAULT_OPPOSED_FUMBLE_RULE, OPPOSED_FUMBLE_RULES } from "./mechanics/constants";
import { assertFumbleRule, assertPenaltySpec, assertTieRule } from "./mechanics/validate";
import { cardError } from "../../../core/card-errors";

/**
 * Kaiser's part of a card's contest rules: who takes an opposed tie and how a Fumble settles it (the world's), and
 * whether the contest is an Attack (its starter's choice).
 */
export const kaiserWorldRules: ContestRulesPart<"kaiser"> = {
  defaults: {
    kaiserAttack: false,
    kaiserTieRule: "defender",
    kaiserFumblePenalty: DEFAULT_FUMBLE_PENALTY,
    kaiserOpposedFumble: DEFAULT_OPPOSED_FUMBLE_RULE,
  },
  normalize: (rules) => {
    assertTieRule(rules.kaiserTieRule);
    assertPenaltySpec(rules.kaiserFumblePenalty);
    // A caller that names no reading (an older macro, or one left undefined) gets the default, written onto the card.
    const kaiserOpposedFumble = rules.kaiserOpposedFumble ?? DEFAULT_OPPOSED_FUMBLE_RULE;
    assertFumbleRule(kaiserOpposedFumble);
    // A choice sent by a query arrives unchecked: anything but true or false is refused, left out it is no Attack.
    const kaiserAttack: unknown = rules.kaiserAttack ?? false;
    if (typeof kaiserAttack !== "boolean") throw cardError("Attack", { value: String(kaiserAttack) });
    const { number, faces, bonus } = rules.kaiserFumblePenalty;
    return {
      kaiserAttack,
      kaiserTieRule: rules.kaiserTieRule,
      kaiserFumblePenalty: { number, faces, bonus },
      kaiserOpposedFumble,
    };
  },
  schema: object({
    kaiserAttack: boolean,
    kaiserTieRule: literal("defender", "roll-off"),
    kaiserFumblePenalty: object({ number: integer, faces: integer, bonus: integer }),
    kaiserOpposedFumble: literal(...OPPOSED_FUMBLE_RULES),
  }),
  migrations: {
    /**
     * A 0.1.0 card was started when an opposed Fumble's reduced total was compared like any other (the reading
     * the `compared` setting keeps): it resolves as it would have then, not under the later ruling.
     */
    1: (rules) => ({ ...rules, kaiserOpposedFumble: "compared" }),
    /** Before version 3 the Attack was the card's own `attack`, beside the rules (checked as a boolean there). */
    2: (rules, card) => ({ ...rules, kaiserAttack: card.attack }),
  },
};

/** Kaiser's part of a pairing's outcome: whether an Attack's defender may Counter (its pairing rule sets it). */
export const kaiserOutcomePart: PairingOutcomePart = {
  defaults: { counterAllowed: null },
  schema: object({ counterAllowed: nullable(boolean) }),
};
