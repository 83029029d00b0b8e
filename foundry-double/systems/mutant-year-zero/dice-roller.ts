/**
 * Mutant Year Zero's dice and roller (superseva/mutant-year-zero 14.0.2 at 68e4fede): module/MYZDice.js's three d6
 * terms, denominations b, s and g; module/component/dice-roller.js's `DiceRoller`:
 * - `Roll` (:18-58) rolls `${base}db + ${skill}ds + ${gear}dg` (Foundry reads "+ -2ds" as "- 2ds"), `ParseResults`
 *   each die with `GetSuccessAndWeight` (:324-335: a 6 one success, a skill die's 6 −1 when the skill is below 0),
 *   and `SendToChat` (:220-302) posts `rolls: [roll]`, the card and the flags (dicePool, skill, pushCount 0,
 *   attributeName, actorUuid, itemId), whispered to the GMs on a GM or blind roll, to oneself on a self roll;
 * - `Push` (:60-125): base 6s and 1s (not a human's house attribute's 1s), gear 1s and 6s and skill 6s stay; the rest
 *   rolled again with the flags' skill; the message's content and flags updated — its roll left as it was.
 * Not emulated: bullets, Dice So Nice, stunts and weapon notes, the trauma and gear damage a push deals (:133-196).
 */
import { Die } from "../../dice/terms/die";
import { Roll } from "../../dice/roll";
import type { DiceTermData } from "../../dice/terms/dice-term";
import { installedGlobal } from "../../globals";
import { chatMessage, fromUuidSync, renderTemplate } from "../kit/globals";
import { read, readPath, type Plain } from "../kit/data";

const sixFaces = (data: DiceTermData) => ({ ...data, faces: 6 });
export class MYZDieBase extends Die {
  static override DENOMINATION = "b";
  constructor(data: DiceTermData) {
    super(sixFaces(data));
  }
}
export class MYZDieSkill extends Die {
  static override DENOMINATION = "s";
  constructor(data: DiceTermData) {
    super(sixFaces(data));
  }
}
export class MYZDieGear extends Die {
  static override DENOMINATION = "g";
  constructor(data: DiceTermData) {
    super(sixFaces(data));
  }
}

type DiceType = "base" | "skill" | "gear";
export interface PoolDie {
  diceType: DiceType | null;
  value: number;
  success: number;
  weight: number;
  hasResult?: boolean;
}

interface Game {
  user: { id: string; isGM: boolean };
  settings: { get(scope: string, key: string): unknown };
}
const game = () => installedGlobal<Game>("game");
const TEMPLATE = "systems/mutant-year-zero/templates/chat/roll.hbs";

export interface RollRequest {
  rollName?: string;
  base?: number;
  skill?: number;
  gear?: number;
  actor?: { id: string; uuid: string } | null;
  attributeName?: string | null;
  itemId?: string | null;
}

const TYPES: Record<string, DiceType> = { MYZDieBase: "base", MYZDieSkill: "skill", MYZDieGear: "gear" };

