/**
 * foundry.appv1.api.FormApplication (v13 client/appv1/api/form-application-v1.mjs; deprecated until v16), the part a
 * system's roll dialog uses: `object` and `form` (the first form of the rendered content, :131-136), the default
 * options `closeOnSubmit: true`, `editable: true` (:84-93), the form's submit bound to `_onSubmit` (:161), which
 * prevents the default, reads the form with FormDataExtended (`_getSubmitData`, :251-257), hands it to
 * `_updateObject` and closes the window unless that threw (:209-243). Not emulated: editors, file pickers,
 * submitOnChange and submitOnClose, disabled fields of a window not editable.
 */
import { Application, type ApplicationV1Options, type JQueryDouble } from "./application-v1";
import { installedGlobal } from "../globals";

type Plain = Record<string, unknown>;

export type FormApplicationOptions = ApplicationV1Options & { closeOnSubmit: boolean; editable: boolean } & Plain;

export class FormApplication extends Application {
  declare options: FormApplicationOptions;
  object: unknown;
  form: HTMLFormElement | null = null;
  _submitting = false;

  static override get defaultOptions(): FormApplicationOptions {
    // mergeObject replaces arrays: the classes are ["form"].
    return { ...super.defaultOptions, classes: ["form"], closeOnSubmit: true, editable: true };
  }

  constructor(object: unknown = {}, options: Partial<FormApplicationOptions> = {}) {
    super(options);
    this.object = object;
  }

  override async _renderInner(data: unknown): Promise<JQueryDouble> {
    const html = await super._renderInner(data);
    const elements = Array.from({ length: html.length }, (_, i) => html.get(i));
    this.form =
      elements.find((element): element is HTMLFormElement => element instanceof HTMLFormElement) ??
      html.find("form")[0]?.closest("form") ??
      null;
    return html;
  }

  override activateListeners(html: JQueryDouble): void {
    super.activateListeners(html);
    if (this.form && this.options.editable) this.form.onsubmit = (event) => void this._onSubmit(event);
  }

  async _onSubmit(event: Event): Promise<Plain | false> {
    event.preventDefault();
    const states = Application.RENDER_STATES;
    if (this._state === states.NONE || !this.options.editable || this._submitting) return false;
    this._submitting = true;
    const formData = this._getSubmitData();
    let closeForm = this.options.closeOnSubmit;
    const priorState = this._state;
    if (closeForm) this._state = states.CLOSING;
    try {
      await this._updateObject(event, formData);
    } catch (error) {
      console.error(error);
      closeForm = false;
      this._state = priorState;
    }
    this._submitting = false;
    if (closeForm) await this.close({ force: true });
    return formData;
  }

  _getSubmitData(): Plain {
    if (!this.form) throw new Error("The FormApplication subclass has no registered form element");
    const { FormDataExtended } = installedGlobal<{
      applications: { ux: { FormDataExtended: new (form: HTMLFormElement) => { object: Plain } } };
    }>("foundry").applications.ux;
    return new FormDataExtended(this.form).object;
  }

  async _updateObject(_event: Event, _formData: Plain): Promise<unknown> {
    throw new Error("A subclass of the FormApplication must implement the _updateObject method.");
  }
}
