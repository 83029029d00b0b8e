/**
 * The web calculator's Damage view (docs/damage.md "In the web calculator"): a damage formula and its type, the
 * critical rule of a system, and one target's hit points and adjustments, drawn as a game system's view is
 * (calculator/system-panels.ts: a field each, the link holding each as `p.<name>`). The critical rules, the target's
 * rules and their fields are the systems' own, each declared in its folder (`SystemDamagePage`); a target of no
 * system's rules takes the roll as it is. The page alone: its answer, which needs the engine, is the systems' lazy
 * script's (damage-calculator.ts).
 */
import { PLAIN_TARGET } from "../../core/damage/damage-question";
import type { SystemCalculatorField, SystemCalculatorPage, SystemDamagePage } from "../systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.Damage";

/** The view's id: its tab's and the link's `view=damage`. */
export const DAMAGE_VIEW = "damage";

/** The Damage view's page, its choices and adjustments those of `systems` (in the order of the systems' tabs). */
export function damageCalculatorPage(
  systems: readonly SystemDamagePage[],
): SystemCalculatorPage & { readonly id: typeof DAMAGE_VIEW } {
  const criticals = systems.flatMap((system) => system.criticals);
  const fields: SystemCalculatorField[] = [
    { name: "formula", kind: "text", label: `${KEY}.Formula`, hint: `${KEY}.FormulaHint`, initial: "1d8 + 3" },
    { name: "type", kind: "text", label: `${KEY}.Type`, hint: `${KEY}.TypeHint`, initial: "slashing" },
    {
      name: "critical",
      kind: "choice",
      label: `${KEY}.Critical`,
      initial: criticals[0]?.value ?? "",
      options: criticals,
    },
    { name: "extraDice", kind: "number", label: `${KEY}.ExtraDice`, hint: `${KEY}.ExtraDiceHint`, initial: "0" },
    { name: "bonus", kind: "text", label: `${KEY}.Bonus`, hint: `${KEY}.BonusHint`, initial: "" },
    {
      name: "rules",
      kind: "choice",
      label: `${KEY}.Rules`,
      initial: PLAIN_TARGET,
      options: [
        { value: PLAIN_TARGET, label: `${KEY}.NoAdjustments` },
        ...systems.map((system) => ({ value: system.id, label: system.label })),
      ],
    },
    { name: "hp", kind: "number", label: `${KEY}.HitPoints`, hint: `${KEY}.HitPointsHint`, initial: "9" },
    { name: "temp", kind: "number", label: `${KEY}.Temp`, initial: "0" },
    ...systems.flatMap((system) =>
      system.fields.map((field) => ({ ...field, shownWith: { field: "rules", values: [system.id] } })),
    ),
  ];
  return { id: DAMAGE_VIEW, title: `${KEY}.Title`, hint: `${KEY}.Hint`, fields };
}
