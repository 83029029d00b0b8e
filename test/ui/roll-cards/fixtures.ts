/**
 * Card inputs for every outcome a chat card can show, built from the core's own judgments of scripted faces
 * (many are the worked examples of the rules texts). The card-model tests assert on them; the template test and
 * the browser playground render every one of them through `CARD_FIXTURES`.
 */
import english from "../../../lang/en.json";
import { CHAIN_LIMIT } from "../../../src/core/chain-limit";
import { judgeCheck } from "../../../src/rule-sets/kaiser/core/mechanics/check";
import { judgeDifficulty } from "../../../src/rule-sets/kaiser/core/mechanics/difficulty";
import { opposedSide } from "../../../src/rule-sets/kaiser/core/mechanics/opposed";
import { type KaiserCheckSpec } from "../../../src/rule-sets/kaiser/core/mechanics/types";
import { judgeBasicTest } from "../../../src/rule-sets/kingdoms/core/mechanics/basic-test";
import { judgeMargin } from "../../../src/rule-sets/kingdoms/core/mechanics/margin";
import { judgeTest, type TestOptions } from "../../../src/rule-sets/klepto/core/mechanics/roll-test";
import { judgeActionCheck } from "../../../src/rule-sets/ogs/core/mechanics/action-check";
import { judgeOpenRoll } from "../../../src/rule-sets/ogs/core/mechanics/open-roll";
import { judgeOlde } from "../../../src/rule-sets/olde/core/mechanics/roll";
import { parseRanges } from "../../../src/rule-sets/klepto/core/ranges/parse-ranges";
import type { CoinSide } from "../../../src/core/random";
import { type CardRuleSet, type CardView } from "../../../src/ui/roll-cards/card-view";
import {
  awaitingFumbleLevel,
  kaiserCardHead,
  kaiserCardModel,
  type KaiserCardInput,
} from "../../../src/rule-sets/kaiser/ui/card-model";
import {
  kingdomsCardHead,
  kingdomsCardModel,
  type KingdomsCardInput,
} from "../../../src/rule-sets/kingdoms/ui/card-model";
import { kleptoCardHead, kleptoCardModel, type KleptoCardInput } from "../../../src/rule-sets/klepto/ui/card-model";
import { ogsCardHead, ogsCardModel, type OgsCardInput } from "../../../src/rule-sets/ogs/ui/card-model";
import { oldeCardHead, oldeCardModel, type OldeCardInput } from "../../../src/rule-sets/olde/ui/card-model";
import type { CardHead } from "../../../src/ui/roll-cards/card-frame";
import { createTranslator, type Translator } from "../../../src/ui/translator";

/** Text a user could type as flavor or as a Score Range effect: it must come out as text, never as markup. */
export const HOSTILE_TEXT = "<img src=x onerror=alert(1)>";

export const englishTranslator: Translator = createTranslator("en", english);

/* -------------------------------------------- */
/*  Kaiser                                      */
/* -------------------------------------------- */

const skill = (bonus: number, advantage = 0, method: KaiserCheckSpec["method"] = "pool"): KaiserCheckSpec => ({
  kind: "skill",
  bonus,
  advantage,
  method,
});

const openRollCheck = judgeCheck(skill(0), [6, 6, 6, 3]);
const fumbledCheck = judgeCheck(skill(5), [1, 1]);

