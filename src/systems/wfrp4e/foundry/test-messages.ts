import type { SystemOdds } from "../../../core/systems/system-odds-types";
import { wfrp4eFortuneOffered, withFortuneReroll } from "../core/wfrp4e-fortune";
import type { Wfrp4eQuestion } from "../core/wfrp4e-odds";
import { wfrp4eAnyOdds, type Wfrp4eSpellQuestion } from "../core/wfrp4e-spells";
import { wfrp4eLabelsFor } from "../ui/wfrp4e-labels";
import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import { numberOf, settingOf, sheetVisible, testDataVisible } from "./settings";
import { spellQuestion } from "./spell-question";
import { attackOf, testQuestion, valueField } from "./test-question";

/**
 * A WFRP 4e test's message keeps the chance it had (docs/systems-wfrp4e.md "The test's message"), with the dialog or
 * without (`skipDialog`: the dialog's `bypass()`). The system makes no Foundry roll of it: its message is
 * `type: "test"` with the whole test in `system.testData` and no `rolls` (test-wfrp4e.js:905-931 at 32897839), the
 * target it was judged against in `result.target`, the test's class in `preData.rollClass`, whether it had a hit
 * location in `preData.hitLocation`. So the test is kept as Foundry is about to create that message
 * (`preCreateChatMessage`, on the rolling client), read from that message's data alone, and drawn again only while
 * the message's own data and the world's settings still say the same. What is not kept: a test whose roll was set
 * beforehand (`preData.roll`: an edit, an Add SL) or whose digits may be reversed (`preData.reversal`). A prayer's
 * Wrath is kept with the Sin it was judged with (prayerSin).
 * A spell's test is read from the spell as the message holds it (a cast's `preData.itemData`, the spell's data as it
 * was cast; a channel's spell on the actor) with spell-question.ts; not kept: a channel's CN reached (the channel has
 * already moved the spell's channelled SL) and the miscasts where an ingredient may have been used up since.
 */

const READ = new Set([
  "CharacteristicTest",
  "SkillTest",
  "WeaponTest",
  "TraitTest",
  "PrayerTest",
  "CastTest",
  "WomCastTest",
  "ChannelTest",
]);

/** The actor a message speaks for (`speaker.actor`), as this client reads it. */
function speakerOf(kit: RuleSetKit, message: unknown): unknown {
  const { field } = kit.systems;
  const id = field(field(message, "speaker"), "actor");
  return typeof id === "string" ? game.actors?.get(id) : undefined;
}

/** An attack's item as its test names it (`preData.item`: the actor's item's id, or the item's data). */
function itemOf(kit: RuleSetKit, actor: unknown, item: unknown): unknown {
  if (typeof item !== "string") return item;
  const items = kit.systems.field(actor, "items");
  const get = kit.systems.field(items, "get");
  return typeof get === "function" ? Reflect.apply(get, items, [item]) : undefined;
}

/**
 * A spell test's question from its message: a cast from the spell's data it kept (`itemData`, cast-test.js:9), its
 * ingredient known only where none was assigned; a channel from the actor's spell, its channelled SL before the test
 * unknown, its ingredient known only where the test would not count one or none is assigned.
 */
function spellTestOf(
  kit: RuleSetKit,
  rollClass: string,
  target: number,
  preData: unknown,
  actor: unknown,
): Wfrp4eSpellQuestion | null {
  const { field } = kit.systems;
  const cast = rollClass !== "ChannelTest";
  const system = field(cast ? field(preData, "itemData") : itemOf(kit, actor, field(preData, "item")), "system");
  if (typeof system !== "object" || system === null) return null;
  const assigned = Boolean(field(field(system, "currentIng"), "value"));
  const wp = numberOf(field(field(field(field(actor, "system"), "characteristics"), "wp"), "bonus")) ?? 0;
  return spellQuestion(kit, {
    kind: cast ? "cast" : "channel",
    target,
    system,
    storedCn: cast,
    channelled: cast ? (numberOf(field(field(system, "cn"), "SL")) ?? 0) : null,
    ingredient: assigned ? null : false,
    fields: preData,
    wpBonus: wp,
    womOvercast: rollClass === "WomCastTest",
    hitLocation: Boolean(field(preData, "hitLocation")),
  });
}

/**
 * The Sin a prayer's message was judged with (prayer-test.js computeResult at 32897839). A Wrath's card holds it as
 * the Wrath's modifier (`wrathModifier`: Sin × 10); the actor's is no guide then, postTest having lowered it by 1.
 * Without a Wrath the card holds none: `claimed` (the actor's as the message is created, then the flag's) is believed
 * where the roll agrees, its units digit (0 as 10) over it. Undefined where the flag named none (nor the Wrath row).
 */
