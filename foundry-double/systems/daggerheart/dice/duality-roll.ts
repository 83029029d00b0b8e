/**
 * Daggerheart's duality roll (module/dice/dualityRoll.mjs at f03b4b3): a player character's action roll.
 * - createBaseDice: a Hope die (`h`) `+` a Fear die (`f`), their faces kept as chosen, else the roll data's
 *   `rules.dualityRoll.defaultHopeDice` / `defaultFearDice`, else 12; every other term dropped.
 * - applyAdvantage: with advantage an advantage die (`a`), with disadvantage a disadvantage die (`d`), of
 *   `advantageFaces` (the roll data's `rules.roll.defaultAdvantageDice`, else 6) and `advantageNumber` faces — `kh`
 *   in place of its marker when it is more than one: the best of them — added with advantage and subtracted with
 *   disadvantage; then the chosen rally die (`_rallyIndex` among `rallyChoices`, the actor's effects' rally
 *   changes) added, and subtracted with disadvantage, as coded.
 * - applyBaseBonus: D20Roll's, the trait's value first (`data.traits[trait].value`) and the weapon's bonus.
 * - isCritical: the Hope die's total equal to the Fear die's; withHope / withFear: the Hope die the higher / the
 *   lower.
 * - buildEvaluate: the Hope and Fear dice's values and the duality (1 with Hope, −1 with Fear, 0 a critical) in
 *   `config.roll`. Not emulated: the Hope, Fear and Stress updates, countdowns, triggers and rerolls, and a
 *   guaranteed critical (an effect's `system.rules.roll.guaranteedCritical`: no test, page or adapter meets one).
 */
import { Die } from "../../../dice/terms/die";
import { OperatorTerm } from "../../../dice/terms/index";
import { D20Roll } from "./d20-roll";
import { AdvantageDie, DisadvantageDie, FearDie, HopeDie } from "./dice-types";
import type { RollConfig } from "./dh-roll";
import { dh, dhGame } from "../system-globals";
import type { Plain } from "../../kit/data";
import type { EffectSpec } from "../documents/effects";

interface DualityData {
  rules?: {
    dualityRoll?: { defaultHopeDice?: number; defaultFearDice?: number };
    roll?: { defaultAdvantageDice?: string };
  };
  traits?: Record<string, { value: number }>;
  parent?: { appliedEffects?: EffectSpec[] };
  [key: string]: unknown;
}

export class DualityRoll extends D20Roll {
  _advantageNumber = 1;

  _rallyIndex: string | undefined;

  advantageFaces: number;

  rallyChoices: { value: string; label: string }[] | undefined;

  constructor(formula?: string, data: object = {}, options: Plain = {}) {
    super(formula, data, options);
    this.rallyChoices = this.setRallyChoices();
    const rules = (data as DualityData).rules;
    const advantageFaces = rules?.roll?.defaultAdvantageDice ? Number.parseInt(rules.roll.defaultAdvantageDice) : 6;
    this.advantageFaces = Number.isNaN(advantageFaces) ? 6 : advantageFaces;
  }

  static override messageType = "dualityRoll";

  override get title(): string {
    return dhGame().i18n.localize(
      `DAGGERHEART.GENERAL.${this.config.actionType === "reaction" ? "reactionRoll" : "dualityRoll"}`,
    );
  }

  get dualityData(): DualityData {
    return this.data as DualityData;
  }

  get dHope(): Die {
    if (!(this.dice[0] instanceof HopeDie)) this.createBaseDice();
    return this.dice[0] as Die;
  }

  set dHope(faces: string | number) {
    this.dHope.faces = this.getFaces(faces);
  }

  get dFear(): Die {
    if (!(this.dice[1] instanceof FearDie)) this.createBaseDice();
    return this.dice[1] as Die;
  }

  set dFear(faces: string | number) {
    this.dFear.faces = this.getFaces(faces);
  }

  override get dAdvantage(): Die | null {
    return this.dice[2] instanceof AdvantageDie ? this.dice[2] : null;
  }

  get advantageNumber(): number {
    return this._advantageNumber;
  }

