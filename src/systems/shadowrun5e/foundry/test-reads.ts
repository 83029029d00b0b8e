import type { RuleSetKit } from "../../../foundry/composition";
import type { Sr5Test } from "../core/test-odds";

/**
 * A Shadowrun 5e test read from the live objects (docs/systems-shadowrun5e.md "In the dialog"), SR5-FoundryVTT
 * 0.36.0 at a86d50d3: the dialog's `test` (TestDialog.ts:35-48), a SuccessTest whose value fields' `value`s are
 * what it rolls — the pool with Edge in it once Push the Limit is ticked (`applyPushTheLimit`) — and whose getters
 * say the rest (`hasLimit`, `hasPushTheLimit`, `hasBuyHits`); the message's flag, its `toJSON()`.
 */

type Field = RuleSetKit["systems"]["field"];

const SYSTEM = "shadowrun5e";

/** A whole number at `from.<name>.value`, or null. */
function valueOf(field: Field, from: unknown, name: string): number | null {
  const value = field(field(from, name), "value");
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

/** Whether the world applies limits (src/module/settings.ts `applyLimits`, default on). */
function limitsApply(kit: RuleSetKit): boolean {
  return kit.systems.systemSetting(SYSTEM, "applyLimits") !== false;
}

/**
 * The limit when limits apply (the world's setting and a limit above 0), whatever Push the Limit's state: the
 * limit the checkbox's other state reads. Null where none applies.
 */
function worldLimit(kit: RuleSetKit, limit: number): number | null {
  return limitsApply(kit) && limit > 0 ? limit : null;
}

/**
 * A test as its fields stand, from the SuccessTest or its JSON's `data` (`fromData`) — or null when it is none the
 * adapter reads. An extended test sums its hits over its rolls: its threshold is no one roll's, so it is read as
 * none (the hits' rows stand).
 */
export function testOf(kit: RuleSetKit, data: unknown, flags: { ptl: unknown; buy: unknown; hasLimit: unknown }) {
  const { field } = kit.systems;
  const pool = valueOf(field, data, "pool");
  const limit = valueOf(field, data, "limit");
  const threshold = valueOf(field, data, "threshold");
  if (pool === null || limit === null || threshold === null || pool < 0) return null;
  const pushTheLimit = flags.ptl === true;
  return {
    pool,
    limit: flags.hasLimit === true ? limit : null,
    threshold: field(data, "extended") === true ? 0 : Math.max(threshold, 0),
    pushTheLimit,
    buyHits: flags.buy === true,
    worldLimit: worldLimit(kit, limit),
  };
}

/** The dialog's test (`app.test`), its Edge where the dialog offers Push the Limit (the test has an actor). */
export function dialogTest(kit: RuleSetKit, app: unknown): (Sr5Test & { worldLimit: number | null }) | null {
  const { field } = kit.systems;
  const test = field(app, "test");
  const read = testOf(kit, field(test, "data"), {
    ptl: field(test, "hasPushTheLimit"),
    buy: field(test, "hasBuyHits"),
    hasLimit: field(test, "hasLimit"),
  });
  if (!read) return null;
  const actor = field(test, "actor");
  const edge = valueOf(field, field(field(actor, "system"), "attributes"), "edge");
  return { ...read, edge: actor ? (edge ?? 0) : null };
}
