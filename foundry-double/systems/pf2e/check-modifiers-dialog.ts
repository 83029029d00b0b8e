/**
 * pf2e's CheckModifiersDialog (src/module/system/check/dialog.ts at 1566d666, `extends fav1.api.Application`; the
 * later stored copy, with the template under SYSTEM_ROOT, is the same dialog) and its template
 * (static/templates/chat/check-modifiers-dialog.hbs: the structure of the stored copy at 10630ae, with the
 * substitutions drawn from the newer dialog's data — `selected`, and disabled when not `toggleable`):
 * - constructor(check, resolve, context): the title is the context's (its text, without an action glyph) or the
 *   check's slug; the modifiers enabled at the start are remembered (`hideIfDisabled` hides only one the system
 *   disabled, not one the user turned off).
 * - options: the template, classes roll-modifiers-dialog, dice-checks and dialog, a pop-out 380 wide.
 * - getData: the modifiers, the total modifier, the roll modes and the one chosen (`context.rollMode`, "roll" read
 *   as the chat bar's), whether the user shows check dialogs (UserPF2e `settings.showCheckDialogs`), the
 *   substitutions resolved (a required one selected; none toggleable while another of its fortune or misfortune is
 *   required), and fortune / none / misfortune from `context.rollTwice`.
 * - listeners: the Roll button resolves true and closes; a substitution's checkbox selects it (or not), writes the
 *   `substitute:<slug>` roll options, recalculates the total with the context's options and renders again; a
 *   modifier's checkbox sets its `ignored`, recalculates and renders again; the add-modifier button pushes a new
 *   modifier (value 1 when empty; a zero or a non-number refused with an error notification) and renders again; a
 *   fate radio sets `context.rollTwice` to its value (false for "") and does not render again; the roll-mode select
 *   (`select[name=rollmode]`) sets `context.rollMode` (a value that is no roll mode throws) without a render; the
 *   show-dialogs checkbox (`input[data-action=change-show-default]`) writes the user's
 *   `flags.pf2e.settings.showCheckDialogs`, which the next check reads.
 * - close resolves false unless the Roll button resolved it; the first render focuses the Roll button.
 * The roll modes on v14: 8.x's own reading was not seen (no tagged 8.x copy of dialog.ts); 1566d666 lists
 * `CONFIG.Dice.rollModes` and reads `core.rollMode`, which v14 deprecates, so on v14 the double lists v14's own
 * modes (`CONFIG.ChatMessage.modes`, `core.messageMode`) — an assumption, not a reading. The template of 1566d666
 * was not stored: where the select and the checkbox sit, and their words, are the double's own; so are the
 * add-modifier refusals' words (pf2e's two, joined by a space, as notifications). Not emulated: the settings header
 * menu of older releases. English text is the double's own (systems/pf2e/index.ts).
 */
import { Application, type ApplicationV1Options, type JQueryDouble } from "../../applications/application-v1";
import { ModifierPF2e, type ModifierType, type StatisticModifier } from "./modifiers";
import type { CheckDC, DegreeAdjustmentsRecord } from "./degree-of-success";
import type { Predicate } from "./predication";
import { chatBarMode, rollModes, showCheckDialogs } from "./check-settings";
import { notifications } from "../kit/globals";

export type RollTwiceOption = "keep-higher" | "keep-lower" | false;

export interface RollSubstitution {
  slug: string;
  label: string;
  value: number;
  required: boolean;
  selected: boolean;
  effectType: "fortune" | "misfortune";
  predicate?: Predicate;
}

export interface CheckCheckContext {
  type?: string;
  identifier?: string | null;
  title?: string;
  actor?: unknown;
  token?: unknown;
  item?: unknown;
  origin?: { actor: unknown; token?: unknown; self?: boolean; [key: string]: unknown } | null;
  target?: { actor: unknown; token?: unknown; [key: string]: unknown } | null;
  options?: Set<string>;
  rollTwice?: RollTwiceOption;
  substitutions?: RollSubstitution[];
  dc?: CheckDC | null;
  dosAdjustments?: { adjustments: DegreeAdjustmentsRecord; predicate?: Predicate }[];
  skipDialog?: boolean;
  createMessage?: boolean;
  isReroll?: boolean;
  outcome?: string | null;
  unadjustedOutcome?: string | null;
  [key: string]: unknown;
}

const MODIFIER_TYPES = new Set(["ability", "circumstance", "item", "potency", "proficiency", "status", "untyped"]);

export class CheckModifiersDialog extends Application {
  check: StatisticModifier;
  context: CheckCheckContext;
  resolve: (value: boolean) => void;
  isResolved = false;
  readonly #originallyEnabled: Set<ModifierPF2e>;

  constructor(
    check: StatisticModifier,
    resolve: (value: boolean) => void,
    context: CheckCheckContext = { options: new Set() },
  ) {
    const title = ((): string => {
      const maybeWithHTML = context.title?.trim() || check.slug;
      if (!maybeWithHTML.includes("<")) return maybeWithHTML.trim();
      const div = document.createElement("div");
      div.innerHTML = maybeWithHTML;
      div.querySelector(".action-glyph, .pf2-icon")?.remove();
      return (div.textContent ?? "").trim();
    })();
    super({ title });
    this.check = check;
    this.resolve = resolve;
    this.context = context;
    this.#originallyEnabled = new Set(check.modifiers.filter((m) => m.enabled));
  }

