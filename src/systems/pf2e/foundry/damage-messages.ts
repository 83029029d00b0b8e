/**
 * A pf2e damage roll's message keeps the damage it had before the roll and, for whoever may see each target, the
 * chance it had to drop it (docs/systems-pf2e.md "Damage"). When the message is about to be created
 * (`preCreateChatMessage`, on the roller's client: pf2e hands no hook its damage message data), it keeps the formula
 * as rolled, the degree, and each targeted token (the user's targets, else the roll's own target): its actor's UUID,
 * its name, and the numbers its chance is worked out from, as they stood. Read back, the kept formula must be the
 * message's own DamageRoll's (a forged flag draws nothing), and a target's chance is worked out only for a viewer
 * who may see its actor's numbers (the GM, an owner); without pf2e's breakdown (`showBreakdown` false), a player is
 * shown nothing of it.
 */
import type { SystemDialogReading, SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import type { SystemDamageRoll, SystemDamageTarget } from "../../../core/systems/system-damage-types";
import type { RuleSetKit } from "../../../foundry/composition";
import {
  pf2eRollDamage,
  pf2eRollDrops,
  pf2eRolledInstances,
  type Pf2eDamageTarget,
  type Pf2eIwrEntry,
} from "../core/damage-odds";
import { pf2eDamageTargetOf, viewerSeesActor } from "./damage-targets";
import { DAMAGE_LABELS } from "./damage-dialog";

type Degree = "success" | "criticalSuccess";

interface KeptTarget {
  readonly uuid: string;
  readonly name: string;
  readonly numbers: Pf2eDamageTarget;
}

interface KeptDamage {
  readonly kind: "damage";
  readonly formula: string;
  readonly degree: Degree;
  readonly targets: readonly KeptTarget[];
}

/** The message's first roll when it is a DamageRoll (told by its class's name, as the roll data names it). */
function damageRollOf(message: SystemRollMessage): foundry.dice.Roll | null {
  const roll = message.rolls?.[0];
  return roll instanceof foundry.dice.Roll && roll.constructor.name === "DamageRoll" ? roll : null;
}

const degreeOf = (value: unknown): Degree | null => (value === "success" || value === "criticalSuccess" ? value : null);

/** The tokens' actors and names as the roller's client has them: the user's targets, else the flag's target. */
function targetsAtRoll(kit: RuleSetKit, flagTarget: unknown): KeptTarget[] {
  const { field, documentFromUuidSync } = kit.systems;
  const targets: unknown = field(game.user, "targets");
  const tokens: { name: unknown; actor: unknown }[] =
    targets instanceof Set && targets.size > 0
      ? [...targets].map((token: unknown) => ({ name: field(token, "name"), actor: field(token, "actor") }))
      : [];
  const uuid = field(flagTarget, "actor");
  if (tokens.length === 0 && typeof uuid === "string") {
    const actor = documentFromUuidSync<object>(uuid);
    if (actor) tokens.push({ name: field(actor, "name"), actor });
  }
  return tokens.flatMap(({ name, actor }) => {
    const actorUuid = field(actor, "uuid");
    if (typeof actorUuid !== "string") return [];
    return [{ uuid: actorUuid, name: String(name ?? ""), numbers: pf2eDamageTargetOf(kit, actor) }];
  });
}

function recordDamage(
  kit: RuleSetKit,
  args: readonly unknown[],
): { readonly messageData: object; readonly kept: KeptDamage } | null {
  const { field } = kit.systems;
  const message = kit.systems.messageAboutToBeCreated(args);
  const roll = message ? damageRollOf(message.view) : null;
  const context = field(field(message?.view.flags, "pf2e"), "context");
  const degree = degreeOf(field(context, "outcome"));
  if (!message || !roll || !degree) return null;
  const kept: KeptDamage = {
    kind: "damage",
    formula: roll.formula,
    degree,
    targets: targetsAtRoll(kit, field(context, "target")),
  };
  return { messageData: message.document, kept };
}

const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** A kept target's numbers, checked field by field (any client may write a flag). */
function numbersOf(kit: RuleSetKit, value: unknown): Pf2eDamageTarget | null {
  const { field } = kit.systems;
  const iwr = (kind: string) => {
    const list: unknown = field(value, kind);
    if (!Array.isArray(list)) return null;
    const entries = list.map((entry: unknown): Pf2eIwrEntry | null => {
      const [type, amount, exceptions] = [field(entry, "type"), field(entry, "value"), field(entry, "exceptions")];
      if (typeof type !== "string" || !finite(amount) || !Array.isArray(exceptions)) return null;
      const words = exceptions.filter((word): word is string => typeof word === "string");
      return words.length === exceptions.length ? { type, value: amount, exceptions: words } : null;
    });
    return entries.every((entry): entry is Pf2eIwrEntry => entry !== null) ? entries : null;
  };
  const hp = field(value, "hitPoints");
  const [immunities, weaknesses, resistances] = [iwr("immunities"), iwr("weaknesses"), iwr("resistances")];
  const [hardness, hpValue, temp, stamina] = [
    field(value, "hardness"),
    field(hp, "value"),
    field(hp, "temp"),
    field(hp, "stamina"),
  ];
  if (
    !immunities ||
    !weaknesses ||
    !resistances ||
    !finite(hardness) ||
    !finite(hpValue) ||
    !finite(temp) ||
    !finite(stamina)
  )
    return null;
  return { immunities, weaknesses, resistances, hardness, hitPoints: { value: hpValue, temp, stamina } };
}

/** What a message kept, when it is the damage its own roll rolled; else null. */
function keptDamage(kit: RuleSetKit, value: unknown, message: SystemRollMessage): KeptDamage | null {
  const { field } = kit.systems;
  const roll = damageRollOf(message);
  const formula = field(value, "formula");
  const degree = degreeOf(field(value, "degree"));
  const targets: unknown = field(value, "targets");
  if (!Array.isArray(targets)) return null;
  if (field(value, "kind") !== "damage" || !roll || formula !== roll.formula || !degree || !Array.isArray(targets))
    return null;
  const read: KeptTarget[] = [];
  for (const target of targets) {
    const [uuid, name, numbers] = [
      field(target, "uuid"),
      field(target, "name"),
      numbersOf(kit, field(target, "numbers")),
    ];
    if (typeof uuid !== "string" || typeof name !== "string" || !numbers) return null;
    read.push({ uuid, name, numbers });
  }
  return { kind: "damage", formula, degree, targets: read };
}

function rereadDamage(kit: RuleSetKit, value: unknown, message: SystemRollMessage): SystemDialogReading | null {
  const kept = keptDamage(kit, value, message);
  const shown = game.user.isGM || kit.systems.field(damageRollOf(message)?.options, "showBreakdown") !== false;
  if (!kept || !shown) return null;
  return {
    odds: () => {
      const rolled = pf2eRolledInstances(kit, kept.formula);
      const roll: SystemDamageRoll = { choice: kept.degree, outcomes: pf2eRollDamage(rolled) };
      const targets = kept.targets.map(({ uuid, name, numbers }): SystemDamageTarget => {
        const seen = viewerSeesActor(kit, kit.systems.documentFromUuidSync<object>(uuid));
        return { name, chances: seen ? [pf2eRollDrops(kit, rolled, numbers)] : null };
      });
      return {
        target: null,
        totals: [],
        choices: [{ id: kept.degree, outcomes: [] }],
        damage: { rolls: [roll], targets },
      };
    },
    labels: DAMAGE_LABELS,
    targetVisible: true,
  };
}

/** A damage roll's message, beside the checks' (check-messages.ts): each reads only its own kind of kept question. */
export function withDamageRolls(kit: RuleSetKit, checks: SystemRolls): SystemRolls {
  const isDamage = (kept: unknown) => kit.systems.field(kept, "kind") === "damage";
  return {
    ...checks,
    record: (args) => checks.record(args) ?? recordDamage(kit, args),
    reread: (kept, message) => (isDamage(kept) ? rereadDamage(kit, kept, message) : checks.reread(kept, message)),
    // A damage roll's luck is not measured: pf2e's instances floor and raise totals the plain formula does not.
    formula: (kept, message) => (isDamage(kept) ? null : checks.formula(kept, message)),
  };
}