export const KAISER_CARDS = {
  /** 5 + 4 + 4 = 13 against 10: 3 DoS. */
  success: { formula: "2d6ko + 4", judged: judgeDifficulty(judgeCheck(skill(4), [5, 4]), 10) },
  /** 3 + 4 + 2 = 9 against 11: 2 DoF. */
  failure: { formula: "2d6ko + 2", judged: judgeDifficulty(judgeCheck(skill(2), [3, 4]), 11) },
  /** Double six opens an Open Roll: +6 keeps it going, +3 ends it; 21 against 12 is 9 DoS. */
  openRoll: { formula: "2d6ko", judged: judgeDifficulty(openRollCheck, 12) },
  /** Sixes all the way to the chain limit. */
  capped: {
    formula: "2d6ko",
    judged: judgeDifficulty(judgeCheck(skill(0), new Array<number>(2 + CHAIN_LIMIT).fill(6)), 12),
  },
  /** Double one against 8: a Fumble, whose 2d6 Fumble Level shows 4 and 5. */
  fumbleWithLevel: { formula: "2d6ko + 5", judged: judgeDifficulty(fumbledCheck, 8, [4, 5]) },
  /** The same Fumble where the world rolls the level from the card. */
  fumbleAwaitingLevel: { formula: "2d6ko + 5", judged: awaitingFumbleLevel(fumbledCheck, 8) },
  /** A Fumble in an opposed check: skill 5 less a 2d6 penalty of 3 + 4, never below 0. */
  fumbleOpposed: { formula: "2d6ko + 5", judged: opposedSide(fumbledCheck, [3, 4]) },
  /** A Fumble with no difficulty at all. */
  fumblePlain: { formula: "2d6ko + 5", judged: fumbledCheck },
  /** One side of an opposed check that did not fumble. */
  opposed: { formula: "2d6ko + 3", judged: opposedSide(judgeCheck(skill(3), [4, 5])) },
  /** An Open Roll with no difficulty. */
  openRollPlain: { formula: "2d6ko", judged: openRollCheck },
  /** Characteristic checks roll 1d6: 4 + 3 = 7 against 6. */
  characteristic: {
    formula: "1d6 + 3",
    judged: judgeDifficulty(judgeCheck({ kind: "characteristic", bonus: 3 }, [4]), 6),
  },
  /** A resistance check's double six is no Open Roll: 6 + 6 + 2 = 14 against 10. */
  resistance: { formula: "2d6 + 2", judged: judgeDifficulty(judgeCheck({ kind: "resistance", bonus: 2 }, [6, 6]), 10) },
  /** A2 by the pool: 4d6 show 5, 2, 6, 3; the 5 and the 6 are kept. */
  advantage: { formula: "4d6kh2ko + 1", judged: judgeDifficulty(judgeCheck(skill(1, 2), [5, 2, 6, 3]), 12) },
  /** The text's A2 and D3 make D1: 3d6 show 2, 5, 4 and the lowest two count. */
  disadvantage: { formula: "3d6kl2ko + 3", judged: judgeDifficulty(judgeCheck(skill(3, -1), [2, 5, 4]), 10) },
  /** A1 by sequential rerolls: 3 and 4, the 3 is rerolled into a 5. */
  sequential: { formula: "2d6ko + 2", judged: judgeDifficulty(judgeCheck(skill(2, 1, "sequential"), [3, 4, 5]), 10) },
} satisfies Record<string, KaiserCardInput>;

/* -------------------------------------------- */
/*  OGS                                         */
/* -------------------------------------------- */

/** The stat d8 and skill d10 of the text's attack against difficulty 8, with a plain d6 as the modifier die. */
const attack = (faces: number[]) => judgeActionCheck({ stat: 8, skill: 10, difficulty: 8 }, faces);

export const OGS_CARDS = {
  /** 3 + 2 + 3 = 8 against 8: a success with no stage. */
  success: { formula: "1d8 + 1d10 + 1d6", judged: attack([3, 2, 3]) },
  /** 2 + 3 + 1 = 6 against 8: 2 short. */
  failure: { formula: "1d8 + 1d10 + 1d6", judged: attack([2, 3, 1]) },
  oneStage: { formula: "1d8 + 1d10 + 1d6", judged: attack([4, 4, 3]) },
  twoStages: { formula: "1d8 + 1d10 + 1d6", judged: attack([4, 5, 3]) },
  threeStages: { formula: "1d8 + 1d10 + 1d6", judged: attack([5, 6, 3]) },
  /** The text's "Four Stage Critical Hit": 16 against 8. */
  fourStages: { formula: "1d8 + 1d10 + 1d6", judged: attack([8, 5, 3]) },
  /** A d12 modifier die increased one stage breaks into d8 + d6; a flat bonus of 1. */
  promoted: {
    formula: "1d8 + 1d6 + 1d12p1 + 1",
    judged: judgeActionCheck(
      { stat: 8, skill: 6, modifier: 12, increases: [{ stages: 1 }], flatBonus: 1, difficulty: 12 },
      [5, 4, 7, 2],
    ),
    dieIncreases: [{ written: "1d12p1", stages: 1 }],
  },
  /** A Fireball's 3d6 with a Die Increase of 2 rolls 3d10. */
  openRoll: {
    formula: "3d6p2",
    judged: judgeOpenRoll({ dice: [6, 6, 6], increase: 2 }, [7, 10, 2]),
    dieIncreases: [{ written: "3d6p2", stages: 2 }],
  },
} satisfies Record<string, OgsCardInput>;

/* -------------------------------------------- */
/*  Kingdoms and Rulers                         */
/* -------------------------------------------- */

