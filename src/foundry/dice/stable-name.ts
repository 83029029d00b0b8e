/**
 * Foundry finds a saved roll's or term's class by its name (`Roll.fromData` reads `data.class`), so every class it
 * may look up keeps the name it was saved under whatever the minifier calls it: a chat log saved by one build
 * loads in the next. Only these classes pay for it; the rest of the bundle is minified freely.
 */
export function withStableName<T extends abstract new (...args: never[]) => unknown>(cls: T, name: string): T {
  Object.defineProperty(cls, "name", { value: name, configurable: true });
  return cls;
}
