/**
 * A stand-in for dnd5e's Actor5e (module/documents/actor/actor.mjs at 965ad2d, release 5.3.3; 6.0.0 at c83a613
 * changes nothing these methods do), CONFIG.Actor.documentClass in a dnd5e world. Its data is small — a stand-in
 * for dnd5e's data models — but the roll configurations it builds are dnd5e's, line for line:
 * - rollSkill / rollToolCheck (#rollSkillTool): `[type, "abilityCheck", "d20Test"]` hooks; advantage/disadvantage
 *   from the ability's check mode and the skill's (or tool's) roll mode, plus one advantage when skill and tool are
 *   both proficient; halflingLucky from the actor's flag; reliableTalent when the skill (or tool) is proficient and
 *   the flag is set; the roll's minimum/maximum from the skill and the ability; the SkillTool dialog with
 *   chooseAbility, its buildConfig (_buildSkillToolConfig) making the parts `@mod`, `@prof`, `@{skill}Bonus`,
 *   `@extraBonus`, `@{ability}CheckBonus`, `@{type}Bonus`, `@abilityCheckBonus` (each only when it has a value), for
 *   the ability chosen in the form; a message flavored with the prompt title.
 * - rollAbilityCheck / rollSavingThrow (#rollD20Test): `[AbilityCheck|SavingThrow, "d20Test"]`; parts `@mod`,
 *   `@prof` (check or save proficiency), `@{ability}{Check|Save}Bonus`, `@{check|save}Bonus`, `@cover` (a Dexterity
 *   save); the ability's roll mode, min and max; halflingLucky.
 * - rollDeathSave: `deathSave` hooks, target 10, through rollSavingThrow; afterwards dnd5e's success / failure
 *   counting and update. rollConcentration: `concentration` hooks, target 10, the concentration ability.
 * - getInitiativeRollConfig / rollInitiativeDialog: `["initiativeDialog", "abilityCheck", "d20Test"]`, evaluate
 *   false, parts `@mod`, `@prof`, `@initiativeBonus`, `@{ability}AbilityCheckBonus`, `@abilityCheckBonus`, the
 *   Dexterity tiebreaker (ability score / 100) when that setting is on; the rolled configuration is kept as
 *   `_cachedInitiativeRoll`.
 * - calculateDamage: dnd5e's (calculate-damage.ts), over the target-side data: `attributes.hp.{value, max, temp,
 *   tempmax, dt}` and `traits.{di, dr, dv}.{value, bypasses}` and `traits.dm.{amount, bypasses}` (Sets, as dnd5e's
 *   data model prepares them from arrays).
 * Stand-ins, not dnd5e's code: the data preparation (an ability's mod from its value, proficiencies from
 * `attributes.prof` times the stored multiplier; no effects, items' bonuses, remarkable athlete or transformation),
 * roll data (the prepared system, the flags and the name), AdvantageModeField (a stored roll mode of 1 / -1 counts; no
 * effect counts or overrides), and rollInitiative (no combat tracker: the cached roll is evaluated and posted as
 * Combat#rollInitiative posts it). Not emulated (nothing the adapter, the playground or a test reads): exhaustion,
 * the rules version (modern rules throughout), the flags Jack of All Trades, Tool Expertise, Diamond Soul and Alert,
 * a fixed initiative score (initiativeScore), vehicles as tools.
 */
import { ActorDouble, type ActorSpec } from "../../../documents/actor";
import { deepClone, getProperty, isEmpty, mergeObject } from "../../../utils";
import { capitalize, clamp, isNumeric } from "../../../primitives";
import { Proficiency } from "./proficiency";
import { SkillToolRollConfigurationDialog } from "../applications/d20-configuration-dialog";
import { dnd5eConfig, TOOL_LABELS } from "../config";
import { format, game, localize } from "../utils";
import type { D20Roll } from "../dice/d20-roll";
import type { BasicRoll } from "../dice/basic-roll";
import type {
  DialogConfiguration,
  FormDataLike,
  MessageConfiguration,
  ProcessConfiguration,
  RollConfiguration,
  RollEvent,
  RollOptions,
} from "../dice/types";
import type { Item5e } from "./item";
import { chatMessage, diceClass, hooks, notifications } from "../../kit/globals";
import { calculateDamage, type DamageDescription, type DamageSummary, type DamageTraits } from "./calculate-damage";
import { prepareSystem } from "./prepare-system";
import { embeddedEffects, type ActiveEffect5e } from "./active-effect";
import { speakerOf } from "../../kit/chat";
import type { Plain } from "../../kit/data";

