/**
 * CoC7's check (CoC7Check, coc7/apps/check.js at 7974aac, release 8.15), as a regular card's skill check makes its
 * message:
 * - the constructor: a regular card, a dice pool at the world's `defaultCheckDifficulty` with no pool modifier, the
 *   roll mode the core setting's (`rollMode`, else `messageMode`);
 * - the setters runRoll writes through: poolModifier, difficulty, flatDiceModifier, flatThresholdModifier (into the
 *   pool), actor (a uuid, resolved with fromUuid), cardType;
 * - rollSkill(uuid): the skill item found with fromUuid (refused without one); the pool's threshold its
 *   `system.value` read with parseInt (refused when it is no number); the pool rolled;
 * - toMessage(): ChatMessage.create of its chat data — `flags.CoC7.load` (`as` "CoC7Check", the actor's uuid, the
 *   pool's `toObject()`, the key and type, the roll mode, the card's state), the speaker (the actor), the pool's new
 *   rolls, the flavor (`CoC7.CheckResult`: the skill's name, the value with its flat modifier, the difficulty's
 *   word), the card's content (templates/chat/roll-result.hbs), with the roll mode applied.
 * - the skill's `allowPush`: its `system.properties.push`, false without it (check.js:728); the card's push button
 *   where the pool offers it (getTemplateData, check.js:454-465, availableButtons' push: apps/dice-pool.ts), in the
 *   card's `owner-and-keeper-block` with the actor's uuid (templates/chat/roll-result.hbs);
 * - _onRenderMessage (check.js:164-170): each `button[data-action]` of the card listens for a click, for a GM or a
 *   user who may update the actor, and `_onClickEvent` reads the button's action (`currentTarget`), the push's alone
 *   (901-907);
 * - push(message): the card's push button (check.js:901-907): the check loaded back from its message, the pool
 *   pushed, the message updated with the new roll added to its rolls and the pool's new record (updateMessage).
 * Not emulated: characteristics, attributes, weapons and manual values; the keeper's standby and self-roll
 * whispers; development flags; the card's other buttons and their actions, results and callbacks; the keeper socket
 * of a user who may not update the message.
 */
import { CoC7DicePool } from "./dice-pool";
import { game } from "../../../globals";
import { read, readPath, type Plain } from "../../kit/data";
import { rollMessageData } from "../../kit/chat";
import { chatMessage, fromUuid, renderTemplate } from "../../kit/globals";

interface SkillItem {
  name: string;
  system: { value?: unknown; properties?: { push?: boolean } };
}

function isSkillItem(item: unknown): item is SkillItem {
  return typeof item === "object" && item !== null && "name" in item && "system" in item;
}

/** CoC7DicePool.difficultyString: the difficulty's word. */
function difficultyString(level: number): string {
  const keys: Readonly<Record<number, string>> = {
    [-1]: "UnknownDifficulty",
    1: "RegularDifficulty",
    2: "HardDifficulty",
    3: "ExtremeDifficulty",
    4: "CriticalDifficulty",
  };
  const key = keys[level];
  return key ? game().i18n.localize(`CoC7.${key}`) : "";
}

export class CoC7Check {
  #actorUuid: string | undefined = undefined;
  #allowPush = true;
  #asyncActor: Promise<unknown> | undefined = undefined;
  #cardType = "C/NO";
  #dicePool: CoC7DicePool;
  #key: string | undefined = undefined;
  #rollMode: unknown;
  #type: string | undefined = undefined;
  item: SkillItem | null = null;
  message: unknown = undefined;

