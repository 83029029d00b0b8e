/** Values substituted into a message's `{placeholders}`. */
export type MessageData = Readonly<Record<string, string | number>>;

/**
 * An error a user can read: it carries the localization key and the data for Foundry's
 * `game.i18n.format(key, data)`, and its `message` is the text of the key, so it reads well in Node and in logs.
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

/** The text of a message key, or undefined for a key it does not know. */
type MessageText = (key: string) => string | undefined;

/**
 * Where an error's `message` takes its text: set once by the program the core runs in — the module reads Foundry's
 * own localization (which has lang/*.json loaded, so the bundle carries no second copy of them), Node and the
 * calculator read lang/en.json (src/core/english-errors.ts). Until then a message is its key.
 */
let messageText: MessageText = () => undefined;

export function readErrorsWith(lookup: MessageText): void {
  messageText = lookup;
}

/** Substitutes `{name}` placeholders the way Foundry's `Localization#format` does; a missing key shows itself. */
export function formatMessage(key: string, data: MessageData = {}): string {
  const template = messageText(key) ?? key;
  return template.replace(/{([^}]+)}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
}
