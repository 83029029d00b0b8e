import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.Shadowrun5e";

/** The Edge choices of the page: none, or Push the Limit (the pool with Edge in it, exploding, no limit). */
export const SR5_EDGE_CHOICES = ["none", "pushTheLimit"] as const;

/**
 * Shadowrun 5e's view of the web calculator (docs/systems-shadowrun5e.md "In the web calculator"): what its test
 * dialog holds — the dice pool, the limit, the threshold — and Push the Limit.
 */
export const shadowrun5eCalculatorPage = {
  id: "shadowrun5e",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    { name: "pool", kind: "number", label: `${KEY}.Pool`, hint: `${KEY}.PoolHint`, initial: "10" },
    { name: "limit", kind: "number", label: `${KEY}.Limit`, hint: `${KEY}.LimitHint`, initial: "0" },
    { name: "threshold", kind: "number", label: `${KEY}.Threshold`, hint: `${KEY}.ThresholdHint`, initial: "3" },
    {
      name: "edge",
      kind: "choice",
      label: `${KEY}.Edge`,
      // What Push the Limit does, under the field: a choice's words as long as this widened it past a phone's width.
      hint: `${KEY}.EdgeHint`,
      initial: "none",
      options: [
        { value: "none", label: `${KEY}.EdgeNone` },
        { value: "pushTheLimit", label: `${KEY}.PushTheLimit` },
      ],
    },
  ],
} as const satisfies SystemCalculatorPage;
