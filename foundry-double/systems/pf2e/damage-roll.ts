/**
 * A Strike's damage in pf2e, from the sheet's Damage or Critical button to the message:
 * - `strikeDamage(actor, weapon, method, params)`: the Strike action's `damage` / `critical` (actor/character
 *   document.ts, the stored copy with `DamageContext`): the outcome success or criticalSuccess, the target token the
 *   params' or the user's first target (its actor the context's target), then `WeaponDamagePF2e.calculate` and
 *   `DamagePF2e.roll`; a weapon that deals no damage warns and rolls nothing;
 * - `WeaponDamagePF2e.calculate` (weapon.ts, the stored copy with `CRITICAL_INCLUSION` and `maxIncreases`), for a
 *   character's weapon: the Strength modifier (ability type); the base damage (the weapon's dice — striking runes
 *   already counted, as pf2e's weapon data prepares them — die, damage type); deadly (`deadly-d8`, `deadly-2d8`: one
 *   die, or the striking dice times the number when they are more than one; critical only) and fatal (one die of its
 *   size on a critical, with its die-size override); then the dialog unless `skipDialog` (the user's
 *   `showDamageDialogs` off, by default), closed without rolling: nothing;
 * - `DamagePF2e.roll` (damage.ts): the formula for the outcome, a DamageRoll with `rollerId`, `degreeOfSuccess` and on
 *   a critical `critRule` ("double-damage" or "double-dice" from the world's `critRule`) and `showBreakdown`; the
 *   message with `flags.pf2e.context` (type, sourceType, actor and token ids, target `{actor, token}` UUIDs, domains,
 *   sorted options, rollMode, outcome) and `flags.pf2e.target`; then `pf2e.damageRoll`;
 * - `DamageRoll` (roll.ts): one pool `{…}` of instances, each `formula[type,persistent,…]`; an instance's total its
 *   roll's rounded down and at least 0, a persistent one's 0; the roll's total theirs added, raised to 1 (the first
 *   instance counting 1) when it is 0 or less and any instance is not persistent (`options.increasedFrom`).
 * - `strikeAction(actor, weapon)`: the Strike action a character's `system.actions` holds (document.ts
 *   `prepareStrike`): its `item`, and `damage` / `critical`, which with `getFormula: true` skip the dialog and
 *   resolve with the formula of the outcome (`new DamageRoll(formula).formula`, "" for a weapon dealing none) instead
 *   of rolling; the check's context carries the action as `origin.statistic` (driver.ts `rollStrike`).
 * Not emulated: property runes, critical specialization, traits other than deadly and fatal (fatal's larger base
 * die), rule elements and their synthetics, NPC attacks, the flavor's tags and notes, splash rolls kept apart.
 */
import { Roll } from "../../dice/roll";
import { DEGREE, DamageDicePF2e, DamageModifierPF2e, createDamageFormula, showDamageDialogs } from "./damage-formula";
import type { DamageFormulaData } from "./damage-formula";
import { DamageModifierDialog, type DamageDamageContext } from "./damage-dialog";
import { chatBarMode } from "./check-settings";
import { rollMessageData } from "../kit/chat";
import { chatMessage, hooks, notifications } from "../kit/globals";
import { read, readPath } from "../kit/data";

export interface DamageInstanceRolled {
  readonly formula: string;
  readonly type: string;
  readonly persistent: boolean;
  /** The instance's own total: rounded down, at least 0; 0 for persistent damage. */
  readonly total: number;
}

/** An instance's `[type,persistent,…]`: its type (untyped without one), whether persistent (bleed is). */
function flavorOf(formula: string): { type: string; persistent: boolean } {
  const flavor = /\[([^\]]*)\]$/.exec(formula)?.[1]?.split(",") ?? [];
  const type = flavor.find((word) => word !== "persistent" && word !== "") ?? "untyped";
  return { type, persistent: flavor.includes("persistent") || type === "bleed" };
}

