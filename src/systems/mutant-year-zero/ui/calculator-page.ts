import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.MutantYearZero";

/**
 * Mutant Year Zero's view of the web calculator (docs/systems-mutant-year-zero.md "In the web calculator"): the roll
 * dialog's three inputs, and whether the attribute is a human's house attribute (whose push rolls base 1s again).
 */
export const myzCalculatorPage = {
  id: "mutant-year-zero",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    { name: "base", kind: "number", label: `${KEY}.Base`, initial: "3" },
    { name: "skill", kind: "number", label: `${KEY}.Skill`, hint: `${KEY}.SkillHint`, initial: "2" },
    { name: "gear", kind: "number", label: `${KEY}.Gear`, initial: "1" },
    {
      name: "house",
      kind: "choice",
      label: `${KEY}.House`,
      initial: "no",
      options: [
        { value: "no", label: `${KEY}.NotHouse` },
        { value: "yes", label: `${KEY}.IsHouse` },
      ],
    },
  ],
} as const satisfies SystemCalculatorPage;
