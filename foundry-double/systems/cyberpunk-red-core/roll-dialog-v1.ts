/**
 * Cyberpunk RED 0.93's roll dialog (f632be2c), Application V1: `CPRRollDialog extends CPRDialog`
 * (src/modules/dialog/cpr-roll-dialog.js:6-223) and `CPRDialog extends FormApplication`
 * (src/modules/dialog/cpr-dialog-application.js:7-162) — options `submitOnChange: true`, `closeOnSubmit: false`
 * (:25-51); the template the roll's own `rollPrompt` (:26); `getData` hands over the live `CPRRoll` as `rollData`
 * (:46-82); `_updateObject` splits the additional mods typed "1 -2" into numbers (:193-222), merges the form into the
 * roll and renders again (:157-161); `showDialog` resolves with the roll once Confirm is pressed (:141-148).
 * Foundry's FormApplication submits on a field's change when `submitOnChange` (v13
 * client/appv1/api/form-application-v1.mjs `_onChangeInput`): the double's FormApplication leaves that out, so it is
 * bound here. Not emulated: situational mods, role rolls, program damage.
 */
import { FormApplication, type FormApplicationOptions } from "../../applications/form-application-v1";
import type { JQueryDouble } from "../../applications/application-v1";
import { mergeObject } from "../../utils";
import type { Plain } from "../kit/data";
import { CPRSkillRoll, type CPRRoll } from "./rolls";
import { additionalModsOf, dialogButtons, prototypeChain, type Settled } from "./roll-dialog-parts";

class CPRDialog extends FormApplication {
  settle: Settled = { confirm: () => undefined, cancel: () => undefined };

  static override get defaultOptions(): FormApplicationOptions {
    return mergeObject<FormApplicationOptions>(super.defaultOptions, {
      classes: ["form", "dialog"],
      closeOnSubmit: false,
      submitOnChange: true,
      width: 400,
    });
  }

  override activateListeners(html: JQueryDouble): void {
    super.activateListeners(html);
    this.form?.addEventListener("change", (event) => void this._onSubmit(event));
    for (const button of this.form?.querySelectorAll<HTMLButtonElement>(".cpr-dialog-button") ?? [])
      button.addEventListener("click", () => void (button.name === "confirm" ? this.confirm() : this.cancel()));
  }

  async confirm(): Promise<void> {
    this.settle.confirm();
    await this.close();
  }

  async cancel(): Promise<void> {
    this.settle.cancel();
    await this.close();
  }

  override async _updateObject(_event: Event, formData: Plain): Promise<unknown> {
    if (this.object instanceof Object) mergeObject(this.object, formData);
    this.render(true);
    return undefined;
  }
}

export class CPRRollDialog extends CPRDialog {
  /** `SystemUtils.getPrototypeChain(rollData)` (cpr-systemUtils.js:638-648): the roll's class names, nearest first. */
  readonly prototypeChain: string[];

  constructor(
    readonly rollData: CPRRoll,
    readonly actor: unknown,
  ) {
    super(rollData, { template: rollData.rollPrompt, title: rollData.rollTitle });
    this.prototypeChain = prototypeChain(rollData);
  }

  override getData(): Plain {
    return { rollData: this.rollData, isSkillRoll: this.rollData instanceof CPRSkillRoll, buttons: dialogButtons() };
  }

  override async _updateObject(event: Event, formData: Plain): Promise<unknown> {
    return super._updateObject(event, { ...formData, additionalMods: additionalModsOf(formData.additionalMods) });
  }

  /** `showDialog`: drawn, and the roll handed back on Confirm (undefined once cancelled). */
  static showDialog(roll: CPRRoll, actor: unknown): { app: CPRRollDialog; settled: Promise<CPRRoll | undefined> } {
    const app = new CPRRollDialog(roll, actor);
    const settled = new Promise<CPRRoll | undefined>((resolve) => {
      app.settle = { confirm: () => resolve(roll), cancel: () => resolve(undefined) };
    });
    app.render(true);
    return { app, settled };
  }
}
