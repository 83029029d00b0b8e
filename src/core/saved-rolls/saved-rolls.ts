import { IndieDiceError } from "../errors";
import { isExpression, parseExpression } from "../expressions/field-expression";
import { dialogKinds, isDialogKind } from "../dialog-kinds";
import type { DialogKind } from "../dialog-kind-types";
import type { SavedRoll, SavedRollInput, SavedRollRecord, SavedValue } from "./saved-roll-types";
import { isRuleSetId } from "../rule-sets";
import {
  SchemaError,
  array,
  literal,
  object,
  optional,
  plainObject,
  readVersioned,
  refined,
  string,
  type Check,
  type VersionedSchema,
} from "../schema";

/**
 * A character's saved rolls (docs/characters.md "Saved rolls"): named rolls of one dialog kind each (a rule set, or
 * *Any formula*: docs/formula-dialog.md), kept on the actor as a
 * versioned record `{version, rolls: [...]}` in the order its owners arrange. Pure: reading a stored record (which
 * anything may have written), and the edits — save, rename, reorder, remove — each giving a new record or a
 * localized refusal that changes nothing.
 */

export const SAVED_ROLL_LIMITS = { name: 100, rolls: 200, flavor: 500, fields: 40, value: 2000 } as const;

const KEY = "INDIE_DICE.Error.SavedRoll";

export const EMPTY_RECORD: SavedRollRecord = { version: 1, rolls: [] };

const savedValue = refined<SavedValue>((value) => {
  if (typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value))) return value;
  if (typeof value === "string" && value.length <= SAVED_ROLL_LIMITS.value) return value;
  throw new Error();
}, "a number, a text or true or false");

const specCheck = refined<Record<string, SavedValue>>((value) => {
  const fields = plainObject(value, "spec");
  const entries = Object.entries(fields);
  if (entries.length > SAVED_ROLL_LIMITS.fields) throw new Error();
  return Object.fromEntries(entries.map(([name, field]) => [name, savedValue(field, `spec.${name}`)]));
}, "the fields of a roll");

// The kinds are listed when a value is refused, not when this module loads: a rule set registered later is one.
const ruleSetCheck: Check<DialogKind> = (value, path) => {
  if (isDialogKind(value)) return value;
  throw new SchemaError(path, dialogKinds().join(", "));
};

const SCHEMA: VersionedSchema<SavedRollRecord> = {
  version: 1,
  migrations: {},
  check: object({
    version: literal(1),
    rolls: array(
      object({ id: string, name: string, ruleSet: ruleSetCheck, spec: specCheck, flavor: optional(string) }),
    ),
  }) as VersionedSchema<SavedRollRecord>["check"],
};

/** What an actor's flag holds, read: its rolls, or none and the reason when it cannot be read (hand-edited, newer). */
export function readSavedRolls(stored: unknown): { readonly record: SavedRollRecord; readonly problem: string | null } {
  if (stored === undefined || stored === null) return { record: EMPTY_RECORD, problem: null };
  try {
    return { record: readVersioned(SCHEMA, stored), problem: null };
  } catch (error) {
    return { record: EMPTY_RECORD, problem: error instanceof SchemaError ? error.message : String(error) };
  }
}

/**
 * The record with `input` saved, and the roll as saved. `newId` gives an id for a roll that is added; `checkSpec`
 * is the dialog kind's own check of the fields (its dialog's limits). A rule set's fields are each a number or an
 * `@` expression, read here first; a formula's field is Foundry's notation, which its own check reads.
 */
