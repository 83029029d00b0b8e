/**
 * CoC7's roll request (CoC7RollNormalize, coc7/apps/roll-normalize.js at 7974aac, release 8.15), from a sheet's
 * click to the dialog's answer:
 * - normalizeRequest(options): the request's config — its card type (refused unless one CoC7 knows), difficulty (the
 *   given one, else the world's `defaultCheckDifficulty`), flat modifiers (0), pool modifier, Ctrl (or Meta) and Shift
 *   (or fastForward) held; with an actor, the item of the clicked row (`.skill`'s, else `.item`'s `data-item-uuid`,
 *   through fromUuid): a skill makes it a skill roll (R/SK) whose key is the item's uuid, its display name the item's
 *   name and its pool modifier the skill's `bonusDice` when none was given. The threshold stays as given: a skill's
 *   value is read only when the roll is made (CoC7Check#rollSkill), never handed to the dialog. The pool modifier is
 *   clamped to −2…2 and kept as the default the card type select returns to.
 * - trigger(options): a GM's Ctrl-click on a regular card makes a link (not emulated: nothing opens); otherwise,
 *   unless Shift is held, createRoll opens the dialog — a dialog closed without rolling ends the request — and the
 *   config as the dialog left it is returned (what CoC7 hands its runRoll).
 * - createRoll(config): CoC7RollDialog.create(config), its answer written back into the config.
 * - runRoll(config), which trigger returns when the request says so (`runRoll`, true by default): a regular, idea or
 *   know card's skill check (apps/check.ts) with the config's pool modifier, difficulty, actor and flat modifiers,
 *   rolled and, unless the request asks for no message (`chatMessage` false), posted; the check is returned.
 * Not emulated: characteristics, attributes, weapons, tokens as actors, links, the keeper's standby rolls, blind
 * rolls, callbacks, combined, opposed and sanity cards (runRoll returns nothing for them).
 */
import { CoC7DicePool } from "./dice-pool";
import { CoC7Check } from "./check";
import { fromUuid, notifications } from "../../kit/globals";
import { game } from "../../../globals";
import type { Plain } from "../../kit/data";

export const ROLL_TYPE = {
  ATTRIBUTE: "R/AT",
  CHARACTERISTIC: "R/CH",
  COMBAT: "R/CO",
  MANUAL: "R/MA",
  SKILL: "R/SK",
  ENCOUNTER: "R/EC",
  WEAPON: "R/WP",
} as const;

export const CARD_TYPE = {
  COMBINED: "C/CO",
  NORMAL: "C/NO",
  OPPOSED: "C/OP",
  SAN_CHECK: "C/SC",
  IDEA_CHECK: "C/IC",
  KNOW_CHECK: "C/KC",
} as const;

/** What a roll request carries to the dialog and past it. */
export interface RollConfig {
  actorUuid: string | undefined;
  askValue: boolean;
  cardType: string;
  cardTypeFixed: boolean;
  difficulty: number | string;
  disableFlatDiceModifier: boolean;
  disableFlatThresholdModifier: boolean;
  displayName: string | false;
  flatDiceModifier: number;
  flatThresholdModifier: number;
  hideDifficulty: boolean;
  isCtrlKey: boolean;
  isShiftKey: boolean;
  key: string;
  poolModifier: number;
  poolModifierDefault: number;
  poolModifierIdea: number;
  poolModifierKnow: number;
  rollType: string;
  runRoll: boolean;
  chatMessage: boolean;
  threshold: number | string | undefined;
}

/** What a sheet (or a macro) asks for. */
export interface RollRequest extends Partial<RollConfig> {
  actor?: { uuid: string; items: Map<string, unknown> };
  event?: MouseEvent;
  itemUuid?: string;
  fastForward?: boolean;
}

interface ItemLike {
  uuid: string;
  name: string;
  type: string;
  system: { bonusDice?: number };
}

const notifyError = (message: string): void => void notifications().error(message);

/** The card types the dialog's select offers (CoC7RollNormalize.cardTypes), or null when the card type is fixed. */
export function cardTypes(config: Partial<RollConfig>): Record<string, string> | null {
  if (config.cardTypeFixed || config.rollType === ROLL_TYPE.COMBAT) return null;
  return {
    [CARD_TYPE.NORMAL]: "CoC7.RegularRollCard",
    [CARD_TYPE.COMBINED]: "CoC7.CombinedRollCard",
    [CARD_TYPE.OPPOSED]: "CoC7.OpposedRollCard",
  };
}

/** CoC7Utilities.isCtrlKey. */
function isCtrlKey(event: MouseEvent | undefined): boolean {
  return !!event && (event.metaKey || event.ctrlKey);
}

