/**
 * pf2e's rerolls of a check's message (src/module/system/check/check.ts `CheckPF2e.rerollFromMessage`, the newest
 * stored copy 023f1dfe; its menu entries in src/module/apps/sidebar/chat-log.ts `_getEntryContextOptions` at
 * b25814a4; `isRerollable` in src/module/chat-message/document.ts and check/roll.ts at 0798a9ab):
 * - the menu: "Hero Point" where the message is rerollable and its actor a character with a Hero Point left,
 *   "Keep new", "Keep lower", "Keep higher" where it is rerollable — the user owns the message's actor and wrote or
 *   owns the message, its CheckRoll not a reroll and without a `kh` / `kl` die (fortune's or misfortune's two d20s);
 * - the reroll: refused to a user who neither wrote the message nor is a GM, and without the message's actor; a Hero
 *   Point's spends one of the character's (`system.resources.heroPoints.value`, clamped to its max) or warns and stops;
 *   the context flag cloned, `skipDialog` and `isReroll` set, `check:reroll` (and `check:hero-point`) added to its
 *   options; the old roll cloned (same formula, `isReroll`), `pf2e.preReroll` called, evaluated, `pf2e.reroll` called;
 *   the new roll kept, or the old where "higher" / "lower" and its total is higher / lower; the new roll's degree
 *   against the flag's DC with the flag's adjustment record (not tested again), written into the roll and the
 *   context's outcome where the new roll is kept; the old message deleted and the kept roll's message created with
 *   both rolls as its content, the old flavor behind the reroll's icon, the speaker and the cloned pf2e flags.
 * Not emulated: the context's roll mode passed to the new message (check.ts), a familiar's master's Hero Points, a
 * DC's statistic (the target's AC, read only for the flavor's circumstance modifiers), the result flavor and notes
 * written again, initiative, the treat-wounds callback, renderReroll's highlighting of a natural 20 or 1.
 */
import { deepClone } from "../../utils";
import { CheckRoll } from "./check";
import { DEGREE_OF_SUCCESS_STRINGS, DegreeOfSuccess, type DegreeAdjustmentsRecord } from "./degree-of-success";
import { read } from "../kit/data";
import { hooks, notifications } from "../kit/globals";
import type { ContextMenuEntryDouble } from "../../applications/context-menu";
import type { ChatMessage } from "../../chat-message";
import { installedGlobal } from "../../globals";

interface RerollOptions {
  heroPoint?: boolean;
  keep?: "new" | "higher" | "lower";
}

interface MessageLike {
  readonly isAuthor: boolean;
  readonly isOwner: boolean;
  readonly speaker: object;
  readonly speakerActor: unknown;
  readonly flavor?: string;
  readonly flags: Record<string, unknown>;
  readonly rolls: unknown[];
  delete(options?: object): Promise<unknown>;
}

interface ActorLike {
  readonly name: string;
  readonly type: string;
  readonly isOwner: boolean;
  update(changes: object): Promise<unknown>;
}

const isActor = (actor: unknown): actor is ActorLike => typeof read(actor, "type") === "string";
const asActor = (actor: unknown): ActorLike | null => (isActor(actor) ? actor : null);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isDc = (value: unknown): value is { value: number } => typeof read(value, "value") === "number";

/** A character's Hero Points (CharacterPF2e#heroPoints: its resource), or null for another actor. */
function heroPointsOf(actor: ActorLike | null): { value: number; max: number } | null {
  if (actor?.type !== "character") return null;
  const points = read(read(read(actor, "system"), "resources"), "heroPoints");
  const [value, max] = [read(points, "value"), read(points, "max")];
  return { value: typeof value === "number" ? value : 0, max: typeof max === "number" ? max : 3 };
}

/** ChatMessagePF2e#isRerollable. */
function isRerollable(message: MessageLike): boolean {
  const roll = message.rolls[0];
  return (
    !!asActor(message.speakerActor)?.isOwner &&
    (message.isAuthor || message.isOwner) &&
    roll instanceof CheckRoll &&
    read(roll.options, "isReroll") !== true &&
    !roll.dice.some((die) => die.modifiers.includes("kh") || die.modifiers.includes("kl"))
  );
}

