/**
 * A character's saved rolls through `api.savedRolls` in the Foundry double (both profiles): kept in the actor's
 * flags as the core's versioned record, edited only by its owners and the GM, and rolled with each `@` field read
 * from the actor's roll data at that moment — never Foundry's silent 0 for a missing path.
 */
import { describe, expect, it } from "vitest";
import { useIndieDice } from "../support/helpers";
import { api } from "../support/dialog-harness";
import { worldActor, updateActor } from "../../../foundry-double/documents/world";
import { indieErrorOf, must } from "../../kit";

const GM = "gmUser0000000000";
const PLAYER = "playerUser000000";
const OTHER = "otherPlayer00000";
const HERO = {
  _id: "heroActor0000001",
  name: "Brunhild",
  ownership: { default: 0, [PLAYER]: 3 },
  system: { skills: { stealth: 5 }, name: "Brunhild" },
};
const harness = useIndieDice({
  actors: [HERO],
  users: [
    { id: GM, name: "Gamemaster", isGM: true },
    { id: PLAYER, name: "Player", isGM: false },
    { id: OTHER, name: "Other", isGM: false },
  ],
  userId: PLAYER,
});

function hero(): Actor.Implementation {
  return worldActor(HERO._id);
}

const STEALTH = {
  name: "Stealth",
  ruleSet: "kaiser",
  spec: { kind: "skill", bonus: "@skills.stealth", advantage: 1, difficulty: 12 },
};

const refusal = indieErrorOf;

describe("saved rolls on an actor", () => {
  it("an owner saves a roll: kept in the actor's flags as written, listed in order", async () => {
    const saved = await api().savedRolls.save(hero(), STEALTH);
    expect(saved).toMatchObject({ name: "Stealth", ruleSet: "kaiser", spec: { bonus: "@skills.stealth" } });
    await api().savedRolls.save(hero(), { name: "Climb", ruleSet: "olde", spec: { count: 2, faces: 6 } });
    expect(
      api()
        .savedRolls.list(hero())
        .map((roll) => roll.name),
    ).toEqual(["Stealth", "Climb"]);
    expect(hero().getFlag("indie-dice", "savedRolls")).toMatchObject({
      version: 1,
      rolls: [{ id: saved.id, name: "Stealth" }, { name: "Climb" }],
    });
    await api().savedRolls.remove(hero(), saved.id);
    expect(
      api()
        .savedRolls.list(hero())
        .map((roll) => roll.name),
    ).toEqual(["Climb"]);
  });

  it("another player may not change them: a localized refusal, nothing changed", async () => {
    await api().savedRolls.save(hero(), STEALTH);
    harness().foundry.setUser(OTHER);
    const refused = await refusal(() => api().savedRolls.save(hero(), { ...STEALTH, name: "Mine now" }));
    expect(refused.key).toBe("INDIE_DICE.Error.SavedRoll.NotYours");
    expect(refused.message).toBe("Only Brunhild's owners and the GM may change their saved rolls.");
    expect((await refusal(() => api().savedRolls.remove(hero(), must(api().savedRolls.list(hero())[0]).id))).key).toBe(
      "INDIE_DICE.Error.SavedRoll.NotYours",
    );
    harness().foundry.setUser(GM);
    expect(
      api()
        .savedRolls.list(hero())
        .map((roll) => roll.name),
    ).toEqual(["Stealth"]);
    // The GM may.
    await api().savedRolls.save(hero(), { ...STEALTH, name: "Sneak" });
    expect(api().savedRolls.list(hero())).toHaveLength(2);
  });

  it("refuses fields the rule set's dialog refuses, naming the field", async () => {
    const refused = await refusal(() =>
      api().savedRolls.save(hero(), { ...STEALTH, spec: { kind: "skill", bonus: 2_000_000 } }),
    );
    expect(refused.key).toBe("INDIE_DICE.Error.SavedRoll.Field");
    expect(refused.message).toMatch(/^Value: /);
    expect(api().savedRolls.list(hero())).toEqual([]);
  });

  it("rolls with the character's numbers as they are now: an @ field follows a change to the actor", async () => {
    await api().savedRolls.save(hero(), STEALTH);
    const first = await api().savedRolls.roll(hero(), "Stealth", { fastForward: true });
    expect(first?.formula).toBe("3d6kh2ko + 5");
    // The actor data the system keeps changes (fvtt-types knows no system here: a plain update).
    await updateActor(hero(), { "system.skills.stealth": 7 });
    const second = await api().savedRolls.roll(hero(), "Stealth", { fastForward: true });
    expect(second?.formula).toBe("3d6kh2ko + 7");
  });

  it(
    "a missing or non-number path is refused by name before anything is rolled " + "(never Foundry's silent 0)",
    async () => {
      await api().savedRolls.save(hero(), {
        ...STEALTH,
        name: "Typo",
        spec: { kind: "skill", bonus: "@skills.stelth" },
      });
      const missing = await refusal(() => api().savedRolls.roll(hero(), "Typo", { fastForward: true }));
      expect(missing.message).toBe("@skills.stelth is not in this character's data.");
      await api().savedRolls.save(hero(), { ...STEALTH, name: "Name", spec: { kind: "skill", bonus: "@name" } });
      expect((await refusal(() => api().savedRolls.roll(hero(), "Name", { fastForward: true }))).key).toBe(
        "INDIE_DICE.Error.Expression.NotANumber",
      );
      expect(must(game.messages).size).toBe(0);
    },
  );

  it("a record that cannot be read (hand-edited) lists no roll and says why, and breaks nothing", async () => {
    await hero().setFlag("indie-dice", "savedRolls", { version: 9, rolls: "lots" });
    expect(api().savedRolls.list(hero())).toEqual([]);
    expect(api().savedRolls.problem(hero())).toMatch(/version/);
  });
});
