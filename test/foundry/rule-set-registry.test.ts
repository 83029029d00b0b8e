/**
 * The public registration hook (docs/rule-set-authors.md): in `init`, before the dice and settings are built, Indie
 * Dice calls `indie-dice.registerRuleSets` with a registry of version 1 and the kit; the registry refuses a rule set
 * written for another version, an id registered already, a modifier key Foundry or a rule set has, a name among
 * its exact odds another has (src/core/rule-sets.ts `registryClash`), a card kind of its own without code or with
 * a name another kind has (src/foundry/cards/card-kind-refusal.ts) — a rule set's or one registered alone
 * (`registerCardKind`) — and any
 * registration once the hook has returned — each with a localized console error once the translations are loaded
 * (`i18nInit`), and nothing registered. A rule set it takes is the example package's proof (examples/coins/test).
 */
import { mixture } from "../../src/core/damage/damage-outcomes";
import { poolOutcomes } from "../../src/core/pools/pool-outcomes";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFoundryDouble, type FoundryDoubleHandle } from "../../foundry-double";
import { CORE_RULE_SETS, RULE_SET_IDS, registryClash } from "../../src/core/rule-sets";
import { listenAll } from "../../src/root";
import { foundryRuleSetOf } from "../../src/foundry/rule-sets";
import { RULE_SET_API_VERSION, registerBuiltIn, type RuleSetPackage } from "../../src/foundry/rule-set-package";
import { REGISTER_RULE_SETS_HOOK, type RuleSetRegistry } from "../../src/foundry/rule-set-hook";
import { uiRuleSetOf } from "../../src/ui/rule-sets";
import { kaiserPackage } from "../../src/rule-sets/kaiser/package";
import { kingdomsPackage } from "../../src/rule-sets/kingdoms/package";
import { kleptoPackage } from "../../src/rule-sets/klepto/package";
import { ogsPackage } from "../../src/rule-sets/ogs/package";
import { oldePackage } from "../../src/rule-sets/olde/package";
import { must } from "../kit";
import { readFileSync } from "node:fs";
import { RULE_SET_KIT } from "../../src/root/rule-set-kit";
import { object } from "../../src/core/schema";
import { limit } from "../../src/core/limits";
import { pressCardButton } from "../../src/foundry/chat/card-buttons";
import { CARD_KIT } from "../../src/foundry/cards/card-kit";
import { postCard } from "../../src/foundry/cards/post-card";
import { GROUP_TEST_CARD } from "../../src/rule-sets/klepto/foundry/group-test/group-test-card";

const kaiser: RuleSetPackage<"kaiser"> = {
  apiVersion: 1,
  core: CORE_RULE_SETS.kaiser,
  ui: uiRuleSetOf("kaiser"),
  foundry: foundryRuleSetOf("kaiser"),
};

/** Kaiser's descriptors under an id no rule set has (the type still says "kaiser": the registry reads the object). */
function renamed(id: string, modifierKey: string): RuleSetPackage<"kaiser"> {
  const notation = Object.assign({}, kaiser.core.notation, { modifierKey });
  return { ...kaiser, core: Object.assign({}, kaiser.core, { id, notation }) };
}

let foundry: FoundryDoubleHandle | null = null;

afterEach(() => {
  foundry?.uninstall();
  foundry = null;
});

/** Indie Dice loaded as Foundry loads it, with a module's listener on the hook; what the listener saw and got. */
function startWith(listener: (registry: RuleSetRegistry) => readonly boolean[]): {
  registry: RuleSetRegistry | null;
  results: readonly boolean[];
  errors: string[];
} {
  foundry = installFoundryDouble();
  const seen: { registry: RuleSetRegistry | null; results: readonly boolean[] } = { registry: null, results: [] };
  Hooks.once(REGISTER_RULE_SETS_HOOK, (registry) => {
    // What init had built when the hook ran: nothing yet (the settings come after it).
    expect(game.settings.settings.has("indie-dice.offerKaiser")).toBe(false);
    Object.assign(seen, { registry, results: listener(registry) });
  });
  const errors: string[] = [];
  const spy = vi.spyOn(console, "error").mockImplementation((message: unknown) => void errors.push(String(message)));
  listenAll();
  foundry.runLifecycle();
  spy.mockRestore();
  return { ...seen, errors };
}

