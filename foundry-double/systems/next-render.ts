/**
 * A test's and the playground's convenience for every system of the double (not emulation): the next application a
 * render hook announces on its first render — ask for it before the click or call that opens the window.
 */
import type { HooksDouble } from "../hooks";
import { hooks as kitHooks } from "./kit/globals";

export const hooks = (): HooksDouble => kitHooks();

/** Resolves with the application of the next first render `hook` (`render<ClassName>`) announces. */
export function nextFirstRender<T>(hook: string): Promise<T> {
  return new Promise((resolve) => {
    const id = hooks().on(
      hook,
      (app: unknown, _element: unknown, _context: unknown, options: { isFirstRender?: boolean }) => {
        if (!options.isFirstRender) return;
        hooks().off(hook, id);
        resolve(app as T);
      },
    );
  });
}
