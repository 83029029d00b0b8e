/**
 * The GM's client writes every card (contests, group tests, extended tests) one write after another: each runs
 * once every earlier one has finished, whatever became of it, so two requests arriving together both land and
 * neither works from a state the other is about to replace.
 */
export class WriteQueue {
  #chain: Promise<unknown> = Promise.resolve();

  /** Runs a write after every earlier one has finished. */
  serialise<T>(write: () => Promise<T>): Promise<T> {
    const next = this.#chain.then(write, write);
    this.#chain = next.catch(() => undefined);
    return next;
  }
}
