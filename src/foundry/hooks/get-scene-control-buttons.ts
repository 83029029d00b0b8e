import type { SceneControlsV13 } from "../types/foundry-hooks";

/** A button among v13's token controls (record-shaped `getSceneControlButtons`, which fvtt-types 13.345 lacks). */
export interface TokenButton {
  readonly name: string;
  readonly title: string;
  readonly icon: string;
  /** Shown to this user (a GM-only tool is hidden from players); asked each time Foundry builds the controls. */
  readonly visible?: () => boolean;
  readonly onClick: () => void;
}

/**
 * `getSceneControlButtons`: our tools among the token controls, in the order given (the Indie Dice tool first, then
 * Start contest, Request a roll and the fairness report), each after the tools so far.
 */
export function listen(buttons: readonly TokenButton[]): void {
  Hooks.on("getSceneControlButtons", (controls) => {
    for (const button of buttons) addTokenButton(controls, button);
  });
}

/** Among the `tokens` control's tools, after those so far. */
function addTokenButton(controls: SceneControlsV13, button: TokenButton): void {
  const tokens = controls.tokens;
  if (!tokens) return;
  tokens.tools[button.name] = {
    name: button.name,
    order: Object.keys(tokens.tools).length,
    title: button.title,
    icon: button.icon,
    button: true,
    visible: button.visible?.() ?? true,
    onChange: button.onClick,
  };
}
