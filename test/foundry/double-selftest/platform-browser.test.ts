// @vitest-environment happy-dom
/**
 * The double's browser platform (platform-browser.ts), which the table page builds in place of Node's: which client
 * runs, carried from the moment code is handed over to the moment it is called — AsyncLocalStorage's semantics —
 * across promise continuations, timers, observers and DOM events; an event inside a client's pane runs as that
 * client; and the limit, a native `await`, which the page's build lowers away.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createClientContext, restoreNativeCallbacks, setEventScope } from "../../../foundry-double/platform-browser";

const context = createClientContext<string>();
const current = (): string | undefined => context.getStore();

afterAll(() => {
  setEventScope((_event, dispatch) => dispatch());
  restoreNativeCallbacks();
});

/** A promise settled from outside, and one that resolves once every continuation queued before it ran. */
function deferred(): { promise: Promise<unknown>; resolve: (value?: unknown) => void } {
  let resolve!: (value?: unknown) => void;
  const promise = new Promise((r) => (resolve = r));
  return { promise, resolve };
}

const turn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** An async function as the page's build lowers it (esbuild's shape): a generator driven by `.then`. */
function lowered<T>(body: () => Generator<unknown, T, unknown>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const generator = body();
    const step = (result: IteratorResult<unknown, T>): void => {
      if (result.done) return resolve(result.value);
      Promise.resolve(result.value).then(
        (value) => {
          try {
            step(generator.next(value));
          } catch (error) {
            reject(error);
          }
        },
        (error: unknown) => {
          try {
            step(generator.throw(error));
          } catch (thrown) {
            reject(thrown);
          }
        },
      );
    };
    try {
      step(generator.next());
    } catch (error) {
      reject(error);
    }
  });
}

describe("the browser's client context", () => {
  it("is the run's client for its synchronous extent; a nested run gives the outer client back", () => {
    const seen: (string | undefined)[] = [];
    context.run("ann", () => {
      seen.push(current());
      context.run("gm", () => seen.push(current()));
      seen.push(current());
    });
    seen.push(current());
    expect(seen).toEqual(["ann", "gm", "ann", undefined]);
  });

  it("runs a continuation on the client that registered it, whichever client settles the promise", async () => {
    const { promise, resolve } = deferred();
    const seen: string[] = [];
    const note = (label: string) => () => void seen.push(`${label}: ${current()}`);
    context.run("ann", () => void promise.then(note("then")).then(note("then, then")).finally(note("finally")));
    context.run("gm", () => void Promise.all([promise]).then(note("all")));
    context.run("gm", () => resolve());
    await turn();
    expect(seen.sort()).toEqual(["all: gm", "finally: ann", "then, then: ann", "then: ann"]);
  });

  it("carries a lowered async function across every await, while another client's work runs in between", async () => {
    const gate = deferred();
    const seen: (string | undefined)[] = [];
    const done = context.run("ann", () =>
      lowered(function* () {
        seen.push(current());
        yield gate.promise;
        seen.push(current());
        yield context.run("gm", () => Promise.resolve().then(() => seen.push(`inside: ${current()}`)));
        seen.push(current());
      }),
    );
    context.run("gm", () => gate.resolve());
    await done;
    expect(seen).toEqual(["ann", "ann", "inside: gm", "ann"]);
  });

  it("loses the client after a native await (why the page lowers async functions)", async () => {
    const seen: (string | undefined)[] = [];
    await context.run("ann", async () => {
      seen.push(current());
      await Promise.resolve();
      seen.push(current());
    });
    expect(seen).toEqual(["ann", undefined]);
  });

  it("calls timers and observers on the client that set them up", async () => {
    const seen: string[] = [];
    context.run("ann", () => void setTimeout(() => seen.push(`timer: ${current()}`), 0));
    const target = document.createElement("div");
    document.body.append(target);
    const observer = context.run("gm", () => new MutationObserver(() => seen.push(`observer: ${current()}`)));
    observer.observe(target, { childList: true });
    context.run("ann", () => target.append(document.createElement("span")));
    await turn();
    await turn();
    observer.disconnect();
    target.remove();
    expect(seen.sort()).toEqual(["observer: gm", "timer: ann"]);
  });

  it("runs an event listener on the client that added it, or on the client whose pane the event happened in", () => {
    const pane = document.createElement("section");
    pane.dataset.client = "ann";
    const button = document.createElement("button");
    pane.append(button);
    document.body.append(pane);
    const seen: (string | undefined)[] = [];
    const listener = () => seen.push(current());
    // An event of its own, not bubbling: the document may hold other tests' listeners.
    const probe = () => button.dispatchEvent(new Event("probe"));
    context.run("gm", () => button.addEventListener("probe", listener));
    probe();
    setEventScope((event, dispatch) => {
      const client = (event.target as Element).closest<HTMLElement>("[data-client]")?.dataset.client;
      return client ? context.run(client, dispatch) : dispatch();
    });
    probe();
    button.removeEventListener("probe", listener);
    probe();
    setEventScope((_event, dispatch) => dispatch());
    pane.remove();
    expect(seen).toEqual(["gm", "ann"]);
  });
});
