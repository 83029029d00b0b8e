/**
 * Stand-ins for WFRP 4e's actor, its skills and its test (moo-man/WFRP4e-FoundryVTT at 32897839, 9.6.4), as far as a
 * test from a sheet goes:
 * - ActorWFRP4e: `system.characteristics[key].value` (the total the sheet shows) as `characteristics`,
 *   `system.status.advantage.value`, its skills (`items`: name, `system.characteristic.value`, `advances.value`, and
 *   `total.value` = characteristic + advances, as the skill model prepares it), setupCharacteristic and setupSkill
 *   (src/documents/actor.js:124-165) through warhammer-lib's `_setupTest` (src/document/actor.js:78-110 at bcb80ca4):
 *   the dialog (`skipDialog`: none, `bypass()`), the test, rolled and sent to chat.
 * - the test (src/system/rolls/test-wfrp4e.js, characteristic-test.js, skill-test.js): `preData` (:11-32), the
 *   target (base + testModifier + testDifficulty, :67-72, :1351-1353; a skill's total, or the other characteristic
 *   plus its advances, skill-test.js:21-48), a d100 and `computeResult`'s outcome (:257-340, its SL with the literal
 *   96, its critical and fumble on a hit location, :458-499); the message `type: "test"`, `system.testData` and no
 *   roll (:905-944). Not emulated: reversal, opposed tests, SL methods other than default, testAbove100, labels.
 */
import { ActorDouble, type ActorSpec } from "../../documents/actor";
import { Roll } from "../../dice/roll";
import { game } from "../../globals";
import { randomID } from "../../utils";
import { ChatMessage } from "../../chat-message";
import { DIFFICULTY_MODIFIERS } from "./config";
import { CharacteristicDialog, SkillDialog, type DialogSetup } from "./dialogs";

type Plain = Record<string, unknown>;
export interface SkillSource { _id?: string; name: string; characteristic: string; advances: number }

export class ItemWFRP4e {
  constructor(source: SkillSource, readonly actor: ActorWFRP4e) {
    this.id = source._id ?? randomID();
    this.name = source.name;
    this.system = { characteristic: { value: source.characteristic }, advances: { value: source.advances } };
  }

  readonly id: string;
  readonly name: string;
  readonly type = "skill";
  readonly system: { characteristic: { value: string }; advances: { value: number } };
  get characteristic() { return { key: this.system.characteristic.value }; }
  get advances() { return this.system.advances; }
  get total() { return { value: (this.actor.characteristics[this.system.characteristic.value]?.value ?? 0) + this.advances.value }; }
}

export class ActorWFRP4e extends ActorDouble {
  constructor(data: ActorSpec & { skills?: SkillSource[] } = {}, context: ConstructorParameters<typeof ActorDouble>[1] = {}) {
    super(data, context);
    this.items = (data.skills ?? []).map((skill) => new ItemWFRP4e(skill, this));
  }

  readonly items: ItemWFRP4e[];
  /** `system.status.advantage.value`. */
  get advantage(): number { return Number(Reflect.get(Object(Reflect.get(Object(this.system.status), "advantage")), "value")); }

  /** `system.characteristics` (actor.js:1457): each characteristic's `value` read by its key. */
  get characteristics(): Record<string, { value: number } | undefined> {
    const all: unknown = this.system.characteristics;
    return Object.fromEntries(Object.entries(Object(all)).map(([key, value]) => [key, { value: Number(Reflect.get(Object(value), "value")) }]));
  }

  setupCharacteristic(characteristic: string, context: Plain = {}): Promise<TestWFRP | undefined> {
    return this.#setupTest(CharacteristicDialog.setupData(characteristic, this, context), context);
  }

  setupSkill(name: string, context: Plain = {}): Promise<TestWFRP | undefined> {
    const skill = this.items.find((item) => item.name === name);
    if (!skill) throw new Error(`No skill ${name}`);
    return this.#setupTest(SkillDialog.setupSkill(skill, this, context), context);
  }

  async #setupTest(setup: DialogSetup, context: Plain): Promise<TestWFRP | undefined> {
    const dialogClass = setup.data.skill ? SkillDialog : CharacteristicDialog;
    const data = context.skipDialog ? await new dialogClass(setup.data, setup.fields, setup.context).bypass() : await dialogClass.awaitSubmit(setup);
    const test = new TestWFRP(data, this);
    await test.roll();
    await test.sendToChat();
    return test;
  }
}

const setting = (key: string): number => Number(game().settings.get("wfrp4e", key));

export class TestWFRP {
  constructor(data: Plain, readonly actor: ActorWFRP4e) {
    const skill = data.skill instanceof ItemWFRP4e ? data.skill : undefined;
    const characteristic = String(data.characteristic);
    const base = !skill ? actor.characteristics[characteristic]?.value ?? 0
      : characteristic !== skill.characteristic.key ? (actor.characteristics[characteristic]?.value ?? 0) + skill.advances.value : skill.total.value;
    const difficulty = DIFFICULTY_MODIFIERS[String(data.difficulty)] ?? 0;
    this.preData = {
      testModifier: Number(data.modifier) || 0, testDifficulty: difficulty, successBonus: Number(data.successBonus) || 0, slBonus: Number(data.slBonus) || 0,
      hitLocation: data.hitLocation !== "none" && data.hitLocation ? data.hitLocation : false, characteristic, item: skill?.id ?? characteristic,
    };
    this.result = { target: base + this.preData.testModifier + difficulty };
  }

  preData: { testModifier: number; testDifficulty: number; successBonus: number; slBonus: number; hitLocation: unknown; characteristic: string; item: string };
  result: Plain & { target: number };

  async roll(): Promise<void> {
    const roll = Number((await new Roll("1d100").evaluate()).total);
    const target = this.result.target;
    const failed = roll >= setting("automaticFailure") || (roll > target && roll > setting("automaticSuccess"));
    let SL = Math.floor(target / 10) - Math.floor(roll / 10) + this.preData.slBonus;
    if (failed && roll >= 96 && SL > -1) SL = -1;
    if (!failed) SL += this.preData.successBonus;
    if (!failed && roll <= setting("automaticSuccess") && SL < 1) SL = 1;
    Object.assign(this.result, { roll, SL: failed && SL === 0 ? "-0" : String(SL), outcome: failed ? "failure" : "success" });
    const double = (roll > target && roll % 11 === 0) || roll === 100 || roll === 99 ? "fumble" : roll <= target && roll % 11 === 0 ? "critical" : "";
    if (this.preData.hitLocation && double) this.result[double] = double === "fumble" ? "Fumble" : "Critical";
  }

  async sendToChat(): Promise<void> {
    const speaker = { scene: null, actor: this.actor.id, token: null, alias: this.actor.name };
    const content = `<div class="wfrp4e chat-card" data-hide="${String(game().user.isGM)}"><p>${String(this.result.outcome)} ${String(this.result.SL)}</p></div>`;
    await ChatMessage.create({ type: "test", speaker, content, system: { testData: { preData: this.preData, result: this.result } } });
  }
}