export function saveRoll(
  record: SavedRollRecord,
  input: SavedRollInput,
  newId: () => string,
  checkSpec: (kind: DialogKind, spec: Readonly<Record<string, SavedValue>>) => void,
): { readonly record: SavedRollRecord; readonly roll: SavedRoll } {
  const name = checkName(input.name);
  if (!isDialogKind(input.ruleSet))
    throw new IndieDiceError(`${KEY}.RuleSet`, { value: String(input.ruleSet).slice(0, 40) });
  const ruleSet = input.ruleSet;
  const spec = checkSpecShape(input.spec);
  if (isRuleSetId(ruleSet)) for (const value of Object.values(spec)) if (isExpression(value)) parseExpression(value);
  checkSpec(ruleSet, spec);
  const flavor =
    input.flavor === undefined || input.flavor === null || input.flavor === "" ? undefined : checkFlavor(input.flavor);
  const existing =
    input.id !== undefined
      ? record.rolls.find((roll) => roll.id === input.id)
      : record.rolls.find((roll) => roll.name === name);
  if (input.id !== undefined && !existing)
    throw new IndieDiceError(`${KEY}.NotFound`, { id: String(input.id).slice(0, 40) });
  const clash = record.rolls.find((roll) => roll.name === name && roll.id !== existing?.id);
  if (clash) throw new IndieDiceError(`${KEY}.NameTaken`, { name });
  if (!existing && record.rolls.length >= SAVED_ROLL_LIMITS.rolls)
    throw new IndieDiceError(`${KEY}.TooMany`, { max: SAVED_ROLL_LIMITS.rolls });
  const roll: SavedRoll = {
    id: existing?.id ?? newId(),
    name,
    ruleSet,
    spec,
    ...(flavor === undefined ? {} : { flavor }),
  };
  const rolls = existing ? record.rolls.map((kept) => (kept.id === roll.id ? roll : kept)) : [...record.rolls, roll];
  return { record: { version: 1, rolls }, roll };
}

export function renameRoll(record: SavedRollRecord, id: string, name: unknown): SavedRollRecord {
  const roll = findRoll(record, id);
  const checked = checkName(name);
  if (record.rolls.some((other) => other.name === checked && other.id !== id))
    throw new IndieDiceError(`${KEY}.NameTaken`, { name: checked });
  return { version: 1, rolls: record.rolls.map((kept) => (kept.id === roll.id ? { ...kept, name: checked } : kept)) };
}

export function removeRoll(record: SavedRollRecord, id: string): SavedRollRecord {
  findRoll(record, id);
  return { version: 1, rolls: record.rolls.filter((roll) => roll.id !== id) };
}

/** The rolls in the order `ids` names, which must name every roll once. */
export function reorderRolls(record: SavedRollRecord, ids: readonly string[]): SavedRollRecord {
  const byId = new Map(record.rolls.map((roll) => [roll.id, roll]));
  if (ids.length !== byId.size || new Set(ids).size !== ids.length || !ids.every((id) => byId.has(id))) {
    throw new IndieDiceError(`${KEY}.Order`);
  }
  return { version: 1, rolls: ids.map((id) => byId.get(id)!) };
}

/** A roll by its id or, failing that, its name (a check link or a macro names it). */
export function findRoll(record: SavedRollRecord, idOrName: string): SavedRoll {
  const roll =
    record.rolls.find((candidate) => candidate.id === idOrName) ??
    record.rolls.find((candidate) => candidate.name === idOrName);
  if (!roll) throw new IndieDiceError(`${KEY}.NotFound`, { id: String(idOrName).slice(0, 40) });
  return roll;
}

function checkName(name: unknown): string {
  const trimmed = typeof name === "string" ? name.trim() : "";
  if (trimmed === "" || trimmed.length > SAVED_ROLL_LIMITS.name)
    throw new IndieDiceError(`${KEY}.Name`, { max: SAVED_ROLL_LIMITS.name });
  return trimmed;
}

function checkFlavor(flavor: unknown): string {
  if (typeof flavor !== "string" || flavor.length > SAVED_ROLL_LIMITS.flavor)
    throw new IndieDiceError(`${KEY}.Flavor`, { max: SAVED_ROLL_LIMITS.flavor });
  return flavor;
}

function checkSpecShape(spec: unknown): Record<string, SavedValue> {
  try {
    return specCheck(spec, "spec");
  } catch {
    throw new IndieDiceError(`${KEY}.Spec`, { max: SAVED_ROLL_LIMITS.fields });
  }
}
