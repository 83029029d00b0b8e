import {
  DEGREE_INDEX,
  degreeOf,
  degreesOdds,
  dieFormula,
  mergedAdjustments,
  type CheckDie,
  type CheckRoll,
  type DegreeAdjustments,
} from "../core/degrees";
import { DEGREE_LABELS } from "../ui/degree-labels";
import type { SystemDialogReading, SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import type { SystemChoice } from "../../../core/systems/system-odds-types";
import type { RuleSetKit } from "../../../foundry/composition";
import { dcOf, fateRoll, recordOf } from "./check-context";
import { messageDcVisible } from "./dc-visibility";
import { checkRerollChoice, type RerollKeep } from "../core/reroll";

/**
 * A pf2e check's message keeps the chance it had (docs/systems-pf2e.md "In the message"). pf2e fires no hook of its
 * own once a check is configured (check.ts `Check.roll`, with its dialog or without: `skipDialog`), and the
 * adjustments its degree is judged with are predicates it tests on the rolled result, kept in the message only as the
 * record that applied. So the adapter watches `game.pf2e.Check.roll` (the class pf2e calls its checks through): each
 * call's check and context, live, while it runs. When the check's message is about to be created
 * (`preCreateChatMessage`), the call that made it — same total modifier, roll options, DC and actor as its flag —
 * gives the question as the dialog read it: the die, the modifier, the DC, and for each adjustment the die results it
 * applies to (tested with pf2e's own predicate on each), as plain data.
 */

/** A check being rolled: `Check.roll`'s own arguments, the context as pf2e mutates it through its dialog. */
interface Rolling {
  readonly check: unknown;
  readonly context: unknown;
}

const rolling = new Set<Rolling>();

/** What a check's message keeps: the roll it made, and each adjustment with the die results it applies to. */
interface KeptCheck {
  readonly die: CheckDie;
  readonly modifier: number;
  readonly dc: number | null;
  readonly adjustments: readonly { readonly adjustments: DegreeAdjustments; readonly appliesTo: readonly number[] }[];
}

/** The watching functions put in place, so that a class already watched is not watched twice. */
const watchers = new WeakSet<object>();

/** Watches `game.pf2e.Check.roll`: its arguments are known while it runs; what it does is untouched. */
function watchChecks(kit: RuleSetKit): void {
  const { field } = kit.systems;
  const Check = field(field(game, "pf2e"), "Check");
  // A class: a function, whose static `roll` `field` (objects only) would not read.
  if (typeof Check !== "function") return;
  const roll: unknown = Reflect.get(Check, "roll");
  if (typeof roll !== "function" || watchers.has(roll)) return;
  Reflect.set(Check, "roll", watched(roll));
}

/** A function as `Reflect.apply` calls one. */
type Callable = Parameters<typeof Reflect.apply>[0];

function watched(roll: Callable): object {
  const watcher = function watchedRoll(this: unknown, ...args: unknown[]): unknown {
    // `context = {}` is pf2e's own default: passing it makes the object the check mutates the one watched.
    args[1] ??= {};
    const entry: Rolling = { check: args[0], context: args[1] };
    rolling.add(entry);
    const done = () => void rolling.delete(entry);
    const result: unknown = Reflect.apply(roll, this, args);
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result;
  };
  watchers.add(watcher);
  return watcher;
}

/**
 * The message's first roll when it is a check's (pf2e's CheckRoll, told by its class's name as the roll data names it).
 */
function checkRollOf(message: SystemRollMessage): foundry.dice.Roll | null {
  const roll = message.rolls?.[0];
  return roll instanceof foundry.dice.Roll && roll.constructor.name === "CheckRoll" ? roll : null;
}

function contextFlagOf(kit: RuleSetKit, message: unknown): unknown {
  const { field } = kit.systems;
  return field(field(field(message, "flags"), "pf2e"), "context");
}

function sortedOptions(value: unknown): string[] {
  const list: unknown[] = value instanceof Set ? [...value] : Array.isArray(value) ? value : [];
  return list.filter((option): option is string => typeof option === "string").sort();
}

/** Whether a running call made this message: the flag pf2e writes from its context, and the roll's total modifier. */
function madeIt(kit: RuleSetKit, entry: Rolling, flag: unknown, roll: foundry.dice.Roll): boolean {
  const { field } = kit.systems;
  const actor = field(field(entry.context, "actor"), "id") ?? null;
  const dc = field(field(entry.context, "dc"), "value") ?? null;
  return (
    field(entry.check, "totalModifier") === field(roll.options, "totalModifier") &&
    actor === field(flag, "actor") &&
    dc === (field(field(flag, "dc"), "value") ?? null) &&
    sortedOptions(field(entry.context, "options")).join("\n") === sortedOptions(field(flag, "options")).join("\n")
  );
}

/** The die's results: a fixed value, or each face of the kept d20. */
function dieResults(die: CheckDie): number[] {
  return die.kind === "fixed" ? [die.value] : Array.from({ length: 20 }, (_, i) => i + 1);
}

/** The question a running call asks, as the dialog reads it (check-context.ts), its adjustments' predicates tested. */
function keptOf(kit: RuleSetKit, entry: Rolling): KeptCheck | null {
  const dc = dcOf(kit, entry);
  const rollTwice = kit.systems.field(entry.context, "rollTwice");
  const read = fateRoll(kit, entry, rollTwice === "keep-higher" || rollTwice === "keep-lower" ? rollTwice : false, dc);
  if (!("roll" in read)) return null;
  const { die, modifier, adjustments } = read.roll;
  const results = dieResults(die);
  const tested = adjustments.map((adjustment) => ({
    adjustments: adjustment.adjustments,
    appliesTo: results.filter((result) =>
      adjustment.applies({ natural: die.kind === "fixed" ? null : result, total: result + modifier }),
    ),
  }));
  return { die, modifier, dc, adjustments: tested };
}

/** The roll a kept question makes, its adjustments applying to the die results they were tested true on. */
function checkRollOfKept(kept: KeptCheck): CheckRoll {
  const adjustments = kept.adjustments.map(({ adjustments, appliesTo }) => ({
    adjustments,
    applies: (roll: { total: number }) => appliesTo.includes(roll.total - kept.modifier),
  }));
  return { die: kept.die, modifier: kept.modifier, adjustments };
}

/** The fate radio a die is rolled by, as the dialog's table names its columns. */
function fateOf(die: CheckDie): string {
  return die.kind === "fortune" || die.kind === "misfortune" ? die.kind : "normal";
}

const DIE_KINDS = ["d20", "fortune", "misfortune"] as const;

function isInteger(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value);
}

