/**
 * Dragonbane's chat listeners for a test's card (modules/chat.js at 3f766cb, release 3.2), both on
 * `renderChatMessageHTML` (dragonbane.js:264-266):
 * - addChatListeners (chat.js:9-16): a click on the card's `button.push-roll` pushes the roll (onPushRoll, :540-693):
 *   the message's actor (`system.actorUuid`); the attributes whose condition is not taken, offered as radios
 *   ("Exhausted (STR)", the first checked) in a `DialogV2.prompt` titled "Push roll: <attribute or skill>" — none
 *   left, a warning and no push; the condition chosen taken (`updateCondition`) and said in chat; then the same test
 *   again with the roll's own options, no dialog, `canPush: false` (a weapon's action kept).
 * - hideChatPermissions (:934-939, the owner's part): a `.permission-owner` whose actor the user does not own removed.
 * Not emulated: the GM/observer parts, the targets of the pushed weapon, spells, a double-click's guard.
 */
import { game, installedGlobal } from "../../globals";
import { chatMessage, fromUuidSync, notifications } from "../kit/globals";
import { read, type Plain } from "../kit/data";
import { DoDActor, DoDItem } from "./documents";
import { DoDAttributeTest, DoDSkillTest, DoDWeaponTest, type DoDTest, type TestOptions } from "./tests";

const localize = (key: string): string => game().i18n.localize(key);
const plain = (value: unknown): Plain => (typeof value === "object" && value !== null ? { ...value } : {});
/** `foundry.applications.api.DialogV2.prompt`, as chat.js calls it. */
const prompt = (config: Plain): Promise<unknown> =>
  installedGlobal<{ applications: { api: { DialogV2: { prompt(c: Plain): Promise<unknown> } } } }>(
    "foundry",
  ).applications.api.DialogV2.prompt(config);

export function addChatListeners(_message: unknown, html: HTMLElement): void {
  for (const button of html.querySelectorAll("button.push-roll"))
    button.addEventListener("click", (event) => {
      event.stopPropagation();
      event.preventDefault();
      const id = button.closest<HTMLElement>(".chat-message")?.dataset.messageId;
      const messages = installedGlobal<{ messages: { get(id: string): unknown } }>("game").messages;
      const message = messages.get(id ?? "");
      if (message) void pushRoll(message);
    });
}

export function hideChatPermissions(_message: unknown, html: HTMLElement): void {
  for (const element of html.querySelectorAll<HTMLElement>(".permission-owner")) {
    const actor = fromUuidSync(element.dataset.actorId ?? "");
    if (actor instanceof DoDActor && !actor.isOwner) element.remove();
  }
}

/** onPushRoll's body, from the message on (chat.js:549-692). */
export async function pushRoll(message: unknown): Promise<void> {
  const system = plain(read(message, "system"));
  const actor = fromUuidSync(String(system.actorUuid ?? ""));
  if (!(actor instanceof DoDActor)) return;
  const free = Object.keys(plain(read(actor.system, "attributes"))).filter((id) => !actor.hasCondition(id));
  if (free.length === 0) {
    notifications().warn(localize("DoD.WARNING.conditionAlreadyTaken"));
    return;
  }
  const radios = free.map(
    (id, i) =>
      `<label><input type="radio" name="pushChoice" value="${id}"${i === 0 ? " checked" : ""}>` +
      `${localize(`DoD.conditions.${id}`)} (${localize(`DoD.attributes.${id}`)})</label>`,
  );
  const legend = `<legend>${localize("DoD.roll.pushChoiceLabel")}</legend>`;
  const skill = fromUuidSync(String(system.skillUuid ?? ""));
  const title =
    read(message, "type") === "attributeTest" ? String(system.attribute).toUpperCase() : read(skill, "name");
  const choice = await prompt({
    window: { title: `${localize("DoD.roll.pushButtonLabel")}: ${String(title)}` },
    content: `<form><fieldset>${legend}${radios.join("")}</fieldset></form>`,
    ok: {
      icon: "fa-solid fa-arrow-rotate-right",
      label: localize("DoD.roll.pushButtonLabel"),
      callback: (_event: Event, button: HTMLButtonElement) =>
        button.form?.querySelector<HTMLInputElement>('[name="pushChoice"]:checked')?.value,
    },
  });
  if (typeof choice !== "string") return;
  if (actor.hasCondition(choice)) {
    notifications().warn(localize("DoD.WARNING.conditionAlreadyTaken"));
    return;
  }
  await actor.updateCondition(choice, true);
  const condition = localize(`DoD.conditions.${choice}`);
  const said = game().i18n.format("DoD.ui.chat.takeCondition", { actor: actor.name, condition });
  await chatMessage().create({ content: said, speaker: chatMessage().getSpeaker({ actor }) });
  await testOf(message, actor, system, skill)?.roll();
}

/** The test pushed: the message's own type, with its roll's options and no dialog (chat.js:645-692). */
function testOf(message: unknown, actor: DoDActor, system: Plain, skill: unknown): DoDTest | null {
  const rolls = read(message, "rolls");
  const rerollOptions: TestOptions = plain(read(Array.isArray(rolls) ? rolls[0] : null, "options"));
  const options: TestOptions = { canPush: false, skipDialog: true, isReroll: true, rerollOptions };
  const weapon = fromUuidSync(String(system.weaponUuid ?? ""));
  switch (read(message, "type")) {
    case "attributeTest":
      return new DoDAttributeTest(actor, String(system.attribute), options);
    case "skillTest":
      return skill instanceof DoDItem ? new DoDSkillTest(actor, skill, options) : null;
    case "weaponTest":
      if (!(weapon instanceof DoDItem)) return null;
      return new DoDWeaponTest(actor, weapon, { ...options, action: String(system.action) });
    default:
      return null;
  }
}