export const DiceRoller = {
  async Roll({ rollName = "Roll Name", base = 0, skill = 0, gear = 0, actor = null, ...rest }: RollRequest) {
    const roll = new Roll(`${base}db + ${skill}ds + ${gear}dg`);
    await roll.evaluate();
    const dicePool = DiceRoller.ParseResults(roll, skill).sort(DiceRoller.SortPool);
    const flags = { dicePool, skill, rollName, actor: actor?.id ?? null, actorUuid: actor?.uuid ?? null, pushCount: 0 };
    await DiceRoller.SendToChat(
      roll,
      { ...flags, attributeName: rest.attributeName ?? null, itemId: rest.itemId ?? null },
      actor,
    );
  },

  async Push(message: { flags: Plain; update(data: Plain): Promise<unknown> }): Promise<void> {
    const flags: Plain = { ...Object(read(message.flags, "mutant-year-zero")) };
    const actor = typeof flags.actorUuid === "string" ? fromUuidSync(flags.actorUuid) : null;
    const house = read(actor, "type") === "human" && readPath(actor, "system.houseAttribute") === flags.attributeName;
    const kept: PoolDie[] = [];
    const again = { base: 0, skill: 0, gear: 0 };
    for (const die of poolOf(flags.dicePool)) {
      const stays =
        die.value === 6 || (die.value === 1 && (die.diceType === "gear" || (die.diceType === "base" && !house)));
      if (stays) kept.push({ ...die, hasResult: true });
      else if (die.diceType) again[die.diceType]++;
    }
    const roll = new Roll(`${again.base}db + ${again.skill}ds + ${again.gear}dg`);
    await roll.evaluate();
    const dicePool = [...kept, ...DiceRoller.ParseResults(roll, Number(flags.skill) || 0)].sort(DiceRoller.SortPool);
    const pushCount = Number(flags.pushCount ?? 0) + 1;
    const content = await renderTemplate(TEMPLATE, {
      ...flags,
      name: flags.rollName,
      pushCount,
      dicePool,
      ...counts(dicePool),
    });
    await message.update({ content, flags: { "mutant-year-zero": { ...flags, dicePool, pushCount } } });
  },

  ParseResults(roll: Roll, skill: number): PoolDie[] {
    return roll.dice.flatMap((die) =>
      die.results.map((r) => {
        const diceType = TYPES[die.constructor.name] ?? null;
        return { diceType, value: r.result, ...DiceRoller.GetSuccessAndWeight(r.result, diceType, skill) };
      }),
    );
  },

  GetSuccessAndWeight(value: number, diceType: DiceType | null, skill: number): { success: number; weight: number } {
    if (value === 6) return diceType === "skill" && skill < 0 ? { success: -1, weight: -1 } : { success: 1, weight: 1 };
    if (value === 1 && diceType !== "skill") return { success: 0, weight: -2 };
    return { success: 0, weight: 0 };
  },

  SortPool(a: PoolDie, b: PoolDie): number {
    const order = ["base", "skill", "gear"];
    const byType = order.indexOf(String(a.diceType)) - order.indexOf(String(b.diceType));
    return byType !== 0 ? byType : b.weight - a.weight;
  },

  async SendToChat(roll: Roll, flags: Plain & { dicePool: PoolDie[] }, actor: unknown): Promise<void> {
    const content = await renderTemplate(TEMPLATE, { ...flags, name: flags.rollName, ...counts(flags.dicePool) });
    const rollMode = String(game().settings.get("core", "rollMode"));
    const chatData: Plain = {
      user: game().user.id,
      speaker: chatMessage().getSpeaker({ actor }),
      rollMode,
      content,
      rolls: [roll],
      flags: { "mutant-year-zero": flags },
    };
    const statics = installedGlobal<{ getWhisperRecipients(name: string): unknown[] }>("ChatMessage");
    if (["gmroll", "blindroll"].includes(rollMode)) chatData.whisper = statics.getWhisperRecipients("GM");
    else if (rollMode === "selfroll") chatData.whisper = [game().user];
    await chatMessage().create(chatData);
  },
};

/** CountSuccesses, CountFailures, CountGearFailures (:338-366). */
function counts(pool: readonly PoolDie[]) {
  return {
    successes: pool.reduce((sum, die) => sum + die.success, 0),
    failures: pool.filter((die) => die.value === 1 && die.diceType === "base").length,
    gearfailures: pool.filter((die) => die.value === 1 && die.diceType === "gear").length,
  };
}

/** The flags' dicePool, each die read as the system reads it. */
function poolOf(pool: unknown): PoolDie[] {
  if (!Array.isArray(pool)) return [];
  return pool.map((die) => {
    const type = read(die, "diceType");
    const diceType = type === "base" || type === "skill" || type === "gear" ? type : null;
    return { diceType, value: Number(read(die, "value")), success: Number(read(die, "success")), weight: 0 };
  });
}
