/**
 * The GM's *Change the difficulty* form as plain data for its template (templates/dialogs/difficulty.hbs): its one
 * field's label, localized, and the difficulty the card holds, as text (none: empty).
 */
import type { Translator } from "../translator";

interface DifficultyView {
  /** The field's id; its reason's place is `<id>-error`. */
  readonly id: string;
  readonly label: string;
  readonly value: string;
}

export function difficultyView(i18n: Translator, current: number | null): DifficultyView {
  return {
    id: "indie-dice-difficulty",
    label: i18n.localize("INDIE_DICE.ContextMenu.DifficultyField"),
    value: current === null ? "" : String(current),
  };
}
