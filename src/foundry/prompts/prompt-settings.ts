/**
 * Each user's own choices about prompts (docs/prompts.md "Settings"), as client settings: what a card asking this
 * user to roll does — open the roll's dialog (the default) or only show the card — and whether Foundry's own
 * notification sound plays when a prompt opens (off by default). Beside them, not shown in the form, the prompts
 * each user is done with (closed or rolled from), kept by user id so two users sharing a browser keep their own.
 */
import { isDone, withDone, type PromptsDone } from "../../core/prompts/prompt-memory";
import { MODULE_ID } from "../module-id";

const PROMPT_CHOICES = {
  dialog: "INDIE_DICE.Prompt.Setting.Mode.Dialog",
  card: "INDIE_DICE.Prompt.Setting.Mode.Card",
} as const;

type PromptMode = keyof typeof PROMPT_CHOICES;

declare global {
  interface SettingConfig {
    "indie-dice.promptMode": PromptMode;
    "indie-dice.promptSound": boolean;
    "indie-dice.promptsDone": PromptsDone;
  }
}

/** Registers the prompt settings; called once from registerSettings (src/foundry/settings.ts). */
export function registerPromptSettings(): void {
  game.settings.register(MODULE_ID, "promptMode", {
    scope: "client",
    config: true,
    name: "INDIE_DICE.Prompt.Setting.Mode.Name",
    hint: "INDIE_DICE.Prompt.Setting.Mode.Hint",
    type: String,
    default: "dialog",
    choices: PROMPT_CHOICES,
  });
  game.settings.register(MODULE_ID, "promptSound", {
    scope: "client",
    config: true,
    name: "INDIE_DICE.Prompt.Setting.Sound.Name",
    hint: "INDIE_DICE.Prompt.Setting.Sound.Hint",
    type: Boolean,
    default: false,
  });
  game.settings.register(MODULE_ID, "promptsDone", { scope: "client", config: false, type: Object, default: {} });
}

/** Does this client open the dialog when a card asks its user to roll? */
export function promptsOpenDialogs(): boolean {
  return game.settings.get(MODULE_ID, "promptMode") !== "card";
}

export function promptSoundOn(): boolean {
  return game.settings.get(MODULE_ID, "promptSound") === true;
}

export function promptDone(userId: string, key: string): boolean {
  return isDone(game.settings.get(MODULE_ID, "promptsDone"), userId, key);
}

/** Remembers that this user is done with this prompt (closed it, or rolled from it). */
export async function rememberPromptDone(userId: string, key: string): Promise<void> {
  await game.settings.set(MODULE_ID, "promptsDone", withDone(game.settings.get(MODULE_ID, "promptsDone"), userId, key));
}
