/**
 * docs/cards.md "Every card kind" is generated from the registry, and this test holds it to the registry: every kind
 * the card chunk starts — the shared ones (src/card-kinds/shared.ts) and each registered rule set's own
 * (`FoundryRuleSet.cardKinds`), a module's as the built-in ones' — with its API member, whose it is, the flag its
 * state is kept under, its queries and its API's members. A kind added, renamed or given a new query fails it until
 * the list is written again: `UPDATE_DOCS=1 npx vitest run --project node test/foundry/cards/card-kind-list.test.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sharedCardKinds } from "../../../src/foundry/cards/shared-card-kinds";
import { foundryRuleSets } from "../../../src/foundry/rule-sets";

const DOC = fileURLToPath(new URL("../../../docs/cards.md", import.meta.url));
const START = "<!-- card-kinds: generated from the registry by test/foundry/cards/card-kind-list.test.ts -->";
const END = "<!-- /card-kinds -->";

interface Listed {
  readonly api: string;
  readonly flag: string;
  readonly queries: readonly string[];
  readonly apiMembers: object;
}

const code = (names: readonly string[]) => (names.length === 0 ? "none" : names.map((name) => `\`${name}\``).join(", "));

function row(kind: Listed, whose: string): string {
  return `| \`api.${kind.api}\` | ${whose} | \`${kind.flag}\` | ${code(kind.queries)} | ${code(Object.keys(kind.apiMembers))} |`;
}

/** The list as the registry gives it: the shared kinds in the order registered, then each rule set's in its order. */
function generatedList(): string {
  const rows = [
    ...sharedCardKinds().map((kind) => row(kind, "shared")),
    ...foundryRuleSets().flatMap((ruleSet) => (ruleSet.cardKinds ?? []).map((kind) => row(kind, `rule set \`${ruleSet.id}\``))),
  ];
  return [
    "| API member | whose | state flag | queries | API |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}

describe("docs/cards.md lists every card kind", () => {
  it("as the registry has them", () => {
    const doc = readFileSync(DOC, "utf8");
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, `docs/cards.md has no ${START}`).toBeGreaterThanOrEqual(0);
    expect(end, `docs/cards.md has no ${END}`).toBeGreaterThan(start);
    const listed = doc.slice(start + START.length, end).trim();
    const generated = generatedList();
    if (process.env.UPDATE_DOCS === "1" && listed !== generated) {
      writeFileSync(DOC, `${doc.slice(0, start + START.length)}\n${generated}\n${doc.slice(end)}`);
      return;
    }
    expect(listed).toBe(generated);
  });
});
