/**
 * A test's and the playground's convenience for every system of the double (not emulation): the next application a
 * render hook announces on its first render — ask for it before the click or call that opens the window.
 */
import type { HooksDouble } from "../hooks";

export const hooks = (): HooksDouble => (globalThis as unknown as { Hooks: HooksDouble }).Hooks;

/** Resolves with the application of the next first render `hook` (`render<ClassName>`) announces. */
export function nextFirstRender<T>(hook: string): Promise<T> {
  return new Promise((resolve) => {
    const id = hooks().on(hook, (app: unknown, _element: unknown, _context: unknown, options: { isFirstRender?: boolean }) => {
      if (!options.isFirstRender) return;
      hooks().off(hook, id);
      resolve(app as T);
    });
  });
}
