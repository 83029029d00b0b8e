/**
 * Stand-ins for WFRP 4e's actor, its items and its test (moo-man/WFRP4e-FoundryVTT at 32897839, 9.6.4), as far as a
 * test from a sheet goes:
 * - ActorWFRP4e: `system.characteristics[key].value` (the total the sheet shows) as `characteristics`,
 *   `system.status.advantage.value` and `sin.value`, its items (`items`, a collection by id) — skills (name,
 *   `characteristic`, `advances`, and `total` = characteristic + advances, as the skill model prepares it), weapons
 *   (the skill they use by name: `system.getSkillToUse`, their attack type, `properties.qualities/flaws`), traits
 *   (`system.rollable`: the characteristic, a skill by name), prayers; setupCharacteristic, setupSkill, setupWeapon,
 *   setupTrait and setupPrayer (src/documents/actor.js:124-200) through warhammer-lib's `_setupTest`
 *   (src/document/actor.js:78-110 at bcb80ca4): the dialog (`skipDialog`: none, `bypass()`), the test, rolled, sent.
 * - the test (src/system/rolls/*.js): `preData` (test-wfrp4e.js:11-32, `rollClass` the test's class), the target
 *   each class starts from (characteristic-test.js:20-23; skill-test.js:21-48; weapon-test.js:24-32: its skill's
 *   total or WS/BS; trait-test.js:20-40; prayer-test.js:10-12: the dialog's `target`) + testModifier + testDifficulty
 *   (:67-72, :1351-1353), a d100 and `computeResult`'s outcome (:257-340, its SL with the literal 96, a critical and a
 *   fumble on a hit location, :458-499), an attack's own (attack-test.js `computeProperties`), a prayer's wrath
 *   (prayer-test.js), a spell's CN and channelled SL (spell.js computeOwned, cast-test.js, channel-test.js); the
 *   message `type: "test"`, `system.testData` and no roll (:905-944). Not emulated: reversal, opposed tests, other SL
 *   methods, testAbove100, labels, damage, ammunition.
 */
import { ActorDouble, type ActorSpec } from "../../documents/actor";
import { Roll } from "../../dice/roll";
import { game } from "../../globals";
import { randomID } from "../../utils";
import { ChatMessage } from "../../chat-message";
import { DIFFICULTY_MODIFIERS } from "./config";
import {
  CastDialog,
  ChannellingDialog,
  CharacteristicDialog,
  PrayerDialog,
  SkillDialog,
  TraitDialog,
  WeaponDialog,
  type DialogSetup,
} from "./dialogs";

type Plain = Record<string, unknown>;
/** An item as a world names it: a skill, a weapon (the skill it uses), a trait (what it rolls), a prayer. */
export interface ItemSource {
  _id?: string;
  name: string;
  type?: "skill" | "weapon" | "trait" | "prayer" | "spell";
  characteristic?: string;
  advances?: number;
  skill?: string;
  attackType?: "melee" | "ranged";
  qualities?: string[];
  flaws?: string[];
  damage?: boolean;
  cn?: number;
  memorized?: boolean;
  lore?: string;
}
export type SkillSource = ItemSource;

const flagsOf = (names: string[] = []): Record<string, { value: null }> =>
  Object.fromEntries(names.map((name) => [name, { value: null }]));

