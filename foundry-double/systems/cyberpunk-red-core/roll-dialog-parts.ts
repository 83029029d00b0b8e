/**
 * What Cyberpunk RED's two roll dialogs share in the double: the footer's buttons (templates/dialog/
 * cpr-dialog-buttons.hbs: Confirm and Cancel, cpr-dialog-application.js:27-39) and `_updateObject`'s reading of the
 * additional mods typed (cpr-roll-dialog.js:193-222 at 0.93: spaces and commas split them, a part not a number
 * dropped — the system warns —, the rest as numbers); the roll's class names as the dialog keeps them.
 */
import { installedGlobal } from "../../globals";

export interface Settled {
  confirm(): void;
  cancel(): void;
}

const localize = (key: string) =>
  installedGlobal<{ i18n: { localize(key: string): string } }>("game").i18n.localize(key);

export const dialogButtons = () => [
  { name: "confirm", label: localize("CPR.dialog.common.confirm") },
  { name: "cancel", label: localize("CPR.dialog.common.cancel") },
];

export function additionalModsOf(typed: unknown): number[] {
  if (!typed) return [];
  const parts = String(typed).replace(/ +/g, ",").replace(/,+/g, ",").split(",");
  return parts.filter((part) => !Number.isNaN(Number(part))).map(Number);
}

export function prototypeChain(object: object): string[] {
  const chain: string[] = [];
  for (
    let proto: unknown = Object.getPrototypeOf(object);
    proto instanceof Object;
    proto = Object.getPrototypeOf(proto)
  )
    if (proto.constructor.name !== "Object") chain.push(proto.constructor.name);
  return chain;
}