interface RollMode {
  mode?: number;
  min?: number;
  max?: number;
}

export interface AbilityData {
  value: number;
  mod: number;
  proficient: number;
  bonuses: { check?: string; save?: string };
  check: { roll: RollMode };
  /** `value`: the save's bonus as prepared (the modifier, numeric save bonuses, a numeric proficiency). */
  save: { roll: RollMode; value: number };
  checkProf: Proficiency;
  saveProf: Proficiency;
  /** The ability's DC: 8 + modifier + proficiency bonus (no spell DC bonus modelled). */
  dc: number;
}

export interface SkillData {
  ability: string;
  value: number;
  effectValue: number;
  bonuses: { check?: string };
  roll: RollMode;
  prof: Proficiency;
  mod: number;
  total: number;
}

export interface SystemData5e {
  abilities: Record<string, AbilityData>;
  skills: Record<string, SkillData>;
  tools: Record<string, SkillData>;
  attributes: {
    prof: number;
    ac: { value: number | null; cover?: number };
    hp: { value: number; max: number; temp: number | null; tempmax: number | null; dt: number | null };
    death: { success: number; failure: number; roll: RollMode; bonuses: { save?: string } };
    concentration: { ability: string; roll: RollMode; bonuses: { save?: string } };
    init: { ability: string; bonus?: string; mod: number; prof: Proficiency; roll: RollMode };
  };
  traits: DamageTraits;
  bonuses: {
    abilities: { check?: string; save?: string; skill?: string };
    [actionType: string]: { attack?: string; check?: string; save?: string; skill?: string; damage?: string };
  };
  [key: string]: unknown;
}

const D20 = (): typeof D20Roll => diceClass<typeof D20Roll>("D20Roll");
const Basic = (): typeof BasicRoll => diceClass<typeof BasicRoll>("BasicRoll");

export interface Actor5eSpec extends ActorSpec {
  /** Embedded items (weapons with their attack activity) and active effects (active-effect.ts). */
  items?: Plain[];
  effects?: Plain[];
}

export class Actor5e extends ActorDouble {
  constructor(data: Actor5eSpec = {}, context: ConstructorParameters<typeof ActorDouble>[1] = {}) {
    super(data, context);
    this.#itemSources = deepClone(data.items ?? []);
    this.effects = embeddedEffects(data.effects, this);
  }

  /** The actor's own effects, by id; those in force (core's Actor#appliedEffects: none suppressed in the double). */
  readonly effects: Map<string, ActiveEffect5e>;
  get appliedEffects(): ActiveEffect5e[] {
    return [...this.effects.values()].filter((effect) => effect.active);
  }

  /** An embedded item or effect by id, as fromUuidSync walks a uuid (core's getEmbeddedDocument). */
  getEmbeddedDocument(name: string, id: string): unknown {
    return (name === "Item" ? this.items : name === "ActiveEffect" ? this.effects : null)?.get(id) ?? null;
  }

  #itemSources: Plain[];

  #items: Map<string, Item5e> | null = null;

  /** The prepared data and the source it was prepared from (as JSON): prepared again once the source changed. */
  #prepared: { from: string; system: SystemData5e } | null = null;

  _cachedInitiativeRoll: BasicRoll | undefined;

  /** The prepared system data (a stand-in for dnd5e's data model), prepared again after an update. */
  override get system(): Plain {
    return this.system5e;
  }

