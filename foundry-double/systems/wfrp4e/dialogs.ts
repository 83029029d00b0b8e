/**
 * The roll dialogs of a WFRP 4e test: warhammer-lib's WarhammerRollDialogV2 (moo-man/WarhammerLibrary-FVTT bcb80ca4,
 * src/apps/roll-dialogV2.js) under wfrp4e's RollDialog and its subclasses (32897839, src/apps/roll-dialog/*.js): a
 * HandlebarsApplicationMixin(ApplicationV2) `form` (:20-35), 600 wide; PARTS `fields`, `specific` (each class's),
 * `footer` (a "Roll" submit, :432-444); the first render moves the fields parts into `.dialog-base > .dialog-fields`
 * (:217-263); each `change` of a `[name]` kept in `userEntry`, the dialog rendered again (:186-200, :591-605), the
 * advantage's by updating the actor (roll-dialog.js:168-189); _prepareContext (:377-430): default, initial and user
 * fields, then computeFields (advantage: roll-dialog.js:119-148); submit, bypass (:274-345), awaitSubmit (:661-667);
 * each class's setupData (characteristic-dialog.js:17-49, skill-dialog.js:40-88, and the item dialogs' files). Not
 * emulated: the `modifiers` part, scripts, targets, tooltips, ammunition.
 */
import type { ApplicationDefaultOptions, ApplicationRenderOptions } from "../../applications/application";
import { ApplicationV2 } from "../../applications/application";
import { HandlebarsApplicationMixin, type HandlebarsTemplateParts } from "../../applications/handlebars-application";
import { game } from "../../globals";
import { mergeObject, setProperty } from "../../utils";
import type { ActorWFRP4e, ItemWFRP4e } from "./documents";
import { readPath, type Plain } from "../kit/data";
import { CHARACTERISTICS, homebrew, setting, valueOf } from "./config";

export type DialogData = Plain & { actor: ActorWFRP4e; characteristic: string; hitloc: boolean };
export type DialogSetup = { data: DialogData; fields: Plain; context: Plain };
/** A field of a dialog's form: what the dialog keeps of a change. */
type Field = HTMLInputElement | HTMLSelectElement;
/** A skill as a dialog holds it: the actor's, or a stand-in where the actor lacks it. */
type Skill = ItemWFRP4e | Plain;

export class WarhammerRollDialogV2 extends HandlebarsApplicationMixin(ApplicationV2) {
  constructor(
    readonly data: DialogData,
    fields: Plain,
    readonly context: Plain,
    readonly resolve?: (data: Plain) => void,
  ) {
    super({});
    this.initialFields = mergeObject(this._defaultFields(), fields);
    this.fields = this._defaultFields();
  }
  initialFields: Plain;
  fields: Plain;
  userEntry: Plain = {};
  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    classes: ["roll-dialog-v2", "warhammer"],
    tag: "form",
    form: { handler: WarhammerRollDialogV2.#submit, submitOnChange: false, closeOnSubmit: true },
    window: { contentClasses: ["standard-form"], resizable: true },
  };
  static awaitSubmit(this: typeof CharacteristicDialog, { data, fields, context }: DialogSetup): Promise<Plain> {
    return new Promise((resolve) => void new this(data, fields, context, resolve).render({ force: true }));
  }
  async bypass(): Promise<Plain> {
    await this._prepareContext({});
    return this._getSubmissionData();
  }
  _getSubmissionData(): Plain {
    return { ...mergeObject({ ...this.data }, this.fields), context: this.context };
  }
  // The library's also hold core's rollMode (:683-688): unread here, as the double's test applies no roll mode.
  _defaultFields(): Plain {
    return {};
  }
  override async _prepareContext(options: ApplicationRenderOptions): Promise<Plain> {
    await super._prepareContext(options);
    this.fields = mergeObject(this._defaultFields(), this.initialFields);
    for (const [key, value] of Object.entries(this.userEntry)) setProperty(this.fields, key, value);
    this.computeFields();
    // The templates' `selectOptions (config "difficultyLabels")`: the system's localized names.
    const difficulties = readPath(game(), "wfrp4e.config.difficultyLabels");
    return { data: this.data, fields: this.fields, difficulties, characteristics: CHARACTERISTICS };
  }
  override async _preparePartContext(id: string, context: Plain, options: ApplicationRenderOptions): Promise<Plain> {
    const partContext = await super._preparePartContext(id, context, options);
    if (id === "footer") partContext.buttons = [{ type: "submit", label: "Roll" }];
    return partContext;
  }
  computeFields(): void {}
  override async _onFirstRender(context: Plain, options: ApplicationRenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    const base = Object.assign(document.createElement("div"), { className: "dialog-base" });
    const fields = base.appendChild(Object.assign(document.createElement("div"), { className: "dialog-fields" }));
    // The parts whose PARTS entry says `fields: true` (the library's loop over PARTS): each dialog's `fields`.
    fields.append(...this.element.querySelectorAll('[data-application-part="fields"]'));
    this.element.querySelector(".window-content")?.insertAdjacentElement("afterbegin", base);
  }
  override async _onRender(context: Plain, options: ApplicationRenderOptions): Promise<void> {
    await super._onRender(context, options);
    for (const field of this.element.querySelectorAll<Field>("input[name], select[name]"))
      field.addEventListener("change", () => this._onFieldChange(field));
  }
  /** A field's change kept (the library's handler is given the change event: here the field it came from). */
  _onFieldChange(field: Field): void {
    const numeric = field.value !== "" && Number.isFinite(Number(field.value));
    const checkbox = field instanceof HTMLInputElement && field.type === "checkbox";
    this.userEntry[field.name] = checkbox ? field.checked : numeric ? Number(field.value) : field.value;
    void this.render(true);
  }
  // Foundry calls a form handler with the application as `this`; its type names none, so the dialog is checked.
  static #submit(this: unknown, event: Event): void {
    event.preventDefault();
    if (this instanceof WarhammerRollDialogV2) this.resolve?.(this._getSubmissionData());
  }
}

