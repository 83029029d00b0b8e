import type { RuleSetKit } from "../../../foundry/composition";
import { ONE_ROLL, type Experience, type JudgedTarget } from "../core/judged-targets";

/**
 * What Daggerheart's dialog judges its roll against, and what the current user may see of it
 * (docs/systems-daggerheart.md "The difficulty and the targets", "Secrecy"):
 * - each target hits on a critical or a total at or above `config.roll.difficulty ?? target.difficulty ??
 *   target.evasion`; without targets the roll succeeds at or above the difficulty when it has one
 *   (d20Roll.mjs postEvaluate, 30053c4) — a difficulty of the dialog's own judges every target alike;
 * - the dialog's difficulty is shown on its Roll button to whoever rolls ("Roll (Difficulty N)", rollSelection.hbs),
 *   a `[[/dr difficulty=N]]` link's among them: no secret from the roller;
 * - a target's Difficulty or Evasion is the target actor's: the chat card shows whether a target was hit only to a
 *   user who may observe that actor (target-part.hbs `data-perm-id`, chatMessage.mjs enrichChatMessage at 01c1d8f:
 *   OBSERVER), so a figure worked out from it is shown only to such a user, and to a GM.
 */

/** A target as the roll's config keeps it (TargetField.formatTarget, targetField.mjs 1b511a5). */
interface ConfigTarget {
  readonly id: string;
  readonly actorId: string | null;
  readonly name: string;
  readonly difficulty: number;
}

interface JudgedAgainst {
  readonly targets: readonly JudgedTarget[];
  /** The several targets' names, by their choice's id (none for one judged number). */
  readonly names: ReadonlyMap<string, string>;
}

/** A number the system compares a total with, or null when it is none (JavaScript's `>=` reads "15" as 15). */
function judgedNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function configTargets(kit: RuleSetKit, config: unknown): ConfigTarget[] {
  const { field } = kit.systems;
  const targets = field(config, "targets");
  if (!Array.isArray(targets)) return [];
  return targets.flatMap((target: unknown): ConfigTarget[] => {
    const id = field(target, "id");
    const difficulty = judgedNumber(field(target, "difficulty")) ?? judgedNumber(field(target, "evasion"));
    if (typeof id !== "string" || difficulty === null) return [];
    const actorId = field(target, "actorId");
    const name = field(target, "name");
    return [
      {
        id,
        actorId: typeof actorId === "string" ? actorId : null,
        name: typeof name === "string" ? name : "",
        difficulty,
      },
    ];
  });
}

/** Whether the current user may observe the target's actor (a GM may). */
function mayObserve(kit: RuleSetKit, actorId: string | null): boolean {
  if (game.user.isGM) return true;
  const actor =
    actorId === null
      ? null
      : kit.systems.documentFromUuidSync<{ testUserPermission(user: User.Implementation, level: "OBSERVER"): boolean }>(
          actorId,
        );
  return actor?.testUserPermission(game.user, "OBSERVER") ?? false;
}

/** The dialog's roll judged against its difficulty, its one target, or each of its targets. */
export function judgedAgainst(kit: RuleSetKit, config: unknown): JudgedAgainst {
  const { field } = kit.systems;
  const rawDifficulty = field(field(config, "roll"), "difficulty");
  const targets = configTargets(kit, config);
  const dialogDifficulty = judgedNumber(rawDifficulty);
  // With targets, a difficulty that is not null or undefined judges them all; without, only one that is truthy.
  const own =
    targets.length > 0
      ? rawDifficulty === null || rawDifficulty === undefined
        ? null
        : dialogDifficulty
      : rawDifficulty
        ? dialogDifficulty
        : null;
  if (own !== null) return { targets: [{ id: ONE_ROLL, difficulty: own, hidden: false }], names: new Map() };
  const [single] = targets;
  if (targets.length === 1 && single)
    return {
      targets: [{ id: ONE_ROLL, difficulty: single.difficulty, hidden: !mayObserve(kit, single.actorId) }],
      names: new Map(),
    };
  return {
    targets: targets.map((target) => ({
      id: target.id,
      difficulty: target.difficulty,
      hidden: !mayObserve(kit, target.actorId),
    })),
    names: new Map(targets.map((target) => [target.id, target.name])),
  };
}

/**
 * The experiences the dialog offers (its `_prepareContext`: the roll data's `system.experiences`, the companion's for
 * a companion roll; the v13 line's `data.experiences`), those with a name (the only ones it draws) and a numeric
 * modifier, each chosen when its id is in `config.experiences`.
 */
export function dialogExperiences(kit: RuleSetKit, config: unknown): Experience[] {
  const { field } = kit.systems;
  const data = field(config, "data");
  const companion = field(field(config, "roll"), "companionRoll")
    ? field(field(field(data, "companion"), "system"), "experiences")
    : undefined;
  const experiences = companion ?? field(field(data, "system"), "experiences") ?? field(data, "experiences");
  const chosen = field(config, "experiences");
  if (typeof experiences !== "object" || experiences === null) return [];
  return Object.entries(experiences).flatMap(([id, experience]: [string, unknown]): Experience[] => {
    const value = judgedNumber(field(experience, "value"));
    if (!field(experience, "name") || value === null) return [];
    return [{ id, value, selected: Array.isArray(chosen) && chosen.includes(id) }];
  });
}
