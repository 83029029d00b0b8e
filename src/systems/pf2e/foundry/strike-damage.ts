/**
 * A Strike's damage in its check dialog (docs/systems-pf2e.md "Damage"): pf2e opens the `CheckModifiersDialog` of a
 * Strike with the Strike action in its context (document.ts: `origin.statistic`, type "attack-roll"), whose
 * `damage` and `critical` with `getFormula: true` resolve — asynchronously, without a dialog or a message — with the
 * formula each button would roll. They are asked once a dialog as it opens, and the dialog drawn again when they
 * arrive; then each fate choice's chance to drop each target (the damage dialog's targets and visibility) is added to
 * the degrees. A formula not read exactly adds nothing.
 */
import { field } from "../../../foundry/systems/system-reads";
import type { SystemOdds } from "../../../core/systems/system-odds-types";
import { pf2eRolledInstances, withStrikeDrop, type Pf2eStrikeRolls } from "../core/damage-odds";
import { targetTokens } from "./damage-dialog";
import { pf2eDamageTargetOf, viewerSeesActor } from "./damage-targets";

/** Each dialog's Strike damage: asked (undefined until it arrives), read, or null where none can be read. */
const asked = new WeakMap<object, Pf2eStrikeRolls | null | undefined>();

/** The Strike action of a Strike's check, or null for any other check. */
function strikeOf(app: unknown): unknown {
  const context = field(app, "context");
  if (field(context, "type") !== "attack-roll") return null;
  const statistic = field(field(context, "origin"), "statistic");
  const callable = (name: string) => typeof field(statistic, name) === "function";
  return callable("damage") && callable("critical") ? statistic : null;
}

async function formulaOf(strike: unknown, method: "damage" | "critical"): Promise<string | null> {
  const button: unknown = field(strike, method);
  if (typeof button !== "function") return null;
  const formula: unknown = await Reflect.apply(button, strike, [{ getFormula: true }]);
  return typeof formula === "string" && formula !== "" ? formula : null;
}

async function rollsOf(strike: unknown): Promise<Pf2eStrikeRolls | null> {
  const [hit, critical] = await Promise.all([formulaOf(strike, "damage"), formulaOf(strike, "critical")]);
  if (hit === null || critical === null) return null;
  try {
    return { success: pf2eRolledInstances(hit), criticalSuccess: pf2eRolledInstances(critical) };
  } catch {
    // A formula the engine does not read exactly: the degrees stand alone, no drop figure that might be wrong.
    return null;
  }
}

/** Ask the Strike's formulas once for this dialog; `redraw` when they arrive. */
export function askStrikeDamage(app: unknown, redraw: () => void): void {
  const strike = strikeOf(app);
  if (strike === null || typeof app !== "object" || app === null || asked.has(app)) return;
  asked.set(app, undefined);
  void rollsOf(strike)
    .catch(() => null)
    .then((rolls) => {
      asked.set(app, rolls);
      if (rolls) redraw();
    });
}

/** The check's figures with each target's chance to drop, once the Strike's damage is known. */
export function withStrikeDamage(app: unknown, odds: SystemOdds): SystemOdds {
  const rolls = typeof app === "object" && app !== null ? asked.get(app) : undefined;
  if (!rolls) return odds;
  const targets = targetTokens(app).map(({ name, actor }) => ({
    name,
    target: viewerSeesActor(actor) ? pf2eDamageTargetOf(actor) : null,
  }));
  return withStrikeDrop(odds, rolls, targets);
}
