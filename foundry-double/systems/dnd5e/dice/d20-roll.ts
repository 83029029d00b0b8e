/**
 * dnd5e's D20Roll (module/dice/d20-roll.mjs at 965ad2d, release 5.3.3; the same in 6.0.0), CONFIG.Dice.D20Roll:
 * - the constructor makes the first term a D20Die when it is a Die, then configureModifiers unless
 *   `options.configured`;
 * - ADV_MODE {NORMAL 0, ADVANTAGE 1, DISADVANTAGE -1}; the default dialog is D20RollConfigurationDialog;
 * - fromConfig: "1d20" (a fresh D20Die's formula) before the parts; criticalSuccess/criticalFailure default to
 *   D20Die's totals (20, 1); elvenAccuracy, halflingLucky, reliableTalent and target default to the process's;
 * - applyKeybindings: the dnd5e keys skipDialogNormal (Shift), skipDialogAdvantage (Alt) and
 *   skipDialogDisadvantage (Ctrl / Meta) read from the event; any of them skips the dialog (`dialog.configure`
 *   unless already set); normal+advantage gives ADVANTAGE, normal+disadvantage DISADVANTAGE, otherwise advantage
 *   (the roll's, the process's or the key) without disadvantage ADVANTAGE, the reverse DISADVANTAGE, else NORMAL;
 * - d20 (the first term, remade a D20Die if it is a plain Die), hasAdvantage / hasDisadvantage, isCritical /
 *   isFumble (the d20's), validD20Roll (a D20Die of 20 faces);
 * - configureModifiers: the mode from advantage/disadvantage when unset; minimum raised to 10 by reliableTalent;
 *   then on the d20 applyFlag elvenAccuracy, applyFlag halflingLucky, applyAdvantage, applyRange; the critical
 *   thresholds and target copied to the d20's options; the formula reset; `configured` set;
 * - _prepareMessageData: " (Advantage)" / " (Disadvantage)" after the flavor when every d20 roll has it; reliable
 *   talent's label on a d20 whose active results are all below 10;
 * - mergeOptions: advantage / disadvantage OR-ed, the lower maximum and the higher minimum kept.
 * Not emulated (nothing reads them): fromRoll and the d20 setter.
 */
import { Die } from "../../../dice/terms/die";
import { BasicRoll } from "./basic-roll";
import type { D20Die } from "./d20-die";
import { D20RollConfigurationDialog } from "../applications/d20-configuration-dialog";
import { areKeysPressed, localize } from "../utils";
import type {
  DialogConfiguration,
  MessageConfiguration,
  ProcessConfiguration,
  RollConfiguration,
  RollOptions,
} from "./types";
import { diceClass } from "../../kit/globals";
import type { Plain } from "../../kit/data";

/** CONFIG.Dice.D20Die: the class a world uses (a module may replace dnd5e's). */
function d20DieClass(): typeof D20Die {
  return diceClass<typeof D20Die>("D20Die");
}

export class D20Roll extends BasicRoll {
  /** The class this roll was made by (a subclass's statics read through it). */
  declare ["constructor"]: typeof D20Roll;

  constructor(formula: string, data?: object, options?: RollOptions) {
    super(formula, data, options);
    this.#createD20Die();
    if (!this.options.configured) this.configureModifiers();
  }

  static ADV_MODE = { NORMAL: 0, ADVANTAGE: 1, DISADVANTAGE: -1 };

  static override DefaultConfigurationDialog = D20RollConfigurationDialog;

  /* -------------------------------------------- */
  /*  Static Construction                         */
  /* -------------------------------------------- */

  static override fromConfig(config: RollConfiguration, process: ProcessConfiguration): D20Roll {
    const D20 = d20DieClass();
    const formula = [new D20().formula].concat(config.parts ?? []).join(" + ");
    const options = config.options as RollOptions;
    options.criticalSuccess ??= D20.CRITICAL_SUCCESS_TOTAL;
    options.criticalFailure ??= D20.CRITICAL_FAILURE_TOTAL;
    options.elvenAccuracy ??= process.elvenAccuracy;
    options.halflingLucky ??= process.halflingLucky;
    options.reliableTalent ??= process.reliableTalent;
    options.target ??= process.target;
    return new this(formula, config.data, options);
  }

  static override applyKeybindings(
    config: ProcessConfiguration,
    dialog: DialogConfiguration,
    _message: MessageConfiguration,
  ): void {
    const keys = {
      normal: areKeysPressed(config.event, "skipDialogNormal"),
      advantage: areKeysPressed(config.event, "skipDialogAdvantage"),
      disadvantage: areKeysPressed(config.event, "skipDialogDisadvantage"),
    };
    dialog.configure ??= !Object.values(keys).some((k) => k);
    for (const roll of config.rolls ?? []) {
      const options = roll.options as RollOptions;
      if (keys.normal && keys.advantage) options.advantageMode = this.ADV_MODE.ADVANTAGE;
      else if (keys.normal && keys.disadvantage) options.advantageMode = this.ADV_MODE.DISADVANTAGE;
      else {
        const advantage = options.advantage || config.advantage || keys.advantage;
        const disadvantage = options.disadvantage || config.disadvantage || keys.disadvantage;
        if (advantage && !disadvantage) options.advantageMode = this.ADV_MODE.ADVANTAGE;
        else if (!advantage && disadvantage) options.advantageMode = this.ADV_MODE.DISADVANTAGE;
        else options.advantageMode = this.ADV_MODE.NORMAL;
      }
    }
  }

