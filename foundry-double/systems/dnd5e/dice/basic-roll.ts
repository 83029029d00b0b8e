/**
 * dnd5e's BasicRoll (module/dice/basic-roll.mjs at 965ad2d, release 5.3.3; 6.0.0 at c83a613 differs in two lines,
 * played on the v14 profile: getMessageMode reads `core.messageMode` only, and an uncreated message gets `applyMode`),
 * CONFIG.Dice.BasicRoll:
 * - fromConfig: the parts joined with " + ", `options.target` defaulting to the process's target;
 * - constructParts: one `@key` part per truthy (or zero) value, its value put in the data (a string with its own
 *   `@` references replaced, missing ones by 0);
 * - build = buildConfigure, buildEvaluate, buildPost. buildConfigure appends "" to `config.hookNames`, calls
 *   `dnd5e.preRoll{Name}` then `dnd5e.preRoll{Name}V2` for each name (false from either: no rolls); applyKeybindings;
 *   `dialog.sheet` defaults to the application the event happened in. With `dialog.configure === false` (fast-
 *   forward) each roll config goes through `dialog.options.buildConfig(config, roll, null, index)` and the
 *   `dnd5e.postBuild{Name}RollConfig` hooks (config, roll, index), then fromConfig — no dialog; otherwise the dialog
 *   class's configure() (dialog.applicationClass, else DefaultConfigurationDialog). The message's
 *   `flags.dnd5e.roll.type` becomes each roll's `options.rollType`; then `dnd5e.post{Name}RollConfiguration`
 *   (rolls, config, dialog, message) for each name, false from one giving no rolls;
 * - buildEvaluate evaluates each roll unless `config.evaluate === false`; buildPost creates the message (toMessage)
 *   and sets each roll's parent to it;
 * - isSuccess / isFailure: undefined before evaluation, false without a numeric `options.target`, else total ≥ / <;
 * - evaluate / evaluateSync expand each top-level BasicDie's advantage before core evaluates;
 * - toMessage: evaluates what is not, takes the first roll's `options.rollMode` when none is given, else the chat
 *   mode, merges the dice sound, lets the subclass prepare the data, stores the rolls, creates the message with that
 *   mode (or returns its data);
 * - replaceFormulaData keeps what sits between `$!` and `!$`; mergeConfigs and mergeOptions as dnd5e writes them.
 * Not emulated (nothing the adapter, the playground or a test reads): invert, simplify and preCalculateDiceTerms /
 * preCalculateTerm (a maximized or minimized evaluation's modified dice worked out first: here core's evaluation).
 */
import { Roll } from "../../../dice/roll";
import type { EvaluationOptions } from "../../../dice/terms/types";
import type { ReplaceOptions } from "../../../dice/formula-data";
import { expandObject, getProperty, getType, mergeObject, setProperty } from "../../../utils";
import { isV14 } from "../../../profile";
import { capitalize, isNumeric } from "../../../primitives";
import { BasicDie } from "./basic-die";
import { RollConfigurationDialog } from "../applications/roll-configuration-dialog";
import { game } from "../utils";
import type {
  DialogConfiguration,
  MessageConfiguration,
  ProcessConfiguration,
  RollConfiguration,
  RollOptions,
} from "./types";
import { CONFIG, installedGlobal } from "../../../globals";
import { hooks } from "../../kit/globals";
import type { Plain } from "../../kit/data";

interface MessageDocument {
  toObject(): Plain;
  applyRollMode(mode: string): void;
  applyMode(mode: string): void;
}

interface MessageClass {
  new (data: Plain): MessageDocument;
  create(data: Plain, options: Plain): Promise<unknown>;
}

export class BasicRoll extends Roll {
  /** The class this roll was made by (a subclass's statics read through it). */
  declare ["constructor"]: typeof BasicRoll;

  declare options: RollOptions;

  /** Set by buildPost to the message the roll went to. */
  parent: unknown;

  static DefaultConfigurationDialog: {
    configure(
      config: ProcessConfiguration,
      dialog: DialogConfiguration,
      message: MessageConfiguration,
    ): Promise<unknown[]>;
  } = RollConfigurationDialog;

