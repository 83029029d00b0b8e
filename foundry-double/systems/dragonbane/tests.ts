/**
 * Dragonbane's tests (modules/tests/dod-test.js, skill-test.js, attribute-test.js, weapon-test.js and modules/roll.js
 * at 3f766cb, release 3.2), none of them on a global (dragonbane.js imports them; `game.dragonbane` holds macros):
 * - roll() (dod-test.js:29-51): the dialog's data, the options (a `DialogV2.input` on templates/partials/
 *   roll-dialog.hbs, or none: Shift's `noBanesBoons` rolls with none, Ctrl's `defaultBanesBoons` with every listed
 *   source, checked or not, :130-137), the counts (`banes` = sources + extraBanes, :58-63), the formula (:181-195),
 *   `new DoDRoll(formula, {}, {boons, banes, extraBoons, extraBanes})`, and `roll.toMessage` with the test's message.
 * - the dialog's sources (:70-122): the tested attribute's condition, a bane checked; an item whose `banes`/`boons`
 *   name the skill or its attribute, checked when worn (a bane of an injury always).
 * - judging (skill-test.js:32-38, attribute-test.js:26-31): success `result <= target`, Dragon `result <= 1 +
 *   extraDragons`, Demon `result >= 20`, each apart; a skill's target `skill.system.value`, an attribute's
 *   `actor.getAttribute`.
 * - a weapon (weapon-test.js): its skill's test; the action radios of a melee weapon (normal or, with the optional
 *   rule damageTypes at its default, on, slash/stab/weakpoint by its features; topple, disarm, parry) or a ranged one
 *   (ranged), the first checked; the `enchantedWeapon` select from its features; on submit, weakpoint adds a bane and
 *   topple with a toppling weapon a boon (:245-264); `extraDragons` = enchantedWeapon (:271). Not emulated: broken
 *   weapons, strength, range and targets' sources, spells, pushes and rerolls, the advancement mark.
 * The message (data/messages/*.js): `type` skillTest, attributeTest or weaponTest, `system` the model's fields.
 */
import { Roll } from "../../dice/roll";
import type { DoDActor, DoDItem } from "./documents";

type Plain = Record<string, unknown>;
type Source = { source: string; value: boolean };

const foundryNs = () => (globalThis as unknown as { foundry: { applications: { api: { DialogV2: { input(config: Plain): Promise<Plain | null> } }; handlebars: { renderTemplate(path: string, data: object): Promise<string> } }; utils: { expandObject(o: object): Plain } } }).foundry;
const i18n = () => (globalThis as unknown as { game: { i18n: { localize(key: string): string; format(key: string, data: Plain): string } } }).game.i18n;
const localize = (key: string): string => i18n().localize(key);

export class DoDRoll extends Roll {}

export interface TestOptions { noBanesBoons?: boolean; defaultBanesBoons?: boolean; banes?: string[]; boons?: string[]; extraBanes?: number; extraBoons?: number; [key: string]: unknown }

export class DoDTest {
  constructor(readonly actor: DoDActor, options: TestOptions = {}) {
    this.options = options;
    this.skipDialog = Boolean(options.noBanesBoons || options.defaultBanesBoons);
  }

  options: TestOptions;
  readonly skipDialog: boolean;
  dialogData: Plain & { banes?: Source[]; boons?: Source[] } = {};
  preRollData: Plain & { banes?: number; boons?: number; target?: number; extraDragons?: number } = {};
  skill?: DoDItem;
  attribute?: string;
  rollMessage?: unknown;

  async roll(): Promise<this | undefined> {
    this.updateDialogData();
    this.options = { ...this.options, ...await this.getRollOptions() };
    if (this.options.cancelled) return undefined;
    this.updatePreRollData();
    const { boons, banes, extraBoons, extraBanes } = this.options;
    const roll = await new DoDRoll(this.formula(), {}, { boons, banes, extraBoons, extraBanes }).evaluate();
    const result = Number(roll.result);
    const judged = { result, success: result <= this.preRollData.target!, isDragon: result <= 1 + (this.preRollData.extraDragons ?? 0), isDemon: result >= 20 };
    this.rollMessage = await roll.toMessage(await this.messageData(roll, judged));
    return this;
  }

  async getRollOptions(): Promise<Plain> { return this.getRollOptionsFromDialog("", ""); }