function dieFields(kit: RuleSetKit, value: unknown): CheckDie | null {
  const [kind, fixed] = [kit.systems.field(value, "kind"), kit.systems.field(value, "value")];
  if (kind === "fixed") return isInteger(fixed) ? { kind, value: fixed } : null;
  const dice = DIE_KINDS.find((name) => name === kind);
  return dice ? { kind: dice } : null;
}

/** A kept question, checked field by field. */
function keptFields(kit: RuleSetKit, value: unknown): KeptCheck | null {
  const { field } = kit.systems;
  const [die, modifier, dc, adjustments] = ["die", "modifier", "dc", "adjustments"].map((name) => field(value, name));
  const dieRead = dieFields(kit, die);
  if (!dieRead || !isInteger(modifier) || (dc !== null && !isInteger(dc)) || !Array.isArray(adjustments)) return null;
  const entries: unknown[] = adjustments;
  const read: KeptCheck["adjustments"][number][] = [];
  for (const entry of entries) {
    const record = recordOf(kit, field(entry, "adjustments"));
    const appliesTo = field(entry, "appliesTo");
    if (!record || !Array.isArray(appliesTo) || !appliesTo.every(isInteger)) return null;
    read.push({ adjustments: record, appliesTo });
  }
  return { die: dieRead, modifier, dc, adjustments: read };
}

/** The die's result the roll rolled: the kept d20's total, or a substitution's value. */
function rolledDie(roll: foundry.dice.Roll, die: CheckDie): number | null {
  const [first] = roll.terms;
  if (die.kind === "fixed")
    return first instanceof foundry.dice.terms.NumericTerm && first.number === die.value ? die.value : null;
  if (!(first instanceof foundry.dice.terms.Die) || first.faces !== 20) return null;
  // check.ts writes `2d20kh` / `2d20kl`: one keep, however written.
  const keeps = die.kind === "fortune" ? ["kh", "kh1"] : die.kind === "misfortune" ? ["kl", "kl1"] : [];
  const twice = die.kind !== "d20";
  const shaped =
    first.number === (twice ? 2 : 1) &&
    first.modifiers.length === (twice ? 1 : 0) &&
    first.modifiers.every((modifier) => keeps.includes(modifier));
  return shaped && typeof first.total === "number" ? first.total : null;
}

