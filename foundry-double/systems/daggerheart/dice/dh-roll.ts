/**
 * Daggerheart's base roll (module/dice/dhRoll.mjs at f75468c9): the roll workflow every roll of the system goes
 * through, and the modifiers it adds.
 * - build: buildConfigure (hooks `daggerheart.preRoll{Hook}` for each of the class's hooks and "", a false result
 *   stops; the keys held (applyKeybindings); the roll made with `config.roll.formula`, the actor's roll data and the
 *   config as its options; the dialog, `config.dialog.class ?? DefaultDialog`, unless `config.dialog.configure` is
 *   false, its close without a roll stops; then `daggerheart.post{Hook}RollConfiguration(roll, config, message)`),
 *   buildEvaluate (the roll evaluated, `config.roll` replaced by postEvaluate's data), buildPost
 *   (`daggerheart.postRoll{Hook}(config, message)`, then the chat message unless the roll came from one).
 * - the constructor keeps the config as the roll's options (the same object: a change the dialog makes to the config
 *   is the roll's), with `roll` defaulting to [], and builds `bonusEffects` from `options.effects`: the effects
 *   whose changes touch one of the roll's change keys, selected unless disabled.
 * - formatModifier: a number as an operator and a NumericTerm, an array or a formula parsed after a "+" (a negative
 *   formula's sign is tested on the string, as coded); addModifiers pushes `options.roll.modifiers`; getBonus the
 *   selected bonus effects' changes whose key holds the path; getFaces reads "d8" or "8".
 * - toMessage: a message of the class's messageType with the roll and the config as its system data. Not emulated:
 *   the action's description, the tag-team roll, Dice So Nice, the message's data model and card.
 */
import { Roll } from "../../../dice/roll";
import { NumericTerm, OperatorTerm, type RollTerm } from "../../../dice/terms/index";
import { mergeObject } from "../../../utils";
import { isV14 } from "../../../profile";
import { isNumeric } from "../../../primitives";
import { chatMessageConfig, dh, dhGame } from "../system-globals";
import type { Plain } from "../../kit/data";
import { hooks } from "../../kit/globals";
import { effectChangeValue, type EffectChange } from "../documents/effects";

/** A selected or unselected effect that may bonus the roll (dhRoll.mjs bonusEffectBuilder). */
export interface BonusEffect {
  id: string;
  name: string;
  description?: string;
  changes: EffectChange[];
  selected: boolean;
}

/** What the system's roll configuration holds, as far as the double's rolls read it. */
export interface RollConfig extends Plain {
  event?: { shiftKey?: boolean; altKey?: boolean; ctrlKey?: boolean } | null;
  title?: string;
  roll: Plain & {
    formula?: string;
    advantage?: number | { type?: number };
    difficulty?: unknown;
    trait?: string | null;
    type?: string | null;
    modifiers?: { label: string; value: unknown }[];
    baseModifiers?: { label: string; value: unknown }[];
  };
  data: Plain;
  dialog?: Plain & {
    configure?: boolean;
    class?: { configure(roll: DHRoll, config: RollConfig, message: Plain): Promise<unknown> };
  };
  hooks?: string[];
  source?: Plain & { actor?: string | null; message?: string; item?: string };
  experiences?: string[];
  extraFormula?: string;
  effects?: { id: string; name: string; description?: string; changes: EffectChange[]; disabled?: boolean }[];
  bonusEffects?: Record<string, BonusEffect>;
  actionType?: string | null;
  targets?: Plain[];
}

export class DHRoll extends Roll {
  /** The class this roll was made by (a subclass's statics read through it). */
  declare ["constructor"]: typeof DHRoll;

  baseTerms: RollTerm[] = [];

  constructor(formula?: string, data: object = {}, options: Plain = {}) {
    super(formula, data, mergeObject(options, { roll: [] }, { overwrite: false }));
    options.bonusEffects = this.bonusEffectBuilder();
    if (!this.data || !Object.keys(this.data).length) this.data = options.data as object;
  }

  get config(): RollConfig {
    return this.options as RollConfig;
  }

  get title(): string {
    return dhGame().i18n.localize("DAGGERHEART.GENERAL.Roll.basic");
  }

  static messageType = "adversaryRoll";

  /** The dialog the roll is configured in (D20RollDialog, set by index.ts to avoid an import cycle). */
  static DefaultDialog: { configure(roll: DHRoll, config: RollConfig, message: Plain): Promise<unknown> };

  static async build(config: RollConfig, message: Plain = {}): Promise<RollConfig | undefined> {
    const roll = await this.buildConfigure(config, message);
    if (!roll) return undefined;
    await this.buildEvaluate(roll, config, (message = {}));
    await this.buildPost(roll, config, (message = {}));
    return config;
  }

  static async buildConfigure(config: RollConfig, message: Plain = {}): Promise<DHRoll | null | undefined> {
    config.hooks = [...this.getHooks(), ""];
    config.dialog ??= {};
    for (const hook of config.hooks) {
      if (hooks().call(`${dh().id}.preRoll${capitalized(hook)}`, config, message) === false) return null;
    }
    this.applyKeybindings(config);
    this.temporaryModifierBuilder(config);
    const roll = new this(config.roll.formula, config.data, config);
    if (config.dialog.configure !== false) {
      const DialogClass = config.dialog.class ?? this.DefaultDialog;
      const configured = await DialogClass.configure(roll, config, message);
      if (!configured) return undefined;
    }
    for (const hook of config.hooks) {
      if (hooks().call(`${dh().id}.post${capitalized(hook)}RollConfiguration`, roll, config, message) === false)
        return null;
    }
    return roll;
  }

