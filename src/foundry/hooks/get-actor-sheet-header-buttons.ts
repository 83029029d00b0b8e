import { addHeaderButton, type HeaderButtonV1, type OpenRolls, type SheetV1 } from "../apps/launch-buttons";
import { onHook } from "./registry";

/** When an Application v1 actor sheet builds its header: the button that opens the character's Rolls window. */
export function listen(openRolls: OpenRolls): void {
  onHook("getActorSheetHeaderButtons", (app: SheetV1, buttons: HeaderButtonV1[]) => addHeaderButton(app, buttons, openRolls));
}
