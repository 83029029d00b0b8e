import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import type { LyingDie } from "../../../core/pools/year-zero-dice";
import { messageOdds, type MyzDice } from "../core/myz-odds";
import { myzLabels } from "../ui/roll-labels";
import { isHouseRoll, myzHiddenFrom } from "./secrets";

/**
 * A Mutant Year Zero roll's message keeps the chance it had (docs/systems-mutant-year-zero.md "The roll's message"):
 * `DiceRoller.SendToChat` posts `rolls: [roll]`, the first roll `${base}db + ${skill}ds + ${gear}dg`, read as Foundry
 * is about to create the message and drawn again only while the message's own roll still holds those dice. A push
 * (`Push`, the card's button for the message's author or a GM, myz.js:377-390) rewrites the content and the system's
 * flags alone, never the roll: so this roll pushed is offered only while the flags say it was never pushed and show
 * the roll's very dice — a flag can take that figure away, never draw one — and nothing after a push is drawn.
 */

type DieType = "base" | "skill" | "gear";
const ORDER: readonly [string, DieType][] = [
  ["b", "base"],
  ["s", "skill"],
  ["g", "gear"],
];

interface MyzRoll {
  readonly dice: MyzDice;
  readonly lying: readonly { type: DieType; value: number }[];
}

interface Kept {
  readonly base: number;
  readonly skill: number;
  readonly gear: number;
  readonly house: boolean;
}

/** The values of a rolled die term of faces 6, or null. */
function valuesOf(kit: RuleSetKit, term: unknown): number[] | null {
  const results = kit.systems.field(term, "results");
  if (kit.systems.field(term, "faces") !== 6 || !Array.isArray(results)) return null;
  const values = results.map((result) => kit.systems.field(result, "result"));
  return values.every((value): value is number => typeof value === "number") ? values : null;
}

/** The roll `DiceRoller.Roll` makes, read from itself: its b, s and g terms, the skill's sign its operator's. */
function myzRollOf(kit: RuleSetKit, roll: unknown, house: boolean): MyzRoll | null {
  const { field } = kit.systems;
  const terms = field(roll, "terms");
  if (field(roll, "_evaluated") !== true || !Array.isArray(terms)) return null;
  const dice = terms.filter((term) => typeof field(term, "operator") !== "string");
  if (dice.length !== ORDER.length) return null;
  const counts: number[] = [];
  const lying: { type: DieType; value: number }[] = [];
  for (const [i, [denomination, type]] of ORDER.entries()) {
    const values = valuesOf(kit, dice[i]);
    // The class's DENOMINATION, as DiceTerm#expression writes it ("3db"; Die#denomination reads "d6"): what
    // `MapDiceType` tells by its class.
    if (field(dice[i], "expression") !== `${values?.length ?? ""}d${denomination}` || !values) return null;
    // Foundry parses "+ -2ds" as the operator "-" before 2ds: the skill's sign.
    const negative = field(terms[terms.indexOf(dice[i]) - 1], "operator") === "-";
    if (negative && type !== "skill") return null;
    counts.push(negative ? -values.length : values.length);
    lying.push(...values.map((value) => ({ type, value })));
  }
  const [base = 0, skill = 0, gear = 0] = counts;
  return { dice: { base, skill, gear, house }, lying };
}

const systemFlags = (kit: RuleSetKit, message: unknown) =>
  kit.systems.field(kit.systems.field(message, "flags"), "mutant-year-zero");

/** Whether the system's flags name a human's house attribute (what `Push` reads). */
function houseOf(kit: RuleSetKit, message: unknown): boolean {
  const flags = systemFlags(kit, message);
  const uuid = kit.systems.field(flags, "actorUuid");
  const actor = typeof uuid === "string" && uuid ? kit.systems.documentFromUuidSync(uuid) : null;
  return isHouseRoll(kit, actor, kit.systems.field(flags, "attributeName"));
}

const sorted = (dice: readonly { type: unknown; value: unknown }[]) =>
  dice.map(({ type, value }) => `${String(type)}:${String(value)}`).sort();

/** The flags say this roll was never pushed: no push counted, their pool this roll's dice, their skill its sign. */
function unpushed(kit: RuleSetKit, message: unknown, read: MyzRoll): boolean {
  const { field } = kit.systems;
  const flags = systemFlags(kit, message);
  const pool = field(flags, "dicePool");
  if (field(flags, "pushCount") !== 0 || !Array.isArray(pool)) return false;
  if (Number(field(flags, "skill")) < 0 !== read.dice.skill < 0) return false;
  const flagged = sorted(pool.map((die) => ({ type: field(die, "diceType"), value: field(die, "value") })));
  const rolled = sorted(read.lying);
  return flagged.length === rolled.length && flagged.every((die, i) => die === rolled[i]);
}

/** Who may push: the message's author or a GM (the card's button, myz.js:378). */
const mayPush = (kit: RuleSetKit, message: unknown) =>
  game.user?.isGM === true || kit.systems.field(message, "isAuthor") === true;

const sameKept = (kept: unknown, { dice }: MyzRoll, field: RuleSetKit["systems"]["field"]) =>
  (["base", "skill", "gear", "house"] as const).every((key) => field(kept, key) === dice[key]);

export function myzRolls(kit: RuleSetKit): SystemRolls {
  return {
    hook: "preCreateChatMessage",
    record: (args) =>
      kit.systems.recordFromMessage(args, (document): Kept | null => {
        const rolls = kit.systems.field(document, "rolls");
        const read = Array.isArray(rolls) ? myzRollOf(kit, rolls[0], houseOf(kit, document)) : null;
        return read ? read.dice : null;
      }),
    reread(kept, message: SystemRollMessage) {
      const read = myzRollOf(kit, message.rolls?.[0], kit.systems.field(kept, "house") === true);
      if (!read || !sameKept(kept, read, kit.systems.field)) return null;
      const offered =
        mayPush(kit, message) && unpushed(kit, message, read) && houseOf(kit, message) === read.dice.house;
      const negative = read.dice.skill < 0;
      const lying: LyingDie[] | null = offered
        ? read.lying.map(({ type, value }) => ({
            kind: kit.pools.mutantYearZeroDie(type, { negative, house: read.dice.house }),
            value,
          }))
        : null;
      return { odds: () => messageOdds(kit.pools, read.dice, lying), labels: myzLabels, targetVisible: true };
    },
    formula: () => null,
  };
}

/** A player sees no figure of a roll by the GM's NPC, or of an actor the system's flags name that no player owns. */
export function myzNumbersHidden(kit: RuleSetKit, message: SystemRollMessage): boolean {
  if (!myzRollOf(kit, message.rolls?.[0], false)) return false;
  if (kit.systems.speakerIsGmsNpc(message)) return true;
  const uuid = kit.systems.field(systemFlags(kit, message), "actorUuid");
  return typeof uuid === "string" && !!uuid && myzHiddenFrom(kit, kit.systems.documentFromUuidSync(uuid));
}
