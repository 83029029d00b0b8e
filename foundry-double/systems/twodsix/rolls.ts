/**
 * Twodsix's throw (xdy/twodsix-foundryvtt 7.5.2 at bddb68ea):
 * - TWODSIX (config.js): DIFFICULTIES (:1042-1091), ROLLTYPES (:1005-1009), CHARACTERISTICS (:3-17), RULESETS
 *   (:167-1000: each preset's name and the settings of it a throw reads, for the `ruleset` setting);
 * - TwodsixRollSettings (utils/TwodsixRollSettings.js, TRS): the difficulty, roll type, characteristic and roll class
 *   (:57-189), `create` (:199-242), `_throwDialog` (:248-349: a `DialogV2.wait` rendered once on throw-dialog.hbs, its
 *   `ok` reading the form, :290-326; `handleRender` setting the characteristic as the skill changes, with no event,
 *   :357-380);
 * - TwodsixDiceRoll (utils/TwodsixDiceRoll.js, TDR): `createRoll` (:71-122: the roll type's dice, the difficulty's DM
 *   unless difficulties are target numbers, skill, chain, characteristic, item, other), `evaluateRoll` (:57-66),
 *   `calculateEffect` (:168-190), `sendToChat` (:560-585: `roll.toMessage`).
 * Item rolls: the item's DM (`skillModifier`, TRS:160) and the roll class by item type (TRS:119-134). Not emulated
 * (no test and no table world meets them): components, target DMs (TARGET_DM), `skillLevelMax`, the xd6 style, other
 * item fields, wounds and encumbrance, timeframes, chat buttons.
 */
import { Roll } from "../../dice/roll";
import { CONFIG, game } from "../../globals";
import { speakerOf } from "../kit/chat";
import { read, type Plain } from "../kit/data";
import RULESET_DATA from "./rulesets.json";
import { openDialog, type DialogWindow } from "../kit/dialog";
import { fromUuidSync } from "../kit/globals";

type Difficulty = { mod: number; target: number };

export const setting = (key: string): unknown => game().settings.get("twodsix", key);
/** A DM as shown: "+2", "0" as "+0", "-1". */
const signed = (dm: number) => `${dm >= 0 ? "+" : ""}${dm}`;
/** A difficulty as the dialog and the flavor show it: its target ("8+") in target mode, else its DM. */
const shownDifficulty = ({ mod, target }: Difficulty) =>
  setting("difficultiesAsTargetNumber") === true ? `${target}+` : signed(mod);

/** Each list as "key mod target" entries (config.js:1042-1091). */
const list = (entries: string): Record<string, Difficulty> =>
  Object.fromEntries(
    entries.split(", ").map((entry) => {
      const [key = "", mod, target] = entry.split(" ");
      return [key, { mod: Number(mod), target: Number(target) }];
    }),
  );

/** The lists of the presets emulated (CE's, CEL's; the others' are read by none). */
const HARD_CE = "Formidable -6 14, Impossible -8 16";
const DIFFICULTIES: Record<string, Record<string, Difficulty> | undefined> = {
  CE: list("Simple 6 2, Easy 4 4, Routine 2 6, Average 0 8, Difficult -2 10, VeryDifficult -4 12, " + HARD_CE),
  CEL: list("Routine 2 4, Average 0 6, Difficult -2 8, VeryDifficult -4 10, Formidable -6 12"),
};
const ROLLTYPES: Record<string, { key: string; formula: string } | undefined> = {
  Advantage: { key: "Advantage", formula: "3d6kh2" },
  Normal: { key: "Normal", formula: "2d6" },
  Disadvantage: { key: "Disadvantage", formula: "3d6kl2" },
};

export const TWODSIX = {
  DIFFICULTIES,
  ROLLTYPES,
  CHARACTERISTICS: {
    strength: "STR",
    dexterity: "DEX",
    endurance: "END",
    intelligence: "INT",
    education: "EDU",
    socialStanding: "SOC",
  },
};

