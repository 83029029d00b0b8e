import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import {
  bladesOdds,
  BLADES_MAX_DICE,
  BLADES_MAX_THREATS,
  diceThrown,
  isBladesRollKind,
  type BladesQuestion,
} from "../core/blades-odds";
import { bladesLabels } from "../ui/roll-labels";
import type { BladesOpened } from "./roll-dialog";

/**
 * A Blades in the Dark roll's message keeps the chance it had (docs/systems-blades-in-the-dark.md "The roll's
 * message"): `showChatRollMessage` posts `rolls: [r]`, `r` one `${n}d6` term (module/blades-roll.js:23, 207-223), and
 * the outcome only in its HTML — no flag says which roll it was. So the question is taken from the dialog whose call
 * is still running as Foundry is about to create the message (the roll is posted before the call's promise settles),
 * kept only where the roll throws the dice that question throws, and drawn again only while it still does: a flag
 * that names other dice draws nothing. Two dice cannot tell a rating of 2 from zero dice: the flag says which.
 */

/** The number of d6 the message's first roll threw, or null where it is no such roll. */
function d6Thrown(kit: RuleSetKit, roll: unknown): number | null {
  const { field } = kit.systems;
  const terms = field(roll, "terms");
  if (field(roll, "_evaluated") !== true || !Array.isArray(terms) || terms.length !== 1) return null;
  const results = field(terms[0], "results");
  if (field(terms[0], "faces") !== 6 || !Array.isArray(results)) return null;
  const values = results.map((result) => field(result, "result"));
  return values.every((value) => typeof value === "number" && value >= 1 && value <= 6) ? values.length : null;
}

const whole = (value: unknown, low: number, high: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= low && value <= high;

/** A kept question read back as plain data, or null: what a flag says is checked, never trusted. */
function questionOf(kit: RuleSetKit, kept: unknown): BladesQuestion | null {
  const { field } = kit.systems;
  const [kind, dice, extraThreats, desperate, stress] = ["kind", "dice", "extraThreats", "desperate", "stress"].map(
    (key) => field(kept, key),
  );
  if (!isBladesRollKind(kind) || typeof desperate !== "boolean") return null;
  if (!whole(dice, -BLADES_MAX_DICE, BLADES_MAX_DICE) || !whole(extraThreats, 0, BLADES_MAX_THREATS)) return null;
  if (!whole(stress, -BLADES_MAX_DICE, 100)) return null;
  return { kind, dice, extraThreats, desperate, stress };
}

export function bladesRolls(kit: RuleSetKit, running: readonly BladesOpened[]): SystemRolls {
  return {
    hook: "preCreateChatMessage",
    record: (args) =>
      kit.systems.recordFromMessage(args, (document) => {
        const rolls = kit.systems.field(document, "rolls");
        const thrown = Array.isArray(rolls) ? d6Thrown(kit, rolls[0]) : null;
        const asked = running.findLast((call) => call.asked !== null)?.asked ?? null;
        return asked && thrown === diceThrown(asked) ? { ...asked } : null;
      }),
    reread(kept, message: SystemRollMessage) {
      const question = questionOf(kit, kept);
      if (!question || d6Thrown(kit, message.rolls?.[0]) !== diceThrown(question)) return null;
      return { odds: () => bladesOdds(question), labels: bladesLabels, targetVisible: true };
    },
    formula: () => null,
  };
}

/** A player sees no figure of a roll by the GM's NPC (the speaker an actor no player owns). */
export function bladesNumbersHidden(kit: RuleSetKit, message: SystemRollMessage): boolean {
  return d6Thrown(kit, message.rolls?.[0]) !== null && kit.systems.speakerIsGmsNpc(message);
}
