import type { ContestRulesPart } from "../../../card-kinds/contest/core/contest-rule";
import { literal, object } from "../../../core/schema";
import type { KingdomsActiveSide } from "./active-side";
import { cardError } from "../../../core/card-errors";

export const KINGDOMS_ACTIVE_SIDES: readonly KingdomsActiveSide[] = ["attacker", "defender", "neither"];

/** K&R's part of the contest rules: the active side, chosen when the card starts. */
export const kingdomsWorldRules: ContestRulesPart<"kingdoms"> = {
  // The initiator is usually the one trying something against the target.
  defaults: { kingdomsActive: "attacker" },
  normalize: ({ kingdomsActive }) => {
    if (!KINGDOMS_ACTIVE_SIDES.includes(kingdomsActive))
      throw cardError("ActiveSide", { value: String(kingdomsActive) });
    return { kingdomsActive };
  },
  schema: object({ kingdomsActive: literal(...KINGDOMS_ACTIVE_SIDES) }),
};
