import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";
import { DEGREE_LABELS } from "./degree-labels";

const KEY = "INDIE_DICE.Calculator.Pf2e";

/**
 * Pathfinder 2e's view of the web calculator (docs/systems-pf2e.md "In the web calculator"): what its
 * `CheckModifiersDialog` reads from the check — the total modifier, the DC, and the fate radios' fortune, normal or
 * misfortune (their words the dialog's figures use) — as fields.
 */
export const pf2eCalculatorPage = {
  id: "pf2e",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    { name: "modifier", kind: "number", label: `${KEY}.Modifier`, initial: "10" },
    { name: "dc", kind: "number", label: `${KEY}.DC`, hint: `${KEY}.DCHint`, initial: "20" },
    {
      name: "fate",
      kind: "choice",
      label: `${KEY}.Fate`,
      initial: "normal",
      options: Object.entries(DEGREE_LABELS.choices).map(([value, label]) => ({ value, label })),
    },
  ],
} as const satisfies SystemCalculatorPage;