/** The roll's modifier as written after its die: nothing, or `+` / `-` and a whole number. */
function rolledModifier(roll: foundry.dice.Roll): number | null {
  const [, operator, number, ...more] = roll.terms;
  if (operator === undefined) return 0;
  if (
    more.length > 0 ||
    !(operator instanceof foundry.dice.terms.OperatorTerm) ||
    !(number instanceof foundry.dice.terms.NumericTerm)
  )
    return null;
  return operator.operator === "+" ? number.number : operator.operator === "-" ? -number.number : null;
}

/**
 * A kept question, when it is the check the message rolled: its die and modifier those of the roll's terms and
 * options, its DC the one pf2e's flag judged it against, and — with a DC — the adjustments it says apply to the die's
 * result the record pf2e's flag keeps as applied, and the degree it gives the one pf2e wrote into the roll. What an
 * adjustment would have done to another result the message cannot show (pf2e keeps no predicate in it): that much
 * is its author's word (docs/systems-pf2e.md "In the message").
 */
function readKept(kit: RuleSetKit, value: unknown, message: SystemRollMessage): KeptCheck | null {
  const { field } = kit.systems;
  const kept = keptFields(kit, value);
  const roll = checkRollOf(message);
  const flag = contextFlagOf(kit, message);
  if (!kept || !roll || field(flag, "isReroll") === true) return null;
  const result = rolledDie(roll, kept.die);
  const dc = field(field(flag, "dc"), "value") ?? null;
  if (
    result === null ||
    rolledModifier(roll) !== kept.modifier ||
    field(roll.options, "totalModifier") !== kept.modifier ||
    dc !== kept.dc
  )
    return null;
  if (kept.dc === null) return kept;
  const total = result + kept.modifier;
  const record = mergedAdjustments(checkRollOfKept(kept).adjustments, {
    natural: kept.die.kind === "fixed" ? null : result,
    total,
  });
  if (!sameRecord(record, recordOf(kit, field(flag, "dosAdjustments")))) return null;
  return DEGREE_INDEX.indexOf(degreeOf(result, total, kept.dc, record)) === field(roll.options, "degreeOfSuccess")
    ? kept
    : null;
}

/**
 * Whether pf2e offers the current user the message's rerolls (document.ts `isRerollable`, chat-log.ts
 * `_getEntryContextOptions`): she owns the message's actor and wrote or owns the message, its CheckRoll not itself a
 * reroll (and of one d20: `rerollsOf`).
 */
function rerollable(kit: RuleSetKit, message: SystemRollMessage, roll: foundry.dice.Roll): boolean {
  const { field } = kit.systems;
  const mayModify = field(message, "isAuthor") === true || field(message, "isOwner") === true;
  return (
    field(field(message, "speakerActor"), "isOwner") === true && mayModify && field(roll.options, "isReroll") !== true
  );
}

/** The Hero Points of the message's actor where it is a character (pf2e's `heroPoints`, the resource it spends). */
function heroPoints(kit: RuleSetKit, message: SystemRollMessage): number {
  const { field } = kit.systems;
  const actor = field(message, "speakerActor");
  if (field(actor, "type") !== "character") return 0;
  const value = field(field(field(field(actor, "system"), "resources"), "heroPoints"), "value");
  return typeof value === "number" && value > 0 ? value : 0;
}

const REROLLS: readonly (readonly [string, RerollKeep])[] = [
  ["keepHigher", "higher"],
  ["keepLower", "lower"],
];

/**
 * The rerolls pf2e offers this user of the message's check (docs/systems-pf2e.md "After the roll"): of one d20
 * against a DC alone — pf2e offers none of a fortune or misfortune roll (`kh` / `kl`: roll.ts `isRerollable`), and a
 * substitution rolls no die to reroll —, judged with the record its flag keeps, which `readKept` found to be the one
 * that applied to the rolled result (pf2e judges the new roll with it, not testing the adjustments again). The Hero
 * Point's keeps the new result, as "keep new" does: its line stands for both where it is offered, "keep new"'s
 * where it is not; its cost, one of the character's Hero Points, in its words.
 */