  static async buildEvaluate(roll: DHRoll, config: RollConfig, _message: Plain = {}): Promise<void> {
    if (config.evaluate !== false) {
      await roll.evaluate();
      config.roll = this.postEvaluate(roll, config) as RollConfig["roll"];
    }
  }

  static async buildPost(roll: DHRoll, config: RollConfig, message: Plain): Promise<void> {
    for (const hook of config.hooks ?? []) {
      if (hooks().call(`${dh().id}.postRoll${capitalized(hook)}`, config, message) === false) return;
    }
    if (!config.source?.message) config.message = await this.toMessage(roll, config);
  }

  static postEvaluate(roll: DHRoll, _config: RollConfig): Plain & { dice: Plain[] } {
    return {
      total: roll.total,
      formula: roll.formula,
      dice: roll.dice.map((die) => ({
        dice: die.denomination,
        total: die.total,
        formula: die.formula,
        results: die.results,
      })),
    };
  }

  static async toMessage(roll: DHRoll, config: RollConfig): Promise<unknown> {
    const ChatMessage = chatMessageConfig().documentClass;
    const mode = isV14()
      ? {
          messageMode:
            (config.selectedMessageMode as string | undefined) ?? dhGame().settings.get("core", "messageMode"),
        }
      : { rollMode: (config.selectedRollMode as string | undefined) ?? dhGame().settings.get("core", "rollMode") };
    const { data: _data, event: _event, resourceUpdates: _updates, ...system } = config;
    return ChatMessage.create(
      { type: this.messageType, user: dhGame().user.id, title: roll.title, system, rolls: [roll] },
      mode,
    );
  }

  /** dhRoll.mjs: Shift, Alt or Ctrl skip the dialog (D20Roll says more). */
  static applyKeybindings(config: RollConfig): void {
    if (config.event)
      config.dialog!.configure ??= !(config.event.shiftKey || config.event.altKey || config.event.ctrlKey);
  }

  static getHooks(hooksOf?: string[]): string[] {
    return hooksOf ?? [];
  }

  static temporaryModifierBuilder(_config: RollConfig): Plain {
    return {};
  }

  formatModifier(modifier: unknown): RollTerm[] {
    if (Array.isArray(modifier))
      return [new OperatorTerm({ operator: "+" }), ...this.constructor.parse(modifier.join(" + "), this.config.data)];
    if (isNumeric(modifier)) {
      const value = Number(modifier);
      return [new OperatorTerm({ operator: value < 0 ? "-" : "+" }), new NumericTerm({ number: Math.abs(value) })];
    }
    // dhRoll.mjs compares the formula string with 0, which is false for any text: always a "+".
    return [new OperatorTerm({ operator: "+" }), ...this.constructor.parse(String(modifier), this.config.data)];
  }

  applyBaseBonus(): { label: string; value: unknown }[] {
    return [];
  }

  addModifiers(roll: RollConfig["roll"] = this.config.roll): void {
    for (const modifier of roll.modifiers ?? []) this.terms.push(...this.formatModifier(modifier.value));
  }

  getBonus(path: string, label: string): { label: string; value: unknown }[] {
    const modifiers: { label: string; value: unknown }[] = [];
    for (const effect of Object.values(this.config.bonusEffects ?? {})) {
      if (!effect.selected) continue;
      for (const change of effect.changes) {
        if (change.key.includes(path)) modifiers.push({ label, value: effectChangeValue(this.data as Plain, change) });
      }
    }
    return modifiers;
  }

  getFaces(faces: string | number): number {
    const text = String(faces);
    return Number(text.startsWith("d") ? text.replace("d", "") : text);
  }

  constructFormula(config: RollConfig = this.config): string {
    this.terms = Roll.parse(this.config.roll.formula ?? "", config.data);
    this.config.roll.modifiers = this.applyBaseBonus();
    this.addModifiers();
    if (this.config.extraFormula)
      this.terms.push(
        new OperatorTerm({ operator: "+" }),
        ...this.constructor.parse(this.config.extraFormula, this.config.data),
      );
    return (this._formula = this.constructor.getFormula(this.terms));
  }

  bonusEffectBuilder(): Record<string, BonusEffect> {
    const changeKeys = [...this.getActionChangeKeys()];
    const effects: Record<string, BonusEffect> = {};
    for (const effect of this.config.effects ?? []) {
      if (!effect.changes.some((change) => changeKeys.some((key) => change.key.includes(key)))) continue;
      effects[effect.id] = {
        id: effect.id,
        name: effect.name,
        description: effect.description,
        changes: effect.changes,
        selected: !effect.disabled,
      };
    }
    return effects;
  }

  getActionChangeKeys(): Iterable<string> {
    return [];
  }
}

/** String#capitalize (common/primitives/string.mjs), as the system's hook names are built. */
function capitalized(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