function prayerSin(kit: RuleSetKit, result: unknown, claimed: unknown): number | null | undefined {
  const { field } = kit.systems;
  if (claimed === undefined) return undefined;
  const modifier = numberOf(field(result, "wrathModifier"));
  if (field(result, "wrath")) return modifier !== null && modifier >= 0 && modifier % 10 === 0 ? modifier / 10 : null;
  const roll = numberOf(field(result, "roll"));
  const whole = typeof claimed === "number" && Number.isInteger(claimed) && claimed >= 0;
  return whole && roll !== null && (roll % 10 || 10) > claimed ? claimed : null;
}

/** The actor's Sin now (`system.status.sin.value`), or null. */
const sinOf = (kit: RuleSetKit, actor: unknown): number | null =>
  valueField(kit, kit.systems.field(kit.systems.field(actor, "system"), "status"), "sin");

/**
 * The test a message holds, from its own type and data (and an attack's item, a prayer's Sin as `claimed`: see
 * prayerSin); null for anything else.
 */
function madeTest(kit: RuleSetKit, message: unknown, claimed?: unknown): Wfrp4eQuestion | Wfrp4eSpellQuestion | null {
  const { field } = kit.systems;
  const testData = field(field(message, "system"), "testData");
  const preData = field(testData, "preData");
  const rollClass = String(field(preData, "rollClass"));
  const target = numberOf(field(field(testData, "result"), "target"));
  if (field(message, "type") !== "test" || !READ.has(rollClass) || target === null) return null;
  if (numberOf(field(preData, "roll")) !== null || field(field(preData, "reversal"), "allowed") === true) return null;
  if (/Cast|Channel/.test(rollClass)) return spellTestOf(kit, rollClass, target, preData, speakerOf(kit, message));
  const hitLocation = Boolean(field(preData, "hitLocation"));
  if (rollClass === "PrayerTest") {
    const sin = prayerSin(kit, field(testData, "result"), claimed);
    return sin === null ? null : testQuestion(kit, target, hitLocation, sin === undefined ? {} : { sin }, preData);
  }
  const attack = rollClass === "WeaponTest" || rollClass === "TraitTest";
  const item = attack ? itemOf(kit, speakerOf(kit, message), field(preData, "item")) : null;
  if (attack && (typeof item !== "object" || item === null)) return null;
  return testQuestion(kit, target, hitLocation, attack ? { attack: attackOf(kit, item) } : {}, preData);
}

/**
 * What was kept, when it is the test the message holds under today's settings (a flag is whatever its author wrote).
 * A test's flag kept before its SL rules were (no `sl`) draws the test without its SL bands.
 */
function readKept(
  kit: RuleSetKit,
  kept: unknown,
  message: SystemRollMessage,
): Wfrp4eQuestion | Wfrp4eSpellQuestion | null {
  let made = madeTest(kit, message, kit.systems.field(kept, "sin"));
  if (made !== null && !("magic" in made) && kit.systems.field(kept, "sl") === undefined) {
    const { sl: _sl, ...withoutSl } = made;
    made = withoutSl;
  }
  return made !== null && JSON.stringify(kept) === JSON.stringify(made) ? made : null;
}

/**
 * The rows a spell's dialog showed that its message cannot keep, said on the message: a channel's CN reached (the
 * channel has already moved the spell's channelled SL) and the miscasts where an ingredient may have been used up.
 */
function unkeptOf(made: Wfrp4eQuestion | Wfrp4eSpellQuestion): string[] {
  if (!("magic" in made)) return [];
  const { kind, channelled, ingredient } = made.magic;
  return [
    ...(kind === "channel" && channelled === null ? [`${UNKEPT}.CnReached`] : []),
    ...(ingredient === null ? [`${UNKEPT}.Miscasts`] : []),
  ];
}

const KEY = "INDIE_DICE.SystemOdds.Wfrp4e";
const UNKEPT = `${KEY}.Unkept`;

/** A prayer without its Wrath, for a user who may not see its actor's Sin (the figure would give it back). */
function withoutWrath(made: Wfrp4eQuestion | Wfrp4eSpellQuestion): Wfrp4eQuestion | Wfrp4eSpellQuestion {
  if ("magic" in made || made.sin === undefined) return made;
  const { sin: _sin, ...rest } = made;
  return rest;
}

/**
 * Whether this user may see the target the message's test was judged against: with hideTestData (on by default) the
 * system strips it from a player's view of a card a GM rolled (hooks/chat.js:15-17, the card's data-hide set from the
 * roller's isGM); a player who does not own the actor sees no figure from it either, as in the dialog.
 */
