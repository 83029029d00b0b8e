/**
 * The statics of CoC7's dice pool the dialog and the roll request read (CoC7DicePool, coc7/apps/dice-pool.js at
 * 7974aac): the difficulty levels (unknown −1, regular 1, hard 2, extreme 3, critical 4, impossible 9) and the most
 * bonus and penalty dice (2 each). Rolling the pool is not emulated.
 */
export class CoC7DicePool {
  static get difficultyLevel(): Readonly<Record<string, number>> {
    return { unknown: -1, regular: 1, hard: 2, extreme: 3, critical: 4, impossible: 9 };
  }

  static get maxDiceBonus(): number {
    return 2;
  }

  static get maxDicePenalty(): number {
    return 2;
  }
}
