import { CRITICAL_FAILURE_VALUE, CRITICAL_SUCCESS_VALUE, D10ISH_FACES } from "../../rule-sets/klepto/core/mechanics/constants";
import { d10ishValue } from "../../rule-sets/klepto/core/mechanics/critical-dice";
import { D10ISH_DENOMINATION } from "../../core/notation/modifier-keys";
import type { TermResult } from "../term-results";

import type { IndieDieClass } from "./indie-die";
import { withStableName } from "./stable-name";

type TermData = ConstructorParameters<IndieDieClass>[0];

/**
 * The Kleptonomicon's d10ish die, `1di`: a 20-sided die showing 0, 1–9 twice, and 10. A result holds the value
 * (0–10), so Foundry's keep-highest/lowest and total work unchanged; 0 is a Critical Failure `[0!]` and 10 a
 * Critical Success `[10!]` with no coin needed. It takes only a keep or drop (advantage / disadvantage): the
 * notation check, inherited from the Indie Die class, refuses anything else. A factory, as the Indie Die is: its base
 * is that Die, made in `init` on the configured Die class a system may have replaced.
 */
export function createD10ishDie(Base: IndieDieClass) {
  class D10ishDie extends Base {
    constructor(termData: TermData) {
      super({ ...termData, faces: D10ISH_FACES });
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
    protected override get notationFaces(): "i" {
      return D10ISH_DENOMINATION;
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
  return withStableName(D10ishDie, "D10ishDie");
}

function markCrit(result: TermResult): void {
  if (result.result === CRITICAL_SUCCESS_VALUE) result.indie = "crit-success";
  else if (result.result === CRITICAL_FAILURE_VALUE) result.indie = "crit-failure";
}
