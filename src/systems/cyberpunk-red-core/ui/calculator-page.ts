import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.CyberpunkRedCore";

/**
 * Cyberpunk RED's view of the web calculator (docs/systems-cyberpunk-red-core.md "In the web calculator"): what its
 * roll dialog holds (the base: stat, skill, mods and Luck together; whether the critical die is rolled) and the DV.
 */
export const cpredCalculatorPage = {
  id: "cyberpunk-red-core",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    { name: "base", kind: "number", label: `${KEY}.Base`, hint: `${KEY}.BaseHint`, initial: "12" },
    { name: "dv", kind: "number", label: `${KEY}.Dv`, hint: `${KEY}.DvHint`, initial: "15" },
    {
      name: "critical",
      kind: "choice",
      label: `${KEY}.Critical`,
      initial: "yes",
      options: [
        { value: "yes", label: `${KEY}.CriticalOn` },
        { value: "no", label: `${KEY}.CriticalOff` },
      ],
    },
  ],
} as const satisfies SystemCalculatorPage;
