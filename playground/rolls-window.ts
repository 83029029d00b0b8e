/**
 * The sample character's Rolls window in the playground, built as the Foundry window is
 * (src/foundry/apps/rolls-window.ts): the module's own template over the same view model. A roll's button
 * opens its dialog filled (Shift: rolls at once); owners reorder and delete (after asking); New roll opens a rule
 * set's dialog, whose *Save as…* keeps it.
 */
import { buildRollsWindow, type RollsWindowView } from "../src/ui/saved-rolls/rolls-window-model";
import type { DialogSettings } from "../src/ui/dialogs";
import type { Translator } from "../src/ui/translator";
import type { PlaygroundCharacter } from "./character";
import type { SavedRoll } from "../src/core/saved-rolls/saved-rolls";
import { listenToWindowControls, part, windowHeader } from "./form-window";
import { renderSavedRolls } from "./templates";

export interface RollsWindowActions {
  /** Opens the roll's dialog filled, or rolls it at once. */
  roll(id: string, fastForward: boolean): void;
  /** Opens the rule-set choice for a new roll. */
  newRoll(): void;
  /** Shows a refusal, or clears it. */
  notice(error: unknown): void;
}

export class RollsWindow {
  readonly element: HTMLFormElement;
  /** No rule set's dialog: the rule-set buttons stay unpressed while it is open. */
  readonly ruleSet = null;
  /** The roll whose deletion is being asked about (the question stands in its row, as Foundry's asks in a dialog). */
  #confirming: string | null = null;
  /** The roll being renamed (its new name is asked in its row, as Foundry asks in a dialog). */
  #renaming: string | null = null;

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
    this.#drawQuestion(i18n);
    this.#drawRename(i18n);
  }

  /** The roll a question is about, and its row as drawn. */
  #asked(id: string | null): { roll?: SavedRoll; row?: HTMLElement } {
    const roll = this.character.rolls.find((saved) => saved.id === id);
    const row = roll && [...this.element.querySelectorAll<HTMLElement>("[data-saved-roll]")].find((li) => li.dataset.savedRoll === roll.id);
    return { roll, row };
  }

  /** A new name for the roll, its old one filled in, with Rename (Enter) and Cancel (Escape). */
  #drawRename(i18n: Translator): void {
    const { roll, row } = this.#asked(this.#renaming);
    if (!roll || !row) return;
    const button = (action: string, key: string) => actionButton(action, i18n.localize(key));
    const form = document.createElement("div");
    form.className = "indie-dice-saved-question";
    const label = document.createElement("label");
    label.textContent = i18n.localize("INDIE_DICE.SavedRolls.RenameLabel");
    const input = document.createElement("input");
    input.type = "text";
    input.name = "renamedRoll";
    input.maxLength = 100;
    input.value = roll.name;
    label.append(" ", input);
    input.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== "Escape") return;
      event.preventDefault();
      event.stopPropagation();
      form.querySelector<HTMLButtonElement>(`[data-action='${event.key === "Enter" ? "confirmRename" : "cancelRename"}']`)?.click();
    });
    form.append(label, button("confirmRename", "INDIE_DICE.SavedRolls.RenameButton"), button("cancelRename", "INDIE_DICE.SavedRolls.DeleteNo"));
    row.after(form);
    input.focus();
    input.select();
  }

  /** "Delete the saved roll …?" with Yes and No, under the roll it asks about; No has the focus, as in Foundry. */
  #drawQuestion(i18n: Translator): void {
    const { roll, row } = this.#asked(this.#confirming);
    if (!roll || !row) return;
    const button = (action: string, key: string) => actionButton(action, i18n.localize(key));
    const question = document.createElement("div");
    question.className = "indie-dice-saved-question";
    question.setAttribute("role", "alertdialog");
    const text = document.createElement("p");
    text.id = `${this.element.id}-question`;
    text.textContent = i18n.format("INDIE_DICE.SavedRolls.DeleteConfirm", { name: roll.name, actor: this.characterName() });
    question.setAttribute("aria-labelledby", text.id);
    question.append(text, button("confirmDelete", "INDIE_DICE.SavedRolls.DeleteYes"), button("cancelDelete", "INDIE_DICE.SavedRolls.DeleteNo"));
    row.after(question);
    question.querySelector<HTMLElement>("[data-action='cancelDelete']")?.focus();
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
      case "renameSavedRoll":
        this.#renaming = id;
        this.#confirming = null;
        this.render();
        return;
      case "confirmRename": {
        const renamed = this.#renaming;
        const name = this.element.querySelector<HTMLInputElement>("input[name='renamedRoll']")?.value ?? "";
        try {
          if (renamed) this.character.rename(renamed, name);
          this.#renaming = null;
          this.actions.notice(null);
        } catch (error) {
          // A refused name stays in front of the user, with why.
          this.actions.notice(error);
          return;
        }
        return this.#redrawFocusing(renamed, "renameSavedRoll");
      }
      case "cancelRename": {
        const kept = this.#renaming;
        this.#renaming = null;
        return this.#redrawFocusing(kept, "renameSavedRoll");
      }
      case "deleteSavedRoll":
        this.#renaming = null;
        this.#confirming = id;
        this.render();
        return;
      case "confirmDelete": {
        const doomed = this.#confirming;
        this.#confirming = null;
        if (doomed) this.#edit(() => this.character.remove(doomed), "[data-action='newSavedRoll']");
        return;
      }
      case "cancelDelete": {
        const kept = this.#confirming;
        this.#confirming = null;
        return this.#redrawFocusing(kept, "deleteSavedRoll");
      }
      default:
        return;
    }
  }

  /** The window drawn again, the focus back on a roll's button (the one that asked). */
  #redrawFocusing(id: string | null, action: string): void {
    this.render();
    this.element.querySelector<HTMLElement>(`[data-saved-roll="${CSS.escape(id ?? "")}"] [data-action="${action}"]`)?.focus();
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

function actionButton(action: string, label: string): HTMLButtonElement {
  const element = document.createElement("button");
  element.type = "button";
  element.dataset.action = action;
  element.textContent = label;
  return element;
}
