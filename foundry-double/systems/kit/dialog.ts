/**
 * A system's roll dialog, opened the way the systems open theirs: Foundry's own `foundry.applications.api.DialogV2`
 * (the double's) called with `wait`, `input` or `prompt` — its body a template rendered with the system's data (or
 * markup the system built), its buttons, the form's data read back on a button's callback (`new
 * FormDataExtended(button.form).object`, as `input` itself does), the `render` callback `wait` fires on each render of
 * the dialog. A helper, not a class in the dialog's chain: the systems call DialogV2 itself, so Foundry fires
 * `renderDialogV2` and no other hook.
 */
import { installedGlobal } from "../../globals";
import type { Plain } from "./data";
import { renderTemplate } from "./globals";

/** The dialog as a button's callback and the render callback meet it. */
export interface DialogWindow {
  element: HTMLElement;
}

export interface DialogButton {
  action?: string;
  label: string;
  icon?: string;
  default?: boolean;
  callback?: (event: Event, button: HTMLButtonElement, dialog: DialogWindow) => unknown;
}

/** The body: markup as the system built it, or its template rendered with its data. */
export type DialogBody = string | { template: string; data: object };

/** What the systems hand `DialogV2.wait` / `DialogV2.input`, the body given as `DialogBody`. */
export interface DialogCall {
  window: { title: string; icon?: string; resizable?: boolean };
  body: DialogBody;
  classes?: string[];
  buttons?: DialogButton[];
  /** `input`'s (and `prompt`'s) OK button, over its defaults. */
  ok?: Partial<DialogButton>;
  actions?: Record<string, (event: Event, target: HTMLElement) => unknown>;
  rejectClose?: boolean;
  render?: (event: Event, dialog: DialogWindow) => unknown;
}

type DialogConfig = Omit<DialogCall, "body"> & { content: string };

interface DialogV2Factories {
  wait(config: DialogConfig): Promise<unknown>;
  input(config: DialogConfig): Promise<unknown>;
  prompt(config: DialogConfig): Promise<unknown>;
}

/** `foundry.applications.api.DialogV2`, as the systems reach it. */
const dialogV2 = (): DialogV2Factories =>
  installedGlobal<{ applications: { api: { DialogV2: DialogV2Factories } } }>("foundry").applications.api.DialogV2;

/**
 * The body rendered (a template first, as the systems await `renderTemplate` before opening), then
 * `DialogV2[kind]` with the rest of the call as given: resolves as that factory does (a button's result, the form's
 * object for `input`, null when closed, unless `rejectClose`).
 */
export async function openDialog(kind: "wait" | "input" | "prompt", { body, ...call }: DialogCall): Promise<unknown> {
  const content = typeof body === "string" ? body : await renderTemplate(body.template, body.data);
  return dialogV2()[kind]({ ...call, content });
}

/** A button's form read back as the systems read it: `new FormDataExtended(button.form).object`. */
export function formObject(button: HTMLButtonElement): Plain {
  const { FormDataExtended } = installedGlobal<{
    applications: { ux: { FormDataExtended: new (form: HTMLFormElement | null) => { object: Plain } } };
  }>("foundry").applications.ux;
  return new FormDataExtended(button.form).object;
}
