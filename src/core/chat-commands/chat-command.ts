import { IndieDiceError } from "../errors";
import {
  parseCheckLink,
  parseFormulaContestWords,
  type CheckLink,
  type FormulaContestWords,
} from "../check-links/check-link";

/**
 * The `/indie` chat command read (docs/characters.md "Chat commands"): the words after `/indie` are a check link's
 * words, so the same words roll the same roll whether they stand in a journal or are typed in the chat.
 *
 * ```
 * /indie                                  the usage, whispered to the user
 * /indie help                             the same
 * /indie [mode] <rule set> name=value … [!]          roll for the controlled token, else the character
 * /indie [mode] request <rule set> name=value …       the GM asks the table for that roll
 * /indie contest formula <formula> [defender=<formula>] [ties=<rule>]   a contest of any formula: the controlled
 *                                         tokens against the one target (docs/formula-contest.md)
 * ```
 * `mode` is one of Foundry's own roll commands or the mode's name, with or without its slash: `/gmr` `gmr` `gm`,
 * `/br` `br` `blind`, `/sr` `sr` `self`, `/pr` `pr` `public` (their long forms `gmroll` … too). Without one, the chat's
 * mode selector decides. A last `!` (alone or at the end of the last word) rolls at once, without the dialog.
 */

/** Who may see the roll, in the names the module speaks (Foundry v14's message modes). */
type ChatCommandMode = "public" | "gm" | "blind" | "self";

type IndieChatCommand =
  | { readonly action: "help" }
  | { readonly action: "contest"; readonly contest: FormulaContestWords }
  | {
      readonly action: "roll";
      readonly mode: ChatCommandMode | null;
      readonly words: string;
      readonly link: CheckLink;
      readonly fastForward: boolean;
    }
  | {
      readonly action: "request";
      readonly mode: ChatCommandMode | null;
      readonly words: string;
      readonly link: CheckLink;
    };

/** The command's name, as typed after the slash. */
export const INDIE_COMMAND_NAME = "indie";

const KEY = "INDIE_DICE.ChatCommand.Error";

/**
 * Each mode's words: Foundry's own roll commands (`/gmr`, `/gmroll`), their short and long forms, and the mode's name.
 */
const MODE_WORDS: Readonly<Record<ChatCommandMode, readonly string[]>> = {
  public: ["public", "pr", "publicroll"],
  gm: ["gm", "gmr", "gmroll"],
  blind: ["blind", "br", "blindroll"],
  self: ["self", "sr", "selfroll"],
};

/** The mode a word names (`/gmr`, `gmr`, `gm`, `gmroll`, in any case), else null. */
export function modeOfWord(word: string): ChatCommandMode | null {
  const bare = word.toLowerCase().replace(/^\//, "");
  for (const [mode, words] of Object.entries(MODE_WORDS) as [ChatCommandMode, readonly string[]][]) {
    if (words.includes(bare)) return mode;
  }
  return null;
}

/**
 * The words after `/indie`, read: help, a roll or a request. Anything that cannot be read is an `IndieDiceError`
 * saying what was wrong (the check link's own errors for the rule set and its fields).
 */
export function parseIndieCommand(text: string): IndieChatCommand {
  let rest = text.trim();
  if (rest === "" || /^help$/i.test(rest)) return { action: "help" };
  const [first = ""] = rest.split(/\s+/, 1);
  if (first.toLowerCase() === "contest")
    return { action: "contest", contest: parseFormulaContestWords(rest.slice(first.length).trim()) };
  let mode: ChatCommandMode | null = null;
  let request = false;
  for (;;) {
    const [word = ""] = rest.split(/\s+/, 1);
    const named = modeOfWord(word);
    if (named && mode === null) mode = named;
    else if (named) throw new IndieDiceError(`${KEY}.TwoModes`, { word: word.slice(0, 40) });
    else if (word.toLowerCase() === "request" && !request) request = true;
    else break;
    rest = rest.slice(word.length).trim();
  }
  if (rest === "") throw new IndieDiceError(`${KEY}.NoRuleSet`);
  const fastForward = rest.endsWith("!");
  if (fastForward) rest = rest.slice(0, -1).trim();
  if (fastForward && request) throw new IndieDiceError(`${KEY}.RequestAtOnce`);
  const link = parseCheckLink(rest);
  return request
    ? { action: "request", mode, words: rest, link }
    : { action: "roll", mode, words: rest, link, fastForward };
}

/**
 * Whether a chat line is the `/indie` command, and if so the words after it. The line may come as v13's plain text
 * or as v14's rich-text editor's HTML (`<p>/indie kaiser bonus=2</p>`); HTML is read as the text it shows.
 */
export function indieCommandWords(line: string): string | null {
  const text = chatInputText(line).trim();
  const match = /^\/indie(?=\s|$)/i.exec(text);
  return match ? text.slice(match[0].length).trim() : null;
}

/** The pattern Foundry's chat matches the command by, on either shape of input (plain text or `<p>`-wrapped HTML). */
export const INDIE_COMMAND_PATTERN = /^\s*(?:<p>\s*)?\/indie(?=\s|&nbsp;|<|$)[^]*$/i;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  "#39": "'",
  "#34": '"',
  "#160": " ",
};

/**
 * What a chat editor's HTML shows, as text: a paragraph or line break is a new line, other tags are dropped and the
 * entities a text node serializes to (`&amp;`, `&lt;`, `&gt;`, `&nbsp;`, quotes) are read back. Plain text passes
 * unchanged but for those entities.
 */
export function chatInputText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>\s*<p[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39|#34|#160);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\u00a0/g, " ");
}
