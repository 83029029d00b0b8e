import type { SystemPlaces } from "../../../foundry/systems/system-adapter";

/**
 * Where the figures go in a dnd5e roll dialog (templates/dice/roll-buttons.hbs at 965ad2d): the panel before the
 * buttons part, which dnd5e never draws again alone, and each choice's figure on its button, whose `data-action` is
 * the choice (the d20 dialog's modes, the damage dialog's critical and normal). Null where the part is not drawn.
 */
export function rollDialogPlaces(element: HTMLElement, choices: readonly string[]): SystemPlaces | null {
  const buttons = element.querySelector<HTMLElement>('[data-application-part="buttons"]');
  if (!buttons) return null;
  const found = new Map<string, HTMLElement>();
  for (const choice of choices) {
    const button = buttons.querySelector<HTMLElement>(`button[data-action="${choice}"]`);
    if (button) found.set(choice, button);
  }
  return { panelBefore: buttons, choices: found };
}
