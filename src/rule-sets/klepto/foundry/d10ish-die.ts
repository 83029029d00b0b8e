import { CRITICAL_FAILURE_VALUE, CRITICAL_SUCCESS_VALUE, D10ISH_FACES } from "../core/mechanics/constants";
import { d10ishValue } from "../core/mechanics/critical-dice";
import { D10ISH_DENOMINATION } from "../core/notation";
import { D10ISH_DIE } from "../core/fairness-die";
import type { TermResult } from "../../../foundry/term-results";
import type { IndieDieClass } from "../../../foundry/dice/indie-die";
import type { RuleSetDieTerm } from "../../../foundry/dice/register-dice";
import type { DiceSoNiceDie } from "../../../foundry/types/foundry-hooks";
import { withStableName } from "../../../foundry/dice/stable-name";
import { diceSoNiceHasRoles, ownDieRoleId } from "../../../foundry/three-d";
import type { DiceEntryLabel, ManualEntry } from "../../../foundry/dice/dice-entry";

type TermData = ConstructorParameters<IndieDieClass>[0];

/** The d10ish die's type in Dice So Nice (its preset's, and its role's). */
const D10ISH_TYPE = `d${D10ISH_DENOMINATION}`;

/**
 * The Kleptonomicon's d10ish die, `1di`: a 20-sided die showing 0, 1–9 twice, and 10. A result holds the value
 * (0–10), so Foundry's keep-highest/lowest and total work unchanged; 0 is a Critical Failure `[0!]` and 10 a
 * Critical Success `[10!]` with no coin needed. It takes only a keep or drop (advantage / disadvantage): the
 * notation check, inherited from the Indie Die class, refuses anything else. A factory, as the Indie Die is: its base
 * is that Die, made in `init` on the configured Die class a system may have replaced (the Kleptonomicon's
 * `dieTerms`, src/foundry/dice/register-dice.ts).
 */
function createD10ishDie(Base: IndieDieClass): IndieDieClass {
  class D10ishDie extends Base {
    constructor(termData: TermData) {
      super({ ...termData, faces: D10ISH_FACES });
      // Its own Dice So Nice role, where Dice So Nice has roles (src/foundry/dice-so-nice-roles.ts registers it).
      if (diceSoNiceHasRoles() && !("dsnRole" in this.options))
        Object.assign(this.options, { dsnRole: ownDieRoleId(D10ISH_TYPE) });
    }

    /**
     * Results arrive as d20 faces, whichever way the die was rolled: a uniform draw through `mapRandomFace`, a
     * fulfillment method (manual entry, physical dice; Foundry's RollResolver even pushes its results without
     * calling `roll`), or minimize/maximize (faces 1 and 20). They become d10ish values here, once each, before
     * any keep runs, so one mapping serves every path.
     */
    #valuesShown = 0;

    /** @inheritDoc */
    static override DENOMINATION = D10ISH_DENOMINATION;

    /** @inheritDoc */
    override get notationFaces(): typeof D10ISH_DENOMINATION {
      return D10ISH_DENOMINATION;
    }

    /**
     * Typed by hand as the value it shows (0–10), rolled as the d20 face of that value (docs/architecture.md "Dice
     * entered by hand").
     */
    get manualEntry(): ManualEntry {
      return D10ISH_ENTRY;
    }

    /** @inheritDoc */
    override get denomination(): string {
      return `d${D10ISH_DENOMINATION}`;
    }

    /** Turns the d20 faces rolled since the last call into d10ish values. */
    #showValues(): void {
      for (const result of this.results.slice(this.#valuesShown)) {
        result.result = d10ishValue(result.result);
        markCrit(result as TermResult);
      }
      this.#valuesShown = this.results.length;
    }

    /** @inheritDoc */
    override async _evaluateModifiers(): Promise<void> {
      this.#showValues();
      return super._evaluateModifiers();
    }

    /** @inheritDoc */
    override _evaluateSync(options?: Parameters<foundry.dice.terms.Die["_evaluateSync"]>[0]): this {
      super._evaluateSync(options);
      this.#showValues();
      return this;
    }

    /** @inheritDoc */
    override getResultCSS(result: foundry.dice.terms.DiceTerm.Result): (string | null)[] {
      return [
        "die",
        "di",
        result.discarded ? "discarded" : null,
        result.result === CRITICAL_SUCCESS_VALUE ? "indie-crit-success" : null,
        result.result === CRITICAL_FAILURE_VALUE ? "indie-crit-failure" : null,
      ];
    }
  }
  // The name a saved term is loaded by, and its crits are known by (./crit-notes.ts).
  return withStableName(D10ishDie, D10ISH_DIE.className);
}

