import { commandOf, type ChatCommand } from "../chat-commands/chat-commands";

/**
 * v13's path for the chat commands (docs/characters.md "Chat commands"): Foundry calls `chatMessage` with the typed
 * line before it reads it, and a listener returning false keeps Foundry from posting it. v14 reaches the same table
 * through `ChatLog.CHAT_COMMANDS` instead (foundry-version.ts), so this hook is only listened to where that registry
 * is missing. The line may be v14's `<p>`-wrapped HTML as well; the command's pattern takes both.
 */
export function listen(commands: readonly ChatCommand[]): void {
  Hooks.on("chatMessage", (_log, message) => {
    const command = commandOf(commands, message);
    if (!command) return undefined;
    void command.run(message);
    return false;
  });
}