  /* -------------------------------------------- */
  /*  Static Construction                         */
  /* -------------------------------------------- */

  static fromConfig(config: RollConfiguration, process: ProcessConfiguration): BasicRoll {
    const formula = (config.parts ?? []).join(" + ");
    config.options ??= {};
    config.options.target ??= process.target;
    return new this(formula, config.data, config.options);
  }

  static constructParts(parts: Plain, data: Plain = {}): { parts: string[]; data: Plain } {
    const finalParts: string[] = [];
    for (const [key, value] of Object.entries(parts)) {
      if (!value && value !== 0) continue;
      finalParts.push(`@${key}`);
      setProperty(
        data,
        key,
        getType(value) === "string"
          ? BasicRoll.replaceFormulaData(value as string, data, { missing: 0 as unknown as string })
          : value,
      );
    }
    return { parts: finalParts, data };
  }

  static async build(
    config: ProcessConfiguration = {},
    dialog: DialogConfiguration = {},
    message: MessageConfiguration = {},
  ): Promise<BasicRoll[]> {
    const rolls = await this.buildConfigure(config, dialog, message);
    await this.buildEvaluate(rolls, config, message);
    await this.buildPost(rolls, config, message);
    return rolls;
  }

  static async buildConfigure(
    config: ProcessConfiguration = {},
    dialog: DialogConfiguration = {},
    message: MessageConfiguration = {},
  ): Promise<BasicRoll[]> {
    config.hookNames = [...(config.hookNames ?? []), ""];
    for (const hookName of config.hookNames) {
      if (hooks().call(`dnd5e.preRoll${capitalize.call(hookName)}`, config, dialog, message) === false) return [];
      if (hooks().call(`dnd5e.preRoll${capitalize.call(hookName)}V2`, config, dialog, message) === false) return [];
    }

    this.applyKeybindings(config, dialog, message);
    const instances = installedGlobal<{ applications: { instances: Map<string, unknown> } }>("foundry").applications
      .instances;
    dialog.sheet ??= instances.get(
      config.event?.target?.closest?.(".application")?.id as string,
    ) as DialogConfiguration["sheet"];

    let rolls: BasicRoll[];
    if (dialog.configure === false) {
      rolls =
        config.rolls?.map((r, index) => {
          dialog.options?.buildConfig?.(config, r, null, index);
          for (const hookName of config.hookNames!) {
            hooks().callAll(`dnd5e.postBuild${capitalize.call(hookName)}RollConfig`, config, r, index);
          }
          return this.fromConfig(r, config);
        }) ?? [];
    } else {
      const DialogClass = dialog.applicationClass ?? this.DefaultConfigurationDialog;
      rolls = (await DialogClass.configure(config, dialog, message)) as BasicRoll[];
    }

    const rollType = getProperty(message, "data.flags.dnd5e.roll.type");
    if (rollType) rolls.forEach((roll) => (roll.options.rollType ??= rollType));

    for (const hookName of config.hookNames) {
      const name = `dnd5e.post${capitalize.call(hookName)}RollConfiguration`;
      if (hooks().call(name, rolls, config, dialog, message) === false) return [];
    }
    return rolls;
  }

  static async buildEvaluate(
    rolls: BasicRoll[],
    config: ProcessConfiguration = {},
    _message: MessageConfiguration = {},
  ): Promise<void> {
    if (config.evaluate !== false) {
      for (const roll of rolls) await roll.evaluate();
    }
  }

  static async buildPost(
    rolls: BasicRoll[],
    config: ProcessConfiguration,
    message: MessageConfiguration,
  ): Promise<unknown> {
    message.data = expandObject(message.data ?? {});
    const messageId = config.event?.target?.closest?.("[data-message-id]")?.dataset?.messageId;
    if (messageId) setProperty(message.data, "flags.dnd5e.originatingMessage", messageId);

    if (rolls?.length && config.evaluate !== false) {
      message[message.create !== false ? "document" : "data"] = (await this.toMessage(rolls, message.data, {
        create: message.create,
        rollMode: message.rollMode,
      })) as Plain;
      if (message.document) rolls.forEach((r) => (r.parent = message.document));
    }
    return message.document;
  }

