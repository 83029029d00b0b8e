/**
 * WFRP 4e's actor, items and test (moo-man/WFRP4e-FoundryVTT 32897839), as far as a test from a sheet goes:
 * - ActorWFRP4e: `system.characteristics`, `status.advantage` and `sin`, its items by id: skills (`total` =
 *   characteristic + advances), weapons, traits (`system.rollable`), prayers, spells (the CN computeOwned prepares);
 *   its setup methods (src/documents/actor.js:124-200) through warhammer-lib's `_setupTest` (src/document/actor.js:
 *   78-110 at bcb80ca4): the dialog (or its `bypass()` with `skipDialog`), the test, sent.
 * - the test (src/system/rolls/*.js): `preData` (test-wfrp4e.js:11-32), each class's start (characteristic-test.js:
 *   20-23, skill-test.js:21-48, weapon-test.js:24-32, trait-test.js:20-40, prayer-test.js:10-12, cast-test.js) +
 *   modifier + difficulty (:67-72, :1351-1353); computeResult (:257-340: SL, the literal 96; a critical and a fumble
 *   with a hit location, :458-499), attack-test.js computeProperties, a prayer's wrath (its modifier, the Sin it
 *   lowers: prayer-test.js computeResult, postTest), the SL a cast spends and a channel keeps (cast-test.js,
 *   channel-test.js postTest); the message `type: "test"`, `system.testData`, no roll (:905-944), then its opposed
 *   test started or defended (opposed.ts); a Fortune reroll (fortune.ts). Not emulated: reversal, other SL methods,
 *   testAbove100, a cast's outcome, miscasts.
 */
import { ActorDouble, type ActorSpec } from "../../documents/actor";
import { Roll } from "../../dice/roll";
import { game } from "../../globals";
import { randomID } from "../../utils";
import type { Plain } from "../kit/data";
import { chatMessage } from "../kit/globals";
import { DIFFICULTIES, setting, valueOf } from "./config";
import * as dialogs from "./dialogs";
import { handleOpposed, targetedActors } from "./opposed";

/** An item as a world names it: a skill, a weapon (the skill it uses), a trait (what it rolls), a prayer, a spell. */
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
}

type Wfrp4eActorSpec = ActorSpec & { skills?: ItemSource[] };

const flagsOf = (names: string[] = []): Plain => Object.fromEntries(names.map((name) => [name, { value: null }]));

/** An item's prepared `system`. */
const systemOf = (source: ItemSource) => ({
  characteristic: { value: source.characteristic ?? "ws" },
  advances: { value: source.advances ?? 0 },
  rollable: { rollCharacteristic: source.characteristic ?? "ws", skill: source.skill ?? "" },
  damage: { value: source.damage ? "SB" : "" },
  cn: { value: (source.cn ?? 0) * (source.memorized === false ? 2 : 1), SL: 0 },
  memorized: { value: source.memorized ?? true },
  lore: { value: ["fire"] },
  currentIng: { value: "" },
});

export class ItemWFRP4e {
  constructor(source: ItemSource, actor: ActorWFRP4e) {
    this.source = source;
    this.actor = actor;
    this.id = source._id ?? randomID();
    this.name = source.name;
    this.type = source.type ?? "skill";
    this.attackType = source.attackType ?? "melee";
    this.properties = { qualities: flagsOf(source.qualities), flaws: flagsOf(source.flaws) };
    this.system = systemOf(source);
  }
  readonly source: ItemSource;
  readonly actor: ActorWFRP4e;
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly attackType: string;
  readonly properties: { qualities: Plain; flaws: Plain };
  readonly system: ReturnType<typeof systemOf>;
  get characteristic() {
    return { key: this.system.characteristic.value };
  }
  get advances() {
    return this.system.advances;
  }
  get total() {
    return { value: (this.actor.characteristics[this.system.characteristic.value]?.value ?? 0) + this.advances.value };
  }
  /** Its stored data (a spell's CN as stored, before computeOwned doubles it). */
  toObject(): Plain {
    const cn = { value: this.source.cn ?? 0, SL: this.system.cn.SL };
    return { _id: this.id, system: { ...structuredClone(this.system), cn } };
  }
}

