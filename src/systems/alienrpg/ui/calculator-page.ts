import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.Alienrpg";

/**
 * Alien RPG's view of the web calculator (docs/systems-alienrpg.md "In the web calculator"): what its prompts sum —
 * the base dice (attribute or skill with the modifiers) and the stress dice (stress with its modifiers) — before the
 * system's own roller turns them into a pool; then, after the roll, the sixes and stress ones it showed, for the
 * chance of its push.
 */
export const alienCalculatorPage = {
  id: "alienrpg",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    { name: "base", kind: "number", label: `${KEY}.Base`, hint: `${KEY}.BaseHint`, initial: "4" },
    { name: "stress", kind: "number", label: `${KEY}.Stress`, hint: `${KEY}.StressHint`, initial: "2" },
    { name: "baseSixes", kind: "number", label: `${KEY}.BaseSixes`, hint: `${KEY}.After`, initial: "0" },
    { name: "stressSixes", kind: "number", label: `${KEY}.StressSixes`, initial: "0" },
    { name: "stressOnes", kind: "number", label: `${KEY}.StressOnes`, initial: "0" },
  ],
} as const satisfies SystemCalculatorPage;
