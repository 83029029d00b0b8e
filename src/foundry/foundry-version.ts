/**
 * Foundry v13 and v14 from one build: the one module that knows which generation runs and how it names, reads and
 * applies who may see a message — v13's "roll mode" (`core.rollMode`, `CONFIG.Dice.rollModes`,
 * `CONST.DICE_ROLL_MODES`, `toMessage({rollMode})`), v14's "message mode" (`core.messageMode`,
 * `CONFIG.ChatMessage.modes`, `toMessage({messageMode})`). Nothing else in src/ reads those members (a test
 * enforces it). The module speaks v14's names (`public`, `gm`, `blind`, `self`) and translates at the edges.
 * What differs and why: docs/versions-and-privacy.md "v13 and v14 in one build".
 */
import { IndieDiceError } from "../core/errors";
import { isOneOf } from "../core/lists";
import { formatList } from "../ui/lists";
import type { MessageMode } from "./types/message-mode";

const MODES: readonly MessageMode[] = ["public", "gm", "blind", "self"];

/** v13's name of each mode. */
const LEGACY_NAMES: Readonly<Record<MessageMode, string>> = {
  public: "publicroll",
  gm: "gmroll",
  blind: "blindroll",
  self: "selfroll",
};

/** The v14 members this module reads (fvtt-types on npm stops at 13.345, so they are declared here). */
interface ModeEntry {
  readonly label: string;
  readonly icon?: string;
}
interface V14Config {
  readonly ChatMessage?: { readonly modes?: Readonly<Record<string, ModeEntry>> };
}

declare global {
  interface SettingConfig {
    /** v14's client setting for the chat bar's mode (v13's is `core.rollMode`, which fvtt-types declares). */
    "core.messageMode": string;
  }
}

const generations = new WeakMap<object, number>();

/** Foundry's generation (13, 14, …), detected once per game session from `game.release`. */
function foundryGeneration(): number {
  // Read defensively (fvtt-types declares `release` always set): a game without one counts as v13.
  const session: { readonly release?: { readonly generation?: unknown } } = game;
  let generation = generations.get(session);
  if (generation === undefined) {
    const release = session.release;
    generation = typeof release?.generation === "number" ? release.generation : 13;
    generations.set(session, generation);
  }
  return generation;
}

function isV14(): boolean {
  return foundryGeneration() >= 14;
}

/** Either spelling of a mode (`"blind"` or `"blindroll"`), else null. */
function modeNamed(name: unknown): MessageMode | null {
  if (typeof name !== "string") return null;
  if (name === "ic") return "public";
  if (isOneOf(MODES, name)) return name;
  const legacy = MODES.find((mode) => LEGACY_NAMES[mode] === name);
  return legacy ?? null;
}

/** The mode the user chose in the chat bar (`ic` counts as public: a roll is never spoken in character). */
export function currentMessageMode(): MessageMode {
  const chosen: unknown = isV14() ? game.settings.get("core", "messageMode") : game.settings.get("core", "rollMode");
  return modeNamed(chosen) ?? "public";
}

/** The modes a dialog offers, in Foundry's order, with Foundry's own (localization) labels. */
export function messageModeChoices(): { readonly mode: MessageMode; readonly label: string }[] {
  // CONFIG.ChatMessage is an inline type in fvtt-types 13, with no interface to merge v14's `modes` into.
  const registry: Readonly<Record<string, ModeEntry | string>> = isV14()
    ? ((CONFIG as unknown as V14Config).ChatMessage?.modes ?? {})
    : CONFIG.Dice.rollModes;
  const choices: { mode: MessageMode; label: string }[] = [];
  for (const [name, entry] of Object.entries(registry)) {
    const mode = name === "ic" ? null : modeNamed(name);
    if (mode) choices.push({ mode, label: typeof entry === "string" ? entry : entry.label });
  }
  return choices;
}

/**
 * A mode from the API, a macro or a form: either spelling (`"blindroll"` or `"blind"`); null or undefined for the
 * user's current one. Anything else is refused with a localized error before any die is rolled (v14.363 throws a
 * TypeError deep in ChatMessage.applyMode on an unknown mode).
 */
export function parseMessageMode(input: unknown): MessageMode {
  if (input === undefined || input === null || input === "" || input === "roll") return currentMessageMode();
  const mode = modeNamed(input);
  if (!mode) {
    const known = formatList(
      MODES.map((m) => `${m} (${LEGACY_NAMES[m]})`),
      game.i18n,
      "or",
    );
    throw new IndieDiceError("INDIE_DICE.Error.UnknownMessageMode", { mode: String(input).slice(0, 40), modes: known });
  }
  return mode;
}

/** How `Roll#toMessage`, `ChatMessage.create` and `RollTable#draw` take a mode on this generation. */
export function messageModeOption(mode: MessageMode): { readonly messageMode: string } | { readonly rollMode: string } {
  return isV14() ? { messageMode: mode } : { rollMode: LEGACY_NAMES[mode] };
}

