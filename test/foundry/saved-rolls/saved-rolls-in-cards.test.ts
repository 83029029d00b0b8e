// @vitest-environment happy-dom
/**
 * A participant's saved rolls on the cards (docs/characters.md "Saved rolls"): the contest roll dialog of a side whose
 * roll the card left open offers the roller's saved rolls of the card's rule set; a side whose roll the card fixed does
 * not (the card would refuse any other roll); the group test's member dialog offers them too.
 */
import { describe, expect, it } from "vitest";
import {
  api,
  callHook,
  control,
  rollButton,
  rollDialog,
  openWindows,
  settle,
  waitFor,
} from "../support/dialog-harness";
import { GM, HERO, P1, stateOf, startCard, tokenDoc, useContestTable, VILLAIN } from "../support/contests-harness";
import { worldActor, updateActor } from "../../../foundry-double/documents/world";
import { storedCardFlag } from "../support/stored-card";
import { must } from "../../kit";

const table = useContestTable();

function hero(): Actor.Implementation {
  return worldActor("heroActor0000001");
}

async function saveStrike(): Promise<void> {
  await table().foundry.withClient(P1, () =>
    api().savedRolls.save(hero(), {
      name: "Strike",
      ruleSet: "kaiser",
      spec: { kind: "skill", bonus: 6, advantage: 2 },
    }),
  );
}

describe("a participant's saved rolls on a contest card", () => {
  it("are offered where the card left the roll to the roller, and the picked roll is recorded", async () => {
    await saveStrike();
    const card = await table().foundry.withClient(GM, () =>
      api().contests.start({
        ruleSet: "kaiser",
        attackers: [tokenDoc(HERO)],
        defender: tokenDoc(VILLAIN),
        attack: false,
      }),
    );
    const pending = table().foundry.withClient(P1, () => api().contests.roll(must(must(card).id), HERO));
    const dialog = await rollDialog();
    const pick = control<HTMLSelectElement>(dialog, "savedRollPick");
    expect([...pick.options].map((option) => option.textContent)).toEqual(["— as typed —", "Strike"]);
    pick.value = must(api().savedRolls.list(hero())[0]).id;
    pick.dispatchEvent(new Event("change", { bubbles: true }));
    await waitFor("the picked roll", () => control(dialog, "bonus").value === "6" || undefined);
    await table().foundry.withClient(P1, async () => {
      rollButton(dialog).click();
      await settle(20);
    });
    const message = await pending;
    expect(stateOf(must(card)).participants[0]).toMatchObject({
      messageId: message?.id,
      spec: { bonus: 6, advantage: 2 },
    });
  });

  it("are not offered where the card fixed the roll", async () => {
    await saveStrike();
    const card = await startCard(table, "kaiser", {
      attackers: { kind: "skill", bonus: 2 },
      defender: { kind: "skill", bonus: 1 },
    });
    void table().foundry.withClient(P1, () => api().contests.roll(must(card.id), HERO));
    const dialog = await rollDialog();
    expect(dialog.element.querySelector('[name="savedRollPick"]')).toBeNull();
    await dialog.close();
  });
});

describe("the Start contest dialog", () => {
  interface StartDialogView {
    readonly element: HTMLFormElement;
    readonly rendered: boolean;
    close(): Promise<unknown>;
  }

  async function openAs(user: string): Promise<StartDialogView> {
    const controls = { tokens: { tools: {} as Record<string, { onChange(event: Event, active: boolean): void }> } };
    callHook("getSceneControlButtons", controls);
    table().foundry.controlTokens([HERO], user);
    table().foundry.targetTokens([VILLAIN], user);
    table().foundry.withClient(user, () =>
      must(controls.tokens.tools.indieDiceContest).onChange(new Event("click"), true),
    );
    return waitFor("the start-contest dialog", () => {
      return openWindows<StartDialogView>("StartContestDialog").find((app) => app.rendered);
    });
  }

  it(
    "offers each side its own character's saved rolls " +
      "(the player's own, not the villain's) and fills that side from the pick",
    async () => {
      await saveStrike();
      const dialog = await openAs(P1);
      const pick = control<HTMLSelectElement>(dialog, "a0.savedRoll");
      expect([...pick.options].map((option) => option.textContent)).toEqual(["— as typed —", "Strike"]);
      expect(dialog.element.querySelector('[name="d.savedRoll"]')).toBeNull();
      pick.value = must(api().savedRolls.list(hero())[0]).id;
      pick.dispatchEvent(new Event("change", { bubbles: true }));
      await waitFor(
        "the attacker's fields from the pick",
        () => control(dialog, "a0.bonus").value === "6" || undefined,
      );
      expect(control(dialog, "a0.advantages").value).toBe("2");
      expect(control<HTMLSelectElement>(dialog, "a0.savedRoll").value).toBe(must(api().savedRolls.list(hero())[0]).id);
      await dialog.close();
    },
  );

  it(
    "a side's field takes its character's numbers: " +
      "@ resolved for the attacker's character, refused for a side without one",
    async () => {
      await updateActor(hero(), { "system.skills.melee": 7 });
      const dialog = await openAs(P1);
      const bonus = control(dialog, "a0.bonus");
      bonus.value = "@skills.melee - 1";
      bonus.dispatchEvent(new Event("change", { bubbles: true }));
      await waitFor(
        "the resolved value",
        () =>
          dialog.element.querySelector('[data-field="a0.bonus"] .indie-dice-resolved')?.textContent === "= 6" ||
          undefined,
      );
      // The villain is no character of this player's: no numbers to read.
      const other = control(dialog, "d.bonus");
      expect(other.type).toBe("number");
      await dialog.close();
    },
  );
});

