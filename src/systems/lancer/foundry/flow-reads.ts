import type { RuleSetKit } from "../../../foundry/composition";
import { lancerDefence, lancerFormula, type LancerRoll, type LancerTargetRoll } from "../core/lancer-odds";

/**
 * What the adapter reads of a Lancer flow and its accuracy state (flows/flow.ts, flows/attack.ts, flows/stat.ts,
 * apps/acc_diff/data.svelte.ts at 13ffe799; docs/systems-lancer.md "What is read"): the flow's `state.data` — its
 * `acc_diff`, the very object the HUD changes —, each target's token and its actor's defence, and who may see it.
 */

/** A flow's state data, or undefined for anything else. */
export const flowData = (kit: RuleSetKit, flow: unknown): unknown =>
  kit.systems.field(kit.systems.field(flow, "state"), "data");

/** The accuracy state of a flow once its data step has made it (undefined before). */
export const accDiffOf = (kit: RuleSetKit, flow: unknown): unknown =>
  kit.systems.field(flowData(kit, flow), "acc_diff");

const numberOf = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** A plugin as the system applies it: its state, its precedence and how it changes the roll's text. */
interface Plugin {
  readonly rollPrecedence: number;
  modifyRoll(roll: string): string;
}

function pluginsOf(kit: RuleSetKit, owner: unknown): Plugin[] {
  const { field } = kit.systems;
  const plugins = field(owner, "plugins");
  return typeof plugins === "object" && plugins !== null
    ? Object.values(plugins).filter(
        (p): p is Plugin =>
          typeof field(p, "modifyRoll") === "function" && typeof field(p, "rollPrecedence") === "number",
      )
    : [];
}

/** The roll text the system will make (flows/attack.ts `attackRolls`: `rollStr`, then the plugins by precedence). */
function systemRollText(base: string, plugins: readonly Plugin[]): string {
  return [...plugins].sort((p, q) => q.rollPrecedence - p.rollPrecedence).reduce((roll, p) => p.modifyRoll(roll), base);
}

/** A roll's text as compared: no spaces, no flavor, `+ -` read as `-` (Foundry's grammar). */
export const comparable = (formula: string): string =>
  formula
    .replace(/\[[^\]]*\]/g, "")
    .replace(/\s+/g, "")
    .replace(/\+-/g, "-");

const uiState = ({ systems: { field } }: RuleSetKit, owner: unknown, slug: string): boolean =>
  field(field(field(owner, "plugins"), slug), "uiState") === true;

/**
 * A roll the state makes, as the core reads it — or null where the system's own plugins would make another text than
 * the core's (a plugin from another module): no figure is then drawn rather than a wrong one.
 */
function rollOf(
  kit: RuleSetKit,
  bonus: number,
  total: number,
  plugins: readonly Plugin[],
  target: unknown,
): LancerRoll | null {
  const roll = {
    bonus,
    accuracy: total,
    spotter: uiState(kit, target, "spotter"),
    invisible: uiState(kit, target, "invisibility"),
  };
  const plain = lancerFormula({ bonus, accuracy: total, spotter: false, invisible: false });
  return comparable(systemRollText(plain, plugins)) === comparable(lancerFormula(roll)) ? roll : null;
}

/** The flat bonus of an attack: grit and the flat bonus as the HUD holds them (attack.ts:414-416, 433). */
const attackBonus = ({ systems: { field } }: RuleSetKit, accDiff: unknown): number =>
  numberOf(field(field(accDiff, "base"), "grit")) + numberOf(field(field(accDiff, "base"), "flatBonus"));

/** The base roll (made alone without targets): weapon and base plugins. */
export function baseRoll(kit: RuleSetKit, accDiff: unknown): LancerRoll | null {
  const { field } = kit.systems;
  const base = field(accDiff, "base");
  return rollOf(
    kit,
    attackBonus(kit, accDiff),
    numberOf(field(base, "total")),
    [...pluginsOf(kit, field(accDiff, "weapon")), ...pluginsOf(kit, base)],
    base,
  );
}

/** The actor of the token a target names, as this client reads it. */
export function targetActor({ systems }: RuleSetKit, tokenUuid: unknown): unknown {
  try {
    return typeof tokenUuid === "string" ? systems.field(systems.documentFromUuidSync(tokenUuid), "actor") : null;
  } catch {
    return null;
  }
}

/**
 * Whether the current user may see a target's defence. Lancer has no setting for it (its client reads any target's
 * `evasion` and `edef`); a GM's NPC's defence, and any chance worked out from it, stays the GM's: a player sees a
 * target's only where they may observe its actor.
 */
export function defenceVisible(kit: RuleSetKit, actor: unknown): boolean {
  if (game.user.isGM) return true;
  const test = kit.systems.field(actor, "testUserPermission");
  return typeof test === "function" && Reflect.apply(test, actor, [game.user, "OBSERVER"]) === true;
}

/** A target's defence as the hit check reads it (helpers/automation/targeting.ts:14-18), or null without an actor. */
export function defenceOf({ systems: { field } }: RuleSetKit, actor: unknown, smart: boolean): number | null {
  const system = field(actor, "system");
  return system === undefined
    ? null
    : lancerDefence(smart, numberOf(field(system, "evasion")), numberOf(field(system, "edef")));
}

/** Each target's roll and defence; null where one's roll is not the core's. */
export function targetRolls(kit: RuleSetKit, accDiff: unknown): LancerTargetRoll[] | null {
  const { field } = kit.systems;
  const targets = field(accDiff, "targets");
  const smart = field(field(accDiff, "weapon"), "smart") === true;
  const weaponPlugins = pluginsOf(kit, field(accDiff, "weapon"));
  const rolls: LancerTargetRoll[] = [];
  for (const target of Array.isArray(targets) ? targets : []) {
    const roll = rollOf(
      kit,
      attackBonus(kit, accDiff),
      numberOf(field(target, "total")),
      [...weaponPlugins, ...pluginsOf(kit, target)],
      target,
    );
    if (!roll) return null;
    const actor = targetActor(kit, field(target, "targetUuid"));
    rolls.push({
      ...roll,
      name: String(field(target, "targetName") ?? ""),
      defence: defenceOf(kit, actor, smart),
      defenceVisible: defenceVisible(kit, actor),
    });
  }
  return rolls;
}

/** Whether the world judges hits (`lancer.automationOptions.attacks`, true by default; attack.ts:435-438). */
export const hitsJudged = ({ systems }: RuleSetKit): boolean =>
  Boolean(systems.field(systems.systemSetting("lancer", "automationOptions"), "attacks"));
