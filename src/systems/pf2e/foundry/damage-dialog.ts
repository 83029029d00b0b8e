/**
 * Pathfinder 2e's damage dialog, `DamageModifierDialog` (src/module/system/damage/modifier-dialog.ts, an ApplicationV1
 * on 7.x and 8.x; docs/systems-pf2e.md "Damage"): the damage its roll deals as the dialog stands — its modifiers and
 * dice toggled or added, for the degree the Strike's Damage or Critical button fixed (`app.degree`) — and, for each
 * targeted token whose numbers the viewer may see (the GM; an owner of its actor), the chance it drops it. Read from
 * `app.formulaData` as pf2e's `createDamageFormula` reads it, the world's `pf2e.critRule`, and each target actor's
 * `system.attributes` (hp, immunities, weaknesses, resistances, hardness). Every change in the dialog draws it again,
 * so nothing is listened to.
 */
import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialog, SystemDialogReading } from "../../../foundry/systems/system-adapter";
import type { SystemDamageRoll, SystemDamageTarget } from "../../../core/systems/system-damage-types";
import type { SystemOdds } from "../../../core/systems/system-odds-types";
import type { SystemLabels } from "../../../ui/systems/system-odds-view";
import {
  pf2eDamageFormula,
  type Pf2eBaseDamage,
  type Pf2eCriticalInclusion,
  type Pf2eDamageCategory,
  type Pf2eDamageDegree,
  type Pf2eDamageDice,
  type Pf2eDamageModifier,
  type Pf2eFormulaData,
} from "../core/damage-formula";
import { pf2eRollDamage, pf2eRollDrops, pf2eRolledInstances, type Pf2eRolledInstance } from "../core/damage-odds";
import { pf2eDamageTargetOf, viewerSeesActor } from "./damage-targets";

const KEY = "INDIE_DICE.SystemOdds.Pf2e";

/** The words of a damage roll's figures: its degree, as the check's own degrees are named. */
export const DAMAGE_LABELS: SystemLabels = {
  choices: { success: `${KEY}.Success`, criticalSuccess: `${KEY}.CriticalSuccess` },
  outcomes: {},
  target: `${KEY}.AgainstAC`,
};

/** DEGREE_OF_SUCCESS: the degrees a damage dialog rolls for, by index. */
const DEGREES: Readonly<Record<number, Pf2eDamageDegree>> = { 1: "failure", 2: "success", 3: "criticalSuccess" };

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const number = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const faces = (size: unknown): number | null => Number(String(size ?? "").replace("d", "")) || null;

function category(value: unknown): Pf2eDamageCategory | null {
  return value === "persistent" || value === "precision" || value === "splash" ? value : null;
}

function criticalInclusion(value: unknown): Pf2eCriticalInclusion {
  return typeof value === "boolean" ? value : null;
}

/** The dialog's formula data, or null where a part is not one createDamageFormula's plain reading covers. */
function formulaDataOf(kit: RuleSetKit, app: unknown): Pf2eFormulaData | null {
  const { field } = kit.systems;
  const data = field(app, "formulaData");
  if (data === undefined) return null;
  const base = list(field(data, "base"));
  if (base.some((entry) => field(entry, "terms") !== undefined && field(entry, "terms") !== null)) return null;
  return {
    base: base.map((entry): Pf2eBaseDamage => ({
      diceNumber: number(field(entry, "diceNumber")),
      dieSize: faces(field(entry, "dieSize")),
      modifier: number(field(entry, "modifier")),
      damageType: text(field(entry, "damageType")) ?? "untyped",
      category: category(field(entry, "category")),
      materials: list(field(entry, "materials")).filter((m): m is string => typeof m === "string"),
    })),
    dice: list(field(data, "dice")).map((die): Pf2eDamageDice => ({
      diceNumber: number(field(die, "diceNumber")),
      dieSize: faces(field(die, "dieSize")),
      damageType: text(field(die, "damageType")),
      category: category(field(die, "category")),
      critical: criticalInclusion(field(die, "critical")),
      enabled: field(die, "enabled") === true,
    })),
    modifiers: list(field(data, "modifiers")).map((modifier): Pf2eDamageModifier => ({
      value: number(field(modifier, "value")),
      damageType: text(field(modifier, "damageType")),
      category: category(field(modifier, "damageCategory")),
      critical: criticalInclusion(field(modifier, "critical")),
      enabled: field(modifier, "enabled") === true,
    })),
  };
}

