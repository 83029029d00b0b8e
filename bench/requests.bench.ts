/**
 * `npm run bench` (roll requests): the group's exact chance of a 20-row request for each question, given the rows
 * rolled so far, as the card works it out on every change (target: 2 ms for every question together); and the card's
 * view model for 20 rows, some rolled (judged), one skipped, the rest with their chances (target: 5 ms).
 */
import { performance } from "node:perf_hooks";
import "./rule-sets.mjs";
import { groupChance, type QuestionRow } from "../src/card-kinds/request/core/group-question";
import { GROUP_QUESTIONS } from "../src/core/group-question-words";
import { reportTimedRows } from "./relative-targets";
import { english } from "./english";
import { judgeCheck } from "../src/rule-sets/kaiser/core/mechanics/check";
import { recordRequestRoll, skipRow, startRequest } from "../src/card-kinds/request/core/request-state";
import { judgeRow } from "../src/card-kinds/request/core/row-judgment";
import { requestCardModel, type RequestRowFacts } from "../src/card-kinds/request/ui/request-card-model";
import { createTranslator } from "../src/ui/translator";
import { BENCH_SETTINGS } from "./bench-settings";

/** Twenty rows: some rolled, one skipped, the rest with their chances (varied each run, so nothing is reused). */
function rowsFor(run: number): QuestionRow[] {
  return Array.from({ length: 20 }, (_, index): QuestionRow => {
    if (index === 7) return { state: "skipped" };
    if (index < run % 6) return { state: "rolled", passed: (index + run) % 3 !== 0 };
    return { state: "pending", chance: ((index * 37 + run * 11) % 97) / 97 };
  });
}

const times: number[] = [];
let sink = 0;
for (let run = 0; run < 2050; run++) {
  const rows = rowsFor(run);
  const started = performance.now();
  for (const question of GROUP_QUESTIONS) sink += groupChance(question, rows) ?? 0;
  if (run >= 50) times.push(performance.now() - started);
}
if (Number.isNaN(sink)) throw new Error("a group chance went wrong");
times.sort((a, b) => a - b);

/** A 20-row Kaiser request with six rows rolled, one skipped; each run's rows have other numbers. */
const i18n = createTranslator("en", english);
function cardFor(run: number) {
  let state = startRequest({
    ruleSet: "kaiser",
    spec: { kind: "resistance", difficulty: 11 },
    question: (["everyone", "atLeastOne", "most"] as const)[run % 3],
    rows: Array.from({ length: 20 }, (_, index) => ({
      id: `r${index}`,
      actorUuid: null,
      name: `Row ${index}`,
      spec: { bonus: (index + run) % 9 },
    })),
  });
  const facts: Record<string, RequestRowFacts> = {};
  for (let index = 0; index < 20; index++) {
    const id = `r${index}`;
    if (index === 7) state = skipRow(state, id);
    const rolled = index < 6;
    if (rolled) state = recordRequestRoll(state, id, `m${index}`);
    const check = judgeCheck({ kind: "resistance", bonus: (index + run) % 9 }, [
      1 + ((index + run) % 6),
      1 + ((index * 5 + run) % 6),
    ]);
    facts[id] = {
      judgment: rolled
        ? judgeRow(
            "kaiser",
            { check, penaltyFaces: [] },
            { kind: "resistance", difficulty: 11 },
            { kingdomsBasicRule: "zeroOrMore" },
          )
        : null,
      chance: rolled ? null : ((index * 13 + run) % 89) / 89,
      mayView: index % 4 !== 3,
      mayRoll: true,
      owns: index % 2 === 0,
      seesNumbers: index % 3 !== 2,
    };
  }
  return { state, facts };
}
const cardTimes: number[] = [];
for (let run = 0; run < 1050; run++) {
  const { state, facts } = cardFor(run);
  const started = performance.now();
  sink += requestCardModel({ state, facts, viewerIsGM: run % 2 === 0, settings: BENCH_SETTINGS }, i18n).rows.length;
  if (run >= 50) cardTimes.push(performance.now() - started);
}
cardTimes.sort((a, b) => a - b);
reportTimedRows("roll requests", [
  {
    name: "A 20-row request's group chance, every question, given the rows rolled so far",
    median: times[times.length >> 1]!,
    p95: times[Math.floor(times.length * 0.95)]!,
    targetMs: 2,
  },
  {
    name: "A 20-row request card's view model (6 rolled, 1 skipped, chances)",
    median: cardTimes[cardTimes.length >> 1]!,
    p95: cardTimes[Math.floor(cardTimes.length * 0.95)]!,
    targetMs: 5,
  },
]);