describe("the hook indie-dice.registerRuleSets", () => {
  it("is called in init with the registry of version 1 and the kit, whose IndieRoll is the rule sets' own", () => {
    const { registry, errors } = startWith(() => []);
    expect(registry?.apiVersion).toBe(RULE_SET_API_VERSION);
    expect(RULE_SET_API_VERSION).toBe(1);
    const rolls = must(must(game.modules.get("indie-dice")).api).dice.rolls;
    expect(Object.getPrototypeOf(rolls.KaiserRoll)).toBe(registry?.kit.rolls.IndieRoll);
    expect(errors).toEqual([]);
  });

  it(
    "refuses another version, an id taken, " +
      "a modifier key taken by a rule set or by Foundry, each with its localized error",
    () => {
      const { results, errors } = startWith((registry) => [
        registry.register({ ...kaiser, apiVersion: 2 }),
        registry.register(kaiser),
        registry.register(renamed("dummy", "ko")),
        registry.register(renamed("dummy", "cs")),
      ]);
      expect(results).toEqual([false, false, false, false]);
      expect(errors).toEqual([
        "Indie Dice | The rule set kaiser was not added: " +
          "it is written for version 2 of Indie Dice's rule-set interface, " +
          "and this Indie Dice takes version 1. Update the module that adds it.",
        "Indie Dice | The rule set kaiser was not added: a rule set of that id is registered already.",
        "Indie Dice | The rule set dummy was not added: " +
          'its dice modifier "ko" is taken already, by Foundry or another rule set.',
        "Indie Dice | The rule set dummy was not added: " +
          'its dice modifier "cs" is taken already, by Foundry or another rule set.',
      ]);
      expect(RULE_SET_IDS).not.toContain("dummy");
    },
  );

  it(
    "keeps each rule set's exact odds under its own id, " +
      "so that a copy's members clash with none; refuses an id that is a name Indie Dice keeps in api.odds",
    () => {
      // Kaiser's members under another id, and a member named as one of Indie Dice's own: each under its id, no clash.
      expect(registryClash(renamed("copycat", "qq").core)).toBeNull();
      expect(
        registryClash(Object.assign({}, renamed("sharer", "qr").core, { apiOdds: { luckOf: () => 0 } })),
      ).toBeNull();
      expect(registryClash(renamed("luckOf", "qs").core)).toEqual({ key: "luckOf", owner: null });
      const { results, errors } = startWith((registry) => [registry.register(renamed("luckOf", "qs"))]);
      expect(results).toEqual([false]);
      expect(errors).toEqual([
        "Indie Dice | The rule set luckOf was not added: " +
          'the name "luckOf" among its exact odds (api.odds) is taken already, by Indie Dice.',
      ]);
      expect(RULE_SET_IDS).not.toContain("luckOf");
      const odds = must(must(game.modules.get("indie-dice")).api).odds;
      expect(odds.kaiser.checkOdds).toBe(kaiser.core.apiOdds?.checkOdds);
      expect(odds.luckOf.kaiser).toBeTypeOf("function");
    },
  );

  it(
    "has the five built-in rule sets registered as a module's: " +
      "one package each, each layer's registry holding its member, and a second copy refused by id",
    () => {
      const builtIn = [kaiserPackage, ogsPackage, kingdomsPackage, kleptoPackage, oldePackage];
      // In the order of src/rule-sets/built-in.ts, before any module's.
      expect(RULE_SET_IDS.slice(0, 5)).toEqual(["kaiser", "ogs", "kingdoms", "klepto", "olde"]);
      for (const ruleSet of builtIn) {
        expect(ruleSet.apiVersion).toBe(1);
        expect(CORE_RULE_SETS[ruleSet.core.id]).toBe(ruleSet.core);
        expect(uiRuleSetOf(ruleSet.core.id)).toBe(ruleSet.ui);
        expect(foundryRuleSetOf(ruleSet.core.id)).toBe(ruleSet.foundry);
      }
      // The hook's registry refuses a built-in package as it refuses a module's of a taken id.
      const { results, errors } = startWith((registry) => [registry.register(ogsPackage)]);
      expect(results).toEqual([false]);
      expect(errors).toEqual([
        "Indie Dice | The rule set ogs was not added: a rule set of that id is registered already.",
      ]);
      // So does the built-in path, the same checks, as the programming error it would be there.
      expect(() => registerBuiltIn(kleptoPackage)).toThrow("the built-in rule set klepto was refused: DuplicateId");
      expect(foundryRuleSetOf("klepto")).toBe(kleptoPackage.foundry);
    },
  );

  it(
    "refuses a module's card kind without code, naming an API member, " +
      "flag or query another kind has, or declared amiss, each with its localized error",
    () => {
      // A kind's declaration as a module gives it; the type says "groupTests" (the registry reads the object).
      const kind = (names: { api: string; flag: string; queries?: readonly string[] }, start?: () => never) =>
        Object.assign(
          {},
          GROUP_TEST_CARD,
          { headlinedRollFlags: [], tellingDiceFlags: [], queries: [] },
          names,
          start ? { start } : { start: undefined },
        );
      const withKind = (id: string, key: string, ...kinds: ReturnType<typeof kind>[]): RuleSetPackage<"kaiser"> => ({
        ...renamed(id, key),
        foundry: Object.assign({}, kaiser.foundry, { cardKinds: kinds }),
      });
      const start = () => {
        throw new Error("never started: refused");
      };
      const { results, errors } = startWith((registry) => [
        registry.register(withKind("nocode", "qa", kind({ api: "duels", flag: "duel" }))),
        registry.register(withKind("apitaken", "qb", kind({ api: "contests", flag: "duel" }, start))),
        registry.register(withKind("flagtaken", "qc", kind({ api: "duels", flag: "groupTest" }, start))),
        registry.register(
          withKind(
            "querytaken",
            "qd",
            kind({ api: "duels", flag: "duel", queries: ["indie-dice.recordExtendedRound"] }, start),
          ),
        ),
        registry.register(
          withKind(
            "twice",
            "qe",
            kind({ api: "duels", flag: "duel" }, start),
            kind({ api: "brawls", flag: "duel" }, start),
          ),
        ),
        registry.register(withKind("apiown", "qf", kind({ api: "dialogs", flag: "duel" }, start))),
        registry.register(withKind("noflag", "qg", kind({ api: "duels", flag: "" }, start))),
      ]);
      expect(results).toEqual([false, false, false, false, false, false, false]);
      expect(errors).toEqual([
        "Indie Dice | The rule set nocode was not added: " +
          "its card kind api.duels has no code (its declaration gives no start).",
        `Indie Dice | The rule set apitaken was not added: ` +
          `its card kind api.contests uses the name "contests" ` +
          `(an API member, a flag or a query), which Indie Dice's API or another card kind has already.`,
        `Indie Dice | The rule set flagtaken was not added: ` +
          `its card kind api.duels uses the name "groupTest" ` +
          `(an API member, a flag or a query), which Indie Dice's API or another card kind has already.`,
        `Indie Dice | The rule set querytaken was not added: ` +
          `its card kind api.duels uses the name "indie-dice.recordExtendedRound" ` +
          `(an API member, a flag or a query), which Indie Dice's API or another card kind has already.`,
        `Indie Dice | The rule set twice was not added: ` +
          `its card kind api.brawls uses the name "duel" ` +
          `(an API member, a flag or a query), which Indie Dice's API or another card kind has already.`,
        `Indie Dice | The rule set apiown was not added: ` +
          `its card kind api.dialogs uses the name "dialogs" ` +
          `(an API member, a flag or a query), which Indie Dice's API or another card kind has already.`,
        "Indie Dice | The rule set noflag was not added: " +
          "its card kind api.duels is not declared as a card kind is: " +
          "it needs an API member, a flag, a list of query names and its API's members.",
      ]);
      expect(
        RULE_SET_IDS.filter((id) =>
          ["nocode", "apitaken", "flagtaken", "querytaken", "twice", "apiown", "noflag"].includes(id),
        ),
      ).toEqual([]);
    },
  );

  it(
    "refuses a module's card kind registered alone " +
      "(registerCardKind) as it refuses a rule set's, " +
      "in words that name the kind, and after the hook returned",
    () => {
      const start = () => {
        throw new Error("never started: refused");
      };
      const kind = (names: { api: string; flag: string }, code?: () => never) =>
        Object.assign({}, GROUP_TEST_CARD, { headlinedRollFlags: [], tellingDiceFlags: [], queries: [] }, names, {
          start: code,
        });
      const { registry, results, errors } = startWith((registry) => [
        registry.registerCardKind(kind({ api: "duels", flag: "duel" })),
        registry.registerCardKind(kind({ api: "duels", flag: "groupTest" }, start)),
        registry.registerCardKind(kind({ api: "duels", flag: "" }, start)),
      ]);
      expect(results).toEqual([false, false, false]);
      expect(errors).toEqual([
        "Indie Dice | The card kind api.duels was not added: it has no code (its declaration gives no start).",
        `Indie Dice | The card kind api.duels was not added: ` +
          `it uses the name "groupTest" ` +
          `(an API member, a flag or a query), which Indie Dice's API or another card kind has already.`,
        "Indie Dice | The card kind api.duels was not added: it is not declared as a card kind is: " +
          "it needs an API member, a flag, a list of query names and its API's members.",
      ]);
      const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
      expect(registry?.registerCardKind(kind({ api: "duels", flag: "duel" }, start))).toBe(false);
      expect(error).toHaveBeenCalledWith(
        "Indie Dice | The card kind api.duels was not added: " +
          "card kinds are registered only while the hook indie-dice.registerRuleSets runs, in init.",
      );
      error.mockRestore();
      // Nothing refused answers: the API has no member of its name.
      expect(Reflect.get(must(must(game.modules.get("indie-dice")).api), "duels")).toBeUndefined();
    },
  );

  it("refuses a rule set registered after the hook returned: its dice and settings are built already", () => {
    const { registry } = startWith(() => []);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(registry?.register(renamed("late", "zz"))).toBe(false);
    expect(error).toHaveBeenCalledWith(
      "Indie Dice | The rule set late was not added: " +
        "rule sets are registered only while the hook indie-dice.registerRuleSets runs, in init.",
    );
    error.mockRestore();
    expect(RULE_SET_IDS).not.toContain("late");
  });

  it(
    "logs what it refused in init only once the translations are loaded " +
      "(i18nInit), as Foundry loads them after init",
    () => {
      foundry = installFoundryDouble();
      const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
      Hooks.once(REGISTER_RULE_SETS_HOOK, (registry) => void registry.register(kaiser));
      let loggedBeforeI18nInit = -1;
      // Added before Indie Dice's own listener on i18nInit (which init adds): it runs first, when nothing is logged
      // yet.
      Hooks.once("i18nInit", () => void (loggedBeforeI18nInit = error.mock.calls.length));
      listenAll();
      foundry.runLifecycle();
      expect([loggedBeforeI18nInit, error.mock.calls.length]).toEqual([0, 1]);
      error.mockRestore();
    },
  );
});

