/**
 * Mutant Year Zero's roll dialog (module/app/RollDialogV2.mjs at 14.0.2): `RollDialogV2 extends DialogV2`, made by
 * its static `create` (:11-107) with the content templates/app/roll-dialog.hbs rendered once — three number inputs,
 * `base`, `skill` and `gear`, each the total the sheet worked out, the modifiers listed under it as text —, classes
 * `mutant-year-zero roll-dialog`, one button Roll; the actor, attribute and item kept on the instance. `_onRoll`
 * (:118-150) reads the three inputs with `parseInt` (an empty one as 0) and hands them to `DiceRoller.Roll`.
 * The double's template lays the three columns out in a loop (the system writes each by hand; the same inputs).
 */
import { DialogV2 } from "../../applications/dialog";
import { installedGlobal } from "../../globals";
import { renderTemplate } from "../kit/globals";
import { DiceRoller } from "./dice-roller";

export interface DicePool {
  default?: number;
  total?: number;
  modifiers?: { name: string; value: number }[];
}

export interface RollDialogRequest {
  rollName?: string;
  attributeName?: string | null;
  itemId?: string | null;
  base?: DicePool;
  skill?: DicePool;
  gear?: DicePool;
  actor?: { id: string; uuid: string } | null;
}

const localize = (key: string) =>
  installedGlobal<{ i18n: { localize(key: string): string } }>("game").i18n.localize(key);

export class RollDialogV2 extends DialogV2 {
  rollName = "";
  attributeName: string | null = null;
  itemId: string | null = null;
  actor: { id: string; uuid: string } | null = null;

  static async create(request: RollDialogRequest = {}): Promise<RollDialogV2> {
    const pool = (type: "base" | "skill" | "gear", given: DicePool = {}) => ({
      type,
      name: localize(`MYZ.DICE_${type.toUpperCase()}`),
      total: given.total ?? 0,
      default: given.default ?? 0,
      modifiers: given.modifiers ?? [],
    });
    const pools = [pool("base", request.base), pool("skill", request.skill), pool("gear", request.gear)];
    const content = await renderTemplate("systems/mutant-year-zero/templates/app/roll-dialog.hbs", { pools });
    const dialog = new this({
      window: { title: `${localize("MYZ.ROLL")} : ${localize(request.rollName ?? "")}` },
      classes: ["mutant-year-zero", "roll-dialog"],
      content,
      buttons: [
        {
          action: "roll",
          label: localize("MYZ.ROLL"),
          callback: (_event: Event, button: HTMLButtonElement, opened: DialogV2) =>
            opened instanceof RollDialogV2 ? opened._onRoll(button) : undefined,
        },
      ],
    });
    Object.assign(dialog, {
      rollName: request.rollName ?? "",
      attributeName: request.attributeName ?? null,
      itemId: request.itemId ?? null,
      actor: request.actor ?? null,
    });
    await dialog.render({ force: true });
    return dialog;
  }

  /** The roll `_onRoll` starts (the double's, for drivers). */
  rolled: Promise<void> | null = null;

  _onRoll(button: HTMLButtonElement): void {
    const value = (name: string) => {
      const input = button.form?.elements.namedItem(name);
      return input instanceof HTMLInputElement ? input.value || "0" : "0";
    };
    const [base, skill, gear] = ["base", "skill", "gear"].map((name) => Number.parseInt(value(name), 10));
    this.rolled = DiceRoller.Roll({
      rollName: this.rollName,
      base,
      skill,
      gear,
      actor: this.actor,
      attributeName: this.attributeName,
      itemId: this.itemId,
    });
  }
}
