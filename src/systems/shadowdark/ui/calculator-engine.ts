import { naturalAtLeast, naturalAtMost, naturalChance, naturalRollOdds } from "../../../core/systems/natural-roll";
import { roundTotals } from "../../../core/systems/round-totals";
import type { ShadowdarkEngine } from "../core/roll-dialog-odds";

/**
 * The engine Shadowdark's figures take, from the modules themselves: the adapter gets the same functions from the kit
 * (`kit.systems`); the site, which is not handed a kit, and the bench and tests take these.
 */
export const SHADOWDARK_ENGINE: ShadowdarkEngine = {
  naturalRollOdds,
  naturalChance,
  naturalAtLeast,
  naturalAtMost,
  roundTotals,
};
