/** Installs the Foundry double, then Indie Dice exactly as Foundry would load it (its entry's hooks, then init). */
import { installFoundryDouble, type FoundryDoubleHandle, type FoundryDoubleOptions } from "../../../foundry-double";
import { listenAll } from "../../../src/root";
import type { RegisteredDice } from "../../../src/foundry/dice/register-dice";

/**
 * The value, which must be there. Not the test kit's `must`: the benches load this file outside vitest, and the kit
 * imports vitest's `expect` (bench/chat-log.bench.ts, bench/systems.bench.ts).
 */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`the Foundry double has no ${what}`);
  return value;
}

export interface AdapterHarness {
  readonly foundry: FoundryDoubleHandle;
  readonly dice: RegisteredDice;
}

/**
 * `prompts`: whether a card asking a player to roll opens their dialog at once (docs/prompts.md). Off unless a test
 * asks for it: the card tests written before prompts roll from the card or the API, and a prompt opened beside
 * their own dialog would be a second window they do not expect. Each user's client setting says "only show the card".
 */
export function installIndieDice(
  options: FoundryDoubleOptions = {},
  { prompts = false }: { readonly prompts?: boolean } = {},
): AdapterHarness {
  const handle = installFoundryDouble(options);
  listenAll();
  handle.runLifecycle();
  if (!prompts) {
    // The double's settings write synchronously (an async method without an await before the write).
    for (const user of present(game.users, "users").contents)
      handle.withClient(present(user.id, "user id"), () => void game.settings.set("indie-dice", "promptMode", "card"));
  }
  const dice = present(present(game.modules.get("indie-dice"), "Indie Dice module").api, "Indie Dice API").dice;
  return { foundry: handle, dice };
}
