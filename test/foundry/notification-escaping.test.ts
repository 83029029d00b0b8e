// @vitest-environment happy-dom
/**
 * Names users type (actors, tokens, users, a typed value) reach notifications HTML-escaped: Foundry escapes the
 * values of `notify`'s `format` option, never a message formatted beforehand (src/foundry/notify.ts). What is
 * thrown back to an API caller keeps the plain text.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useIndieDice } from "./support/helpers";
import { api, control, rollButton, rollDialog, settle } from "./support/dialog-harness";
import {
  rollAs,
  spyWarnings,
  startKingdomsCard,
  stateOf,
  tokenDoc,
  GM,
  GM2,
  HERO,
  P1,
  P2,
  VILLAIN,
} from "./support/contests-harness";
import { asSentByAnyClient } from "../sent-by-any-client";
import { must } from "../kit";

const HOSTILE = "<img src=x onerror=alert(1)>";
const ESCAPED = "&lt;img src=x onerror=alert(1)&gt;";

const table = useIndieDice({
  users: [
    { id: GM, name: HOSTILE, isGM: true },
    { id: P1, name: "Ann" },
    { id: P2, name: "Bo" },
    { id: GM2, name: "Assistant GM", isGM: true },
  ],
  clients: [GM, P1, P2, GM2],
  actors: [
    { _id: "heroActor0000001", name: HOSTILE, ownership: { default: 0, [P1]: 3 } },
    { _id: "villainActor0001", name: "Fafnir", ownership: { default: 0 } },
  ],
  scenes: [
    {
      _id: "sceneMain0000001",
      name: "Hall",
      tokens: [
        { _id: HERO, name: HOSTILE, actorId: "heroActor0000001", actorLink: true },
        { _id: VILLAIN, name: "Fafnir", actorId: "villainActor0001", actorLink: false },
      ],
    },
  ],
});

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

function lastNotification() {
  return table().foundry.notifications.at(-1);
}

describe("a hostile name in a notification", () => {
  it("a contest refusal naming a participant (a fixed roll changed) shows the name escaped", async () => {
    const card = await startKingdomsCard(table);
    expect(must(stateOf(card).participants[0]).name).toBe(HOSTILE);
    Hooks.on("indie-dice.preRoll", (_ruleSet, request) => {
      (request as { dice: number }).dice = 1;
    });
    table().foundry.scriptFaces([12]);
    expect(
      await table().foundry.withClient(P1, () => api().contests.roll(must(card.id), HERO, { fastForward: true })),
    ).toBeNull();
    expect(lastNotification()).toMatchObject({
      type: "warning",
      message: `${ESCAPED} must roll what the card fixed: its locked fields stay as the card set them.`,
    });
  });

  it("the same refusal in the roll dialog (a locked field forced open) shows the name escaped", async () => {
    const card = await startKingdomsCard(table);
    const pending = table().foundry.withClient(P1, () => api().contests.roll(must(card.id), HERO));
    const dialog = await rollDialog();
    const dice = control(dialog, "dice");
    dice.disabled = false;
    dice.value = "1";
    dice.dispatchEvent(new Event("change", { bubbles: true }));
    await settle(20);
    await table().foundry.withClient(P1, async () => {
      rollButton(dialog).click();
      await settle(20);
    });
    expect(lastNotification()).toMatchObject({
      type: "error",
      message: `${ESCAPED} must roll what the card fixed: its locked fields stay as the card set them.`,
    });
    await dialog.close();
    expect(await pending).toBeNull();
  });

  it("a roll refused to a non-owner shows the participant's name escaped", async () => {
    const card = await startKingdomsCard(table);
    expect(await rollAs(table, P2, card, HERO, [10, 9])).toBeNull();
    expect(lastNotification()).toMatchObject({
      type: "warning",
      message: `Only the owners of ${ESCAPED} or a GM may roll for ${ESCAPED}.`,
    });
  });

  it("the NotActiveGM refusal shows the active GM's name escaped (closing a group test)", async () => {
    const card = await table().foundry.withClient(GM, () =>
      api().groupTests.groupTest({ participants: [tokenDoc(HERO), tokenDoc(VILLAIN)] }),
    );
    expect(await table().foundry.withClient(GM2, () => api().groupTests.closeGroupTest(must(card.id)))).toBe(false);
    expect(lastNotification()).toMatchObject({
      type: "warning",
      message: `Only the active GM's client writes cards, and ${ESCAPED} is the active GM: ask them to do it.`,
    });
  });

  it("the NotActiveGM refusal shows the active GM's name escaped (ending an extended test)", async () => {
    const card = await table().foundry.withClient(GM, () =>
      api().extendedTests.extendedTest({
        token: tokenDoc(HERO),
        dt: 7,
        pool: 3,
        replenish: 1,
        targetMargin: 3,
        rounds: 3,
      }),
    );
    expect(await table().foundry.withClient(GM2, () => api().extendedTests.endExtendedTest(must(card.id)))).toBe(false);
    expect(lastNotification()).toMatchObject({
      type: "warning",
      message: expect.stringContaining(`and ${ESCAPED} is the active GM`),
    });
  });

  it("a refused contest start is shown escaped, and thrown to the caller in plain text", async () => {
    const start = table().foundry.withClient(GM, () =>
      api().contests.start({ ruleSet: "kingdoms", attackers: [HOSTILE], defender: tokenDoc(VILLAIN) }),
    );
    await expect(start).rejects.toThrow(`This contest side cannot be found: ${HOSTILE}.`);
    expect(lastNotification()).toMatchObject({
      type: "error",
      message: `This contest side cannot be found: ${ESCAPED}.`,
    });
  });

  it("a fast-forward roll refused over a typed value is shown escaped, and thrown in plain text", async () => {
    const open = table().foundry.withClient(GM, () =>
      api().dialogs.open("kaiser", { spec: asSentByAnyClient({ kind: HOSTILE }), fastForward: true }),
    );
    await expect(open).rejects.toThrow(HOSTILE);
    expect(table().foundry.messages).toHaveLength(0);
    expect(lastNotification()?.type).toBe("error");
    expect(lastNotification()?.message).toContain(ESCAPED);
    expect(lastNotification()?.message).not.toContain("<");
  });

  it("a contest roll refused over a typed value is shown once, escaped (not again by the card's roller)", async () => {
    table().foundry.controlTokens([HERO], GM);
    table().foundry.targetTokens([VILLAIN], GM);
    const card = await table().foundry.withClient(GM, () => api().contests.start({ ruleSet: "kaiser" }));
    const before = table().foundry.notifications.length;
    const roll = table().foundry.withClient(GM, () =>
      api().contests.roll(must(card.id), HERO, { spec: asSentByAnyClient({ kind: HOSTILE }), fastForward: true }),
    );
    expect(await roll).toBeNull();
    const shown = table().foundry.notifications.slice(before);
    expect(shown).toHaveLength(1);
    expect(must(shown[0]).message).toContain(ESCAPED);
    expect(must(shown[0]).message).not.toContain("<");
  });
});
