// @vitest-environment happy-dom
/**
 * A pf2e check's message shows the rerolls pf2e offers on it (docs/systems-pf2e.md "After the roll"), in the double's
 * pf2e: the Hero Point's (the new result stands), keep higher, keep lower — for whom pf2e's context menu offers them
 * (the GM, or the owner of the message's actor who wrote it), none on a roll pf2e will not reroll (fortune's two
 * d20s, a reroll), none read from a DC the viewer may not see, none on a blind roll's player, none from a forged flag,
 * and none left on the message a reroll replaces. Figures counted by hand: Valeros's +10 against DC 20, a 7 rolled
 * (17, a failure): rerolled, faces 1 / 2–9 / 10–19 / 20 make 1, 8, 10, 1 in 20; kept higher, faces 1–6 keep the
 * failure (1, 10, 9, 0); kept lower, faces 8–20 keep it (0, 0, 19, 1).
 */
import { describe, expect, it } from "vitest";
import { useIndieDice } from "../../../foundry/support/helpers";
import { rollCheckWithoutDialog } from "../../../../foundry-double/systems/pf2e/driver";
import { rerollFromMessage } from "../../../../foundry-double/systems/pf2e/reroll";
import { must, renderedElement } from "../../../kit";
import { rewriteKept } from "../../../foundry/support/system-roll-flags";
import { ActorDouble } from "../../../../foundry-double/documents/actor";
import type { CheckSpec } from "../../../../foundry-double/systems/pf2e/driver";
import { ANN, ATHLETICS, GM, VALEROS_WORLD, onlyTheV1Warning } from "./valeros-world";

const BO = "boUser0000000000";
const HERO_POINTS = { resources: { heroPoints: { value: 1, max: 3 } } };
const harness = useIndieDice({
  ...VALEROS_WORLD,
  actors: (VALEROS_WORLD.actors ?? []).map((actor) =>
    actor._id === "valeros0000000000" ? { ...actor, system: HERO_POINTS } : actor,
  ),
});
onlyTheV1Warning();

const VISIBLE: CheckSpec = { ...ATHLETICS, dc: { value: 20, visible: true } };
const NORMAL = "Critical success: 5.0%, Success: 50.0%, Failure: 40.0%, Critical failure: 5.0%";
const ROLLED = `Before the roll (Normal): ${NORMAL}`;
const HERO = `After the roll (Hero Point reroll, the new result stands, Hero Points: 1): ${NORMAL}`;
const HIGHER = "After the roll (Reroll, keep the higher): Critical success: 5.0%, Success: 50.0%, Failure: 45.0%";
const LOWER = "After the roll (Reroll, keep the lower): Failure: 95.0%, Critical failure: 5.0%";

function valeros(): ActorDouble {
  const found: unknown = game.actors?.get("valeros0000000000");
  if (!(found instanceof ActorDouble)) throw new Error("Valeros is the double's actor");
  return found;
}

const lastMessage = () => must(harness().foundry.messages.at(-1));

async function chanceLines(): Promise<string[]> {
  const html = renderedElement(await harness().foundry.renderMessage(lastMessage()));
  return [...html.querySelectorAll(".dice-roll .dice-result .indie-dice-system-chance")].map((p) => p.textContent);
}

async function rollSeven(spec = VISIBLE): Promise<void> {
  harness().foundry.scriptFaces([7]);
  await rollCheckWithoutDialog(spec);
}

describe("a check's message shows the rerolls pf2e offers", () => {
  it("to the GM: the roll's line, then the Hero Point's, keep higher's and keep lower's", async () => {
    await rollSeven();
    expect(await chanceLines()).toEqual([ROLLED, HERO, HIGHER, LOWER]);
  });

  it("to Ann, who owns Valeros and rolled it; not to Bo, who owns neither", async () => {
    harness().foundry.setUser(ANN);
    await rollSeven();
    expect(await chanceLines()).toEqual([ROLLED, HERO, HIGHER, LOWER]);
    harness().foundry.setUser(BO);
    expect(await chanceLines()).toEqual([ROLLED]);
  });

  it("none read from a DC pf2e hides from Ann (the goblin's); the GM reads them", async () => {
    harness().foundry.setUser(ANN);
    await rollSeven(ATHLETICS);
    expect(await chanceLines()).toEqual([]);
    harness().foundry.setUser(GM);
    expect(await chanceLines()).toEqual([ROLLED, HERO, HIGHER, LOWER]);
  });

  it("none to Ann on her blind roll, which she may not see", async () => {
    harness().foundry.setUser(ANN);
    await rollSeven();
    // As Foundry makes a blind roll's message (both profiles: the chat bar's mode is not the double pf2e's to apply).
    await lastMessage().update({ blind: true, whisper: [GM] });
    expect(await chanceLines()).toEqual([]);
    harness().foundry.setUser(GM);
    expect(await chanceLines()).toEqual([ROLLED, HERO, HIGHER, LOWER]);
  });

  it("none on a fortune roll (2d20kh): pf2e rerolls no roll with a kept die", async () => {
    harness().foundry.scriptFaces([7, 3]);
    await rollCheckWithoutDialog({ ...VISIBLE, rollTwice: "keep-higher" });
    expect(await chanceLines()).toHaveLength(1);
  });

  it("without a Hero Point left, keep new's line in the Hero Point's place", async () => {
    await valeros().update({ "system.resources.heroPoints.value": 0 });
    await rollSeven();
    expect(await chanceLines()).toEqual([
      ROLLED,
      `After the roll (Reroll, keep the new result): ${NORMAL}`,
      HIGHER,
      LOWER,
    ]);
  });

  it("none from a forged flag: a kept check naming another modifier draws nothing", async () => {
    harness().foundry.setUser(ANN);
    await rollSeven();
    await rewriteKept(lastMessage(), "modifier", 15);
    expect(await chanceLines()).toEqual([]);
  });

  it("the Hero Point taken: its point spent, the old message gone, the new one shows no stale figure", async () => {
    harness().foundry.setUser(ANN);
    await rollSeven();
    const old = lastMessage();
    harness().foundry.scriptFaces([15]);
    await rerollFromMessage(old, { heroPoint: true });
    expect(harness().foundry.messages).not.toContain(old);
    expect(lastMessage().rolls[0]?.total).toBe(25);
    expect(await chanceLines()).toEqual([]);
    expect(valeros().system.resources).toMatchObject({ heroPoints: { value: 0 } });
  });
});
