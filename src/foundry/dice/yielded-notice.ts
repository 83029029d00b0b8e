import { yieldedKeys, type YieldedKey } from "../../core/notation/world-keys";
import { MODULE_ID } from "../module-id";
import { notifyKey } from "../notify";

/** The yielded keys the GM was last told of (a world setting, not shown): each change is told once. */
declare global {
  interface SettingConfig {
    "indie-dice.yieldedKeysNoticed": string;
  }
}

/** A key as the world writes it: a modifier as is (`ko`), a denomination as a die (`di`), with its holder's name. */
function written({ kind, key, holder }: YieldedKey): string {
  return `${kind === "denomination" ? `d${key}` : key} (${holder})`;
}

/** Registers the setting that remembers what the GM was told; in `init`, with our dice (register-dice.ts). */
export function registerYieldedNotice(): void {
  game.settings.register(MODULE_ID, "yieldedKeysNoticed", { scope: "world", config: false, type: String, default: "" });
}

/**
 * Tells the GM, once the world is ready, which of our keys this world keeps for its own dice (docs/notation.md "A
 * guest in every world"): where a roll of ours is then refused, the GM already knows why. Once per change of the
 * list (a setting remembers the last one told), not at every load.
 */
export function noticeYieldedKeys(): void {
  const yielded = yieldedKeys();
  const keys = yielded.map(written).join(", ");
  if (!game.user?.isGM || yielded.length === 0 || game.settings.get(MODULE_ID, "yieldedKeysNoticed") === keys) return;
  notifyKey("warning", "INDIE_DICE.Notice.KeysYielded", { keys }, { permanent: true });
  void game.settings.set(MODULE_ID, "yieldedKeysNoticed", keys);
}