/**
 * The creation options of a message without rolls (a card, a whisper, a gift request): on v14 such a message may
 * be spoken as a chat bubble over the speaker's token ("Public as Character"), which a card is not; `chatBubble:
 * false` says so. v13 bubbles only when asked to (the chat input's in-character messages): nothing to say there.
 */
export function rollLessMessageOptions(): { readonly chatBubble?: false } {
  return isV14() ? { chatBubble: false } : {};
}

/** Who a table draw's message is shown to: `RollTable#draw` still takes `rollMode` in v14's typings. */
export function tableDrawModeOption(mode: MessageMode): { readonly rollMode: string } {
  return { rollMode: isV14() ? mode : LEGACY_NAMES[mode] };
}

/** What a message's mode was, read back from what Foundry made of it (its whisper list and blind flag). */
export interface ModeReadableMessage {
  readonly whisper: readonly string[];
  readonly blind: boolean;
  readonly author?: { readonly id: string | null } | null;
}

/** A message whose mode can be read back: its whisper list and blind flag are there. */
export function isModeReadable(message: unknown): message is ModeReadableMessage {
  return (
    typeof message === "object" &&
    message !== null &&
    "whisper" in message &&
    Array.isArray(message.whisper) &&
    "blind" in message &&
    typeof message.blind === "boolean"
  );
}

/**
 * The mode a message was posted with, so a roll that follows from it (a Fumble Level, a table draw) is seen by the
 * same users: blind stays blind, a roll whispered to its author alone stays theirs, any other whisper goes to the
 * GMs, and a public roll stays public.
 */
export function messageModeOf(message: ModeReadableMessage): MessageMode {
  if (message.blind) return "blind";
  if (message.whisper.length === 0) return "public";
  const authorId = message.author?.id;
  if (message.whisper.length === 1 && message.whisper[0] === authorId) return "self";
  return "gm";
}

/* -------------------------------------------- */
/*  Chat commands                               */
/* -------------------------------------------- */

/** A command as v14's `ChatLog.CHAT_COMMANDS` holds it: its pattern and what runs it (false: post nothing). */
interface V14ChatCommand {
  readonly rgx: RegExp;
  readonly fn: (command: string, match: RegExpMatchArray | string[]) => false;
}

/**
 * Registers a chat command in v14's `ChatLog.CHAT_COMMANDS` (matched in insertion order, after core's own); `run`
 * gets the whole line as the chat gave it, and nothing is posted. False on v13, which has no such registry: there
 * the `chatMessage` hook runs the command (hooks/chat-message.ts).
 */
export function registerChatCommand(name: string, pattern: RegExp, run: (line: string) => void): boolean {
  if (!isV14()) return false;
  // fvtt-types 13 types the ChatLog class without v14's registry: it is looked for on the class itself.
  const chatLog: object = foundry.applications.sidebar.tabs.ChatLog;
  if (!("CHAT_COMMANDS" in chatLog) || typeof chatLog.CHAT_COMMANDS !== "object" || chatLog.CHAT_COMMANDS === null)
    return false;
  const registry = chatLog.CHAT_COMMANDS as Record<string, V14ChatCommand>;
  // v13's patterns end with a catch-all for unknown commands (`invalid`); should v14's registry keep one, it is
  // moved after ours, since the registry is matched in insertion order.
  const catchAll = registry.invalid;
  if (catchAll) delete registry.invalid;
  registry[name] = {
    rgx: pattern,
    fn: (_command, match) => {
      run(String(("input" in match ? match.input : undefined) ?? match[0] ?? ""));
      return false;
    },
  };
  if (catchAll) registry.invalid = catchAll;
  return true;
}

/* -------------------------------------------- */
/*  Context menus                               */
/* -------------------------------------------- */

/**
 * A context-menu entry as the module writes it, whatever the generation: a localization key, an icon's HTML, who
 * it is shown to (`visible`, asked each time the menu opens on `target`, the message's element) and what it does.
 */
export interface MenuEntry {
  readonly label: string;
  readonly icon: string;
  visible(target: HTMLElement): boolean;
  run(target: HTMLElement): unknown;
}

/** v13's form of a context-menu entry (`ContextMenuEntry`). */
interface V13MenuEntry {
  readonly name: string;
  readonly icon: string;
  condition(target: HTMLElement): boolean;
  callback(target: HTMLElement): unknown;
}

/** v14's form: `label`, `visible`, `onClick(event, target)` (v13's names are deprecated there). */
interface V14MenuEntry {
  readonly label: string;
  readonly icon: string;
  visible(target: HTMLElement): boolean;
  onClick(event: Event, target: HTMLElement): unknown;
}

/**
 * An entry in the form this generation's ContextMenu reads (docs/versions-and-privacy.md "v13 and v14 in one build").
 */
export function contextMenuEntry(entry: MenuEntry): V13MenuEntry | V14MenuEntry {
  if (isV14())
    return {
      label: entry.label,
      icon: entry.icon,
      visible: (target) => entry.visible(target),
      onClick: (_event, target) => entry.run(target),
    };
  return {
    name: entry.label,
    icon: entry.icon,
    condition: (target) => entry.visible(target),
    callback: (target) => entry.run(target),
  };
}
