import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.BladeRunner";

const DIE_OPTIONS = [
  { value: "6", text: "d6" },
  { value: "8", text: "d8" },
  { value: "10", text: "d10" },
  { value: "12", text: "d12" },
] as const;

/**
 * Blade Runner's view of the web calculator (docs/systems-blade-runner.md "In the web calculator"): the roll dialog's
 * dice — the attribute's, the skill's, a die added — and the modifier that enables its buttons.
 */
export const brCalculatorPage = {
  id: "blade-runner",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    { name: "attribute", kind: "choice", label: `${KEY}.Attribute`, initial: "10", options: DIE_OPTIONS },
    {
      name: "skill",
      kind: "choice",
      label: `${KEY}.Skill`,
      initial: "8",
      options: [{ value: "0", label: `${KEY}.None` }, ...DIE_OPTIONS],
    },
    {
      name: "added",
      kind: "choice",
      label: `${KEY}.Added`,
      initial: "0",
      options: [{ value: "0", label: `${KEY}.None` }, ...DIE_OPTIONS],
    },
    { name: "modifier", kind: "number", label: `${KEY}.Modifier`, hint: `${KEY}.ModifierHint`, initial: "0" },
  ],
} as const satisfies SystemCalculatorPage;
