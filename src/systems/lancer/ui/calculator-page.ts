import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.Lancer";

/** The rolls the page asks: an attack, a tech attack (no critical), a check or skill trigger (against 10). */
export const LANCER_KINDS = ["attack", "tech", "check"] as const;
export const LANCER_YES_NO = ["no", "yes"] as const;

/**
 * Lancer's view of the web calculator (docs/systems-lancer.md "In the web calculator"): what its accuracy HUD rolls
 * — the kind of roll, the bonus added to the d20, the net accuracy (signed), and for an attack the defence, Spotter
 * and an invisible target.
 */
export const lancerCalculatorPage = {
  id: "lancer",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    {
      name: "kind",
      kind: "choice",
      label: `${KEY}.Kind`,
      initial: "attack",
      options: [
        { value: "attack", label: `${KEY}.Attack` },
        { value: "tech", label: `${KEY}.Tech` },
        { value: "check", label: `${KEY}.Check` },
      ],
    },
    { name: "bonus", kind: "number", label: `${KEY}.Bonus`, initial: "2" },
    { name: "accuracy", kind: "number", label: `${KEY}.Accuracy`, initial: "1" },
    { name: "defence", kind: "number", label: `${KEY}.Defence`, initial: "10" },
    {
      name: "spotter",
      kind: "choice",
      label: `${KEY}.Spotter`,
      initial: "no",
      options: [
        { value: "no", label: `${KEY}.No` },
        { value: "yes", label: `${KEY}.Yes` },
      ],
    },
    {
      name: "invisible",
      kind: "choice",
      label: `${KEY}.Invisible`,
      initial: "no",
      options: [
        { value: "no", label: `${KEY}.No` },
        { value: "yes", label: `${KEY}.Yes` },
      ],
    },
  ],
} as const satisfies SystemCalculatorPage;
