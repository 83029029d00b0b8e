/**
 * The public API on `game.modules.get("indie-dice").api`, as types only (assembled in src/root/api.ts): the
 * contract macros, sheets and systems call, and the one the module's own parts are handed in `init`.
 */
import type { DialogsApi } from "./dialogs";
import type { FairnessApi } from "./fairness-api";
import type { SavedRollsApi } from "./saved-rolls-api";

/**
 * What each rule set adds to the API under its id (`api.ruleSets.klepto.ranges`; `FoundryRuleSet.api`), each
 * declared by declaration merging in the rule set's folder (`src/rule-sets/<id>/foundry/types.ts`), made beside it
 * (`foundry/api-members.ts`): the Kleptonomicon's `ranges`, Dungeons of Olde's `characterFormula`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the rule sets' declaration merging
export interface RuleSetApis {}

/**
 * The same members under the flat names they had on the API itself before 0.2.0 (`api.ranges`): each still answers
 * for one release, warning once (src/root/api.ts). Declared beside each rule set's `RuleSetApis` entry (its
 * `foundry/types.ts`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the rule sets' declaration merging
export interface DeprecatedApiMembers {}

/**
 * The members whose types are the implementation's own are added by declaration merging beside the code that makes
 * them, since a `types/` module imports no implementation: our dice and Roll classes (`dice.rolls.KaiserRoll
 * .fromCheck(...)` and the like) in src/foundry/dice/register-dice.ts; the engine's `odds` and `notation` in
 * src/root/api.ts; the rule sets' own members (`RuleSetApis`) in their folders.
 */
export interface IndieDiceApi extends DeprecatedApiMembers, CardApis {
  /** Each rule set's own members, under its id: `api.ruleSets.klepto.ranges`. */
  readonly ruleSets: { readonly [R in keyof RuleSetApis]: RuleSetApis[R] };
  /** The roll dialogs. */
  readonly dialogs: DialogsApi;
  /** The dice fairness report (a GM only): `report(options)` → the report, `open()` → its window. */
  readonly fairness: FairnessApi;
  /** A character's saved rolls: `list`, `save`, `remove`, `roll`, `open`. */
  readonly savedRolls: SavedRollsApi;
}

/**
 * The APIs of the card kinds a rule set adds (`FoundryRuleSet.cardKinds`), each declared by declaration merging in
 * its folder's `foundry/types.ts`: the Kleptonomicon's `groupTests`, K&R's `extendedTests`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the rule sets' declaration merging
export interface RuleSetCardApis {}

/**
 * The APIs of the shared card kinds, each declared by declaration merging in its folder (`contests`:
 * src/card-kinds/contest/foundry/contests-api-types.ts; `requests`:
 * src/card-kinds/request/foundry/requests-api-types.ts), registered by src/card-kinds/shared.ts, and started from
 * src/root/card-chunk.ts `SHARED_CARD_CODE`: a member here without its code does not compile.
 */
// filled by the shared card kinds' declaration merging
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SharedCardApis {}

/** The cards several users act on, each wired in init: the shared kinds' and the rule sets' own. */
export interface CardApis extends SharedCardApis, RuleSetCardApis {}
