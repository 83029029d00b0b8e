/**
 * Daggerheart's actor as its rolls meet it (module/documents/actor.mjs at 00512b7), and the two ways its sheets and
 * journals start a roll:
 * - `rollClass`: a DualityRoll for a character or a companion, a D20Roll for anyone else (an adversary);
 *   `diceRoll(config)`: the config's source actor, its roll data, then `rollClass.build(config)` (DHRoll for a "lite"
 *   roll); `rollTrait(trait, options)`: the character sheet's trait roll — a duality roll of the trait, the actor's
 *   effects offered as bonuses;
 * - `getRollData()`: the system data itself (shallow), with `id`, `name`, `system`, `prof`, `cast`, and `parent` —
 *   the system data's own parent, the actor, which the dialog reads as the roller;
 * - `isNPC`: an adversary or an environment (the system's data model metadata);
 * - useAction(action, event): an action with a roll used from a sheet (module/data/action/baseAction.mjs `use`): its
 *   config (title; source — the item's id, the action's and the actor's uuid, as prepareConfig writes it, so the
 *   dialog's trait select does not retitle it; the roll data; `actionType` "action"), its targets
 *   (TargetField.prepareConfig at 1b511a5: the user's targeted tokens, each as `{id, actorId, name, img, difficulty,
 *   evasion}`), its roll (RollField at 07abd70: an adversary's attack bonus as a base modifier, the roll type, the
 *   trait, the action's difficulty, the advantage state), then diceRoll.
 * An actor spec may carry `effects` (documents/effects.ts): bonuses offered in the dialog, rally dice. Not emulated:
 * items, resources being spent, the sheets themselves.
 */
import { ActorDouble, type ActorSpec } from "../../../documents/actor";
import type { ActorParent } from "../../../documents/actor";
import { deepClone } from "../../../utils";
import { diceClass } from "../../kit/globals";
import type { UserDouble } from "../../../users";
import { dh, dhGame } from "../system-globals";
import type { Plain } from "../../kit/data";
import type { EffectSpec } from "./effects";
import type { RollConfig } from "../dice/dh-roll";

export interface DhActorSpec extends ActorSpec {
  effects?: EffectSpec[];
}

/** An action with a roll, as an item or an adversary's attack holds it. */
export interface ActionSpec {
  name: string;
  /** The roll's type: "attack", "trait", "spellcast" or "reaction". */
  rollType: string;
  /** A character's trait (an attack uses the weapon's, agility by default). */
  trait?: string;
  /** The action's own difficulty (rollField.mjs `difficulty`), or none. */
  difficulty?: number | null;
  /** An adversary's or a companion's attack bonus. */
  bonus?: number;
  /** The action's id and its item's (the double has no items: by default the action's name, and the actor's own id,
   * where an adversary's attack lives). */
  id?: string;
  item?: string;
  advState?: "disadvantage" | "neutral" | "advantage";
}

type RollClass = { build(config: RollConfig): Promise<RollConfig | undefined> };

export class DhActor extends ActorDouble {
  constructor(data: DhActorSpec = {}, context: { parent?: ActorParent | null } = {}) {
    super(data, context);
    this.appliedEffects = deepClone(data.effects ?? []);
  }

  /** The actor's effects in force (Actor#appliedEffects). */
  appliedEffects: EffectSpec[];

  get isNPC(): boolean {
    return this.type === "adversary" || this.type === "environment";
  }

  get rollClass(): RollClass {
    const rolls = dhRolls();
    return ["character", "companion"].includes(this.type) ? rolls.DualityRoll : rolls.D20Roll;
  }

  override getRollData(): Plain {
    const system = this.system;
    return {
      ...system,
      id: this.id,
      name: this.name,
      system: deepClone(system),
      prof: system.proficiency ?? 1,
      cast: system.spellcastModifier ?? 1,
      parent: this,
    };
  }

  async diceRoll(config: RollConfig): Promise<RollConfig | undefined> {
    config.source = { ...(config.source ?? {}), actor: this.uuid };
    config.data = this.getRollData();
    config.resourceUpdates = {};
    const rollClass = config.roll.lite ? dhRolls().DHRoll : this.rollClass;
    return rollClass.build(config);
  }

