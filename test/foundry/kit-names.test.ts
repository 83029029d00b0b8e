/**
 * One kit (issue 76): the start-up kit (`registry.kit`, src/root/rule-set-kit.ts) and the card kit (`parts.kit`,
 * src/foundry/cards/card-kit.ts) hold every member in a namespace by area, and no namespace or member name means two
 * things between them. The old names (the first kit's flat members, `kit.cards`, the card kit's `text` and `dice`)
 * still answer one release, unlisted, each warning once as Foundry warns of what it deprecates
 * (docs/rule-set-authors.md "Names that changed").
 */
import { describe, expect, it, vi } from "vitest";
import { installFoundryDouble } from "../../foundry-double";
import { RULE_SET_KIT } from "../../src/root/rule-set-kit";
import { CARD_KIT } from "../../src/foundry/cards/card-kit";
import { IndieDiceError } from "../../src/core/errors";
import { formulaChance } from "../../src/core/formula/formula-distribution";
import { cardFollowUp } from "../../src/ui/roll-cards/card-actions";
import { IndieRoll } from "../../src/foundry/dice/rolls/indie-roll";

const deprecation = (old: string, now: string) =>
  `indie-dice | ${old} is deprecated: use ${now}.\nDeprecated since Version ` +
  `0.2.0\nBackwards-compatible support will be removed in Version 0.3.0`;

/** The kit's members, each name with the namespaces that hold it. */
function membersOf(kit: Readonly<Record<string, object>>): Map<string, string[]> {
  const where = new Map<string, string[]>();
  for (const [namespace, members] of Object.entries(kit))
    for (const name of Object.keys(members)) where.set(name, [...(where.get(name) ?? []), namespace]);
  return where;
}

describe("one kit", () => {
  it("has no flat member: every member of either kit is in a frozen namespace", () => {
    for (const kit of [RULE_SET_KIT, CARD_KIT]) {
      for (const [name, member] of Object.entries(kit)) {
        expect(typeof member, name).toBe("object");
        expect(Object.isFrozen(member), name).toBe(true);
      }
    }
  });

  it("names no namespace and no member the same in both kits, nor a member twice in one", () => {
    const startUp = membersOf(RULE_SET_KIT);
    const cards = membersOf(CARD_KIT);
    expect(Object.keys(RULE_SET_KIT).filter((name) => Object.keys(CARD_KIT).includes(name))).toEqual([]);
    expect([...startUp.keys()].filter((name) => cards.has(name))).toEqual([]);
    expect([...startUp, ...cards].filter(([, namespaces]) => namespaces.length > 1)).toEqual([]);
  });

  it("answers the first kit's flat names and the renamed namespaces, the same members, each warning once", () => {
    const foundry = installFoundryDouble();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const kit: Readonly<Record<string, unknown>> = RULE_SET_KIT;
    const cardKit: Readonly<Record<string, unknown>> = CARD_KIT;
    expect(kit["IndieDiceError"]).toBe(IndieDiceError);
    expect(kit["IndieDiceError"]).toBe(RULE_SET_KIT.limits.IndieDiceError);
    expect(kit["formulaChance"]).toBe(formulaChance);
    expect(kit["IndieRoll"]).toBe(IndieRoll);
    expect(kit["cards"]).toBe(RULE_SET_KIT.rollCards);
    expect(RULE_SET_KIT.cards.cardFollowUp).toBe(cardFollowUp);
    expect(kit["cards"]).toBe(RULE_SET_KIT.rollCards);
    expect(cardKit["text"]).toBe(CARD_KIT.forms);
    expect(cardKit["dice"]).toBe(CARD_KIT.cardDice);
    expect(cardKit["dice"]).toBe(CARD_KIT.cardDice);
    const warned = warn.mock.calls.map(([logged]) => (logged instanceof Error ? logged.message : String(logged)));
    warn.mockRestore();
    foundry.uninstall();
    expect(warned).toEqual([
      deprecation("registry.kit.IndieDiceError", "registry.kit.limits.IndieDiceError"),
      deprecation("registry.kit.formulaChance", "registry.kit.systems.formulaChance"),
      deprecation("registry.kit.IndieRoll", "registry.kit.rolls.IndieRoll"),
      deprecation("registry.kit.cards", "registry.kit.rollCards"),
      deprecation("parts.kit.text", "parts.kit.forms"),
      deprecation("parts.kit.dice", "parts.kit.cardDice"),
    ]);
    // Unlisted: what a module lists of a kit is its namespaces.
    expect(Object.keys(RULE_SET_KIT)).not.toContain("IndieDiceError");
    expect(Object.keys(RULE_SET_KIT)).not.toContain("cards");
    expect(Object.keys(CARD_KIT)).not.toContain("text");
  });
});
