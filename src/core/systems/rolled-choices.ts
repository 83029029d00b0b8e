import type { SystemChoice, SystemOdds } from "./system-odds-types";

/**
 * A message's odds whose choices without words of their own are named by what was rolled (docs/systems.md "No
 * dialog"): a message's reader may never have seen a dialog — the roll skipped it, or another user made it — so a
 * choice's dialog words ("as set") would point at nothing. `label` gives each such choice's words (its index among
 * the choices: a roll against several targets rolls each its own way); a choice named already (a target's name) keeps
 * its name.
 */
export function namedByRoll(odds: SystemOdds, label: (choice: SystemChoice, index: number) => string): SystemOdds {
  const choices = odds.choices.map((choice, index) =>
    choice.label === undefined ? { ...choice, label: label(choice, index) } : choice,
  );
  return { ...odds, choices };
}
