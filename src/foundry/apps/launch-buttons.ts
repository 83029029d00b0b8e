/**
 * Where a player finds the dialogs: a tool among the token controls and a button by the chat's roll-mode controls
 * (the rule-set picker; a GM's fairness report sits beside it); an entry in every actor sheet's header (ApplicationV2
 * sheets and the older ones) and a button on the token HUD (the character's Rolls window). The hooks that place them
 * are in src/foundry/hooks.
 */
import type { TokenButton } from "../types/foundry-hooks";
import { MODULE_ID } from "../module-id";

/** Opens the rule-set picker, then that rule set's dialog; the actor (if any) is the speaker, else whose roll it is. */
export type OpenPicker = (speaker?: {
  actor?: Actor.Implementation | null;
  token?: TokenDocument.Implementation | null;
}) => void;

const TOOL = "indieDice";
const ICON = "fa-solid fa-dice";

/** Opens an actor's Rolls window (its saved rolls). */
export type OpenRolls = (actor: Actor.Implementation) => void;

/* -------------------------------------------- */

/**
 * The Indie Dice tool among the token controls: the rule-set picker, whose roll it is speaking (the picker asks
 * src/foundry/whose-roll.ts when given no speaker). With nobody, the dialog still opens: a plain number needs no
 * character.
 */
export function indieDiceTool(openPicker: OpenPicker): TokenButton {
  return { name: TOOL, title: "INDIE_DICE.Control.Open", icon: ICON, onClick: () => openPicker() };
}

/* -------------------------------------------- */

/**
 * Buttons among the chat input's controls (the rule-set picker, the GM's fairness report), built once per render of
 * the chat log. Each is an icon alone with its name as tooltip and accessible name, as Foundry's own chat controls
 * are: a labelled button would not fit v13's 300 px sidebar beside them, least of all in German.
 */
export function addChatButtons(html: HTMLElement, buttons: readonly TokenButton[]): void {
  // v13 moves the chat input and its controls between the sidebar and the notifications column: look in both, in
  // the log's own page (a log Foundry v14 detached into a window of its own has its controls there).
  const selector = "#chat-controls .control-buttons";
  const host = html.querySelector(selector) ?? html.ownerDocument.querySelector(selector);
  if (!host) return;
  for (const spec of buttons) {
    if (host.querySelector(`[data-${MODULE_ID}-control="${spec.name}"]`) || spec.visible?.() === false) continue;
    host.append(chatButton(host.ownerDocument, spec));
  }
}

function chatButton(page: Document, spec: TokenButton): HTMLButtonElement {
  const button = page.createElement("button");
  button.type = "button";
  button.className = `ui-control icon ${spec.icon}`;
  button.setAttribute(`data-${MODULE_ID}-control`, spec.name);
  const label = game.i18n.localize(spec.title);
  button.setAttribute("aria-label", label);
  button.dataset.tooltip = label;
  button.addEventListener("click", (event) => {
    event.preventDefault();
    spec.onClick();
  });
  return button;
}

/* -------------------------------------------- */

export interface SheetV2 {
  document?: Actor.Implementation;
  actor?: Actor.Implementation;
}

export interface HeaderControl {
  icon: string;
  label: string;
  action: string;
  visible?: boolean | (() => boolean);
  ownership?: string;
  onClick?: (event: Event) => void;
}

/** The sheet's header entry opens the character's Rolls window (which offers a new roll of any rule set). */
export function addHeaderControl(app: SheetV2, controls: HeaderControl[], openRolls: OpenRolls): void {
  const actor = app.actor ?? app.document;
  if (!actor) return;
  controls.push({
    icon: ICON,
    label: "INDIE_DICE.Control.Rolls",
    action: "indieDiceRolls",
    visible: () => actor.isOwner,
    onClick: () => openRolls(actor),
  });
}

export interface SheetV1 {
  actor?: Actor.Implementation;
}

export interface HeaderButtonV1 {
  label: string;
  class: string;
  icon: string;
  onclick: (event: Event) => void;
}

export function addHeaderButton(app: SheetV1, buttons: HeaderButtonV1[], openRolls: OpenRolls): void {
  const actor = app.actor;
  if (!actor?.isOwner) return;
  buttons.unshift({
    label: game.i18n.localize("INDIE_DICE.Control.Short"),
    class: "indie-dice-open",
    icon: ICON,
    onclick: () => openRolls(actor),
  });
}

/* -------------------------------------------- */

export interface TokenHud {
  readonly actor?: Actor.Implementation | null;
  readonly document?: { readonly actor?: Actor.Implementation | null } | null;
}

/**
 * A button in the token HUD's left column (v13 templates/hud/token-hud.hbs: `.col.left` of `button.control-icon`)
 * for the token's own actor (an unlinked token's synthetic one). Not a `data-action`: the HUD's own actions are
 * Foundry's, so the button listens for itself.
 */
export function addHudButton(app: TokenHud, html: HTMLElement, openRolls: OpenRolls): void {
  const actor = app.actor ?? app.document?.actor ?? null;
  const column = html.querySelector(".col.left");
  if (!actor?.isOwner || !column || column.querySelector(`[data-${MODULE_ID}-rolls]`)) return;
  const button = html.ownerDocument.createElement("button");
  button.type = "button";
  button.className = "control-icon";
  button.setAttribute(`data-${MODULE_ID}-rolls`, "");
  const label = game.i18n.localize("INDIE_DICE.Control.Rolls");
  button.setAttribute("aria-label", label);
  button.dataset.tooltip = label;
  const icon = html.ownerDocument.createElement("i");
  icon.className = ICON;
  icon.setAttribute("inert", "");
  button.append(icon);
  button.addEventListener("click", (event) => {
    event.preventDefault();
    openRolls(actor);
  });
  column.append(button);
}
