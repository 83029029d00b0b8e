import { formatWith, type Translator } from "../translator";

/**
 * Why a card's button is greyed for this viewer, as its tooltip: a disabled button otherwise says nothing about
 * why. Null for a button that is not disabled. The templates put it in `data-tooltip-text`, which Foundry shows as
 * text (a `data-tooltip` is read as HTML), so a character's name stays a name.
 */
export type DisabledReason = "NotYours" | "GMEnds" | "GMCloses" | "TieBreak" | "Gift";

export function disabledReason(
  i18n: Translator,
  disabled: boolean,
  reason: DisabledReason,
  data: Readonly<Record<string, string>> = {},
): string | null {
  return disabled ? formatWith(i18n, `INDIE_DICE.Disabled.${reason}`, data) : null;
}