export const KINGDOMS_CARDS = {
  /** DT 7: a 12 (+2), 8 and 9 (+1 each), a 3 (−1): Margin +3. */
  positive: { formula: "4d12kr7", judged: judgeBasicTest([12, 8, 9, 3], 7) },
  positiveStrict: { formula: "4d12kr7", judged: judgeBasicTest([12, 8, 9, 3], 7, { rule: "positive" }) },
  /** 8 (+1) and 3 (−1): Margin 0, a success only when 0 counts. */
  zero: { formula: "2d12kr7", judged: judgeBasicTest([8, 3], 7) },
  zeroStrict: { formula: "2d12kr7", judged: judgeBasicTest([8, 3], 7, { rule: "positive" }) },
  /** A 1 (−2), 9 (+1), 5 (−1): Margin −2. */
  negative: { formula: "3d12kr7", judged: judgeBasicTest([1, 9, 5], 7) },
  negativeStrict: { formula: "3d12kr7", judged: judgeBasicTest([1, 9, 5], 7, { rule: "positive" }) },
  /** Criticals on both sides: 12, 1, 12 at DT 6 is +2 − 2 + 2. */
  criticals: { formula: "3d12kr6", judged: judgeBasicTest([12, 1, 12], 6) },
  /** Four dice rolled of a pool of six. */
  fewerDice: { formula: "4d12kr7", judged: judgeBasicTest([10, 2, 8, 7], 7, { pool: 6 }) },
  /** A bare Margin (a round of an extended or opposed test). */
  marginOnly: { formula: "3d12kr5", judged: judgeMargin([6, 7, 2], 5) },
  /** DT 13, above 11: two 12s (+2 each), a 5 (−1) and a 1 (−2), Margin +1; the GM reads the two 12s. */
  beyondEleven: { formula: "4d12kr13", judged: judgeBasicTest([12, 5, 12, 1], 13) },
  /** DT 12 and no 12: Margin −2. */
  beyondElevenNoTwelve: { formula: "2d12kr12", judged: judgeBasicTest([11, 4], 12) },
  /** A bare Margin above DT 11 (a round of an extended or opposed test): one 12 and a 3, Margin +1. */
  beyondElevenMarginOnly: { formula: "2d12kr14", judged: judgeMargin([12, 3], 14) },
} satisfies Record<string, KingdomsCardInput>;

/* -------------------------------------------- */
/*  Kleptonomicon                               */
/* -------------------------------------------- */

const test = (options: TestOptions, faces: number[], coins: CoinSide[] = []) => judgeTest(options, { faces, coins });

export const MAGIC_MISSILE = "[..6] 1 Missile, [7..9] 2 Missiles, [10..] 3 Missiles";

export const KLEPTO_CARDS = {
  /** 4 + 1 = 5. */
  low: { formula: "1d10kc + 1", judged: test({ modifier: 1 }, [4]) },
  /** 6 + 2 = 8. */
  mixed: { formula: "1d10kc + 2", judged: test({ modifier: 2 }, [6]) },
  /** The text's Advantage example: 4 and 8, the 8 kept, + 2 = 10. */
  high: { formula: "2d10kckh + 2", judged: test({ modifier: 2, advantages: 1 }, [4, 8]) },
  /** The text's Magic Missile: a Score of 8 gets 2 Missiles. */
  customRanges: { formula: "1d10kc + 1", judged: test({ modifier: 1 }, [7]), ranges: parseRanges(MAGIC_MISSILE) },
  /** A 10 and the coin on heads, whatever the −3 Modifier. */
  critSuccess: {
    formula: "1d10kc - 3",
    judged: test({ modifier: -3 }, [10], ["heads"]),
    ranges: parseRanges(`${MAGIC_MISSILE}, [10!] the spell echoes`),
  },
  /** A 10 and the coin on tails. */
  critFailure: { formula: "1d10kc + 4", judged: test({ modifier: 4 }, [10], ["tails"]) },
  /** The text's crit example with Advantage: 4 and a 10 whose coin is tails; the 4 is kept, + 1 = 5. */
  advantageCrit: { formula: "2d10kckh + 1", judged: test({ modifier: 1, advantages: 1 }, [4, 10], ["tails"]) },
  /** The same dice with Disadvantage: the Critical Failure is kept. */
  disadvantageCrit: { formula: "2d10kckl + 1", judged: test({ modifier: 1, disadvantages: 1 }, [4, 10], ["tails"]) },
  /** Five Advantages and one Disadvantage: capped at three, 1, 4, 8, 2, the 8 kept. */
  cappedAdvantage: {
    formula: "4d10kckh + 2",
    judged: test({ modifier: 2, advantages: 5, disadvantages: 1 }, [1, 4, 8, 2]),
  },
  /** One Advantage and one Disadvantage cancel: one d10. */
  cancelled: { formula: "1d10kc", judged: test({ advantages: 1, disadvantages: 1 }, [7]) },
  /** The d10ish die's top face is a Critical Success with no coin. */
  d10ish: { formula: "1di + 1", judged: test({ modifier: 1, method: "d10ish" }, [20]) },
  /** Ranges bounded at both ends: a Score of 12 falls in none. */
  noEffect: {
    formula: "1d10kc + 3",
    judged: test({ modifier: 3 }, [9]),
    ranges: parseRanges("[1..6] Miss, [7..9] Hit"),
  },
  /** A range whose effect text is markup a user typed. */
  hostileEffect: { formula: "1d10kc", judged: test({}, [5]), ranges: parseRanges(`[..6] ${HOSTILE_TEXT}, [7..] Safe`) },
  /** A Contest side that won, with a [Win] entry. */
  contestWin: {
    formula: "1d10kc + 2",
    judged: test({ modifier: 2 }, [7]),
    ranges: parseRanges(`${MAGIC_MISSILE}, [Win] the foe is knocked down`),
    contest: "win",
  },
} satisfies Record<string, KleptoCardInput>;

