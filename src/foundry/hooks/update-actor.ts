import { redrawRollsWindow } from "../apps/rolls-window-lookup";

/** When an actor changes: its open Rolls window is drawn again (a saved roll, a skill its `@` fields read). */
export function listen(): void {
  Hooks.on("updateActor", (actor) => redrawRollsWindow(actor));
}
