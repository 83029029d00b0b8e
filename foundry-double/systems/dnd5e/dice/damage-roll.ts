/**
 * dnd5e's DamageRoll (module/dice/damage-roll.mjs at 965ad2d, release 5.3.3; no change in 6.0.0 at c83a613),
 * CONFIG.Dice.DamageRoll:
 * - the constructor preprocesses the formula (unless `options.preprocessed`), then configureDamage (unless
 *   `options.configured`); the default dialog is DamageRollConfigurationDialog;
 * - fromConfig: the process's `critical` merged under the roll's own `options.critical`, on a copy of the config;
 * - build: `critical.multiplyNumeric` and `critical.powerfulCritical` default to the world settings
 *   criticalDamageModifiers (*Multiply Modifiers*) and criticalDamageMaxDice (*Maximize Dice*);
 * - applyKeybindings: any of skipDialogNormal / skipDialogDisadvantage / skipDialogAdvantage skips the dialog; the
 *   advantage key makes the roll critical, the disadvantage key normal; each roll's `options.isCritical` defaults to
 *   the process's;
 * - preprocessFormula: `dX` becomes `1dX`; `(expr)dY` / `Nd(expr)` with a deterministic expression become one die
 *   term (a following modifier string merged in), so that a critical can double them;
 * - configureDamage({critical}): the roll's own `options.critical` over the given one; earlier critical additions
 *   dropped and each die's `baseNumber` restored (so it runs again and again); on a critical each die term is
 *   altered by the multiplier (2) — with `powerfulCritical` one set less, the term's maximum added as a flat bonus
 *   per flavor — plus `bonusDice` on the roll's first term only; numeric terms multiplied only with
 *   `multiplyNumeric`; `bonusDamage` appended undoubled; the formula reset and `configured` set. Nothing of the roll
 *   itself is evaluated: only a deterministic dice count, and a fresh roll of a term's formula for its maximum.
 */
import { Roll } from "../../../dice/roll";
import { DiceTerm, FunctionTerm, NumericTerm, OperatorTerm, ParentheticalTerm, StringTerm } from "../../../dice/terms";
import type { RollTerm } from "../../../dice/terms/roll-term";
import { deepClone, mergeObject } from "../../../utils";
import { BasicRoll } from "./basic-roll";
import { DamageRollConfigurationDialog } from "../applications/damage-configuration-dialog";
import { areKeysPressed, game, localize } from "../utils";
import type {
  CriticalDamageConfiguration,
  DialogConfiguration,
  MessageConfiguration,
  ProcessConfiguration,
  RollConfiguration,
} from "./types";
import type { Plain } from "../../kit/data";

export class DamageRoll extends BasicRoll {
  constructor(formula: string, data?: object, options?: Plain) {
    super(formula, data, options);
    if (!this.options.preprocessed) this.preprocessFormula();
    if (!this.options.configured) this.configureDamage();
  }

  static override DefaultConfigurationDialog = DamageRollConfigurationDialog;

  static override fromConfig(config: RollConfiguration, process: ProcessConfiguration): BasicRoll {
    const critical = process.critical;
    if (critical) {
      config = deepClone(config);
      config.options ??= {};
      config.options.critical = mergeObject(critical, config.options.critical ?? {}, {
        inplace: false,
      });
    }
    return super.fromConfig(config, process);
  }

  static override async build(
    config: ProcessConfiguration = {},
    dialog: DialogConfiguration = {},
    message: MessageConfiguration = {},
  ): Promise<BasicRoll[]> {
    const critical = (config.critical ??= {});
    critical.multiplyNumeric ??= Boolean(game().settings.get("dnd5e", "criticalDamageModifiers"));
    critical.powerfulCritical ??= Boolean(game().settings.get("dnd5e", "criticalDamageMaxDice"));
    return super.build(config, dialog, message);
  }

  static override applyKeybindings(
    config: ProcessConfiguration,
    dialog: DialogConfiguration,
    _message: MessageConfiguration,
  ): void {
    const keys = {
      default: areKeysPressed(config.event, "skipDialogNormal"),
      normal: areKeysPressed(config.event, "skipDialogDisadvantage"),
      critical: areKeysPressed(config.event, "skipDialogAdvantage"),
    };
    dialog.configure ??= Object.values(keys).every((k) => !k);
    config.isCritical ||= keys.critical;
    config.isCritical &&= !keys.normal;
    for (const roll of config.rolls ?? []) {
      roll.options ??= {};
      roll.options.isCritical ??= config.isCritical;
    }
  }

