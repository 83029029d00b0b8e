/**
 * The Kleptonomicon group test and the K&R extended test as their cards stand before anyone rolls: the calculator
 * shows the card's own chance, built by the card's own view model from the card's starting state.
 */
import { startGroupTest } from "../src/rule-sets/klepto/core/group-test/group-test-state";
import type { GiftReading, GroupRollRequest, GroupTestState } from "../src/rule-sets/klepto/core/group-test/group-test-types";
import { startExtendedCard, type ExtendedTestCardSetup, type ExtendedTestCardState } from "../src/rule-sets/kingdoms/core/extended-test/extended-test-state";
import { extendedTestCardModel, type ExtendedTestCardView } from "../src/rule-sets/kingdoms/ui/extended-test/extended-test-card-model";
import { groupTestCardModel, type GroupTestCardView } from "../src/rule-sets/klepto/ui/group-test/group-test-card-model";
import type { Translator } from "../src/ui/translator";

export class GroupTestEntry {
  private constructor(readonly state: GroupTestState) {}

  static start(names: readonly string[], request: GroupRollRequest, reading: GiftReading): GroupTestEntry {
    const participants = names.map((name, index) => ({ id: `member-${index + 1}`, actorUuid: null, name, request }));
    return new GroupTestEntry(startGroupTest({ participants, reading }));
  }

  view(i18n: Translator): GroupTestCardView {
    // The calculator's one user is the GM: every button is theirs.
    return groupTestCardModel({ state: this.state, rolls: {}, mayAct: () => true }, i18n);
  }
}

export class ExtendedTestEntry {
  private constructor(readonly state: ExtendedTestCardState) {}

  static start(setup: ExtendedTestCardSetup): ExtendedTestEntry {
    return new ExtendedTestEntry(startExtendedCard(setup));
  }

  view(i18n: Translator): ExtendedTestCardView {
    return extendedTestCardModel({ state: this.state, faces: [], mayAct: () => true }, i18n);
  }
}