export function messageTargetVisible(kit: RuleSetKit, message: unknown): boolean {
  const byGM = kit.systems.field(kit.systems.field(message, "author"), "isGM") === true;
  const hidden = settingOf(kit, "hideTestData") !== false;
  return game.user.isGM || !hidden || (!byGM && testDataVisible(kit, speakerOf(kit, message)));
}

/**
 * The Fortune this user may spend to reroll the message's test, or 0 where the card offers her no Fortune reroll
 * (core/wfrp4e-fortune.ts): read as entryContext.js:61-71 reads it, from the message's own test (its outcome,
 * `context.fortuneUsedReroll`) and its actor (`isOwner`; `actor.status` is `system.status`, actor.js:1458). Not for
 * a spell's test: its reroll would spend or keep channelled SL and ingredients the message no longer knows.
 */
function fortuneOf(kit: RuleSetKit, message: SystemRollMessage, made: Wfrp4eQuestion | Wfrp4eSpellQuestion): number {
  const { field } = kit.systems;
  if ("magic" in made) return 0;
  const testData = field(field(message, "system"), "testData");
  const actor = speakerOf(kit, message);
  const fortune = numberOf(field(field(field(field(actor, "system"), "status"), "fortune"), "value"));
  const facts = {
    failed: field(field(testData, "result"), "outcome") === "failure",
    rerolledByFortune: Boolean(field(field(testData, "context"), "fortuneUsedReroll")),
    ownsActor: field(actor, "isOwner") === true,
    fortune,
  };
  return wfrp4eFortuneOffered(facts) && fortune !== null ? fortune : 0;
}

/**
 * The test the Fortune reroll judges: the message's own, a prayer's Wrath with the actor's Sin now — prayer-test.js:55
 * reads it as the reroll is computed, and a Wrath on the first roll has lowered it since (a prayer's Wrath row is only
 * in `made` for one who may see the actor's Sin).
 */
function rerolledOf(
  kit: RuleSetKit,
  made: Wfrp4eQuestion | Wfrp4eSpellQuestion,
  message: SystemRollMessage,
): Wfrp4eQuestion | Wfrp4eSpellQuestion {
  return "magic" in made || made.sin === undefined ? made : { ...made, sin: sinOf(kit, speakerOf(kit, message)) ?? 0 };
}

/**
 * The test's figures, its line named by the target it was judged against, not "as set": a `skipDialog` test showed no
 * dialog. A target this user may not see is not named (no figure of such a test is drawn either: each reads it), nor
 * is the Fortune reroll drawn then; where she may, and the card offers her one, the reroll's figures stand beside.
 */
function rolledOdds(
  kit: RuleSetKit,
  made: Wfrp4eQuestion | Wfrp4eSpellQuestion,
  visible: boolean,
  message: SystemRollMessage,
): SystemOdds {
  const odds = wfrp4eAnyOdds(made);
  const { target } = made;
  if (!visible || target === null) return odds;
  const named = kit.systems.namedByRoll(odds, () => game.i18n.format(`${KEY}.Rolled`, { target: String(target) }));
  const fortune = fortuneOf(kit, message, made);
  if (fortune === 0) return named;
  const label = game.i18n.format(`${KEY}.FortuneReroll`, { count: String(fortune) });
  return withFortuneReroll(named, wfrp4eAnyOdds(rerolledOf(kit, made, message)), label);
}

export function wfrp4eRolls(kit: RuleSetKit): SystemRolls {
  const claimedSin = (message: unknown): number | undefined => sinOf(kit, speakerOf(kit, message)) ?? undefined;
  return {
    // Foundry's, fired on the client creating the message, before it is created: the system has no hook there.
    hook: "preCreateChatMessage",
    // A prayer whose actor's Sin is unknown, or disagrees with the roll, is kept without its Wrath.
    record: (args) =>
      kit.systems.recordFromMessage(
        args,
        (message) => madeTest(kit, message, claimedSin(message)) ?? madeTest(kit, message),
      ),
    reread(kept, message) {
      const read = readKept(kit, kept, message);
      if (!read) return null;
      const made = sheetVisible(kit, speakerOf(kit, message)) ? read : withoutWrath(read);
      const visible = messageTargetVisible(kit, message);
      return {
        odds: () => rolledOdds(kit, made, visible, message),
        labels: wfrp4eLabelsFor(made),
        targetVisible: visible,
        unkept: unkeptOf(made),
      };
    },
    // No Foundry roll in the message: no luck line to measure.
    formula: () => null,
  };
}
