import { afterRollChance, failed, type AfterRollOption, type RolledD20 } from "../core/after-roll";
import type { SystemChoice } from "../../../core/systems/system-odds-types";
import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemRollMessage } from "../../../foundry/systems/system-adapter";
import type { KeptD20Roll } from "./d20-rolls";
import { dnd5eSetting } from "./target-visibility";

/**
 * What a d20 roll's actor may still add once the roll is seen (docs/systems-dnd5e.md "After the roll"), read for one
 * who may take the choice: the actor's owner or a GM (dnd5e draws no button for any of them; the sheet's owner
 * decides). The dice are the message's own rolled roll; what the actor holds is the actor as it stands — dnd5e at
 * release 5.3.3 (965ad2d) keeps it as:
 * - Bardic Inspiration (2024): an "Inspired" effect on the actor whose origin is the effect on the bard's feature
 *   (classes24 bardic-inspiration.yml; effect-application.mjs:217 writes `origin`), the die the bard's
 *   `@scale.bard.inspiration` (the feature's roll formula). The 2014 feature puts nothing on the inspired actor.
 * - Guidance (2014): a "Guidance" effect without changes from the 2014 spell (spells/cantrip/guidance.yml). The
 *   2024 spell's effects add 1d4 to the chosen skill's check before the roll (spells24 guidance.yml): in the roll.
 * - the Lucky feat: not in dnd5e's compendiums; a feat the sheet shows, identifier `lucky`, with uses left (its luck
 *   points); its rules its own `source.rules`, else the world's (starting-equipment.mjs:60).
 * Halfling Lucky is dnd5e's `r1=1` on the d20, already rolled: said under the figures, nothing to add.
 */

const KEY = "INDIE_DICE.SystemOdds.Dnd5e";

/**
 * A value down a path of members, undefined where one is missing (what `kit.systems.field` reads, a step each: read
 * here without a run-time name of src/, as adapters written on the kit are).
 */
const pathOf = (from: unknown, ...names: readonly string[]): unknown =>
  names.reduce(
    (value: unknown, name) => (typeof value === "object" && value !== null ? Reflect.get(value, name) : undefined),
    from,
  );

/** The message's first roll as rolled: its d20's results, its total, and the thresholds the message kept. */
function rolledD20(roll: unknown, kept: KeptD20Roll): RolledD20 | null {
  const d20 = pathOf(roll, "dice");
  const die: unknown = Array.isArray(d20) ? d20[0] : undefined;
  const [total, natural] = [pathOf(roll, "total"), pathOf(die, "total")];
  const [results, modifiers] = [pathOf(die, "results"), pathOf(die, "modifiers")];
  if (pathOf(die, "faces") !== 20 || typeof total !== "number" || typeof natural !== "number") return null;
  if (!Array.isArray(results) || !Array.isArray(modifiers)) return null;
  const others = results.flatMap((result: unknown) => {
    const value = pathOf(result, "result");
    return pathOf(result, "active") === false && pathOf(result, "rerolled") !== true && typeof value === "number"
      ? [value]
      : [];
  });
  const minimum = modifiers.map((modifier) => /^min(\d+)$/.exec(String(modifier))).find(Boolean);
  return {
    kind: kept.kind,
    natural,
    others,
    total,
    target: kept.target,
    critical: kept.critical,
    fumble: kept.fumble,
    rerollOnes: modifiers.includes("r1=1"),
    minimum: minimum ? Number(minimum[1]) : null,
    mode: kept.choice,
  };
}

/** The message's actor, as `ChatMessage5e#getAssociatedActor` finds it: the speaker's token's, else its actor. */
function associatedActor(message: SystemRollMessage): unknown {
  const speaker = pathOf(message, "speaker");
  const [scene, token, actor] = ["scene", "token", "actor"].map((name) => pathOf(speaker, name));
  if (typeof scene === "string" && typeof token === "string") {
    const found = game.scenes?.get(scene)?.tokens.get(token)?.actor;
    if (found) return found;
  }
  return typeof actor === "string" ? game.actors?.get(actor) : undefined;
}

const isIterable = (value: unknown): value is Iterable<unknown> =>
  typeof value === "object" && value !== null && Symbol.iterator in value;

/** A collection's (or a Map's) values: a Foundry Collection iterates its values, a Map its entries. */
const valuesOf = (collection: unknown): unknown[] => {
  const values = pathOf(collection, "values");
  const iterated: unknown = typeof values === "function" ? Reflect.apply(values, collection, []) : null;
  return isIterable(iterated) ? [...iterated] : [];
};

/** An item's rules: its own `source.rules`, else the world's (`rulesVersion`: "modern" by default). */
function rulesOf(kit: RuleSetKit, item: unknown): "2014" | "2024" {
  const own = pathOf(item, "system", "source", "rules");
  if (own === "2014" || own === "2024") return own;
  return dnd5eSetting(kit, "rulesVersion") === "legacy" ? "2014" : "2024";
}

/** The item an effect on the actor came from: its origin, an effect on that item (fromUuidSync), its parent. */
function originItem(effect: unknown): unknown {
  const origin = pathOf(effect, "origin");
  if (typeof origin !== "string" || origin.startsWith("Compendium.")) return null;
  let source: unknown;
  try {
    // Foundry's typing takes only uuids it can name: an origin is whatever dnd5e wrote.
    source = Reflect.apply(fromUuidSync, undefined, [origin]);
  } catch {
    return null;
  }
  // An effect on the item (dnd5e's copy names it), or the item itself.
  return pathOf(source, "identifier") !== undefined ? source : pathOf(source, "parent");
}

