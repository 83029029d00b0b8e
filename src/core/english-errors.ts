import english from "../../lang/en.json";
import { readErrorsWith } from "./errors";

/** Finds `INDIE_DICE.Error.Foo` in the English file. */
export function englishMessage(key: string): string | undefined {
  let node: unknown = english;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Errors read in English, outside Foundry (Node, the tests, the calculator): see `readErrorsWith`. */
export function readErrorsInEnglish(): void {
  readErrorsWith(englishMessage);
}
