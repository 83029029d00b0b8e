import type { SystemCalculatorPage, SystemDamagePage } from "../../../ui/systems/system-calculator";
import { DEGREE_LABELS } from "./degree-labels";

const KEY = "INDIE_DICE.Calculator.Pf2e";

/** The dialog's fate radios (the labels' other choices are a message's rerolls). */
const FATES = ["fortune", "normal", "misfortune"] as const;

/**
 * Pathfinder 2e's view of the web calculator (docs/systems-pf2e.md "In the web calculator"): what its
 * `CheckModifiersDialog` reads from the check — the total modifier, the DC, and the fate radios' fortune, normal or
 * misfortune (their words the dialog's figures use) — as fields; and after the roll, the d20 a Normal roll showed.
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
      options: FATES.map((value) => ({ value, label: DEGREE_LABELS.choices[value]! })),
    },
    // After the roll (docs/systems-pf2e.md "After the roll"): the d20 a Normal roll showed, for its rerolls' chances.
    { name: "rolled", kind: "number", label: `${KEY}.Rolled`, hint: `${KEY}.RolledHint`, initial: "" },
  ],
} as const satisfies SystemCalculatorPage;

const DAMAGE = `${KEY}.Damage`;

/**
 * Pathfinder 2e's part of the Damage view (docs/damage.md "In the web calculator"): its two critical rules (the
 * default doubled damage, the `critRule` variant's doubled dice), and a target's immunity, weakness and resistance to
 * the damage's type and its hardness. Deadly and fatal dice are the critical bonus.
 */
export const pf2eDamagePage = {
  id: "pf2e",
  label: `${DAMAGE}.Rules`,
  criticals: [
    { value: "pf2eDoubleDamage", label: `${DAMAGE}.DoubleDamage` },
    { value: "pf2eDoubleDice", label: `${DAMAGE}.DoubleDice` },
  ],
  fields: [
    {
      name: "pf2eImmune",
      kind: "choice",
      label: `${DAMAGE}.Immune`,
      initial: "no",
      options: [
        { value: "no", label: `${DAMAGE}.No` },
        { value: "yes", label: `${DAMAGE}.Yes` },
      ],
    },
    { name: "pf2eWeakness", kind: "number", label: `${DAMAGE}.Weakness`, initial: "0" },
    { name: "pf2eResistance", kind: "number", label: `${DAMAGE}.Resistance`, initial: "0" },
    { name: "pf2eHardness", kind: "number", label: `${DAMAGE}.Hardness`, initial: "0" },
  ],
} as const satisfies SystemDamagePage;
