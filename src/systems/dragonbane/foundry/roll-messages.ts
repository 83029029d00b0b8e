import { diceOf, dragonbaneOdds, dragonbaneFormula, type DragonbaneDice } from "../core/dragonbane-odds";
import { dragonbaneLabels } from "../ui/dragonbane-labels";
import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialogReading, SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import { callMethod, valueOf, valueVisible } from "./actor-reads";
import { DRAGONBANE_PUSH, freeConditions, pushable, pushOdds } from "../core/dragonbane-push";

/**
 * A Dragonbane test's message keeps the chance it had (docs/systems-dragonbane.md "The roll's message"). The system
 * fires no hook around a roll: `DoDTest.roll` (modules/tests/dod-test.js:29-51 at 3f766cb) rolls a `DoDRoll` whose
 * options are the sources and extras of its boons and banes, then creates the message at once from its model
 * (data/messages/*.js): `type` skillTest, attributeTest, weaponTest or spellTest, and `system` the test as judged —
 * `target`, `boons`, `banes` (counted), `autoSuccess`, a weapon's `extraDragons` — with the dialog or without
 * (Shift, Ctrl). So the test is kept as Foundry is about to create that message (`preCreateChatMessage`, on the
 * rolling client), read from that message alone, and drawn again only while the message's own data and first roll
 * still say the same. A failed test's message shows its push beside it, to one who may push it (`messagePush`).
 */

type Field = RuleSetKit["systems"]["field"];

const TEST_TYPES = new Set(["skillTest", "attributeTest", "weaponTest", "spellTest"]);

/** A test as it was made: its dice and the value it was judged against. */
interface MadeTest extends DragonbaneDice {
  readonly target: number;
}

/** A count a roll's options give (`options.boons` a list of sources, `extraBoons` a number; none: 0). */
function counted(field: Field, options: unknown, group: "boons" | "banes", extra: "extraBoons" | "extraBanes"): number {
  const sources = field(options, group);
  const more = Number(field(options, extra) ?? 0);
  return (Array.isArray(sources) ? sources.length : 0) + (Number.isFinite(more) ? more : 0);
}

/** Whether the roll rolled the dice those counts make (its one d20 term, how many, which one kept). */
function rolledAs(roll: foundry.dice.Roll, dice: DragonbaneDice): boolean {
  const term = roll.dice[0];
  const { count, keep } = diceOf(dice);
  const modifiers = keep === null ? [] : [keep === "lowest" ? "kl" : "kh"];
  return (
    roll.dice.length === 1 &&
    term !== undefined &&
    term.faces === 20 &&
    term.number === count &&
    JSON.stringify(term.modifiers) === JSON.stringify(modifiers)
  );
}

/** The test a message holds, from its own type, data and first roll; null for anything else or one that disagrees. */
function madeTest(kit: RuleSetKit, message: unknown): MadeTest | null {
  const { field } = kit.systems;
  const system = field(message, "system");
  const rolls = field(message, "rolls");
  const roll: unknown = Array.isArray(rolls) ? rolls[0] : undefined;
  if (
    !TEST_TYPES.has(String(field(message, "type"))) ||
    field(system, "autoSuccess") === true ||
    !(roll instanceof foundry.dice.Roll)
  )
    return null;
  const target = valueOf(field(system, "target"));
  const boons = valueOf(field(system, "boons"));
  const banes = valueOf(field(system, "banes"));
  const extraDragons = field(message, "type") === "weaponTest" ? valueOf(field(system, "extraDragons") ?? 0) : 0;
  if (target === null || boons === null || banes === null || extraDragons === null) return null;
  const made = { target, boons, banes, extraDragons };
  const agrees =
    counted(field, roll.options, "boons", "extraBoons") === boons &&
    counted(field, roll.options, "banes", "extraBanes") === banes;
  return agrees && rolledAs(roll, made) ? made : null;
}

/** What was kept, when it is the test the message holds (a flag is whatever its author wrote). */
function readKept(kit: RuleSetKit, kept: unknown, message: SystemRollMessage): MadeTest | null {
  const made = madeTest(kit, message);
  const same =
    made !== null &&
    (["target", "boons", "banes", "extraDragons"] as const).every((key) => kit.systems.field(kept, key) === made[key]);
  return same ? made : null;
}

/** A uuid's document as this client reads it (`system.actorUuid`, `weaponUuid`); null for none or one it cannot. */
function fromUuid(kit: RuleSetKit, uuid: unknown): unknown {
  try {
    return typeof uuid === "string" && uuid !== "" ? kit.systems.documentFromUuidSync(uuid) : null;
  } catch {
    return null;
  }
}

/**
 * Whether a test's message offers its push to this user, and at what (docs/systems-dragonbane.md "After the roll"):
 * the card's Push button is there while the test says `canPush` (a character's failure without a Demon: skill-test.js
 * :29,38 at 3f766cb), inside a `.permission-owner` part that `hideChatPermissions` (chat.js:934-939) removes for
 * one who does not own the actor — so its owner or a GM. The die it shows is read from the message's own roll: a
 * `canPush` rewritten on a success draws nothing. The push (chat.js:540-693) takes a condition not yet taken — none
 * left, no push — and rolls the same boons and banes again, a weapon's extra Dragons its enchantment's
 * (weapon-test.js:176-186, 190-198), against the value.
 */

