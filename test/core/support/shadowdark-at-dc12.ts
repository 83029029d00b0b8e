/**
 * Shadowdark's `1d20 + 3` against DC 12, the radios' rolls as the system's `applyAdvantage` writes them: the roll the
 * README and docs/systems-shadowdark.md both quote (readme-odds and systems-docs-figures check its figures).
 */
import { shadowdarkOdds } from "../../../src/systems/shadowdark/core/roll-dialog-odds";
import { SHADOWDARK_ENGINE } from "../../../src/systems/shadowdark/ui/calculator-engine";

export const shadowdarkAtDc12 = shadowdarkOdds(SHADOWDARK_ENGINE, {
  rolls: {
    advantage: { natural: "2d20kh", rest: "+ 3" },
    normal: { natural: "1d20", rest: "+ 3" },
    disadvantage: { natural: "2d20kl", rest: "+ 3" },
  },
  dc: 12,
  criticals: { success: 20, failure: 1 },
  chosen: "normal",
});
