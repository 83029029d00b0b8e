import { onHook } from "../foundry-hooks";

/**
 * Runs `fn` when the world is ready: at once when it already is — code loaded after `init` (the card chunk) may
 * arrive after the `ready` hook — and at `ready` (which Foundry calls once per page load).
 */
export function whenReady(fn: () => void): void {
  if (game.ready) fn();
  onHook("ready", fn);
}
