import { formatWith, type Translator } from "../translator";

/**
 * Why a card's button is greyed for this viewer, as its tooltip (`data-tooltip`): a disabled button otherwise says
 * nothing about why. Null for a button that is not disabled.
 */
export type DisabledReason = "NotYours" | "GMEnds" | "GMCloses" | "TieBreak" | "Gift";

export function disabledReason(i18n: Translator, disabled: boolean, reason: DisabledReason, data: Readonly<Record<string, string>> = {}): string | null {
  return disabled ? formatWith(i18n, `INDIE_DICE.Disabled.${reason}`, data) : null;
}