export class DamageRoll extends Roll {
  /** The instances of the evaluated roll. */
  get instances(): DamageInstanceRolled[] {
    const rolls: unknown = read(this.terms[0], "rolls");
    const pool = Array.isArray(rolls) ? rolls.filter((roll): roll is Roll => roll instanceof Roll) : [];
    return pool.map((roll) => {
      const { type, persistent } = flavorOf(roll.formula);
      return { formula: roll.formula, type, persistent, total: persistent ? 0 : Math.max(Math.floor(roll.total), 0) };
    });
  }

  protected override async _evaluate(options: Parameters<Roll["evaluate"]>[0] = {}): Promise<this> {
    await super._evaluate(options);
    const instances = this.instances;
    const total = instances.reduce((sum, instance) => sum + instance.total, 0);
    if (total <= 0 && instances.some((instance) => !instance.persistent)) {
      this.options.increasedFrom = total;
      this._total = 1;
    } else this._total = total;
    return this;
  }
}

/** A character's weapon as the double's Strike reads it (pf2e's prepared weapon data). */
export interface StrikeWeapon {
  readonly id?: string;
  readonly name: string;
  /** The base dice before runes, the striking rune's extra dice, the die and the damage type. */
  readonly dice: number;
  readonly striking?: number;
  readonly die: string;
  readonly damageType: string;
  readonly traits?: readonly string[];
}

/** WeaponDamagePF2e.calculate's formula data for a character's weapon (the part the double emulates). */
export function weaponFormulaData(actor: unknown, weapon: StrikeWeapon): DamageFormulaData {
  const strikingDice = weapon.striking ?? 0;
  const modifiers: DamageModifierPF2e[] = [];
  const strength = Number(readPath(actor, "system.abilities.str.mod") ?? 0);
  modifiers.push(new DamageModifierPF2e({ slug: "str", label: "Strength", modifier: strength, type: "ability" }));
  const dice: DamageDicePF2e[] = [];
  for (const slug of (weapon.traits ?? []).filter((trait) => trait.startsWith("deadly-"))) {
    const baseNumber = Number(/-(\d)d\d{1,2}$/.exec(slug)?.[1]) || 1;
    dice.push(
      new DamageDicePF2e({
        slug,
        label: `Deadly ${slug.slice("deadly-".length)}`,
        diceNumber: strikingDice > 1 ? strikingDice * baseNumber : baseNumber,
        dieSize: /-\d?(d\d{1,2})$/.exec(slug)?.[1] ?? weapon.die,
        critical: true,
      }),
    );
  }
  for (const slug of (weapon.traits ?? []).filter((trait) => trait.startsWith("fatal-d"))) {
    const dieSize = slug.slice("fatal-".length);
    dice.push(
      new DamageDicePF2e({
        slug,
        label: `Fatal ${dieSize}`,
        diceNumber: 1,
        dieSize,
        critical: true,
        override: { dieSize },
      }),
    );
  }
  return {
    base: [{ diceNumber: weapon.dice + strikingDice, dieSize: weapon.die, modifier: 0, damageType: weapon.damageType }],
    dice,
    modifiers,
  };
}

const uuidOf = (document: unknown): string | undefined => {
  const uuid = read(document, "uuid");
  return typeof uuid === "string" ? uuid : undefined;
};