/* -------------------------------------------- */
/*  Dungeons of Olde                            */
/* -------------------------------------------- */

export const OLDE_CARDS = {
  /** The text's 2d4+1: 2, and a 4 that explodes twice (4, 4, 3): 13, then + 1 = 14. */
  unlimited: {
    formula: "2d4x + 1",
    judged: judgeOlde({ count: 2, faces: 4, adjustment: 1, unlimited: true }, [[2], [4, 4, 3]]),
  },
  /** The text's 1d8: 8, 8, 3 = 19. */
  singleChain: { formula: "1d8x", judged: judgeOlde({ count: 1, faces: 8, unlimited: true }, [[8, 8, 3]]) },
  /** The text's 3d6 unlimited: 2, 3 and a 6 that explodes into a 4: 15. */
  oneExplosion: { formula: "3d6x", judged: judgeOlde({ count: 3, faces: 6, unlimited: true }, [[2], [3], [6, 4]]) },
  /** The text's 2d6−1, limited: 3 and 5, then − 1 = 7. A 6 would not explode. */
  limited: {
    formula: "2d6 - 1",
    judged: judgeOlde({ count: 2, faces: 6, adjustment: -1, unlimited: false }, [[3], [5]]),
  },
  /** Thudd's Finesse 2d4 against 11: he needs an explosion, and gets one. */
  targetReached: {
    formula: "2d4x",
    judged: judgeOlde({ count: 2, faces: 4, unlimited: true }, [
      [4, 3],
      [4, 1],
    ]),
    target: 11,
  },
  /** Flash's 2d10 against 12: 4 and 5, 3 short. */
  targetMissed: {
    formula: "2d10x",
    judged: judgeOlde({ count: 2, faces: 10, unlimited: true }, [[4], [5]]),
    target: 12,
  },
  /** A d4 that shows 4 on every throw until the chain limit stops it. */
  capped: {
    formula: "1d4x",
    judged: judgeOlde({ count: 1, faces: 4, unlimited: true }, [new Array<number>(CHAIN_LIMIT + 1).fill(4)]),
  },
} satisfies Record<string, OldeCardInput>;

/* -------------------------------------------- */
/*  Every card                                  */
/* -------------------------------------------- */

export interface CardFixture {
  /** `<rule set>.<case>`, e.g. `kaiser.openRoll`. */
  readonly id: string;
  readonly ruleSet: CardRuleSet;
  /** Builds the card; `flavor` replaces the fixture's flavor (the template test passes hostile text). */
  view(i18n: Translator, flavor?: string): CardView;
  /** Builds the card's head alone, as a message out of view draws it (the rule set's `…CardHead`). */
  head(i18n: Translator, flavor?: string): CardHead;
}

function fixtures<I extends { flavor?: string | null }>(
  ruleSet: CardRuleSet,
  inputs: Record<string, I>,
  model: (input: I, i18n: Translator) => CardView,
  headModel: (input: I, i18n: Translator) => CardHead,
): CardFixture[] {
  return Object.entries(inputs).map(([name, input]) => ({
    id: `${ruleSet}.${name}`,
    ruleSet,
    view: (i18n, flavor) => model(flavor === undefined ? input : { ...input, flavor }, i18n),
    head: (i18n, flavor) => headModel(flavor === undefined ? input : { ...input, flavor }, i18n),
  }));
}

export const CARD_FIXTURES: readonly CardFixture[] = [
  ...fixtures<KaiserCardInput>("kaiser", KAISER_CARDS, kaiserCardModel, kaiserCardHead),
  ...fixtures<OgsCardInput>("ogs", OGS_CARDS, ogsCardModel, ogsCardHead),
  ...fixtures<KingdomsCardInput>("kingdoms", KINGDOMS_CARDS, kingdomsCardModel, kingdomsCardHead),
  ...fixtures<KleptoCardInput>("klepto", KLEPTO_CARDS, kleptoCardModel, kleptoCardHead),
  ...fixtures<OldeCardInput>("olde", OLDE_CARDS, oldeCardModel, oldeCardHead),
];
