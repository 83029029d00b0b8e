import type { SystemAdapter } from "../systems/system-adapter";
import { recordSystemRoll } from "../systems/system-roll-messages";

/**
 * The system's own hook that a roll is configured, with or without its dialog (dnd5e's
 * `dnd5e.postRollConfiguration`), or core's `preCreateChatMessage` for a system whose hooks carry no message data:
 * the roll's message keeps the chance it had (docs/systems.md "No dialog").
 */
export function listen(adapter: SystemAdapter): void {
  const rolls = adapter.rolls;
  // A hook a plug-in names, which fvtt-types cannot know: its arguments are read as unknown.
  if (rolls) Reflect.apply(Hooks.on, Hooks, [rolls.hook, (...args: unknown[]) => recordSystemRoll(adapter, args)]);
}