  updatePreRollData(): void {
    this.preRollData.banes = (this.options.banes?.length ?? 0) + (this.options.extraBanes ?? 0);
    this.preRollData.boons = (this.options.boons?.length ?? 0) + (this.options.extraBoons ?? 0);
  }

  updateDialogData(): void {
    if (this.options.noBanesBoons) return;
    const banes: Source[] = [];
    const boons: Source[] = [];
    if (this.attribute && this.actor.hasCondition(this.attribute)) banes.push({ source: localize(`DoD.conditions.${this.attribute}`), value: true });
    const rollTarget = this.skill ? this.skill.name.toLowerCase() : this.attribute?.toLowerCase();
    const rollAttribute = (this.skill?.system.attribute as string | undefined)?.toLowerCase() ?? rollTarget;
    const names = (list: unknown) => String(list ?? "").toLowerCase().split(",").map((name) => name.trim()).filter(Boolean);
    for (const item of this.actor.items.contents) {
      const listed = (list: unknown) => names(list).some((name) => name === rollTarget || name === rollAttribute);
      if (listed(item.system.banes)) banes.push({ source: item.name, value: Boolean(item.system.worn) || item.type === "injury" });
      if (listed(item.system.boons)) boons.push({ source: item.name, value: Boolean(item.system.worn) });
    }
    Object.assign(this.dialogData, { banes, boons, fillerBanes: Math.max(0, boons.length - banes.length), fillerBoons: Math.max(0, banes.length - boons.length) });
  }

  async getRollOptionsFromDialog(title: string, label: string): Promise<Plain> {
    if (this.skipDialog) {
      const all = (list?: Source[]) => (this.options.noBanesBoons ? [] : (list ?? []).map((entry) => entry.source));
      return { banes: all(this.dialogData.banes), boons: all(this.dialogData.boons), extraBanes: 0, extraBoons: 0 };
    }
    const { api, handlebars } = foundryNs().applications;
    const content = await handlebars.renderTemplate("systems/dragonbane/templates/roll-dialog.hbs", this.dialogData);
    const values = await api.DialogV2.input({ window: { title, resizable: true }, content, ok: { label, icon: "fa-solid fa-dice" } });
    if (values === null) return { cancelled: true };
    return this.processDialogOptions(foundryNs().utils.expandObject(values));
  }

  processDialogOptions(input: Plain): Plain & { banes: string[]; boons: string[] } {
    const checked = (group: unknown) => Object.entries((group as Plain | undefined) ?? {}).filter(([, value]) => value).map(([key]) => key);
    return { banes: checked(input.banes), boons: checked(input.boons), extraBanes: Number(input.extraBanes), extraBoons: Number(input.extraBoons) };
  }

  formula(): string {
    const { banes = 0, boons = 0 } = this.preRollData;
    if (banes > boons) return `${1 + banes - boons}d20kh`;
    if (banes < boons) return `${1 + boons - banes}d20kl`;
    return "d20";
  }

  /** The message: its model's type and fields, a line of its result and the roll (data/messages/test-message-base.js). */
  async messageData(roll: DoDRoll, judged: Plain): Promise<Plain> {
    const { type, system, line } = this.messageModel();
    const result = judged.isDragon ? "dragon" : judged.isDemon ? "demon" : judged.success ? "success" : "failure";
    const content = `<p>${i18n().format(line.key, { ...line.data, result: localize(`DoD.roll.${result}`) })}</p>${await roll.render()}`;
    const speaker = (globalThis as unknown as { ChatMessage: { getSpeaker(o: object): Plain } }).ChatMessage.getSpeaker({ actor: this.actor });
    const { banes, boons, target } = this.preRollData;
    return { speaker, content, type, system: { actorUuid: this.actor.uuid, autoSuccess: false, banes, boons, target, ...judged, ...system } };
  }

  messageModel(): { type: string; system: Plain; line: { key: string; data: Plain } } {
    return { type: "skillTest", system: { skillUuid: this.skill?.uuid, skillName: this.skill?.name, skillValue: this.skill?.system.value }, line: { key: "DoD.roll.skillRoll", data: { skill: this.skill?.name } } };
  }
}

export class DoDSkillTest extends DoDTest {
  constructor(actor: DoDActor, skill: DoDItem | undefined, options?: TestOptions) {
    super(actor, options);
    this.skill = skill;
    this.attribute = skill?.system.attribute as string | undefined;
  }

