/**
 * CoC7's tens die (coc7/apps/decader-die.js and decader-die-other.js at 7974aac, release 8.15), registered as
 * CONFIG.Dice.terms.t and .o at init (coc7/setup/register-dice.js): a d10 whatever its faces were written as, whose
 * total reads as tens — a 10 is 0, any other face ×10. `o` is the same die under another letter (CoC7 writes it with
 * Dice So Nice's colours for bonus and penalty dice).
 */
import { Die } from "../../../dice/terms/die";
import type { DiceTermData } from "../../../dice/terms/dice-term";

export class CoC7DecaderDie extends Die {
  static override DENOMINATION = "t";

  constructor(termData: DiceTermData) {
    super({ ...termData, faces: 10 });
  }

  override get total(): number | undefined {
    const total = super.total;
    return total === 10 ? 0 : total === undefined ? undefined : total * 10;
  }
}

export class CoC7DecaderDieOther extends CoC7DecaderDie {
  static override DENOMINATION = "o";
}