export async function normalizeRequest(options: RollRequest): Promise<RollConfig | false> {
  const level = CoC7DicePool.difficultyLevel;
  const config: RollConfig = {
    actorUuid: options.actor?.uuid,
    askValue: options.askValue ?? false,
    cardType: options.cardType ?? "",
    cardTypeFixed: options.cardTypeFixed ?? false,
    difficulty: options.difficulty ?? level[String(game().settings.get("CoC7", "defaultCheckDifficulty"))]!,
    disableFlatDiceModifier: options.disableFlatDiceModifier ?? false,
    disableFlatThresholdModifier: options.disableFlatThresholdModifier ?? false,
    displayName: options.displayName ?? false,
    flatDiceModifier: options.flatDiceModifier ?? 0,
    flatThresholdModifier: options.flatThresholdModifier ?? 0,
    hideDifficulty: options.hideDifficulty ?? false,
    isCtrlKey: options.isCtrlKey ?? isCtrlKey(options.event),
    isShiftKey: options.isShiftKey === true || options.fastForward === true || options.event?.shiftKey === true,
    key: options.key ?? "",
    poolModifier: options.poolModifier ?? 0,
    poolModifierDefault: 0,
    poolModifierIdea: options.poolModifierIdea ?? 0,
    poolModifierKnow: options.poolModifierKnow ?? 0,
    rollType: options.rollType ?? ROLL_TYPE.MANUAL,
    runRoll: options.runRoll ?? true,
    chatMessage: options.chatMessage ?? true,
    threshold: options.threshold,
  };
  let okay = false;
  if (config.actorUuid !== undefined) {
    const row = options.event?.currentTarget as HTMLElement | null | undefined;
    const itemUuid =
      options.itemUuid ??
      row?.closest<HTMLElement>(".skill")?.dataset.itemUuid ??
      row?.closest<HTMLElement>(".item")?.dataset.itemUuid;
    const item = itemUuid === undefined ? null : ((await fromUuid(itemUuid)) as ItemLike | null);
    if (item?.type === "skill") {
      config.rollType = ROLL_TYPE.SKILL;
      config.key = item.uuid;
      if (config.displayName === false) config.displayName = item.name;
      if (config.poolModifier === 0) config.poolModifier = item.system.bonusDice ?? 0;
      okay = true;
    }
  }
  if (
    !okay &&
    options.event === undefined &&
    config.rollType !== ROLL_TYPE.MANUAL &&
    config.rollType !== ROLL_TYPE.ENCOUNTER
  ) {
    notifyError("Roll not found");
    return false;
  }
  if (!(Object.values(CARD_TYPE) as string[]).includes(config.cardType)) {
    notifyError("Invalid card type");
    return false;
  }
  config.poolModifier = Math.max(
    -CoC7DicePool.maxDicePenalty,
    Math.min(CoC7DicePool.maxDiceBonus, config.poolModifier),
  );
  config.poolModifierDefault = config.poolModifier;
  if (config.cardType === CARD_TYPE.KNOW_CHECK) config.poolModifier = config.poolModifierKnow;
  else if (config.cardType === CARD_TYPE.IDEA_CHECK) config.poolModifier = config.poolModifierIdea;
  return config;
}

/** The request from a click to its roll: the check rolled (the config, with `runRoll` false), or undefined for none. */
export async function trigger(options: RollRequest = {}): Promise<CoC7Check | RollConfig | undefined> {
  const config = await normalizeRequest(options);
  if (config === false) return undefined;
  if (
    config.isCtrlKey &&
    game().user.isGM &&
    (config.cardType === CARD_TYPE.NORMAL || config.cardType === CARD_TYPE.SAN_CHECK)
  )
    return undefined;
  if (!config.isShiftKey) {
    try {
      await createRoll(config);
    } catch {
      return undefined;
    }
  }
  return config.runRoll ? runRoll(config) : config;
}

export async function runRoll(config: RollConfig): Promise<CoC7Check | undefined> {
  if (
    config.cardType !== CARD_TYPE.NORMAL &&
    config.cardType !== CARD_TYPE.IDEA_CHECK &&
    config.cardType !== CARD_TYPE.KNOW_CHECK
  )
    return undefined;
  const check = new CoC7Check();
  check.poolModifier = config.poolModifier;
  check.difficulty = config.difficulty;
  check.actor = config.actorUuid;
  check.flatDiceModifier = config.flatDiceModifier;
  check.flatThresholdModifier = config.flatThresholdModifier;
  check.cardType = config.cardType;
  if (config.rollType === ROLL_TYPE.SKILL) await check.rollSkill(config.key);
  if (config.chatMessage) void check.toMessage();
  return check;
}

export async function createRoll(config: RollConfig): Promise<void> {
  const { CoC7RollDialog } = await import("./roll-dialog");
  const usage = await CoC7RollDialog.create(config);
  Object.assign(config, {
    cardType: usage.cardType,
    poolModifier: usage.poolModifier,
    difficulty: usage.difficulty,
    flatDiceModifier: usage.flatDiceModifier,
    flatThresholdModifier: usage.flatThresholdModifier,
    threshold: usage.threshold,
  } satisfies Plain);
}

export const CoC7RollNormalize = { ROLL_TYPE, CARD_TYPE, cardTypes, normalizeRequest, trigger, createRoll, runRoll };
