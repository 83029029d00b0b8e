/**
 * The Kleptonomicon's Foundry types, merged into Indie Dice's interfaces: every declaration merge of its foundry layer
 * is in this one file (docs/architecture.md "Adding a rule set"). Types only: nothing imports it; each program that
 * checks the layer reads it (tsconfig.foundry.json, types/tsconfig.json).
 */
import type { IndieDieClass } from "../../../foundry/dice/indie-die";
import type { kleptoApiMembers } from "./api-members";
import type { GroupTestsApi } from "./group-test/group-tests-api-types";
import type { KleptoRoll } from "./roll";
import type { QueryHandler } from "../../../foundry/types/queries";

declare module "../../../foundry/types/rolls" {
  interface RuleSetRollClasses {
    readonly klepto: typeof KleptoRoll;
  }
  interface RuleSetDieClasses {
    /** The d10ish die's class, as its factory (`d10ishDieTerm.create`, foundry/d10ish-die.ts) makes it. */
    readonly D10ishDie: IndieDieClass;
  }
}

declare module "../../../foundry/types/side-dice" {
  interface RuleSetSideDieKinds {
    klepto: "critCoin" | "giftDie";
  }
}

declare module "../../../foundry/types/indie-dice-api" {
  interface RuleSetApis {
    klepto: typeof kleptoApiMembers;
  }

  interface DeprecatedApiMembers {
    /** @deprecated since 0.2.0: call `api.ruleSets.klepto.ranges`. */
    readonly ranges: (typeof kleptoApiMembers)["ranges"];
  }

  interface RuleSetCardApis {
    /** Kleptonomicon Group Tests: `groupTest(...)` → the card, written by the GM's client only. */
    readonly groupTests: GroupTestsApi;
  }
}

// Its group test's queries' names (group-test/group-test-card.ts), in `CONFIG.Queries` beside every card kind's
// own.
declare global {
  // fvtt-types declares `CONFIG.Queries` in a namespace, which merging must name
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CONFIG {
    interface Queries {
      "indie-dice.recordGroupRoll": QueryHandler;
      "indie-dice.recordGroupGift": QueryHandler;
    }
  }
}
