/**
 * Shadowdark's dice module (system/src/dice/dice.mjs at cf357e3, release 4.0.4), `shadowdark.dice` beside RollSD:
 * - applyAdvantage(formula, adv): the formula's leading `NdX` (its count optional) becomes `2dXkh` for adv > 0,
 *   `2dXkl` for adv < 0; anything else (a formula not starting with a die, adv 0) is left as it is;
 * - createToolTip, formatBonus (a number as " + n" / " - n", "" for 0; a string with its sign, "+" by default);
 * - initializeD20Check: `mainRoll` type "main", base "d20", canCritical true; no situational effects yet;
 * - resolveFormula: a deterministic formula's total with the roll data; otherwise the formula as the roll writes it
 *   (the double does not resolve a die's count or faces written as a formula);
 * - roll(config, rollData): advantage applied to `config.formula` (not on a reroll), then a RollSD of that formula
 *   with the config as its options, evaluated (rolled here for the main roll only: a damage roll's critical dice and
 *   momentum's exploding dice, applyCriticalHit and applyExploding, are not emulated);
 * - rollDialog(config): rollMode defaulting to the core setting, type and heading to ""; `skipPrompt` answers true
 *   at once; otherwise a RollDialogSD rendered (forced) and awaited until it closes: true when it was submitted;
 * - rollFromConfig(config): the main roll with the actor's roll data, whether damage is needed (a success; an attack
 *   without a target always), the card (ChatSD.renderRollMessage) created as a ChatMessage;
 * - setRollTarget(config): with the `enableTargeting` setting, the user's first target: `config.targetUuid ??=` its
 *   token's uuid and, when its actor has a (truthy) AC, `config.mainRoll.dc ??=` that AC.
 * - rerollFromMessage(msg, rollType) (:243-283): for a player, a luck token of the config's actor spent (with its chat
 *   line; none: a warning, no reroll), then `config.mainRoll.reroll` set and the same config rolled again
 *   (rollFromConfig): a new message, the formula as the first roll wrote it (its advantage already in it).
 * Not emulated: the damage roll that the `rollDamage` setting adds to the card afterwards (rollDamageFromMessage),
 * a damage reroll, a reroll's spell reset, upgradeDie.
 */
import { RollSD } from "./roll-sd";
import { RollDialogSD } from "../apps/roll-dialog-sd";
import { postMessage, renderRollMessage } from "../chat";
import { game, localize, systemSetting } from "../utils";
import { hasLuckToken, useLuckToken } from "../luck";
import { read, type Plain } from "../../kit/data";
import { notifications } from "../../kit/globals";

/** A roll's part of the configuration (`config.mainRoll`, `config.damageRoll`). */
export interface RollPartConfig {
  formula?: string;
  base?: string | number;
  bonus?: string;
  label?: string;
  tooltips?: string;
  type?: string;
  advantage?: number;
  canCritical?: boolean;
  criticalSuccessAt?: number | string;
  criticalFailureAt?: number | string;
  criticalMultiplier?: number;
  dc?: number | string;
  modified?: boolean;
  reroll?: boolean;
  needed?: boolean;
  [key: string]: unknown;
}

/** A roll's whole configuration, as the actors build it and the dialog edits it. */
export interface RollConfig {
  type?: string;
  title?: string;
  heading?: string;
  actorId?: string;
  itemUuid?: string;
  targetUuid?: string;
  rollMode?: string;
  skipPrompt?: boolean;
  mainRoll?: RollPartConfig;
  damageRoll?: RollPartConfig;
  check?: { stat: string };
  attack?: {
    type?: string;
    handedness?: string;
    range?: string;
  };
  situational?: string[];
  selected?: string[];
  descriptions?: string[];
  [key: string]: unknown;
}

export function applyAdvantage(formula: string, adv: number): string {
  return formula.replace(/^(\d*)d(\d+)/, (match, _dice: string, sides: string) => {
    if (sides) {
      if (adv > 0) return `2d${sides}kh`;
      if (adv < 0) return `2d${sides}kl`;
    }
    return match;
  });
}

export function createToolTip(name: string, value: unknown, prefix = "+", key = ""): string {
  if (key.includes("advantage"))
    return `${name} (${localize(`SHADOWDARK.roll.tooltip.${Number(value) > 0 ? "advantage" : "disadvantage"}`)})`;
  if (key.includes("critical-success"))
    return `${name} (${localize("SHADOWDARK.roll.tooltip.critical_success")} ${String(value)})`;
  if (key.includes("critical-failure"))
    return `${name} (${localize("SHADOWDARK.roll.tooltip.critical_failure")} ${String(value)})`;
  if (key.includes("critical-multiplier"))
    return `${name} (${localize("SHADOWDARK.roll.tooltip.critical_multiplier")} ${String(value)})`;
  return `${name} (${Number(value) > 0 ? prefix : ""}${String(value)})`;
}

