/**
 * A table for the prompt tests (docs/prompts.md): the contest table's GM and two players, plus a third player who
 * owns nothing, each with a browser of their own (their own windows and client settings), and prompts on.
 * Ann (P1) has Brunhild as her assigned character; Bo (P2) owns Sigurd.
 */
import { useIndieDice } from "./helpers";
import { contestTable, P1, P3 } from "./contest-table";
import { openWindows, settle, waitFor, type RollDialogView } from "./dialog-harness";
import { must } from "../../kit";

export { P3 };

const DEX: Readonly<Record<string, number>> = { heroActor0000001: 3, rivalActor000001: 0, villainActor0001: 1 };

export function usePromptTable() {
  const options = contestTable({ outsider: true });
  const users = must(options.users).map((user) => (user.id === P1 ? { ...user, character: "heroActor0000001" } : user));
  // Dexterity modifiers for a formula request's `@abilities.dex.mod`: Brunhild +3, Sigurd +0, Fafnir +1.
  const actors = must(options.actors).map((actor) => ({
    ...actor,
    system: { abilities: { dex: { mod: DEX[must(actor._id)] ?? 0 } } },
  }));
  return useIndieDice(
    { ...options, users, actors, clients: options.clients, separateBrowsers: true },
    { prompts: true },
  );
}

/**
 * The roll dialogs open in a user's own browser: a rule set's, or the *Any formula* dialog of a formula request's row.
 */
export function dialogsOf(withClient: <T>(userId: string, fn: () => T) => T, userId: string): RollDialogView[] {
  return withClient(userId, () => {
    return openWindows<RollDialogView>("IndieRollDialog", "IndieFormulaDialog");
  });
}

/** The one prompt open in a user's browser, once drawn. */
export async function promptOf(
  withClient: <T>(userId: string, fn: () => T) => T,
  userId: string,
): Promise<RollDialogView> {
  return waitFor(`a prompt in ${userId}'s browser`, () => {
    const open = dialogsOf(withClient, userId).filter((app) => app.rendered);
    if (open.length > 1) throw new Error(`${open.length} roll dialogs are open for ${userId}`);
    return open[0];
  });
}

/** The prompt's header lines, as drawn. */
export function promptHeader(dialog: RollDialogView): string[] {
  return [...dialog.element.querySelectorAll(".indie-dice-prompt h2, .indie-dice-prompt p")].map(
    (e) => e.textContent?.trim() ?? "",
  );
}

/** Lets the cards, their prompts and the GM's writes run. */
export function settleTable(): Promise<void> {
  return settle(30);
}
