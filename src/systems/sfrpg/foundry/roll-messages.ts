import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import {
  isSfrpgChoice,
  SFRPG_CRITICAL,
  SFRPG_DICE,
  SFRPG_FUMBLE,
  sfrpgOdds,
  type SfrpgChoice,
} from "../core/sfrpg-odds";
import { sfrpgLabels, valueKindOf } from "../ui/roll-labels";

/**
 * A Starfinder d20 roll's message keeps the chance it had (docs/systems-sfrpg.md "The roll's message"), read from the
 * message alone as Foundry is about to create it and again each time it is drawn: `d20Roll`'s default card
 * (dice.js:297-310 at 41684b57, 0.30.0) posts `rolls: [roll]`, the roll `<die> + <rest>`, and
 * `flags.sfrpg = { rollOptions, rollSuccess, rollType }`. The value it was judged against is in no flag: the card's
 * tag "Targets: {actionTarget}<span class='gm-only'> {targetValue}</span> - {actionResult}" (lang/en.json:1561) is in
 * its content, and a player's client hides that span (sfrpg.js:765-772). So the figure against it is for a GM alone,
 * and it is believed only where `rollSuccess` is what the system's own rule makes of the roll's dice against it.
 */

interface SfrpgKept {
  readonly choice: SfrpgChoice;
  readonly rest: string;
  readonly target: number | null;
}

const CHOICE_OF = new Map<string, SfrpgChoice>([
  ["1d20", "normal"],
  ["2d20kl", "disadvantage"],
  ["2d20kh", "advantage"],
]);

/** The gm-only value of the card's tag: null without one, undefined where it is not one whole number. */
function valueIn(content: unknown): number | null | undefined {
  if (typeof content !== "string") return undefined;
  const found = [...content.matchAll(/<span class=['"]gm-only['"]>\s*([^<]*?)\s*<\/span>/g)];
  if (found.length === 0) return null;
  const text = found.length === 1 ? found[0]?.[1] : undefined;
  return text !== undefined && /^-?\d+$/.test(text) ? Number(text) : undefined;
}

/** The kept die's total: the first d20 term's active result (`d.total`, dice.js:244-262). */
function naturalOf(kit: RuleSetKit, roll: unknown): number | null {
  const terms = kit.systems.field(roll, "terms");
  const die = Array.isArray(terms) ? terms[0] : undefined;
  const total = kit.systems.field(die, "total");
  return kit.systems.field(die, "faces") === 20 && typeof total === "number" ? total : null;
}

/** `evaluateRollVsValue` (dice.js:987-998): what the system made of this roll against the value. */
function judged(natural: number, total: number, target: number | null): boolean | null {
  if (target === null) return null;
  if (natural === SFRPG_CRITICAL) return true;
  if (natural === SFRPG_FUMBLE) return false;
  return total >= target;
}

/** The message's own roll and card read as the system wrote them, or null where they are not a d20Roll's. */
function readMessage(kit: RuleSetKit, message: unknown): SfrpgKept | null {
  const { field } = kit.systems;
  const flags = field(field(message, "flags"), "sfrpg");
  const rolls = field(message, "rolls");
  const roll = Array.isArray(rolls) ? rolls[0] : undefined;
  const formula = field(roll, "formula");
  const total = field(roll, "total");
  if (typeof field(flags, "rollType") !== "string" || typeof formula !== "string" || typeof total !== "number")
    return null;
  const [, die = "", rest = ""] = /^(\S+)\s*(.*)$/.exec(formula.trim()) ?? [];
  const choice = CHOICE_OF.get(die);
  const natural = naturalOf(kit, roll);
  const target = valueIn(field(message, "content"));
  if (!choice || natural === null || target === undefined || /d20/i.test(rest)) return null;
  const success = field(flags, "rollSuccess") ?? null;
  return success === judged(natural, total, target) ? { choice, rest, target } : null;
}

const sameKept = (kit: RuleSetKit, kept: unknown, read: SfrpgKept) =>
  (["choice", "rest", "target"] as const).every((key) => kit.systems.field(kept, key) === read[key]);

export function sfrpgRolls(kit: RuleSetKit): SystemRolls {
  const { field } = kit.systems;
  return {
    hook: "preCreateChatMessage",
    record: (args) => kit.systems.recordFromMessage(args, (document) => readMessage(kit, document)),
    reread(kept, message: SystemRollMessage) {
      const read = readMessage(kit, message);
      if (!read || !sameKept(kit, kept, read)) return null;
      const flags = field(message.flags, "sfrpg");
      const rollType = field(flags, "rollType");
      const kind = valueKindOf(field(field(flags, "rollOptions"), "actionTarget"));
      const odds = sfrpgOdds(kit.systems, { choices: [read.choice], rest: read.rest, target: read.target });
      return {
        odds: () => ({ ...odds, totals: [] }),
        labels: sfrpgLabels(rollType === "attack" || rollType === "gunnery", kind, false),
        targetVisible: game.user?.isGM === true,
      };
    },
    formula(kept) {
      const choice = field(kept, "choice");
      const rest = field(kept, "rest");
      return isSfrpgChoice(choice) && typeof rest === "string" ? `${SFRPG_DICE[choice]} ${rest}`.trim() : null;
    },
  };
}

/** A player sees no figure of a d20 roll spoken by the GM's NPC: its numbers are the GM's. */
export function sfrpgNumbersHidden(kit: RuleSetKit, message: SystemRollMessage): boolean {
  return readMessage(kit, message) !== null && kit.systems.speakerIsGmsNpc(message);
}
