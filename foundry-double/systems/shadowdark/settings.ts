/**
 * The Shadowdark world settings the roll code reads (system/src/settings.mjs at cf357e3, release 4.0.4):
 * enableTargeting (true: a targeted token's AC becomes an attack's DC, dice.mjs setRollTarget), rollDamage (true:
 * damage is rolled with the attack when it is needed), useMomentumMode (false: damage dice explode) and usePulpMode
 * (false: a luck token is one available, not a count remaining; PlayerSD.mjs hasLuckToken). Of its 21
 * settings, none concerns who sees a DC or an AC.
 */
import type { SettingsDouble } from "../../settings";

export function registerSystemSettings(settings: SettingsDouble): void {
  const world = (key: string, name: string, fallback: boolean) =>
    settings.register("shadowdark", key, {
      name: `SHADOWDARK.settings.${name}.name`,
      hint: `SHADOWDARK.settings.${name}.hint`,
      scope: "world",
      config: true,
      default: fallback,
      type: Boolean,
    });
  world("rollDamage", "roll_damage", true);
  world("useMomentumMode", "use_momentum_mode", false);
  world("enableTargeting", "enable_targeting", true);
  world("usePulpMode", "use_pulp_mode", false);
}
