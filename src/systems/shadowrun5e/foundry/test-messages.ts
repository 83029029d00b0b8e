import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialogReading, SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import { sr5Odds, type Sr5Test } from "../core/test-odds";
import { secondChance, type FirstRoll } from "../core/second-chance";
import { sr5Labels } from "../ui/test-labels";
import { testOf } from "./test-reads";

/**
 * A Shadowrun 5e test's message keeps the chance it had (docs/systems-shadowrun5e.md "The message"). The system
 * fires no hook with the message's data: `SuccessTest.toMessage` (SuccessTest.ts:1759-1780, 1935-1970) creates it
 * with its flag `shadowrun5e.TestData` = the test's `toJSON()` — its data and its rolls — and a `roll` that is no
 * field of a message, so the message has no rolls of its own: the flag's rolls are the test's record of what was
 * rolled. So the question is read from that flag as Foundry is about to create the message (`preCreateChatMessage`),
 * on the roller's client, and drawn again only while the flag's one roll is still that question's dice — the pool's
 * number of `s` dice, exploding exactly when Push the Limit was on. A second roll (Second Chance or Push the Limit
 * after the roll: a new message with two) is not read. On a test that failed, Second Chance's chance beside it
 * (second-chance.ts), from that roll's own dice.
 */

/** What the message keeps: the test as it was rolled. */
type Kept = Omit<Sr5Test, "edge">;

const testData = (kit: RuleSetKit, message: unknown): unknown =>
  kit.systems.field(kit.systems.field(kit.systems.field(message, "flags"), "shadowrun5e"), "TestData");

/** The flag's one roll as its dice: how many `s` dice, and whether they explode; null for anything else. */
function rolledDice(kit: RuleSetKit, test: unknown): { dice: number; explode: boolean } | null {
  const { field } = kit.systems;
  const rolls = field(test, "rolls");
  if (!Array.isArray(rolls) || rolls.length !== 1) return null;
  const terms = field(rolls[0], "terms");
  const term: unknown = Array.isArray(terms) && terms.length === 1 ? terms[0] : undefined;
  const number = field(term, "number");
  const modifiers = field(term, "modifiers");
  if (field(term, "faces") !== 6 || typeof number !== "number" || !Array.isArray(modifiers)) return null;
  return { dice: number, explode: modifiers.includes("x6") };
}

/** The flag's one roll's hits, 1s and dice thrown, as SR5Roll counts them (`hits`, `glitches`, `poolThrown`). */
function firstRoll(kit: RuleSetKit, test: unknown): FirstRoll | null {
  const { field } = kit.systems;
  const rolls = field(test, "rolls");
  const results = field(Array.isArray(rolls) ? field(rolls[0], "terms") : undefined, "0");
  const list = field(results, "results");
  if (!Array.isArray(list)) return null;
  const flagged = (flag: string) => list.filter((result) => field(result, flag) === true).length;
  return { hits: flagged("success"), ones: flagged("failure"), thrown: list.length };
}

/**
 * Second Chance as the message's context menu offers it (`canSecondChance`): a test of an actor, no bought hits, no
 * Push the Limit; the rest (a failure, no glitch, a die that missed) is second-chance.ts's.
 */
function secondChanceOf(kit: RuleSetKit, kept: Kept, test: unknown) {
  const { field } = kit.systems;
  const actor = field(field(test, "data"), "sourceActorUuid");
  const first = firstRoll(kit, test);
  if (typeof actor !== "string" || kept.buyHits || kept.pushTheLimit || !first) return null;
  return secondChance(first, kept);
}

/** The test a message's flag holds, judged as the system judged it when rolled: limits as the world applied them. */
function keptOf(kit: RuleSetKit, test: unknown): Kept | null {
  const { field } = kit.systems;
  const data = field(test, "data");
  const ptl = field(data, "pushTheLimit") === true;
  const limit = field(field(data, "limit"), "value");
  const applies = kit.systems.systemSetting("shadowrun5e", "applyLimits") !== false;
  const read = testOf(kit, data, {
    ptl,
    buy: field(data, "buyHits"),
    hasLimit: applies && !ptl && typeof limit === "number" && limit > 0,
  });
  const rolled = rolledDice(kit, test);
  if (!read || !rolled || rolled.dice !== read.pool || rolled.explode !== read.pushTheLimit) return null;
  const { worldLimit: _unused, ...kept } = read;
  return kept;
}

/** What was kept, when the message's own flag still holds that roll (our flag is whatever its author wrote). */
function rereadKept(kit: RuleSetKit, kept: unknown, message: SystemRollMessage): Kept | null {
  const rolled = keptOf(kit, testData(kit, message));
  if (!rolled) return null;
  const { field } = kit.systems;
  const same = (Object.keys(rolled) as (keyof Kept)[]).every((key) => field(kept, key) === rolled[key]);
  return same ? rolled : null;
}

export function sr5Rolls(kit: RuleSetKit): SystemRolls {
  const reading = (kept: Kept, test: unknown): SystemDialogReading => ({
    odds: () => {
      const odds = sr5Odds(kit.pools.sr5Outcomes, { ...kept, edge: null });
      const second = secondChanceOf(kit, kept, test);
      // Two choices: no hits' rows, which are read without a threshold, where Second Chance needs one.
      return second ? { ...odds, choices: [...odds.choices, second], totals: [] } : odds;
    },
    labels: sr5Labels,
    // The message's code line shows the threshold to whoever sees the message's numbers at all (numbersHidden).
    targetVisible: true,
  });
  return {
    // Foundry's, fired on the client creating the message, before it is created: the system has no hook there.
    hook: "preCreateChatMessage",
    record: (args) => kit.systems.recordFromMessage(args, (document) => keptOf(kit, testData(kit, document))),
    reread(kept, message) {
      const read = rereadKept(kit, kept, message);
      return read && reading(read, testData(kit, message));
    },
    // The message has no rolls: no luck is measured on it.
    formula: () => null,
  };
}

/**
 * Whether the system hides the message's test code from the current user (GmOnlyMessageContentFlow.ts): with the
 * world's `HideGMOnlyChatContent` on, a GM's test of an actor is gm-only content, shown only to a GM, a trusted
 * player or the actor's owner. Then none of its figures is drawn either.
 */
export function sr5NumbersHidden(kit: RuleSetKit, message: SystemRollMessage): boolean {
  const { field } = kit.systems;
  const test = testData(kit, message);
  if (test === undefined || kit.systems.systemSetting("shadowrun5e", "HideGMOnlyChatContent") !== true) return false;
  const actorUuid = field(field(test, "data"), "sourceActorUuid");
  if (field(message.author, "isGM") !== true || typeof actorUuid !== "string") return false;
  const user = game.user;
  if (user.isGM || user.isTrusted) return false;
  return field(kit.systems.documentFromUuidSync(actorUuid), "isOwner") !== true;
}
