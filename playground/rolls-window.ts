/**
 * The sample character's Rolls window in the playground, built as the Foundry window is
 * (src/foundry/saved-rolls/rolls-window.ts): the module's own template over the same view model. A roll's button
 * opens its dialog filled (Shift: rolls at once); owners reorder and delete (after asking); New roll opens a rule
 * set's dialog, whose *Save as…* keeps it.
 */
import { buildRollsWindow, type RollsWindowView } from "../src/ui/saved-rolls/rolls-window-model";
import type { DialogSettings } from "../src/ui/dialogs";
import type { Translator } from "../src/ui/translator";
import type { PlaygroundCharacter } from "./character";
import { listenToWindowControls, part, windowHeader } from "./form-window";
import { renderSavedRolls } from "./templates";

export interface RollsWindowActions {
  /** Opens the roll's dialog filled, or rolls it at once. */
  roll(id: string, fastForward: boolean): void;
  /** Opens the rule-set choice for a new roll. */
  newRoll(): void;
  /** Asks before a roll is deleted: true to delete. */
  confirmDelete(name: string): boolean;
  /** Shows a refusal, or clears it. */
  notice(error: unknown): void;
}

export class RollsWindow {
  readonly element: HTMLFormElement;
  /** No rule set's dialog: the rule-set buttons stay unpressed while it is open. */
  readonly ruleSet = null;

  constructor(
    private readonly character: PlaygroundCharacter,
    private readonly characterName: () => string,
    private readonly environment: () => { readonly i18n: Translator; readonly settings: DialogSettings; readonly showOdds: boolean },
    private readonly actions: RollsWindowActions,
    private readonly onClose: () => void,
  ) {
    this.element = document.createElement("form");
    this.element.className = "application indie-dice saved-rolls-window";
    this.element.id = "indie-dice-rolls-window";
    this.element.setAttribute("aria-labelledby", `${this.element.id}-title`);
    this.element.addEventListener("submit", (event) => event.preventDefault());
    this.element.addEventListener("click", (event) => this.#onClick(event));
    listenToWindowControls(this.element, () => this.onClose());
  }

  get view(): RollsWindowView {
    const { i18n, settings, showOdds } = this.environment();
    const input = { actorName: this.characterName(), rolls: this.character.rolls, problem: this.character.problem, rollData: this.character.rollData, canEdit: true };
    return buildRollsWindow(input, { i18n, settings, showOdds });
  }

  render(): void {
    const view = this.view;
    const { i18n } = this.environment();
    const content = document.createElement("section");
    content.className = "window-content";
    content.append(part("body", renderSavedRolls({ view, idPrefix: this.element.id })));
    this.element.replaceChildren(windowHeader(`${this.element.id}-title`, view.title, i18n.localize("INDIE_DICE.Dialog.Labels.Close")), content);
  }

  focusFirstField(): void {
    this.element.querySelector<HTMLElement>(".indie-dice-saved-open, [data-action='newSavedRoll']")?.focus();
  }

  #onClick(event: MouseEvent): void {
    const target = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
    const id = target?.closest<HTMLElement>("[data-saved-roll]")?.dataset.savedRoll ?? "";
    switch (target?.dataset.action) {
      case "openSavedRoll":
        return this.actions.roll(id, event.shiftKey);
      case "rollSavedNow":
        return this.actions.roll(id, true);
      case "newSavedRoll":
        return this.actions.newRoll();
      case "moveSavedRoll":
        return this.#edit(() => this.character.move(id, Number(target.dataset.step)), `[data-saved-roll="${CSS.escape(id)}"] [data-action="moveSavedRoll"][data-step="${target.dataset.step}"]`);
      case "deleteSavedRoll": {
        const roll = this.character.rolls.find((saved) => saved.id === id);
        if (roll && this.actions.confirmDelete(roll.name)) this.#edit(() => this.character.remove(id), "[data-action='newSavedRoll']");
        return;
      }
      default:
        return;
    }
  }

  /** An edit, then the window drawn again with the focus where the user can go on. */
  #edit(change: () => void, focus: string): void {
    try {
      change();
      this.actions.notice(null);
    } catch (error) {
      this.actions.notice(error);
    }
    this.render();
    this.element.querySelector<HTMLElement>(`${focus}:not([disabled])`)?.focus();
  }
}
