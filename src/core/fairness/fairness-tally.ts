import type { DieModel } from "../die-model";
import { compareDice } from "./die-models";
import type { FairnessCounts, FairnessGroup, FairnessReport, ResultSource } from "./fairness-report";
import { testFit } from "./fit-tests";
import { countsInReport, type MessageAudience, type ReportViewer } from "./report-privacy";
import { emptyExtractionTally, inlineRollsOf, RollResultReader, type ExtractionOptions } from "./roll-results";

/**
 * The fairness report's accumulator: `add` a chunk of chat messages at a time, `result` whenever a report is
 * wanted. It keeps counts only — per user, die and source one count per face — never the messages or the
 * results, so its memory stays flat however long the chat log (a few kilobytes per user). Chunked, the Foundry
 * side can read 50,000 messages between animation frames with a progress bar and stop when cancelled; one call
 * with every message gives the same report (test/core/fairness/fairness-tally.test.ts). `runFairnessReport`
 * (fairness-run.ts) is that loop.
 *
 * @example
 *   const tally = new FairnessTally({ viewer: { id: game.user.id, isGM: game.user.isGM } });
 *   for (let i = 0; i < sources.length; i += 1000) tally.add(sources.slice(i, i + 1000)); // yield between chunks
 *   const report = tally.result();
 */

/** What the tally reads of a chat message: `ChatMessage#_source` fits as it is. */
export interface FairnessMessage extends MessageAudience {
  /** The author's user id. */
  readonly author?: string | null;
  /** The saved rolls: `Roll#toJSON()` as JSON strings (as `_source.rolls` holds them) or as objects. */
  readonly rolls?: readonly unknown[] | null;
  /** The message's HTML text, for its inline rolls. */
  readonly content?: string | null;
  readonly flags?: Readonly<Record<string, unknown>> | null;
}

export interface FairnessOptions extends ExtractionOptions {
  /** Whose report it is: private and blind messages count only in a Gamemaster's (report-privacy.ts). */
  readonly viewer: ReportViewer;
  /** Read the inline rolls in messages' text too (default true). */
  readonly inlineRolls?: boolean;
}

/** The flag scope Indie Dice writes its messages' flags under (module.json's id, src/foundry/module-id.ts). */
const OUR_FLAG_SCOPE = "indie-dice";

/** One user's counts: per die, one count per face for each source. */
type UserCounts = Map<DieModel, Record<ResultSource, number[] | null>>;

export class FairnessTally {
  constructor(options: FairnessOptions) {
    this.#viewer = options.viewer;
    this.#inlineRolls = options.inlineRolls ?? true;
    this.#reader = new RollResultReader(options);
  }

  readonly #viewer: ReportViewer;
  readonly #inlineRolls: boolean;
  readonly #reader: RollResultReader;
  readonly #users = new Map<string, UserCounts>();
  readonly #counts: FairnessCounts = { messages: 0, hiddenMessages: 0, ...emptyExtractionTally() };
  /** The counts of the message being read (set per message, so the visitor below needs no closure). */
  #current: UserCounts | null = null;

  /** What has been read so far (for a progress line). */
  get counts(): Readonly<FairnessCounts> {
    return { ...this.#counts };
  }

  /** Reads a chunk of messages (any iterable: an array slice, a generator). Returns the tally for chaining. */
  add(messages: Iterable<FairnessMessage>): this {
    for (const message of messages) this.#addMessage(message);
    return this;
  }

  #addMessage(message: FairnessMessage): void {
    this.#counts.messages++;
    if (!countsInReport(message, this.#viewer)) {
      this.#counts.hiddenMessages++;
      return;
    }
    const rolls = Array.isArray(message.rolls) ? message.rolls : [];
    const inline = this.#inlineRolls ? inlineRollsOf(message.content) : [];
    if (rolls.length === 0 && inline.length === 0) return;
    const ours =
      typeof message.flags === "object" && message.flags !== null && message.flags[OUR_FLAG_SCOPE] !== undefined;
    this.#current = this.#userCounts(typeof message.author === "string" ? message.author : "");
    for (const roll of rolls) this.#reader.read(roll, ours, this.#visit, this.#counts);
    for (const roll of inline) this.#reader.read(roll, ours, this.#visit, this.#counts);
    this.#current = null;
  }

  #userCounts(userId: string): UserCounts {
    let counts = this.#users.get(userId);
    if (!counts) {
      counts = new Map();
      this.#users.set(userId, counts);
    }
    return counts;
  }

  readonly #visit = (die: DieModel, faceIndex: number, entered: boolean): void => {
    const byDie = this.#current!;
    let sources = byDie.get(die);
    if (!sources) {
      sources = { digital: null, entered: null };
      byDie.set(die, sources);
    }
    const source: ResultSource = entered ? "entered" : "digital";
    const counts = (sources[source] ??= new Array<number>(die.values.length).fill(0));
    counts[faceIndex]! += 1;
  };

  /** The report of everything read so far: each group's counts and its test. The tally can go on reading after. */
  result(): FairnessReport {
    const perUser: FairnessGroup[] = [];
    const together = new Map<string, { die: DieModel; source: ResultSource; counts: number[]; users: number }>();
    for (const userId of [...this.#users.keys()].sort()) {
      for (const [die, sources] of this.#users.get(userId)!) {
        for (const source of ["digital", "entered"] as const) {
          const counts = sources[source];
          if (!counts) continue;
          perUser.push(group(userId, die, source, counts));
          const key = `${die.id}:${source}`;
          const sum = together.get(key) ?? { die, source, counts: new Array<number>(counts.length).fill(0), users: 0 };
          counts.forEach((count, i) => (sum.counts[i]! += count));
          sum.users++;
          together.set(key, sum);
        }
      }
    }
    const everyone = [...together.values()]
      .filter((sum) => sum.users > 1)
      .map((sum) => group(null, sum.die, sum.source, sum.counts));
    return { groups: [...everyone, ...perUser].sort(groupOrder), counts: this.counts };
  }
}

function group(userId: string | null, die: DieModel, source: ResultSource, counts: readonly number[]): FairnessGroup {
  const n = counts.reduce((sum, count) => sum + count, 0);
  return {
    userId,
    die: die.id,
    source,
    n,
    faces: die.values.map((value, i) => ({
      value,
      observed: counts[i]!,
      expected: n * die.probabilities[i]!,
      probability: die.probabilities[i]!,
    })),
    test: testFit(counts, die.probabilities),
  };
}

function groupOrder(a: FairnessGroup, b: FairnessGroup): number {
  if (a.userId !== b.userId) {
    if (a.userId === null) return -1;
    if (b.userId === null) return 1;
    return a.userId < b.userId ? -1 : 1;
  }
  return compareDice(a.die, b.die) || (a.source === b.source ? 0 : a.source === "digital" ? -1 : 1);
}
