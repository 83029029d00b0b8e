/**
 * Lancer's flows (flows/flow.ts, attack.ts, tech.ts, stat.ts, _render.ts, helpers/automation/targeting.ts at
 * 13ffe799): `begin()` calls `lancer.preFlow.<Class>` with the flow, runs its steps, then `lancer.postFlow.<Class>`
 * with whether they all ran (flow.ts:154-184). Kept: the steps a roll's odds meet (the data, HUD, roll and card).
 * - an attack roll (attack.ts:17-47): `1d20 + <grit + flat> ± (1d6 | Nd6kh1)`, then the plugins by precedence; with
 *   the world's `automationOptions.attacks` and targets a roll a target, hit = total ≥ (smart ? edef || 8 :
 *   evasion || 5) (targeting.ts:14-18), crit = not Tech and total ≥ 20 (:461); else the base roll alone (:470-477);
 * - a check (stat.ts:74-94): `1d20+<bonus>` and ` + <total>d6kh1` when the total is not 0; no flags, nothing judged;
 * - the card (_render.ts:37-75): a speaker of its own (not ChatMessage.getSpeaker), the rolls (an attack's in target
 *   order), an attack's `flags.lancer.attackData` (attack.ts:496-512; a tech attack's with `invade`, tech.ts:195-212).
 * Not emulated: item checks (destroyed, limited, charged), tags' and effects' steps, self heat, item updates, damage.
 */
import { game } from "../../globals";
import { chatMessage, hooks } from "../kit/globals";
import { read, readPath, type Plain } from "../kit/data";
import { AccDiffHudData, listOf, type RollPlugin } from "./acc-diff";
import { openSlidingHud } from "./hud";

/** A flow's `state.data` (flows/interfaces.ts), typed where the steps do arithmetic or build from it. */
type FlowData = Plain & { acc_diff?: AccDiffHudData; grit: number; flat_bonus: number; title: string };

function rollStr(bonus: number, total: number): string {
  const abs = Math.abs(total);
  const dice = total === 0 ? "" : ` ${total > 0 ? "+" : "-"} ${abs === 1 ? "1d6" : `${abs}d6kh1`}`;
  return `1d20 + ${bonus}${dice}`;
}

/** `applyPluginsToRoll`: each plugin's `modifyRoll`, by descending precedence. */
const withPlugins = (roll: string, plugins: readonly RollPlugin[]): string =>
  [...plugins].sort((p, q) => q.rollPrecedence - p.rollPrecedence).reduce((acc, p) => p.modifyRoll(acc), roll);

export abstract class Flow {
  readonly state: { actor: unknown; item: unknown; data: FlowData };
  /** What its data step reads from the actor or item: an attack's grit (or tech attack), a check's bonus. */
  protected readonly bonus: number;
  /** The accuracy the HUD starts at (an NPC weapon's tier accuracy; signed: a difficulty is negative). */
  protected readonly starting: number;
  constructor(actor: unknown, item: unknown, title: string, bonus: number, starting = 0) {
    this.state = { actor, item, data: { grit: 0, flat_bonus: 0, is_smart: false, attack_type: "Ranged", title } };
    this.bonus = bonus;
    this.starting = starting;
  }

  protected abstract steps(): (() => Promise<boolean>)[];

  async begin(): Promise<boolean> {
    const name = this.constructor.name;
    hooks().callAll(`lancer.preFlow.${name}`, this);
    let done = true;
    for (const step of this.steps()) if (!(done = await step())) break;
    hooks().callAll(`lancer.postFlow.${name}`, this, done);
    return done;
  }

  /** The accuracy state its data step made. */
  protected get accDiff(): AccDiffHudData {
    const accDiff = this.state.data.acc_diff;
    if (!accDiff) throw new TypeError("Accuracy/difficulty data missing!");
    return accDiff;
  }

  /** `showAttackHUD` / `showStatRollHUD`: the HUD's answer, or the flow aborted on Cancel. */
  protected async showHud(kind: string): Promise<boolean> {
    try {
      const acc_diff = await openSlidingHud(kind, this.accDiff);
      const { base, weapon } = acc_diff;
      Object.assign(this.state.data, { acc_diff, grit: base.grit, flat_bonus: base.flatBonus, is_smart: weapon.smart });
      return true;
    } catch {
      return false;
    }
  }

