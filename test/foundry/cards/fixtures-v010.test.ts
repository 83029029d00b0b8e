// @vitest-environment happy-dom
/**
 * Cards saved by Indie Dice 0.1.0 (test/foundry/fixtures/v0.1.0: one world per card kind and state, made by the
 * real 0.1.0 code) still read, draw and resolve with today's code: each fixture's world is loaded into today's
 * Foundry double as after an upgrade and a reload, and its card is drawn for every user. Then a few open cards
 * are carried on — the missing side rolled, the roll-off button pressed — to the end 0.1.0 itself reached.
 *
 * What is compared with 0.1.0 is the meaning (who won and how, each total, the phase, who may press what), not
 * the wording: the card's sentences may have changed since.
 */
import { rowsTaken } from "../../quick";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readVersioned, type VersionedSchema } from "../../../src/core/schema";
import { CONTEST_STATE_SCHEMA } from "../../../src/card-kinds/contest/core/contest-schema";
import { GROUP_TEST_STATE_SCHEMA } from "../../../src/rule-sets/klepto/core/group-test/group-test-schema";
import { EXTENDED_TEST_STATE_SCHEMA } from "../../../src/rule-sets/kingdoms/core/extended-test/extended-test-schema";
import {
  fixtureNames,
  loadFixture,
  readFixture,
  type FixtureKind,
  type LoadedFixture,
  type RenderedCard,
  type V010Fixture,
} from "../fixtures/v0.1.0/load-fixture";
import { api, settle } from "../support/dialog-harness";
import { draws } from "../support/contests-harness";
import { must } from "../../kit";
import { RULE_SET_FIXTURES } from "../../rule-sets/fixtures";

const GM = "gmUser0000000000";
const P1 = "playerOne0000000";
const P2 = "playerTwo0000000";
const HERO = "heroToken0000001";
const RIVAL = "rivalToken000001";
const VILLAIN = "villainToken0001";

/**
 * Each kind's own part of a pairing's outcome (the only part a version 4 card keeps), by hand: each rule set's
 * fixtures' (test/rule-sets/<id>/fixtures.ts).
 */
const OWN_PAIRING_PART: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  RULE_SET_FIXTURES.map((fixtures) => [fixtures.ruleSet, fixtures.ownContest.pairing]),
);

const SCHEMAS: Record<FixtureKind, VersionedSchema<unknown>> = {
  contest: CONTEST_STATE_SCHEMA as VersionedSchema<unknown>,
  groupTest: GROUP_TEST_STATE_SCHEMA as VersionedSchema<unknown>,
  extendedTest: EXTENDED_TEST_STATE_SCHEMA as VersionedSchema<unknown>,
};

const ROOT: Record<FixtureKind, string> = {
  contest: ".indie-dice-contest",
  groupTest: ".indie-dice-group-test",
  extendedTest: ".indie-dice-extended-test",
};

/* After the fixtures' own timestamps, a minute on per test (errors.ts shows the same error once per 2 s). */
let clock = Date.UTC(2025, 0, 16, 12, 0, 0);
let loaded: LoadedFixture | undefined;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  clock += 60_000;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(clock);
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  const deprecated = loaded?.harness.foundry.deprecations ?? [];
  loaded?.uninstall();
  loaded = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  expect(deprecated, "deprecated v14 members read by the module").toEqual([]);
});

