import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter, SystemDialog, SystemRolls } from "../../../foundry/systems/system-adapter";
import { ffgOdds, type FfgPool } from "../core/pool-odds";
import { FFG_WORDS } from "../ui/roll-labels";
import { firstRollPool, poolOfDicePool, samePool } from "./pool-reads";

/**
 * Star Wars FFG (docs/systems-starwarsffg.md), StarWarsFoundryVTT/StarWarsFFG 2.0.3 at 75c9ac3d, which declares Foundry
 * 13 its maximum; written on the kit alone (docs/systems.md "Systems from other modules"). Its roll dialog,
 * `RollBuilderFFG` (a V1 FormApplication, modules/dice/roll-builder.js), holds the pool on `app.dicePool` and never
 * renders again: each click changes the pool and calls `_updatePreview`, observed here to draw the figures again.
 * The system's own simulated "Success chance" stays where it is; these are exact. A roll's message keeps the chance
 * its own roll had.
 */

/** The version the adapter reads. */
const API_VERSION = 1;

/** The figures of a pool, worked out by the kit's engine. */
function reading(kit: RuleSetKit, pool: FfgPool) {
  return { odds: () => ffgOdds(kit.pools, pool), labels: kit.pools.narrativeLabels(FFG_WORDS), targetVisible: true };
}

/** The dialog's redraws, by dialog: `_updatePreview` runs on each change, after the system changed its pool. */
const redraws = new WeakMap<object, () => void>();

function builderDialog(kit: RuleSetKit): SystemDialog {
  return {
    renderHook: "renderRollBuilderFFG",
    read(app) {
      const pool = poolOfDicePool(kit, kit.systems.field(app, "dicePool"));
      return pool && reading(kit, pool);
    },
    place(_app, element) {
      // Under the pool's preview and the system's own simulated line, above its upgrade buttons: both stay drawn.
      const buttons = element.querySelector<HTMLElement>(".dice-pool-dialog .upgrade-buttons");
      return buttons ? { panelBefore: buttons, choices: new Map() } : null;
    },
    listen(app, _element, redraw) {
      // The rows' and the upgrade buttons' handlers stop their events from bubbling: heard through _updatePreview.
      if (typeof app === "object" && app !== null) redraws.set(app, redraw);
    },
  };
}

function ffgRolls(kit: RuleSetKit): SystemRolls {
  const { field, recordFromMessage } = kit.systems;
  return {
    // Foundry's, on the client creating the message: `ffgDiceMessage` hands the roll but not the message's data.
    hook: "preCreateChatMessage",
    record: (args) => recordFromMessage(args, (document) => firstRollPool(kit, field(document, "rolls"))),
    reread(kept, message) {
      const pool = firstRollPool(kit, message.rolls);
      return pool && samePool(pool, kept, field) ? reading(kit, pool) : null;
    },
    // The engine reads no narrative die as a number: no luck is measured.
    formula: () => null,
  };
}

/**
 * Whether a message's pool is a GM's NPC's, kept from a player (docs/systems-starwarsffg.md "Secrets"): the system
 * hides nothing of a pool but private rolls' (Foundry's whispers), yet an NPC's numbers are the GM's — so a player
 * sees no figure from a pool whose speaker is an actor no player owns. A GM sees every figure.
 */
function npcPool(kit: RuleSetKit, message: unknown): boolean {
  const { field } = kit.systems;
  return firstRollPool(kit, field(message, "rolls")) !== null && kit.systems.speakerIsGmsNpc(message);
}

/** The adapter, built with the kit the registration hands over. */
export function ffgSystem(kit: RuleSetKit): SystemAdapter {
  return {
    apiVersion: API_VERSION,
    id: "starwarsffg",
    dialogs: [builderDialog(kit)],
    rolls: ffgRolls(kit),
    numbersHidden: (message) => npcPool(kit, message),
    wraps: [
      {
        target: "game.ffg.RollBuilderFFG.prototype._updatePreview",
        after: (self) => {
          if (typeof self === "object" && self !== null) redraws.get(self)?.();
        },
      },
    ],
  };
}
