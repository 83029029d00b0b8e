/**
 * Daggerheart's d20 roll (module/dice/d20Roll.mjs at 30053c4): an adversary's roll, and the base of the duality
 * roll.
 * - The constructor builds the formula at once (constructFormula: createBaseDice, configureModifiers, the formula
 *   written again) — and the dialog calls it again on every render (D20RollDialog#_prepareContext).
 * - createBaseDice keeps the first die (its faces as the dialog chose) and drops every other term, or makes a d20;
 *   applyAdvantage makes it `2d20kh` with advantage, `2d20kl` with disadvantage (`config.roll.advantage`, a number
 *   or `{type}`: 1, −1, 0); configureModifiers then adds the base modifiers and the bonuses (applyBaseBonus: the
 *   action type's, the roll type's unless an attack, the attack's for an attack), the chosen experiences' values
 *   (the companion's with a companion roll), and `+` the situational formula.
 * - isCritical: the d20's total at or above the critical threshold — the roll data's `criticalThreshold`, or 20 for
 *   a reaction (`config.actionType`).
 * - applyKeybindings: Shift, Alt or Ctrl skip the dialog; Alt rolls with advantage, Ctrl with disadvantage.
 * - postEvaluate: each target hit on a critical or a total at or above `config.roll.difficulty ?? target.difficulty
 *   ?? target.evasion`; without targets, success on a critical or a total at or above the difficulty, if any.
 */
import { Die } from "../../../dice/terms/die";
import { OperatorTerm } from "../../../dice/terms/index";
import { findSplice } from "../../../primitives";
import { deepClone } from "../../../utils";
import { DHRoll, type RollConfig } from "./dh-roll";
import { dh, dhGame } from "../system-globals";
import type { Plain } from "../../kit/data";

type Modifier = { label: string; value: unknown };

export class D20Roll extends DHRoll {
  /** The class this roll was made by (a subclass's statics read through it). */
  declare ["constructor"]: typeof D20Roll;

  constructor(formula?: string, data: object = {}, options: Plain = {}) {
    super(formula, data, options);
    this.constructFormula();
  }

  static ADV_MODE = { NORMAL: 0, ADVANTAGE: 1, DISADVANTAGE: -1 };

  override get title(): string {
    return dhGame().i18n.localize("DAGGERHEART.GENERAL.d20Roll");
  }

  get d20(): Die {
    if (!(this.terms[0] instanceof Die)) this.createBaseDice();
    return this.terms[0] as Die;
  }

  set d20(faces: string | number) {
    if (!(this.terms[0] instanceof Die)) this.createBaseDice();
    (this.terms[0] as Die).faces = this.getFaces(faces);
  }

  get dAdvantage(): unknown {
    return this.dice[2];
  }

  get isCritical(): boolean | undefined {
    if (!this.d20._evaluated) return undefined;
    const threshold =
      this.config.actionType === "reaction" ? 20 : (this.data as { criticalThreshold?: number }).criticalThreshold;
    return Number(this.d20.total) >= Number(threshold);
  }

  /** `config.roll.advantage`, a number or `{type}` (after the roll, postEvaluate's data). */
  get advantageMode(): number | undefined {
    const advantage = this.config.roll.advantage;
    return typeof advantage === "object" && advantage !== null
      ? (advantage.type ?? (advantage as unknown as number))
      : advantage;
  }

  get hasAdvantage(): boolean {
    return this.advantageMode === this.constructor.ADV_MODE.ADVANTAGE;
  }

  get hasDisadvantage(): boolean {
    return this.advantageMode === this.constructor.ADV_MODE.DISADVANTAGE;
  }

  static override applyKeybindings(config: RollConfig): void {
    let keys = { normal: true, advantage: false, disadvantage: false };
    if (config.event)
      keys = {
        normal: Boolean(config.event.shiftKey || config.event.altKey || config.event.ctrlKey),
        advantage: Boolean(config.event.altKey),
        disadvantage: Boolean(config.event.ctrlKey),
      };
    config.dialog!.configure ??= !Object.values(keys).some(Boolean);
    const advantage = config.roll.advantage === this.ADV_MODE.ADVANTAGE || keys.advantage || Boolean(config.advantage);
    const disadvantage =
      config.roll.advantage === this.ADV_MODE.DISADVANTAGE || keys.disadvantage || Boolean(config.disadvantage);
    if (advantage && !disadvantage) config.roll.advantage = this.ADV_MODE.ADVANTAGE;
    else if (!advantage && disadvantage) config.roll.advantage = this.ADV_MODE.DISADVANTAGE;
    else config.roll.advantage = this.ADV_MODE.NORMAL;
  }

