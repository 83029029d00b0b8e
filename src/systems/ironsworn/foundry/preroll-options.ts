import { ironCountable, type IronRoll } from "../core/ironsworn-odds";
import type { RuleSetKit } from "../../../foundry/composition";

/**
 * A roll as the system's `PreRollOptions` say it (src/module/rolls/ironsworn-roll.ts:93-144 at f5253894): `stat` or
 * `progress` (exactly one, else the system throws, :204-211), `adds`, `momentum`, `presetActionDie`, the preset
 * challenge dice, `extraChallengeDice`, `automaticOutcome` — each a `{source, value}` but `adds` and `momentum`.
 * Read from the dialog's options and form (the dialog) or from the JSON the message keeps (the message).
 */

const valueOf = (kit: RuleSetKit, option: unknown): number | null => {
  const value = kit.systems.field(option, "value");
  return typeof value === "number" ? value : null;
};

/**
 * The roll these options make, a burn after it at `burn`'s momentum (null: none); null where there is none to work out.
 */
export function rollOfOptions(kit: RuleSetKit, options: unknown, burn: number | null): IronRoll | null {
  const { field } = kit.systems;
  const option = (key: string) => valueOf(kit, field(options, key));
  const stat = option("stat");
  const progress = option("progress");
  if ((stat === null) === (progress === null)) return null;
  const adds = field(options, "adds");
  const momentum = field(options, "momentum");
  const roll: IronRoll = {
    kind: stat === null ? "progress" : "action",
    base: stat ?? progress ?? 0,
    adds: typeof adds === "number" ? adds : 0,
    momentum: typeof momentum === "number" ? momentum : null,
    presetActionDie: stat === null ? null : option("presetActionDie"),
    presetChallenge: [option("presetChallenge1"), option("presetChallenge2")],
    extraChallengeDice: option("extraChallengeDice") ?? 0,
    automaticOutcome: option("automaticOutcome"),
    burn: stat === null ? null : burn,
  };
  return ironCountable(roll) ? roll : null;
}
