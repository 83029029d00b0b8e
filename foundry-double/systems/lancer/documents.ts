/**
 * Lancer in the Foundry double (Eranziel/foundryvtt-lancer at 13ffe799, release 3.1.3; system.json: Foundry 13 its
 * minimum, verified and maximum, so the v13 profile only), as far as a module reading its rolls meets it: the flows and
 * their hooks (flows.ts), the sliding HUD (hud.ts), the accuracy state (acc-diff.ts); here the script and documents.
 * - init (lancer.ts): CONFIG.Actor.documentClass; the world setting `lancer.automationOptions` (settings.ts:146-151,
 *   277-282; `attacks` true by default); the HUD's `targetToken` listener (AccDiffHUD.svelte:68-83).
 * - the actor's `system` (`evasion`, `edef`, `grit`, `tech_attack`, the HASE values, `statuses`) and an item's (a
 *   weapon's `tags` by lid, a skill's `curr_rank`); the flows the playground starts: `beginWeaponAttackFlow`
 *   (lancer-item.ts:595-612), `beginSkillFlow`, `beginStatFlow(path)`, `beginBasicTechAttackFlow`
 *   (lancer-actor.ts:1076-1107). Grit is the actor's (an NPC weapon's: its tier's attack bonus), a tech attack's
 *   `tech_attack`, a check's bonus the value at the path, a skill's twice its rank (stat.ts:50,62). Not emulated:
 *   sheets, macros, effects, an NPC's basic and tech attacks.
 */
import { isV14 } from "../../profile";
import { ActorDouble, type ActorSpec } from "../../documents/actor";
import type { Collection } from "../../collection";
import { EmbeddedItem, embeddedItems, type EmbeddedItemSource } from "../kit/items";
import { systemScript } from "../kit/script";
import { hooks } from "../kit/globals";
import { read, type Plain } from "../kit/data";
import { listOf } from "./acc-diff";
import { StatRollFlow, TechAttackFlow, WeaponAttackFlow } from "./flows";
import { hudTargetsChanged } from "./hud";

/** system.json at 13ffe799, as game.system shows it; Foundry 14 loads no system whose maximum is 13. */
export function lancerSystem(): Plain {
  if (isV14())
    throw new Error("Lancer 3.1.3 declares Foundry 13 its maximum (system.json): Foundry 14 does not load it");
  const compatibility = { minimum: "13", verified: "13", maximum: "13" };
  return { id: "lancer", title: "LANCER", version: "3.1.3", compatibility };
}

/** Load the system into a world the double just built (no words of its own in the double). */
export const installLancer = systemScript(null, ({ config, game }) => {
  const actorConfig: unknown = config.Actor;
  if (typeof actorConfig === "object" && actorConfig !== null) Reflect.set(actorConfig, "documentClass", LancerActor);
  const automation = { scope: "world", config: false, default: { attacks: true }, type: Object };
  game.settings.register("lancer", "automationOptions", automation);
  hooks().on("targetToken", (user: unknown) => {
    if (user === game.user) hudTargetsChanged(listOf(read(user, "targets")));
  });
});

export type LancerItemSource = EmbeddedItemSource;

/** An actor of the world with its items, as the double makes it. */
export type LancerActorSpec = ActorSpec & { items?: LancerItemSource[] };

/** A spec as the world's actor list takes it (a convenience for tests and the playground, not emulation). */
export const lancerActorSpec = (spec: LancerActorSpec): LancerActorSpec => spec;

export class LancerItem extends EmbeddedItem<LancerActor> {
  /**
   * An NPC's weapon (`npc_feature`) attacks with its tier's attack bonus and accuracy (attack.ts:256-275: the index
   * `(tier_override || tier) - 1`, the accuracy the HUD's starting one); any other weapon with the actor's grit.
   */
  beginWeaponAttackFlow(): Promise<boolean> {
    if (this.type !== "npc_feature")
      return new WeaponAttackFlow(this.actor, this, this.name, this.actor.stat("grit")).begin();
    const tier = (Number(this.system.tier_override) || this.actor.stat("tier")) - 1;
    const byTier = (key: string) => Number(listOf(this.system[key])[tier] ?? 0);
    return new WeaponAttackFlow(this.actor, this, this.name, byTier("attack_bonus"), byTier("accuracy")).begin();
  }

  beginSkillFlow(): Promise<boolean> {
    return new StatRollFlow(this.actor, this, this.name, Number(this.system.curr_rank) * 2).begin();
  }
}

export class LancerActor extends ActorDouble {
  readonly items: Collection<LancerItem>;
  constructor(data: LancerActorSpec = {}, context: ConstructorParameters<typeof ActorDouble>[1] = {}) {
    super(data, context);
    this.items = embeddedItems(data.items, (source) => new LancerItem(source, this));
  }

  stat(key: string): number {
    return Number(this.system[key] ?? 0);
  }

  beginStatFlow(path: string): Promise<boolean> {
    const key = path.split(".").pop() ?? "";
    return new StatRollFlow(this, null, key.toUpperCase(), this.stat(key)).begin();
  }

  beginBasicTechAttackFlow(): Promise<boolean> {
    return new TechAttackFlow(this, null, "TECH ATTACK", this.stat("tech_attack")).begin();
  }
}
