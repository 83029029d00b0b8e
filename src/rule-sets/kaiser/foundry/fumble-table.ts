import { documentFromUuid } from "../../../foundry/foundry-documents";
import { tableDrawModeOption } from "../../../foundry/foundry-version";
import type { MessageMode } from "../../../foundry/types/message-mode";
import { ruleSetSetting } from "../../../foundry/settings";
import { notifyKey } from "../../../foundry/notify";

/** The part of a RollTable document the draw uses. */
interface FumbleTable {
  readonly name: string;
  draw(options: { roll: foundry.dice.Roll; rollMode: string }): Promise<unknown>;
}

/**
 * Draws the result for a Fumble Level from the world's Fumble table (the `kaiserFumbleTable` setting, a RollTable
 * UUID; nothing happens when it is empty). The level is handed over as a Roll of that number alone: Foundry's
 * `RollTable#roll` rolls a given Roll again (and at its minimum and maximum, to check the table can answer), so a
 * Roll of the 2d6 themselves would draw for a new, different level. A table that is missing, or that cannot be
 * drawn from, is a warning to the user, never an error in the roll.
 */
export async function drawFumbleTable(level: number, mode: MessageMode): Promise<void> {
  const uuid = ruleSetSetting("kaiserFumbleTable").trim();
  if (uuid === "") return;
  const table = await findRollTable(uuid);
  if (!table) {
    notifyKey("warning", "INDIE_DICE.Card.Kaiser.FumbleTableMissing", { uuid });
    return;
  }
  try {
    await table.draw({ roll: Roll.create(String(level)), ...tableDrawModeOption(mode) });
  } catch (error) {
    console.warn(`Indie Dice | drawing Fumble Level ${level} from ${uuid} failed.`, error);
    notifyKey("warning", "INDIE_DICE.Card.Kaiser.FumbleTableFailed", { name: table.name });
  }
}

async function findRollTable(uuid: string): Promise<FumbleTable | null> {
  try {
    const document = await documentFromUuid<FumbleTable & { readonly documentName?: string }>(uuid);
    return document?.documentName === "RollTable" ? document : null;
  } catch {
    // A malformed UUID (or one of a compendium that is gone) is the same to the user: no such table.
    return null;
  }
}
