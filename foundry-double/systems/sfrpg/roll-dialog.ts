/**
 * Starfinder's roll dialog (foundryvtt-starfinder 0.30.0 at 41684b57): `RollDialog extends Dialog`, Application V1
 * (src/module/apps/roll-dialog.js:16-359) over the double's V1 Dialog — its template chat/roll-dialog.hbs (the
 * formula, the situational bonus, the target's box with the EAC/KAC tooltip for an owner of the target alone, the
 * modifiers, its own buttons), classes `sfrpg dialog roll`, width 540 (:98-107); getData (:109-202); the bonus stored
 * on keyup without a render (:212, 233-235); a modifier's toggle flipping `enabled` and rendering again (:241-247);
 * submit keeping the button's id and close answering `{button, rollMode, bonus, …}` once (:301-319);
 * `showRollDialog` (:333-358). The double's template keeps the parts a module reads (no roll mode select, no
 * selectors, no starship quadrant, no damage sections: not emulated).
 */
import { Dialog, type DialogV1Button } from "../../applications/dialog-v1";
import type { JQueryDouble } from "../../applications/application-v1";
import { mergeObject } from "../../utils";
import { game } from "../../globals";
import { read, readPath } from "../kit/data";
import type { RollContext, RollTree, SfrpgModifier } from "./dice";

export interface RollDialogAnswer {
  button: string | null;
  rollMode: string;
  bonus: string | undefined;
}

type SfrpgButton = DialogV1Button & { id?: string };

interface RollDialogParams {
  rollTree: RollTree;
  formula: string;
  contexts: RollContext;
  availableModifiers: SfrpgModifier[];
  mainDie: string;
  dialogData: ConstructorParameters<typeof Dialog>[0] & { buttons: Record<string, SfrpgButton> };
  rollType: string;
  answer: (button: string | null, rollMode: string, bonus: string) => void;
}

export class RollDialog extends Dialog {
  rollTree: RollTree;
  formula: string;
  contexts: RollContext;
  availableModifiers: SfrpgModifier[];
  hasTarget: boolean;
  target: RollContext["allContexts"]["target"] | null;
  rollType: string;
  additionalBonus = "";
  rollMode = "publicroll";
  rolledButton: string | null = null;
  /** `data.close` of showRollDialog (:345-347), answered once. */
  answer: RollDialogParams["answer"] | null;

  constructor(params: RollDialogParams) {
    const { rollTree, formula, contexts, availableModifiers, mainDie, dialogData, rollType } = params;
    super(dialogData, {});
    this.answer = params.answer;
    this.rollTree = rollTree;
    this.contexts = contexts;
    this.availableModifiers = availableModifiers;
    this.formula = mainDie ? `${mainDie} + ${formula}` : formula;
    this.target = contexts.allContexts.target ?? null;
    this.hasTarget = this.target !== null;
    this.rollType = rollType;
  }

  override get template(): string {
    return "systems/sfrpg/templates/chat/roll-dialog.hbs";
  }

  static override get defaultOptions() {
    return mergeObject(super.defaultOptions, { classes: ["sfrpg", "dialog", "roll"], width: 540 });
  }

  override getData(): unknown {
    const data: Record<string, unknown> = Object(super.getData());
    const value = (key: string) => String(readPath(this.target?.data, `attributes.${key}.value`));
    const targetOwner = read(this.target?.entity, "isOwner") === true;
    return Object.assign(data, {
      formula: this.formula,
      additionalBonus: this.additionalBonus,
      availableModifiers: structuredClone(this.availableModifiers),
      hasModifiers: this.availableModifiers.length > 0,
      rollType: this.rollType,
      hasTarget: this.hasTarget,
      target: this.target,
      targetClass: targetOwner ? "owned" : "unowned",
      targetTooltip: targetOwner ? `EAC: ${value("eac")} KAC: ${value("kac")}` : "",
    });
  }

  override activateListeners(html: JQueryDouble): void {
    super.activateListeners(html);
    const each = (selector: string, type: string, listener: (element: HTMLElement) => void) => {
      const found = html.find(selector);
      for (let i = 0; i < found.length; i++) {
        const element = found.get(i);
        element?.addEventListener(type, () => listener(element));
      }
    };
    each("input[name=bonus]", "keyup", (input) => {
      this.additionalBonus = String(read(input, "value") ?? "");
    });
    each(".toggle-modifier", "click", (row) => {
      const modifier = this.availableModifiers[Number(row.dataset.modifierIndex)];
      if (modifier) modifier.enabled = !modifier.enabled;
      this.render(false);
    });
  }

  override submit(button: SfrpgButton | undefined): void {
    this.rolledButton = button?.id ?? button?.label ?? "normal";
    void this.close();
  }

  override async close(options: { force?: boolean } = {}): Promise<void> {
    this.answer?.(this.rolledButton, this.rollMode, this.additionalBonus);
    this.answer = null;
    return super.close(options);
  }

  /** `showRollDialog` (:333-358): the dialog drawn, its answer once it closes. */
  static showRollDialog(
    rollTree: RollTree,
    formula: string,
    contexts: RollContext,
    availableModifiers: SfrpgModifier[],
    mainDie: string,
    options: { buttons?: Record<string, SfrpgButton>; defaultButton?: string; rollType: string; title?: string },
  ): Promise<RollDialogAnswer> {
    return new Promise((resolve) => {
      const label = game().i18n.localize("SFRPG.Rolls.Dice.Roll");
      const buttons = options.buttons ?? { roll: { id: "roll", label } };
      const answer = (button: string | null, rollMode: string, bonus: string) =>
        resolve({ button, rollMode, bonus: bonus.trim() });
      const dialogData = { title: options.title ?? label, content: "", buttons, default: options.defaultButton };
      const params = { rollTree, formula, contexts, availableModifiers, mainDie, dialogData, answer };
      const dialog = new RollDialog({ ...params, rollType: options.rollType });
      dialog.render(true);
    });
  }
}
