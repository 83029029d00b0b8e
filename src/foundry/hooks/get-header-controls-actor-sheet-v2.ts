import { addHeaderControl, type HeaderControl, type OpenRolls, type SheetV2 } from "../apps/launch-buttons";
import { onHook } from "./registry";

/** When an ApplicationV2 actor sheet builds its header controls: the entry opening the character's Rolls window. */
export function listen(openRolls: OpenRolls): void {
  onHook("getHeaderControlsActorSheetV2", (app: SheetV2, controls: HeaderControl[]) => addHeaderControl(app, controls, openRolls));
}
