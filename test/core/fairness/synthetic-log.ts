/**
 * A chat log made from seeded dice: messages as `ChatMessage#_source` holds them (author, whisper, blind, rolls as
 * JSON strings, content, flags), with the roll JSON our Roll classes save (roll-json.ts). Four users roll every rule
 * set, plain d20s and damage dice, now and then an inline roll, a tie-break or a private or blind roll — the mix of
 * a long campaign's log. Shared by the tally's tests and bench/fairness.bench.ts.
 */
import type { FairnessMessage } from "../../../src/core/fairness/fairness-tally";
import { rollCheck } from "../../../src/rule-sets/kaiser/core/mechanics/check";
import { type KaiserCheckSpec } from "../../../src/rule-sets/kaiser/core/mechanics/types";
import { rollFaces } from "../../../src/rule-sets/kingdoms/core/mechanics/margin";
import { rollTest, type TestOptions } from "../../../src/rule-sets/klepto/core/mechanics/roll-test";
import { rollOlde } from "../../../src/rule-sets/olde/core/mechanics/roll";
import { type OldeRollSpec } from "../../../src/rule-sets/olde/core/mechanics/rules";
import { seededSource, seededUniform } from "../../../src/core/random";
import {
  kaiserRollJson,
  kingdomsRollJson,
  kleptoRollJson,
  oldeRollJson,
  plainRollJson,
  rollJson,
  dieTerm,
  plainResults,
} from "./roll-json";
import { must } from "../../kit";

export const LOG_USERS = ["gmUser0000000000", "playerAnn0000000", "playerBob0000000", "playerCleo000000"] as const;
const GM = LOG_USERS[0];

const KAISER: KaiserCheckSpec[] = [
  { kind: "skill", bonus: 4, advantage: 2 },
  { kind: "skill", bonus: 6 },
  { kind: "skill", bonus: 3, advantage: -1, method: "sequential" },
  { kind: "resistance", bonus: 2, advantage: 1 },
  { kind: "characteristic", bonus: 5 },
];
const KLEPTO: TestOptions[] = [
  { modifier: 2 },
  { modifier: 1, advantages: 2 },
  { modifier: 0, disadvantages: 1 },
  { modifier: 3, method: "d10ish" },
];
const OLDE: OldeRollSpec[] = [
  { count: 2, faces: 4, adjustment: 1, unlimited: true },
  { count: 1, faces: 20, adjustment: 0, unlimited: false },
  { count: 3, faces: 6, adjustment: -1, unlimited: true },
];

/** `count` messages from a seed; the same seed gives the same log. */
export function syntheticMessages(count: number, seed = 20261124): FairnessMessage[] {
  const source = seededSource(seed);
  const uniform = seededUniform(seed ^ 0x5bd1e995);
  const pick = <T>(list: readonly T[]): T => must(list[Math.floor(uniform() * list.length)]);
  const dice = (n: number, faces: number) => Array.from({ length: n }, () => source.die(faces));
  const messages: FairnessMessage[] = [];
  for (let i = 0; i < count; i++) {
    const author = pick(LOG_USERS);
    const kind = Math.floor(uniform() * 10);
    let rolls: string[];
    let content = "";
    let flags: Record<string, unknown> = {};
    switch (kind) {
      case 0:
        rolls = [kaiserRollJson(rollCheck(source, pick(KAISER)))];
        break;
      case 1:
        rolls = [kingdomsRollJson(rollFaces(source, 2 + (i % 7)), 7)];
        break;
      case 2:
        rolls = [kleptoRollJson(rollTest(source, pick(KLEPTO)))];
        break;
      case 3:
        rolls = [oldeRollJson(rollOlde(pick(OLDE), source))];
        break;
      case 4: {
        // An OGS Action Check: stat, skill and modifier dice.
        rolls = [
          rollJson(
            "OgsRoll",
            "1d8 + 1d10 + 1d6",
            [
              dieTerm(8, plainResults(dice(1, 8))),
              dieTerm(10, plainResults(dice(1, 10))),
              dieTerm(6, plainResults(dice(1, 6))),
            ],
            { stat: 8, skill: 10, modifier: null, difficulty: 12 },
          ),
        ];
        break;
      }
      case 5:
      case 6:
        rolls = [plainRollJson([{ faces: 20, results: dice(1, 20) }], 5)];
        break;
      case 7:
        rolls = [
          plainRollJson(
            [
              { faces: 8, results: dice(2, 8) },
              { faces: 6, results: dice(1, 6) },
            ],
            3,
          ),
        ];
        break;
      case 8:
        // A message with an inline roll in its text, and no rolls of its own.
        rolls = [];
        content =
          `<p>Attack: <a class="inline-roll inline-result" data-tooltip-text="1d20 + 7" ` +
          `data-roll="${escape(plainRollJson([{ faces: 20, results: dice(1, 20) }], 7))}"><i ` +
          `class="fas fa-dice-d20"></i>roll</a></p>`;
        break;
      default:
        // A tie-break: a d12 roll-off round, or a coin, flagged as Indie Dice's.
        rolls =
          uniform() < 0.5
            ? [plainRollJson([{ faces: 12, results: dice(1, 12) }])]
            : [rollJson("Roll", "1dc", [{ ...dieTerm(2, plainResults([source.die(2) - 1])), class: "Coin" }])];
        flags = { "indie-dice": { tieBreakDie: { cardId: "card", kind: "ogsRollOff" } } };
    }
    const mode = uniform();
    const whisper = mode < 0.8 ? [] : mode < 0.9 ? [GM] : mode < 0.95 ? [author] : [GM];
    messages.push({
      _id: `message${i}`,
      author,
      whisper,
      blind: mode >= 0.95,
      rolls,
      content,
      flags,
      type: "base",
    } as FairnessMessage);
  }
  return messages;
}
