import type { ContestSide } from "../../../card-kinds/contest/core/contest-types";

/**
 * K&R: which side is actively trying something and so must reach a margin of 0 (docs/rulings.md "Kingdoms and Rulers").
 */
export type KingdomsActiveSide = ContestSide | "neither";
