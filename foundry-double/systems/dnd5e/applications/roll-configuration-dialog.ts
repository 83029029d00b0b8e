/**
 * dnd5e's RollConfigurationDialog (module/applications/dice/roll-configuration-dialog.mjs at 965ad2d, release 5.3.3;
 * 6.0.0 at c83a613 lists CONFIG.ChatMessage.modes on every Foundry, which on v14 is what 5.3.3 does too):
 * - constructed with (process config, message config, options); the rolls are built at once from a deep clone of
 *   the config. Getters `config`, `message`, `rolls` (live: rebuilt on every change), `rollType` (options.rollType,
 *   else the class's: CONFIG.Dice.BasicRoll).
 * - options: classes "roll-configuration", title "DND5E.RollConfiguration.Title" with a dice icon, the form handler,
 *   width 400, `buildConfig` null, dice icons shown for at most 5 dice of d4–d20.
 * - PARTS formulas (templates/dice/roll-formulas.hbs: the dice, then each roll's formula and a
 *   `roll.{index}.situational` input), configuration (roll-configuration.hbs: one form group per field; here the
 *   roll mode, "ic" left out) and buttons (roll-buttons.hbs: one submit button per entry, `data-action` its key;
 *   here a single "roll").
 * - building a roll: its config merged over {parts: [], data: {}, options: {}}; `dnd5e.build{Name}RollConfig`
 *   (app, config, formData, index) for each hook name; _buildConfig (a non-empty situational bonus adds the part
 *   "@situational" with `data.situational`, unless the roll config says `situational: false`; otherwise the part is
 *   removed); `options.buildConfig(process, config, formData, index)`; `dnd5e.postBuild{Name}RollConfig` (process,
 *   config, index, {app, formData}); then rollType.fromConfig(config, process).
 * - a change in the form: the roll mode read into `message.rollMode`, the rolls rebuilt from the form data, and only
 *   the formulas part rendered again (render({parts: ["formulas"]})). Not emulated: rebuild(), which nothing calls.
 * - submitting (a button): the roll mode read, `_finalizeRolls(the button's data-action)` gives the rolls, the
 *   window closes with {dnd5e: {submitted: true}}; closed any other way, the rolls are emptied.
 * - configure(config, dialog, message): a promise of the rolls, resolved when the window closes; the window is
 *   rendered by `dialog.sheet._renderChild` when the sheet has it, else render({force: true}).
 */
import { deepClone, mergeObject } from "../../../utils";
import { FormDataExtended } from "../../../applications/form-data-extended";
import type { ApplicationDefaultOptions, ApplicationFormConfiguration } from "../../../applications/application";
import type { HandlebarsRenderOptions, HandlebarsTemplateParts } from "../../../applications/handlebars-application";
import { DiceTerm } from "../../../dice/terms/dice-term";
import type { RollTerm } from "../../../dice/terms/roll-term";
import { StringField } from "../../../data/fields";
import { Dialog5e } from "./dialog5e";
import { game, localize } from "../utils";
import { capitalize } from "../../../primitives";
import { CONFIG } from "../../../globals";
import type { BasicRoll } from "../dice/basic-roll";
import type {
  BuildConfig,
  DialogConfiguration,
  FormDataLike,
  MessageConfiguration,
  ProcessConfiguration,
  RollConfiguration,
} from "../dice/types";
import { diceClass, hooks } from "../../kit/globals";
import type { Plain } from "../../kit/data";

export interface RollTypeClass {
  fromConfig(config: RollConfiguration, process: ProcessConfiguration): BasicRoll;
}

export interface DiceIcon {
  icon: string;
  label: string;
  denomination?: string;
}

export class RollConfigurationDialog extends Dialog5e {
  /** The class this application was made by (a subclass's statics read through it). */
  declare ["constructor"]: typeof RollConfigurationDialog;

