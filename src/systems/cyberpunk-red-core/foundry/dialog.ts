import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialog } from "../../../foundry/systems/system-adapter";
import { cpredCheckOdds, CPRED_MAX_BASE, type CpredRoll } from "../core/cpred-odds";
import { CPRED_DV_FIELD, cpredLabels } from "../ui/roll-labels";
import { dvRow, dvTyped } from "./dv-field";
import type { CpredDrawnChecks } from "./roll-messages";
import { cpredHiddenFrom } from "./secrets";

/**
 * Cyberpunk RED's roll dialog, `CPRRollDialog` (docs/systems-cyberpunk-red-core.md "The dialog"): 0.93's extends
 * `CPRDialog extends FormApplication` (Application V1, src/modules/dialog/cpr-dialog-application.js:7 at f632be2c),
 * the fork's 1.3.7 `HandlebarsApplicationMixin(ApplicationV2)` (a9c19bd5) — both fire `renderCPRRollDialog`, both
 * submit on every change, write the form into the live `CPRRoll` (`app.rollData`) and render again. So each render
 * reads the roll as it stands: its own `_computeBase` while nothing is rolled (`initialRoll` 0: stat, skill, mods,
 * luck, as the roll's class adds them, cpr-rolls.js:205-207, 351-353, 416-424) and `calculateCritical`. The system
 * has no DV anywhere: the adapter adds a DV field of its own before the figures, kept per dialog through its renders.
 */

const DV_CLASS = "indie-dice-cpred-dv";
/** The DV typed in each open dialog (its renders draw the field anew). */
const typedDv = new WeakMap<object, number>();

/**
 * The rolls judged against a DV: stat, skill, attack, facedown and program stat rolls (`CPRStatRoll`'s) and role
 * abilities (`CPRRoleRoll`'s), each "1d10". Not a death save (under BODY), damage, humanity loss or initiative.
 */
const CHECKS = ["CPRStatRoll", "CPRRoleRoll"];

/** The dialog's `prototypeChain` (`SystemUtils.getPrototypeChain(rollData)`, cpr-roll-dialog.js:23): class names. */
function isCheck(kit: RuleSetKit, app: unknown, roll: unknown): boolean {
  const chain = kit.systems.field(app, "prototypeChain");
  return (
    Array.isArray(chain) && chain.some((name) => CHECKS.includes(name)) && kit.systems.field(roll, "formula") === "1d10"
  );
}

function rollOf(kit: RuleSetKit, app: unknown): CpredRoll | null {
  const { field } = kit.systems;
  const roll = field(app, "rollData");
  const computeBase = field(roll, "_computeBase");
  if (!isCheck(kit, app, roll) || field(roll, "initialRoll") !== 0 || typeof computeBase !== "function") return null;
  let base: unknown;
  try {
    base = Reflect.apply(computeBase, roll, []);
  } catch {
    // The fork's V2 handler merges the additional mods as typed text, which `totalMods` cannot add up: no figure.
    return null;
  }
  if (typeof base !== "number" || !Number.isInteger(base) || Math.abs(base) > CPRED_MAX_BASE) return null;
  return { base, critical: field(roll, "calculateCritical") === true };
}

function dvField(app: object, page: Document): HTMLElement {
  const { row, input } = dvRow(page, DV_CLASS, CPRED_DV_FIELD, typedDv.get(app) ?? null);
  // Its change is not the system's: its form would submit and render again (the fork's V2 then fails, dialog.ts).
  input.addEventListener("change", (event) => event.stopPropagation());
  return row;
}

/** The dialog's figures; each check it draws is held for its message (roll-messages.ts), with the DV typed for it. */
export function cpredDialog(kit: RuleSetKit, checks: CpredDrawnChecks): SystemDialog {
  return {
    renderHook: "renderCPRRollDialog",
    read(app) {
      if (typeof app !== "object" || app === null) return null;
      if (cpredHiddenFrom(kit, kit.systems.field(app, "actor"))) return null;
      const roll = rollOf(kit, app);
      if (!roll) return null;
      const dv = typedDv.get(app) ?? null;
      const live = kit.systems.field(app, "rollData");
      if (typeof live === "object" && live !== null) checks.hold(live, () => typedDv.get(app) ?? null);
      return { odds: () => cpredCheckOdds(roll, dv), labels: cpredLabels, targetVisible: true };
    },
    place(app, element) {
      const footer = element.querySelector<HTMLElement>(".dialog-footer");
      if (!footer || typeof app !== "object" || app === null) return null;
      const field = element.querySelector<HTMLElement>(`.${DV_CLASS}`) ?? dvField(app, element.ownerDocument);
      footer.before(field);
      return { panelBefore: footer, choices: new Map() };
    },
    listen(app, element, redraw) {
      element.addEventListener("input", (event) => {
        const input = kit.dom.eventElement(event);
        if (!input || !kit.dom.isInputElement(input) || !input.closest(`.${DV_CLASS}`)) return;
        if (typeof app !== "object" || !app) return;
        const dv = dvTyped(input.value);
        if (dv === null) typedDv.delete(app);
        else typedDv.set(app, dv);
        redraw();
      });
    },
  };
}
