import type { DialogSettings } from "../src/ui/dialogs/dialog-types";

/** The world settings the dialog benches read: the module's defaults, with Dungeons of Olde's dice unlimited. */
export const BENCH_SETTINGS: DialogSettings = {
  kaiserAdvantageMethod: "pool",
  kaiserTieRule: "defender",
  kaiserFumblePenalty: "2d6",
  kaiserOpposedFumble: "loses",
  kingdomsBasicRule: "zeroOrMore",
  kleptoCritMethod: "coin",
  oldeUnlimitedByDefault: true,
};
