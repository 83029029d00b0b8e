import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialogReading, SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import {
  lancerAttackOdds,
  lancerCheckFormula,
  lancerCheckOdds,
  lancerFormula,
  type LancerRoll,
  type LancerTargetRoll,
} from "../core/lancer-odds";
import { lancerAttackLabels, lancerCheckLabels } from "../ui/lancer-labels";
import {
  accDiffOf,
  baseRoll,
  comparable,
  defenceOf,
  defenceVisible,
  flowData,
  hitsJudged,
  targetActor,
  targetRolls,
} from "./flow-reads";

/**
 * A Lancer roll's message keeps the chance it had (docs/systems-lancer.md "The roll's message"). The system hands its
 * message data to no hook: its card step creates the message (flows/_render.ts:9-75) before `lancer.postFlow.<Flow>`
 * fires. So the flows are followed from their `preFlow` to their `postFlow`, and as Foundry is about to create a
 * message (`preCreateChatMessage`, on the rolling client) the running flow whose rolls the message holds gives the
 * question: each attack roll's bonus and accuracy (the message's rolls in target order, `flags.lancer.attackData`,
 * attack.ts:496-512), or a check's (stat.ts: its one roll, no flags). Read back, what was kept must make the very rolls
 * the message holds, and agree with the crits the system wrote; a target's defence is read from its actor now, and
 * only while it still agrees with the hit the system wrote (else that target's figure is not drawn). The defence is
 * never written into the message: a GM's NPC's stays on the clients that may see it.
 */

interface KeptAttack {
  readonly kind: "attack";
  readonly tech: boolean;
  readonly smart: boolean;
  readonly rolls: readonly LancerRoll[];
}
interface KeptCheck {
  readonly kind: "check";
  readonly bonus: number;
  readonly accuracy: number;
}
type Kept = KeptAttack | KeptCheck;

const FLOWS = ["WeaponAttackFlow", "BasicAttackFlow", "TechAttackFlow", "StatRollFlow"];

const rollsOf = (kit: RuleSetKit, message: unknown): unknown[] => {
  const rolls = kit.systems.field(message, "rolls");
  return Array.isArray(rolls) ? rolls : [];
};
const formulaOf = (kit: RuleSetKit, roll: unknown): string =>
  comparable(String(kit.systems.field(roll, "formula") ?? ""));
const attackDataOf = ({ systems: { field } }: RuleSetKit, message: unknown): unknown =>
  field(field(field(message, "flags"), "lancer"), "attackData");
const plain = ({ bonus, accuracy, spotter, invisible }: LancerRoll): LancerRoll => ({
  bonus,
  accuracy,
  spotter,
  invisible,
});

/** The question a running flow asked, when the message holds its rolls; null otherwise. */
function askedBy(kit: RuleSetKit, flow: object, message: unknown): Kept | null {
  const { field } = kit.systems;
  const accDiff = accDiffOf(kit, flow);
  const data = flowData(kit, flow);
  const rolls = rollsOf(kit, message);
  if (attackDataOf(kit, message) === undefined) {
    const bonus = field(data, "bonus");
    const accuracy = field(field(accDiff, "base"), "total");
    if (typeof bonus !== "number" || typeof accuracy !== "number" || rolls.length !== 1) return null;
    const kept: KeptCheck = { kind: "check", bonus, accuracy };
    return formulaOf(kit, rolls[0]) === comparable(lancerCheckFormula(kept)) ? kept : null;
  }
  const targets = targetRolls(kit, accDiff);
  const base = baseRoll(kit, accDiff);
  const made = targets && targets.length > 0 && hitsJudged(kit) ? targets.map(plain) : base ? [plain(base)] : null;
  if (!made || made.some((roll, i) => formulaOf(kit, rolls[i]) !== comparable(lancerFormula(roll)))) return null;
  return {
    kind: "attack",
    tech: field(data, "attack_type") === "Tech",
    smart: field(field(accDiff, "weapon"), "smart") === true,
    rolls: made,
  };
}

const isRoll = ({ systems: { field } }: RuleSetKit, value: unknown): value is LancerRoll =>
  ["bonus", "accuracy"].every((key) => typeof field(value, key) === "number") &&
  ["spotter", "invisible"].every((key) => typeof field(value, key) === "boolean");

/** What a flag holds, when it is a question of the shape kept (a flag is whatever its author wrote). */
function keptOf(kit: RuleSetKit, kept: unknown): Kept | null {
  const { field } = kit.systems;
  if (field(kept, "kind") === "check")
    return isRoll(kit, { ...Object(kept), spotter: false, invisible: false })
      ? { kind: "check", bonus: Number(field(kept, "bonus")), accuracy: Number(field(kept, "accuracy")) }
      : null;
  const rolls = field(kept, "rolls");
  if (field(kept, "kind") !== "attack" || !Array.isArray(rolls) || !rolls.every((roll) => isRoll(kit, roll)))
    return null;
  return {
    kind: "attack",
    tech: field(kept, "tech") === true,
    smart: field(kept, "smart") === true,
    rolls: rolls.map(plain),
  };
}

