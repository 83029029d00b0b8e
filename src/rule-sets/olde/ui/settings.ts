/**
 * Dungeons of Olde's world setting, declared once (src/ui/world-settings.ts): registered, read and offered from here.
 */
import type { RuleSetSetting } from "../../../ui/world-settings";

export const OLDE_SETTINGS = [
  { key: "oldeUnlimitedByDefault", default: true, readBy: ["dialogs"] },
] as const satisfies readonly RuleSetSetting[];
