/**
 * Indie Dice's keys (docs/characters.md "Keys"): registered with Foundry's keybindings in `init`, so each is listed,
 * named and remappable in *Configure Controls*, and Foundry's keyboard manager runs them — never while a field,
 * the chat input among them, has focus. The defaults are Alt + a letter that none of Foundry v13's own keys uses
 * (their list is in docs/characters.md); the GM's two are `restricted`, so a player's key does nothing.
 */
import { MODULE_ID } from "../module-id";
import { notifyError, notifyKey } from "../notify";
import { lastSavedRoll } from "../saved-rolls/last-saved-roll";
import type { IndieDiceApi } from "../types/indie-dice-api";
import { currentRoller } from "../whose-roll";

/** One of our keys: its action's id, its default binding and what it does. */
interface IndieKey {
  readonly action: string;
  /** `KeyboardEvent#code` and the modifiers held with it (by their `KeyboardManager.MODIFIER_KEYS` names). */
  readonly key: string;
  readonly modifiers: readonly ("ALT" | "CONTROL" | "SHIFT")[];
  readonly restricted: boolean;
  readonly run: () => void;
}

/** Opens the rule-set picker for whose roll it is (what the Indie Dice tool does). */
type PickerAction = () => void;

export function indieKeys(
  api: IndieDiceApi,
  openPicker: PickerAction,
  openRolls: (actor: Actor.Implementation) => void,
): readonly IndieKey[] {
  const alt = ["ALT"] as const;
  return [
    { action: "openPicker", key: "KeyI", modifiers: alt, restricted: false, run: openPicker },
    { action: "openRolls", key: "KeyO", modifiers: alt, restricted: false, run: () => openRollsOfCharacter(openRolls) },
    { action: "rollLast", key: "KeyL", modifiers: alt, restricted: false, run: () => void rollLastSavedRoll(api) },
    {
      action: "request",
      key: "KeyQ",
      modifiers: alt,
      restricted: true,
      run: () => void api.requests.startWithDialog().catch(() => null),
    },
    {
      action: "contest",
      key: "KeyX",
      modifiers: alt,
      restricted: true,
      run: () => void api.contests.startWithDialog().catch(() => null),
    },
  ];
}

/** Registers each key with Foundry (in `init`: Foundry refuses a keybinding registered later). */
export function registerKeybindings(keys: readonly IndieKey[]): void {
  for (const key of keys) {
    const names = `INDIE_DICE.Keybinding.${key.action[0]!.toUpperCase()}${key.action.slice(1)}`;
    game.keybindings.register(MODULE_ID, key.action, {
      name: `${names}.Name`,
      hint: `${names}.Hint`,
      editable: [{ key: key.key, modifiers: [...key.modifiers] }],
      restricted: key.restricted,
      onDown: () => {
        key.run();
        // Consumed: nothing else acts on the same key.
        return true;
      },
    });
  }
}

/** The Rolls window of whose roll it is (src/foundry/whose-roll.ts); with nobody, the user is told why. */
function openRollsOfCharacter(openRolls: (actor: Actor.Implementation) => void): void {
  const roller = currentRoller();
  if (roller.reason !== null) return notifyKey("warning", roller.reason, { count: roller.controlled });
  openRolls(roller.actor);
}

/** The saved roll this user used last, rolled at once in the chat's mode; with none (or gone), the user is told. */
async function rollLastSavedRoll(api: IndieDiceApi): Promise<void> {
  const last = lastSavedRoll();
  if (!last) return notifyKey("warning", "INDIE_DICE.Keybinding.NoLastRoll");
  const actor = fromUuidSync(last.actorUuid) as Actor.Implementation | null;
  if (!actor) return notifyKey("warning", "INDIE_DICE.Keybinding.NoLastRoll");
  try {
    await api.savedRolls.roll(actor, last.rollId, { fastForward: true });
  } catch (error) {
    notifyError("error", error);
  }
}
