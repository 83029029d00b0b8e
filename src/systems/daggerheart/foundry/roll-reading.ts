import { adversaryOdds } from "../core/adversary-odds";
import { dualityOdds } from "../core/duality-odds";
import type { Experience, JudgedTarget } from "../core/judged-targets";
import { daggerheartLabels } from "../ui/daggerheart-labels";
import type { SystemOdds } from "../../../core/systems/system-odds-types";
import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialogReading } from "../../../foundry/systems/system-adapter";
import { adversaryRollOf, dualityRollOf, rollKind } from "./dialog-rolls";
import { judgedAgainst } from "./judged-against";

/**
 * A Daggerheart roll read with its config (docs/systems-daggerheart.md): the dialog's live roll and config, or a
 * message's roll, whose options are the config it was rolled with (DHRoll keeps the config as the roll's options).
 */

/** The critical threshold of an adversary's roll: 20 for a reaction, else its roll data's (d20Roll.mjs isCritical). */
function criticalThreshold(kit: RuleSetKit, roll: foundry.dice.Roll, config: unknown): number | null {
  const { field } = kit.systems;
  if (field(config, "actionType") === "reaction") return 20;
  const threshold = field(roll.data, "criticalThreshold");
  return typeof threshold === "number" && Number.isFinite(threshold) ? threshold : null;
}

/** The figures of the roll, with the choices' names and visibility the targets give them. */
function oddsOf(
  kit: RuleSetKit,
  roll: foundry.dice.Roll,
  config: unknown,
  targets: readonly JudgedTarget[],
  experiences: readonly Experience[],
): (() => SystemOdds) | null {
  const kind = rollKind(roll);
  if (kind === "duality") {
    const duality = dualityRollOf(kit, roll);
    return duality && (() => dualityOdds(kit, { roll: duality, targets, experiences }));
  }
  const adversary = kind === "adversary" ? adversaryRollOf(kit, roll) : null;
  return (
    adversary &&
    (() =>
      adversaryOdds(kit, { roll: adversary, critical: criticalThreshold(kit, roll, config), targets, experiences }))
  );
}

/** What the roll asks, for the current user: null for a roll the adapter does not read. */
export function rollReading(
  kit: RuleSetKit,
  roll: foundry.dice.Roll,
  config: unknown,
  experiences: readonly Experience[],
): SystemDialogReading | null {
  const against = judgedAgainst(kit, config);
  const odds = oddsOf(kit, roll, config, against.targets, experiences);
  if (!odds) return null;
  const several = against.targets.length > 1;
  return {
    odds: () => {
      const figures = odds();
      if (!several) return figures;
      const hidden = new Map(against.targets.map((target) => [target.id, target.hidden]));
      return {
        ...figures,
        choices: figures.choices.map((choice) => ({
          ...choice,
          label: against.names.get(choice.id),
          targetVisible: hidden.has(choice.id) ? !hidden.get(choice.id) : undefined,
        })),
      };
    },
    labels: daggerheartLabels(several ? "eachTarget" : "difficulty"),
    targetVisible: against.targets.every((target) => !target.hidden),
  };
}

/**
 * What a roll is, as plain data to compare (a message's kept question with its own roll): its dice as the engine
 * reads them, its critical threshold, and what it is judged against as the config holds it.
 */
export function rollQuestion(kit: RuleSetKit, roll: foundry.dice.Roll, config: unknown): object | null {
  const { field } = kit.systems;
  const kind = rollKind(roll);
  const dice = kind === "duality" ? dualityRollOf(kit, roll) : kind === "adversary" ? adversaryRollOf(kit, roll) : null;
  if (!dice) return null;
  const critical = kind === "adversary" ? criticalThreshold(kit, roll, config) : null;
  // Who may see a target is the viewer's to work out: the question keeps the numbers and the actors, not a verdict.
  const difficulty: unknown = field(field(config, "roll"), "difficulty");
  return { kind, dice, critical, difficulty: difficulty ?? null, targets: configTargetsOf(kit, config) };
}

/** The whole roll as the engine reads it: the Hope and Fear dice and the rest, or the d20 and the rest. */
export function rollFormula(kit: RuleSetKit, roll: foundry.dice.Roll): string | null {
  const kind = rollKind(roll);
  const duality = kind === "duality" ? dualityRollOf(kit, roll) : null;
  if (duality) return `1d${duality.hope} + 1d${duality.fear} ${duality.rest}`.trim();
  const adversary = kind === "adversary" ? adversaryRollOf(kit, roll) : null;
  return adversary && `${adversary.natural} ${adversary.rest}`.trim();
}

/** The config's targets as the system keeps them: each one's id, actor, name, difficulty and evasion. */
function configTargetsOf(kit: RuleSetKit, config: unknown): unknown[] {
  const { field } = kit.systems;
  const targets = field(config, "targets");
  if (!Array.isArray(targets)) return [];
  return targets.map((target: unknown) =>
    Object.fromEntries(
      ["id", "actorId", "name", "difficulty", "evasion"].map((key) => [key, field(target, key) ?? null]),
    ),
  );
}
