/**
 * pf2e's DamageModifierDialog (src/module/system/damage/modifier-dialog.ts, the stored copy `extends
 * fav1.api.Application` with `formulaData` and `degree`) and its template (damage-modifier-dialog.hbs here says
 * what of it):
 * - constructor({formulaData, context}): the base damage type (the first base entry's, else untyped), `degree` the
 *   index of `context.outcome` among the degrees (success when none); the modifiers and dice enabled at the start
 *   remembered (`hideIfDisabled` hides only one the system disabled);
 * - options: the template, classes roll-modifiers-dialog, damage-dialog and dialog, a pop-out 440 wide; the title
 *   "Damage Roll", or "Critical Damage Roll" on a critical;
 * - getData: the modifiers and the dice a critical-only one listed only on a critical (a die that only overrides
 *   another not listed), each with its index in formulaData; the roll modes and the one chosen (the context's, else
 *   the chat bar's); whether the user shows damage dialogs; the formula `createDamageFormula(formulaData, degree)`;
 * - listeners: the Roll button sets `isRolled` and closes; a modifier's checkbox sets its `ignored` and applies the
 *   stacking rules (persistent and other modifiers apart), a die's sets its `ignored` and `enabled`; each renders
 *   again; the add-modifier button pushes a damage modifier (value 1 when empty; zero or not a number refused by a
 *   notification) of the chosen type, damage type and category, and renders again; the add-dice button pushes dice
 *   (count 1 when empty; below 1 refused) of the chosen faces, category and damage type, and renders again; the
 *   roll-mode select sets `context.rollMode` without a render (a value that is no roll mode throws); the
 *   show-dialogs checkbox writes the user's `flags.pf2e.settings.showDamageDialogs`;
 * - resolve(): renders and resolves with whether Roll was pressed once the dialog closes; the first render focuses
 *   the Roll button.
 * Not emulated: the icons, the type labels, the override rows, the base formula's rendering.
 */
import { Application, type ApplicationV1Options, type JQueryDouble } from "../../applications/application-v1";
import { applyStackingRules, type ModifierType } from "./modifiers";
import { chatBarMode, rollModes } from "./check-settings";
import { notifications } from "../kit/globals";
import {
  createDamageFormula,
  DamageDicePF2e,
  DamageModifierPF2e,
  showDamageDialogs,
  type DamageCategory,
  type DamageFormulaData,
} from "./damage-formula";

const DEGREE_OF_SUCCESS_STRINGS = ["criticalFailure", "failure", "success", "criticalSuccess"];
const MODIFIER_TYPES: readonly ModifierType[] = [
  "ability",
  "circumstance",
  "item",
  "potency",
  "proficiency",
  "status",
  "untyped",
];
const CATEGORIES: readonly DamageCategory[] = ["persistent", "precision", "splash"];
const categoryOf = (value: string | undefined): DamageCategory | null =>
  CATEGORIES.find((category) => category === value) ?? null;
/** CONFIG.PF2E.damageTypes, sorted, in the double's English (pf2e's are localization keys). */
const DAMAGE_TYPES = Object.fromEntries(
  ["acid", "bleed", "bludgeoning", "cold", "electricity", "fire", "force", "mental", "piercing", "poison", "slashing"]
    .concat(["sonic", "spirit", "untyped", "vitality", "void"])
    .map((type) => [type, type.charAt(0).toUpperCase() + type.slice(1)]),
);

export interface DamageDamageContext {
  type?: string;
  sourceType?: string;
  self?: { actor: unknown; token?: unknown; item?: unknown } | null;
  target?: { actor: unknown; token?: unknown } | null;
  outcome?: string | null;
  options: Set<string>;
  domains?: string[];
  rollMode?: string;
  skipDialog?: boolean;
  createMessage?: boolean;
  [key: string]: unknown;
}

