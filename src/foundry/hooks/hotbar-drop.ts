import { dropSavedRoll } from "../saved-rolls/hotbar";

/**
 * When something is dropped on the hotbar: a saved roll becomes its macro. Foundry calls this hook with
 * `Hooks.call`, so what the listener returns counts: false stops Foundry's own handling of the drop.
 */
export function listen(): void {
  Hooks.on("hotbarDrop", (_hotbar, data, slot) => dropSavedRoll(data, slot));
}