  async rollTrait(trait: string, options: Partial<RollConfig> = {}): Promise<RollConfig | undefined> {
    const label = dhGame().i18n.localize(`DAGGERHEART.CONFIG.Traits.${trait}.name`);
    return this.diceRoll({
      event: null,
      title: dhGame().i18n.format("DAGGERHEART.UI.Chat.dualityRoll.abilityCheckTitle", { ability: label }),
      headerTitle: `${dhGame().i18n.localize("DAGGERHEART.GENERAL.dualityRoll")}: ${this.name}`,
      effects: this.appliedEffects,
      roll: { trait, type: "trait" },
      hasRoll: true,
      actionType: "action",
      data: {},
      ...options,
    } as RollConfig);
  }

  async useAction(
    action: ActionSpec,
    event: { shiftKey?: boolean; altKey?: boolean; ctrlKey?: boolean } = {},
  ): Promise<RollConfig | undefined> {
    const user = dhGame().user;
    const config: RollConfig = {
      event,
      title: action.name,
      source: { item: action.item ?? this.id, action: action.id ?? action.name, actor: this.uuid },
      dialog: {},
      type: action.rollType,
      hasDamage: false,
      hasEffect: false,
      hasSave: false,
      isFastForward: Boolean(event.shiftKey),
      data: this.getRollData(),
      hasRoll: true,
      actionType: "action",
      effects: this.appliedEffects,
      costs: [],
      hasTarget: true,
      targets: [...(user as UserDouble & { targets: Iterable<TargetToken> }).targets].map(formatTarget),
      roll: {
        baseModifiers:
          ["companion", "adversary"].includes(this.type) && action.rollType === "attack"
            ? [{ label: "Bonus to Hit", value: action.bonus ?? 0 }]
            : [],
        label: "Attack",
        type: action.rollType,
        trait: this.type === "character" ? (action.trait ?? "agility") : null,
        difficulty: action.difficulty ?? null,
        formula: "",
        advantage: dh().ACTIONS.advantageState[action.advState ?? "neutral"].value,
      },
    };
    return this.diceRoll(config);
  }
}

interface TargetToken {
  id: string;
  actor: { uuid: string; name: string; img: string; system: Plain } | null;
}

/** TargetField.formatTarget: what a roll keeps of each targeted token. */
function formatTarget(token: TargetToken): Plain {
  const actor = token.actor!;
  return {
    id: token.id,
    actorId: actor.uuid,
    name: actor.name,
    img: actor.img,
    difficulty: actor.system.difficulty,
    evasion: actor.system.evasion,
    saved: { value: null, success: null },
  };
}

/** CONFIG.Dice.daggerheart: the system's roll classes. */
const dhRolls = () => diceClass<Record<"DHRoll" | "D20Roll" | "DualityRoll", RollClass>>("daggerheart");

/**
 * A `[[/dr …]]` link clicked (module/enrichers/DualityRollEnricher.mjs at 1e62131, enrichedDualityRoll): the link's
 * trait, difficulty (as the link's `data-difficulty` string) and advantage; with a target (the controlled token's
 * actor, or the user's character) the target's diceRoll, else a duality roll with empty data.
 */
export async function enrichedDualityRoll(
  {
    reaction = false,
    traitValue,
    target,
    difficulty,
    title,
    label,
    advantage,
  }: {
    reaction?: boolean;
    traitValue?: string;
    target?: DhActor | null;
    difficulty?: string;
    title?: string;
    label?: string;
    advantage?: number;
  },
  event?: object,
): Promise<RollConfig | undefined> {
  const config = {
    event: event ?? {},
    title,
    headerTitle: label,
    actionType: reaction ? "reaction" : null,
    roll: { trait: traitValue && target ? traitValue : null, difficulty, advantage },
    skips: { resources: true, triggers: true },
    type: "trait",
    hasRoll: true,
  } as unknown as RollConfig;
  if (target) return target.diceRoll(config);
  config.data = { experiences: {}, traits: {}, rules: {} };
  config.source = { actor: null };
  await dhRolls().DualityRoll.build(config);
  return config;
}
