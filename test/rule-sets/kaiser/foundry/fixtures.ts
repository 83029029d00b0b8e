/** Kaiser's fixtures for the shared tests of the Foundry layer (test/rule-sets/foundry-fixture-types.ts). */
import type { RuleSetFoundryFixtures } from "../../foundry-fixture-types";

export const kaiserFoundryFixtures: RuleSetFoundryFixtures<"kaiser"> = {
  ruleSet: "kaiser",
  // 2d6ko + 5: 3 + 4 + 5 = 12, carrying the card's opposed Fumble penalty as the contest roller does.
  forgedContestRoll: {
    spec: { kind: "skill", bonus: 5, advantage: 0, method: "pool" },
    faces: [3, 4],
    make: (rolls, state) =>
      rolls.KaiserRoll.fromCheck({
        kind: "skill",
        bonus: 5,
        advantage: 0,
        method: "pool",
        fumblePenalty: Reflect.get(state.rules, "kaiserFumblePenalty"),
      }),
  },
};