function rerollsOf(kit: RuleSetKit, kept: KeptCheck, message: SystemRollMessage): SystemChoice[] {
  const roll = checkRollOf(message);
  const record = recordOf(kit, kit.systems.field(contextFlagOf(kit, message), "dosAdjustments"));
  const degree = DEGREE_INDEX[Number(kit.systems.field(roll?.options, "degreeOfSuccess"))];
  if (kept.die.kind !== "d20" || kept.dc === null || !roll || !record || !degree) return [];
  if (typeof roll.total !== "number" || !rerollable(kit, message, roll)) return [];
  const rolled = { modifier: kept.modifier, dc: kept.dc, record, total: roll.total, degree };
  const points = heroPoints(kit, message);
  const label = game.i18n.format("INDIE_DICE.SystemOdds.Pf2e.HeroPoint", { count: String(points) });
  const first =
    points > 0
      ? { ...checkRerollChoice("heroPoint", rolled, "new"), label }
      : checkRerollChoice("keepNew", rolled, "new");
  return [first, ...REROLLS.map(([id, keep]) => checkRerollChoice(id, rolled, keep))];
}

/** Whether two adjustment records say the same: each degree's (and "all"'s) label and amount. */
function sameRecord(a: DegreeAdjustments, b: DegreeAdjustments | null): boolean {
  if (!b) return false;
  return (["all", ...DEGREE_INDEX] as const).every(
    (key) => a[key]?.label === b[key]?.label && a[key]?.amount === b[key]?.amount,
  );
}

/**
 * Whether pf2e shows the current user the roll's modifier: a CheckRoll's `showBreakdown` (true unless set; check.ts
 * sets it for a flat check, with *show breakdowns* on, or for an actor a player owns) false, its chat template draws
 * the formula and the dice for the GM alone (roll.hbs `data-visibility="gm"`). Any degree's chance, beside the DC and
 * the total the card shows, gives that modifier back: an NPC's, which pf2e keeps from the players.
 */
function breakdownShown(kit: RuleSetKit, message: SystemRollMessage): boolean {
  return game.user.isGM || kit.systems.field(checkRollOf(message)?.options, "showBreakdown") !== false;
}

/** A check message whose formula and dice pf2e keeps from the current user (`SystemAdapter.numbersHidden`). */
export function checkNumbersHidden(kit: RuleSetKit, message: SystemRollMessage): boolean {
  return !breakdownShown(kit, message);
}

/** The record of a check's message about to be created: the question of the call that made it, or null. */
function recordCheck(kit: RuleSetKit, args: readonly unknown[]): { messageData: object; kept: KeptCheck } | null {
  const message = kit.systems.messageAboutToBeCreated(args);
  const roll = message ? checkRollOf(message.view) : null;
  const flag = message ? contextFlagOf(kit, message.view) : null;
  if (!message || !roll || typeof flag !== "object" || flag === null) return null;
  // The latest call that made it and whose question is this roll: a dialog left open on the same check (its
  // context not yet rolled, its fortune not yet among its options) is an earlier call that matches too.
  const kept = [...rolling]
    .filter((entry) => madeIt(kit, entry, flag, roll))
    .map((entry) => keptOf(kit, entry))
    .findLast((question) => question !== null && readKept(kit, question, message.view) !== null);
  return kept ? { messageData: message.document, kept } : null;
}

function rereadCheck(kit: RuleSetKit, value: unknown, message: SystemRollMessage): SystemDialogReading | null {
  const kept = readKept(kit, value, message);
  if (!kept || !breakdownShown(kit, message)) return null;
  const fate = fateOf(kept.die);
  return {
    odds: () => {
      const roll = checkRollOfKept(kept);
      const odds = degreesOdds(kit, { choices: [{ id: fate, roll }], selected: fate, dc: kept.dc });
      const rerolls = rerollsOf(kit, kept, message);
      // The rerolls' lines beside the roll's; the totals (a table's, not the message's) stay the roll's alone.
      return rerolls.length > 0 ? { ...odds, choices: [...odds.choices, ...rerolls], totals: [] } : odds;
    },
    labels: DEGREE_LABELS,
    targetVisible: messageDcVisible(kit, contextFlagOf(kit, message), kit.systems.field(message, "speakerActor")),
  };
}

export function checkRolls(kit: RuleSetKit): SystemRolls {
  return {
    // pf2e hands no hook its message data: the message document, about to be created on the roller's client.
    hook: "preCreateChatMessage",
    start: () => watchChecks(kit),
    record: (args) => recordCheck(kit, args),
    reread: (value, message) => rereadCheck(kit, value, message),
    // The die and the modifier check.ts rolled, as the engine reads them: the luck line measures that.
    formula(value, message) {
      const kept = readKept(kit, value, message);
      if (!kept) return null;
      const sign = kept.modifier < 0 ? "-" : "+";
      return kept.modifier === 0 ? dieFormula(kept.die) : `${dieFormula(kept.die)} ${sign} ${Math.abs(kept.modifier)}`;
    },
  };
}
