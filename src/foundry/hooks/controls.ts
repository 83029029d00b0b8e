import { onHook } from "../foundry-hooks";
import { MODULE_ID } from "../module-id";

/** Opens the rule-set picker, then that rule set's dialog; the actor (if any) is the speaker. */
export type OpenPicker = (speaker?: { actor?: Actor.Implementation | null; token?: TokenDocument.Implementation | null }) => void;

const TOOL = "indieDice";
const ICON = "fa-solid fa-dice";

/** Opens an actor's Rolls window (its saved rolls). */
export type OpenRolls = (actor: Actor.Implementation) => void;

/**
 * Where a player finds the dialogs: a tool among the token controls and a button by the chat's roll-mode controls
 * (the rule-set picker); an entry in every actor sheet's header (ApplicationV2 sheets and the older ones) and a
 * button on the token HUD (the character's Rolls window).
 */
export function listen(openPicker: OpenPicker, openRolls: OpenRolls): void {
  // fvtt-types 13.345 does not list v13's record-shaped getSceneControlButtons: typed here (v13: a record of controls by name).
  onHook("getSceneControlButtons", (controls: SceneControls) => addTokenTool(controls, openPicker));
  onHook("renderChatLog", (_app: unknown, html: HTMLElement) => addChatButton(html, openPicker));
  Hooks.once("ready", () => addChatButton(document.body, openPicker));
  onHook("getHeaderControlsActorSheetV2", (app: SheetV2, controls: HeaderControl[]) => addHeaderControl(app, controls, openRolls));
  onHook("getActorSheetHeaderButtons", (app: SheetV1, buttons: HeaderButtonV1[]) => addHeaderButton(app, buttons, openRolls));
  onHook("renderTokenHUD", (app: TokenHud, html: HTMLElement) => addHudButton(app, html, openRolls));
}

/* -------------------------------------------- */

interface SceneControlTool {
  name: string;
  order: number;
  title: string;
  icon: string;
  button?: boolean;
  visible?: boolean;
  onChange?: (event: Event, active: boolean) => void;
}

type SceneControls = Record<string, { tools: Record<string, SceneControlTool> } | undefined>;

/** v13's controls are records keyed by name (`tokens`), each with its tools keyed by name. */
export function addTokenTool(controls: SceneControls, openPicker: OpenPicker): void {
  const tokens = controls.tokens;
  if (!tokens) return;
  tokens.tools[TOOL] = {
    name: TOOL,
    order: Object.keys(tokens.tools).length,
    title: "INDIE_DICE.Control.Open",
    icon: ICON,
    button: true,
    visible: true,
    onChange: () => openPicker(controlledSpeaker()),
  };
}

/** The controlled token, if exactly one, speaks for the roll. */
function controlledSpeaker(): { actor?: Actor.Implementation | null; token?: TokenDocument.Implementation | null } {
  const controlled = canvas?.tokens?.controlled ?? [];
  if (controlled.length !== 1) return {};
  return { token: controlled[0]!.document, actor: controlled[0]!.actor };
}

/* -------------------------------------------- */

/** A button among the chat input's controls, built once per render of the chat log. */
export function addChatButton(html: HTMLElement, openPicker: OpenPicker): void {
  // v13 moves the chat input and its controls between the sidebar and the notifications column: look in both.
  const selector = "#chat-controls .control-buttons";
  const host = html.querySelector(selector) ?? document.querySelector(selector);
  if (!host || host.querySelector(`[data-${MODULE_ID}-open]`)) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = `ui-control icon ${ICON}`;
  button.setAttribute(`data-${MODULE_ID}-open`, "");
  const label = game.i18n.localize("INDIE_DICE.Control.Open");
  button.setAttribute("aria-label", label);
  button.dataset.tooltip = label;
  button.addEventListener("click", (event) => {
    event.preventDefault();
    openPicker(controlledSpeaker());
  });
  host.append(button);
}

/* -------------------------------------------- */

interface SheetV2 {
  document?: Actor.Implementation;
  actor?: Actor.Implementation;
}

interface HeaderControl {
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

interface SheetV1 {
  actor?: Actor.Implementation;
}

interface HeaderButtonV1 {
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

interface TokenHud {
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
  const button = document.createElement("button");
  button.type = "button";
  button.className = "control-icon";
  button.setAttribute(`data-${MODULE_ID}-rolls`, "");
  const label = game.i18n.localize("INDIE_DICE.Control.Rolls");
  button.setAttribute("aria-label", label);
  button.dataset.tooltip = label;
  const icon = document.createElement("i");
  icon.className = ICON;
  icon.setAttribute("inert", "");
  button.append(icon);
  button.addEventListener("click", (event) => {
    event.preventDefault();
    openRolls(actor);
  });
  column.append(button);
}