export class ActorWFRP4e extends ActorDouble {
  constructor(data: Wfrp4eActorSpec = {}, context?: ConstructorParameters<typeof ActorDouble>[1]) {
    super(data, context);
    const items = (data.skills ?? []).map((source) => new ItemWFRP4e(source, this));
    this.items = new Map(items.map((item) => [item.id, item]));
  }
  readonly items: Map<string, ItemWFRP4e>;
  /** Its data with its items, as Foundry's: an unlinked token's actor is built from it (BaseActorDelta.applyDelta). */
  override toObject(): ReturnType<ActorDouble["toObject"]> & { skills: ItemSource[] } {
    const skills = [...this.items.values()].map((item) => ({ ...item.source, _id: item.id }));
    return { ...super.toObject(), skills };
  }
  /** `system.characteristics` (actor.js:1457): each characteristic's `value` and `bonus` (its tens) read by its key. */
  get characteristics(): Record<string, { value: number; bonus: number } | undefined> {
    const all: unknown = this.system.characteristics;
    const of = (key: string) => ({ value: valueOf(all, key), bonus: Math.floor(valueOf(all, key) / 10) });
    return Object.fromEntries(Object.keys(Object(all)).map((key) => [key, of(key)]));
  }
  /** The actor's skill of that name (`itemTags.skill`), if any. */
  readonly skill = (name: string): ItemWFRP4e | undefined => this.#find(name, "skill");
  readonly #find = (name: string, type: string) =>
    [...this.items.values()].find((i) => i.type === type && i.name === name);
  // The sheet's test buttons call these (each `_setupTest` with its dialog and test class); by name here.
  readonly setupCharacteristic = (key: string, context: Plain = {}) => {
    const setup = dialogs.CharacteristicDialog.setupData(key, this, context);
    return this.#setupTest(dialogs.CharacteristicDialog, "CharacteristicTest", setup);
  };
  readonly setupSkill = this.#opens(dialogs.SkillDialog, "SkillTest", "skill");
  readonly setupWeapon = this.#opens(dialogs.WeaponDialog, "WeaponTest", "weapon");
  readonly setupTrait = this.#opens(dialogs.TraitDialog, "TraitTest", "trait");
  readonly setupPrayer = this.#opens(dialogs.PrayerDialog, "PrayerTest", "prayer");
  readonly setupCast = this.#opens(dialogs.CastDialog, "CastTest", "spell");
  readonly setupChannell = this.#opens(dialogs.ChannellingDialog, "ChannelTest", "spell");
  #opens(dialogClass: typeof dialogs.SkillDialog, rollClass: string, type: string) {
    return (name: string, context: Plain = {}) => {
      const item = this.#find(name, type);
      if (!item) throw new Error(`No ${type} ${name}`);
      return this.#setupTest(dialogClass, rollClass, dialogClass.setupItem(item, this, context));
    };
  }
  async #setupTest(dialogClass: typeof dialogs.CharacteristicDialog, rollClass: string, setup: dialogs.DialogSetup) {
    const targets = targetedActors(this, setup.context);
    const data = setup.context.skipDialog
      ? await new dialogClass(setup.data, setup.fields, setup.context).bypass()
      : await dialogClass.awaitSubmit(setup);
    const test = new TestWFRP({ ...data, rollClass }, this);
    await test.roll();
    await handleOpposed(this, await test.sendToChat(), targets);
    return test;
  }
}

/** The value each test class starts from (its computeTargetNumber before the modifiers). */
function baseOf(data: Plain, actor: ActorWFRP4e): number {
  const skill = data.skill instanceof ItemWFRP4e ? data.skill : undefined;
  const item = data.weapon ?? data.trait;
  const value = (key: unknown) => actor.characteristics[String(key)]?.value ?? 0;
  if (data.rollClass === "PrayerTest" || data.rollClass === "CastTest") return Number(data.target);
  // An attack's and a channel's skill by its total; a skill test's by the characteristic chosen (skill-test.js:21-48).
  const chosen = item || data.rollClass === "ChannelTest" || data.characteristic === skill?.characteristic.key;
  if (skill) return chosen ? skill.total.value : value(data.characteristic) + skill.advances.value;
  if (item instanceof ItemWFRP4e && item.type === "weapon") return value(item.attackType === "ranged" ? "bs" : "ws");
  return value(data.characteristic);
}

/** The test's `preData` from the dialog's submission (test-wfrp4e.js:11-32; cast-test.js:9-10 its itemData). */
const preDataOf = (data: Plain, item: ItemWFRP4e | undefined) => ({
  rollClass: String(data.rollClass),
  testModifier: Number(data.modifier) || 0,
  testDifficulty: Number(Reflect.get(DIFFICULTIES, String(data.difficulty)) ?? 0),
  successBonus: Number(data.successBonus) || 0,
  slBonus: Number(data.slBonus) || 0,
  hitLocation: data.hitLocation !== "none" && data.hitLocation ? data.hitLocation : false,
  item: item?.id ?? String(data.characteristic),
  reversal: { allowed: false, if: "better" },
  malignantInfluence: data.malignantInfluence,
  itemData: data.itemData,
});

