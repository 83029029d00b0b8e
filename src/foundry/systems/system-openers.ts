/**
 * Dialogs found by what opens them (docs/systems.md "A dialog found by what opens it"): a system that opens a plain
 * `DialogV2` from a method holding the roll (Twodsix's `_throwDialog`, whose settings live in the object it is called
 * on) gives no render hook of its own, and the dialog's class is every other prompt's. So the method is observed (the
 * wrapping seam), or the system's hook heard, and each ApplicationV2 first rendered while the call runs — or first
 * rendered after the hook — is that dialog, read on each of its renders with what the opener saw.
 */
import { field } from "./system-reads";
import type { SystemAdapter, SystemDialog, SystemOpener, SystemWrap } from "./system-adapter";

/** A dialog's opener seen at work: the dialog and what its `opening` read. */
interface SystemOpening {
  readonly dialog: SystemDialog;
  readonly opened: unknown;
}

/** Calls `done` once a method's result settles (at once for what is no promise). */
function whenSettled(result: unknown, done: () => void): void {
  const then = field(result, "finally");
  if (typeof then === "function") Reflect.apply(then, result, [done]);
  else done();
}

/** The openers of an adapter's dialogs: the wraps to install, the hooks to hear, and the claim of a first render. */
export function systemOpeners(dialogs: readonly SystemDialog[]) {
  /** Calls running now and hooks heard but not yet claimed, the latest last: the latest claims a first render. */
  const running: SystemOpening[] = [];
  const claimed = new WeakMap<object, SystemOpening>();
  const stop = (opening: SystemOpening) => {
    const at = running.lastIndexOf(opening);
    if (at >= 0) running.splice(at, 1);
  };
  const wraps: SystemWrap[] = [];
  const hooks: { readonly hook: string; heard(...args: unknown[]): void }[] = [];
  for (const dialog of dialogs) {
    const opener: SystemOpener | undefined = dialog.openedBy;
    if (!opener) continue;
    const target = opener.target;
    if (target) {
      // before and after pair up as a stack: the wrapper calls after as soon as the call's synchronous part returns.
      // A call whose `opening` threw (logged by the seam) holds its place as null, so its after takes no other's.
      const calls: (SystemOpening | null)[] = [];
      wraps.push({
        target,
        before(self, args) {
          calls.push(null);
          const opening = { dialog, opened: opener.opening(self, args) };
          calls[calls.length - 1] = opening;
          running.push(opening);
        },
        after(_self, _args, result) {
          const opening = calls.pop();
          if (opening) whenSettled(result, () => stop(opening));
        },
      });
    } else if (opener.hook) {
      hooks.push({
        hook: opener.hook,
        heard: (...args) => void running.push({ dialog, opened: opener.opening(undefined, args) }),
      });
    }
  }
  return {
    wraps,
    hooks,
    /**
     * The opening of an application as it renders (`renderApplicationV2`'s arguments): a first render is claimed by
     * the latest opener at work (a hook's, once); later renders keep their claim. Null for any other application.
     */
    openingOf(app: unknown, renderOptions: unknown): SystemOpening | null {
      if (typeof app !== "object" || app === null) return null;
      const latest = running.at(-1);
      if (latest && field(renderOptions, "isFirstRender") === true && !claimed.has(app)) {
        claimed.set(app, latest);
        if (!latest.dialog.openedBy?.target) stop(latest);
      }
      return claimed.get(app) ?? null;
    },
  };
}

const openersOfAdapters = new WeakMap<SystemAdapter, ReturnType<typeof systemOpeners>>();

/** The one set of openers of an adapter: its wraps installed at `setup` and its renders heard share their calls. */
export function openersOf(adapter: SystemAdapter): ReturnType<typeof systemOpeners> {
  let openers = openersOfAdapters.get(adapter);
  if (!openers) openersOfAdapters.set(adapter, (openers = systemOpeners(adapter.dialogs)));
  return openers;
}
