/**
 * Cyberpunk RED's roll objects (src/modules/rolls/cpr-rolls.js at 0.93, f632be2c; unchanged in the fork's 1.3.7,
 * a9c19bd5), the part its roll dialog and a module meet: `CPRRoll` (:11-300) with `mods`, `additionalMods`, `luck`,
 * `calculateCritical`, `totalMods` (:142-158), `roll` (:166-195: one d10, and on a first 1 or 10 one more unless
 * `calculateCritical` is off), `_computeBase` / `_computeResult` (:205-222), `wasCritFail` / `wasCritSuccess`
 * (:240-252); `CPRStatRoll` (:336-354) adds the stat, `CPRSkillRoll` (:385-425) the skill too; `CPRDeathSaveRoll`
 * (:694-718) rolls no critical die and adds its penalties. Not emulated: the
 * formula's own mods, Dice So Nice, the other roll kinds, `handleRollDialog`'s Ctrl-click (drivers open the dialog).
 */
import { installedGlobal } from "../../globals";

interface RollLike {
  total: number;
  terms: { faces: number }[];
  evaluate(): Promise<RollLike>;
}
const newRoll = (formula: string) => new (installedGlobal<new (formula: string) => RollLike>("Roll"))(formula);

export interface CprMod {
  id?: string;
  value: number;
  source: string;
}

export class CPRRoll {
  _roll: RollLike | null = null;
  mods: CprMod[] = [];
  additionalMods: (number | string)[] = [];
  formula = "1d10";
  initialRoll = 0;
  luck = 0;
  calculateCritical = true;
  criticalRoll = 0;
  resultTotal = 0;
  /** Set by the sheet once rolled, before the card (cpr-actor-sheet.js:655-662): whose roll it is. */
  entityData?: { actor: string };
  rollPrompt = "systems/cyberpunk-red-core/templates/dialog/rolls/cpr-base-verify-roll-prompt.hbs";

  constructor(public rollTitle: string) {}

  addMod(mods: CprMod[]): void {
    for (const mod of mods)
      if (mod.value !== 0 && !this.mods.some((m) => mod.id && m.id === mod.id)) this.mods.push(mod);
  }

  totalMods(): number {
    let total = 0;
    this.mods.forEach((mod) => (total += mod.value));
    // `forEach` as the system calls it: additional mods merged as typed text (the fork's V2 handler) throw here.
    this.additionalMods.forEach((value) => (total += value ? Number.parseInt(String(value), 10) : 0));
    return total;
  }

  async roll(): Promise<void> {
    this._roll = await newRoll(this.formula).evaluate();
    this.initialRoll = this._roll.total;
    if (this.wasCritical() && this.calculateCritical)
      this.criticalRoll = (await newRoll(this.formula).evaluate()).total;
    this._computeResult();
  }

  _computeBase(): number {
    return this.initialRoll + this.totalMods() + this.luck;
  }

  _computeResult(): void {
    this.resultTotal = this._computeBase();
    this.resultTotal += this.wasCritFail() ? -1 * this.criticalRoll : this.criticalRoll;
  }

  wasCritical(): boolean {
    return this.wasCritFail() || this.wasCritSuccess();
  }
  wasCritFail(): boolean {
    return this.initialRoll === 1;
  }
  wasCritSuccess(): boolean {
    return this.initialRoll === this._roll?.terms[0]?.faces;
  }
}

export class CPRStatRoll extends CPRRoll {
  constructor(
    public statName: string,
    public statValue: number,
  ) {
    super(statName);
  }
  override _computeBase(): number {
    return this.initialRoll + this.totalMods() + this.statValue + this.luck;
  }
}

export class CPRSkillRoll extends CPRStatRoll {
  constructor(
    statName: string,
    statValue: number,
    public skillName: string,
    public skillValue: number,
  ) {
    super(statName, statValue);
    this.rollTitle = skillName;
  }
  override _computeBase(): number {
    return this.initialRoll + this.totalMods() + this.statValue + this.skillValue + this.luck;
  }
}

export class CPRDeathSaveRoll extends CPRRoll {
  override calculateCritical = false;
  constructor(
    public penalty: number,
    public basePenalty: number,
    public bodyStat: number,
  ) {
    super("Death Save");
  }
  override _computeBase(): number {
    return this.initialRoll + this.basePenalty + this.penalty + this.totalMods();
  }
}
