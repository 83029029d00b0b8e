import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.Mothership";

/**
 * Mothership's view of the web calculator (docs/systems-mothership.md "In the web calculator"): the target a check
 * rolls under (the stat or save, its mod and the skill's bonus, as `rollCheck` adds them); each button's figures.
 */
export const moshCalculatorPage = {
  id: "mothership",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [{ name: "target", kind: "number", label: `${KEY}.Target`, hint: `${KEY}.TargetHint`, initial: "45" }],
} as const satisfies SystemCalculatorPage;
