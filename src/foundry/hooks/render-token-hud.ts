import { addHudButton, type OpenRolls, type TokenHud } from "../apps/launch-buttons";

/** When the token HUD is drawn: a button for the token's own character's Rolls window. */
export function listen(openRolls: OpenRolls): void {
  Hooks.on("renderTokenHUD", (app: TokenHud, html) => addHudButton(app, html, openRolls));
}
