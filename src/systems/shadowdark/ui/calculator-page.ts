import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";
import type { ShadowdarkChoice } from "../core/roll-dialog-odds";
import { shadowdarkLabels } from "./roll-dialog-labels";

const KEY = "INDIE_DICE.Calculator.Shadowdark";

/** The dialog's advantage radios, in its order (roll-dialog-odds.ts `SHADOWDARK_CHOICES`). */
export const ADVANTAGE_RADIOS = ["advantage", "normal", "disadvantage"] as const satisfies readonly ShadowdarkChoice[];

/**
 * Shadowdark's view of the web calculator (docs/systems-shadowdark.md "In the web calculator"): what its `RollDialogSD`
 * rolls for a d20 check or attack — the d20 plus the bonus against the DC (or the target's AC), and the advantage
 * radio checked (their words the dialog's figures use); after the roll, the d20 it kept.
 */
export const shadowdarkCalculatorPage = {
  id: "shadowdark",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    { name: "bonus", kind: "number", label: `${KEY}.Bonus`, initial: "3" },
    { name: "dc", kind: "number", label: `${KEY}.DC`, hint: `${KEY}.DCHint`, initial: "12" },
    {
      name: "advantage",
      kind: "choice",
      label: `${KEY}.Advantage`,
      initial: "normal",
      options: ADVANTAGE_RADIOS.map((value) => ({ value, label: shadowdarkLabels(false).choices[value]! })),
    },
    // After the roll (docs/systems-shadowdark.md "After the roll"): the d20 kept, for a luck token's reroll.
    { name: "rolled", kind: "number", label: `${KEY}.Rolled`, hint: `${KEY}.RolledHint`, initial: "" },
  ],
} as const satisfies SystemCalculatorPage;
