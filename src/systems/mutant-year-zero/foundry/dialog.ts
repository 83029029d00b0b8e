import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialog } from "../../../foundry/systems/system-adapter";
import { dialogOdds, MYZ_MAX_DICE, type MyzDice } from "../core/myz-odds";
import { myzLabels } from "../ui/roll-labels";
import { isHouseRoll, myzHiddenFrom } from "./secrets";

/**
 * Mutant Year Zero's roll dialog, `RollDialogV2 extends DialogV2` (module/app/RollDialogV2.mjs at 14.0.2;
 * docs/systems-mutant-year-zero.md "The dialog"): its number inputs `base`, `skill` and `gear` as they stand — the
 * dialog never draws itself again, so each keystroke redraws the figures. The Roll button parses them with `parseInt`
 * (an empty or unreadable one as 0) and rolls `${base}db + ${skill}ds + ${gear}dg`; the dialog keeps the actor and
 * the attribute, whose push rolls a human's house attribute's 1s again.
 */

/** `parseInt(value || 0, 10)` as `_onRoll` reads an input; null past what the adapter works out. */
function diceIn(element: HTMLElement, name: string, signed: boolean): number | null {
  const text = element.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
  if (text === undefined) return null;
  const value = Number.parseInt(text || "0", 10);
  const read = Number.isNaN(value) ? 0 : value;
  return Math.abs(read) <= MYZ_MAX_DICE && (signed || read >= 0) ? read : null;
}

function diceOf(kit: RuleSetKit, app: unknown, element: HTMLElement): MyzDice | null {
  const [base, skill, gear] = [
    diceIn(element, "base", false),
    diceIn(element, "skill", true),
    diceIn(element, "gear", false),
  ];
  if (base === null || skill === null || gear === null) return null;
  const house = isHouseRoll(kit, kit.systems.field(app, "actor"), kit.systems.field(app, "attributeName"));
  return { base, skill, gear, house };
}

export function myzDialog(kit: RuleSetKit): SystemDialog {
  return {
    renderHook: "renderRollDialogV2",
    read(app, element) {
      if (myzHiddenFrom(kit, kit.systems.field(app, "actor"))) return null;
      const dice = diceOf(kit, app, element);
      if (!dice) return null;
      return { odds: () => dialogOdds(kit.pools, dice), labels: myzLabels, targetVisible: true };
    },
    place(_app, element) {
      // DialogV2 draws its form once: the footer with the Roll button stays.
      const footer = element.querySelector<HTMLElement>("footer.form-footer");
      return footer ? { panelBefore: footer, choices: new Map() } : null;
    },
    listen(_app, element, redraw) {
      const heard = (event: Event) => {
        if (kit.dom.eventElement(event)?.closest(".dialog-content input")) redraw();
      };
      element.addEventListener("input", heard);
      element.addEventListener("change", heard);
    },
  };
}
