/**
 * The web calculator's K&R extended-test chance, kept off the page's thread: a question answered before comes
 * from a memo at once; a new one goes to a worker (extended-odds-worker.ts) and its answer is handed on only if
 * no newer question was asked meanwhile, so a stale figure never shows for a changed question. Where no worker
 * can start, the chance is worked out at once, as before.
 */
import type { ExtendedTestEntry } from "../src/rule-sets/calculator";
import type { ExtendedEntryInput as ExtendedOddsInput } from "../src/rule-sets/calculator-worker";
import type { ExtendedOddsAnswer, ExtendedOddsAsk } from "./extended-odds-worker";

/** What the client needs of a Worker. */
export interface OddsWorker {
  postMessage(ask: ExtendedOddsAsk): void;
  addEventListener(type: "message", listener: (event: { readonly data: ExtendedOddsAnswer }) => void): void;
}

/** Questions remembered: a player typing a number goes back and forth over a few. */
const REMEMBERED = 64;

export class ExtendedOddsClient {
  constructor(
    startWorker: () => OddsWorker | null,
    private readonly compute: (question: ExtendedOddsInput) => number,
  ) {
    try {
      this.#worker = startWorker();
    } catch {
      this.#worker = null;
    }
    this.#worker?.addEventListener("message", ({ data }) => this.#onAnswer(data));
  }

  readonly #worker: OddsWorker | null;
  readonly #memo = new Map<string, number>();
  readonly #asked = new Map<number, { key: string; onAnswer: (reach: number | null) => void }>();
  #latest = 0;

  /**
   * The chance of reaching the target, now when it is known (or when no worker runs); otherwise undefined, and
   * `onAnswer` is called with it once the worker answers — unless another question was asked since.
   */
  ask(question: ExtendedOddsInput, onAnswer: (reach: number | null) => void): number | undefined {
    const key = keyOf(question);
    const known = this.#memo.get(key);
    if (known !== undefined) return known;
    if (!this.#worker) return this.#remember(key, this.compute(question));
    const id = ++this.#latest;
    this.#asked.set(id, { key, onAnswer });
    this.#worker.postMessage({ id, question });
    return undefined;
  }

  #onAnswer({ id, reach }: ExtendedOddsAnswer): void {
    const asked = this.#asked.get(id);
    this.#asked.delete(id);
    if (!asked) return;
    if (reach !== null) this.#remember(asked.key, reach);
    if (id === this.#latest) asked.onAnswer(reach);
  }

  #remember(key: string, reach: number): number {
    if (this.#memo.size >= REMEMBERED) this.#memo.delete(this.#memo.keys().next().value!);
    this.#memo.set(key, reach);
    return reach;
  }
}

/** The question an extended test asks before its first roll: its whole pool, margin 0, every round still to come. */
export function startingOddsInput(
  state: Pick<ExtendedTestEntry["state"], "startingPool" | "dt" | "replenish" | "targetMargin" | "maxRounds">,
): ExtendedOddsInput {
  return {
    pool: state.startingPool,
    dt: state.dt,
    replenish: state.replenish,
    margin: 0,
    targetMargin: state.targetMargin,
    roundsLeft: state.maxRounds,
  };
}

function keyOf(q: ExtendedOddsInput): string {
  return [q.pool, q.dt, q.replenish, q.margin, q.targetMargin, q.roundsLeft].join(":");
}