export class DamageModifierDialog extends Application {
  formulaData: DamageFormulaData;
  context: DamageDamageContext;
  baseDamageType: string;
  degree: number;
  isRolled = false;
  #resolve?: (value: boolean) => void;
  readonly #originallyEnabled: Set<unknown>;

  constructor(params: { formulaData: DamageFormulaData; context: DamageDamageContext }) {
    super();
    this.formulaData = params.formulaData;
    this.context = params.context;
    this.baseDamageType = params.formulaData.base.at(0)?.damageType ?? "untyped";
    this.degree = DEGREE_OF_SUCCESS_STRINGS.indexOf(this.context.outcome ?? "success");
    this.#originallyEnabled = new Set(
      [...this.formulaData.modifiers, ...this.formulaData.dice].filter((entry) => entry.enabled),
    );
  }

  static override get defaultOptions(): ApplicationV1Options {
    return {
      ...super.defaultOptions,
      template: "systems/pf2e/templates/chat/damage/damage-modifier-dialog.hbs",
      classes: ["roll-modifiers-dialog", "damage-dialog", "dialog"],
      popOut: true,
      width: 440,
      height: "auto",
    };
  }

  override get title(): string {
    return game.i18n.localize(
      this.isCritical ? "PF2E.Roll.Dialog.Damage.TitleCritical" : "PF2E.Roll.Dialog.Damage.Title",
    );
  }

  get isCritical(): boolean {
    return this.degree === 3;
  }

  override getData(): Record<string, unknown> {
    const shown = <T extends { critical: boolean | null }>(entries: readonly T[]) =>
      [...entries.entries()].filter(([, entry]) => this.isCritical || !entry.critical);
    const hidden = (entry: { hideIfDisabled: boolean }) => !this.#originallyEnabled.has(entry) && entry.hideIfDisabled;
    return {
      appId: this.id,
      modifiers: shown(this.formulaData.modifiers).map(([idx, m]) => ({
        idx,
        label: m.label,
        type: m.type,
        modifier: m.modifier,
        damageType: m.damageType,
        enabled: m.enabled,
        ignored: m.ignored,
        critical: m.critical,
        hideIfDisabled: hidden(m),
      })),
      dice: shown(this.formulaData.dice)
        .filter(([, d]) => !d.override || d.dieSize || d.diceNumber)
        .map(([idx, d]) => ({
          idx,
          label: d.label,
          damageType: d.damageType,
          diceLabel: `${d.diceNumber}${d.dieSize ?? ""}`,
          enabled: d.enabled,
          ignored: d.ignored,
          critical: d.critical,
        })),
      isCritical: this.isCritical,
      damageTypes: DAMAGE_TYPES,
      damageSubtypes: { persistent: "Persistent", precision: "Precision", splash: "Splash" },
      rollModes: rollModes(),
      rollMode: this.context.rollMode ?? chatBarMode(),
      showDamageDialogs: showDamageDialogs(),
      formula: createDamageFormula(this.formulaData, this.degree)?.formula ?? "0",
    };
  }

  override activateListeners($html: JQueryDouble): void {
    const html = $html[0];
    if (!html) return;
    html.querySelector<HTMLButtonElement>("button.roll")?.addEventListener("click", () => {
      this.isRolled = true;
      void this.close();
    });
    for (const checkbox of html.querySelectorAll<HTMLInputElement>(".modifier-container input[type=checkbox]"))
      checkbox.addEventListener("click", () => this.#toggle(checkbox));
    const addModifier = html.querySelector<HTMLButtonElement>("button.add-modifier");
    addModifier?.addEventListener("click", () => this.#addModifier(addModifier.parentElement));
    const addDice = html.querySelector<HTMLButtonElement>("button.add-dice");
    addDice?.addEventListener("click", () => this.#addDice(addDice.parentElement));
    const rollMode = html.querySelector<HTMLSelectElement>("select[name=rollmode]");
    rollMode?.addEventListener("change", () => {
      if (!Object.keys(rollModes()).includes(rollMode.value)) throw new Error("PF2e System | Unexpected roll mode");
      this.context.rollMode = rollMode.value;
    });
    const toggle = html.querySelector<HTMLInputElement>("input[data-action=change-show-default]");
    toggle?.addEventListener("click", async () => {
      await Reflect.apply(game.user.update, game.user, [{ "flags.pf2e.settings.showDamageDialogs": toggle.checked }]);
    });
  }

  #toggle(checkbox: HTMLInputElement): void {
    const modifier = this.formulaData.modifiers[Number(checkbox.dataset.modifierIndex)];
    const die = this.formulaData.dice[Number(checkbox.dataset.diceIndex)];
    if (checkbox.dataset.modifierIndex !== undefined && modifier) {
      modifier.ignored = !checkbox.checked;
      this.#applyStackingRules();
    } else if (die) {
      die.ignored = !checkbox.checked;
      die.enabled = checkbox.checked;
    }
    this.render();
  }

  #applyStackingRules(): void {
    const { modifiers } = this.formulaData;
    applyStackingRules(modifiers.filter((m) => m.category !== "persistent"));
    applyStackingRules(modifiers.filter((m) => m.category === "persistent"));
  }

  #addModifier(parent: HTMLElement | null): void {
    const field = (selector: string) => parent?.querySelector<HTMLInputElement | HTMLSelectElement>(selector)?.value;
    const value = Number(field(".add-modifier-value") || 1);
    const type = MODIFIER_TYPES.find((known) => known === field(".add-modifier-type"));
    if (!type) throw new Error("PF2e System | Unexpected invalid modifier type");
    const errors: string[] = [];
    if (Number.isNaN(value)) errors.push("A modifier's value has to be a number.");
    else if (value === 0) errors.push("A modifier's value cannot be zero.");
    const label =
      String(field(".add-modifier-name")).trim() ||
      game.i18n.localize(value < 0 ? `PF2E.PenaltyLabel.${type}` : `PF2E.BonusLabel.${type}`);
    if (errors.length > 0) return void notifications().error(errors.join(" "));
    const category = categoryOf(field(".add-modifier-category"));
    this.formulaData.modifiers.push(
      new DamageModifierPF2e({
        label,
        modifier: value,
        type,
        damageType: field(".add-modifier-damage-type") || null,
        damageCategory: category,
      }),
    );
    this.#applyStackingRules();
    this.render();
  }

  #addDice(parent: HTMLElement | null): void {
    const field = (selector: string) => parent?.querySelector<HTMLInputElement | HTMLSelectElement>(selector)?.value;
    const count = Number(field(".add-dice-count") || 1);
    const picked = field(".add-dice-category") || undefined;
    const category = categoryOf(picked);
    const type = field(".add-dice-type") || null;
    if (Number.isNaN(count)) return void notifications().error("The count of dice has to be a number.");
    if (count < 1) return void notifications().error("The count of dice has to be one or more.");
    if (picked !== undefined && category === null)
      return void notifications().error(`Unknown damage category: ${picked}.`);
    const label = String(field(".add-dice-name")).trim() || game.i18n.localize("PF2E.Roll.Dialog.Damage.ExtraDice");
    this.formulaData.dice.push(
      new DamageDicePF2e({
        slug: `${label}-${type}`.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-"),
        label,
        category,
        diceNumber: count,
        dieSize: field(".add-dice-faces") ?? "d4",
        damageType: type,
      }),
    );
    this.render();
  }

  /** Show the dialog; resolves with whether Roll was pressed, once it closes. */
  resolve(): Promise<boolean> {
    this.render(true);
    return new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  override async close(options?: { force?: boolean }): Promise<void> {
    this.#resolve?.(this.isRolled);
    await super.close(options);
  }

  override _injectHTML($html: JQueryDouble): void {
    super._injectHTML($html);
    $html[0]?.querySelector<HTMLElement>("button.roll")?.focus();
  }
}
