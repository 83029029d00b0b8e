/**
 * A one-at-a-time queue, as foundry.utils.Semaphore(1) (common/utils/semaphore.mjs) is used by ApplicationV2:
 * render and close operations of one application run in the order requested, each after the previous settled.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  add<A extends unknown[], T>(fn: (...args: A) => Promise<T>, ...args: A): Promise<T> {
    const run = this.#tail.then(() => fn(...args));
    this.#tail = run.catch(() => undefined);
    return run;
  }
}