  get system5e(): SystemData5e {
    const from = JSON.stringify(this._source.system);
    if (this.#prepared?.from !== from) this.#prepared = { from, system: prepareSystem(this._source.system) };
    return this.#prepared.system;
  }

  /** The embedded items, by id (Item5e stand-ins, see item.ts). */
  get items(): Map<string, Item5e> {
    if (!this.#items) {
      const { Item5e: ItemClass } = itemModule();
      this.#items = new Map(
        this.#itemSources.map((source) => {
          const item = new ItemClass(source, this);
          return [item.id, item] as const;
        }),
      );
    }
    return this.#items;
  }

  /** A character flag of CONFIG.DND5E.characterFlags (all of them Boolean), as the actor's flags hold it. */
  #characterFlag(key: string): boolean | undefined {
    return this.getFlag("dnd5e", key) as boolean | undefined;
  }

  override getRollData(): Plain {
    const data = deepClone(this.system);
    data.prof = this.system5e.attributes.prof ?? 0;
    data.flags = { ...this.flags };
    data.name = this.name;
    data.statuses = {};
    return data;
  }

  /** dnd5e's calculateDamage (calculate-damage.ts): what the apply tray would deal this actor. */
  calculateDamage(
    damages: DamageDescription[],
    options: Parameters<typeof calculateDamage>[2] = {},
  ): DamageSummary | false {
    return calculateDamage({ system: this.system5e, getRollData: () => this.getRollData() }, damages, options);
  }

  /* -------------------------------------------- */
  /*  Skills and tools                            */
  /* -------------------------------------------- */

  async rollSkill(
    config: ProcessConfiguration = {},
    dialog: DialogConfiguration = {},
    message: MessageConfiguration = {},
  ): Promise<D20Roll[] | null> {
    const skills = dnd5eConfig().skills;
    const skill = config.skill ?? "";
    const skillLabel = skills[skill]?.label ?? "";
    const ability = config.ability ?? this.system5e.skills[skill]?.ability ?? skills[skill]?.ability ?? "";
    const title = format("DND5E.SkillPromptTitle", { skill: skillLabel, ability: abilityLabel(ability) });
    return this.#rollSkillTool("skill", config, this.#titled(dialog, title), message);
  }

  async rollToolCheck(
    config: ProcessConfiguration = {},
    dialog: DialogConfiguration = {},
    message: MessageConfiguration = {},
  ): Promise<D20Roll[] | null> {
    const title = format("DND5E.ToolPromptTitle", { tool: toolKeyLabel(config.tool) });
    return this.#rollSkillTool("tool", config, this.#titled(dialog, title), message);
  }

  /** The dialog configuration with the window's title and the actor's name as its subtitle, under what was given. */
  #titled(dialog: DialogConfiguration, title: string): DialogConfiguration {
    return mergeObject<DialogConfiguration>({ options: { window: { title, subtitle: this.name } } }, dialog);
  }

  async #rollSkillTool(
    type: "skill" | "tool",
    config: ProcessConfiguration = {},
    dialog: DialogConfiguration = {},
    message: MessageConfiguration = {},
  ): Promise<D20Roll[] | null> {
    const name = type === "skill" ? "Skill" : "ToolCheck";
    const cfg = dnd5eConfig();
    const skillConfig = cfg.skills[config.skill ?? ""];
    const toolConfig = cfg.tools[config.tool ?? ""];
    if ((type === "skill" && !skillConfig) || (type === "tool" && !toolConfig))
      return this.rollAbilityCheck(config, dialog, message);

    const system = this.system5e;
    const relevant = type === "skill" ? system.skills?.[config.skill ?? ""] : system.tools?.[config.tool ?? ""];
    const alternate = type === "skill" ? system.tools?.[config.tool ?? ""] : system.skills?.[config.skill ?? ""];
    const abilityId =
      config.ability ?? relevant?.ability ?? (type === "skill" ? skillConfig!.ability : toolConfig!.ability);
    const ability = system.abilities?.[abilityId];
    const buildConfig = this._buildSkillToolConfig.bind(this, type, null);
    const doubleProf = !!relevant?.prof.hasProficiency && !!alternate?.prof.hasProficiency;

    const { advantage, disadvantage } = combineFields(
      system,
      [`abilities.${abilityId}.check.roll.mode`, `${type}s.${type === "skill" ? config.skill : config.tool}.roll.mode`],
      { advantages: Number(doubleProf), disadvantages: 0 },
    );

    const rollConfig = mergeObject<ProcessConfiguration>(
      {
        advantage,
        disadvantage,
        ability: relevant?.ability ?? (type === "skill" ? skillConfig!.ability : toolConfig?.ability),
        halflingLucky: this.#characterFlag("halflingLucky"),
        reliableTalent: (relevant?.value ?? 0) >= 1 && this.#characterFlag("reliableTalent"),
      },
      config,
    );
    rollConfig.hookNames = [...(config.hookNames ?? []), type, "abilityCheck", "d20Test"];
    rollConfig.rolls = [
      D20().mergeConfigs(
        {
          options: {
            maximum: Math.min(relevant?.roll.max ?? Infinity, ability?.check.roll.max ?? Infinity),
            minimum: Math.max(relevant?.roll.min ?? -Infinity, ability?.check.roll.min ?? -Infinity),
          },
        },
        config.rolls?.shift(),
      ),
    ].concat(config.rolls ?? []);
    rollConfig.subject = this;

    const dialogConfig = mergeObject<DialogConfiguration>(
      {
        applicationClass: SkillToolRollConfigurationDialog,
        options: { buildConfig, chooseAbility: true },
      },
      dialog,
    );

    const messageConfig = mergeObject<MessageConfiguration>(
      {
        create: true,
        data: {
          flags: { dnd5e: { messageType: "roll", roll: { [`${type}Id`]: config[type], type } } },
          flavor:
            type === "skill"
              ? format("DND5E.SkillPromptTitle", { skill: skillConfig!.label, ability: abilityLabel(abilityId) })
              : format("DND5E.ToolPromptTitle", { tool: toolKeyLabel(config.tool) }),
          speaker: speakerOf(this),
        },
      },
      message,
    );

    const rolls = (await D20().build(rollConfig, dialogConfig, messageConfig)) as D20Roll[];
    if (!rolls.length) return null;
    const data = { ability: rollConfig.ability, [type]: rollConfig[type], subject: this };
    hooks().callAll(`dnd5e.roll${name}`, rolls, data);
    hooks().callAll(`dnd5e.roll${name}V2`, rolls, data);
    return rolls;
  }

  _buildSkillToolConfig(
    type: "skill" | "tool",
    _hostActor: null,
    process: ProcessConfiguration,
    config: RollConfiguration,
    formData: FormDataLike | null | undefined,
    _index: number,
  ): void {
    const system = this.system5e;
    const relevant = type === "skill" ? system.skills?.[process.skill ?? ""] : system.tools?.[process.tool ?? ""];
    const rollData = this.getRollData();
    const abilityId = (formData?.get("ability") as string | undefined) ?? process.ability;
    const ability = system.abilities?.[abilityId ?? ""];
    const prof = calculateSkillToolProficiency(this, process);

    const { parts, data } = D20().constructParts(
      {
        mod: ability?.mod,
        prof: prof?.hasProficiency ? prof.term : null,
        [`${String(config[type])}Bonus`]: relevant?.bonuses?.check,
        extraBonus: process.bonus,
        [`${String(abilityId)}CheckBonus`]: ability?.bonuses?.check,
        [`${type}Bonus`]: system.bonuses?.abilities?.[type as "skill"],
        abilityCheckBonus: system.bonuses?.abilities?.check,
      },
      { ...rollData },
    );

    config.parts = [...(config.parts ?? []), ...parts];
    config.data = { ...data, ...(config.data ?? {}) };
    config.data.abilityId = abilityId;
  }

  /* -------------------------------------------- */
  /*  Ability checks and saving throws            */
  /* -------------------------------------------- */

  async rollAbilityCheck(
    config: ProcessConfiguration = {},
    dialog: DialogConfiguration = {},
    message: MessageConfiguration = {},
  ): Promise<D20Roll[] | null> {
    const title = format("DND5E.AbilityPromptTitle", { ability: abilityLabel(config.ability) });
    return this.#rollD20Test("check", config, this.#titled(dialog, title), message);
  }

  async rollSavingThrow(
    config: ProcessConfiguration = {},
    dialog: DialogConfiguration = {},
    message: MessageConfiguration = {},
  ): Promise<D20Roll[] | null> {
    const title = format("DND5E.SavePromptTitle", { ability: abilityLabel(config.ability) });
    return this.#rollD20Test("save", config, this.#titled(dialog, title), message);
  }

  async #rollD20Test(
    type: "check" | "save",
    config: ProcessConfiguration = {},
    dialog: DialogConfiguration = {},
    message: MessageConfiguration = {},
  ): Promise<D20Roll[] | null> {
    const name = type === "check" ? "AbilityCheck" : "SavingThrow";
    const abilityId = config.ability;
    const ability = this.system5e.abilities?.[abilityId ?? ""];
    const profKey = `${type}Prof` as "checkProf" | "saveProf";

    const rollData = this.getRollData();
    const { parts, data } = D20().constructParts(
      {
        mod: ability?.mod,
        prof: ability?.[profKey].hasProficiency ? ability[profKey].term : null,
        [`${String(abilityId)}${capitalize.call(type)}Bonus`]: ability?.bonuses[type],
        [`${type}Bonus`]: this.system5e.bonuses?.abilities?.[type],
        cover: abilityId === "dex" && type === "save" ? this.system5e.attributes?.ac?.cover : null,
      },
      rollData,
    );
    const options = rollModeOptions(ability?.[type]?.roll);

    const rollConfig = mergeObject<ProcessConfiguration>(
      { halflingLucky: this.#characterFlag("halflingLucky") },
      config,
    );
    rollConfig.hookNames = [...(config.hookNames ?? []), name, "d20Test"];
    rollConfig.rolls = [D20().mergeConfigs({ parts, data, options }, config.rolls?.shift())].concat(config.rolls ?? []);
    rollConfig.subject = this;

    const dialogConfig = deepClone(dialog);
    const messageConfig = mergeObject<MessageConfiguration>(
      {
        create: true,
        data: {
          flags: {
            dnd5e: { messageType: "roll", roll: { ability: abilityId, type: type === "check" ? "ability" : "save" } },
          },
          flavor: format(`DND5E.${type === "check" ? "Ability" : "Save"}PromptTitle`, {
            ability: abilityLabel(abilityId),
          }),
          speaker: speakerOf(this),
        },
      },
      message,
    );

    const rolls = (await D20().build(rollConfig, dialogConfig, messageConfig)) as D20Roll[];
    message.rollMode = messageConfig.rollMode;
    if (!rolls.length) return null;
    hooks().callAll(`dnd5e.roll${name}`, rolls, { ability: abilityId, subject: this });
    return rolls;
  }

  /* -------------------------------------------- */
  /*  Death saves and concentration               */
  /* -------------------------------------------- */

  async rollDeathSave(
    config: ProcessConfiguration = {},
    dialog: DialogConfiguration = {},
    message: MessageConfiguration = {},
  ): Promise<D20Roll[] | null> {
    const death = this.system5e.attributes?.death;
    if (!death) throw new Error(`Actors of the type '${this.type}' don't support death saves.`);
    if (this.system5e.attributes.hp.value > 0 || death.failure >= 3 || death.success >= 3) {
      notifications().warn("DND5E.DeathSaveUnnecessary", { localize: true });
      return null;
    }
    const parts: string[] = [];
    const data: Plain = {};
    const options = rollModeOptions(death.roll);
    if (death.bonuses.save) parts.push(death.bonuses.save);

    const rollConfig = mergeObject<ProcessConfiguration>({ target: 10 }, config);
    rollConfig.hookNames = [...(config.hookNames ?? []), "deathSave"];
    rollConfig.rolls = [D20().mergeConfigs({ parts, data, options }, config.rolls?.shift())].concat(config.rolls ?? []);
    const dialogConfig = deepClone(dialog);
    const messageConfig = mergeObject<MessageConfiguration>(
      {
        data: { flags: { dnd5e: { roll: { type: "death" } } }, flavor: localize("DND5E.DeathSavingThrow") },
      },
      message,
    );

    const rolls = await this.rollSavingThrow(rollConfig, dialogConfig, messageConfig);
    if (!rolls?.length) return null;

    const details: { subject: Actor5e; updates?: Plain; chatString?: string } = { subject: this };
    const roll = rolls[0]!;
    if (roll.total >= (roll.options.target ?? 10)) {
      const successes = (death.success || 0) + 1;
      if (roll.isCritical) {
        details.updates = {
          "system.attributes.death.success": 0,
          "system.attributes.death.failure": 0,
          "system.attributes.hp.value": 1,
        };
        details.chatString = "DND5E.DeathSaveCriticalSuccess";
      } else if (successes === 3) {
        details.updates = { "system.attributes.death.success": 0, "system.attributes.death.failure": 0 };
        details.chatString = "DND5E.DeathSaveSuccess";
      } else details.updates = { "system.attributes.death.success": clamp(successes, 0, 3) };
    } else {
      const failures = (death.failure || 0) + (roll.isFumble ? 2 : 1);
      details.updates = { "system.attributes.death.failure": clamp(failures, 0, 3) };
      if (failures >= 3) details.chatString = "DND5E.DeathSaveFailure";
    }
    if (hooks().call("dnd5e.rollDeathSave", rolls, details) === false) return rolls;
    if (hooks().call("dnd5e.rollDeathSaveV2", rolls, details) === false) return rolls;
    if (!isEmpty(details.updates)) await this.update(details.updates);

    let resultsMessage: unknown;
    if (details.chatString) {
      const chatData: Plain = {
        content: format(details.chatString, { name: this.name }),
        speaker: messageConfig.speaker ?? speakerOf(this),
      };
      chatMessage().applyRollMode(chatData, messageConfig.rollMode ?? Basic().getMessageMode());
      resultsMessage = await chatMessage().create(chatData);
    }
    hooks().callAll("dnd5e.postRollDeathSave", rolls, { message: resultsMessage, subject: this });
    return rolls;
  }

  async rollConcentration(
    config: ProcessConfiguration = {},
    dialog: DialogConfiguration = {},
    message: MessageConfiguration = {},
  ): Promise<D20Roll[] | null> {
    if (!this.isOwner) return null;
    const conc = this.system5e.attributes?.concentration;
    if (!conc) throw new Error("You may not make a Concentration Saving Throw with this Actor.");
    const data: Plain = {};
    const parts: string[] = [];
    const options = rollModeOptions(conc.roll);
    if (conc.bonuses.save) parts.push(conc.bonuses.save);
    const { abilities, defaultAbilities: defaults } = dnd5eConfig();
    const rollConfig = mergeObject<ProcessConfiguration>(
      {
        ability: conc.ability in abilities ? conc.ability : defaults.concentration,
        isConcentration: true,
        target: 10,
      },
      config,
    );
    rollConfig.hookNames = [...(config.hookNames ?? []), "concentration"];
    rollConfig.rolls = [D20().mergeConfigs({ parts, data, options }, config.rolls?.shift())].concat(config.rolls ?? []);
    const dialogConfig = mergeObject<DialogConfiguration>(
      {
        options: { window: { title: format("DND5E.SavePromptTitle", { ability: localize("DND5E.Concentration") }) } },
      },
      dialog,
    );
    const messageConfig = deepClone(message);
    const rolls = await this.rollSavingThrow(rollConfig, dialogConfig, messageConfig);
    if (!rolls?.length) return null;
    hooks().callAll("dnd5e.rollConcentration", rolls, { subject: this });
    hooks().callAll("dnd5e.rollConcentrationV2", rolls, { subject: this });
    return rolls;
  }

  /* -------------------------------------------- */
  /*  Initiative                                  */
  /* -------------------------------------------- */

  getInitiativeRollConfig(options: Plain = {}): RollConfiguration & { subject: Actor5e } {
    const system = this.system5e;
    const init = system.attributes.init;
    const abilityId = init?.ability || dnd5eConfig().defaultAbilities.initiative;
    const ability = system.abilities?.[abilityId];
    const rollData = this.getRollData();
    const { parts, data } = D20().constructParts(
      {
        mod: init?.mod,
        prof: init.prof.hasProficiency ? init.prof.term : null,
        initiativeBonus: init.bonus,
        [`${abilityId}AbilityCheckBonus`]: ability?.bonuses?.check,
        abilityCheckBonus: system.bonuses?.abilities?.check,
      },
      rollData,
    );
    const { advantage, disadvantage } = combineFields(system, [
      `abilities.${abilityId}.check.roll.mode`,
      "attributes.init.roll.mode",
    ]);
    if (game().settings.get("dnd5e", "initiativeDexTiebreaker") && isNumeric(ability?.value))
      parts.push(String(ability!.value / 100));
    const merged = mergeObject<RollOptions>(
      {
        advantage,
        disadvantage,
        flavor: options.flavor ?? localize("DND5E.Initiative"),
        halflingLucky: this.#characterFlag("halflingLucky") ?? false,
        maximum: Math.min(init.roll.max ?? Infinity, ability?.check.roll.max ?? Infinity),
        minimum: Math.max(init.roll.min ?? -Infinity, ability?.check.roll.min ?? -Infinity),
      },
      options,
    );
    const rollConfig = { parts, data, options: merged, subject: this };
    hooks().callAll("dnd5e.preConfigureInitiative", this, rollConfig);
    return rollConfig;
  }

  async rollInitiativeDialog(
    rollOptions: Plain & { event?: RollEvent } = {},
    dialog: DialogConfiguration = {},
  ): Promise<void> {
    const config: ProcessConfiguration = {
      evaluate: false,
      event: rollOptions.event,
      hookNames: ["initiativeDialog", "abilityCheck", "d20Test"],
      rolls: [this.getInitiativeRollConfig(rollOptions)],
      subject: this,
    };
    if (!config.rolls![0]) return;
    const messageOptions = { rollMode: Basic().getMessageMode() };
    const dialogConfig = mergeObject<DialogConfiguration>(
      { options: { title: localize("DND5E.InitiativeRoll") } },
      dialog,
    );
    const rolls = await D20().build(config, dialogConfig, messageOptions);
    if (!rolls.length) return;
    this._cachedInitiativeRoll = rolls[0];
    await this.rollInitiative({ createCombatants: true, initiativeOptions: { messageOptions } });
  }

  /** Stand-in for Actor#rollInitiative through the combat tracker: the cached roll, evaluated and posted. */
  async rollInitiative(
    options: { createCombatants?: boolean; initiativeOptions?: { messageOptions?: { rollMode?: string } } } = {},
  ): Promise<unknown> {
    const roll = this._cachedInitiativeRoll;
    if (!roll) return null;
    if (hooks().call("dnd5e.preRollInitiative", this, roll) === false) {
      delete this._cachedInitiativeRoll;
      return null;
    }
    if (!roll._evaluated) await roll.evaluate();
    const message = await roll.toMessage(
      {
        speaker: speakerOf(this),
        flavor: format("COMBAT.RollsInitiative", { name: this.name }),
        flags: { "core.initiativeRoll": true },
      },
      { rollMode: options.initiativeOptions?.messageOptions?.rollMode },
    );
    hooks().callAll("dnd5e.rollInitiative", this, []);
    delete this._cachedInitiativeRoll;
    return message;
  }
}

