/**
 * Dragonbane's actor sheets as far as a test goes (modules/sheets/actor-base-sheet.js:12, 312, 898-940, character-
 * sheet.js:7-16, 43-53, 471-484, monster-sheet.js:5-16 at 3f766cb): DoDActorBaseSheet, HandlebarsApplicationMixin(
 * ActorSheetV2); DoDCharacterSheet (classes DoD sheet character, 700 × 775) and DoDMonsterSheet (580 × 670), so
 * Foundry fires `renderDoD<Kind>Sheet`, `renderDoDActorBaseSheet`, `renderActorSheetV2`. On render, for an owner: a
 * `.rollable-skill`'s click (a monster's skills too, npc-sheet-skills.hbs) → _onSkillRoll — Shift `noBanesBoons`,
 * Ctrl `defaultBanesBoons`; a skill's test, or a weapon's; a character's `.rollable-attribute` → _onAttributeRoll.
 * Here one part, the rows rolled from (templates/character-sheet.hbs); not emulated: the tabs, editing, spells, a
 * row's right click (opens the item), a monster's attack table and defence (no dialog).
 */
import { HandlebarsApplicationMixin, type HandlebarsTemplateParts } from "../../applications/handlebars-application";
import { ActorSheetV2, type DocumentSheetOptions } from "../../applications/document-sheet";
import type { ApplicationRenderOptions } from "../../applications/application";
import { DoDAttributeTest, DoDSkillTest, DoDWeaponTest, type TestOptions } from "./tests";
import type { DoDActor, DoDItem } from "./documents";
import { read, type Plain } from "../kit/data";
import { bindRollRows, type RollBookkeeping } from "../kit/sheet";
import { game } from "../../globals";

const ATTRIBUTES = ["str", "con", "agl", "int", "wil", "cha"];

export class DoDActorBaseSheet extends HandlebarsApplicationMixin(ActorSheetV2) implements RollBookkeeping {
  constructor(options: DocumentSheetOptions & { document: DoDActor }) {
    super(options);
    this.dodActor = options.document;
  }

  readonly dodActor: DoDActor;

  lastRoll: Promise<unknown> | null = null;

  /** The rows rolled from: each skill and weapon with its value (a weapon's is its skill's). */
  override async _prepareContext(options: ApplicationRenderOptions): Promise<Plain> {
    const context = await super._prepareContext(options);
    const actor = this.dodActor;
    const skillOf = (item: DoDItem) =>
      item.type === "skill" ? item : actor.findSkill(String(read(item.system.skill, "name") ?? ""));
    const rolled = actor.items.filter((item) => item.type === "skill" || item.type === "weapon");
    context.rollables = rolled.map((item) => ({ id: item.id, name: item.name, value: skillOf(item)?.system.value }));
    return context;
  }

  override async _onRender(context: Plain, options: ApplicationRenderOptions): Promise<void> {
    await super._onRender(context, options);
    bindRollRows(this.element, this.dodActor.isOwner, ".rollable-skill", (event, row) => this._onSkillRoll(event, row));
  }

  /** The keys held, as the test's options (actor-base-sheet.js:907-911). */
  static keyOptions(event: MouseEvent): TestOptions {
    return event.shiftKey || event.ctrlKey ? { noBanesBoons: event.shiftKey, defaultBanesBoons: event.ctrlKey } : {};
  }

  _onSkillRoll(event: MouseEvent, row: HTMLElement): void {
    event.preventDefault();
    const itemId = row.closest<HTMLElement>(".sheet-table-data")?.dataset.itemId ?? "";
    const item = this.dodActor.items.get(itemId);
    if (!item) return;
    const options = DoDActorBaseSheet.keyOptions(event);
    const Test = item.type === "skill" ? DoDSkillTest : item.type === "weapon" ? DoDWeaponTest : null;
    this.lastRoll = Test ? new Test(this.dodActor, item, options).roll() : null;
  }
}

export class DoDCharacterSheet extends DoDActorBaseSheet {
  static override DEFAULT_OPTIONS: DocumentSheetOptions = {
    classes: ["DoD", "sheet", "character"],
    position: { width: 700, height: 775 },
    window: { resizable: true },
  };

  static override PARTS: HandlebarsTemplateParts = {
    main: { template: "systems/dragonbane/templates/character-sheet.hbs" },
  };

  override async _prepareContext(options: ApplicationRenderOptions): Promise<Plain> {
    const context = await super._prepareContext(options);
    const label = (id: string) => game().i18n.localize(`DoD.attributes.${id}`);
    context.attributes = ATTRIBUTES.map((id) => ({ id, label: label(id), value: this.dodActor.getAttribute(id) }));
    return context;
  }

  override async _onRender(context: Plain, options: ApplicationRenderOptions): Promise<void> {
    await super._onRender(context, options);
    bindRollRows(this.element, this.dodActor.isOwner, ".rollable-attribute", (event, row) =>
      this._onAttributeRoll(event, row),
    );
  }

  _onAttributeRoll(event: MouseEvent, element: HTMLElement): void {
    event.preventDefault();
    const attribute = element.dataset.attribute ?? "";
    this.lastRoll = new DoDAttributeTest(this.dodActor, attribute, DoDActorBaseSheet.keyOptions(event)).roll();
  }
}

/** A monster's sheet: its skills' rows (no attributes: a monster has none), rolled as the base sheet rolls them. */
export class DoDMonsterSheet extends DoDActorBaseSheet {
  static override DEFAULT_OPTIONS = { ...DoDCharacterSheet.DEFAULT_OPTIONS, position: { width: 580, height: 670 } };
  static override PARTS: HandlebarsTemplateParts = DoDCharacterSheet.PARTS;
}
