/**
 * The GM's small dialog that changes a request's hidden difficulty (docs/cards.md "The card's menu"): one number
 * field, filled with the difficulty the card holds. Resolves with what was typed (the GM's writer checks it), or null
 * when the dialog was closed.
 */
export async function askDifficulty(current: number | null): Promise<string | null> {
  const { DialogV2 } = foundry.applications.api;
  const label = foundry.utils.escapeHTML(game.i18n.localize("INDIE_DICE.ContextMenu.DifficultyField"));
  const value = current === null ? "" : String(current);
  const answer: unknown = await DialogV2.input({
    window: { title: "INDIE_DICE.ContextMenu.ChangeDifficultyTitle", icon: "fa-solid fa-bullseye" },
    classes: ["indie-dice", "difficulty-dialog"],
    content: `<div class="form-group"><label for="indie-dice-difficulty">${label}</label><div class="form-fields"><input id="indie-dice-difficulty" type="number" name="difficulty" step="1" value="${value}" required autofocus></div></div>`,
    ok: { label: "INDIE_DICE.ContextMenu.ChangeDifficultyOk", icon: "fa-solid fa-check" },
    rejectClose: false,
  });
  if (answer === null || typeof answer !== "object" || !("difficulty" in answer)) return null;
  const typed = answer.difficulty;
  return typed === null || typed === undefined ? null : String(typed);
}
