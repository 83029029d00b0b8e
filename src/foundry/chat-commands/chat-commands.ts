/**
 * Indie Dice's chat commands (docs/characters.md "Chat commands"): one table, each command's name, the pattern a
 * chat line is matched by, its usage lines and what it does. Both of Foundry's paths read the table — v13's
 * `chatMessage` hook (hooks/chat-message.ts) and v14's `ChatLog.CHAT_COMMANDS` (foundry-version.ts) — so a command
 * is written once.
 *
 * `/indie <rule set> name=value …` rolls exactly what a check link of the same words rolls, through the check
 * link's own path; `/indie request …` is the check link's *Request* (GM only); `/indie contest formula …` starts a
 * contest of any formula, the controlled tokens against the one target (docs/formula-contest.md). Help, a refusal of
 * the words or words that cannot be read are whispered to the user alone, with the usage; a refused start or request
 * (no token to ask) is the API's own notification to the user. Nothing reaches anyone else.
 */
import {
  INDIE_COMMAND_NAME,
  INDIE_COMMAND_PATTERN,
  indieCommandWords,
  parseIndieCommand,
} from "../../core/chat-commands/chat-command";
import { IndieDiceError } from "../../core/errors";
import { readCheckLink, requestCheckLink, rollCheckLink } from "../check-links/check-links";
import type { DialogsApi } from "../types/dialogs";
import type { SharedCardApis } from "../types/indie-dice-api";
import { asFormatData, notifyError } from "../notify";
import { chatCommandExample } from "../rule-sets";

/** The kind of contest the command starts: the one started by words alone (its sides need no rule set's fields). */
const FORMULA_CONTEST = "formula";

/** A line of a command's usage: its text (a localization key) with an example of the command in it (`{example}`). */
interface UsageLine {
  readonly key: string;
  readonly example: string;
}

export interface ChatCommand {
  /** The name after the slash. */
  readonly name: string;
  /** Matches a chat line that is this command, in v13's plain text or v14's `<p>`-wrapped HTML. */
  readonly pattern: RegExp;
  /** Its usage, a line each. */
  readonly usage: readonly UsageLine[];
  /** Runs a line that is this command (the line as the chat gave it); whatever it says, nothing else is posted. */
  readonly run: (line: string) => Promise<void>;
}

/**
 * The usage: its examples of a roll, a mode and a request are the rule sets' own
 * (`FoundryRuleSet.chatCommandExamples`), read when the table is made, after the rule sets have registered
 * (src/rule-sets/built-in.ts).
 */
function usage(): readonly UsageLine[] {
  return [
    { key: "Roll", example: chatCommandExample("roll") },
    { key: "Mode", example: chatCommandExample("mode") },
    { key: "Request", example: chatCommandExample("request") },
    { key: "Contest", example: "/indie contest formula 1d20+@abilities.dex.mod ties=again" },
    { key: "RuleSets", example: "/indie help" },
  ].map(({ key, example }) => ({ key: `INDIE_DICE.ChatCommand.${key}`, example }));
}

/** The table: today the one `/indie` command, its roll, request and help read from its words. */
export function chatCommands(
  dialogs: DialogsApi,
  requests: SharedCardApis["requests"],
  contests: Pick<SharedCardApis["contests"], "start">,
): readonly ChatCommand[] {
  const lines = usage();
  return [
    {
      name: INDIE_COMMAND_NAME,
      pattern: INDIE_COMMAND_PATTERN,
      usage: lines,
      run: (line) => runIndie({ dialogs, requests, contests }, lines, line),
    },
  ];
}

/** The command a chat line is, if any. */
export function commandOf(commands: readonly ChatCommand[], line: string): ChatCommand | null {
  return commands.find((command) => command.pattern.test(line)) ?? null;
}

/** What the command acts through: the module's own API. */
interface CommandApis {
  readonly dialogs: DialogsApi;
  readonly requests: SharedCardApis["requests"];
  readonly contests: Pick<SharedCardApis["contests"], "start">;
}

async function runIndie(
  { dialogs, requests, contests }: CommandApis,
  lines: readonly UsageLine[],
  line: string,
): Promise<void> {
  try {
    const command = parseIndieCommand(indieCommandWords(line) ?? "");
    if (command.action === "help")
      return await whisperUsage(lines, null).catch((error: unknown) => notifyError("error", error));
    if (command.action === "contest") {
      const { formula, defender, ties } = command.contest;
      // A refusal of the start itself (no controlled token, no single target) is shown by the contests API.
      await contests
        .start({
          ruleSet: FORMULA_CONTEST,
          specs: { attackers: { formula }, defender: { formula: defender ?? formula } },
          ties,
        })
        .catch(() => null);
      return;
    }
    // Every name checked against the rule set's fields before anything opens (the check link's own check).
    readCheckLink(command.words);
    if (command.action === "request") {
      if (game.user?.isGM !== true) throw new IndieDiceError("INDIE_DICE.ChatCommand.Error.NotGM");
      // A refusal of the request itself (no token to ask) is shown by the requests API.
      await requestCheckLink(requests, command.words, command.mode).catch(() => null);
      return;
    }
    await rollCheckLink(dialogs, command.words, null, command.fastForward, command.mode);
  } catch (error) {
    // Should even the whisper fail, the user still hears why.
    await whisperUsage(lines, reasonOf(error)).catch(() => notifyError("error", error));
  }
}

function reasonOf(error: unknown): string {
  if (!(error instanceof IndieDiceError)) return error instanceof Error ? error.message : String(error);
  return game.i18n.format(error.key, asFormatData(error.data));
}

/**
 * The usage (and what was wrong) as a chat message whispered to the user alone; the speaker's name says what it is.
 * Everything in it is text: the user's own words inside a reason are escaped, never read as markup, and each
 * example stands in a `<code>`.
 */
async function whisperUsage(usage: readonly UsageLine[], reason: string | null): Promise<void> {
  const user = game.user;
  if (!user) return;
  const escape = foundry.utils.escapeHTML;
  const problem =
    reason === null
      ? ""
      : `<p class="indie-dice-usage-problem">` +
        `<strong>${escape(game.i18n.format("INDIE_DICE.ChatCommand.Problem", { reason }))}</strong></p>`;
  const lines = usage
    .map(
      ({ key, example }) =>
        `<li>${game.i18n
          .localize(key)
          .split("{example}")
          .map(escape)
          .join(`<code>${escape(example)}</code>`)}</li>`,
    )
    .join("");
  const content = `<div class="indie-dice-usage">${problem}<ul>${lines}</ul></div>`;
  await ChatMessage.create({
    content,
    whisper: [user.id],
    speaker: { alias: game.i18n.localize("INDIE_DICE.ChatCommand.Title") },
  });
}
