/**
 * The table of the Dice So Nice tests: three clients (the GM's, the roller's — a player — and another player's),
 * Indie Dice installed afresh for each test, and a Kaiser Fumble whose Level waits for its card.
 */
import { useIndieDice } from "./helpers";
import { api } from "./dialog-harness";
import { rollFumbleLevelFromCard } from "../../../src/rule-sets/kaiser/foundry/fumble-level-button";
import { chatMessageView } from "../../../src/foundry/foundry-documents";
import type { Animation } from "../../../foundry-double/dice-so-nice";
import type { AdapterHarness } from "./setup";
import { must } from "../../kit";

export const GM = "gmUser0000000000";
export const PLAYER = "playerUser000000";
export const OTHER = "otherPlayer00000";
export const EVERYONE = [GM, OTHER, PLAYER];

/** Indie Dice on three clients, the player's the one code runs on unless told. */
export function useThreeClients(): () => AdapterHarness {
  return useIndieDice({
    users: [
      { id: GM, name: "Gamemaster", isGM: true },
      { id: PLAYER, name: "Player" },
      { id: OTHER, name: "Other" },
    ],
    userId: PLAYER,
    clients: [GM, PLAYER, OTHER],
  });
}

/** Which clients showed an animation, sorted. */
export function clientsOf(animations: readonly Animation[]): string[] {
  return [...new Set(animations.map((a) => a.client))].sort();
}

/** A Kaiser difficulty check that fumbles on a double one. */
export const FUMBLE = { kind: "skill", bonus: 10, difficulty: 8 } as const;

/** The player rolls a fumbled difficulty check (double one) whose Fumble Level waits for the card. */
export async function fumbleAwaitingLevel(
  harness: AdapterHarness,
  rollMode: string,
): Promise<ChatMessage.Implementation> {
  await game.settings.set("indie-dice", "kaiserFumbleLevel", "separate");
  harness.foundry.scriptFaces([1, 1]);
  await harness.foundry.withClient(PLAYER, () =>
    api().dialogs.open("kaiser", { spec: FUMBLE, fastForward: true, rollMode }),
  );
  return must(harness.foundry.messages.at(-1));
}

/** A user rolls the Fumble Level from the card (its first roll), with these faces. */
export function rollLevelAs(
  harness: AdapterHarness,
  userId: string,
  message: ChatMessage.Implementation,
  faces: [number, number],
): Promise<number | null> {
  harness.foundry.scriptFaces(faces);
  return harness.foundry.withClient(userId, () => rollFumbleLevelFromCard(chatMessageView(message), 0));
}
