/**
 * What each built-in rule set's tests give the shared tests (test/rule-sets/<id>/fixtures.ts), found by folder in
 * test/rule-sets/fixtures.ts: the shared tests look a rule set's up by id and name none, so a sixth rule set adds
 * its own file and no line elsewhere, and a member it leaves out fails to compile in its own file (tsconfig.json
 * checks each rule set's fixtures.ts, which nothing imports by name).
 */
import type { ContestSetup } from "../../src/card-kinds/contest/core/contest-setup";
import type { ContestSpecs } from "../../src/card-kinds/contest/core/contest-types";
import type { RuleSetId } from "../../src/core/rule-set-types";
import type { RuleSetDialogFixtures } from "../ui/dialogs/fixtures";

export interface RuleSetTestFixtures<R extends RuleSetId = RuleSetId> {
  readonly ruleSet: R;
  /** The shared dialog tests' (test/ui/dialogs). */
  readonly dialog: RuleSetDialogFixtures<R>;
  /**
   * Six attackers of different builds against one defender: the size the card is made for
   * (test/card-kinds/contest/core/joint-contest-odds.test.ts).
   */
  readonly contestMob: { readonly attackers: ContestSpecs[R][]; readonly defender: ContestSpecs[R] };
  /** Every reading of the card's rules that changes who wins a pairing, each with its case's name (the same test). */
  readonly contestRuleVariants: readonly (readonly [name: string, extra: Partial<ContestSetup>])[];
  /**
   * The contest card's rule fields and a pairing's fields of its own kind, as the rules texts and docs/cards.md name
   * them, by hand.
   */
  readonly ownContest: { readonly rules: readonly string[]; readonly pairing: readonly string[] };
  /** Its members under `api.odds.<id>`, without its prefix (test/core/odds/api-odds.test.ts). */
  readonly apiOdds: readonly string[];
  /**
   * The GM's roll for Fafnir that 0.1.0 rolled in its `contest-<id>-resolved` fixture (test/foundry/fixtures/v0.1.0),
   * as faces of dice; null for a rule set 0.1.0 did not have.
   */
  readonly v010VillainRoll: readonly [face: number, faces: number][] | null;
}