  /* -------------------------------------------- */
  /*  Properties                                  */
  /* -------------------------------------------- */

  get d20(): D20Die | undefined {
    if (!(this.terms[0] instanceof Die)) return undefined;
    if (!(this.terms[0] instanceof d20DieClass())) this.#createD20Die();
    return this.terms[0] as D20Die;
  }

  get hasAdvantage(): boolean {
    return this.options.advantageMode === this.constructor.ADV_MODE.ADVANTAGE;
  }

  get hasDisadvantage(): boolean {
    return this.options.advantageMode === this.constructor.ADV_MODE.DISADVANTAGE;
  }

  get isCritical(): boolean | undefined {
    return this.d20!.isCriticalSuccess;
  }

  get isFumble(): boolean | undefined {
    return this.d20!.isCriticalFailure;
  }

  get validD20Roll(): boolean {
    return this.d20 instanceof d20DieClass() && this.d20.isValid;
  }

  /* -------------------------------------------- */
  /*  Chat Messages                               */
  /* -------------------------------------------- */

  static override _prepareMessageData(rolls: D20Roll[], messageData: Plain): void {
    let advantage = true;
    let disadvantage = true;
    const label = localize("DND5E.FlagsReliableTalent");
    for (const roll of rolls) {
      if (!roll.validD20Roll) continue;
      if (!roll.hasAdvantage) advantage = false;
      if (!roll.hasDisadvantage) disadvantage = false;
      const d20 = roll.d20!;
      if (roll.options.reliableTalent && d20.results.every((r) => !r.active || r.result < 10)) {
        d20.options.flavor = d20.options.flavor ? `${d20.options.flavor} (${label})` : label;
      }
    }
    messageData.flavor ??= "";
    if (advantage) messageData.flavor += ` (${localize("DND5E.Advantage")})`;
    else if (disadvantage) messageData.flavor += ` (${localize("DND5E.Disadvantage")})`;
  }

  /* -------------------------------------------- */
  /*  Roll Configuration                          */
  /* -------------------------------------------- */

  configureModifiers(): void {
    if (!this.validD20Roll) return;
    const { ADV_MODE } = this.constructor;
    if (this.options.advantageMode === undefined) {
      const { advantage, disadvantage } = this.options;
      if (advantage && !disadvantage) this.options.advantageMode = ADV_MODE.ADVANTAGE;
      else if (!advantage && disadvantage) this.options.advantageMode = ADV_MODE.DISADVANTAGE;
      else this.options.advantageMode = ADV_MODE.NORMAL;
    }

    let minimum = this.options.minimum;
    if (this.options.reliableTalent) minimum = Math.max(minimum ?? -Infinity, 10);

    const d20 = this.d20!;
    d20.applyFlag("elvenAccuracy", this.options.elvenAccuracy === true);
    d20.applyFlag("halflingLucky", this.options.halflingLucky === true);
    d20.applyAdvantage(this.options.advantageMode);
    d20.applyRange({ minimum, maximum: this.options.maximum });

    if (this.options.criticalSuccess) d20.options.criticalSuccess = this.options.criticalSuccess;
    if (this.options.criticalFailure) d20.options.criticalFailure = this.options.criticalFailure;
    if (this.options.target) d20.options.target = this.options.target;

    this.resetFormula();
    this.options.configured = true;
  }

  /** The first term remade as the world's D20Die, keeping its number, faces and the rest of its data. */
  #createD20Die(): void {
    const D20 = d20DieClass();
    if (this.terms[0] instanceof D20) return;
    if (!(this.terms[0] instanceof Die)) return;
    const { number, faces, ...data } = this.terms[0] as unknown as Plain & { number: number; faces: number };
    this.terms[0] = new D20({ ...data, number, faces });
  }

  /* -------------------------------------------- */
  /*  Helpers                                     */
  /* -------------------------------------------- */

  static override mergeOptions(original: RollOptions = {}, other: RollOptions = {}): RollOptions {
    const merged = super.mergeOptions(original, other);
    merged.advantage = original.advantage || other.advantage;
    merged.disadvantage = original.disadvantage || other.disadvantage;
    merged.maximum = Math.min(original.maximum ?? Infinity, other.maximum ?? Infinity);
    merged.minimum = Math.max(original.minimum ?? -Infinity, other.minimum ?? -Infinity);
    return merged;
  }
}
