/**
 * The browser's IntersectionObserver, for happy-dom: happy-dom lays nothing out, and its own observer never
 * reports. As in a browser, each target is reported once soon after it is observed (at the next rendering update,
 * as a task: here the next turn of the event loop), and again whenever its state changes and the page is looked
 * at again (`recheckViewport`, a turn later). Every client of the double has its own browser: a target is
 * reported on the client that observed it. With no layout, what is in view is a rule: by default every element in
 * the page (a very tall window); a test or bench may set its own (`setViewport`). An element not in the page is
 * never in view. Uninstalling the double is leaving the page: nothing observed is reported again.
 *
 * In a browser (platform-browser.ts) the page's own observer is kept: there is layout there, and that platform
 * reports each observer's entries on the client that created it.
 */
import { bindToCurrentClient, nextTurn, NATIVE_INTERSECTION_OBSERVER } from "./platform";

type InView = (element: Element) => boolean;

const EVERYTHING: InView = () => true;
let inView: InView = EVERYTHING;
const observers = new Set<IntersectionObserverDouble>();

/** Sets what counts as in view (reset with `setViewport()`); observers look again. */
export function setViewport(rule: InView = EVERYTHING): void {
  inView = rule;
  recheckViewport();
}

/** Every observer looks at its targets again (after a scroll, say), a turn later, and reports the ones that changed. */
export function recheckViewport(): void {
  nextTurn(() => {
    for (const observer of observers) observer.recheck();
  });
}

interface Watched {
  /** The last reported state (undefined: not reported yet). */
  reported: boolean | undefined;
  /** Runs a function on the client that observed the target. */
  onItsClient: (fn: () => void) => void;
}

class IntersectionObserverDouble {
  readonly #callback: IntersectionObserverCallback;
  readonly #targets = new Map<Element, Watched>();
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds = [0];

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.#callback = callback;
    this.rootMargin = options.rootMargin ?? "0px";
    observers.add(this);
  }

  observe(target: Element): void {
    if (this.#targets.has(target)) return;
    this.#targets.set(target, { reported: undefined, onItsClient: bindToCurrentClient((fn: () => void) => fn()) });
    nextTurn(() => this.#report([target]));
  }

  unobserve(target: Element): void {
    this.#targets.delete(target);
  }

  disconnect(): void {
    this.#targets.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  recheck(): void {
    this.#report([...this.#targets.keys()]);
  }

  #report(targets: Element[]): void {
    for (const target of targets) {
      const watched = this.#targets.get(target);
      if (!watched) continue;
      const isIntersecting = target.isConnected && inView(target);
      if (watched.reported === isIntersecting) continue;
      watched.reported = isIntersecting;
      const entry = {
        target,
        isIntersecting,
        intersectionRatio: isIntersecting ? 1 : 0,
        time: 0,
      } as unknown as IntersectionObserverEntry;
      watched.onItsClient(() => this.#callback([entry], this as unknown as IntersectionObserver));
    }
  }
}

/** Puts the observer on the page's window for the double's lifetime; returns what takes it off. */
export function installViewport(): () => void {
  if (typeof document === "undefined" || NATIVE_INTERSECTION_OBSERVER) return () => undefined;
  const globals = globalThis as Record<string, unknown>;
  const previous = Object.getOwnPropertyDescriptor(globals, "IntersectionObserver");
  Object.defineProperty(globals, "IntersectionObserver", {
    value: IntersectionObserverDouble,
    configurable: true,
    writable: true,
  });
  return () => {
    for (const observer of observers) observer.disconnect();
    inView = EVERYTHING;
    if (previous) Object.defineProperty(globals, "IntersectionObserver", previous);
    else delete globals.IntersectionObserver;
  };
}
