import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.Sfrpg";

/**
 * Starfinder's view of the web calculator (docs/systems-sfrpg.md "In the web calculator"): what `d20Roll` rolls — the
 * d20 plus the bonus against a DC or a target's KAC or EAC (empty: none), a check's words or an attack's, and the
 * buttons the world shows (one Roll, or Disadvantage, Normal and Advantage with `useAdvantageDisadvantage`).
 */
export const sfrpgCalculatorPage = {
  id: "sfrpg",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    { name: "bonus", kind: "number", label: `${KEY}.Bonus`, initial: "8" },
    { name: "value", kind: "number", label: `${KEY}.Value`, initial: "18" },
    {
      name: "kind",
      kind: "choice",
      label: `${KEY}.Kind`,
      initial: "attack",
      options: [
        { value: "attack", label: `${KEY}.Attack` },
        { value: "check", label: `${KEY}.Check` },
      ],
    },
    {
      name: "buttons",
      kind: "choice",
      label: `${KEY}.Buttons`,
      initial: "advantage",
      options: [
        { value: "advantage", label: `${KEY}.WithAdvantage` },
        { value: "plain", label: `${KEY}.Plain` },
      ],
    },
  ],
} as const satisfies SystemCalculatorPage;
