import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.T2k4e";

/** A step die's rating and size (A d12 … D d6) as the sheet names it, or none. */
const sizes = (none: boolean) => [
  ...(none ? [{ value: "0", label: `${KEY}.None` }] : []),
  { value: "12", text: "A (d12)" },
  { value: "10", text: "B (d10)" },
  { value: "8", text: "C (d8)" },
  { value: "6", text: "D (d6)" },
];

/**
 * Twilight 2000's view of the web calculator (docs/systems-t2k4e.md "In the web calculator"): the task check
 * dialog's numbers — the attribute's and the skill's dice, the modifier that moves them, the rate of fire.
 */
export const t2kCalculatorPage = {
  id: "t2k4e",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    { name: "attribute", kind: "choice", label: `${KEY}.Attribute`, initial: "8", options: sizes(false) },
    { name: "skill", kind: "choice", label: `${KEY}.Skill`, initial: "6", options: sizes(true) },
    { name: "modifier", kind: "number", label: `${KEY}.Modifier`, hint: `${KEY}.ModifierHint`, initial: "0" },
    { name: "rof", kind: "number", label: `${KEY}.RateOfFire`, hint: `${KEY}.RateOfFireHint`, initial: "0" },
  ],
} as const satisfies SystemCalculatorPage;
