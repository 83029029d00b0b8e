/**
 * The dnd5e double's stand-in for dnd5e's data models (documents/actor.ts): an actor's source prepared — defaults
 * filled, mods and proficiencies derived (dnd5e prepareAbilities / prepareSkill in spirit), damage traits as Sets.
 * Moved out of actor.ts whole, unchanged.
 */
import { deepClone, mergeObject } from "../../../utils";
import { Proficiency } from "./proficiency";
import { dnd5eConfig } from "../config";
import type { DamageTraits } from "./calculate-damage";
import type { SystemData5e } from "./actor";
import type { Plain } from "../../kit/data";

const number = (value: unknown, fallback = 0): number =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;

/** A bonus as a number: a number, or a numeric string; anything else (a dice formula) 0. */
const numeric = (value: unknown): number =>
  typeof value === "string" ? number(Number(value.trim() || 0)) : number(value);

/** An object of the source as the stand-in reads it (an empty one for none). */
const record = (value: unknown): Plain =>
  typeof value === "object" && value !== null ? Object.fromEntries(Object.entries(value)) : {};

/** A record of objects of the source (abilities, skills, tools), each as `record` reads it. */
const records = (value: unknown): Record<string, Plain> =>
  Object.fromEntries(Object.entries(record(value)).map(([id, entry]) => [id, record(entry)]));

/**
 * The stand-in's data preparation: defaults filled, mods and proficiencies derived (dnd5e prepareAbilities /
 * prepareSkill in spirit).
 */
export function prepareSystem(source: Plain): SystemData5e {
  const system = deepClone(source);
  const cfg = dnd5eConfig();
  const attributes = (system.attributes = record(system.attributes));
  const prof = number(attributes.prof);
  attributes.prof = prof;
  attributes.ac = { value: null, ...record(attributes.ac) };
  attributes.hp = { value: 10, max: 10, temp: null, tempmax: null, dt: null, ...record(attributes.hp) };
  system.traits = prepareTraits(record(system.traits));
  attributes.death = mergeObject({ success: 0, failure: 0, roll: {}, bonuses: {} }, record(attributes.death));
  attributes.concentration = mergeObject({ ability: "", roll: {}, bonuses: {} }, record(attributes.concentration));
  system.bonuses = mergeObject({ abilities: {} }, record(system.bonuses));

  const abilities = (system.abilities = records(system.abilities));
  for (const id of Object.keys(cfg.abilities)) {
    const ability: Plain = (abilities[id] = mergeObject(
      { value: 10, proficient: 0, bonuses: {}, check: { roll: {} }, save: { roll: {} } },
      abilities[id] ?? {},
    ));
    ability.mod = Math.floor((number(ability.value, 10) - 10) / 2);
    ability.checkProf = new Proficiency(prof, 0, true);
    // common.mjs prepareAbilities: only numeric bonuses (simplifyBonus of a dice formula is 0 there too).
    const saveBonus = numeric(record(ability.bonuses).save) + numeric(record(record(system.bonuses).abilities).save);
    const saveProf = new Proficiency(prof, number(ability.proficient));
    ability.saveProf = saveProf;
    const value = Number(ability.mod) + saveBonus + (isNumericTerm(saveProf.term) ? saveProf.flat : 0);
    ability.save = { ...record(ability.save), value };
    ability.dc = 8 + Number(ability.mod) + prof;
  }

  const prepareCheck = (entries: Record<string, Plain>, id: string, defaultAbility: string): void => {
    const entry: Plain = (entries[id] = mergeObject(
      { ability: defaultAbility, value: 0, bonuses: {}, roll: {} },
      entries[id] ?? {},
    ));
    entry.effectValue = number(entry.value);
    const profData = new Proficiency(prof, number(entry.value), true);
    entry.prof = profData;
    entry.value = profData.multiplier;
    const mod = number(abilities[String(entry.ability)]?.mod);
    entry.mod = mod;
    entry.total = mod + (isNumericTerm(profData.term) ? profData.flat : 0);
  };
  const skills = (system.skills = records(system.skills));
  for (const [id, { ability }] of Object.entries(cfg.skills)) prepareCheck(skills, id, ability);
  const tools = (system.tools = records(system.tools));
  for (const id of Object.keys(tools)) prepareCheck(tools, id, cfg.tools[id]?.ability ?? "int");

  const init: Plain = (attributes.init = mergeObject({ ability: "", roll: {} }, record(attributes.init)));
  const initAbility = init.ability ? String(init.ability) : cfg.defaultAbilities.initiative;
  init.mod = number(abilities[initAbility]?.mod);
  init.prof = new Proficiency(prof, 0, true);
  return system as unknown as SystemData5e;
}

/** The damage traits as dnd5e's data model prepares them: SetFields from the source's arrays. */
function prepareTraits(traits: Plain): DamageTraits {
  const set = (value: unknown) => new Set(Array.isArray(value) ? value.map(String) : []);
  const trait = (value: unknown) => ({ value: set(record(value).value), bypasses: set(record(value).bypasses) });
  const dm = record(traits.dm);
  return {
    ...traits,
    di: trait(traits.di),
    dr: trait(traits.dr),
    dv: trait(traits.dv),
    dm: {
      amount: Object.fromEntries(Object.entries(record(dm.amount)).map(([k, v]) => [k, String(v)])),
      bypasses: set(dm.bypasses),
    },
  };
}

function isNumericTerm(term: string): boolean {
  return term.trim() !== "" && Number.isFinite(Number(term));
}