  static override get defaultOptions(): ApplicationV1Options {
    return {
      ...super.defaultOptions,
      template: "systems/pf2e/templates/chat/check-modifiers-dialog.hbs",
      classes: ["roll-modifiers-dialog", "dice-checks", "dialog"],
      popOut: true,
      width: 380,
      height: "auto",
    };
  }

  override getData(): Record<string, unknown> {
    const fortune = this.context.rollTwice === "keep-higher";
    const misfortune = this.context.rollTwice === "keep-lower";
    return {
      appId: this.id,
      modifiers: this.check.modifiers.map((m) => ({
        ...m.toObject(),
        hideIfDisabled: !this.#originallyEnabled.has(m) && m.hideIfDisabled,
      })),
      totalModifier: this.check.totalModifier,
      rollModes: rollModes(),
      rollMode: this.context.rollMode === "roll" ? chatBarMode() : this.context.rollMode,
      showCheckDialogs: showCheckDialogs(),
      substitutions: this.#resolveSubstitutions(),
      fortune,
      none: fortune === misfortune,
      misfortune,
    };
  }

  #resolveSubstitutions(): (RollSubstitution & { toggleable: boolean })[] {
    const substitutions = (this.context.substitutions ??= []);
    const hasRequired = {
      fortune: substitutions.some((s) => s.required && s.effectType === "fortune"),
      misfortune: substitutions.some((s) => s.required && s.effectType === "misfortune"),
    };
    return substitutions.map((substitution) => {
      const toggleable = !hasRequired[substitution.effectType];
      const selected = substitution.required ? true : substitution.selected && toggleable;
      return { ...substitution, selected, toggleable };
    });
  }

  override activateListeners($html: JQueryDouble): void {
    const html = $html[0]!;
    html.querySelector<HTMLButtonElement>("button.roll")?.addEventListener("click", () => {
      this.resolve(true);
      this.isResolved = true;
      void this.close();
    });
    for (const checkbox of html.querySelectorAll<HTMLInputElement>(".substitutions input[type=checkbox]")) {
      checkbox.addEventListener("click", () => this.#toggleSubstitution(checkbox));
    }
    for (const checkbox of html.querySelectorAll<HTMLInputElement>(".modifier-container input[type=checkbox]")) {
      checkbox.addEventListener("click", () => {
        const modifier = this.check.modifiers[Number(checkbox.dataset.modifierIndex)];
        if (modifier) modifier.ignored = !checkbox.checked;
        this.check.calculateTotal();
        this.render();
      });
    }
    const addModifier = html.querySelector<HTMLButtonElement>("button.add-modifier");
    addModifier?.addEventListener("click", () => this.#addModifier(addModifier));
    for (const radio of html.querySelectorAll<HTMLInputElement>(".fate input[type=radio]")) {
      radio.addEventListener("click", () => {
        this.context.rollTwice = (radio.value || false) as RollTwiceOption;
      });
    }
    const rollMode = html.querySelector<HTMLSelectElement>("select[name=rollmode]");
    rollMode?.addEventListener("change", () => {
      if (!Object.keys(rollModes()).includes(rollMode.value)) throw new Error("PF2e System | Unexpected roll mode");
      this.context.rollMode = rollMode.value;
    });
    const showDialogs = html.querySelector<HTMLInputElement>("input[data-action=change-show-default]");
    showDialogs?.addEventListener("click", async () => {
      await Reflect.apply(game.user.update, game.user, [
        { "flags.pf2e.settings.showCheckDialogs": showDialogs.checked },
      ]);
    });
  }

  #toggleSubstitution(checkbox: HTMLInputElement): void {
    const substitutions = this.context.substitutions ?? [];
    const toggled = substitutions.at(Number(checkbox.dataset.subIndex));
    if (!toggled) return;
    toggled.selected = toggled.required || checkbox.checked;
    const options = (this.context.options ??= new Set());
    for (const substitution of substitutions) {
      const option = `substitute:${substitution.slug}`;
      if (substitution.selected) options.add(option);
      else options.delete(option);
    }
    this.context.substitutions = this.#resolveSubstitutions().map(
      ({ toggleable: _toggleable, ...substitution }) => substitution,
    );
    this.check.calculateTotal(this.context.options);
    this.render();
  }

  #addModifier(button: HTMLButtonElement): void {
    const parent = button.parentElement as HTMLElement;
    const value = Number(parent.querySelector<HTMLInputElement>(".add-modifier-value")?.value || 1);
    const type = String(parent.querySelector<HTMLSelectElement>(".add-modifier-type")?.value);
    let name = String(parent.querySelector<HTMLInputElement>(".add-modifier-name")?.value);
    const errors: string[] = [];
    if (Number.isNaN(value)) errors.push("A modifier's value has to be a number.");
    else if (value === 0) errors.push("A modifier's value cannot be zero.");
    if (!MODIFIER_TYPES.has(type)) throw new Error("PF2e System | Unexpected invalid modifier type");
    if (!name.trim()) name = game.i18n.localize(value < 0 ? `PF2E.PenaltyLabel.${type}` : `PF2E.BonusLabel.${type}`);
    if (errors.length > 0) notifications().error(errors.join(" "));
    else {
      this.check.push(new ModifierPF2e(name, value, type as ModifierType));
      this.render();
    }
  }

  override async close(options?: { force?: boolean }): Promise<void> {
    if (!this.isResolved) this.resolve(false);
    await super.close(options);
  }

  override _injectHTML($html: JQueryDouble): void {
    super._injectHTML($html);
    $html[0]?.querySelector<HTMLElement>("button.roll")?.focus();
  }
}
