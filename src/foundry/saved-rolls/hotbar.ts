/**
 * Saved rolls on the hotbar (docs/characters.md "The hotbar"). A row of the Rolls window is dragged as
 * `{type: "IndieDice.SavedRoll", actorUuid, rollId, name, ruleSet}`; Foundry's Hotbar hands every drop to the
 * `hotbarDrop` hook with `Hooks.call` (v13 client/applications/ui/hotbar.mjs), and only a synchronous `false` stops
 * its own handling, so the listener answers at once and makes the macro after. The macro is a script macro named
 * after the roll that calls `api.savedRolls.rollFromMacro` with the actor's uuid and the roll's id; an existing macro
 * of the same name and command is reused, so dragging the same roll twice puts one macro on the bar.
 */
import type { SavedRoll } from "../../core/saved-rolls/saved-roll-types";
import { isDialogKind } from "../../core/dialog-kinds";
import { macroDocuments } from "../foundry-documents";
import { MODULE_ID } from "../module-id";
import { notifyError, notifyKey } from "../notify";

const SAVED_ROLL_DROP = "IndieDice.SavedRoll";

interface SavedRollDragData {
  readonly type: typeof SAVED_ROLL_DROP;
  readonly actorUuid: string;
  readonly rollId: string;
  readonly name: string;
  readonly ruleSet: string;
}

export function savedRollDragData(actor: Actor.Implementation, roll: SavedRoll): SavedRollDragData {
  return { type: SAVED_ROLL_DROP, actorUuid: actor.uuid, rollId: roll.id, name: roll.name, ruleSet: roll.ruleSet };
}

function isSavedRollDrop(data: unknown): data is SavedRollDragData {
  if (typeof data !== "object" || data === null) return false;
  const { type, actorUuid, rollId, name, ruleSet }: Partial<Record<string, unknown>> = { ...data };
  return type === SAVED_ROLL_DROP && [actorUuid, rollId, name, ruleSet].every((value) => typeof value === "string");
}

/**
 * A value as a JavaScript string literal: JSON's quoting, and the two line separators (which JSON leaves as they are)
 * escaped too, since outside a string — in the script's comment line — they would end the line.
 */
function scriptString(value: string): string {
  return JSON.stringify(value).replaceAll("\u2028", "\\u2028").replaceAll("\u2029", "\\u2029");
}

/** The macro's script: every value quoted by `scriptString`, so no name can break out of its string or its line. */
function savedRollMacroCommand(data: SavedRollDragData): string {
  const args = [data.actorUuid, data.rollId].map(scriptString).join(", ");
  const name = scriptString(data.name.slice(0, 100));
  // `event` is the click's when the caller passes one (a hotbar click), and may be undeclared otherwise.
  return [
    `// Indie Dice: the saved roll ${name} (Shift: roll at once).`,
    `const fastForward = typeof event === "object" && event?.shiftKey === true;`,
    `await game.modules.get(${scriptString(MODULE_ID)})?.api?.savedRolls.` +
      `rollFromMacro(${args}, { fastForward, name: ${name} });`,
  ].join("\n");
}

/** A drop on the hotbar: false (Foundry's own handling stops) for a saved roll, undefined for anything else. */
export function dropSavedRoll(data: unknown, slot: unknown): false | undefined {
  if (!isSavedRollDrop(data)) return undefined;
  // A script macro is Foundry's "Use Script Macros" permission: said in the user's language, before the server refuses.
  if (!game.user?.can("MACRO_SCRIPT")) {
    notifyKey("warning", "INDIE_DICE.SavedRolls.NoScriptMacros", { name: data.name.slice(0, 100) });
    return false;
  }
  void assignSavedRollMacro(data, slot).catch((error: unknown) => notifyError("error", error));
  return false;
}

/** Finds or makes the roll's macro and puts it in the slot (Foundry's slot is a string: made a number as it does). */
async function assignSavedRollMacro(data: SavedRollDragData, slot: unknown): Promise<Macro.Implementation | null> {
  const command = savedRollMacroCommand(data);
  const name = data.name.slice(0, 100);
  const { macros, Macro } = macroDocuments();
  const existing = macros?.find((macro) => macro.name === name && macro.command === command && macro.isOwner) ?? null;
  const ruleSet = isDialogKind(data.ruleSet) ? data.ruleSet : null;
  const flags = { [MODULE_ID]: { savedRoll: { actorUuid: data.actorUuid, rollId: data.rollId, ruleSet } } };
  const macro =
    existing ?? (await Macro.create({ name, type: "script", command, img: "icons/svg/d20-grey.svg", flags })) ?? null;
  if (!macro) return null;
  const target =
    typeof slot === "number" || (typeof slot === "string" && /^\d+$/.test(slot)) ? Number(slot) : undefined;
  await game.user!.assignHotbarMacro(macro, target);
  return macro;
}
