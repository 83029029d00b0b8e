/**
 * The kind's types, merged into Indie Dice's: its API under `api.readyChecks`, its query in `CONFIG.Queries`. Types
 * only: nothing imports it; the program that checks the module reads it (tsconfig.json).
 */
import type { QueryHandler } from "indie-dice-types";
import type { ReadyChecksApi } from "./kind";

declare module "indie-dice-types" {
  interface RuleSetCardApis {
    readonly readyChecks: ReadyChecksApi;
  }
}

declare global {
  // fvtt-types declares `CONFIG.Queries` in a namespace, which merging must name
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CONFIG {
    interface Queries {
      "indie-dice.markReady": QueryHandler;
    }
  }
}