/** The parts of a wfrp4e dialog (roll-dialog.js:36-51 and its subclasses): the fields, its own template, the footer. */
const partsWith = (template: string): HandlebarsTemplateParts => ({
  fields: { template: "systems/wfrp4e/templates/dialog/type/base-dialog.hbs" },
  specific: { template: `systems/wfrp4e/templates/dialog/type/${template}` },
  footer: { template: "templates/generic/form-footer.hbs" },
});

export class RollDialog extends WarhammerRollDialogV2 {
  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = { position: { width: 600 } };
  static override PARTS = partsWith("default-dialog.hbs");
  override get title(): string {
    return String(this.context.title);
  }
  override _defaultFields(): Plain {
    const difficulty = setting("testDefaultDifficulty") ? "average" : "challenging";
    return mergeObject({ modifier: 0, successBonus: 0, slBonus: 0, difficulty }, super._defaultFields());
  }
  override computeFields(): void {
    this._computeAdvantage();
  }
  _computeAdvantage(): void {
    if (!setting("autoFillAdvantage")) return;
    const advantage = valueOf(this.data.actor.system.status, "advantage");
    if (homebrew("mooAdvantage")) this.fields.successBonus = Number(this.fields.successBonus) + advantage;
    else this.fields.modifier = Number(this.fields.modifier) + Number(homebrew("advantageBonus")) * advantage;
  }
  override async _onRender(context: Plain, options: ApplicationRenderOptions): Promise<void> {
    await super._onRender(context, options);
    const advantage = this.element.querySelector<HTMLInputElement>("input[name='advantage']");
    advantage?.addEventListener("change", () => {
      const update = { "system.status.advantage.value": Number(advantage.value) };
      void this.data.actor.update(update).then(() => this.render(true));
    });
  }
  override _onFieldChange(field: Field): void {
    if (field.name !== "advantage") super._onFieldChange(field);
  }
}

export class CharacteristicDialog extends RollDialog {
  static setupData(characteristic: string, actor: ActorWFRP4e, context: Plain = {}): DialogSetup {
    context.title ??= game().i18n.format("CharTest", { char: CHARACTERISTICS[characteristic] ?? characteristic });
    const hitloc = context.hitloc === true || characteristic === "ws" || characteristic === "bs";
    const given = typeof context.fields === "object" ? context.fields : {};
    const fields = { ...given, hitLocation: hitloc ? "roll" : "none" };
    // The hit location table: none, roll, then the locations (a called shot: the system's hitloc table's keys).
    const hitLocationTable = { none: "None", roll: "Roll", head: "Head", body: "Body" };
    return { data: { actor, characteristic, hitloc, hitLocationTable }, fields, context };
  }
}

export class SkillDialog extends CharacteristicDialog {
  static override PARTS = partsWith("skill-dialog.hbs");
  /** The dialog of the item's test (a skill's here; each item dialog's setupData from an item). */
  static setupItem(skill: Skill, actor: ActorWFRP4e, context: Plain = {}): DialogSetup {
    const characteristic = String(readPath(skill, "system.characteristic.value"));
    context.title ??= game().i18n.format("SkillTest", { skill: String(skill.name) });
    const setup = CharacteristicDialog.setupData(characteristic, actor, context);
    setup.fields.characteristic = characteristic;
    setup.data.skill = skill;
    return setup;
  }
  override _defaultFields(): Plain {
    return mergeObject({ characteristic: "ws" }, super._defaultFields());
  }
  // skill-dialog.js:99-104: the characteristic chosen is the test's.
  override computeFields(): void {
    super.computeFields();
    this.data.characteristic = String(this.fields.characteristic);
  }
}