/** The push this user may make of the message's test: the dice it rolls and its words; null for none. */
interface MessagePush {
  readonly dice: DragonbaneDice;
  readonly label: string;
}

/** A weapon's enchantment as the test reads it with no dialog (`enchanted1`…`3`, the last it has); null: no weapon. */
function enchantmentOf(kit: RuleSetKit, weapon: unknown): number | null {
  if (typeof kit.systems.field(weapon, "hasWeaponFeature") !== "function") return null;
  return [1, 2, 3].reduce(
    (level, n) => (callMethod(kit, weapon, "hasWeaponFeature", `enchanted${n}`) === true ? n : level),
    0,
  );
}

/** The die the message's own first roll kept (its total), or null. */
function shownDie(field: Field, message: unknown): number | null {
  const rolls = field(message, "rolls");
  const total: unknown = field(Array.isArray(rolls) ? rolls[0] : null, "total");
  return typeof total === "number" && Number.isInteger(total) ? total : null;
}

function messagePush(kit: RuleSetKit, made: MadeTest, message: unknown): MessagePush | null {
  const { field } = kit.systems;
  const system = field(message, "system");
  const die = shownDie(field, message);
  const actor = fromUuid(kit, field(system, "actorUuid"));
  const mayPush = game.user.isGM || field(actor, "isOwner") === true;
  if (field(system, "canPush") !== true || die === null || !pushable(die, made.target) || !actor || !mayPush)
    return null;
  const weapon =
    field(message, "type") === "weaponTest" ? enchantmentOf(kit, fromUuid(kit, field(system, "weaponUuid"))) : 0;
  const free = freeConditions((attribute) => callMethod(kit, actor, "hasCondition", attribute) === true);
  if (weapon === null || free.length === 0) return null;
  const conditions = kit.text.formatList(
    free.map((attribute) => game.i18n.localize(`DoD.conditions.${attribute}`)),
    game.i18n,
    "or",
  );
  return {
    dice: { boons: made.boons, banes: made.banes, extraDragons: weapon },
    label: game.i18n.format("INDIE_DICE.SystemOdds.Dragonbane.Pushed", { conditions }),
  };
}

/**
 * The push the message offers this user, for the push's own prompt (roll-dialog.ts): the same dice against the value,
 * its conditions offered by the prompt itself; null where the message offers this user none.
 */
export function pushReading(kit: RuleSetKit, message: unknown): SystemDialogReading | null {
  const made = madeTest(kit, message);
  const push = made ? messagePush(kit, made, message) : null;
  if (!made || !push) return null;
  const odds = () => {
    const pushed = dragonbaneOdds({ ...push.dice, target: made.target });
    return { ...pushed, choices: pushed.choices.map((choice) => ({ ...choice, id: DRAGONBANE_PUSH })) };
  };
  return { odds, labels: dragonbaneLabels, targetVisible: actorVisible(kit, message) };
}

/** Whether this user sees the values of the message's actor: one this client cannot read counts as the GM's. */
function actorVisible(kit: RuleSetKit, message: unknown): boolean {
  const { field } = kit.systems;
  return valueVisible(kit, fromUuid(kit, field(field(message, "system"), "actorUuid")));
}

/** The test's words on its message: the boons and banes it was rolled with, however they were chosen. */
function rolledLabel({ boons, banes }: MadeTest): string {
  if (boons === 0 && banes === 0) return game.i18n.localize("INDIE_DICE.SystemOdds.Dragonbane.RolledPlain");
  return game.i18n.format("INDIE_DICE.SystemOdds.Dragonbane.Rolled", { boons: String(boons), banes: String(banes) });
}

export function dragonbaneRolls(kit: RuleSetKit): SystemRolls {
  return {
    // Foundry's, fired on the client creating the message, before it is created: the system has no hook there.
    hook: "preCreateChatMessage",
    record(args) {
      const message = kit.systems.messageAboutToBeCreated(args);
      const made = message ? madeTest(kit, message.document) : null;
      return message && made ? { messageData: message.document, kept: made } : null;
    },
    reread: (kept, message) => rereadTest(kit, kept, message),
    formula(kept, message) {
      const made = readKept(kit, kept, message);
      return made ? dragonbaneFormula(made) : null;
    },
  };
}

function rereadTest(kit: RuleSetKit, kept: unknown, message: SystemRollMessage): SystemDialogReading | null {
  const made = readKept(kit, kept, message);
  if (!made) return null;
  // The line names the boons and banes rolled, not "as set": a Shift- or Ctrl-click shows no dialog.
  const label = rolledLabel(made);
  const push = messagePush(kit, made, message);
  const odds = () => {
    const rolled = kit.systems.namedByRoll(dragonbaneOdds(made), () => label);
    if (!push) return rolled;
    const pushed = pushOdds(rolled, push.dice, made.target);
    const choices = pushed.choices.map((c) => (c.id === DRAGONBANE_PUSH ? { ...c, label: push.label } : c));
    return { ...pushed, choices };
  };
  // A value no one but the GM sees stays theirs: an actor this client cannot read counts as one.
  return { odds, labels: dragonbaneLabels, targetVisible: actorVisible(kit, message) };
}
