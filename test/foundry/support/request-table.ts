/**
 * The roll request the request tests start: the GM asks Brunhild (Ann's, bonus 4), Sigurd (Bo's, bonus 2) and Fafnir
 * (an NPC, bonus 3) for a Kaiser resistance check against 11, everyone to pass, unless `options` say otherwise.
 */
import { api, settle } from "./dialog-harness";
import { drawCardAs, tokenDoc, GM, HERO, RIVAL, VILLAIN, type useContestTable } from "./contests-harness";
import { DIALOG_MODELS } from "../../../src/ui/dialog-models";
import { readDialogSettings } from "../../../src/foundry/dialog-settings";
import type { ChatMessageView } from "../../../src/foundry/types/chat-message";
import { updateActor, worldActor } from "../../../foundry-double/documents/world";
import { must } from "../../kit";

type Table = ReturnType<typeof useContestTable>;

export const BONUS: Readonly<Record<string, number>> = { [HERO]: 4, [RIVAL]: 2, [VILLAIN]: 3 };

export async function startRequest(table: Table, options: Record<string, unknown> = {}): Promise<ChatMessageView> {
  return table().foundry.withClient(GM, () =>
    api().requests.start({
      ruleSet: "kaiser",
      rows: [HERO, RIVAL, VILLAIN].map((token) => ({ token: tokenDoc(token), spec: { bonus: must(BONUS[token]) } })),
      spec: { kind: "resistance", difficulty: 11 },
      question: "everyone",
      ...options,
    }),
  );
}

/**
 * Every character's sheet open to every player (Foundry's Observer as the default): each player may see every row's
 * numbers, and so every chance on the card (docs/cards.md "Numbers a viewer may not see").
 */
export async function shareSheets(table: Table): Promise<void> {
  for (const id of ["heroActor0000001", "rivalActor000001", "villainActor0001"]) {
    const actor = worldActor(id);
    await table().foundry.withClient(GM, () => updateActor(actor, { ownership: { ...actor.ownership, default: 2 } }));
  }
}

/** A row's own chance as the Kaiser dialog gives it (bonus against 11). */
export function rowChance(bonus: number): number {
  const settings = readDialogSettings();
  const model = DIALOG_MODELS.kaiser;
  const form = {
    ...model.defaults(settings),
    ...model.formFromSpec({ kind: "resistance", bonus, difficulty: 11 }, settings),
  };
  return must(
    must(model.build(form, { i18n: game.i18n, settings, showOdds: true }).odds).rows.find(
      (row) => row.outcome === "success",
    ),
  ).probability;
}

/** The group's chance a user's client draws on the card (null: none drawn). */
export async function groupFigure(table: Table, card: ChatMessageView, user: string): Promise<number | null> {
  const html = await drawCardAs(table, user, card);
  const figure = html.querySelector<HTMLElement>('[data-outcome="group"]');
  return figure ? Number(figure.dataset.probability) : null;
}

/** A row rolled at once by a user's client, its dice scripted. */
export async function rollRow(table: Table, user: string, card: ChatMessageView, row: string, faces: number[]) {
  table().foundry.scriptFaces(faces);
  const message = await table().foundry.withClient(user, () =>
    api().requests.roll(must(card.id), row, { fastForward: true }),
  );
  await settle(20);
  return message;
}
