import type { SceneControlsV13, TokenButton } from "../types/foundry-hooks";

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
