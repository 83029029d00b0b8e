import { dropSavedRoll } from "../saved-rolls/hotbar";
import { onHook } from "./registry";

/**
 * When something is dropped on the hotbar: a saved roll becomes its macro. Foundry calls this hook with
 * `Hooks.call`, so what the listener returns counts: false stops Foundry's own handling of the drop.
 */
export function listen(): void {
  onHook("hotbarDrop", (_hotbar: unknown, data: unknown, slot: unknown) => dropSavedRoll(data, slot));
}
