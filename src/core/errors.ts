import english from "../../lang/en.json";

/** Values substituted into a message's `{placeholders}`. */
export type MessageData = Readonly<Record<string, string | number>>;

/**
 * An error a user can read: it carries the localization key and the data for Foundry's
 * `game.i18n.format(key, data)`, and its `message` is the English text, so it reads well in Node and in logs.
 */
export class IndieDiceError extends Error {
  readonly key: string;
  readonly data: MessageData;

  constructor(key: string, data: MessageData = {}) {
    super(formatMessage(key, data));
    this.name = "IndieDiceError";
    this.key = key;
    this.data = data;
  }
}

/** Finds `INDIE_DICE.Error.Foo` in the English file; a missing key is a bug, so it shows itself. */
export function englishMessage(key: string): string | undefined {
  let node: unknown = english;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Substitutes `{name}` placeholders the way Foundry's `Localization#format` does. */
export function formatMessage(key: string, data: MessageData = {}): string {
  const template = englishMessage(key) ?? key;
  return template.replace(/{([^}]+)}/g, (whole, name: string) =>
    name in data ? String(data[name]) : whole,
  );
}