/* -------------------------------------------- */
/*  Stand-ins for dnd5e's data models           */
/* -------------------------------------------- */

/** The item classes, read late: item.ts imports this file. */
let itemModuleRef: { Item5e: new (source: Plain, actor: Actor5e) => Item5e } | null = null;
export function registerItemClass(module: { Item5e: new (source: Plain, actor: Actor5e) => Item5e }): void {
  itemModuleRef = module;
}
function itemModule(): { Item5e: new (source: Plain, actor: Actor5e) => Item5e } {
  if (!itemModuleRef) throw new Error("The dnd5e double's item class is not registered");
  return itemModuleRef;
}

/**
 * A roll's options from a stored roll mode and range: advantage / disadvantage for a mode of ADVANTAGE / DISADVANTAGE.
 */
function rollModeOptions(roll: RollMode | undefined): RollOptions {
  const { ADV_MODE } = D20();
  return {
    advantage: roll?.mode === ADV_MODE.ADVANTAGE,
    disadvantage: roll?.mode === ADV_MODE.DISADVANTAGE,
    maximum: roll?.max,
    minimum: roll?.min,
  };
}

/** An ability's (localized) label, "" for none. */
function abilityLabel(id: string | undefined): string {
  return dnd5eConfig().abilities[id ?? ""]?.label ?? "";
}