/**
 * The d10ish die typed as its value: 0 is face 1, 10 face 20, and 1–9 the first of their two faces (2k), so each
 * value maps back to itself through `d10ishValue` (⌊face / 2⌋).
 */
const D10ISH_ENTRY: ManualEntry = {
  min: CRITICAL_FAILURE_VALUE,
  max: CRITICAL_SUCCESS_VALUE,
  faceOf: (value) => (value === CRITICAL_FAILURE_VALUE ? 1 : value * 2),
  valueOf: d10ishValue,
};

/**
 * The d10ish die entered by hand: named with its value range and faces (docs/architecture.md "Dice entered by hand").
 */
export const d10ishEntryLabel: DiceEntryLabel = (term, slot) => {
  if (term.denomination !== `d${D10ISH_DENOMINATION}`) return null;
  return {
    key: "INDIE_DICE.Klepto.DiceEntry.D10ish",
    data: { index: slot.index, count: slot.count, min: CRITICAL_FAILURE_VALUE, max: CRITICAL_SUCCESS_VALUE },
  };
};

function markCrit(result: TermResult): void {
  if (result.result === CRITICAL_SUCCESS_VALUE) result.indie = "crit-success";
  else if (result.result === CRITICAL_FAILURE_VALUE) result.indie = "crit-failure";
}

/** The d10ish die as the Kleptonomicon's Foundry descriptor hands it to `registerDice` (`dieTerms`). */
export const d10ishDieTerm: RuleSetDieTerm = {
  create: createD10ishDie,
  // Foundry's own entries are plain die names ("d20"); the d10ish die's name is the same in every language.
  fulfillment: { label: "d10ish", icon: '<i class="fa-solid fa-dice-d20"></i>' },
};

/**
 * Dice So Nice turns a result into a face through the preset's values (value v → the v-th value's face). A
 * d10ish result is its value 0–10, so values 0–10 take the first eleven faces of the d20 shape (labelled 0…10)
 * and the other nine faces carry the second set of 1–9: the die looks like the real one (0, 1–9 twice, 10) and
 * always lands on the rolled value. The preset declares twenty values (0–19), one per face, so Dice So Nice lays
 * its textures out as for any d20.
 */
export function d10ishLabels(): string[] {
  const values = Array.from({ length: CRITICAL_SUCCESS_VALUE - CRITICAL_FAILURE_VALUE + 1 }, (_, i) => String(i));
  const repeats = Array.from({ length: D10ISH_FACES - values.length }, (_, i) => String(i + 1));
  return [...values, ...repeats];
}

/** The d10ish die in Dice So Nice: its own preset on the d20 shape (the Kleptonomicon's `diceSoNice`). */
export function d10ishDiceSoNice(): DiceSoNiceDie {
  return {
    preset: {
      type: D10ISH_TYPE,
      labels: d10ishLabels(),
      system: "standard",
      values: { min: CRITICAL_FAILURE_VALUE, max: CRITICAL_FAILURE_VALUE + D10ISH_FACES - 1 },
    },
    shape: "d20",
    roleLabelKey: "INDIE_DICE.Dice.D10ishDie",
  };
}