/** A skill the test names that the actor lacks: a stand-in on that characteristic (actor.js setupSkill). */
const standIn = (name: string, value: string) => ({ name, id: "unknown", system: { characteristic: { value } } });

/** A skill's dialog if there is one, else the characteristic's. */
const skillOr = (skill: Skill | undefined, key: string, actor: ActorWFRP4e, context: Plain): DialogSetup =>
  skill ? SkillDialog.setupItem(skill, actor, context) : CharacteristicDialog.setupData(key, actor, context);

/** The context's title (unless given) and whether the test has a hit location. */
const titled = (context: Plain, title: string, hitloc: boolean): Plain =>
  Object.assign(context, { title: context.title ?? title, hitloc });

/** attack-dialog.js: a called shot (a location chosen, neither rolled nor none) costs −20 (:18-22). */
export class AttackDialog extends SkillDialog {
  override computeFields(): void {
    super.computeFields();
    if (!["roll", "none"].includes(String(this.fields.hitLocation)))
      this.fields.modifier = Number(this.fields.modifier) - 20;
  }
}

/** weapon-dialog.js setupData: its skill's dialog (or WS/BS's), always a hit location. Not emulated: ammunition. */
export class WeaponDialog extends AttackDialog {
  static override PARTS = partsWith("weapon-dialog.hbs");
  static override setupItem(weapon: ItemWFRP4e, actor: ActorWFRP4e, context: Plain = {}): DialogSetup {
    titled(context, `Weapon Test - ${weapon.name}`, true);
    const fallback = weapon.attackType === "ranged" ? "bs" : "ws";
    const setup = skillOr(actor.skill(weapon.system.rollable.skill), fallback, actor, context);
    Object.assign(setup.data, { weapon, hitloc: true });
    return setup;
  }
}

/** trait-dialog.js setupData: its skill's dialog (a stand-in where the actor lacks it), else its characteristic's. */
export class TraitDialog extends AttackDialog {
  static override PARTS = partsWith("trait-dialog.hbs");
  static override setupItem(trait: ItemWFRP4e, actor: ActorWFRP4e, context: Plain = {}): DialogSetup {
    const { rollCharacteristic, skill: name } = trait.system.rollable;
    context.title ??= `${CHARACTERISTICS[rollCharacteristic] ?? rollCharacteristic} Test - ${trait.name}`;
    const skill = name ? (actor.skill(name) ?? standIn(name, "")) : undefined;
    const setup = skillOr(skill, rollCharacteristic, actor, context);
    Object.assign(setup.data, { trait, characteristic: rollCharacteristic });
    setup.fields.characteristic = rollCharacteristic;
    return setup;
  }
}

/** prayer-dialog.js setupData: the Pray skill's dialog (a stand-in on Fellowship without it), its `target` set. */
export class PrayerDialog extends SkillDialog {
  static override setupItem(prayer: ItemWFRP4e, actor: ActorWFRP4e, context: Plain = {}): DialogSetup {
    const skill = actor.skill("Pray");
    titled(context, `Prayer Test - ${prayer.name}`, !!prayer.system.damage.value);
    const setup = SkillDialog.setupItem(skill ?? standIn("Pray", "fel"), actor, context);
    Object.assign(setup.data, { prayer, target: (skill?.total ?? actor.characteristics.fel)?.value ?? 0 });
    return setup;
  }
}

/** cast-dialog.js setupData: the Language (Magick) dialog (else Int's), `target` its total or Int, the spell. */
export class CastDialog extends SkillDialog {
  static override PARTS = partsWith("spell-dialog.hbs");
  override _computeAdvantage(): void {
    if (!homebrew("mooMagicAdvantage")) super._computeAdvantage();
  }
  static override setupItem(spell: ItemWFRP4e, actor: ActorWFRP4e, context: Plain = {}): DialogSetup {
    const skill = actor.skill("Language (Magick)");
    titled(context, `Casting Test - ${spell.name}`, !!spell.system.damage.value);
    const setup = skillOr(skill, "int", actor, context);
    const target = (skill?.total ?? actor.characteristics.int)?.value ?? 0;
    Object.assign(setup.data, { spell, target, itemData: spell.toObject() });
    return setup;
  }
}

/** channelling-dialog.js setupData: the spell's Channelling skill's dialog (named on the spell), else Willpower's. */
export class ChannellingDialog extends SkillDialog {
  static override PARTS = partsWith("channel-dialog.hbs");
  override _computeAdvantage(): void {
    if (homebrew("mooMagicAdvantage")) super._computeAdvantage();
  }
  static override setupItem(spell: ItemWFRP4e, actor: ActorWFRP4e, context: Plain = {}): DialogSetup {
    context.title ??= `Channelling Test - ${spell.name}`;
    const name = spell.source.skill ?? "Channelling";
    const setup = SkillDialog.setupItem(actor.skill(name) ?? standIn(name, "wp"), actor, context);
    return { ...setup, data: { ...setup.data, spell } };
  }
}
