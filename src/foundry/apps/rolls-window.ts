/**
 * A character's Rolls window (docs/characters.md "The Rolls window"): its saved rolls with their summaries and exact
 * chances, read with the character's numbers as they are now. A roll's button opens its dialog filled (Shift: rolls at
 * once); a row dragged to the hotbar becomes a macro (src/foundry/saved-rolls/hotbar.ts); owners and the GM add
 * (New roll: the rule-set picker, then a dialog whose *Save as…* keeps it), reorder and delete. One window per
 * actor; it redraws when the actor changes, so a saved roll or a changed skill shows at once.
 */
import { buildRollsWindow } from "../../ui/saved-rolls/rolls-window-model";
import type { SavedRollsApi } from "../types/saved-rolls-api";
import type { DialogsApi } from "../types/dialogs";
import { readDialogSettings, showsOdds } from "../dialog-settings";
import { HandlebarsApplicationBase } from "./form-application";
import { MODULE_ID } from "../module-id";
import { notifyError, notifyKey } from "../notify";
import { savedRollDragData } from "../saved-rolls/hotbar";
import { focusReturner } from "../../ui/dom/return-focus";
import { isElement, namedField, shiftHeld } from "../../ui/dom/elements";
import { openRollsWindowOf, rollsWindowId } from "./rolls-window-lookup";

const TEMPLATE = `modules/${MODULE_ID}/templates/apps/saved-rolls.hbs`;
/** The prompts a saved roll's buttons open: its new name, and whether to delete it. */
const RENAME_TEMPLATE = `modules/${MODULE_ID}/templates/dialogs/rename-roll.hbs`;
const QUESTION_TEMPLATE = `modules/${MODULE_ID}/templates/dialogs/question.hbs`;

interface Wiring {
  readonly savedRolls: () => SavedRollsApi;
  readonly dialogs: () => DialogsApi;
}

/** Opens the actor's Rolls window, or brings its open one to the front (a forced render does). */
export async function openRollsWindow(actor: Actor.Implementation, wiring: Wiring): Promise<void> {
  const open = openRollsWindowOf(actor);
  if (open) {
    await open.render({ force: true });
    return;
  }
  await new RollsWindow(actor, wiring).render({ force: true });
}

class RollsWindow extends HandlebarsApplicationBase {
  static override DEFAULT_OPTIONS = {
    classes: ["indie-dice", "saved-rolls-window"],
    window: { icon: "fa-solid fa-list-check", resizable: true },
    position: { width: 560, height: "auto" },
    actions: {
      openSavedRoll: RollsWindow.#onOpen,
      rollSavedNow: RollsWindow.#onRollNow,
      moveSavedRoll: RollsWindow.#onMove,
      renameSavedRoll: RollsWindow.#onRename,
      deleteSavedRoll: RollsWindow.#onDelete,
      newSavedRoll: RollsWindow.#onNew,
    },
  };

  static override PARTS = { body: { template: TEMPLATE, scrollable: [".indie-dice-saved-list"] } };

  readonly #actor: Actor.Implementation;
  readonly #wiring: Wiring;

  constructor(actor: Actor.Implementation, wiring: Wiring) {
    super({ id: rollsWindowId(actor) });
    this.#actor = actor;
    this.#wiring = wiring;
  }

  get actor(): Actor.Implementation {
    return this.#actor;
  }

