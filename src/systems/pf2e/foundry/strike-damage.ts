/**
 * A Strike's damage in its check dialog (docs/systems-pf2e.md "Damage"): pf2e opens the `CheckModifiersDialog` of a
 * Strike with the Strike action in its context (document.ts: `origin.statistic`, type "attack-roll"), whose
 * `damage` and `critical` with `getFormula: true` resolve — asynchronously, without a dialog or a message — with the
 * formula each button would roll. They are asked once a dialog as it opens, and the dialog drawn again when they
 * arrive; then each fate choice's chance to drop each target (the damage dialog's targets and visibility) is added to
 * the degrees. A formula not read exactly adds nothing.
 */
import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemOdds } from "../../../core/systems/system-odds-types";
import { pf2eRolledInstances, withStrikeDrop, type Pf2eStrikeRolls } from "../core/damage-odds";
import { targetTokens } from "./damage-dialog";
import { pf2eDamageTargetOf, viewerSeesActor } from "./damage-targets";

/** Each dialog's Strike damage: asked (undefined until it arrives), read, or null where none can be read. */
const asked = new WeakMap<object, Pf2eStrikeRolls | null | undefined>();

/** The Strike action of a Strike's check, or null for any other check. */
function strikeOf(kit: RuleSetKit, app: unknown): unknown {
  const { field } = kit.systems;
  const context = field(app, "context");
  if (field(context, "type") !== "attack-roll") return null;
  const statistic = field(field(context, "origin"), "statistic");
  const callable = (name: string) => typeof field(statistic, name) === "function";
  return callable("damage") && callable("critical") ? statistic : null;
}

async function formulaOf(kit: RuleSetKit, strike: unknown, method: "damage" | "critical"): Promise<string | null> {
  const button: unknown = kit.systems.field(strike, method);
  if (typeof button !== "function") return null;
  const formula: unknown = await Reflect.apply(button, strike, [{ getFormula: true }]);
  return typeof formula === "string" && formula !== "" ? formula : null;
}

async function rollsOf(kit: RuleSetKit, strike: unknown): Promise<Pf2eStrikeRolls | null> {
  const [hit, critical] = await Promise.all([formulaOf(kit, strike, "damage"), formulaOf(kit, strike, "critical")]);
  if (hit === null || critical === null) return null;
  try {
    return { success: pf2eRolledInstances(kit, hit), criticalSuccess: pf2eRolledInstances(kit, critical) };
  } catch {
    // A formula the engine does not read exactly: the degrees stand alone, no drop figure that might be wrong.
    return null;
  }
}

/** Ask the Strike's formulas once for this dialog; `redraw` when they arrive. */
export function askStrikeDamage(kit: RuleSetKit, app: unknown, redraw: () => void): void {
  const strike = strikeOf(kit, app);
  if (strike === null || typeof app !== "object" || app === null || asked.has(app)) return;
  asked.set(app, undefined);
  void rollsOf(kit, strike)
    .catch(() => null)
    .then((rolls) => {
      asked.set(app, rolls);
      if (rolls) redraw();
    });
}

/** The check's figures with each target's chance to drop, once the Strike's damage is known. */
export function withStrikeDamage(kit: RuleSetKit, app: unknown, odds: SystemOdds): SystemOdds {
  const rolls = typeof app === "object" && app !== null ? asked.get(app) : undefined;
  if (!rolls) return odds;
  const targets = targetTokens(kit, app).map(({ name, actor }) => ({
    name,
    target: viewerSeesActor(kit, actor) ? pf2eDamageTargetOf(kit, actor) : null,
  }));
  return withStrikeDrop(kit, odds, rolls, targets);
}