export async function rerollFromMessage(
  message: MessageLike,
  { heroPoint = false, keep = "new" }: RerollOptions = {},
): Promise<void> {
  if (!(message.isAuthor || game.user.isGM)) return void notifications().error("PF2E.RerollMenu.ErrorCantDelete");
  const actor = asActor(message.speakerActor);
  if (!actor) return void notifications().error("PF2E.RerollMenu.ErrorNoActor");
  const points = heroPoint ? heroPointsOf(actor) : null;
  if (points) {
    if (!points.value) return void notifications().warn(`${actor.name} has no Hero Points`);
    await actor.update({ "system.resources.heroPoints.value": Math.clamp(points.value - 1, 0, points.max) });
  }
  const systemFlags = deepClone(message.flags.pf2e);
  const context = read(systemFlags, "context");
  if (!isRecord(context) || !Array.isArray(context.options)) return;
  Object.assign(context, { skipDialog: true, isReroll: true });
  context.options.push("check:reroll", ...(heroPoint ? ["check:hero-point"] : []));
  const oldRoll = message.rolls[0];
  if (!(oldRoll instanceof CheckRoll)) throw new Error("Unexpected error retrieving prior roll");
  const unevaluated = oldRoll.clone();
  unevaluated.options.isReroll = true;
  hooks().callAll("pf2e.preReroll", oldRoll, unevaluated, heroPoint, keep);
  const newRoll = await unevaluated.evaluate();
  hooks().callAll("pf2e.reroll", oldRoll, newRoll, heroPoint, keep);
  const [oldTotal, newTotal] = [Number(oldRoll.total), Number(newRoll.total)];
  const keepsOld = (keep === "higher" && oldTotal > newTotal) || (keep === "lower" && oldTotal < newTotal);
  const kept = keepsOld ? oldRoll : newRoll;
  const adjustments: DegreeAdjustmentsRecord = isRecord(context.dosAdjustments) ? context.dosAdjustments : {};
  const degree = isDc(context.dc) ? new DegreeOfSuccess(newRoll, context.dc, adjustments) : null;
  if (!keepsOld && degree) {
    newRoll.options.degreeOfSuccess = degree.value;
    context.outcome = DEGREE_OF_SUCCESS_STRINGS[degree.value];
  }
  const [oldClass, newClass] = keepsOld ? ["", "reroll-discard"] : ["reroll-discard", ""];
  const icon = `<i class="fa-solid fa-${heroPoint ? "hospital-symbol" : "dice"} reroll-indicator"></i>`;
  await message.delete({ render: false });
  await kept.toMessage(
    {
      content:
        `<div class="${oldClass}">${await oldRoll.render()}</div>` +
        `<div class="reroll-second ${newClass}">${await newRoll.render()}</div>`,
      flavor: `${icon}${message.flavor ?? ""}`,
      speaker: message.speaker,
      flags: { pf2e: systemFlags },
    },
    // pf2e passes the context's roll mode, which the double does not apply (check.ts: the chat bar's mode).
    {},
  );
}

/**
 * ChatLogPF2e's four reroll entries, added to the messages' context menu (the double's log is core's: its
 * `getChatMessageContextOptions` hook stands in for pf2e's override of `_getEntryContextOptions`).
 */
export function rerollEntries(entries: ContextMenuEntryDouble[]): void {
  const messages = installedGlobal<{ messages: Map<string, ChatMessage> }>("game").messages;
  const messageOf = (li: HTMLElement): MessageLike | undefined => messages.get(li.dataset.messageId ?? "");
  const canReroll = (li: HTMLElement) => {
    const message = messageOf(li);
    return !!message && isRerollable(message);
  };
  const entry = (name: string, icon: string, condition: (li: HTMLElement) => boolean, options: RerollOptions) => ({
    name,
    icon: `<i class="fa-solid fa-${icon}"></i>`,
    condition,
    callback: (li: HTMLElement) => {
      const message = messageOf(li);
      if (message) void rerollFromMessage(message, options);
    },
  });
  entries.push(
    entry(
      "PF2E.RerollMenu.HeroPoint",
      "hospital-symbol",
      (li) => canReroll(li) && (heroPointsOf(asActor(messageOf(li)?.speakerActor))?.value ?? 0) > 0,
      { heroPoint: true },
    ),
    entry("PF2E.RerollMenu.KeepNew", "dice", canReroll, {}),
    entry("PF2E.RerollMenu.KeepLower", "dice-one", canReroll, { keep: "lower" }),
    entry("PF2E.RerollMenu.KeepHigher", "dice-six", canReroll, { keep: "higher" }),
  );
}