  override async getRollOptions(): Promise<Plain> {
    return this.getRollOptionsFromDialog(`${localize("DoD.ui.dialog.skillRollTitle")}: ${this.skill!.name}`, localize("DoD.ui.dialog.skillRollLabel"));
  }

  override updatePreRollData(): void {
    super.updatePreRollData();
    this.preRollData.target = this.skill?.system.value as number;
  }
}

export class DoDAttributeTest extends DoDTest {
  constructor(actor: DoDActor, attribute: string, options?: TestOptions) {
    super(actor, options);
    this.attribute = attribute.toLowerCase();
  }

  override async getRollOptions(): Promise<Plain> {
    return this.getRollOptionsFromDialog(`${localize("DoD.ui.dialog.attributeRollTitle")}: ${localize(`DoD.attributes.${this.attribute!}`)}`, localize("DoD.ui.dialog.attributeRollLabel"));
  }

  override updatePreRollData(): void {
    super.updatePreRollData();
    this.preRollData.target = this.actor.getAttribute(this.attribute!);
  }

  override messageModel(): ReturnType<DoDTest["messageModel"]> {
    return { type: "attributeTest", system: { attribute: this.attribute }, line: { key: "DoD.roll.attributeRoll", data: { attribute: localize(`DoD.attributes.${this.attribute!}`) } } };
  }
}

const ENCHANTED = ["enchanted1", "enchanted2", "enchanted3"];

export class DoDWeaponTest extends DoDSkillTest {
  constructor(actor: DoDActor, readonly weapon: DoDItem, options?: TestOptions) {
    super(actor, actor.findSkill((weapon.system.skill as { name?: string } | undefined)?.name ?? ""), options);
  }

  override updateDialogData(): void {
    super.updateDialogData();
    const has = (feature: string) => this.weapon.hasWeaponFeature(feature);
    const ranged = Number(this.weapon.system.range ?? 0) >= 10;
    const ids = ranged ? ["ranged"] : [
      ...(has("bludgeoning") || !(has("piercing") || has("slashing")) ? ["normal"] : []),
      ...(has("slashing") ? ["slash"] : []), ...(has("piercing") ? ["stab", "weakpoint"] : []),
      "topple", "disarm", ...(has("noparry") ? [] : ["parry"]),
    ];
    this.dialogData.actions = ids.map((id, index) => ({ id, label: localize(`DoD.attackTypes.${id}`), tooltip: localize(`DoD.attackTypes.${id}Tooltip`), checked: index === 0 }));
    this.dialogData.enchantedWeapon = ENCHANTED.reduce((level, feature, index) => (has(feature) ? index + 1 : level), 0);
    this.dialogData.enchantedWeaponLevels = { "0": "-", "1": 1, "2": 2, "3": 3 };
  }

  override async getRollOptions(): Promise<Plain> {
    const options = await this.getRollOptionsFromDialog(`${localize("DoD.ui.dialog.skillRollTitle")}: ${this.weapon.name}`, localize("DoD.ui.dialog.skillRollLabel"));
    return this.skipDialog ? { enchantedWeapon: this.dialogData.enchantedWeapon, ...options } : options;
  }

  override processDialogOptions(input: Plain): ReturnType<DoDTest["processDialogOptions"]> {
    const options = super.processDialogOptions(input);
    const action = String(input.action);
    if (action === "weakpoint") options.banes.push(localize("DoD.attackTypes.weakpoint"));
    if (action === "topple" && this.weapon.hasWeaponFeature("toppling")) options.boons.push(localize("DoD.attackTypes.topple"));
    return { ...options, action, enchantedWeapon: Number(input.enchantedWeapon) };
  }

  override updatePreRollData(): void {
    super.updatePreRollData();
    this.preRollData.action = this.options.action ?? (this.dialogData.actions as { id: string }[])[0]!.id;
    this.preRollData.extraDragons = (this.options.enchantedWeapon as number | undefined) ?? 0;
  }

  override messageModel(): ReturnType<DoDTest["messageModel"]> {
    const skill = super.messageModel();
    const { action, extraDragons } = this.preRollData;
    return { type: "weaponTest", system: { ...skill.system, action, extraDragons, weaponUuid: this.weapon.uuid }, line: { key: "DoD.roll.weaponRoll", data: { action: localize(`DoD.attackTypes.${String(action)}`), weapon: this.weapon.name } } };
  }
}