  override get title(): string {
    return game.i18n.format("INDIE_DICE.SavedRolls.Title", { actor: this.#actor.name ?? "" });
  }

  /** The window's view model, as the template draws it (tests read it too). */
  get view() {
    const api = this.#wiring.savedRolls();
    const input = {
      actorName: this.#actor.name ?? "",
      rolls: api.list(this.#actor),
      problem: api.problem(this.#actor),
      rollData: this.#actor.getRollData(),
      canEdit: this.#actor.isOwner,
    };
    return buildRollsWindow(input, { i18n: game.i18n, settings: readDialogSettings(), showOdds: showsOdds() });
  }

  override async _prepareContext(options: unknown): Promise<Record<string, unknown>> {
    const context = await super._prepareContext(options);
    return { ...context, view: this.view, idPrefix: this.id };
  }

  /** Each render's rows are made draggable anew, as Foundry's own sheets do (ActorSheetV2#_onRender). */
  override _onRender(context: unknown, options: { isFirstRender?: boolean }): void {
    super._onRender(context, options);
    const { DragDrop } = foundry.applications.ux;
    new DragDrop.implementation({
      dragSelector: "[data-saved-roll]",
      callbacks: { dragstart: (event: DragEvent) => this.#onDragStart(event) },
    }).bind(this.element);
  }

  /** A row dragged to the hotbar carries what its macro needs (Foundry's Hotbar reads it as JSON text). */
  #onDragStart(event: DragEvent): void {
    const row = isElement(event.currentTarget) ? event.currentTarget.closest<HTMLElement>("[data-saved-roll]") : null;
    const roll =
      row &&
      this.#wiring
        .savedRolls()
        .list(this.#actor)
        .find((saved) => saved.id === row.dataset.savedRoll);
    if (!roll || !event.dataTransfer) return;
    event.dataTransfer.setData("text/plain", JSON.stringify(savedRollDragData(this.#actor, roll)));
  }

  #rollId(target: HTMLElement): string | null {
    return target.closest<HTMLElement>("[data-saved-roll]")?.dataset.savedRoll ?? null;
  }

  /** Runs an action, telling the user why it was refused (a refusal changes nothing). */
  async #attempt(run: () => Promise<unknown>): Promise<void> {
    try {
      await run();
    } catch (error) {
      notifyError("error", error);
    }
  }

  static async #onOpen(this: RollsWindow, event: Event, target: HTMLElement): Promise<void> {
    const id = this.#rollId(target);
    const fastForward = shiftHeld(event);
    if (id) await this.#attempt(() => this.#wiring.savedRolls().roll(this.#actor, id, { fastForward }));
  }

  static async #onRollNow(this: RollsWindow, _event: Event, target: HTMLElement): Promise<void> {
    const id = this.#rollId(target);
    if (id) await this.#attempt(() => this.#wiring.savedRolls().roll(this.#actor, id, { fastForward: true }));
  }

  static async #onMove(this: RollsWindow, _event: Event, target: HTMLElement): Promise<void> {
    const id = this.#rollId(target);
    const ids = this.#wiring
      .savedRolls()
      .list(this.#actor)
      .map((roll) => roll.id);
    const from = id === null ? -1 : ids.indexOf(id);
    const to = from + Number(target.dataset.step ?? 0);
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    await this.#attempt(() => this.#wiring.savedRolls().reorder(this.#actor, ids));
    // The moved roll keeps the focus, so the arrows can be pressed again.
    this.element
      .querySelector<HTMLElement>(
        `[data-saved-roll="${CSS.escape(id!)}"] ` +
          `[data-action="moveSavedRoll"][data-step="${target.dataset.step}"]:not([disabled])`,
      )
      ?.focus();
  }

  /** Asks the new name (the old one filled in), then renames; a bad name is refused and changes nothing. */
  static async #onRename(this: RollsWindow, _event: Event, target: HTMLElement): Promise<void> {
    const id = this.#rollId(target);
    const roll = this.#wiring
      .savedRolls()
      .list(this.#actor)
      .find((saved) => saved.id === id);
    if (!roll) return;
    const content = await foundry.applications.handlebars.renderTemplate(RENAME_TEMPLATE, {
      label: game.i18n.localize("INDIE_DICE.SavedRolls.RenameLabel"),
      name: roll.name,
    });
    const giveFocusBack = focusReturner(target.ownerDocument);
    const name = await foundry.applications.api.DialogV2.prompt({
      window: { title: "INDIE_DICE.SavedRolls.RenameTitle", icon: "fa-solid fa-pen" },
      content,
      ok: {
        label: "INDIE_DICE.SavedRolls.RenameButton",
        callback: (_event: Event, button: HTMLButtonElement) =>
          (button.form ? namedField(button.form, "name")?.value : undefined) ?? null,
      },
      rejectClose: false,
      close: () => giveFocusBack(),
    });
    if (typeof name !== "string" || name.trim() === roll.name) return;
    await this.#attempt(async () => {
      const renamed = await this.#wiring.savedRolls().rename(this.#actor, roll.id, name);
      notifyKey("info", "INDIE_DICE.SavedRolls.Renamed", { name: renamed.name });
    });
  }

  static async #onDelete(this: RollsWindow, _event: Event, target: HTMLElement): Promise<void> {
    const id = this.#rollId(target);
    const roll = this.#wiring
      .savedRolls()
      .list(this.#actor)
      .find((saved) => saved.id === id);
    if (!roll) return;
    const question = game.i18n.format("INDIE_DICE.SavedRolls.DeleteConfirm", {
      name: roll.name,
      actor: this.#actor.name ?? "",
    });
    const content = await foundry.applications.handlebars.renderTemplate(QUESTION_TEMPLATE, { text: question });
    const giveFocusBack = focusReturner(target.ownerDocument);
    const confirmed = await foundry.applications.api.DialogV2.confirm({
      window: { title: "INDIE_DICE.SavedRolls.DeleteTitle", icon: "fa-solid fa-trash" },
      content,
      rejectClose: false,
      close: () => giveFocusBack(),
    });
    if (confirmed !== true) return;
    await this.#attempt(async () => {
      await this.#wiring.savedRolls().remove(this.#actor, roll.id);
      notifyKey("info", "INDIE_DICE.SavedRolls.Deleted", { name: roll.name });
    });
  }

  static async #onNew(this: RollsWindow): Promise<void> {
    await this.#attempt(() => this.#wiring.dialogs().pick({ actor: this.#actor }));
  }
}