describe("an extended test from a saved roll", () => {
  it(
    "takes the roller's saved K&R roll's pool and DT, read with the character's numbers now; " +
      "a roll of another rule set is refused",
    async () => {
      await updateActor(hero(), { "system.pools.might": 5 });
      await table().foundry.withClient(P1, () =>
        api().savedRolls.save(hero(), {
          name: "Might",
          ruleSet: "kingdoms",
          spec: { pool: "@pools.might + 1", dt: 8 },
        }),
      );
      await saveStrike();
      const card = await table().foundry.withClient(GM, () =>
        api().extendedTests.extendedTest({
          token: tokenDoc(HERO),
          savedRoll: "Might",
          replenish: 1,
          targetMargin: 3,
          rounds: 3,
        }),
      );
      const state = storedCardFlag<unknown>(card, "extendedTest");
      expect(state).toMatchObject({ startingPool: 6, dt: 8 });
      await expect(
        table().foundry.withClient(GM, () =>
          api().extendedTests.extendedTest({
            token: tokenDoc(HERO),
            savedRoll: "Strike",
            replenish: 1,
            targetMargin: 3,
            rounds: 3,
          }),
        ),
      ).rejects.toThrow("“Strike” is not a Kingdoms and Rulers roll: an Extended Test takes its pool and DT from one.");
    },
  );
});

describe("a card's spec written with the character's numbers", () => {
  it(
    "reads each side's @ fields from that side's own character when the contest starts; " +
      "a missing path is refused by name",
    async () => {
      await updateActor(hero(), { "system.skills.melee": 4 });
      await updateActor(worldActor("villainActor0001"), { "system.skills.melee": 2 });
      const card = await startCard(table, "kaiser", {
        attackers: { kind: "skill", bonus: "@skills.melee + 1" },
        defender: { kind: "skill", bonus: "@skills.melee" },
      });
      expect(stateOf(card).participants.map((participant) => participant.spec)).toMatchObject([
        { bonus: 5 },
        { bonus: 2 },
      ]);
      await expect(
        startCard(table, "kaiser", {
          attackers: { kind: "skill", bonus: "@skills.stelth" },
          defender: { kind: "skill", bonus: 1 },
        }),
      ).rejects.toThrow("@skills.stelth is not in this character's data.");
    },
  );
});

describe("group and extended tests written with the characters' numbers", () => {
  it(
    "a group test reads each participant's @ fields from its own character; " + "an extended test its roller's",
    async () => {
      await updateActor(hero(), { "system.skills.hide": 3 });
      await updateActor(worldActor("rivalActor000001"), { "system.skills.hide": 1 });
      const group = await table().foundry.withClient(GM, () =>
        api().groupTests.groupTest({
          participants: [tokenDoc(HERO), tokenDoc("rivalToken000001")],
          request: { modifier: "@skills.hide" as never },
        }),
      );
      const state = storedCardFlag<{ participants: { request: { modifier: number } }[] }>(group, "groupTest");
      expect(state.participants.map((participant) => participant.request.modifier)).toEqual([3, 1]);
      await updateActor(hero(), { "system.pools.might": 7 });
      const extended = await table().foundry.withClient(GM, () =>
        api().extendedTests.extendedTest({
          token: tokenDoc(HERO),
          pool: "@pools.might",
          dt: 7,
          replenish: 1,
          targetMargin: 3,
          rounds: 3,
        }),
      );
      expect(storedCardFlag<unknown>(extended, "extendedTest")).toMatchObject({ startingPool: 7 });
      await expect(
        table().foundry.withClient(GM, () =>
          api().extendedTests.extendedTest({
            token: tokenDoc(HERO),
            pool: "@pools.nope",
            dt: 7,
            replenish: 1,
            targetMargin: 3,
            rounds: 3,
          }),
        ),
      ).rejects.toThrow("@pools.nope is not in this character's data.");
    },
  );

  it("a group test member's roll dialog offers no saved roll: the Test is the card's, every field locked", async () => {
    await table().foundry.withClient(P1, () =>
      api().savedRolls.save(hero(), { name: "Hide", ruleSet: "klepto", spec: { modifier: 4, advantages: 1 } }),
    );
    const group = await table().foundry.withClient(GM, () =>
      api().groupTests.groupTest({ participants: [tokenDoc(HERO), tokenDoc("rivalToken000001")] }),
    );
    const state = storedCardFlag<{ participants: { id: string }[] }>(group, "groupTest");
    void table().foundry.withClient(P1, () => api().groupTests.groupRoll(group, must(state.participants[0]).id));
    const dialog = await rollDialog();
    expect(dialog.element.querySelector('[name="savedRollPick"]')).toBeNull();
    expect(
      ["modifier", "advantages", "disadvantages", "method", "ranges"].map((name) => control(dialog, name).disabled),
    ).toEqual([true, true, true, true, true]);
    await dialog.close();
  });
});
