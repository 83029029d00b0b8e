/**
 * The page of a bench that runs the module in the Foundry double (chat-log, systems and pf2e benches), as a browser
 * has it before the module loads: happy-dom's window and its DOM classes as globals, then Foundry's classes that the
 * module's Roll and window classes extend, then the rule sets, the shared card kinds and the game systems registered
 * as the module's entry registers them (src/module.ts). Imported first, with `await import` for what follows: ES
 * imports are hoisted.
 */
import { Window } from "happy-dom";

const window = new Window({ url: "http://localhost/" });
const DOM_GLOBALS = [
  "document",
  "HTMLElement",
  "Element",
  "Node",
  "DocumentFragment",
  "DOMParser",
  "HTMLTemplateElement",
  "customElements",
  "HTMLButtonElement",
  "HTMLInputElement",
  "HTMLSelectElement",
  "HTMLFormElement",
  "HTMLTextAreaElement",
  "RadioNodeList",
  "HTMLCollection",
  "NodeList",
  "Text",
  "getComputedStyle",
  "navigator",
  "Event",
  "MouseEvent",
] as const;

/** Sets the page up; `events` false leaves Node's own Event classes (the chat log's bench needs no DOM events). */
export async function openDoublePage({ events = true }: { events?: boolean } = {}): Promise<void> {
  for (const name of DOM_GLOBALS) {
    if (!events && (name === "Event" || name === "MouseEvent")) continue;
    Object.defineProperty(globalThis, name, {
      value: (window as unknown as Record<string, unknown>)[name],
      configurable: true,
      writable: true,
    });
  }
  Object.defineProperty(globalThis, "window", { value: window, configurable: true, writable: true });
  Object.defineProperty(globalThis, "requestAnimationFrame", {
    value: window.requestAnimationFrame.bind(window),
    configurable: true,
    writable: true,
  });
  const { defineFoundryClasses } = await import("../foundry-double/install");
  defineFoundryClasses();
  await import("../src/rule-sets/built-in");
  await import("../src/card-kinds/shared");
  await import("../src/systems/foundry");
}