export class TestWFRP {
  constructor(data: Plain, actor: ActorWFRP4e) {
    this.actor = actor;
    this.item = [data.spell, data.weapon, data.trait, data.prayer, data.skill].find((x) => x instanceof ItemWFRP4e);
    this.preData = preDataOf(data, this.item);
    this.result = { target: baseOf(data, actor) + this.preData.testModifier + this.preData.testDifficulty };
  }
  readonly actor: ActorWFRP4e;
  readonly item: ItemWFRP4e | undefined;
  readonly preData: ReturnType<typeof preDataOf>;
  readonly result: Plain & { target: number };
  /** `context`'s Fortune marks (test-wfrp4e.js:52-53), which useFortune sets (fortune.ts). */
  readonly context: { fortuneUsedReroll?: boolean; fortuneUsedAddSL?: boolean } = {};
  async roll(): Promise<void> {
    const roll = Number((await new Roll("1d100").evaluate()).total);
    const target = this.result.target;
    const automaticSuccess = Number(setting("automaticSuccess"));
    const failed = roll >= Number(setting("automaticFailure")) || (roll > target && roll > automaticSuccess);
    let SL = Math.floor(target / 10) - Math.floor(roll / 10) + this.preData.slBonus;
    if (failed && roll >= 96 && SL > -1) SL = -1;
    if (!failed) SL += this.preData.successBonus;
    if (!failed && roll <= automaticSuccess && SL < 1) SL = 1;
    // A failure's positive SL and a success's SL from 0 up are shown "+n", a failure's 0 as "-0" (:303-308, :389-391).
    const shown = failed && SL === 0 ? "-0" : SL > 0 || (!failed && SL === 0) ? `+${SL}` : String(SL);
    Object.assign(this.result, { roll, SL: shown, outcome: failed ? "failure" : "success" });
    const double = roll % 11 === 0;
    const named =
      (roll > target && double) || roll === 100 || roll === 99 ? "Fumble" : roll <= target && double ? "Critical" : "";
    if (this.preData.hitLocation && named) this.result[named.toLowerCase()] = named;
    if (this.item?.type === "weapon" || this.item?.type === "trait") this.#computeProperties(roll, failed);
    const sin = valueOf(this.actor.system.status, "sin") || 0;
    if (this.preData.rollClass === "PrayerTest" && ((roll % 10 || 10) <= sin || (failed && double))) {
      // prayer-test.js computeResult keeps the Sin as the Wrath's modifier; postTest then lowers it, unawaited.
      Object.assign(this.result, { wrath: "Wrath of the Gods", wrathModifier: sin * 10 });
      void this.actor.update({ system: { "status.sin.value": Math.max(0, sin - 1) } });
    }
    const cn = this.item?.type === "spell" ? this.item.system.cn : undefined;
    // cast-test.js postTest spends the channelled SL; channel-test.js's keeps it (a passed double: the whole CN).
    const channelled = this.preData.rollClass === "ChannelTest" && cn ? cn.SL + (!failed && double ? cn.value : SL) : 0;
    if (cn) cn.SL = Math.max(0, Math.min(cn.value, channelled));
  }
  /** attack-test.js `computeProperties`: the doubles, Dangerous's nines and Impale's tens. */
  #computeProperties(roll: number, failed: boolean): void {
    const { qualities, flaws } = this.item?.properties ?? { qualities: {}, flaws: {} };
    if (failed && (roll % 11 === 0 || roll === 100 || (flaws.dangerous && String(roll).includes("9"))))
      this.result.fumble = "Fumble";
    if (!failed && (roll % 11 === 0 || (qualities.impale && roll % 10 === 0))) this.result.critical = "Critical";
  }
  sendToChat(): Promise<unknown> {
    const speaker = { scene: null, actor: this.actor.id, token: null, alias: this.actor.name };
    const shown = ["outcome", "SL", "critical", "fumble", "wrath"].map((key) => this.result[key]).filter(Boolean);
    const content = `<div class="wfrp4e chat-card" data-hide="${String(game().user.isGM)}"><p>${shown.join(" ")}`;
    const testData = { preData: this.preData, result: this.result, context: this.context };
    return chatMessage().create({
      type: "test",
      speaker,
      content: `${content}</p></div>`,
      system: { testData },
    });
  }
}
