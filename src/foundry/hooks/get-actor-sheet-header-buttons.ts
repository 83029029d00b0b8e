import { addHeaderButton, type HeaderButtonV1, type OpenRolls, type SheetV1 } from "../apps/launch-buttons";

/** When an Application v1 actor sheet builds its header: the button that opens the character's Rolls window. */
export function listen(openRolls: OpenRolls): void {
  // fvtt-types 13.345 gives this Application v1 hook the render hook's arguments; v13 hands the header's buttons.
  Hooks.on("getActorSheetHeaderButtons", (app: SheetV1, buttons: HeaderButtonV1[] | JQuery) => {
    if (Array.isArray(buttons)) addHeaderButton(app, buttons, openRolls);
  });
}
