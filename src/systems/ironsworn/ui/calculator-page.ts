import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.Ironsworn";

/** Where a roll comes from, as the system treats its momentum: a stat's roll, a move's, a progress roll. */
export const IRON_KINDS = ["stat", "move", "progress"] as const;

/** A die an action roll showed, typed in after it (empty before): a field of action rolls only. */
function shownDie(name: string, label: string) {
  const actionRolls = { field: "kind", values: ["stat", "move"] };
  return { name, kind: "number", label, hint: `${KEY}.ShownHint`, initial: "", shownWith: actionRolls } as const;
}

/**
 * Ironsworn's view of the web calculator (docs/systems-ironsworn.md "In the web calculator"): what its pre-roll dialog
 * rolls — a stat's or a move's action roll, or a progress roll — the stat or progress score, the adds, and momentum;
 * after an action roll, the dice it showed (optional).
 */
export const ironswornCalculatorPage = {
  id: "ironsworn",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    {
      name: "kind",
      kind: "choice",
      label: `${KEY}.Kind`,
      initial: "stat",
      options: [
        { value: "stat", label: `${KEY}.Stat` },
        { value: "move", label: `${KEY}.Move` },
        { value: "progress", label: `${KEY}.Progress` },
      ],
    },
    { name: "score", kind: "number", label: `${KEY}.Score`, initial: "2" },
    { name: "adds", kind: "number", label: `${KEY}.Adds`, initial: "0" },
    { name: "momentum", kind: "number", label: `${KEY}.Momentum`, hint: `${KEY}.MomentumHint`, initial: "2" },
    // After an action roll (docs/systems-ironsworn.md "In the web calculator"): the dice it showed, for the burn.
    shownDie("actionDie", `${KEY}.ActionDie`),
    shownDie("challengeDie1", `${KEY}.ChallengeDie1`),
    shownDie("challengeDie2", `${KEY}.ChallengeDie2`),
  ],
} as const satisfies SystemCalculatorPage;