/**
 * Each preset (config.js RULESETS, in its order, rulesets.json): its name and the settings of it a throw reads; OTHER
 * writes its degrees and the xd6 style alone.
 */
export const RULESETS: Record<string, { name: string; settings: Plain }> = RULESET_DATA;

type Skill = { name: string; uuid: string; system: Plain };
const isSkill = (value: unknown): value is Skill =>
  typeof read(value, "uuid") === "string" && read(value, "type") === "skills";
/** An item a throw is made with (weapon, spell, psiAbility, …). */
export type RollItem = { type: string; uuid: string; system: Plain };
const ITEM_CLASSES: Record<string, string> = { weapon: "Attack", spell: "Spell", psiAbility: "PsionicAbility" };
interface Actor {
  uuid: string;
  system: Plain;
  getCharacteristicModifier(short: string): number;
  getSkillNameList(): Record<string, string>;
  characteristic(key: string): { mod: number; displayShortLabel: string };
}

/** TRS:411-430: each characteristic's "STR(+1)", then `NONE` as "---". */
function characteristicList(actor: Actor | null): Record<string, string> {
  const found: Record<string, string> = {};
  for (const key of Object.keys(TWODSIX.CHARACTERISTICS)) {
    const shown = actor?.characteristic(key);
    if (shown) found[shown.displayShortLabel] = `${shown.displayShortLabel}(${signed(shown.mod)})`;
  }
  found.NONE = "---";
  return found;
}

export class TwodsixRollSettings {
  difficulties: Record<string, Difficulty>;
  difficulty: Difficulty;
  rollType: string;
  messageMode: string;
  skillRoll: boolean;
  itemRoll = false;
  shouldRoll = false;
  skillName: string;
  displayLabel: string;
  rollModifiers: Plain & { characteristic: string; chain: number; other: number; selectedSkill?: string | undefined };
  flags: { rollClass: string; actorUUID: string };

  constructor(settings: Plain, aSkill: Skill | null, anItem: RollItem | null, sourceActor: Actor | null) {
    const given = (key: string) => read(settings, key);
    const givenModifiers = given("rollModifiers");
    this.difficulties = TWODSIX.DIFFICULTIES[String(setting("difficultyListUsed"))] ?? {};
    const skillDifficulty = read(aSkill?.system, "difficulty");
    const characteristic =
      read(givenModifiers, "characteristic") ?? (aSkill ? read(aSkill.system, "characteristic") : "NONE");
    const givenDifficulty = Object.values(this.difficulties).find((difficulty) => difficulty === given("difficulty"));
    this.difficulty = givenDifficulty ??
      (typeof skillDifficulty === "string" ? this.difficulties[skillDifficulty] : undefined) ??
      this.difficulties.Average ?? { mod: 0, target: 8 };
    this.rollType = String(given("rollType") ?? read(aSkill?.system, "rolltype") ?? "Normal");
    this.messageMode = String(given("messageMode") ?? game().settings.get("core", "messageMode"));
    this.skillRoll = Boolean(given("skillRoll") ?? aSkill);
    this.skillName = aSkill?.name ?? "?";
    this.displayLabel = typeof characteristic === "string" && characteristic !== "NONE" ? characteristic : "";
    this.itemRoll = Boolean(anItem);
    this.rollModifiers = {
      item: Number(read(anItem?.system, "skillModifier") ?? 0),
      characteristic: String(characteristic),
      chain: Number(read(givenModifiers, "chain") ?? 0),
      other: Number(read(givenModifiers, "other") ?? 0),
      selectedSkill: aSkill?.uuid,
    };
    const rollClass = anItem
      ? (ITEM_CLASSES[anItem.type] ?? "Item")
      : aSkill
        ? "Skill"
        : characteristic !== "NONE" && characteristic !== ""
          ? "Characteristic"
          : "Unknown";
    this.flags = { rollClass, actorUUID: sourceActor?.uuid ?? "" };
  }