  constructor(
    config: ProcessConfiguration = {},
    message: MessageConfiguration = {},
    options: ApplicationDefaultOptions = {},
  ) {
    super(options);
    this.#config = config;
    this.#message = message;
    this.#buildRolls(deepClone(this.#config));
  }

  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    classes: ["roll-configuration"],
    window: { title: "DND5E.RollConfiguration.Title", icon: "fa-solid fa-dice" },
    form: {
      handler: RollConfigurationDialog.#handleFormSubmission as unknown as ApplicationFormConfiguration["handler"],
    },
    position: { width: 400 },
    buildConfig: null,
    rendering: { dice: { max: 5, denominations: new Set(["d4", "d6", "d8", "d10", "d12", "d20"]) } },
  };

  static override PARTS: HandlebarsTemplateParts = {
    formulas: { template: "systems/dnd5e/templates/dice/roll-formulas.hbs" },
    configuration: { template: "systems/dnd5e/templates/dice/roll-configuration.hbs" },
    buttons: { template: "systems/dnd5e/templates/dice/roll-buttons.hbs" },
  };

  static get rollType(): RollTypeClass {
    return diceClass<RollTypeClass>("BasicRoll");
  }

  /* -------------------------------------------- */
  /*  Properties                                  */
  /* -------------------------------------------- */

  #config: ProcessConfiguration;

  get config(): ProcessConfiguration {
    return this.#config;
  }

  #message: MessageConfiguration;

  get message(): MessageConfiguration {
    return this.#message;
  }

  #rolls: BasicRoll[] = [];

  get rolls(): BasicRoll[] {
    return this.#rolls;
  }

  get rollType(): RollTypeClass {
    return (this.options.rollType as RollTypeClass | undefined) ?? this.constructor.rollType;
  }

  /* -------------------------------------------- */
  /*  Rendering                                   */
  /* -------------------------------------------- */

  /** The dice of the rolls as icons: none when one is not a plain number of plain faces, or of an unknown kind. */
  _identifyDiceTerms(): DiceIcon[] {
    let dice: DiceIcon[] = [];
    let shouldDisplay = true;
    const rendering = (this.options.rendering as { dice: { max: number; denominations: Set<string> } }).dice;
    const identifyTerm = (term: RollTerm): void => {
      if (!(term instanceof DiceTerm)) return;
      if (!Number.isFinite(term.number) || !Number.isFinite(term.faces)) {
        shouldDisplay = false;
        return;
      }
      if (!rendering.denominations.has(term.denomination)) {
        shouldDisplay = false;
        return;
      }
      for (let i = 0; i < Number(term.number); i++) {
        dice.push({
          icon: `systems/dnd5e/icons/svg/dice/${term.denomination}.svg`,
          label: term.denomination,
          denomination: term.denomination,
        });
      }
    };
    const identifyDice = (terms: RollTerm[] = []): void => {
      for (const term of terms) {
        identifyTerm(term);
        if ("dice" in term) identifyDice((term as unknown as { dice: RollTerm[] }).dice);
      }
    };
    this.rolls.forEach((roll) => identifyDice(roll.terms));
    if (dice.length > rendering.max) {
      const byDenomination = dice.reduce<Record<string, { icon: string; count: number }>>(
        (counts, { icon, denomination }) => {
          counts[denomination!] ??= { icon, count: 0 };
          counts[denomination!]!.count++;
          return counts;
        },
        {},
      );
      dice = Object.entries(byDenomination).map(([d, { icon, count }]) => ({ icon, label: `${count}${d}` }));
      if (dice.length > rendering.max) shouldDisplay = false;
    } else if (!dice.length) shouldDisplay = false;
    return shouldDisplay ? dice : [];
  }

  override async _preparePartContext(partId: string, context: Plain, options: HandlebarsRenderOptions): Promise<Plain> {
    context = await super._preparePartContext(partId, context, options);
    switch (partId) {
      case "buttons":
        return this._prepareButtonsContext(context, options);
      case "configuration":
        return this._prepareConfigurationContext(context, options);
      case "formulas":
        return this._prepareFormulasContext(context, options);
      default:
        return context;
    }
  }

  async _prepareButtonsContext(context: Plain, _options: HandlebarsRenderOptions): Promise<Plain> {
    context.buttons = {
      roll: { default: true, icon: '<i class="fa-solid fa-dice" inert></i>', label: localize("DND5E.Roll") },
    };
    return context;
  }

  async _prepareConfigurationContext(context: Plain, _options: HandlebarsRenderOptions): Promise<Plain> {
    const modes: Record<string, { label: string }> =
      game().release.generation < 14 ? CONFIG().Dice.rollModes : Reflect.get(CONFIG().ChatMessage, "modes");
    const basicRoll = diceClass<{ getMessageMode(): string }>("BasicRoll");
    context.fields = [
      {
        field: new StringField({ label: localize("DND5E.RollMode"), blank: false, required: true }),
        name: "rollMode",
        value:
          this.message.rollMode ??
          (this.options.default as { rollMode?: string } | undefined)?.rollMode ??
          basicRoll.getMessageMode(),
        options: Object.entries(modes)
          .filter(([k]) => k !== "ic")
          .map(([value, l]) => ({ value, label: localize(l.label) })),
      },
    ];
    return context;
  }

  async _prepareFormulasContext(context: Plain, _options: HandlebarsRenderOptions): Promise<Plain> {
    context.rolls = this.rolls.map((roll) => ({ roll }));
    context.dice = this._identifyDiceTerms() || [];
    return context;
  }

  /* -------------------------------------------- */
  /*  Roll Handling                               */
  /* -------------------------------------------- */

  #buildRolls(config: ProcessConfiguration, formData?: FormDataLike): void {
    const RollType = this.rollType;
    this.#rolls =
      config.rolls?.map((roll, index) => RollType.fromConfig(this.#buildConfig(roll, formData, index), this.config)) ??
      [];
  }

  #buildConfig(given: RollConfiguration, formData: FormDataLike | undefined, index: number): RollConfiguration {
    let config = mergeObject({ parts: [], data: {}, options: {} }, given) as RollConfiguration;
    for (const hookName of this.#config.hookNames ?? [""]) {
      hooks().callAll(`dnd5e.build${capitalize.call(hookName)}RollConfig`, this, config, formData, index);
    }
    config = this._buildConfig(config, formData, index);
    (this.options.buildConfig as BuildConfig | null | undefined)?.(this.config, config, formData, index);
    for (const hookName of this.#config.hookNames ?? [""]) {
      hooks().callAll(`dnd5e.postBuild${capitalize.call(hookName)}RollConfig`, this.config, config, index, {
        app: this,
        formData,
      });
    }
    return config;
  }

  _buildConfig(config: RollConfiguration, formData: FormDataLike | undefined, index: number): RollConfiguration {
    const situational = formData?.get(`roll.${index}.situational`);
    if (situational && config.situational !== false) {
      config.parts!.push("@situational");
      config.data!.situational = situational;
    } else {
      const at = config.parts!.findIndex((part) => part === "@situational");
      if (at !== -1) config.parts!.splice(at, 1);
    }
    return config;
  }

  _finalizeRolls(_action: string | undefined): BasicRoll[] {
    return this.rolls;
  }

  /* -------------------------------------------- */
  /*  Event Listeners and Handlers                */
  /* -------------------------------------------- */

  static async #handleFormSubmission(
    this: RollConfigurationDialog,
    event: SubmitEvent,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    if (formData.has("rollMode")) this.message.rollMode = formData.get("rollMode") as string;
    this.#rolls = this._finalizeRolls((event.submitter as HTMLElement | null)?.dataset?.action);
    await this.close({ dnd5e: { submitted: true } });
  }

  override _onChangeForm(formConfig: ApplicationFormConfiguration, event: Event): void {
    super._onChangeForm(formConfig, event);
    const formData = new FormDataExtended(this.form as HTMLFormElement);
    if (formData.has("rollMode")) this.message.rollMode = formData.get("rollMode") as string;
    this.#buildRolls(deepClone(this.#config), formData);
    void this.render({ parts: ["formulas"] });
  }

  override _onClose(options: Plain = {}): void {
    if (!(options.dnd5e as { submitted?: boolean } | undefined)?.submitted) this.#rolls = [];
  }

  /* -------------------------------------------- */
  /*  Factory Methods                             */
  /* -------------------------------------------- */

  static async configure(
    config: ProcessConfiguration = {},
    dialog: DialogConfiguration = {},
    message: MessageConfiguration = {},
  ): Promise<BasicRoll[]> {
    return new Promise((resolve) => {
      const app = new this(config, message, dialog.options as ApplicationDefaultOptions);
      app.addEventListener("close", () => resolve(app.rolls), { once: true });
      if (dialog.sheet?._renderChild) dialog.sheet._renderChild(app);
      else void app.render({ force: true });
    });
  }
}
