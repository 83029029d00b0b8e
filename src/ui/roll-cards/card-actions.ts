import type { CardButtonPresser, CardFollowUp } from "./card-view";
import type { Translator } from "../translator";

/**
 * A button a rule set's roll card offers under its roll, acting on the roll's message (Kaiser's "Roll Fumble
 * Level"): declared once in the rule set's folder, shown by its card model (`cardFollowUp`) and answered by its
 * Foundry descriptor's `cardButtons` (`RollCardButton`, src/foundry/chat/card-buttons.ts; docs/rule-set-authors.md
 * "Buttons on a roll's card").
 */
export interface CardButtonLook {
  /**
   * Its `data-action`. Foundry's ChatLog also dispatches clicks by `data-action` (expandRoll, deleteMessage, …), so
   * it starts with its module's id (`indie-dice-roll-fumble-level`) and never collides with theirs or another's.
   */
  readonly action: string;
  /** The localization key of its words. */
  readonly labelKey: string;
  /** Its Font Awesome classes (`fa-solid fa-dice`). */
  readonly icon: string;
  /**
   * Who may press it: the message's author or a GM (`author`, when absent), or a GM only (`gm`). The others see the
   * card without it (src/foundry/chat/card-context.ts), and a press of theirs is refused.
   */
  readonly pressedBy?: CardButtonPresser;
}

/** The button as the card model shows it, in the card's language, with who may press it when not only its author. */
export function cardFollowUp(i18n: Translator, look: CardButtonLook): CardFollowUp {
  const followUp = { action: look.action, label: i18n.localize(look.labelKey), icon: look.icon };
  return look.pressedBy === undefined ? followUp : { ...followUp, pressedBy: look.pressedBy };
}