export class ItemWFRP4e {
  constructor(
    readonly source: ItemSource,
    readonly actor: ActorWFRP4e,
  ) {
    this.id = source._id ?? randomID();
    this.name = source.name;
    this.type = source.type ?? "skill";
    this.attackType = source.attackType ?? "melee";
    this.properties = { qualities: flagsOf(source.qualities), flaws: flagsOf(source.flaws) };
    const rollable = { value: true, rollCharacteristic: source.characteristic ?? "ws", skill: source.skill ?? "" };
    // A spell's CN as spell.js computeOwned prepares it: doubled unmemorized; its channelled SL stored.
    const spell = {
      cn: { value: (source.cn ?? 0) * (source.memorized === false ? 2 : 1), SL: 0 },
      memorized: { value: source.memorized ?? true },
      lore: { value: [source.lore ?? "fire"] },
      currentIng: { value: "" },
    };
    this.system = {
      characteristic: { value: source.characteristic ?? "ws" },
      advances: { value: source.advances ?? 0 },
      rollable,
      damage: { value: source.damage ? "SB" : "" },
      ...spell,
      getSkillToUse: (actor: ActorWFRP4e) => actor.skill(source.skill ?? ""),
    };
  }

  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly attackType: string;
  readonly properties: { qualities: Plain; flaws: Plain };
  readonly system: Plain & {
    characteristic: { value: string };
    advances: { value: number };
    rollable: { value: boolean; rollCharacteristic: string; skill: string };
    damage: { value: string };
    cn: { value: number; SL: number };
    getSkillToUse: (actor: ActorWFRP4e) => ItemWFRP4e | undefined;
  };
  get characteristic() {
    return { key: this.system.characteristic.value };
  }
  /** Its stored data (a spell's CN as stored, before computeOwned doubles it). */
  toObject(): Plain {
    const { getSkillToUse: _, ...system } = this.system;
    return {
      _id: this.id,
      system: { ...structuredClone(system), cn: { value: this.source.cn ?? 0, SL: this.system.cn.SL } },
    };
  }
  get advances() {
    return this.system.advances;
  }
  get total() {
    return { value: (this.actor.characteristics[this.system.characteristic.value]?.value ?? 0) + this.advances.value };
  }
}

export class ActorWFRP4e extends ActorDouble {
  constructor(
    data: ActorSpec & { skills?: ItemSource[] } = {},
    context: ConstructorParameters<typeof ActorDouble>[1] = {},
  ) {
    super(data, context);
    this.items = new Map(
      (data.skills ?? []).map((source) => new ItemWFRP4e(source, this)).map((item) => [item.id, item]),
    );
  }

  readonly items: Map<string, ItemWFRP4e>;
  /** `system.status.advantage.value`. */
  get advantage(): number {
    return Number(Reflect.get(Object(Reflect.get(Object(this.system.status), "advantage")), "value"));
  }

  /** `system.characteristics` (actor.js:1457): each characteristic's `value` and `bonus` (its tens) read by its key. */
  get characteristics(): Record<string, { value: number; bonus: number } | undefined> {
    const all: unknown = this.system.characteristics;
    return Object.fromEntries(
      Object.entries(Object(all)).map(([key, value]) => [
        key,
        {
          value: Number(Reflect.get(Object(value), "value")),
          bonus: Math.floor(Number(Reflect.get(Object(value), "value")) / 10),
        },
      ]),
    );
  }

  /** The actor's skill of that name (`itemTags.skill`), if any. */
  skill(name: string): ItemWFRP4e | undefined {
    return [...this.items.values()].find((item) => item.type === "skill" && item.name === name);
  }

