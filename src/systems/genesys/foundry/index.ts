import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter, SystemDialog, SystemRolls } from "../../../foundry/systems/system-adapter";
import { genesysOdds, type GenesysPool } from "../core/genesys-odds";
import { GENESYS_WORDS } from "../ui/roll-labels";
import { addsSymbols, firstRollDice, poolOfPrompt } from "./pool-reads";

/**
 * Genesys (docs/systems-genesys.md), Mezryss/FVTT-Genesys 0.2.18 at 70bb86de, which declares Foundry 13 its maximum;
 * written on the kit alone (docs/systems.md "Systems from other modules"). Its prompt, `DicePrompt` (a V1 Application
 * hosting a Vue 3 component, src/app/DicePrompt.ts), renders once; the component keeps the pool in its own state and
 * patches its DOM in place on each change. The figures go before the component's form (outside the Vue root, which
 * its patches own), drawn again on each of its changes (a MutationObserver on the form). The system's own optional
 * chance line stays where it is. A roll's message keeps the chance its own roll had.
 */

/** The version the adapter reads. */
const API_VERSION = 1;

/** The figures of a pool, worked out by the kit's engine; a pool whose proficiency dice may explode refused by name. */
function reading(kit: RuleSetKit, pool: GenesysPool) {
  return {
    odds: () => {
      const odds = genesysOdds(kit.pools, pool);
      if (!odds) throw new kit.limits.IndieDiceError(`${GENESYS_WORDS}.Exploding`);
      return odds;
    },
    labels: kit.pools.narrativeLabels(GENESYS_WORDS),
    targetVisible: true,
  };
}

/** The component's root's form (`form.vue-app`, VueSheet.ts:55-66), where its patches happen. */
const formOf = (element: HTMLElement) => element.querySelector<HTMLElement>(".window-content > form.vue-app");

/** The observers of open prompts, by prompt: one each, replaced if Foundry renders the prompt again. */
const observers = new WeakMap<object, MutationObserver>();

function promptDialog(kit: RuleSetKit): SystemDialog {
  return {
    renderHook: "renderDicePrompt",
    read: (_app, element) => {
      const pool = poolOfPrompt(kit, element);
      return pool && reading(kit, pool);
    },
    place(_app, element) {
      const form = formOf(element);
      return form ? { panelBefore: form, choices: new Map() } : null;
    },
    listen(app, element, redraw) {
      const form = formOf(element);
      if (!form || typeof app !== "object" || app === null) return;
      observers.get(app)?.disconnect();
      // The component patches its own DOM without Foundry: only a watch on its nodes hears each change.
      const page = element.ownerDocument.defaultView;
      if (!page) return;
      const observer = new page.MutationObserver(() => redraw());
      observer.observe(form, { childList: true, subtree: true, characterData: true });
      observers.set(app, observer);
    },
  };
}

/** The pool a message's own roll threw, with no symbols added (the message's roll no longer holds them). */
function rolledPool(kit: RuleSetKit, rolls: unknown): GenesysPool | null {
  const rolled = firstRollDice(kit.systems.field, rolls);
  return rolled && { ...rolled, symbols: {} };
}

function genesysRolls(kit: RuleSetKit): SystemRolls {
  const { field, recordFromMessage } = kit.systems;
  return {
    // Foundry's, on the client creating the message: the system fires no hook of its own (GenesysRoller.ts:126-136).
    hook: "preCreateChatMessage",
    record(args) {
      // The creation data (args[1]) still holds the live roll and its `data.symbols`; the document's roll does not.
      // A roll that adds symbols keeps no chance: its own roll could not show them again (Roll#toJSON keeps no data).
      if (addsSymbols(field, field(args[1], "rolls")) !== false) return null;
      return recordFromMessage(args, (document) => rolledPool(kit, field(document, "rolls")));
    },
    reread(kept, message) {
      const pool = rolledPool(kit, message.rolls);
      const same = pool && field(kept, "exploding") === pool.exploding;
      const dice = pool ? Object.entries(pool.dice) : [];
      const keptDice = field(kept, "dice");
      if (!pool || !same || Object.keys(keptDice ?? {}).length !== dice.length) return null;
      return dice.every(([die, count]) => field(keptDice, die) === count) ? reading(kit, pool) : null;
    },
    // The engine reads no narrative die as a number: no luck is measured.
    formula: () => null,
  };
}

/**
 * Whether a message's pool is a GM's NPC's, kept from a player (docs/systems-genesys.md "Secrets"): the system hides
 * nothing but private rolls (Foundry's whispers), yet an adversary's numbers are the GM's — a player sees no figure
 * from a pool whose speaker is an actor no player owns. A GM sees every figure.
 */
function npcPool(kit: RuleSetKit, message: unknown): boolean {
  const { field } = kit.systems;
  return firstRollDice(field, field(message, "rolls")) !== null && kit.systems.speakerIsGmsNpc(message);
}

/** The adapter, built with the kit the registration hands over. */
export function genesysSystem(kit: RuleSetKit): SystemAdapter {
  return {
    apiVersion: API_VERSION,
    id: "genesys",
    dialogs: [promptDialog(kit)],
    rolls: genesysRolls(kit),
    numbersHidden: (message) => npcPool(kit, message),
  };
}
