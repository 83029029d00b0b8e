import { redrawRollsWindow } from "../apps/rolls-window";
import { onHook } from "./registry";

/** When an actor changes: its open Rolls window is drawn again (a saved roll, a skill its `@` fields read). */
export function listen(): void {
  onHook("updateActor", (actor: Actor.Implementation) => redrawRollsWindow(actor));
}
