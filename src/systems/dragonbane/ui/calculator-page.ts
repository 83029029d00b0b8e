import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.Dragonbane";

/**
 * Dragonbane's view of the web calculator (docs/systems-dragonbane.md "In the web calculator"): what its roll dialog
 * asks, counted — the value rolled against, the boons and the banes (every source ticked and the extras), and a
 * weapon's extra Dragons (its enchantment); after the roll, the die it kept (a failure without a Demon: its push).
 */
export const dragonbaneCalculatorPage = {
  id: "dragonbane",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    { name: "target", kind: "number", label: `${KEY}.Target`, initial: "12" },
    { name: "boons", kind: "number", label: `${KEY}.Boons`, initial: "1" },
    { name: "banes", kind: "number", label: `${KEY}.Banes`, initial: "0" },
    { name: "extraDragons", kind: "number", label: `${KEY}.ExtraDragons`, initial: "0" },
    { name: "shown", kind: "number", label: `${KEY}.Shown`, initial: "" },
  ],
} as const satisfies SystemCalculatorPage;