/** The tokens the damage is judged against: the user's targets, else the roll's own target (`context.target`). */
export function targetTokens(kit: RuleSetKit, app: unknown): { name: string; actor: unknown }[] {
  const { field } = kit.systems;
  const targets: unknown = field(game.user, "targets");
  const tokens = targets instanceof Set ? [...targets] : [];
  // A token without an actor has no hit points to reach: it is no target of damage.
  if (tokens.length > 0)
    return tokens.flatMap((token) => {
      const actor = field(token, "actor");
      return actor ? [{ name: String(field(token, "name") ?? ""), actor }] : [];
    });
  const target = field(field(app, "context"), "target");
  const actor = field(target, "actor");
  if (!actor) return [];
  return [{ name: String(field(field(target, "token"), "name") ?? field(actor, "name") ?? ""), actor }];
}

/** Each target's chance, worked out only where the viewer may see its numbers. */
function targetsOf(kit: RuleSetKit, app: unknown, rolled: readonly Pf2eRolledInstance[]): SystemDamageTarget[] {
  return targetTokens(kit, app).map(({ name, actor }) => ({
    name,
    chances: viewerSeesActor(kit, actor) ? [pf2eRollDrops(kit, rolled, pf2eDamageTargetOf(kit, actor))] : null,
  }));
}

/** The world's critical rule doubles the dice (`pf2e.critRule` "doubledice") rather than the total. */
const doublesDice = (kit: RuleSetKit): boolean => kit.systems.systemSetting("pf2e", "critRule") === "doubledice";

/** The figures of the dialog as it stands, for its one degree. */
function damageOdds(kit: RuleSetKit, app: unknown, degree: Pf2eDamageDegree, data: Pf2eFormulaData): SystemOdds {
  const formula = pf2eDamageFormula(data, degree, doublesDice(kit));
  const rolled = formula === null ? [] : pf2eRolledInstances(kit, formula);
  const roll: SystemDamageRoll = { choice: degree, outcomes: pf2eRollDamage(rolled) };
  return {
    target: null,
    totals: [],
    choices: [{ id: degree, outcomes: [] }],
    damage: { rolls: [roll], targets: targetsOf(kit, app, rolled) },
  };
}

/**
 * Whether an enabled die overrides the base dice for this degree (fatal's larger die on a critical, a die upgrade):
 * pf2e applies those to the base entries elsewhere than the formula data the dialog holds, not read here.
 */
function overridden(kit: RuleSetKit, app: unknown, degree: Pf2eDamageDegree): boolean {
  const { field } = kit.systems;
  const critical = degree === "criticalSuccess";
  return list(field(field(app, "formulaData"), "dice")).some((die) => {
    const inclusion = criticalInclusion(field(die, "critical"));
    const fits = inclusion === null || (critical ? inclusion : !inclusion);
    return field(die, "enabled") === true && Boolean(field(die, "override")) && fits;
  });
}

function readingOf(kit: RuleSetKit, app: unknown): SystemDialogReading | null {
  const degree = DEGREES[number(kit.systems.field(app, "degree"))];
  const data = formulaDataOf(kit, app);
  if (degree === undefined || degree === "failure" || data === null) return null;
  return {
    odds: () => {
      // A figure that might be wrong is never shown: the reason instead.
      if (overridden(kit, app, degree)) throw new kit.limits.IndieDiceError(`${KEY}.DamageOverride`);
      return damageOdds(kit, app, degree, data);
    },
    labels: DAMAGE_LABELS,
    // The roll's figures are the roller's own formula; each target's chance says by itself whether it may be seen.
    targetVisible: true,
  };
}

export function pf2eDamageDialog(kit: RuleSetKit): SystemDialog {
  return {
    // ApplicationV1 calls render<Class> on every render: a toggle, an added modifier or dice draw the dialog again.
    renderHook: "renderDamageModifierDialog",
    read: (app) => readingOf(kit, app),
    place(app, element) {
      // damage-modifier-dialog.hbs: the roll mode, then the Roll button showing the formula; the figures before it.
      const roll = element.querySelector<HTMLElement>("button.roll");
      const degree = DEGREES[number(kit.systems.field(app, "degree"))];
      if (!roll || degree === undefined) return null;
      return { panelBefore: roll, choices: new Map([[degree, roll]]) };
    },
  };
}
