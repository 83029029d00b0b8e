/**
 * A green run prints no stack trace: a console.error or console.warn that no test asked for fails the test it came
 * from (or the next one, for a message logged between tests). The message is still printed, trace and all.
 *
 * A test that provokes an error on purpose (a refusal, bad input, a hostile client) captures it and says which it
 * expects: `const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)`, then
 * `expect(warn).toHaveBeenCalledWith(...)` (the adapter tests' `spyWarnings()`,
 * test/foundry/support/contests-harness.ts, does the first and restores it when the test ends). A spy with an
 * implementation of its own never reaches this guard.
 */
import { afterAll, afterEach, beforeEach } from "vitest";
import { format } from "node:util";

const LEVELS = ["error", "warn"] as const;

/** Kept on the global object: without isolation this file runs again for every test file, in the same worker. */
interface Guard {
  readonly logged: string[];
}
const KEY = Symbol.for("indie-dice.console-guard");
const holder = globalThis as { [KEY]?: Guard };
const guard: Guard = (holder[KEY] ??= install());

function install(): Guard {
  const state: Guard = { logged: [] };
  for (const level of LEVELS) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      state.logged.push(`console.${level}: ${format(...args).split("\n")[0]}`);
      original(...args);
    };
  }
  return state;
}

function check(when: string): void {
  const logged = guard.logged.splice(0);
  if (logged.length === 0) return;
  throw new Error(
    `${logged.length} unexpected console message(s) ${when} — a test that provokes one spies ` +
      `on the console and asserts it ` +
      `(test/setup/console-guard.ts):\n${logged.map((line) => `  ${line}`).join("\n")}`,
  );
}

beforeEach(() => check("logged between tests (after an earlier test ended, maybe in another file)"));
afterEach(() => check("logged by this test"));
afterAll(() => check("logged after the file's last test"));
