import type { SystemLabels } from "../../../ui/systems/system-odds-view";

const KEY = "INDIE_DICE.SystemOdds.CyberpunkRedCore";

/**
 * The words of Cyberpunk RED's figures (docs/systems-cyberpunk-red-core.md "The figures"): the check against the DV
 * typed (beaten, not beaten, a tie apart), the critical success and failure of the first die; without a DV, the
 * chance of beating each DV the core rules name.
 */
export const cpredLabels: SystemLabels = {
  choices: { check: `${KEY}.Check` },
  outcomes: {
    beat: `${KEY}.Beat`,
    fail: `${KEY}.Fail`,
    tie: `${KEY}.Tie`,
    criticalSuccess: `${KEY}.CriticalSuccess`,
    criticalFailure: `${KEY}.CriticalFailure`,
  },
  target: `${KEY}.Target`,
  noTarget: `${KEY}.NoTarget`,
};

/** The words of the GM's DV field under a check's message, and of the line saying whether its total beat it. */
export const CPRED_GM_DV = {
  label: `${KEY}.GmDv`,
  hint: `${KEY}.GmDvHint`,
  share: `${KEY}.GmDvShare`,
  beaten: `${KEY}.GmDvBeaten`,
  notBeaten: `${KEY}.GmDvNotBeaten`,
} as const;

/** The words of the DV field the adapter adds to the dialog. */
export const CPRED_DV_FIELD = { label: `${KEY}.DvField`, hint: `${KEY}.DvHint` } as const;