/**
 * The kit as docs/rule-set-authors.md promises it: every name its "What to import" paragraph and its namespaces'
 * table give is a member (a namespace's under `kit.<namespace>`), and the table names every member of a namespace.
 */
describe("the kit docs/rule-set-authors.md describes", () => {
  const doc = readFileSync(new URL("../../docs/rule-set-authors.md", import.meta.url), "utf8");
  const section = (heading: string) => must(doc.split(heading)[1]).split(/\n#{2,3} /)[0] ?? "";
  const namesIn = (text: string) => [...text.matchAll(/`([A-Za-z_][A-Za-z0-9_]*)`/g)].map((match) => must(match[1]));
  const kit: Readonly<Record<string, object>> = RULE_SET_KIT;
  const tableOf = (heading: string) =>
    section(heading)
      .split("\n")
      .filter((line) => line.startsWith("| `kit."))
      .map((line) => {
        const [, name, members] = line.split("|");
        return { name: must(/`kit\.(\w+)`/.exec(must(name))?.[1]), members: namesIn(must(members)) };
      });
  const namespaces = tableOf("### The kit's namespaces");

  it(
    "has every namespace the docs name, the first paragraph's, and no other member (issue 76: " +
      "no flat member left)",
    () => {
      const paragraph = must(section("## What to import: nothing at run time — the kit").split("\n\n")[1]);
      const named = namesIn(paragraph);
      // `registry.kit` and the kit's file are not bare names: the rest are the kit's namespaces, all of them.
      expect([...named].sort()).toEqual(Object.keys(kit).sort());
      for (const name of named) expect(kit[name], name).toBeDefined();
    },
  );

  it(
    "has each namespace of the table with exactly the members the table names, " +
      "frozen, the five rule sets' own instances",
    () => {
      expect(namespaces.map(({ name }) => name)).toEqual([
        "schema",
        "limits",
        "notation",
        "odds",
        "contests",
        "requests",
        "text",
        "dialogs",
        "rollCards",
        "dice",
        "rolls",
        "threeD",
        "foundry",
        "systems",
        "damage",
        "dom",
        "pools",
      ]);
      for (const { name, members } of namespaces) {
        const namespace = must(kit[name]);
        expect(Object.isFrozen(namespace), name).toBe(true);
        expect(Object.keys(namespace).sort(), name).toEqual([...members].sort());
      }
      // The same functions the five import from src/, not copies.
      expect(RULE_SET_KIT.schema.object).toBe(object);
      expect(RULE_SET_KIT.limits.limit).toBe(limit);
      expect(RULE_SET_KIT.foundry.pressCardButton).toBe(pressCardButton);
      expect(RULE_SET_KIT.pools.poolOutcomes).toBe(poolOutcomes);
      expect(RULE_SET_KIT.damage.mixture).toBe(mixture);
    },
  );

  it(
    "has the card kit's namespaces with exactly the members its table names, " +
      "frozen, the built-in kinds' own instances",
    () => {
      const cardKit: Readonly<Record<string, object>> = CARD_KIT;
      const tables = tableOf("### The card kit's namespaces");
      expect(Object.isFrozen(CARD_KIT)).toBe(true);
      expect(tables.map(({ name }) => name).sort()).toEqual(Object.keys(CARD_KIT).sort());
      for (const { name, members } of tables) {
        const namespace = must(cardKit[name]);
        expect(Object.isFrozen(namespace), name).toBe(true);
        expect(Object.keys(namespace).sort(), name).toEqual([...members].sort());
      }
      expect(CARD_KIT.cards.postCard).toBe(postCard);
    },
  );
});
