/**
 * The part of an ability check, a saving throw and a skill check with the roll modifier dialog that a message reader
 * meets (foundryvtt-dcc/dcc 0.70.46 at 78a62275): the dialog's roll cut to its first die and the sum of its numbers
 * (module/adapter/roll-dialog.mjs `parseRollIntoDieAndModifier`: other dice dropped), the die stripped to one
 * (`_stripDieCount`), the lib's formula `1d<faces>` and the sum signed (dice/roll.js:434-452
 * `buildFormulaFromModifiers`), rolled and posted through `Roll#toMessage` (the world's message mode) with the flags
 * the renderers set (module/adapter/chat-renderer.mjs:283-285, 441-443, 519-522; Foundry expands the dotted keys).
 * Not emulated: the lib's result flag, fleeting luck, the check penalty's second roll, the card's content.
 */
import { installedGlobal } from "../../globals";
import { chatMessage } from "../kit/globals";
import { showRollModifier, type RollModifierDialog, type TermSpec } from "./roll-modifier";

export type DccCheckType = "AbilityCheck" | "SavingThrow" | "SkillCheck";

interface CheckRoll {
  toMessage(data: object, options: { create: false }): Promise<Record<string, unknown>>;
}

const MARKS: Record<DccCheckType, Record<string, unknown>> = {
  AbilityCheck: { RollType: "AbilityCheck", Ability: "str", isAbilityCheck: true },
  SavingThrow: { RollType: "SavingThrow", Save: "ref", isSave: true },
  SkillCheck: { RollType: "SkillCheck", SkillId: "sneakSilently", isSkillCheck: true },
};

/** `parseRollIntoDieAndModifier`: the first die's faces, and every number after its sign. */
function dieAndModifier(roll: object): { faces: number; modifier: number } {
  let [faces, modifier, sign] = [0, 0, 1];
  const terms: unknown = Reflect.get(roll, "terms");
  const list: unknown[] = Array.isArray(terms) ? terms : [];
  for (const term of list) {
    if (typeof term !== "object" || term === null) continue;
    const [name, value] = [term.constructor.name, (key: string) => Number(Reflect.get(term, key) ?? 0)];
    if (name === "Die" && !faces) faces = value("faces");
    if (name === "OperatorTerm") sign = Reflect.get(term, "operator") === "-" ? -1 : 1;
    else if (name === "NumericTerm") modifier += sign * value("number");
    if (name !== "OperatorTerm") sign = 1;
  }
  return { faces, modifier };
}

/** The dialog opened for a check of `type`; `posted` settles once its message is created. */
export function rollCheck(
  actor: unknown,
  type: DccCheckType,
  terms: TermSpec[],
): { dialog: RollModifierDialog; posted: Promise<unknown> } {
  const { dialog, roll } = showRollModifier(terms, { rollData: {} });
  const posted = roll.then(async (submitted) => {
    const { faces, modifier } = dieAndModifier(submitted);
    const formula = `1d${faces || 20}${modifier ? (modifier > 0 ? `+${modifier}` : modifier) : ""}`;
    const check = new (installedGlobal<new (formula: string) => CheckRoll>("Roll"))(formula);
    const speaker = chatMessage().getSpeaker({ actor });
    const data = await check.toMessage({ speaker, flags: { dcc: MARKS[type] } }, { create: false });
    return chatMessage().create(data);
  });
  return { dialog, posted };
}
