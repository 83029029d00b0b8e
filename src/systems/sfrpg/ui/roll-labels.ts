import type { SystemLabels } from "../../../ui/systems/system-odds-view";

const KEY = "INDIE_DICE.SystemOdds.Sfrpg";

/** What a roll is judged against, as the system's chat tag names it (`SFRPG.Items.Action.ActionTarget.*`, or DC). */
type SfrpgValueKind = "kac" | "kac8" | "eac" | "ac5" | "ac15" | "dc";

const AGAINST: Readonly<Record<SfrpgValueKind, string>> = {
  kac: `${KEY}.AgainstKAC`,
  kac8: `${KEY}.AgainstKAC8`,
  eac: `${KEY}.AgainstEAC`,
  ac5: `${KEY}.AgainstAC`,
  ac15: `${KEY}.AgainstAC`,
  dc: `${KEY}.AgainstDC`,
};

const isKind = (id: unknown): id is SfrpgValueKind => typeof id === "string" && Object.hasOwn(AGAINST, id);

/** The kind of a value: an action target's (kac, eac…) where the roll has one, else the DC. */
export function valueKindOf(actionTarget: unknown): SfrpgValueKind {
  return isKind(actionTarget) ? actionTarget : "dc";
}

/**
 * The words of Starfinder's figures (docs/systems-sfrpg.md "The figures"): a hit for an attack, a success for a check
 * or a save (addRollSuccessTag's own pair, dice.js:1074-1077); the natural 20 and 1; the buttons as the dialog names
 * them — its one button is "Roll" where advantage is not in use.
 */
export function sfrpgLabels(attack: boolean, kind: SfrpgValueKind, single: boolean): SystemLabels {
  return {
    choices: {
      disadvantage: `${KEY}.Disadvantage`,
      normal: single ? `${KEY}.Roll` : `${KEY}.Normal`,
      advantage: `${KEY}.Advantage`,
    },
    outcomes: {
      success: attack ? `${KEY}.Hit` : `${KEY}.Success`,
      critical: attack ? `${KEY}.CriticalHit` : `${KEY}.CriticalSuccess`,
      fumble: `${KEY}.Fumble`,
    },
    target: AGAINST[kind],
  };
}