async function load(name: string): Promise<LoadedFixture> {
  loaded = await loadFixture(name);
  return loaded;
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";

/** The parts of a drawn card compared with what 0.1.0 showed. */
function partsOf(html: HTMLElement) {
  const content = html.querySelector(".message-content") ?? html;
  const buttons = [...content.querySelectorAll<HTMLButtonElement>("button[data-action]")].map((b) => ({
    action: b.dataset.action ?? "",
    data: { ...b.dataset } as Record<string, string | undefined>,
    enabled: !b.disabled,
  }));
  return {
    content,
    text: text(content),
    buttons,
    totals: Object.fromEntries(
      [...content.querySelectorAll<HTMLElement>(".indie-dice-contest-participant")].map((li) => [
        li.dataset.participant,
        text(li.querySelector(".indie-dice-contest-total")),
      ]),
    ),
    tones: [...content.querySelectorAll<HTMLElement>(".indie-dice-contest-pairing")].map((li) => [
      li.dataset.attacker,
      li.dataset.tone,
    ]),
    finals: Object.fromEntries(
      [...content.querySelectorAll<HTMLElement>("[data-participant]")]
        .filter((el) => el.querySelector(".indie-dice-group-final"))
        .map((el) => [el.dataset.participant, text(el.querySelector(".indie-dice-group-final"))]),
    ),
    phase: content.querySelector(ROOT.extendedTest)?.getAttribute("data-phase") ?? null,
    margin: text(content.querySelector(".indie-dice-extended-margin")),
  };
}

/** The leading number of a shown value ("10: High Score" → "10", "+2" → "+2", "[10!]" → "10"); null for words. */
function leadingNumber(shown: string): string | null {
  return /^\[?([+−-]?\d+)/.exec(shown)?.[1] ?? null;
}

/** Each button 0.1.0 let this user press is still there and still enabled (matched on its action and targets). */
function expectSameEnabledButtons(today: ReturnType<typeof partsOf>["buttons"], then: RenderedCard["buttons"]): void {
  for (const old of then.filter((b) => b.enabled)) {
    const match = today.find(
      (b) => b.action === old.action && Object.entries(old.data).every(([key, value]) => b.data[key] === value),
    );
    expect(match, `the ${old.action} button ${JSON.stringify(old.data)}`).toBeDefined();
    expect(must(match).enabled, `the ${old.action} button ${JSON.stringify(old.data)} enabled`).toBe(true);
  }
}

function expectMeaningKept(fixture: V010Fixture, userId: string, parts: ReturnType<typeof partsOf>): void {
  const then = must(fixture.v010.rendered[userId]);
  // Every participant's name is on the card.
  for (const name of namesOf(fixture)) expect(parts.text).toContain(name);
  // Taken away on purpose since 0.1.0: End on an Extended Test that reached its target, which is decided (issue 34).
  const withdrawn = (b: RenderedCard["buttons"][number]) =>
    fixture.kind === "extendedTest" && then.phase === "succeeded" && b.action === "indie-dice-extended-end";
  expectSameEnabledButtons(
    parts.buttons,
    then.buttons.filter((b) => !withdrawn(b)),
  );
  if (fixture.kind === "contest") {
    // Who is ahead, waiting or tied, pairing by pairing; each total that was a number still is that number.
    expect(parts.tones).toEqual(must(then.pairings).map((p) => [p.attacker, p.tone]));
    for (const [id, shown] of Object.entries(then.totals ?? {})) {
      const number = leadingNumber(shown);
      if (number !== null)
        expect(leadingNumber(parts.totals[id] ?? ""), `${fixture.fixture}: ${id}'s total for ${userId}`).toBe(number);
    }
  }
  if (fixture.kind === "groupTest") {
    for (const [id, shown] of Object.entries(then.finals ?? {}))
      expect(leadingNumber(parts.finals[id] ?? ""), `${id}'s final Score`).toBe(leadingNumber(shown));
  }
  if (fixture.kind === "extendedTest") {
    expect(parts.phase).toBe(then.phase);
    const margin = /([+−-]?\d+) of/.exec(then.margin ?? "")?.[1];
    if (margin) expect(parts.margin).toContain(margin);
  }
}

function namesOf(fixture: V010Fixture): string[] {
  const state = fixture.v010.state as { participants?: { name: string }[]; roller?: { name: string } };
  return state.participants?.map((p) => p.name) ?? (state.roller ? [state.roller.name] : []);
}

describe("every 0.1.0 card fixture", () => {
  // Drawn for every user, each fixture is a second of the suite: in `npm test` every other one, all in the full run.
  it.each(rowsTaken(fixtureNames(), (_name, index) => index % 2 === 0))(
    "%s: read by today's schema, drawn for every user without a problem, its meaning kept",
    async (name) => {
      const { fixture, drawAs, state } = await load(name);
      expect(() => readVersioned(SCHEMAS[fixture.kind], fixture.v010.state)).not.toThrow();
      for (const user of fixture.world.users) {
        const parts = partsOf(await drawAs(user.id));
        expect(parts.content.querySelector(".indie-dice-card-problem"), `${user.name}'s card`).toBeNull();
        expect(parts.content.querySelector('[data-tone="problem"]'), `${user.name}'s card`).toBeNull();
        expect(parts.content.querySelector(ROOT[fixture.kind]), `${user.name}'s card`).not.toBeNull();
        expectMeaningKept(fixture, user.id, parts);
      }
      expect(warn).not.toHaveBeenCalledWith(
        expect.stringMatching(/could not be (drawn|read|loaded)/),
        expect.anything(),
      );
      // Loading, the GM's sweep and drawing decided nothing anew.
      const now = state();
      expect(now.status).toBe(fixture.v010.state.status);
      if (fixture.kind === "contest") {
        expect(now.outcome).toEqual(fixture.v010.outcome);
        // Read now (version 4), each pairing keeps the shared fields and its own kind's part alone, as 0.1.0 set them.
        const own = OWN_PAIRING_PART[String(fixture.v010.state.ruleSet)] ?? [];
        const kept = fixture.v010.outcome?.pairings.map((pairing) =>
          Object.fromEntries(
            Object.entries(pairing).filter(([key]) =>
              ["attackerId", "defenderId", "winner", "decidedBy", ...own].includes(key),
            ),
          ),
        );
        expect((readVersioned(CONTEST_STATE_SCHEMA, now) as { outcome: unknown }).outcome).toEqual(
          kept ? { pairings: kept } : null,
        );
      }
    },
  );
});

/* ------------------------------------------------------------------ */
/*  Carrying an open 0.1.0 card on                                     */
/* ------------------------------------------------------------------ */

/**
 * The GM's roll for Fafnir that 0.1.0 rolled in each `contest-<rule set>-resolved` fixture (uniform draws), from each
 * rule set's fixtures (test/rule-sets/<id>/fixtures.ts): every rule set 0.1.0 had a card of gives one.
 */
const VILLAIN_ROLL: Record<string, number[]> = Object.fromEntries(
  RULE_SET_FIXTURES.filter((fixtures) => fixtureNames().includes(`contest-${fixtures.ruleSet}-resolved`)).map(
    (fixtures) => [
      fixtures.ruleSet,
      draws(...must(fixtures.v010VillainRoll, `${fixtures.ruleSet}'s 0.1.0 roll for Fafnir`)),
    ],
  ),
);

async function rollAs(world: LoadedFixture, userId: string, participantId: string, uniform: number[]): Promise<void> {
  world.harness.foundry.scriptUniform(uniform);
  const message = await world.harness.foundry.withClient(userId, () =>
    api().contests.roll(world.fixture.cardId, participantId, { fastForward: true }),
  );
  await settle(10);
  expect(message, `${userId}'s roll for ${participantId}`).not.toBeNull();
}

async function clickAs(world: LoadedFixture, userId: string, selector: string): Promise<void> {
  const html = await world.drawAs(userId);
  await world.harness.foundry.withClient(userId, async () => {
    must(html.querySelector<HTMLButtonElement>(selector)).click();
    await settle(20);
  });
}

describe("carrying a 0.1.0 card on with today's code", () => {
  it.each(Object.keys(VILLAIN_ROLL))(
    "%s: the GM rolls the missing side; the card resolves as 0.1.0 resolved the same dice",
    async (ruleSet) => {
      const world = await load(`contest-${ruleSet}-open-attacker-rolled`);
      await rollAs(world, GM, VILLAIN, must(VILLAIN_ROLL[ruleSet]));
      const state = world.state() as { status: string; outcome: { pairings: unknown[] } };
      expect(state.status).toBe("resolved");
      const then = must(readFixture(`contest-${ruleSet}-resolved`).v010.outcome);
      expect(state.outcome.pairings.map((p) => ({ ...(p as object) }))).toMatchObject(
        then.pairings.map(({ winner, decidedBy }) => ({ winner, decidedBy })),
      );
      const html = await world.drawAs(P2);
      expect(html.querySelector(".indie-dice-card-problem")).toBeNull();
      expect(html.querySelector(".indie-dice-contest")?.getAttribute("data-status")).toBe("resolved");
    },
  );

  it("OGS, waiting for its roll-off: Ann's click has the GM's client roll the d12s (2 v 11): Fafnir wins", async () => {
    const world = await load("contest-ogs-open-awaiting-roll-off");
    world.harness.foundry.scriptUniform(draws([2, 12], [11, 12]));
    await clickAs(world, P1, 'button[data-action="indie-dice-contest-tie-break"]');
    const state = world.state() as { status: string; tieBreaks: unknown[]; outcome: { pairings: unknown[] } };
    expect(state.status).toBe("resolved");
    expect(state.tieBreaks).toEqual([{ attackerId: HERO, dice: { kind: "ogsRollOff", pairs: [[2, 11]] } }]);
    expect(state.outcome.pairings[0]).toMatchObject({ winner: "defender", decidedBy: "rollOff" });
  });

  it(
    "Dungeons of Olde, a stalemate waiting for its roll-off: " +
      "pressed, 3 v 3 then 2 v 5: a stalemate Fafnir comes out of ahead",
    async () => {
      const world = await load("contest-olde-open-stalemate-awaiting-roll-off");
      world.harness.foundry.scriptUniform(draws([3, 6], [3, 6], [2, 6], [5, 6]));
      await clickAs(world, P1, 'button[data-action="indie-dice-contest-tie-break"]');
      const state = world.state() as { status: string; outcome: { pairings: unknown[] } };
      expect(state.status).toBe("resolved");
      // The same dice 0.1.0 rolled on its own in contest-olde-resolved-stalemate.
      const then = must(readFixture("contest-olde-resolved-stalemate").v010.outcome);
      expect(state.outcome.pairings[0]).toMatchObject({
        winner: must(then.pairings[0]).winner,
        decidedBy: must(then.pairings[0]).decidedBy,
        rollOffWinner: must(then.pairings[0]).rollOffWinner,
      });
    },
  );

  it(
    "a K&R contest started without specs: " +
      "Ann rolls Brunhild's side with the spec she chose, and the card keeps it",
    async () => {
      const world = await load("contest-kingdoms-open-no-specs");
      const spec = { pool: 2, dice: 2, dt: 7 };
      world.harness.foundry.scriptUniform(draws([10, 12], [9, 12]));
      const message = await world.harness.foundry.withClient(P1, () =>
        api().contests.roll(world.fixture.cardId, HERO, { fastForward: true, spec }),
      );
      await settle(10);
      expect(message).not.toBeNull();
      const state = world.state() as {
        status: string;
        participants: { id: string; spec: unknown; messageId: string | null }[];
      };
      expect(state.participants.find((p) => p.id === HERO)).toMatchObject({ spec, messageId: must(message).id });
      expect(state.status).toBe("open");
    },
  );

  it("a group test with one roll in: the others roll, and Brunhild gives Sigurd a d10", async () => {
    const world = await load("group-test-open-partly-rolled");
    const { foundry } = world.harness;
    for (const [user, participant, face] of [
      [P2, RIVAL, 3],
      [GM, VILLAIN, 8],
    ] as const) {
      foundry.scriptFaces([face]);
      expect(
        await foundry.withClient(user, () =>
          api().groupTests.groupRoll(world.fixture.cardId, participant, { fastForward: true }),
        ),
      ).not.toBeNull();
      await settle(10);
    }
    foundry.scriptFaces([9]);
    expect(
      await foundry.withClient(P1, () => api().groupTests.giveAdvantage(world.fixture.cardId, HERO, RIVAL)),
    ).not.toBeNull();
    await settle(10);
    const state = world.state() as {
      participants: { messageId: string | null }[];
      gifts: { dice: { faces: number[] } }[];
    };
    expect(state.participants.every((p) => p.messageId !== null)).toBe(true);
    expect(state.gifts.map((g) => g.dice.faces)).toEqual([[9]]);
    // Where 0.1.0 stood after the same rolls and gift (group-test-open-gift-given): the same final Scores.
    const then = must(must(readFixture("group-test-open-gift-given").v010.rendered[GM]).finals);
    const finals = partsOf(await world.drawAs(GM)).finals;
    for (const [id, shown] of Object.entries(then)) expect(leadingNumber(finals[id] ?? "")).toBe(leadingNumber(shown));
  });

  it("an extended test after one round: Ann rolls the second (12, 8, 8) and it succeeds", async () => {
    const world = await load("extended-test-rolling-one-round");
    world.harness.foundry.scriptFaces([12, 8, 8]);
    expect(
      await world.harness.foundry.withClient(P1, () =>
        api().extendedTests.extendedRoll(world.fixture.cardId, { fastForward: true }),
      ),
    ).not.toBeNull();
    await settle(10);
    expect((world.state() as { rounds: unknown[] }).rounds).toHaveLength(2);
    expect(partsOf(await world.drawAs(P1)).phase).toBe(
      must(readFixture("extended-test-succeeded").v010.rendered[P1]).phase,
    );
  });
});
