import { addHudButton, type OpenRolls, type TokenHud } from "../apps/launch-buttons";
import { onHook } from "./registry";

/** When the token HUD is drawn: a button for the token's own character's Rolls window. */
export function listen(openRolls: OpenRolls): void {
  onHook("renderTokenHUD", (app: TokenHud, html: HTMLElement) => addHudButton(app, html, openRolls));
}
