/**
 * pf2e's `Check.roll` (src/module/system/check/check.ts, the newest stored copy: class `Check`), the part from a
 * sheet's click to the rolled message:
 * - the origin defaults to the context's actor (`self`); no origin and no target actor: nothing rolled;
 * - the roll mode: the context's if it is one, else the chat bar's (check-settings.ts), which the dialog may change;
 * - `skipDialog` defaults to the user not showing check dialogs (`flags.pf2e.settings.showCheckDialogs`, true
 *   unless set: UserPF2e#prepareBaseData); `createMessage` to true; the roll options (an array taken as a set)
 *   recalculate the total when there are any and it is not a reroll; a required and selected substitution is the only
 *   one selected;
 * - the dialog (CheckModifiersDialog) unless skipped or a flat check; closed without rolling, nothing is rolled;
 * - the dice: fortune and misfortune together (the radio's, a selected substitution's, or the context's roll
 *   options) roll `1d20` and drop every substitution's option (recalculating the total once per substitution);
 *   else a selected substitution rolls its value; else `2d20kl` (misfortune), `2d20kh` (fortune) or `1d20`;
 * - a CheckRoll of the dice and the signed total modifier, evaluated; its `showBreakdown` true for a flat check, with
 *   the world's *show breakdowns* (`metagame_showBreakdowns`), or for an actor a player owns;
 * - the degree against the DC: the adjustments whose predicate holds for the roll options and the roll's own
 *   (`check:total:<total>`, `check:total:natural:<kept die>` — "undefined" for a substitution, which rolls no die —
 *   `check:roll:total:natural:…`, `check:total:delta:<total − DC>`) merged into one record, each degree's entry
 *   from the last; `context.outcome` and `unadjustedOutcome`, `roll.options.degreeOfSuccess`;
 * - the message: the roll with `flags.pf2e.context` (the context with the roll options sorted, the DC without its
 *   statistic, the merged adjustments, the outcome) and `flags.pf2e.modifiers`.
 * Not emulated: the roll mode's effect on the message (it is kept in the context's flag; the message takes the chat
 * bar's mode), secret checks, MAP options, notes, the result and tag flavors (the flavor is
 * the title), the callback, consumable weapons. Rerolls: reroll.ts.
 */
import { Roll } from "../../dice/roll";
import { CheckModifiersDialog, type CheckCheckContext } from "./check-modifiers-dialog";
import { DEGREE_OF_SUCCESS_STRINGS, DegreeOfSuccess, type DegreeAdjustmentsRecord } from "./degree-of-success";
import type { StatisticModifier } from "./modifiers";
import { checkRollMode, metagameBreakdowns, showCheckDialogs } from "./check-settings";
import { speakerOf } from "../kit/chat";
import { read } from "../kit/data";
import { rerollFromMessage } from "./reroll";

/**
 * pf2e's CheckRoll (check/roll.ts): a Roll whose options carry the check's type, dice and total modifier, and
 * `showBreakdown` (true unless set): false, its chat template draws the formula and the dice's tooltip for the GM
 * alone (`data-visibility="gm"`). Not emulated: that template (the double draws Foundry's).
 */
export class CheckRoll extends Roll {
  constructor(formula?: string, data: object = {}, options: Record<string, unknown> = {}) {
    super(formula, data, options);
    this.options.showBreakdown ??= true;
  }
}

function signedInteger(value: number): string {
  if (value === 0) return "";
  return value < 0 ? `-${Math.abs(value)}` : `+${value}`;
}

/** The d20 expression and the options the roll then carries (check.ts "Acquire the d20 roll expression"). */
function diceOf(check: StatisticModifier, context: CheckCheckContext, rollOptions: Set<string>): string {
  const substitutions = context.substitutions ?? [];
  const substitution = substitutions.find((s) => s.selected);
  const rollTwice = context.rollTwice ?? false;
  const fate = [
    substitution?.effectType,
    rollTwice === "keep-higher" ? "fortune" : rollTwice === "keep-lower" ? "misfortune" : null,
  ];
  for (const trait of fate) if (trait) rollOptions.add(trait);
  if (rollOptions.has("fortune") && rollOptions.has("misfortune")) {
    for (const sub of substitutions) {
      rollOptions.delete(`substitute:${sub.slug}`);
      check.calculateTotal(rollOptions);
    }
    return "1d20";
  }
  if (substitution) return String(substitution.value);
  if (rollTwice === "keep-lower") return "2d20kl";
  if (rollTwice === "keep-higher") return "2d20kh";
  return "1d20";
}

