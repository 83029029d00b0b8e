import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.Shadowrun6Eden";

/** The wild die's choices, and Edge's: none, or the boost that adds Edge to the pool (sixes exploding). */
export const SR6_WILD_CHOICES = ["none", "wild"] as const;
export const SR6_EDGE_CHOICES = ["none", "explode"] as const;

/**
 * Shadowrun 6e's view of the web calculator (docs/systems-shadowrun6-eden.md "In the web calculator"): what its roll
 * dialog holds — the dice thrown, the threshold, the wild die — and Edge's exploding sixes.
 */
export const shadowrun6EdenCalculatorPage = {
  id: "shadowrun6-eden",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    { name: "pool", kind: "number", label: `${KEY}.Pool`, hint: `${KEY}.PoolHint`, initial: "10" },
    { name: "threshold", kind: "number", label: `${KEY}.Threshold`, hint: `${KEY}.ThresholdHint`, initial: "3" },
    {
      name: "wild",
      kind: "choice",
      label: `${KEY}.WildDie`,
      initial: "none",
      options: [
        { value: "none", label: `${KEY}.WildNone` },
        { value: "wild", label: `${KEY}.WildOne` },
      ],
    },
    {
      name: "edge",
      kind: "choice",
      label: `${KEY}.Edge`,
      initial: "none",
      options: [
        { value: "none", label: `${KEY}.EdgeNone` },
        { value: "explode", label: `${KEY}.EdgeExplode` },
      ],
    },
  ],
} as const satisfies SystemCalculatorPage;