/** DamagePF2e.roll: the roll for the context's outcome, and its message. */
async function rollDamage(data: DamageFormulaData, context: DamageDamageContext): Promise<DamageRoll | null> {
  const outcome = context.outcome ?? "success";
  context.rollMode ??= chatBarMode();
  const degree = outcome === "criticalSuccess" ? DEGREE.criticalSuccess : DEGREE.success;
  const formula = createDamageFormula(data, degree)?.formula;
  if (!formula) return null;
  const critical = degree === DEGREE.criticalSuccess;
  const setting = Reflect.apply(game.settings.get, game.settings, ["pf2e", "critRule"]);
  const options: Record<string, unknown> = {
    rollerId: game.userId,
    degreeOfSuccess: degree,
    critRule: critical ? (setting === "doubledamage" ? "double-damage" : "double-dice") : null,
    showBreakdown: true,
  };
  const roll = await new DamageRoll(formula, {}, options).evaluate();
  const target = context.target ? { actor: uuidOf(context.target.actor), token: uuidOf(context.target.token) } : null;
  const flag = {
    type: context.type,
    sourceType: context.sourceType,
    actor: read(context.self?.actor, "id") ?? null,
    token: read(context.self?.token, "id") ?? null,
    target,
    domains: context.domains ?? [],
    options: [...context.options].sort(),
    rollMode: context.rollMode,
    skipDialog: context.skipDialog ?? false,
    outcome,
  };
  const flavor = `<strong>${game.i18n.localize("PF2E.DamageRoll")}</strong>`;
  const messageData = rollMessageData({
    actor: context.self?.actor,
    rolls: [roll],
    flavor,
    flags: { pf2e: { context: flag, target } },
    rollMode: context.rollMode,
  });
  await chatMessage().create(messageData);
  hooks().callAll("pf2e.damageRoll", roll);
  return roll;
}

export interface StrikeDamageParams {
  /** The formula of the outcome instead of a roll (document.ts: `params.getFormula`). */
  getFormula?: boolean;
  /** A token placeable to strike (else the user's first target). */
  target?: unknown;
  skipDialog?: boolean;
}

/** A Strike's Damage (`damage`) or Critical (`critical`) button. */
export async function strikeDamage(
  actor: unknown,
  weapon: StrikeWeapon,
  method: "damage" | "critical",
  params: StrikeDamageParams = {},
): Promise<DamageRoll | null> {
  const targets: unknown = read(game.user, "targets");
  const token = params.target ?? (targets instanceof Set ? [...targets][0] : null) ?? null;
  const targetActor = read(token, "actor");
  const context: DamageDamageContext = {
    type: "damage-roll",
    sourceType: "attack",
    self: { actor, token: null, item: weapon },
    target: targetActor ? { actor: targetActor, token: read(token, "document") } : null,
    outcome: method === "damage" ? "success" : "criticalSuccess",
    options: new Set<string>(),
    domains: ["damage", "strike-damage"],
    skipDialog: params.skipDialog ?? !showDamageDialogs(),
  };
  if (weapon.dice <= 0) {
    notifications().warn("PF2E.ErrorMessage.WeaponNoDamage");
    return null;
  }
  const formulaData = weaponFormulaData(actor, weapon);
  if (!context.skipDialog) {
    const rolled = await new DamageModifierDialog({ formulaData, context }).resolve();
    if (!rolled) return null;
  }
  return rollDamage(formulaData, context);
}

/** The formula the Strike's button would roll (document.ts with `getFormula`): no dialog, no message. */
function strikeFormula(actor: unknown, weapon: StrikeWeapon, method: "damage" | "critical"): string {
  if (weapon.dice <= 0) return "";
  const degree = method === "critical" ? DEGREE.criticalSuccess : DEGREE.success;
  const formula = createDamageFormula(weaponFormulaData(actor, weapon), degree)?.formula;
  return formula ? new DamageRoll(formula).formula : "";
}

/** A character's Strike action (StrikeData): its weapon and its Damage and Critical buttons. */
export interface StrikeAction {
  readonly type: "strike";
  readonly slug: string;
  readonly label: string;
  readonly item: StrikeWeapon;
  damage(params?: StrikeDamageParams): Promise<string | DamageRoll | null>;
  critical(params?: StrikeDamageParams): Promise<string | DamageRoll | null>;
}

export function strikeAction(actor: unknown, weapon: StrikeWeapon): StrikeAction {
  const button =
    (method: "damage" | "critical") =>
    (params: StrikeDamageParams = {}): Promise<string | DamageRoll | null> =>
      params.getFormula
        ? Promise.resolve(strikeFormula(actor, weapon, method))
        : strikeDamage(actor, weapon, method, params);
  const slug = weapon.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const [damage, critical] = [button("damage"), button("critical")];
  return { type: "strike", slug, label: weapon.name, item: weapon, damage, critical };
}
