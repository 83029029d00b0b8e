/**
 * The optional arrival sound of a prompt (docs/prompts.md "Settings"): Foundry's own notification sound
 * (`CONFIG.sounds.notification`), played on this client only, through Foundry's interface channel, so the user's
 * interface volume applies. It is the same sound for every prompt: it says that a card asks this user to roll,
 * nothing of what (a blind request's included).
 */
export function playPromptSound(): void {
  const src = CONFIG.sounds?.notification;
  if (!src) return;
  // `false`: played here, never pushed to the other clients. (Foundry plays at once unless `autoplay` is false.)
  // A sound that cannot play (no audio device, the browser's autoplay rule) takes nothing from the prompt.
  void Promise.resolve(foundry.audio.AudioHelper.play({ src, volume: 1, loop: false }, false)).catch(() => undefined);
}
