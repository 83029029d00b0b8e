/**
 * docs/cards.md "Every card kind" is generated from the registry, and this test holds it to the registry: every kind
 * the card chunk starts — the shared ones (src/card-kinds/shared.ts), each registered rule set's own
 * (`FoundryRuleSet.cardKinds`) and those modules register alone (`registry.registerCardKind`) — with its API member,
 * whose it is, the flag its state is kept under, its queries and its API's members. A module's kind is the example
 * module's (examples/ready-check/), registered through the hook here as its module registers it; so this file
 * registers for good and runs isolated (vitest.config.ts REGISTERS_FOR_GOOD). A kind added, renamed or given a new
 * query fails it until the list is written again: `UPDATE_DOCS=1 npx vitest run --project node
 * test/foundry/cards/card-kind-list.test.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sharedCardKinds } from "../../../src/foundry/cards/shared-card-kinds";
import { aloneCardKinds, foundryRuleSets } from "../../../src/foundry/rule-sets";
import { installFoundryDouble } from "../../../foundry-double";
import { listenAll } from "../../../src/root";
import { REGISTER_RULE_SETS_HOOK } from "../../../src/foundry/rule-set-hook";

/**
 * The example module's id and the files that make its kind's declaration (a program of its own: read, not imported by
 * type).
 */
const EXAMPLE = {
  id: "indie-dice-ready-check",
  kind: "../../../examples/ready-check/src/kind.ts",
  state: "../../../examples/ready-check/src/state.ts",
};

/** A function one of the example's files exports: its types are its own program's, so it is called as it comes. */
async function exampleExport(file: string, name: string): Promise<(argument: unknown) => unknown> {
  const exports: unknown = await import(/* @vite-ignore */ file);
  const member: unknown = typeof exports === "object" && exports !== null ? Reflect.get(exports, name) : undefined;
  if (typeof member !== "function") throw new Error(`${file} exports no function ${name}`);
  return (argument) => Reflect.apply(member, undefined, [argument]);
}

/** Indie Dice started with the example module's kind registered through the hook, as its module.ts registers it. */
async function startWithTheExample(): Promise<void> {
  const readyCheckKind = await exampleExport(EXAMPLE.kind, "readyCheckKind");
  const readyCheckSchema = await exampleExport(EXAMPLE.state, "readyCheckSchema");
  const foundry = installFoundryDouble();
  Hooks.once(
    REGISTER_RULE_SETS_HOOK,
    (registry) =>
      void Reflect.apply(registry.registerCardKind, registry, [readyCheckKind(readyCheckSchema(registry.kit.schema))]),
  );
  listenAll();
  foundry.runLifecycle();
  foundry.uninstall();
}

const DOC = fileURLToPath(new URL("../../../docs/cards.md", import.meta.url));
const START = "<!-- card-kinds: generated from the registry by test/foundry/cards/card-kind-list.test.ts -->";
const END = "<!-- /card-kinds -->";

interface Listed {
  readonly api: string;
  readonly flag: string;
  readonly queries: readonly string[];
  readonly apiMembers: object;
}

const code = (names: readonly string[]) =>
  names.length === 0 ? "none" : names.map((name) => `\`${name}\``).join(", ");

function row(kind: Listed, whose: string): string {
  return (
    `| \`api.${kind.api}\` | ${whose} | \`${kind.flag}\` | ${code(kind.queries)} | ` +
    `${code(Object.keys(kind.apiMembers))} |`
  );
}

/**
 * The list as the registry gives it: the shared kinds in the order registered, each rule set's in its order, then the
 * modules' alone.
 */
function generatedList(): string {
  const rows = [
    ...sharedCardKinds().map((kind) => row(kind, "shared")),
    ...foundryRuleSets().flatMap((ruleSet) =>
      (ruleSet.cardKinds ?? []).map((kind) => row(kind, `rule set \`${ruleSet.id}\``)),
    ),
    ...aloneCardKinds().map((kind) => row(kind, `module \`${EXAMPLE.id}\` (examples/ready-check)`)),
  ];
  return ["| API member | whose | state flag | queries | API |", "| --- | --- | --- | --- | --- |", ...rows].join("\n");
}

describe("docs/cards.md lists every card kind", () => {
  it("as the registry has them, the example module's kind registered", async () => {
    await startWithTheExample();
    expect(aloneCardKinds().map((kind) => kind.api)).toEqual(["readyChecks"]);
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