function adjustmentsFor(context: CheckCheckContext, options: Set<string>): DegreeAdjustmentsRecord {
  const record: DegreeAdjustmentsRecord = {};
  for (const adjustment of context.dosAdjustments ?? []) {
    if (!(adjustment.predicate?.test(options) ?? true)) continue;
    for (const outcome of ["all", ...DEGREE_OF_SUCCESS_STRINGS] as const) {
      const entry = adjustment.adjustments[outcome];
      if (entry) record[outcome] = { ...entry };
    }
  }
  return record;
}

/** An origin or a target as the message keeps it: the actor's and the token's UUIDs. */
function flagOf(
  side: { actor: unknown; token?: unknown } | null | undefined,
): { actor: string; token?: string } | null {
  const uuid = (document: unknown) => {
    const found = read(document, "uuid");
    return typeof found === "string" ? found : undefined;
  };
  const actor = uuid(side?.actor);
  return actor ? { actor, token: uuid(side?.token) } : null;
}

export class Check {
  /** The message's rerolls (reroll.ts: pf2e's `CheckPF2e.rerollFromMessage`). */
  static rerollFromMessage = rerollFromMessage;

  static async roll(check: StatisticModifier, context: CheckCheckContext = {}): Promise<CheckRoll | null> {
    if (context.origin === undefined && context.actor) {
      context.origin = {
        actor: context.actor,
        token: context.token ?? null,
        self: true,
        statistic: null,
        item: context.item ?? null,
        modifiers: check.modifiers,
      };
    }
    if (!context.origin?.actor && !context.target?.actor) return null;
    context.skipDialog ??= !showCheckDialogs();
    context.createMessage ??= true;
    if (Array.isArray(context.options)) context.options = new Set(context.options as string[]);
    const rollOptions = context.options ?? new Set<string>();
    context.rollMode = checkRollMode(context.rollMode);
    if (rollOptions.size > 0 && !context.isReroll) check.calculateTotal(rollOptions);
    context.substitutions ??= [];
    const required = context.substitutions.find((s) => s.required && s.selected);
    if (required) {
      for (const substitution of context.substitutions)
        substitution.required = substitution.selected = substitution === required;
    }
    if (!context.skipDialog && context.type !== "flat-check") {
      const rolled = await new Promise<boolean>(
        (resolve) => void new CheckModifiersDialog(check, resolve, context).render(true),
      );
      if (!rolled) return null;
    }
    if (context.isReroll) context.rollTwice = false;
    const dice = diceOf(check, context, rollOptions);
    // A check's breakdown (its formula and dice) is everyone's for a flat check, with *show breakdowns* on, or for an
    // actor a player owns; the GM's alone otherwise.
    const showBreakdown =
      context.type === "flat-check" ||
      metagameBreakdowns() ||
      Reflect.get(Object(context.actor), "hasPlayerOwner") === true;
    const options = {
      type: context.type,
      identifier: context.identifier,
      dice,
      isReroll: context.isReroll ?? false,
      totalModifier: check.totalModifier,
      rollerId: game.userId,
      showBreakdown,
    };
    const roll = await new CheckRoll(`${dice}${signedInteger(check.totalModifier)}`, {}, options).evaluate();
    const natural = roll.dice
      .map((d) => d.results.find((r) => r.active && !r.discarded)?.result ?? null)
      .find((result) => !!result);
    const postRoll = [
      `check:total:${roll.total}`,
      `check:total:natural:${natural}`,
      `check:roll:total:natural:${natural}`,
    ];
    if (context.dc) postRoll.push(`check:total:delta:${roll.total - context.dc.value}`);
    const dosAdjustments = context.dc ? adjustmentsFor(context, new Set([...postRoll, ...rollOptions])) : {};
    const degree = context.dc ? new DegreeOfSuccess(roll, context.dc, dosAdjustments) : null;
    if (degree) {
      context.outcome = DEGREE_OF_SUCCESS_STRINGS[degree.value];
      context.unadjustedOutcome = DEGREE_OF_SUCCESS_STRINGS[degree.unadjusted];
      roll.options.degreeOfSuccess = degree.value;
    }
    const contextFlag = {
      ...context,
      type: context.type ?? "check",
      actor: read(context.actor, "id") ?? null,
      origin: flagOf(context.origin),
      target: flagOf(context.target),
      item: undefined,
      options: [...rollOptions].sort(),
      dosAdjustments,
      rollTwice: context.rollTwice ?? false,
      dc: context.dc ? { ...context.dc } : null,
      outcome: context.outcome ?? null,
      unadjustedOutcome: context.unadjustedOutcome ?? null,
    };
    const title = (context.title ?? check.slug).trim();
    const speaker = speakerOf(context.actor);
    await roll.toMessage(
      {
        speaker,
        flavor: `<h4 class="action"><strong>${title}</strong></h4>`,
        flags: {
          pf2e: { context: contextFlag, modifierName: check.slug, modifiers: check.modifiers.map((m) => m.toObject()) },
        },
      },
      { create: context.createMessage },
    );
    return roll;
  }
}