  protected async card(rolls: Roll[], flags?: Plain): Promise<boolean> {
    const data: Plain = {
      rolls,
      speaker: { actor: read(this.state.actor, "id") },
      content: `<div class="lancer-card">${this.state.data.title}</div>`,
      flags: flags ? { lancer: flags } : undefined,
    };
    chatMessage().applyRollMode(data, String(game().settings.get("core", "rollMode")));
    await chatMessage().create(data);
    return true;
  }
}

/** A weapon's attack (WeaponAttackFlow) or a tech attack (TechAttackFlow); the basic attack's is not emulated. */
abstract class AttackFlowBase extends Flow {
  protected abstract readonly tech: boolean;

  protected steps() {
    return [
      async () => {
        const data = this.state.data;
        const { bonus: grit, tech } = this;
        Object.assign(data, { grit, attack_type: tech ? "Tech" : "Ranged", is_smart: tech });
        // The item's tags by lid, as `initAttackData` reads them (attack.ts:227-294); a basic tech attack has none.
        const tags = listOf(readPath(this.state.item, "system.tags")).map(String);
        const targets = listOf(read(game().user, "targets"));
        const options = { grit, tech, accuracy: this.starting };
        data.acc_diff = AccDiffHudData.fromParams(this.state.actor, tags, data.title, targets, options);
        return true;
      },
      () => this.showHud("attack"),
      () => this.rollAndPrint(),
    ];
  }

  /** `rollAttacks` and `printAttackCard`: a roll a target when the world judges hits, else the base roll alone. */
  private async rollAndPrint(): Promise<boolean> {
    const { data } = this.state;
    const accDiff = this.accDiff;
    const bonus = data.grit + data.flat_bonus;
    const judged =
      read(game().settings.get("lancer", "automationOptions"), "attacks") === true && accDiff.targets.length > 0;
    const rolled = (total: number, plugins: Record<string, RollPlugin> = {}) =>
      new Roll(withPlugins(rollStr(bonus, total), Object.values(plugins))).evaluate();
    if (!judged) return this.card([await rolled(accDiff.base.total)], this.flag([]));
    const rolls: Roll[] = [];
    const targets: Plain[] = [];
    for (const target of accDiff.targets) {
      const roll = await rolled(target.total, target.plugins);
      const total = roll.total ?? 0;
      const system = read(target.actor, "system");
      const defence = data.is_smart === true ? Number(read(system, "edef")) || 8 : Number(read(system, "evasion")) || 5;
      const [uuid, crit] = [target.targetUuid, data.attack_type !== "Tech" && total >= 20];
      rolls.push(roll);
      targets.push({ id: uuid.split(".").at(-1), uuid, hit: total >= defence, crit });
    }
    return this.card(rolls, this.flag(targets));
  }

  /** The card's `attackData` as far as it is read: a tech attack's `invade`, each target's id, uuid, hit and crit. */
  private flag(targets: Plain[]): Plain {
    return { attackData: this.tech ? { invade: false, targets } : { targets } };
  }
}

export class WeaponAttackFlow extends AttackFlowBase {
  protected readonly tech = false;
}
export class TechAttackFlow extends AttackFlowBase {
  protected readonly tech = true;
}

/** A HASE check or a pilot's skill trigger (stat.ts). */
export class StatRollFlow extends Flow {
  protected steps() {
    return [
      async () => {
        const acc_diff = AccDiffHudData.fromParams(this.state.actor, [], this.state.data.title, []);
        Object.assign(this.state.data, { bonus: this.bonus, acc_diff });
        return true;
      },
      async () => {
        if (!(await this.showHud("hase"))) return false;
        const total = this.accDiff.base.total;
        this.state.data.roll_str = `1d20+${this.bonus || 0}${total !== 0 ? ` + ${total}d6kh1` : ""}`;
        return true;
      },
      async () => this.card([await new Roll(String(this.state.data.roll_str)).evaluate()]),
    ];
  }
}
