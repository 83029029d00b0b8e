import type { RuleSetKit } from "../../../foundry/composition";
import type { Sr6Roll } from "../core/roll-odds";

/**
 * A Shadowrun 6e roll read from its live dialog (docs/systems-shadowrun6-eden.md "In the dialog"), shadowrun6-eden
 * 4.0.7 at d2c27e19: the `RollDialog`'s prepared roll holds the pool its label shows (`calcPool`, kept by
 * `_updateDicePool`), its `dialogResult` the Edge pool the boost "add Edge to the pool" sets; the form holds the
 * threshold, the wild die and the hidden `explode` checkbox that boost ticks. Read as `_dialogClosed` and
 * `createFormula` will roll them (Rolls.js:300-452): the Edge pool joins the dice twice over (`checkHardDiceCap` runs
 * on the pool and again on the formula's regular dice), the wild die is one of them.
 */

const whole = (value: unknown): number | null => (typeof value === "number" && Number.isInteger(value) ? value : null);

/**
 * The roll as it stands, or null for one the adapter does not read: an extended test (its threshold is over several
 * throws), or a dialog without its form. The threshold is counted only when the one reading the figures is shown it —
 * its field is drawn (an extended test's, or the "can't dodge bullets" setting's) or they are a GM: a threshold the
 * roller's dialog keeps hidden (a defence test's, set by the GM's attack) is none for a player.
 */
export function dialogRoll(kit: RuleSetKit, app: unknown, element: HTMLElement): Sr6Roll | null {
  const { field } = kit.systems;
  const form = element.querySelector("form.sr6-roll-dialog");
  const input = (name: string) => form?.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? null;
  const pool = whole(field(field(app, "prepared"), "calcPool"));
  if (!form || pool === null || input("extended")?.checked === true) return null;
  const edgePool = whole(field(field(app, "dialogResult"), "edgePoolIgnoringCap")) ?? 0;
  const thresholdField = input("threshold");
  const shown = thresholdField !== null && (thresholdField.closest(".hidden") === null || game.user.isGM);
  const threshold = shown ? Number.parseInt(thresholdField.value, 10) || 0 : 0;
  return {
    pool: Math.max(pool, 0) + 2 * Math.max(edgePool, 0),
    threshold: Math.max(threshold, 0),
    wild: input("useWildDie")?.checked === true,
    explode: input("explode")?.checked === true,
  };
}
