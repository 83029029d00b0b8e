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
 *   extraDragons`, Demon `result >= 20`, each apart; the target a skill's `system.value` or `actor.getAttribute`.
 * - a weapon (weapon-test.js): its skill's test; the action radios of a melee weapon (normal or, with the optional
 *   rule damageTypes at its default, on, slash/stab/weakpoint by its features; topple, disarm, parry) or a ranged one
 *   (ranged), the first checked; the `enchantedWeapon` select from its features; on submit, weakpoint adds a bane and
 *   topple with a toppling weapon a boon (:245-264); `extraDragons` = enchantedWeapon (:271). Not emulated: broken
 *   weapons, strength, range and targets' sources, spells, the advancement mark.
 * - a push (chat.ts): `canPush` a character's unless the options say (skill-test.js:29,38, attribute-test.js:23,31),
 *   kept on a failure without a Demon; a reroll takes the roll's own options with no dialog (dod-test.js:127-129).
 * The message (data/messages/*.js): `type` skillTest, attributeTest or weaponTest, `system` the fields a module or the
 * push reads (the actor's uuid, the test as judged, `canPush`, the skill's uuid, the attribute, a weapon's uuid,
 * action and extraDragons); its card's Push button (templates/partials/skill-roll-message.hbs:60-79).
 */
import { Roll } from "../../dice/roll";
import { game } from "../../globals";
import { openDialog } from "../kit/dialog";
import { expandObject } from "../../utils";
import type { DoDActor, DoDItem } from "./documents";
import { read, type Plain } from "../kit/data";

type Source = { source: string; value: boolean };

const localize = (key: string): string => game().i18n.localize(key);
/** A test's dialog title and Roll label ("Skill Roll: Awareness", "Roll"), as each test's getRollOptions gives them. */
const dialogWords = (kind: string, name: string): [string, string] => [
  `${localize(`DoD.ui.dialog.${kind}RollTitle`)}: ${name}`,
  localize(`DoD.ui.dialog.${kind}RollLabel`),
];

export class DoDRoll extends Roll {}

export interface TestOptions {
  noBanesBoons?: boolean;
  defaultBanesBoons?: boolean;
  banes?: string[];
  boons?: string[];
  extraBanes?: number;
  extraBoons?: number;
  action?: string;
  enchantedWeapon?: number;
  cancelled?: boolean;
  canPush?: boolean;
  skipDialog?: boolean;
  isReroll?: boolean;
  rerollOptions?: TestOptions;
}

type Judged = { result: number; success: boolean; isDragon: boolean; isDemon: boolean; canPush: boolean };
type Action = { id: string; label: string; tooltip: string; checked: boolean };
/** What the dialog's template reads (its fillers and enchantment levels only written). */
type DialogData = Plain & { banes?: Source[]; boons?: Source[]; actions?: Action[]; enchantedWeapon?: number };
type PreRollData = { banes: number; boons: number; target?: number; action?: string; extraDragons?: number };
/** The message's model: its type, the fields a module reads of it, and its line of text. */
type Model = { type: string; system: Plain; line: { key: string; data: Plain } };

const names = (list: unknown) =>
  String(list ?? "")
    .toLowerCase()
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);

export class DoDTest {
  constructor(
    readonly actor: DoDActor,
    public options: TestOptions = {},
  ) {
    this.skipDialog = Boolean(options.skipDialog || options.noBanesBoons || options.defaultBanesBoons);
  }

  readonly skipDialog: boolean;
  dialogData: DialogData = {};
  preRollData: PreRollData = { banes: 0, boons: 0 };
  skill?: DoDItem;
  attribute?: string;

  async roll(): Promise<this | undefined> {
    this.updateDialogData();
    this.options = { ...this.options, ...(await this.getRollOptions()) };
    if (this.options.cancelled) return undefined;
    this.updatePreRollData();
    const { boons, banes, extraBoons, extraBanes } = this.options;
    const roll = await new DoDRoll(this.formula(), {}, { boons, banes, extraBoons, extraBanes }).evaluate();
    const result = Number(roll.result);
    const { target, extraDragons = 0 } = this.preRollData;
    const success = target !== undefined && result <= target;
    const isDemon = result >= 20;
    const canPush = (this.options.canPush ?? this.actor.type === "character") && !success && !isDemon;
    const judged = { result, success, isDragon: result <= 1 + extraDragons, isDemon, canPush };
    await roll.toMessage(await this.messageData(roll, judged));
    return this;
  }

  async getRollOptions(): Promise<TestOptions> {
    return this.getRollOptionsFromDialog("", "");
  }

  updatePreRollData(): void {
    this.preRollData.banes = (this.options.banes?.length ?? 0) + (this.options.extraBanes ?? 0);
    this.preRollData.boons = (this.options.boons?.length ?? 0) + (this.options.extraBoons ?? 0);
  }

  updateDialogData(): void {
    if (this.options.noBanesBoons) return;
    const banes: Source[] = [];
    const boons: Source[] = [];
    if (this.attribute && this.actor.hasCondition(this.attribute))
      banes.push({ source: localize(`DoD.conditions.${this.attribute}`), value: true });
    const rollTarget = this.skill ? this.skill.name.toLowerCase() : this.attribute?.toLowerCase();
    const rollAttribute = String(this.skill?.system.attribute ?? rollTarget ?? "").toLowerCase();
    for (const item of this.actor.items.contents) {
      const listed = (list: unknown) => names(list).some((name) => name === rollTarget || name === rollAttribute);
      if (listed(item.system.banes))
        banes.push({ source: item.name, value: Boolean(item.system.worn) || item.type === "injury" });
      if (listed(item.system.boons)) boons.push({ source: item.name, value: Boolean(item.system.worn) });
    }
    Object.assign(this.dialogData, {
      banes,
      boons,
      fillerBanes: Math.max(0, boons.length - banes.length),
      fillerBoons: Math.max(0, banes.length - boons.length),
    });
  }

  async getRollOptionsFromDialog(title: string, label: string): Promise<TestOptions> {
    if (this.options.isReroll) return this.options.rerollOptions ?? {};
    if (this.skipDialog) {
      const all = (list?: Source[]) => (this.options.noBanesBoons ? [] : (list ?? []).map((entry) => entry.source));
      return { banes: all(this.dialogData.banes), boons: all(this.dialogData.boons), extraBanes: 0, extraBoons: 0 };
    }
    const values = await openDialog("input", {
      window: { title, resizable: true },
      body: { template: "systems/dragonbane/templates/roll-dialog.hbs", data: this.dialogData },
      ok: { label, icon: "fa-solid fa-dice" },
    });
    if (typeof values !== "object" || values === null) return { cancelled: true };
    return this.processDialogOptions(expandObject({ ...values }));
  }

  processDialogOptions(input: Plain): TestOptions & { banes: string[]; boons: string[] } {
    const checked = (group: unknown) =>
      Object.entries(typeof group === "object" && group !== null ? group : {})
        .filter(([, value]) => value)
        .map(([key]) => key);
    return {
      banes: checked(input.banes),
      boons: checked(input.boons),
      extraBanes: Number(input.extraBanes),
      extraBoons: Number(input.extraBoons),
    };
  }

  formula(): string {
    const { banes, boons } = this.preRollData;
    if (banes > boons) return `${1 + banes - boons}d20kh`;
    if (banes < boons) return `${1 + boons - banes}d20kl`;
    return "d20";
  }

  /**
   * The message: its model's type and fields, a line of its result and the roll (data/messages/test-message-base.js).
   */
  async messageData(roll: DoDRoll, judged: Judged): Promise<Plain> {
    const { type, system, line } = this.messageModel();
    const result = judged.isDragon ? "dragon" : judged.isDemon ? "demon" : judged.success ? "success" : "failure";
    const said = game().i18n.format(line.key, { ...line.data, result: localize(`DoD.roll.${result}`) });
    const push = judged.canPush
      ? `<button class="chat-button push-roll" data-actor-id="${this.actor.uuid}">` +
        `<i class="fas fa-arrow-rotate-right"></i>${localize("DoD.roll.pushButtonLabel")}</button>`
      : "";
    const owner = `<div class="permission-owner" data-actor-id="${this.actor.uuid}">${push}</div>`;
    const content = `<p>${said}</p>${await roll.render()}<div class="skill-roll">${owner}</div>`;
    const { banes, boons, target } = this.preRollData;
    // ChatMessage.getSpeaker({actor}) of an actor with no token on the scene: its id and name.
    const speaker = { scene: null, actor: this.actor.id, token: null, alias: this.actor.name };
    const fields = { actorUuid: this.actor.uuid, autoSuccess: false, banes, boons, target, ...judged, ...system };
    return { speaker, content, type, system: fields };
  }

  messageModel(): Model {
    const system = { skillUuid: this.skill?.uuid };
    return { type: "skillTest", system, line: { key: "DoD.roll.skillRoll", data: { skill: this.skill?.name } } };
  }
}

export class DoDSkillTest extends DoDTest {
  constructor(actor: DoDActor, skill: DoDItem | undefined, options?: TestOptions) {
    super(actor, options);
    this.skill = skill;
    const attribute = skill?.system.attribute;
    this.attribute = typeof attribute === "string" ? attribute : undefined;
  }

  override async getRollOptions(): Promise<TestOptions> {
    return this.getRollOptionsFromDialog(...dialogWords("skill", this.skill?.name ?? ""));
  }

  override updatePreRollData(): void {
    super.updatePreRollData();
    const value = this.skill?.system.value;
    this.preRollData.target = typeof value === "number" ? value : undefined;
  }
}

export class DoDAttributeTest extends DoDTest {
  constructor(actor: DoDActor, attribute: string, options?: TestOptions) {
    super(actor, options);
    this.attribute = attribute.toLowerCase();
  }

  get attributeName(): string {
    return localize(`DoD.attributes.${this.attribute ?? ""}`);
  }

  override async getRollOptions(): Promise<TestOptions> {
    return this.getRollOptionsFromDialog(...dialogWords("attribute", this.attributeName));
  }

  override updatePreRollData(): void {
    super.updatePreRollData();
    this.preRollData.target = this.actor.getAttribute(this.attribute ?? "");
  }

  override messageModel(): Model {
    const line = { key: "DoD.roll.attributeRoll", data: { attribute: this.attributeName } };
    return { type: "attributeTest", system: { attribute: this.attribute }, line };
  }
}

const ENCHANTED = ["enchanted1", "enchanted2", "enchanted3"];
const attack = (key: string): string => localize(`DoD.attackTypes.${key}`);

export class DoDWeaponTest extends DoDSkillTest {
  constructor(
    actor: DoDActor,
    readonly weapon: DoDItem,
    options?: TestOptions,
  ) {
    super(actor, actor.findSkill(String(read(weapon.system.skill, "name") ?? "")), options);
  }

  override updateDialogData(): void {
    super.updateDialogData();
    const has = (feature: string) => this.weapon.hasWeaponFeature(feature);
    const ranged = Number(this.weapon.system.range ?? 0) >= 10;
    const ids = ranged
      ? ["ranged"]
      : [
          ...(has("bludgeoning") || !(has("piercing") || has("slashing")) ? ["normal"] : []),
          ...(has("slashing") ? ["slash"] : []),
          ...(has("piercing") ? ["stab", "weakpoint"] : []),
          "topple",
          "disarm",
          ...(has("noparry") ? [] : ["parry"]),
        ];
    const action = (id: string) => ({ id, label: attack(id), tooltip: attack(`${id}Tooltip`) });
    this.dialogData.actions = ids.map((id, index) => ({ ...action(id), checked: index === 0 }));
    this.dialogData.enchantedWeapon = ENCHANTED.reduce((level, feature, i) => (has(feature) ? i + 1 : level), 0);
    this.dialogData.enchantedWeaponLevels = { "0": "-", "1": 1, "2": 2, "3": 3 };
  }

  override async getRollOptions(): Promise<TestOptions> {
    const options = await this.getRollOptionsFromDialog(...dialogWords("skill", this.weapon.name));
    return this.skipDialog ? { enchantedWeapon: this.dialogData.enchantedWeapon, ...options } : options;
  }

  override processDialogOptions(input: Plain): ReturnType<DoDTest["processDialogOptions"]> {
    const options = super.processDialogOptions(input);
    const action = String(input.action);
    if (action === "weakpoint") options.banes.push(attack("weakpoint"));
    if (action === "topple" && this.weapon.hasWeaponFeature("toppling")) options.boons.push(attack("topple"));
    return { ...options, action, enchantedWeapon: Number(input.enchantedWeapon) };
  }

  override updatePreRollData(): void {
    super.updatePreRollData();
    this.preRollData.action = this.options.action ?? this.dialogData.actions?.[0]?.id;
    this.preRollData.extraDragons = this.options.enchantedWeapon ?? 0;
  }

  override messageModel(): Model {
    const { action, extraDragons } = this.preRollData;
    const data = { action: attack(String(action)), weapon: this.weapon.name };
    const system = { skillUuid: this.skill?.uuid, weaponUuid: this.weapon.uuid, action, extraDragons };
    return { type: "weaponTest", system, line: { key: "DoD.roll.weaponRoll", data } };
  }
}
