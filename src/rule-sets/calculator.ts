/**
 * The rule sets' own card kinds as the web calculator shows them (calculator/site-entry.ts): the Kleptonomicon's
 * group test and K&R's extended test as their cards stand before anyone rolls, each card's own chance built by the
 * card's own view model from its starting state. The calculator's registration file, with its worker's
 * (calculator-worker.ts): the calculator imports no rule set's folder but through them (docs/architecture.md rule 10).
 */
import { startGroupTest } from "./klepto/core/group-test/group-test-state";
import type { GiftReading, GroupRollSpec, GroupTestState } from "./klepto/core/group-test/group-test-types";
import { groupTestCardModel, type GroupTestCardView } from "./klepto/ui/group-test/group-test-card-model";
import type { ExtendedOddsInput } from "./kingdoms/core/extended-test/extended-test-odds";
import {
  extendedTargetReachable,
  startExtendedCard,
  type ExtendedTestCardSetup,
  type ExtendedTestCardState,
} from "./kingdoms/core/extended-test/extended-test-state";
import { GROUP_MEMBER_FIELDS } from "./klepto/ui/group-test/member-fields";
import {
  extendedTestCardModel,
  reachOddsLine,
  type ExtendedTestCardView,
} from "./kingdoms/ui/extended-test/extended-test-card-model";
import type { CardOdds } from "../ui/roll-cards/card-view";
import type { Translator } from "../ui/translator";
import type { RuleSetId } from "../core/rule-set-types";

/** A rule set's card kind as a view of the calculator (`CALCULATOR_CARD_KINDS`). */
interface CalculatorCardKind {
  /**
   * The rule set whose roll dialog asks the Test the kind's rolls are made of, beside its panel; null: the panel asks
   * all.
   */
  readonly dialog: RuleSetId | null;
  /** The calculator's name of its button and panel (calculator/lang, `FrameTextKey`). */
  readonly label: string;
}

/**
 * The rule sets' card kinds the calculator offers a view of, in the order of its buttons, each by its view's name in
 * a link (`view=group`, as links have named it since the views were made): the calculator's list of views and their
 * type are derived from it (calculator/url-state.ts), and its panel's figures are asked by the same names
 * (calculator/site-entry.ts `CARD_KIND_PANELS`, which does not compile without one for each).
 */
export const CALCULATOR_CARD_KINDS = {
  group: { dialog: "klepto", label: "groupTest" },
  extended: { dialog: null, label: "extendedTest" },
} as const satisfies Readonly<Record<string, CalculatorCardKind>>;

/**
 * What a group test's members roll, and how its gifts are read (the Kleptonomicon's group test, the calculator's
 * fields).
 */
export type GroupEntrySpec = GroupRollSpec;
export type GroupEntryReading = GiftReading;

/**
 * A member of the calculator's group test: their name and the Test they roll (the group's, or with numbers of their
 * own).
 */
export interface GroupEntryMember {
  readonly name: string;
  readonly request: GroupRollSpec;
}

export class GroupTestEntry {
  private constructor(readonly state: GroupTestState) {}

  /** The numbers a member may have of their own, as *Start a Group Test* asks them: name, label key, limit. */
  static readonly memberFields: typeof GROUP_MEMBER_FIELDS = GROUP_MEMBER_FIELDS;

  static start(members: readonly GroupEntryMember[], reading: GiftReading): GroupTestEntry {
    const participants = members.map(({ name, request }, index) => ({
      id: `member-${index + 1}`,
      actorUuid: null,
      name,
      request,
    }));
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

  /** The card's words for its chance before the first roll, `reach` worked out elsewhere (the calculator's worker). */
  oddsLine(i18n: Translator, question: ExtendedOddsInput, reach: number): CardOdds {
    return reachOddsLine(i18n, this.state, reach, this.state.maxRounds, extendedTargetReachable(question));
  }
}
