/**
 * eslint.config.js: an escape-hatch cast (`as never`, `as unknown as`) fails `npm run lint` outside the files that
 * port a Foundry internal, listed once there (docs/architecture.md, "Shape rules").
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function castProblems(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === "no-restricted-syntax")
    .map((message) => message.message);
}

describe("escape-hatch casts", () => {
  it("are refused in a file outside the allowed set", async () => {
    expect(
      await castProblems("src/ui/percent-example.ts", "export const a = (1 as unknown as string);\n"),
    ).toHaveLength(1);
    expect(await castProblems("src/foundry/cards/example.ts", "export const b = ({} as never);\n")).toHaveLength(1);
  });

  it("stay allowed in a file that ports a Foundry internal", async () => {
    expect(await castProblems("src/foundry/dice/indie-die.ts", "export const c = (1 as unknown as string);\n")).toEqual(
      [],
    );
  });

  it("leave plain assertions alone", async () => {
    expect(await castProblems("src/ui/percent-example.ts", "export const d = (1 as number) + (2 as const);\n")).toEqual(
      [],
    );
  });
});