export function formatBonus(bonus: unknown): string {
  if (typeof bonus === "number") {
    if (bonus === 0) return "";
    return bonus > 0 ? ` + ${bonus}` : ` - ${Math.abs(bonus)}`;
  }
  if (typeof bonus === "string") {
    const trimmed = bonus.trim();
    return trimmed.startsWith("+") || trimmed.startsWith("-") ? ` ${trimmed}` : ` + ${trimmed}`;
  }
  return "";
}

export function initializeD20Check(config: RollConfig = {}): RollConfig {
  config.mainRoll ??= {};
  config.mainRoll.type = "main";
  config.mainRoll.base = "d20";
  config.mainRoll.canCritical = true;
  config.situational = [];
  return config;
}

export function resolveFormula(formula: unknown, rollData: object = {}): unknown {
  const roll = new RollSD(String(formula), rollData);
  if (roll.isDeterministic) {
    try {
      roll.evaluateSync();
    } catch {
      return formula;
    }
    return roll.total;
  }
  return roll.formula;
}

export async function roll(config: RollPartConfig, rollData: object = {}): Promise<RollSD> {
  if (!config?.formula) throw new Error("Missing required property: config.formula");
  if (!config.reroll && config.advantage) config.formula = applyAdvantage(config.formula, config.advantage);
  return new RollSD(config.formula, rollData, config).evaluate();
}

export async function rollDialog(config: RollConfig): Promise<boolean> {
  config.rollMode ??= String(game().settings.get("core", "rollMode"));
  config.type ??= "";
  config.heading ??= "";
  if (config.skipPrompt) return true;
  const dialog = new RollDialogSD(config);
  void dialog.render({ force: true });
  const result = await new Promise<Plain | false | undefined>((resolve) => {
    dialog.addEventListener("close", () => resolve(dialog.submitted ? dialog.result : false), { once: true });
  });
  return result ? true : false;
}

interface RollingActor {
  getRollData(): object;
}

export async function rollFromConfig(config: RollConfig): Promise<RollSD | false> {
  if (!config.mainRoll?.formula) {
    console.error("Error: missing required config property: mainRoll.formula");
    return false;
  }
  const actor = game().actors.get(config.actorId ?? "") as RollingActor | undefined;
  if (!actor) {
    console.error("Error: missing or invalid config property: actorId");
    return false;
  }
  config.mainRoll.type = "main";
  const mainRoll = await roll(config.mainRoll, actor.getRollData());
  if (config.damageRoll?.formula) {
    let needsDamage = Boolean(mainRoll.success);
    if (config.attack && !config.targetUuid) needsDamage = true;
    config.damageRoll.needed = needsDamage;
  }
  await postMessage(await renderRollMessage(config, [mainRoll]));
  return mainRoll;
}

interface TargetToken {
  document: { uuid: string };
  actor?: { system?: { attributes?: { ac?: { value?: number } } } } | null;
}

export function setRollTarget(config: RollConfig = {}): void {
  if (!systemSetting("enableTargeting")) return;
  const target = (game().user.targets as unknown as { first(): TargetToken | undefined }).first();
  if (target) config.targetUuid ??= target.document.uuid;
  const targetAC = target?.actor?.system?.attributes?.ac?.value;
  if (targetAC) {
    config.mainRoll ??= {};
    config.mainRoll.dc ??= targetAC;
  }
}

const isRollConfig = (value: unknown): value is RollConfig =>
  typeof value === "object" && value !== null && typeof read(value, "mainRoll") === "object";

export async function rerollFromMessage(msg: { readonly flags: Plain } | undefined, rollType: string): Promise<void> {
  const config = read(read(msg?.flags, "shadowdark"), "rollConfig");
  if (!isRollConfig(config) || !config.mainRoll) {
    console.error("Error: No roll config found on message");
    return;
  }
  const actor = game().actors.get(config.actorId ?? "");
  if (!game().user.isGM) {
    if (!hasLuckToken(actor)) {
      notifications().warn("No luck token available");
      return;
    }
    await useLuckToken(actor, true);
  }
  if (rollType === "main") {
    config.mainRoll.reroll = true;
    await rollFromConfig(config);
  }
}
