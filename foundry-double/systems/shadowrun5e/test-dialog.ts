/**
 * Shadowrun 5e's test dialog (SR5-FoundryVTT 0.36.0 at a86d50d3, src/module/apps/dialogs/TestDialog.ts):
 * `TestDialog extends HandlebarsApplicationMixin(ApplicationV2)` holding its test on `test` (:35-48), parts `content`
 * (the test's own dialog template, rendered into `dialogContent`, :164-176) and `footer` (Roll and Cancel, :78-85),
 * id `test-dialog-v2`, actions `roll` and `cancel` (:87-105). Every change of an input or select applies the form and
 * renders again (:188-196); the form's values go into the test (`_updateData`, :384-425): a value field's number
 * differing from its value is a manual override, any other key set as it is; then the test prepares and calculates
 * its values again. `select()` renders and resolves with the test's data once Roll or Cancel is pressed (:118-160).
 * Not emulated: the modifier breakdowns, manual modifiers, the roll-mode buttons, tooltips, external listeners.
 */
import { ApplicationV2, type ApplicationDefaultOptions } from "../../applications/application";
import { HandlebarsApplicationMixin } from "../../applications/handlebars-application";
import { FormDataExtended } from "../../applications/form-data-extended";
import { renderTemplate } from "../kit/globals";
import type { Plain } from "../kit/data";
import { getProperty, setProperty } from "../../utils";
import { addUnique, type SuccessTest, type SuccessTestData, type ValueField } from "./success-test";

const TEMPLATES = "systems/shadowrun5e/dist/templates";

const isValueField = (value: unknown): value is ValueField =>
  typeof value === "object" && value !== null && "changes" in value && "value" in value;

export class TestDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  selectedButton = "";
  #resolve: (data: SuccessTestData) => void = () => undefined;
  readonly #selection: Promise<SuccessTestData>;
  constructor(readonly test: SuccessTest) {
    super({});
    this.#selection = new Promise((resolve) => (this.#resolve = resolve));
  }
  static override PARTS = {
    content: { template: `${TEMPLATES}/v2/dialogs/test-dialog/content.hbs` },
    footer: { template: `${TEMPLATES}/v2/dialogs/test-dialog/footer.hbs` },
  };
  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    classes: ["sr5", "form-dialog"],
    id: "test-dialog-v2",
    position: { width: 300, height: "auto" },
    window: { resizable: true },
    actions: { roll: TestDialog.#roll, cancel: TestDialog.#cancel },
  };
  override get title(): string {
    return this.test.title;
  }
  get canceled(): boolean {
    return !this.selectedButton || this.selectedButton === "cancel";
  }
  async select(): Promise<SuccessTestData> {
    await this.render({ force: true });
    return this.#selection;
  }
  override async close(options?: Plain): Promise<this> {
    const closed = await super.close(options);
    if (this.canceled) this.#resolve(this.test.data);
    return closed;
  }
  // Foundry calls an action with the application as `this`; its type names none, so the dialog is checked.
  static async #roll(this: unknown, event: Event): Promise<void> {
    event.preventDefault();
    if (!(this instanceof TestDialog)) return;
    this.selectedButton = "roll";
    this.applyFormData();
    this.#resolve(this.test.data);
    await this.close();
  }
  static async #cancel(this: unknown, event: Event): Promise<void> {
    event.preventDefault();
    if (!(this instanceof TestDialog)) return;
    this.selectedButton = "cancel";
    await this.close();
  }
  override async _prepareContext(options: Plain): Promise<Plain> {
    const context: Plain = { ...(await super._prepareContext(options)), test: this.test };
    context.dialogContent = await renderTemplate(`${TEMPLATES}/apps/dialogs/success-test-dialog.hbs`, context);
    return context;
  }
  override async _onRender(context: Plain, options: Plain): Promise<void> {
    await super._onRender(context, options);
    for (const field of this.element.querySelectorAll("input, select, textarea"))
      field.addEventListener("change", () => {
        this.applyFormData();
        void this.render();
      });
  }
  applyFormData(): void {
    const form = this.element.querySelector("form");
    if (form) this._updateData(new FormDataExtended(form, { editors: {} }).object);
  }
  _updateData(data: Plain): void {
    if (this.selectedButton === "cancel") return;
    const context = { test: this.test };
    for (const [key, value] of Object.entries(data)) {
      const field = getProperty(context, key);
      if (!isValueField(field)) setProperty(context, key, value);
      else if (field.value !== value) addUnique(field, "SR5.ManualOverride", Number(value), "OVERRIDE");
    }
    this.test.prepareBaseValues();
    this.test.calculateBaseValues();
    this.test.validateBaseValues();
  }
}