/** Each target's roll as the message holds it: its defence read now where it agrees with the hit written. */
function targetsRead(
  kit: RuleSetKit,
  kept: KeptAttack,
  targets: readonly unknown[],
  rolls: readonly unknown[],
): LancerTargetRoll[] | null {
  const { field } = kit.systems;
  const read: LancerTargetRoll[] = [];
  for (const [i, target] of targets.entries()) {
    const roll = kept.rolls[i];
    const total = Number(field(rolls[i], "total"));
    if (!roll || field(target, "crit") !== (!kept.tech && total >= 20)) return null;
    const actor = targetActor(kit, field(target, "uuid"));
    const defence = defenceOf(kit, actor, kept.smart);
    const agrees = defence !== null && total >= defence === (field(target, "hit") === true);
    const token = (() => {
      try {
        return kit.systems.documentFromUuidSync(String(field(target, "uuid")));
      } catch {
        return null;
      }
    })();
    read.push({
      ...roll,
      name: String(field(token, "name") ?? ""),
      defence: agrees ? defence : null,
      defenceVisible: defenceVisible(kit, actor),
    });
  }
  return read;
}

const KEY = "INDIE_DICE.SystemOdds.Lancer";

/**
 * A roll's words on its message: "d20+4, +1 Difficulty", not "as set" — the HUD was the roller's alone, and a
 * reader of the message (the GM, another player) never saw it.
 */
function rolledLabel(kit: RuleSetKit, { bonus, accuracy }: Pick<LancerRoll, "bonus" | "accuracy">): string {
  const words = { bonus: bonus === 0 ? "" : kit.text.formatSigned(bonus, game.i18n), dice: String(Math.abs(accuracy)) };
  const key = accuracy > 0 ? "RolledAccuracy" : accuracy < 0 ? "RolledDifficulty" : "Rolled";
  return game.i18n.format(`${KEY}.${key}`, words);
}

/** The question a message kept, read back against the message's own rolls and data; null where they disagree. */
function readBack(kit: RuleSetKit, flag: unknown, message: SystemRollMessage): SystemDialogReading | null {
  const { field, namedByRoll } = kit.systems;
  const kept = keptOf(kit, flag);
  const rolls = rollsOf(kit, message);
  const attackData = attackDataOf(kit, message);
  if (!kept) return null;
  if (kept.kind === "check") {
    if (attackData !== undefined || formulaOf(kit, rolls[0]) !== comparable(lancerCheckFormula(kept))) return null;
    const roll = { ...kept, spotter: false, invisible: false };
    return {
      odds: () => namedByRoll(lancerCheckOdds(roll), () => rolledLabel(kit, kept)),
      labels: lancerCheckLabels,
      targetVisible: true,
    };
  }
  const targets = field(attackData, "targets");
  const tech = typeof attackData === "object" && attackData !== null && "invade" in attackData;
  if (!Array.isArray(targets) || tech !== kept.tech || kept.rolls.length !== Math.max(1, targets.length)) return null;
  if (kept.rolls.some((roll, i) => formulaOf(kit, rolls[i]) !== comparable(lancerFormula(roll)))) return null;
  const read = targetsRead(kit, kept, targets, rolls);
  const [base] = kept.rolls;
  if (!read || !base) return null;
  return {
    // A target without a name is named by its own roll (each target's accuracy is its own).
    odds: () =>
      namedByRoll(lancerAttackOdds(kit.systems, { tech, judged: read.length > 0, base, targets: read }), (_, index) =>
        rolledLabel(kit, read[index] ?? base),
      ),
    labels: lancerAttackLabels,
    targetVisible: true,
  };
}

export function lancerRolls(kit: RuleSetKit): SystemRolls {
  const running = new Set<object>();
  return {
    // Foundry's, fired on the client creating the message, before it is created: the system has no hook there.
    hook: "preCreateChatMessage",
    start() {
      for (const flow of FLOWS) {
        Reflect.apply(Hooks.on, Hooks, [
          `lancer.preFlow.${flow}`,
          (started: unknown) => void (typeof started === "object" && started !== null && running.add(started)),
        ]);
        Reflect.apply(Hooks.on, Hooks, [
          `lancer.postFlow.${flow}`,
          (ended: unknown) => void (typeof ended === "object" && ended !== null && running.delete(ended)),
        ]);
      }
    },
    record(args) {
      const message = kit.systems.messageAboutToBeCreated(args);
      if (!message) return null;
      for (const flow of running) {
        const kept = askedBy(kit, flow, message.document);
        if (kept) return { messageData: message.document, kept };
      }
      return null;
    },
    reread: (flag, message) => readBack(kit, flag, message),
    formula(flag, message) {
      const kept = readBack(kit, flag, message) ? keptOf(kit, flag) : null;
      if (!kept) return null;
      if (kept.kind === "check") return lancerCheckFormula(kept);
      const [first] = kept.rolls;
      // A coin (Invisibility's `1dc`) is no die the engine reads: no luck line.
      return first && !first.invisible ? lancerFormula(first) : null;
    },
  };
}