/** Trait.keyLabel for a tool: its item's name (here the double's label table). */
function toolKeyLabel(tool: string | undefined): string {
  const key = TOOL_LABELS[tool ?? ""];
  return key ? localize(key) : "";
}

/** AdvantageModeField.combineFields over stored modes (1 advantage, -1 disadvantage) plus external counts. */
function combineFields(
  system: SystemData5e,
  keyPaths: string[],
  counts: { advantages?: number; disadvantages?: number } = {},
): { advantage: boolean; disadvantage: boolean } {
  let advantages = counts.advantages ?? 0;
  let disadvantages = counts.disadvantages ?? 0;
  for (const path of keyPaths) {
    const mode = getProperty(system, path);
    advantages += Number(mode === 1);
    disadvantages += Number(mode === -1);
  }
  return { advantage: advantages > 0, disadvantage: disadvantages > 0 };
}

/** CommonTemplate.calculateSkillToolProficiency: the higher of the skill's and the tool's multipliers. */
function calculateSkillToolProficiency(actor: Actor5e, options: ProcessConfiguration): Proficiency {
  const system = actor.system5e;
  const skill = system.skills?.[options.skill ?? ""];
  const tool = system.tools?.[options.tool ?? ""];
  return new Proficiency(system.attributes.prof, Math.max(skill?.effectValue ?? 0, tool?.effectValue ?? 0), true);
}