  static applyKeybindings(
    _config: ProcessConfiguration,
    dialog: DialogConfiguration,
    _message: MessageConfiguration,
  ): void {
    dialog.configure ??= true;
  }

  /* -------------------------------------------- */
  /*  Properties                                  */
  /* -------------------------------------------- */

  get isFailure(): boolean | undefined {
    if (!this._evaluated) return undefined;
    if (!isNumeric(this.options.target)) return false;
    return this.total < Number(this.options.target);
  }

  get isSuccess(): boolean | undefined {
    if (!this._evaluated) return undefined;
    if (!isNumeric(this.options.target)) return false;
    return this.total >= Number(this.options.target);
  }

  /* -------------------------------------------- */
  /*  Chat Messages                               */
  /* -------------------------------------------- */

  static async toMessage(
    rolls: BasicRoll[],
    messageData: Plain = {},
    { rollMode, create = true }: { rollMode?: string; create?: boolean } = {},
  ): Promise<unknown> {
    for (const roll of rolls) {
      if (!roll._evaluated) await roll.evaluate({ allowInteractive: rollMode !== blindMode() });
      rollMode ??= roll.options.rollMode;
    }
    rollMode ??= BasicRoll.getMessageMode();

    messageData = mergeObject({ sound: CONFIG().sounds.dice }, messageData);
    this._prepareMessageData(rolls, messageData);
    messageData.rolls = rolls.map((r) => this.fromData(r.toJSON()));

    const cls = (CONFIG().ChatMessage as { documentClass: MessageClass }).documentClass;
    const msg = new cls(messageData);
    if (create) return cls.create(msg.toObject(), { rollMode });
    if (rollMode) {
      if (isV14()) msg.applyMode(rollMode);
      else msg.applyRollMode(rollMode);
    }
    return msg.toObject();
  }

  static _prepareMessageData(_rolls: BasicRoll[], _messageData: Plain): void {}

  /* -------------------------------------------- */
  /*  Evaluate Methods                            */
  /* -------------------------------------------- */

  override async evaluate(options: EvaluationOptions = {}): Promise<this> {
    for (const term of this.terms) {
      if (term instanceof BasicDie) term.expandAdvantage();
    }
    return super.evaluate(options);
  }

  override evaluateSync(options: EvaluationOptions = {}): this {
    for (const term of this.terms) {
      if (term instanceof BasicDie) term.expandAdvantage();
    }
    return super.evaluateSync(options);
  }

  /* -------------------------------------------- */
  /*  Roll Formula Parsing                        */
  /* -------------------------------------------- */

  static override replaceFormulaData(formula: string, data: object, options?: ReplaceOptions): string {
    return super.replaceFormulaData(formula, data, options).replaceAll(/\$"?!(.+?)!"?\$/g, "$1");
  }

  /* -------------------------------------------- */
  /*  Helpers                                     */
  /* -------------------------------------------- */

  /** The chat mode, "ic" read as public: `core.rollMode` before v14 (5.3.3), `core.messageMode` from v14 (6.0.0). */
  static getMessageMode(ignoreIC = true): string {
    const mode = String(game().settings.get("core", game().release.generation < 14 ? "rollMode" : "messageMode"));
    return ignoreIC && mode === "ic" ? "public" : mode;
  }

  static mergeConfigs(original: RollConfiguration, other: RollConfiguration = {}): RollConfiguration {
    if (other.data) {
      original.data ??= {};
      Object.assign(original.data, other.data);
    }
    if (other.parts?.length) {
      original.parts ??= [];
      original.parts.unshift(...other.parts);
    }
    if (other.options) original.options = this.mergeOptions(original.options, other.options);
    return original;
  }

  static mergeOptions(original: RollOptions = {}, other: RollOptions = {}): RollOptions {
    return mergeObject(original, other, { inplace: false });
  }
}

/** CONST.DICE_ROLL_MODES.BLIND, read as dnd5e reads it (a deprecated read on v14). */
function blindMode(): string {
  return installedGlobal<{ DICE_ROLL_MODES: { BLIND: string } }>("CONST").DICE_ROLL_MODES.BLIND;
}