  /** TRS:199-242. */
  static async create(
    showThrowDialog: boolean,
    settings: Plain,
    skill: Skill | null,
    item: RollItem | null,
    sourceActor: Actor | null,
  ): Promise<TwodsixRollSettings> {
    const rollSettings = new TwodsixRollSettings(settings, skill, item, sourceActor);
    const title = skill ? rollSettings.skillName : rollSettings.displayLabel;
    if (showThrowDialog) await rollSettings._throwDialog(title, skill, sourceActor);
    else rollSettings.shouldRoll = true;
    return rollSettings;
  }

  /** throw-dialog.hbs's data (TRS:248-289): the settings, the lists its selects offer. */
  #dialogData(actor: Actor | null): Plain {
    const shown = ([key, it]: [string, Difficulty]) => [key, `${game().i18n.localize(key)} (${shownDifficulty(it)})`];
    const modes = Object.entries(Reflect.get(CONFIG().ChatMessage, "modes") ?? {});
    const { skillRoll, itemRoll, rollType, messageMode, rollModifiers } = this;
    return {
      ...{ skillRoll, itemRoll, rollType, messageMode, rollModifiers },
      difficultyList: Object.fromEntries(Object.entries(this.difficulties).map(shown)),
      difficulty: Object.keys(this.difficulties).find((key) => this.difficulties[key] === this.difficulty) ?? "",
      rollTypes: { Advantage: "Advantage", Normal: "Normal", Disadvantage: "Disadvantage" },
      messageModes: Object.fromEntries(modes.map(([key, mode]) => [key, String(read(mode, "label") ?? key)])),
      skillsList: actor?.getSkillNameList() ?? {},
      characteristicList: characteristicList(actor),
    };
  }

  /** The `ok` callback (TRS:290-326): the form read into the settings. */
  #submitted(element: HTMLElement): void {
    const form = element.querySelector<HTMLFormElement>(".standard-form");
    const value = (name: string) =>
      form?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value;
    const whole = (name: string) => parseInt(value(`rollModifiers.${name}`) || "0", 10);
    this.shouldRoll = true;
    this.difficulty = this.difficulties[value("difficulty") ?? ""] ?? this.difficulty;
    this.rollType = value("rollType") ?? this.rollType;
    this.messageMode = value("messageMode") ?? this.messageMode;
    if (this.skillRoll) {
      this.rollModifiers.chain = whole("chain");
      this.rollModifiers.characteristic = value("rollModifiers.characteristic") ?? "NONE";
      this.rollModifiers.selectedSkill = value("rollModifiers.selectedSkill");
    }
    if (this.itemRoll) this.rollModifiers.item = whole("item");
    this.rollModifiers.other = whole("other");
  }

  /** TRS:248-349. */
  async _throwDialog(title: string, _skill: Skill | null, actor: Actor | null): Promise<void> {
    const ok = (_event: Event, _button: HTMLButtonElement, { element }: DialogWindow) => this.#submitted(element);
    const cancel = () => void (this.shouldRoll = false);
    await openDialog("wait", {
      window: { title, icon: "fa-solid fa-dice" },
      body: { template: "systems/twodsix/templates/chat/throw-dialog.hbs", data: this.#dialogData(actor) },
      buttons: [
        { action: "ok", label: "Roll", icon: "fa-solid fa-dice", default: true, callback: ok },
        { action: "cancel", label: "Cancel", icon: "fa-solid fa-xmark", callback: cancel },
      ],
      render: (_event, { element }) => {
        // handleRender (TRS:357-380): the characteristic follows the skill, set with no change event.
        const select = (name: string) => element.querySelector<HTMLSelectElement>(`[name="rollModifiers.${name}"]`);
        element.querySelector(".select-skill")?.addEventListener("change", () => {
          const [characteristic, uuid] = [select("characteristic"), select("selectedSkill")?.value];
          const chosen = uuid ? fromUuidSync(uuid) : null;
          if (characteristic && uuid)
            characteristic.value = String(read(read(chosen, "system"), "characteristic") || "NONE");
        });
      },
      rejectClose: false,
    });
  }
}

