/**
 * An Ironsworn table for the adapter's tests: the Foundry double playing foundry-ironsworn 1.28.1
 * (foundry-double/systems/foundry-ironsworn) with Indie Dice installed, on both profiles (the release runs on 13 and
 * 14). Kai (the player's character): edge 2, heart 1, iron 4, shadow 1, wits 3, momentum 5; Ash (the player's too):
 * edge 2, heart 3, iron 1, momentum −2; the Warden (the GM's character, no player owns it, the player observes it):
 * edge 3.
 */
import { useIndieDice } from "../../../foundry/support/helpers";
import type { AdapterHarness } from "../../../foundry/support/setup";
import { ironActorSpec, move } from "../../../../foundry-double/systems/foundry-ironsworn/driver";
import { IronswornActor } from "../../../../foundry-double/systems/foundry-ironsworn/documents";
import { must, renderedElement } from "../../../kit";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";

export function useIronTable(userId = PLAYER): () => AdapterHarness {
  const owned = { [PLAYER]: 3 };
  return useIndieDice({
    system: "foundry-ironsworn",
    userId,
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      { id: PLAYER, name: "Player", isGM: false, character: "kai" },
    ],
    actors: [
      ironActorSpec({
        _id: "kai",
        name: "Kai",
        stats: { edge: 2, heart: 1, iron: 4, shadow: 1, wits: 3 },
        momentum: 5,
        ownership: owned,
      }),
      ironActorSpec({ _id: "ash", name: "Ash", stats: { edge: 2, heart: 3, iron: 1 }, momentum: -2, ownership: owned }),
      ironActorSpec({ _id: "warden", name: "Warden", stats: { edge: 3 }, momentum: 2, ownership: { [PLAYER]: 2 } }),
    ],
  });
}

export function actorOf(id: string): IronswornActor {
  const actor: unknown = game.actors?.get(id);
  if (!(actor instanceof IronswornActor)) throw new Error(`No Ironsworn actor ${id}`);
  return actor;
}

/** Face Danger's trigger: a button a stat; and a move of one button, the highest of iron and heart. */
export const FACE_DANGER = move(
  "face-danger",
  "Face Danger",
  ["edge", "heart", "iron", "shadow", "wits"].map((stat) => ({ using: [stat] })),
);
export const HIGHEST = move("clash", "Clash", [{ method: "Highest", using: ["iron", "heart"] }]);

/** The figures drawn in the dialog: a column a button (its words), a row an outcome; each button's chip. */
export function drawn(element: HTMLElement) {
  const table = element.querySelector(".indie-dice-system-odds table");
  const columns = [...(table?.querySelectorAll("thead th") ?? [])].map((th) => th.textContent);
  const rows: Record<string, number[]> = {};
  for (const cell of element.querySelectorAll<HTMLElement>(".indie-dice-system-odds tbody td[data-probability]"))
    (rows[must(cell.dataset.outcome)] ??= []).push(Number(cell.dataset.probability));
  const chips = Object.fromEntries(
    [...element.querySelectorAll<HTMLElement>("footer button[data-action]")].map((button) => [
      button.dataset.action,
      button.querySelector<HTMLElement>(".indie-dice-system-chip")?.dataset.probability ?? null,
    ]),
  );
  return { columns, rows, chips, panels: element.querySelectorAll(".indie-dice-system-odds").length };
}

/** The chance line under a message, as the current user reads it (null: none drawn). */
export async function chanceLine(
  harness: () => AdapterHarness,
  message = must(harness().foundry.messages.at(-1)),
): Promise<string | null> {
  const html = renderedElement(await harness().foundry.renderMessage(message));
  return html.querySelector(".indie-dice-system-chance")?.textContent ?? null;
}
