import { addHeaderControl, type HeaderControl, type OpenRolls, type SheetV2 } from "../apps/launch-buttons";

/** When an ApplicationV2 actor sheet builds its header controls: the entry opening the character's Rolls window. */
export function listen(openRolls: OpenRolls): void {
  Hooks.on(
    "getHeaderControlsActorSheetV2",
    (app: SheetV2, controls: HeaderControl[] | foundry.applications.api.ApplicationV2.HeaderControlsEntry) => {
      // fvtt-types 13.345 types the list as one entry; Foundry hands the array of the header's controls.
      if (Array.isArray(controls)) addHeaderControl(app, controls, openRolls);
    },
  );
}