  #item(name: string, type: string): ItemWFRP4e {
    const item = [...this.items.values()].find((each) => each.type === type && each.name === name);
    if (!item) throw new Error(`No ${type} ${name}`);
    return item;
  }

  setupCharacteristic(characteristic: string, context: Plain = {}): Promise<TestWFRP | undefined> {
    return this.#setupTest(
      CharacteristicDialog,
      "CharacteristicTest",
      CharacteristicDialog.setupData(characteristic, this, context),
      context,
    );
  }
  setupSkill(name: string, context: Plain = {}): Promise<TestWFRP | undefined> {
    return this.#setupTest(
      SkillDialog,
      "SkillTest",
      SkillDialog.setupSkill(this.#item(name, "skill"), this, context),
      context,
    );
  }
  setupWeapon(name: string, context: Plain = {}): Promise<TestWFRP | undefined> {
    return this.#setupTest(
      WeaponDialog,
      "WeaponTest",
      WeaponDialog.setupWeapon(this.#item(name, "weapon"), this, context),
      context,
    );
  }
  setupTrait(name: string, context: Plain = {}): Promise<TestWFRP | undefined> {
    return this.#setupTest(
      TraitDialog,
      "TraitTest",
      TraitDialog.setupTrait(this.#item(name, "trait"), this, context),
      context,
    );
  }
  setupPrayer(name: string, context: Plain = {}): Promise<TestWFRP | undefined> {
    return this.#setupTest(
      PrayerDialog,
      "PrayerTest",
      PrayerDialog.setupPrayer(this.#item(name, "prayer"), this, context),
      context,
    );
  }
  setupCast(name: string, context: Plain = {}): Promise<TestWFRP | undefined> {
    return this.#setupTest(
      CastDialog,
      "CastTest",
      CastDialog.setupCast(this.#item(name, "spell"), this, context),
      context,
    );
  }
  setupChannell(name: string, context: Plain = {}): Promise<TestWFRP | undefined> {
    return this.#setupTest(
      ChannellingDialog,
      "ChannelTest",
      ChannellingDialog.setupChannel(this.#item(name, "spell"), this, context),
      context,
    );
  }

  async #setupTest(
    dialogClass: typeof CharacteristicDialog,
    rollClass: string,
    setup: DialogSetup,
    context: Plain,
  ): Promise<TestWFRP | undefined> {
    const data = context.skipDialog
      ? await new dialogClass(setup.data, setup.fields, setup.context).bypass()
      : await dialogClass.awaitSubmit(setup);
    const test = new TestWFRP({ ...data, rollClass }, this);
    await test.roll();
    await test.sendToChat();
    return test;
  }
}

const setting = (key: string): number => Number(game().settings.get("wfrp4e", key));

/** The value each test class starts from (its computeTargetNumber before the modifiers). */
function baseOf(data: Plain, actor: ActorWFRP4e): number {
  const skill = data.skill instanceof ItemWFRP4e ? data.skill : undefined;
  const item = data.weapon ?? data.trait;
  const value = (key: unknown) => actor.characteristics[String(key)]?.value ?? 0;
  if (data.rollClass === "PrayerTest" || data.rollClass === "CastTest") return Number(data.target);
  if (data.rollClass === "ChannelTest") return skill ? skill.total.value : value(data.characteristic);
  if (item instanceof ItemWFRP4e)
    return skill
      ? skill.total.value
      : value(item.type === "trait" ? data.characteristic : item.attackType === "ranged" ? "bs" : "ws");
  if (!skill) return value(data.characteristic);
  return data.characteristic !== skill.characteristic.key
    ? value(data.characteristic) + skill.advances.value
    : skill.total.value;
}

export class TestWFRP {
  constructor(
    data: Plain,
    readonly actor: ActorWFRP4e,
  ) {
    const item = [data.spell, data.weapon, data.trait, data.prayer, data.skill].find(
      (each) => each instanceof ItemWFRP4e,
    );
    this.item = item instanceof ItemWFRP4e ? item : undefined;
    const difficulty = DIFFICULTY_MODIFIERS[String(data.difficulty)] ?? 0;
    this.preData = {
      rollClass: String(data.rollClass),
      testModifier: Number(data.modifier) || 0,
      testDifficulty: difficulty,
      successBonus: Number(data.successBonus) || 0,
      slBonus: Number(data.slBonus) || 0,
      hitLocation: data.hitLocation !== "none" && data.hitLocation ? data.hitLocation : false,
      characteristic: String(data.characteristic),
      item: this.item?.id ?? String(data.characteristic),
      reversal: { allowed: false, if: "better" },
      malignantInfluence: data.malignantInfluence,
      itemData: data.itemData, // cast-test.js:9-10
    };
    this.result = { target: baseOf(data, actor) + this.preData.testModifier + difficulty };
  }

