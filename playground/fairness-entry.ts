/**
 * The dice fairness report in the playground: every die the playground's random source drew, kept per roll with
 * its speaker and mode, read by the same core tally (src/core/fairness) and drawn by the same view model and
 * template as the GM's report in Foundry. Each kept roll is written as Foundry saves a roll (a `Die` term per
 * draw), because that is what the tally reads; the playground has no coins or d10ish dice of its own — it draws
 * a d2 for a coin and a d20 for the d10ish die — so the report tests the dice by the sizes actually drawn.
 */
import { fairnessCsv, runFairnessReport, type FairnessMessage, type FairnessReport } from "../src/core/fairness";
import type { RandomSource } from "../src/core/random";
import type { RollMode } from "./dialog-window";

/** The playground's reader: it sees every roll of its own table, as a GM does. */
const VIEWER = { id: "playground", isGM: true } as const;

interface Draw {
  readonly faces: number;
  readonly value: number;
}

/** One source's draws, and who rolled them in which mode (known once the roll is posted). */
interface KeptRoll {
  readonly draws: Draw[];
  speaker: string;
  mode: RollMode;
}

export class DrawLog {
  readonly #rolls = new Map<RandomSource, KeptRoll>();

  /** A source that keeps every die it draws; they count as `speaker`'s public roll until `claim` says otherwise. */
  recording(source: RandomSource, speaker: string): RandomSource {
    const kept: KeptRoll = { draws: [], speaker, mode: "publicroll" };
    const recording: RandomSource = {
      die(faces) {
        const value = source.die(faces);
        kept.draws.push({ faces, value });
        return value;
      },
    };
    this.#rolls.set(recording, kept);
    return recording;
  }

  /** The roll drawn from `source` was posted by `speaker` in `mode`. */
  claim(source: RandomSource, speaker: string, mode: RollMode): void {
    const kept = this.#rolls.get(source);
    if (!kept) return;
    kept.speaker = speaker;
    kept.mode = mode;
  }

  clear(): void {
    this.#rolls.clear();
  }

  /** The report of every roll kept so far (the chat log's, cleared with it). */
  async report(): Promise<FairnessReport> {
    const messages = [...this.#rolls.values()].filter((kept) => kept.draws.length > 0).map(savedMessage);
    const report = await runFairnessReport(messages, { viewer: VIEWER, interactiveMethods: [] });
    // Only a signal stops the run, and none is passed.
    if (!report) throw new Error("The fairness report stopped without being asked to");
    return report;
  }
}

/** The report as CSV; the playground's "users" are its speakers' names. */
export function playgroundCsv(report: FairnessReport, everyone: string): string {
  return fairnessCsv(report, { user: (id) => id, everyone });
}

/**
 * A roll message as the tally reads Foundry's (`ChatMessage#_source`): the speaker as its author, a blind or
 * whispered mode as its audience, and the draws as dice terms.
 */
function savedMessage({ speaker, mode, draws }: KeptRoll): FairnessMessage {
  const terms = draws.map((draw) => ({ class: "Die", faces: draw.faces, results: [{ result: draw.value, active: true }] }));
  const roll = { class: "Roll", evaluated: true, terms };
  return {
    author: speaker,
    blind: mode === "blindroll",
    whisper: mode === "gmroll" || mode === "selfroll" || mode === "blindroll" ? [VIEWER.id] : [],
    rolls: [roll],
    flags: { "indie-dice": { playground: true } },
  };
}
