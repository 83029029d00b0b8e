import type { RuleSetKit } from "../../../foundry/composition";

/**
 * The dialog's roll as its situational field reads now (docs/systems-dnd5e.md). dnd5e builds its rolls again only
 * on the form's change — when the field loses focus — and then draws its formulas part again
 * (`RollConfigurationDialog#_onChangeForm`, module/applications/dice/roll-configuration-dialog.mjs at 965ad2d). So
 * that the figures follow each keystroke without drawing any of dnd5e's parts, a roll is built here as
 * `#buildRolls` builds it from the form, on the side: the app's own rolls and drawing stay dnd5e's. A d20 dialog has
 * one roll; a damage dialog one a damage part, each with its own field.
 */

/** The situational field of the dialog's roll `index` (roll-formulas.hbs, damage-formulas.hbs). */
const situationalField = (index: number) => `roll.${index}.situational`;

/** The situational field of the dialog's first roll. */
export const SITUATIONAL_FIELD = situationalField(0);

/** Whether a field's name is one roll's situational field. */
export const isSituationalField = (name: string) => /^roll\.\d+\.situational$/.test(name);

/** The dialog's first roll as its situational field reads now (liveRoll). */
export function liveFirstRoll(kit: RuleSetKit, app: unknown, element: HTMLElement): unknown {
  return liveRoll(kit, app, element, 0);
}

/** Every roll of the dialog as its situational fields read now, in its order (liveRoll each). */
export function liveRolls(kit: RuleSetKit, app: unknown, element: HTMLElement): unknown[] {
  const rolls = kit.systems.field(app, "rolls");
  return Array.isArray(rolls) ? rolls.map((_, index) => liveRoll(kit, app, element, index)) : [];
}

/**
 * The dialog's roll `index` for its situational field as typed now: dnd5e's own roll while the field holds the text
 * dnd5e drew it with (its value attribute, from the roll's `data.situational`), else one built as dnd5e would build it
 * on the change; null when the text typed so far makes no roll.
 */
function liveRoll(kit: RuleSetKit, app: unknown, element: HTMLElement, index: number): unknown {
  const rolls = kit.systems.field(app, "rolls");
  const built: unknown = Array.isArray(rolls) ? rolls[index] : undefined;
  const input = element.querySelector(`[name="${situationalField(index)}"]`);
  if (!input || !kit.dom.isInputElement(input) || input.value === input.defaultValue) return built;
  try {
    return rebuiltRoll(kit, app, index);
  } catch {
    // A formula half typed ("1d"): no roll yet, so no figure, until the text makes one again.
    return null;
  }
}

/** The hook names of the dialog's process, as `#buildConfig` reads them (`config.hookNames ?? [""]`). */
function hookNames(kit: RuleSetKit, process: unknown): string[] {
  const names = kit.systems.field(process, "hookNames");
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === "string") : [""];
}

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * `#buildRolls` for the roll `index`, from the live form: the process's roll config over `{parts, data, options}`, the
 * `dnd5e.build…RollConfig` hooks, the dialog's `_buildConfig` (which adds `@situational` with the typed text),
 * `options.buildConfig`, the `dnd5e.postBuild…RollConfig` hooks, then `rollType.fromConfig`. The hooks are fired
 * as dnd5e fires them on each change, so a module's additions to the roll are in the figures too.
 */
function rebuiltRoll(kit: RuleSetKit, app: unknown, index: number): unknown {
  const { field } = kit.systems;
  const process = field(app, "config");
  const given = field(field(process, "rolls"), String(index));
  const rollType = field(app, "rollType");
  // The roll's class: a function, which `field` does not read into.
  const fromConfig: unknown = typeof rollType === "function" ? Reflect.get(rollType, "fromConfig") : undefined;
  const buildConfig = field(app, "_buildConfig");
  const form = field(app, "form");
  if (
    typeof given !== "object" ||
    given === null ||
    typeof fromConfig !== "function" ||
    typeof buildConfig !== "function"
  )
    return null;
  if (!kit.dom.isElement(form) || !kit.dom.isFormElement(form)) return null;
  const formData = new foundry.applications.ux.FormDataExtended(form);
  let config: unknown = foundry.utils.mergeObject({ parts: [], data: {}, options: {} }, foundry.utils.deepClone(given));
  const names = hookNames(kit, process);
  // Hooks dnd5e names, which fvtt-types cannot know: called through Reflect, as the adapters' own render hooks are.
  for (const name of names)
    Reflect.apply(Hooks.callAll, Hooks, [`dnd5e.build${capitalized(name)}RollConfig`, app, config, formData, index]);
  config = Reflect.apply(buildConfig, app, [config, formData, index]);
  const options = field(app, "options");
  const optionBuild = field(options, "buildConfig");
  if (typeof optionBuild === "function") Reflect.apply(optionBuild, options, [process, config, formData, index]);
  for (const name of names)
    Reflect.apply(Hooks.callAll, Hooks, [
      `dnd5e.postBuild${capitalized(name)}RollConfig`,
      process,
      config,
      index,
      { app, formData },
    ]);
  return Reflect.apply(fromConfig, rollType, [config, process]);
}