  readonly item: ItemWFRP4e | undefined;
  preData: Plain & {
    rollClass: string;
    testModifier: number;
    testDifficulty: number;
    successBonus: number;
    slBonus: number;
    hitLocation: unknown;
    characteristic: string;
    item: string;
    reversal: Plain;
  };
  result: Plain & { target: number };

  async roll(): Promise<void> {
    const roll = Number((await new Roll("1d100").evaluate()).total);
    const target = this.result.target;
    const failed = roll >= setting("automaticFailure") || (roll > target && roll > setting("automaticSuccess"));
    let SL = Math.floor(target / 10) - Math.floor(roll / 10) + this.preData.slBonus;
    if (failed && roll >= 96 && SL > -1) SL = -1;
    if (!failed) SL += this.preData.successBonus;
    if (!failed && roll <= setting("automaticSuccess") && SL < 1) SL = 1;
    // A failure's positive SL and a success's SL from 0 up are shown "+n", a failure's 0 as "-0" (:303-308, :389-391).
    const shown = failed && SL === 0 ? "-0" : SL > 0 || (!failed && SL === 0) ? `+${SL}` : String(SL);
    Object.assign(this.result, { roll, SL: shown, outcome: failed ? "failure" : "success" });
    const double =
      (roll > target && roll % 11 === 0) || roll === 100 || roll === 99
        ? "fumble"
        : roll <= target && roll % 11 === 0
          ? "critical"
          : "";
    if (this.preData.hitLocation && double) this.result[double] = double === "fumble" ? "Fumble" : "Critical";
    if (this.item?.type === "weapon" || this.item?.type === "trait") this.#computeProperties(roll, failed);
    const units = roll % 10 || 10;
    const sin = Number(Reflect.get(Object(Reflect.get(Object(this.actor.system.status), "sin")), "value")) || 0;
    if (this.preData.rollClass === "PrayerTest" && (units <= sin || (failed && roll % 11 === 0)))
      this.result.wrath = "Wrath of the Gods";
    if (this.item?.type === "spell") this.#spell(roll, failed, SL, this.item.system.cn);
  }

  /**
   * cast-test.js computeResult (CN 0 once channelled to it, Total Power) and postTest (the channelled SL spent),
   * channel-test.js postTest (SL kept, 0 to CN). Not emulated: miscasts, overcasts.
   */
  #spell(roll: number, failed: boolean, SL: number, cn: { value: number; SL: number }): void {
    const double = !failed && roll % 11 === 0;
    if (this.preData.rollClass === "ChannelTest")
      return void (cn.SL = Math.max(0, Math.min(cn.value, cn.SL + (double ? cn.value : SL))));
    this.result.castOutcome = !failed && (SL >= (cn.SL >= cn.value ? 0 : cn.value) || double) ? "success" : "failure";
    cn.SL = 0;
  }

  /** attack-test.js `computeProperties`: the doubles, Dangerous's nines and Impale's tens. */
  #computeProperties(roll: number, failed: boolean): void {
    const { qualities, flaws } = this.item?.properties ?? { qualities: {}, flaws: {} };
    if (failed && (roll % 11 === 0 || roll === 100 || (flaws.dangerous && String(roll).includes("9"))))
      this.result.fumble = "Fumble";
    if (!failed && (roll % 11 === 0 || (qualities.impale && roll % 10 === 0))) this.result.critical = "Critical";
  }

  async sendToChat(): Promise<void> {
    const speaker = { scene: null, actor: this.actor.id, token: null, alias: this.actor.name };
    const named = ["critical", "fumble", "wrath"]
      .map((key) => this.result[key])
      .filter(Boolean)
      .join(" ");
    const content =
      `<div class="wfrp4e chat-card" ` +
      `data-hide="${String(game().user.isGM)}"><p>${String(this.result.outcome)} ` +
      `${String(this.result.SL)} ${named}</p></div>`;
    await ChatMessage.create({
      type: "test",
      speaker,
      content,
      system: { testData: { preData: this.preData, result: this.result } },
    });
  }
}
