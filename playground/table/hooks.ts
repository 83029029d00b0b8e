/** Foundry's own hooks, called as Foundry calls them (fvtt-types lacks v13's record-shaped scene controls). */
export function callHook(hook: string, ...args: unknown[]): void {
  (Hooks as unknown as { callAll(name: string, ...rest: unknown[]): boolean }).callAll(hook, ...args);
}