/** What the actor holds, each read as dnd5e keeps it (above). */
function holdings(kit: RuleSetKit, actor: unknown): AfterRollOption[] {
  const options: AfterRollOption[] = [];
  for (const effect of effectsInForce(actor)) {
    const item = originItem(effect);
    const identifier = pathOf(item, "identifier");
    if (identifier === "bardic-inspiration") {
      const faces = pathOf(item, "actor", "system", "scale", "bard", "inspiration", "faces");
      if (typeof faces === "number" && faces > 0) options.push({ id: "bardic", faces });
    } else if (identifier === "guidance" && rulesOf(kit, item) === "2014") options.push({ id: "guidance" });
  }
  const lucky = valuesOf(pathOf(actor, "items")).find(
    (item) =>
      pathOf(item, "type") === "feat" &&
      pathOf(item, "system", "type", "value") === "feat" &&
      pathOf(item, "identifier") === "lucky",
  );
  const left = pathOf(lucky, "system", "uses", "value");
  if (lucky && typeof left === "number" && left > 0) options.push({ id: "lucky", rules: rulesOf(kit, lucky) });
  return options;
}

/** Core's `Actor#appliedEffects` (the effects in force), else the actor's effects not disabled. */
function effectsInForce(actor: unknown): unknown[] {
  const applied = pathOf(actor, "appliedEffects");
  if (Array.isArray(applied)) return applied;
  return valuesOf(pathOf(actor, "effects")).filter((effect) => pathOf(effect, "disabled") !== true);
}

/** The words of an option's column: "This roll + Bardic Inspiration (d8)". */
function labelOf(option: AfterRollOption): string {
  if (option.id === "bardic") return game.i18n.format(`${KEY}.AfterBardic`, { die: `d${option.faces}` });
  if (option.id === "guidance") return game.i18n.localize(`${KEY}.AfterGuidance`);
  return game.i18n.localize(option.rules === "2024" ? `${KEY}.AfterLuckPoint` : `${KEY}.AfterLucky`);
}

/** The message's after-the-roll columns and the sentences under them, for one who may take the choice; else none. */
export function afterTheRoll(
  kit: RuleSetKit,
  message: SystemRollMessage,
  kept: KeptD20Roll,
  abilityCheck: boolean,
): { readonly choices: SystemChoice[]; readonly unkept: string[] } {
  const none = { choices: [], unkept: [] };
  const rolled = rolledD20(message.rolls?.[0], kept);
  const actor = associatedActor(message);
  if (!rolled || !actor || !(game.user.isGM || pathOf(actor, "isOwner") === true)) return none;
  const uuid = pathOf(actor, "uuid");
  if (message.id && typeof uuid === "string" && failed(rolled)) drawnFor.set(message.id, uuid);
  const key = kept.kind === "attack" ? "hit" : "success";
  const choices = holdings(kit, actor).flatMap((option): SystemChoice[] => {
    const probability = afterRollChance(rolled, option, abilityCheck);
    if (probability === null) return [];
    const outcome = { key, probability, fromTarget: kept.kind !== "death" };
    return [{ id: option.id, label: labelOf(option), afterTheRoll: true, outcomes: [outcome] }];
  });
  // On a failure, what the d20 already did for it: a halfling's 1 rolled again.
  return { choices, unkept: rolled.rerollOnes && failed(rolled) ? [`${KEY}.HalflingRerolled`] : [] };
}

/**
 * Failed rolls' messages drawn on this client with what their actor may add, by message id: the uuid of the actor
 * read. Kept while the page lives (a message drawn again is set again), so each change of that actor draws them anew.
 */
const drawnFor = new Map<string, string>();

/**
 * Core's hooks after which what an actor holds may have changed, each fired on every client with the document changed:
 * a luck point spent is its feat's update (`system.uses.spent`), an inspiration used its effect's deletion, one given
 * its creation; the actor's own update for all else (dnd5e 5.3.3 keeps uses on the item: uses-field.mjs).
 */
const HOLDINGS_HOOKS = [
  "updateActor",
  "createItem",
  "updateItem",
  "deleteItem",
  "createActiveEffect",
  "updateActiveEffect",
  "deleteActiveEffect",
] as const;

/** From `setup` on, a change of what an actor holds draws again the messages that read it (docs: "After the roll"). */
export function redrawOnHoldings(): void {
  for (const hook of HOLDINGS_HOOKS) Reflect.apply(Hooks.on, Hooks, [hook, holdingsChanged]);
}

/**
 * A document changed: the actor it is, or is in (an item's, an effect's on the actor or on one of its items), has its
 * messages drawn again, each read from its new state.
 */
function holdingsChanged(document: unknown): void {
  const uuids = [document, pathOf(document, "parent"), pathOf(document, "parent", "parent")].map((owner) =>
    pathOf(owner, "uuid"),
  );
  for (const [id, uuid] of drawnFor) {
    const message = uuids.includes(uuid) ? game.messages?.get(id) : undefined;
    // Foundry's log draws it again (v13 ChatLog#updateMessage), which fvtt-types 13.345's ChatLog lacks.
    const log = ui.chat;
    if (message && log && "updateMessage" in log && typeof log.updateMessage === "function")
      void log.updateMessage(message);
  }
}
