/**
 * WFRP 4e's opposed test as far as the adapter reads it (moo-man/WFRP4e-FoundryVTT 32897839):
 * - the targets: warhammer-lib's dialog takes the user's targeted tokens unless `skipTargets` (its setup's
 *   `data.targets`), and a test of an actor that is defending drops them (test-wfrp4e.js:57-61);
 * - after the test's message (`handleOpposed`, :612-654): an actor flagged to defend has made her defence, and her
 *   flag is cleared (`actor.clearOpposed`); an attack with targets starts an opposed test for each
 *   (`createOpposedMessage`, :961-967): the handler is told the attacker's message (`setAttacker`,
 *   opposed-handler.js:89-97), then `startOppose` (:82-87) posts its message — `type: "handler"`,
 *   `system.opposedData` its data with `attackerMessageId` (:143-166) — and flags the targeted actor
 *   `flags.oppose.opposeMessageId` (:274-287: a player's client asks the active GM's by socket, whose client updates).
 * Not emulated: the defence settled (the comparison, the result card), the handler's card and its buttons,
 * unopposed, the post-opposed modifiers and scripts, a reroll's or an edit's new attacker message.
 */
import type { Plain } from "../kit/data";
import { chatMessage } from "../kit/globals";
import { game } from "../../globals";
import { UserDouble, UsersDouble } from "../../users";
import type { ActorWFRP4e } from "./documents";

/** What an opposed test changes on an actor: its flags, by an update. */
interface Flagged {
  readonly flags: Plain;
  update(changes: Plain): Promise<unknown>;
}
const isFlagged = (actor: unknown): actor is Flagged =>
  typeof actor === "object" && actor !== null && typeof Reflect.get(actor, "update") === "function";
const idOf = (message: unknown): string => String(Reflect.get(Object(message), "id"));

/** The actors of the tokens the user targets, as the dialog's setup reads them, unless the test skips targets. */
export function targetedActors(actor: ActorWFRP4e, context: Plain): Flagged[] {
  const user: unknown = game().user;
  if (context.skipTargets === true || actor.flags.oppose || !(user instanceof UserDouble)) return [];
  return Array.from(user.targets, (token) => token.actor).filter(isFlagged);
}

/** The active GM's client runs the change a player's client asks of it by socket (SocketHandlers "target"). */
function onGMClient<T>(change: () => Promise<T>): Promise<T> {
  const users: unknown = game().users;
  const gm = users instanceof UsersDouble ? users.activeGM : null;
  return users instanceof UsersDouble && gm && !game().user.isGM ? users.clients.run(gm.id, change) : change();
}

/** `OpposedHandler.startOppose` for an attack's message against the targeted actor: the handler's message's id. */
export async function startOppose(attackerMessage: unknown, defender: Flagged): Promise<string> {
  const opposedData: Plain = { attackerMessageId: idOf(attackerMessage), options: {} };
  const speaker = { alias: "Opposed Test" };
  const handler: unknown = await chatMessage().create({
    type: "handler",
    speaker,
    content: "",
    system: { opposedData },
  });
  const messageId = idOf(handler);
  opposedData.messageId = messageId;
  await onGMClient(() => defender.update({ flags: { oppose: { opposeMessageId: messageId } } }));
  return messageId;
}

/** `handleOpposed` after the test's message: a defence clears the flag, an attack starts one per target. */
export async function handleOpposed(actor: ActorWFRP4e, message: unknown, targets: Flagged[]): Promise<void> {
  if (actor.flags.oppose) {
    await actor.update({ flags: { "-=oppose": null } });
    return;
  }
  for (const target of targets) await startOppose(message, target);
}