/** The throw made once its settings are (TRS's callers: actor-base.js:462-470, item-base.js:336-343). */
export async function thrown(settings: TwodsixRollSettings, actor: Actor, skill: Skill | null = null) {
  if (!settings.shouldRoll) return undefined;
  const diceRoll = new TwodsixDiceRoll(settings, actor, skill);
  await diceRoll.evaluateRoll();
  await diceRoll.sendToChat();
  return diceRoll;
}

export class TwodsixDiceRoll {
  roll: Roll | null = null;
  naturalTotal = 0;
  effect = 0;
  readonly skill: Skill | null;

  constructor(
    readonly rollSettings: TwodsixRollSettings,
    readonly actor: Actor,
    skill: Skill | null = null,
  ) {
    const selected = rollSettings.rollModifiers.selectedSkill;
    const found = selected ? fromUuidSync(selected) : null;
    this.skill = isSkill(found) ? found : skill;
  }

  /** TDR:57-66. */
  async evaluateRoll(): Promise<void> {
    await this.createRoll();
    const first = this.roll?.dice[0];
    this.naturalTotal = first?.results.reduce((total, die) => (die.active ? total + die.result : total), 0) ?? 0;
    this.calculateEffect();
  }

  /** TDR:71-122, the modifiers of a skill's or a characteristic's throw. */
  async createRoll(): Promise<void> {
    let formula = TWODSIX.ROLLTYPES[this.rollSettings.rollType]?.formula ?? "2d6";
    const data: Plain = {};
    const add = (name: string, value: number) => {
      formula += `${value < 0 ? " -" : " +"} @${name}`;
      data[name] = Math.abs(value);
    };
    if (!setting("difficultiesAsTargetNumber")) add("difficultyMod", this.rollSettings.difficulty.mod);
    if (this.skill) add("skillValue", Number(read(this.actor.system.skills, this.skill.name.replace(/\W/g, ""))));
    const { chain, characteristic, other } = this.rollSettings.rollModifiers;
    if (chain) add("chain", chain);
    if (characteristic !== "NONE") add("characteristic", this.actor.getCharacteristicModifier(characteristic));
    if (this.rollSettings.itemRoll) add("item", Number(this.rollSettings.rollModifiers.item));
    if (other) add("other", other);
    this.roll = await new Roll(formula, data).evaluate();
  }

  /** TDR:168-190. */
  calculateEffect(): void {
    const total = this.roll?.total ?? 0;
    const list = TWODSIX.DIFFICULTIES[String(setting("difficultyListUsed"))];
    let effect = setting("difficultiesAsTargetNumber")
      ? total - this.rollSettings.difficulty.target
      : total - (list?.Average?.target ?? 8);
    const affects = setting("criticalNaturalAffectsEffect") === true;
    if (this.naturalTotal === 12 && effect < 0 && affects) effect = 0;
    else if (this.naturalTotal === 2 && effect >= 0 && affects) effect = -1;
    this.effect = effect;
  }

  /** TDR:362-585: the flavor's difficulty and the message with its flags (not its degree of success: unread). */
  async sendToChat(): Promise<void> {
    const shown = shownDifficulty(this.rollSettings.difficulty);
    const flavor = `<section class="flavor-message">Rolling: ${shown}</section>`;
    const { rollClass, actorUUID } = this.rollSettings.flags;
    const flags = { "twodsix.effect": this.effect, "twodsix.rollClass": rollClass, "twodsix.actorUUID": actorUUID };
    const data = { speaker: speakerOf(this.actor), flavor, flags };
    await this.roll?.toMessage(data, { messageMode: this.rollSettings.messageMode });
  }
}