  get isCritical(): boolean {
    return this.options.isCritical === true;
  }

  preprocessFormula(): void {
    // dnd5e also reassigns `term` after each splice, which nothing reads again in the same pass.
    for (const [i, term] of this.terms.entries()) {
      const next = this.terms[i + 1];
      const previous = this.terms[i - 1];
      if (term instanceof StringTerm && /^d\d+/.test(term.term) && !(previous instanceof ParentheticalTerm)) {
        const made = firstTerm(`1${term.term}`);
        this.terms.splice(i, 1, made);
      } else if (
        term instanceof ParentheticalTerm &&
        previous instanceof StringTerm &&
        /^[0-9]*d$/.test(previous.term)
      ) {
        if (term.isDeterministic) {
          let formula = `${previous.term}${deterministicTotal(term)}`;
          let deleteCount = 2;
          if (next instanceof StringTerm) {
            formula += next.term;
            deleteCount += 1;
          }
          const made = firstTerm(formula);
          this.terms.splice(i - 1, deleteCount, made);
        }
      } else if (
        (term instanceof ParentheticalTerm || term instanceof FunctionTerm) &&
        next instanceof StringTerm &&
        /^d[0-9]*$/.test(next.term)
      ) {
        if (term.isDeterministic) {
          const made = firstTerm(`${deterministicTotal(term)}${next.term}`);
          this.terms.splice(i, 2, made);
        }
      }
    }
    this.resetFormula();
    this.options.preprocessed = true;
  }

  configureDamage({ critical = {} }: { critical?: CriticalDamageConfiguration } = {}): void {
    critical = mergeObject(critical, this.options.critical ?? {}, { inplace: false });
    this.terms = this.terms.filter((t) => !t.options.criticalBonusDamage && !t.options.criticalFlatBonus);

    const flatBonus = new Map<string, number>();
    for (const [i, term] of this.terms.entries()) {
      const options = term.options;
      if (term instanceof DiceTerm) {
        if (term._number instanceof Roll) {
          if (!term._number.isDeterministic) continue;
          if (!term._number._evaluated) term._number.evaluateSync();
        }
        options.baseNumber = options.baseNumber ?? term.number;
        term.number = Number(options.baseNumber);
        if (this.isCritical) {
          let cm = critical.multiplier ?? 2;
          if (critical.powerfulCritical) {
            const bonus = Roll.create(term.formula).evaluateSync({ maximize: true }).total;
            if (bonus > 0) {
              // As dnd5e writes it: a term without flavor reads "" (not nullish), so the label is not reached.
              const flavor = term.flavor?.toLowerCase().trim() ?? localize("DND5E.PowerfulCritical");
              flatBonus.set(flavor, (flatBonus.get(flavor) ?? 0) + bonus);
            }
            cm = Math.max(1, cm - 1);
          }
          const cb = critical.bonusDice && i === 0 ? critical.bonusDice : 0;
          term.alter(cm, cb);
          options.critical = true;
        }
      } else if (term instanceof NumericTerm && critical.multiplyNumeric) {
        options.baseNumber = options.baseNumber ?? term.number;
        term.number = Number(options.baseNumber);
        if (this.isCritical) {
          term.number *= critical.multiplier ?? 2;
          options.critical = true;
        }
      }
    }

    if (critical.powerfulCritical && flatBonus.size) {
      for (const [type, number] of flatBonus.entries()) {
        this.terms.push(new OperatorTerm({ operator: "+", options: { criticalFlatBonus: true } }));
        this.terms.push(new NumericTerm({ number, options: { flavor: type, criticalFlatBonus: true } }));
      }
    }

    if (this.isCritical && critical.bonusDamage) {
      const extra: RollTerm[] = new Roll(critical.bonusDamage, this.data).terms;
      if (!(extra[0] instanceof OperatorTerm)) extra.unshift(new OperatorTerm({ operator: "+" }));
      extra.forEach((t) => (t.options.criticalBonusDamage = true));
      this.terms.push(...extra);
    }

    this.resetFormula();
    this.options.configured = true;
  }
}

/** The first term of a formula (dnd5e's `new Roll(formula).terms[0]`). */
function firstTerm(formula: string): RollTerm {
  const [term] = new Roll(formula).terms;
  if (!term) throw new Error(`No term in ${formula}`);
  return term;
}

/** A deterministic term's total, as dnd5e reads `term.evaluate().total` (synchronous for a deterministic term). */
function deterministicTotal(term: RollTerm): unknown {
  return Reflect.get(Object(term.evaluate()), "total");
}
