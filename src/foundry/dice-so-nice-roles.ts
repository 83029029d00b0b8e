/**
 * Indie Dice's dice in Dice So Nice 6.3's registry of a package's own dice (its "dice roles"), so users can style
 * them in Dice So Nice's menu: one role for each rule set's dice, one for each rule set's own die (the d10ish die),
 * and one for each role its side dice name (Kaiser's Fumble dice, the Kleptonomicon's gift die: `FoundryRuleSet
 * .sideDice`). A die names its role in `options.dsnRole`, saved with the roll
 * (./three-d.ts); with an older Dice So Nice nothing is registered and no die names a role (a side die keeps its
 * fixed colour set). What was confirmed of the registry, and from where: docs/versions-and-privacy.md "Dice So Nice".
 */
import { MODULE_ID } from "./module-id";
import { ruleSetDiceSoNiceRoles, ruleSetSideDice } from "./rule-sets";
import { ownDieRoleId, ruleSetRoleId, sideDieRoleId } from "./three-d";
import type { DiceSoNice, DiceSoNiceRole } from "./types/foundry-hooks";

/** The group Dice So Nice lists the roles under: the module's name, which is not translated. */
const GROUP = "Indie Dice";

/**
 * Dice So Nice's own name for the user's own colours (module/Dice3D.js `DEFAULT_APPEARANCE`, colorset "custom"): a
 * rule set's dice look as they always did until the user styles the role.
 */
const USERS_OWN_COLOURS = "custom";

function role(id: string, labelKey: string, colorset: string, dieTypes?: readonly string[]): DiceSoNiceRole {
  const label = game.i18n.localize(labelKey);
  return {
    id,
    label,
    group: GROUP,
    customizable: true,
    optional: false,
    ...(dieTypes ? { dieTypes } : {}),
    defaults: { global: { colorset } },
  };
}

/**
 * The side dice's roles, in the rule sets' order, each once: kinds that share a role share their `SideDie` (Kaiser's
 * Fumble dice). The look's colour set is the role's default.
 */
function sideDieRoles(): DiceSoNiceRole[] {
  return [...new Set(ruleSetSideDice())].flatMap(({ look, role: named }) =>
    named ? [role(sideDieRoleId(named), named.labelKey, look.colorset ?? USERS_OWN_COLOURS, named.dieTypes)] : [],
  );
}

/** Every role Indie Dice registers, in the rule sets' order, then the side dice's. */
function indieDiceRoles(): DiceSoNiceRole[] {
  const ruleSets = ruleSetDiceSoNiceRoles().flatMap(({ id, labelKey, ownDice }) => [
    role(ruleSetRoleId(id), labelKey, USERS_OWN_COLOURS),
    ...ownDice.map((die) =>
      role(ownDieRoleId(die.preset.type), die.roleLabelKey, USERS_OWN_COLOURS, [die.preset.type]),
    ),
  ]);
  return [...ruleSets, ...sideDieRoles()];
}

/** Registers the roles with Dice So Nice, when it has the registry (6.3 and later); at `diceSoNiceReady`. */
export function registerDiceSoNiceRoles(dice3d: DiceSoNice): void {
  if (typeof dice3d.addRole !== "function") return;
  for (const each of indieDiceRoles()) dice3d.addRole(each, { package: MODULE_ID });
}
