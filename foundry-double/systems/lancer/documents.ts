/**
 * Lancer's actor and item in the double (actor/lancer-actor.ts, item/lancer-item.ts at 13ffe799), as far as a flow
 * reads them: an actor's `system` (`evasion`, `edef`, `grit`, `tech_attack`, the HASE values, `statuses` as the
 * system's model derives them from effects), an item's `system` (a weapon's `tags` by lid, a skill's `curr_rank`), and
 * the flows' entry points: `LancerItem.beginWeaponAttackFlow` / `beginTechAttackFlow` (lancer-item.ts:595-612),
 * `beginSkillFlow`, `LancerActor.beginStatFlow(path)` and `beginBasicAttackFlow` / `beginBasicTechAttackFlow`
 * (lancer-actor.ts:1076-1107). Grit for a weapon is the actor's grit (NPC tier bonuses not emulated); a tech attack's
 * is `tech_attack`; a check's bonus the value at the path (`system.hull`), a skill's twice its rank (stat.ts:50,62).
 */
import { ActorDouble, type ActorSpec } from "../../documents/actor";
import { Collection } from "../../collection";
import { deepClone, randomID } from "../../utils";
import { read } from "./acc-diff";
import { BasicAttackFlow, StatRollFlow, TechAttackFlow, WeaponAttackFlow } from "./flows";

type Plain = Record<string, unknown>;

export interface LancerItemSource {
  _id?: string;
  name: string;
  type: string;
  system: Plain;
}

/** An actor of the world with its items and a cover status (`cover_soft`, `cover_hard`), as the double makes it. */
export type LancerActorSpec = ActorSpec & { items?: LancerItemSource[]; coverStatus?: string };

/** A spec as the world's actor list takes it (a convenience for tests and the playground, not emulation). */
export const lancerActorSpec = (spec: LancerActorSpec): LancerActorSpec => spec;

export class LancerItem {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly system: Plain;
  constructor(
    source: LancerItemSource,
    readonly actor: LancerActor,
  ) {
    this.id = source._id ?? randomID();
    this.name = source.name;
    this.type = source.type;
    this.system = deepClone(source.system);
  }

  get uuid(): string {
    return `${this.actor.uuid}.Item.${this.id}`;
  }
  private get tags(): string[] {
    return Array.isArray(this.system.tags) ? this.system.tags.map(String) : [];
  }

  beginWeaponAttackFlow(): Promise<boolean> {
    return new WeaponAttackFlow(this.actor, this, this.name, false, this.actor.stat("grit"), this.tags).begin();
  }

  beginTechAttackFlow(): Promise<boolean> {
    return new TechAttackFlow(this.actor, this, this.name, true, this.actor.stat("tech_attack"), this.tags).begin();
  }

  beginSkillFlow(): Promise<boolean> {
    return new StatRollFlow(this.actor, this, this.name, Number(this.system.curr_rank) * 2).begin();
  }
}

export class LancerActor extends ActorDouble {
  constructor(data: LancerActorSpec = {}, context: ConstructorParameters<typeof ActorDouble>[1] = {}) {
    super(data, context);
    this.items = new Collection<LancerItem>();
    for (const source of data.items ?? []) {
      const item = new LancerItem(source, this);
      this.items.set(item.id, item);
    }
    if (data.coverStatus) this.statuses.add(data.coverStatus);
  }

  readonly items: Collection<LancerItem>;

  stat(key: string): number {
    return Number(this.system[key] ?? 0);
  }

  beginStatFlow(path: string): Promise<boolean> {
    const key = path.split(".").pop() ?? "";
    return new StatRollFlow(this, null, key.toUpperCase(), Number(read(this.system, key) ?? 0)).begin();
  }

  beginBasicAttackFlow(): Promise<boolean> {
    return new BasicAttackFlow(this, null, "BASIC ATTACK", false, this.stat("grit"), []).begin();
  }

  beginBasicTechAttackFlow(): Promise<boolean> {
    return new TechAttackFlow(this, null, "TECH ATTACK", true, this.stat("tech_attack"), []).begin();
  }
}
