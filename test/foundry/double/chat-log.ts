/**
 * The chat input's command handling (v13 ChatLog.parse and processMessage), for dice commands: /r and /roll,
 * /gmr, /br, /sr, /pr (one roll per line, "# flavor" allowed), plus plain out-of-character text. A roll command
 * builds each roll with Roll.create (CONFIG.Dice.rolls[0]) and creates one message holding them all, with the
 * sum of their totals as content and the command's roll mode. Whispers, emotes and macros are not emulated.
 */
import { Roll } from "./dice/roll";
import type { ChatMessage } from "./chat-message";
import { CHAT_MESSAGE_STYLES, DICE_ROLL_MODES } from "./chat-message";
import type { HooksDouble } from "./hooks";
import { CONFIG, game } from "./globals";

const DICE = "([^#]+)(?:#(.*))?";
const ANY = "([^]*)";

export class ChatLogDouble {
  constructor(private readonly hooks: HooksDouble, private readonly messageClass: () => typeof ChatMessage, private readonly rollMode: () => string) {}

  static MESSAGE_PATTERNS: Record<string, RegExp> = {
    roll: new RegExp(`^(\\/r(?:oll)? )${DICE}$`, "i"),
    gmroll: new RegExp(`^(\\/gmr(?:oll)? )${DICE}$`, "i"),
    blindroll: new RegExp(`^(\\/b(?:lind)?r(?:oll)? )${DICE}$`, "i"),
    selfroll: new RegExp(`^(\\/s(?:elf)?r(?:oll)? )${DICE}$`, "i"),
    publicroll: new RegExp(`^(\\/p(?:ublic)?r(?:oll)? )${DICE}$`, "i"),
    ic: new RegExp(`^(/ic )${ANY}`, "i"),
    ooc: new RegExp(`^(/ooc )${ANY}`, "i"),
    emote: new RegExp(`^(/(?:em(?:ote)?|me) )${ANY}`, "i"),
    whisper: /^(\/w(?:hisper)?\s)(\[[^\]]+]|\S+)\s*([^]*)/i,
    reply: new RegExp(`^(/reply )${ANY}`, "i"),
    gm: new RegExp(`^(/gm )${ANY}`, "i"),
    players: new RegExp(`^(/players )${ANY}`, "i"),
    macro: new RegExp(`^(\\/m(?:acro)? )${ANY}`, "i"),
    invalid: /^(\/\S+)/,
  };

  static MULTILINE_COMMANDS = new Set(["roll", "gmroll", "blindroll", "selfroll", "publicroll"]);

  /** The command and its match(es); multi-line commands match each line (null for a line that does not). */
  static parse(message: string): [string, (RegExpMatchArray | null)[] | RegExpMatchArray | string[]] {
    for (const [rule, pattern] of Object.entries(this.MESSAGE_PATTERNS)) {
      if (this.MULTILINE_COMMANDS.has(rule)) {
        const lines = message.split("\n");
        if (pattern.test(lines[0] as string)) return [rule, lines.map((l) => l.match(pattern))];
      } else {
        const match = message.match(pattern);
        if (match) return [rule, match];
      }
    }
    return ["none", [message, "", message]];
  }

  /** Handle a chat input line as the chat log does (returns the created message). */
  async processMessage(message: string): Promise<ChatMessage | undefined> {
    message = message.trim();
    if (!message) return undefined;
    const cls = this.messageClass();
    const chatData: Record<string, unknown> = { speaker: cls.getSpeaker() };
    if (this.hooks.call("chatMessage", this, message, chatData) === false) return undefined;
    const [command, match] = ChatLogDouble.parse(message);
    const createOptions: Record<string, unknown> = {};
    if (ChatLogDouble.MULTILINE_COMMANDS.has(command)) {
      await this.#processDiceCommand(command, match as (RegExpMatchArray | null)[], chatData, createOptions);
    } else if (command === "none" || command === "ooc") {
      chatData.content = String((match as string[])[2]).replace(/\n/g, "<br>");
      chatData.style = CHAT_MESSAGE_STYLES.OOC;
      delete chatData.speaker;
    } else if (command === "invalid") {
      throw new Error(game().i18n.format("CHAT.InvalidCommand", { command: (match as string[])[1] }));
    } else {
      throw new Error(`The Foundry double does not emulate the /${command} chat command`);
    }
    return (await cls.create(chatData, createOptions)) as ChatMessage | undefined;
  }

  async #processDiceCommand(command: string, matches: (RegExpMatchArray | null)[], chatData: Record<string, unknown>, createOptions: Record<string, unknown>): Promise<void> {
    const rolls: Roll[] = [];
    const rollMode = command === "roll" ? this.rollMode() : command;
    for (const match of matches) {
      if (!match) continue;
      const [formula, flavor] = match.slice(2, 4) as [string, string | undefined];
      if (flavor && !chatData.flavor) chatData.flavor = flavor;
      const roll = Roll.create(formula, {});
      await roll.evaluate({ allowInteractive: rollMode !== DICE_ROLL_MODES.BLIND });
      rolls.push(roll);
    }
    chatData.rolls = rolls;
    chatData.sound = CONFIG().sounds.dice;
    chatData.content = rolls.reduce((total, r) => total + r.total, 0);
    createOptions.rollMode = rollMode;
  }
}