  set advantageNumber(value: string | number) {
    this._advantageNumber = Number(value);
  }

  setRallyChoices(): { value: string; label: string }[] | undefined {
    return this.dualityData.parent?.appliedEffects?.reduce<{ value: string; label: string }[]>((choices, effect) => {
      const change = effect.changes.find((candidate) => candidate.key === "system.bonuses.rally");
      if (change) choices.push({ value: effect.id, label: String(change.value) });
      return choices;
    }, []);
  }

  get dRally(): unknown {
    if (!this.rallyFaces) return null;
    return this.hasDisadvantage || this.hasAdvantage ? this.dice[3] : this.dice[2];
  }

  get rallyFaces(): number | null {
    const choice = this.rallyChoices?.find((rally) => rally.value === this._rallyIndex)?.label;
    return choice ? this.getFaces(choice) : null;
  }

  override get isCritical(): boolean {
    if (!this.dHope._evaluated || !this.dFear._evaluated) return false;
    return this.dHope.total === this.dFear.total;
  }

  get withHope(): boolean {
    if (!this._evaluated) return false;
    return Number(this.dHope.total) > Number(this.dFear.total);
  }

  get withFear(): boolean {
    if (!this._evaluated) return false;
    return Number(this.dHope.total) < Number(this.dFear.total);
  }

  static override getHooks(hooksOf?: string[]): string[] {
    return [...(hooksOf ?? []), "Duality"];
  }

  override createBaseDice(): void {
    const [hope, , fear] = this.terms as (Die | undefined)[];
    const rules = this.dualityData.rules ?? {};
    this.terms = [
      new HopeDie({ faces: hope?.faces ?? rules.dualityRoll?.defaultHopeDice ?? 12, modifiers: ["h"] }),
      new OperatorTerm({ operator: "+" }),
      new FearDie({ faces: fear?.faces ?? rules.dualityRoll?.defaultFearDice ?? 12, modifiers: ["f"] }),
    ];
  }

  override applyAdvantage(): void {
    const DieClass = this.hasAdvantage ? AdvantageDie : this.hasDisadvantage ? DisadvantageDie : null;
    if (DieClass) {
      const advantageDie = new DieClass({
        faces: this.advantageFaces,
        number: this.advantageNumber,
        modifiers: [this.hasAdvantage ? "a" : "d"],
      });
      if (this.terms.length < 4) {
        if (this.advantageNumber > 1) advantageDie.modifiers = ["kh"];
        this.terms.push(new OperatorTerm({ operator: this.hasDisadvantage ? "-" : "+" }), advantageDie);
      } else this.terms[4] = advantageDie;
    }
    if (this.rallyFaces)
      this.terms.push(
        new OperatorTerm({ operator: this.hasDisadvantage ? "-" : "+" }),
        new Die({ faces: this.rallyFaces }),
      );
  }

  override applyBaseBonus(): { label: string; value: unknown }[] {
    const modifiers = super.applyBaseBonus();
    const trait = this.config.roll.trait;
    const traits = this.dualityData.traits;
    if (trait && traits?.[trait]) {
      const label =
        this.config.roll.type === dh().GENERAL.rollTypes.spellcast.id
          ? "DAGGERHEART.CONFIG.RollTypes.spellcast.name"
          : `DAGGERHEART.CONFIG.Traits.${trait}.name`;
      modifiers.unshift({ label, value: traits[trait].value });
    }
    return modifiers;
  }

  static override async buildEvaluate(roll: DualityRoll, config: RollConfig, message: Plain = {}): Promise<void> {
    await super.buildEvaluate(roll, config, message);
    config.roll.hope = { dice: roll.dHope.denomination, value: roll.dHope.total };
    config.roll.fear = { dice: roll.dFear.denomination, value: roll.dFear.total };
    config.roll.rally = { dice: (roll.dRally as Die | null)?.denomination, value: (roll.dRally as Die | null)?.total };
    config.roll.result = {
      duality: roll.withHope ? 1 : roll.withFear ? -1 : 0,
      total: Number(roll.dHope.total) + Number(roll.dFear.total),
    };
  }
}