  override constructFormula(_config?: RollConfig): string {
    this.createBaseDice();
    this.configureModifiers();
    this.resetFormula();
    return this._formula;
  }

  createBaseDice(): void {
    if (this.terms[0] instanceof Die) {
      this.terms = [this.terms[0]];
      return;
    }
    this.terms[0] = new Die({ faces: 20 });
  }

  configureModifiers(): void {
    this.applyAdvantage();
    this.baseTerms = deepClone(this.dice);
    this.config.roll.modifiers = this.applyBaseBonus();
    const data = this.config.data as Plain & {
      system?: { experiences?: Record<string, { name: string; value: number }> };
      companion?: { system?: { experiences?: Record<string, { name: string; value: number }> } };
    };
    const experiences = this.config.roll.companionRoll
      ? (data.companion?.system?.experiences ?? {})
      : (data.system?.experiences ?? {});
    for (const id of this.config.experiences ?? []) {
      const experience = experiences[id];
      if (experience) this.config.roll.modifiers.push({ label: experience.name, value: experience.value });
    }
    this.addModifiers();
    if (this.config.extraFormula)
      this.terms.push(
        new OperatorTerm({ operator: "+" }),
        ...this.constructor.parse(this.config.extraFormula, this.config.data),
      );
  }

  applyAdvantage(): void {
    findSplice.call<string[], [(modifier: string) => boolean], string | null>(this.d20.modifiers, (modifier) =>
      ["kh", "kl"].includes(modifier),
    );
    if (!this.hasAdvantage && !this.hasDisadvantage) this.d20.number = 1;
    else {
      this.d20.number = 2;
      this.d20.modifiers.push(this.hasAdvantage ? "kh" : "kl");
    }
  }

  override applyBaseBonus(): Modifier[] {
    const { actionType } = this.config;
    const rollType = this.config.roll.type;
    const modifiers: Modifier[] = deepClone(this.config.roll.baseModifiers) ?? [];
    modifiers.push(...this.getBonus(`system.bonuses.roll.${String(actionType)}`, `${capital(actionType)} Bonus`));
    if (rollType !== dh().GENERAL.rollTypes.attack.id)
      modifiers.push(...this.getBonus(`system.bonuses.roll.${String(rollType)}`, `${capital(rollType)} Bonus`));
    if (
      rollType === dh().GENERAL.rollTypes.attack.id ||
      (rollType === dh().GENERAL.rollTypes.spellcast.id && this.config.hasDamage)
    ) {
      modifiers.push(...this.getBonus("system.bonuses.roll.attack", `${capital(rollType)} Bonus`));
    }
    return modifiers;
  }

  override getActionChangeKeys(): Iterable<string> {
    const { actionType } = this.config;
    const roll = this.config.roll as { type?: string | null; trait?: string | null } | undefined;
    const { attack, spellcast } = dh().GENERAL.rollTypes;
    const keys = new Set([`system.bonuses.roll.${String(actionType)}`]);
    if (roll?.type !== attack.id) keys.add(`system.bonuses.roll.${String(roll?.type)}`);
    if (roll?.type === attack.id || (roll?.type === spellcast.id && this.config.hasDamage))
      keys.add("system.bonuses.roll.attack");
    const traits = (this.data as { traits?: Plain } | undefined)?.traits;
    if (roll?.trait && traits?.[roll.trait] && roll.type !== spellcast.id) keys.add("system.bonuses.roll.trait");
    return keys;
  }

  static override postEvaluate(roll: D20Roll, config: RollConfig): Plain & { dice: Plain[] } {
    const data = super.postEvaluate(roll, config);
    data.type = config.actionType;
    data.difficulty = config.roll.difficulty;
    const difficulty = config.roll.difficulty as number | undefined;
    if (config.targets?.length) {
      for (const target of config.targets) {
        const against = difficulty ?? (target.difficulty as number | undefined) ?? (target.evasion as number);
        target.hit = Boolean(roll.isCritical) || roll.total >= against;
      }
      data.success = config.targets.some((target) => target.hit);
    } else if (difficulty) data.success = Boolean(roll.isCritical) || roll.total >= difficulty;
    config.successConsumed = data.success;
    data.advantage = {
      type: config.roll.advantage,
      dice: (roll.dAdvantage as Die | undefined)?.denomination,
      value: (roll.dAdvantage as Die | undefined)?.total,
    };
    data.isCritical = roll.isCritical;
    return data;
  }

  override resetFormula(): string {
    return (this._formula = this.constructor.getFormula(this.terms));
  }
}

/** String#capitalize of a value that may be missing, as the system's labels are written. */
function capital(value: unknown): string {
  const text = value === null || value === undefined ? "undefined" : String(value);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