  constructor() {
    const { settings } = game();
    this.#dicePool = CoC7DicePool.newPool({
      difficulty: CoC7DicePool.difficultyLevel[String(settings.get("CoC7", "defaultCheckDifficulty"))],
      poolModifiers: [0],
    });
    this.#rollMode = settings.get("core", "rollMode") ?? settings.get("core", "messageMode");
  }

  set actor(value: string | undefined) {
    this.#actorUuid = value;
    this.#asyncActor = value ? fromUuid(value) : undefined;
  }

  set poolModifier(value: number | string) {
    this.#dicePool.poolModifier = parseInt(String(value), 10);
  }

  set difficulty(value: number | string) {
    this.#dicePool.difficulty = parseInt(String(value), 10);
  }

  set flatDiceModifier(value: number | string) {
    this.#dicePool.flatDiceModifier = parseInt(String(value), 10);
  }

  set flatThresholdModifier(value: number | string) {
    this.#dicePool.flatThresholdModifier = parseInt(String(value), 10);
  }

  set cardType(value: string) {
    this.#cardType = value;
  }

  get dicePool(): CoC7DicePool {
    return this.#dicePool;
  }

  async rollSkill(uuid: string): Promise<void> {
    this.#type = "skill";
    this.#key = uuid;
    const item = await fromUuid(uuid);
    if (!isSkillItem(item)) throw new Error("Item Not Found");
    this.item = item;
    this.#allowPush = item.system.properties?.push ?? false;
    const threshold = parseInt(String(this.item.system.value), 10);
    if (Number.isNaN(threshold)) throw new Error("No threshold");
    this.#dicePool.threshold = threshold;
    await this.#dicePool.roll();
  }

  get flavor(): string {
    const pool = this.#dicePool;
    const modifier = pool.flatThresholdModifier;
    const value =
      pool.threshold === undefined
        ? "?"
        : `${pool.threshold}${modifier !== 0 ? `${modifier > 0 ? "+" : ""}${modifier}` : ""}`;
    return game().i18n.format("CoC7.CheckResult", {
      name: this.item?.name ?? "",
      value,
      difficulty: difficultyString(pool.difficulty),
    });
  }

  async getChatData(): Promise<Plain> {
    const actor = await this.#asyncActor;
    const pool = this.#dicePool;
    return rollMessageData({
      actor,
      rolls: pool.newRolls,
      content: await renderTemplate("systems/CoC7/templates/chat/roll-result.hbs", {
        actorUuid: this.#actorUuid,
        // getTemplateData (check.js:454-465): the buttons of the one rolled group (the push alone, here).
        buttons: pool.availableButtons({ isPushable: this.#allowPush, key: this.#key }),
        diceGroups: pool.newRolls,
      }),
      flavor: this.flavor,
      flags: {
        CoC7: {
          load: {
            as: "CoC7Check",
            actorUuid: this.#actorUuid,
            allowPush: this.#allowPush,
            appliedDevelopment: false,
            cardOpen: true,
            cardType: this.#cardType,
            customFlavor: false,
            dicePool: pool.toObject(),
            isCombat: false,
            isForced: false,
            isForcedFailure: false,
            isForcedSuccess: false,
            isStandby: false,
            key: this.#key,
            rollMode: this.#rollMode,
            standbyRightIcon: "",
            type: this.#type,
          },
        },
      },
      rollMode: String(this.#rollMode),
    });
  }

  /** The card's push button (check.js:901-907, updateMessage at 773-787, as its author or a GM may update it). */
  static async push(message: {
    flags: Plain;
    rolls: unknown[];
    update(changes: Plain): Promise<unknown>;
  }): Promise<void> {
    const load = readPath(message.flags, "CoC7.load");
    if (read(load, "as") !== "CoC7Check") throw new Error("CoC7.Errors.UnableToLoadMessage");
    const pool = CoC7DicePool.fromObject(read(load, "dicePool"));
    await pool.pushRoll();
    await message.update({
      rolls: [...message.rolls, ...pool.newRolls],
      content: await renderTemplate("systems/CoC7/templates/chat/roll-result.hbs", { diceGroups: [0, 1] }),
      "flags.CoC7.load.dicePool": pool.toObject(),
    });
  }

  /** _onRenderMessage's listeners (check.js:164-170), `allowed` the actors' uuids the user may update. */
  static onRenderMessage(message: Parameters<typeof CoC7Check.push>[0], html: HTMLElement, allowed: string[]): void {
    if (!game().user.isGM && allowed.length === 0) return;
    for (const element of html.querySelectorAll<HTMLElement>("button[data-action]")) {
      if (game().user.isGM || allowed.includes(element.parentElement?.dataset.actorUuid ?? ""))
        element.addEventListener("click", (event) => void CoC7Check.onClickEvent(event, message));
    }
  }

  /** _onClickEvent (check.js:824-907): the action of the button listened on, the push's alone here. */
  static async onClickEvent(event: Event, message: Parameters<typeof CoC7Check.push>[0]): Promise<void> {
    const target = event.currentTarget;
    if (target instanceof HTMLElement && target.dataset.action === "push") await CoC7Check.push(message);
  }

  async toMessage(): Promise<void> {
    this.message = await chatMessage().create(await this.getChatData());
  }
}
