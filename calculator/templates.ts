/**
 * The module's own templates, compiled in the browser with plain Handlebars — no Foundry helper is available
 * here, so a template that needed one would fail in the playground before it failed in Foundry. Like Foundry's,
 * the compilation is not strict: an absent optional field renders as nothing.
 */
import Handlebars from "handlebars";
import contestCardSource from "../templates/chat/contest-card.hbs?raw";
import contestVerdictSource from "../templates/chat/contest-verdict-card.hbs?raw";
import extendedTestCardSource from "../templates/chat/extended-test-card.hbs?raw";
import groupTestCardSource from "../templates/chat/group-test-card.hbs?raw";
import rollCardSource from "../templates/chat/roll-card.hbs?raw";
import fairnessReportSource from "../templates/apps/fairness-report.hbs?raw";
import savedRollsSource from "../templates/apps/saved-rolls.hbs?raw";
import requestCardSource from "../templates/chat/request-card.hbs?raw";
import fieldsSource from "../templates/dialogs/fields.hbs?raw";
import footerSource from "../templates/dialogs/footer.hbs?raw";
import oddsSource from "../templates/dialogs/odds.hbs?raw";
import startContestFooterSource from "../templates/dialogs/start-contest-footer.hbs?raw";
import startContestOddsSource from "../templates/dialogs/start-contest-odds.hbs?raw";
import startContestSource from "../templates/dialogs/start-contest.hbs?raw";
import type { CardView } from "../src/ui/cards";
import type { ContestCardView } from "../src/ui/contests/contests";
import type { ContestVerdictView } from "../src/ui/contests/contest-verdict-model";
import type { ExtendedTestCardView } from "../src/ui/extended-tests/extended-test-card-model";
import type { GroupTestCardView } from "../src/ui/group-tests/group-test-card-model";
import type { StartContestView } from "../src/ui/contests/start-contest-model";
import type { FairnessReportView } from "../src/ui/fairness";
import type { RollsWindowView } from "../src/ui/saved-rolls/rolls-window-model";
import type { RequestCardView } from "../src/ui/requests/request-card-model";
import type { DialogView, FooterTemplateContext, OddsTemplateContext } from "../src/ui/dialogs";

const handlebars = Handlebars.create();
// The Start contest dialog prints each side with the fields template, under the name Foundry gives it as a partial.
handlebars.registerPartial("modules/indie-dice/templates/dialogs/fields.hbs", fieldsSource);

export const renderFields = handlebars.compile<DialogView>(fieldsSource);
export const renderOdds = handlebars.compile<OddsTemplateContext>(oddsSource);
export const renderFooter = handlebars.compile<FooterTemplateContext>(footerSource);
export const renderStartContest = handlebars.compile<StartContestView>(startContestSource);
export const renderStartContestOdds = handlebars.compile<StartContestView>(startContestOddsSource);
export const renderStartContestFooter = handlebars.compile<StartContestView>(startContestFooterSource);

/** The card as Foundry renders it for a user who may see the roll, or the hidden form of a blind roll. */
export type RollCardContext = (CardView & { readonly isPrivate: false }) | {
  readonly isPrivate: true;
  readonly ruleSet: string;
  readonly ruleSetLabel: string;
  readonly formula: string;
  readonly total: string;
};

export const renderRollCard = handlebars.compile<RollCardContext>(rollCardSource);
export const renderContestCard = handlebars.compile<ContestCardView>(contestCardSource);
export const renderContestVerdict = handlebars.compile<ContestVerdictView>(contestVerdictSource);
export const renderGroupTestCard = handlebars.compile<GroupTestCardView>(groupTestCardSource);
export const renderExtendedTestCard = handlebars.compile<ExtendedTestCardView>(extendedTestCardSource);
export const renderFairnessReport = handlebars.compile<FairnessReportView>(fairnessReportSource);
export const renderRequestCard = handlebars.compile<RequestCardView>(requestCardSource);
export const renderSavedRolls = handlebars.compile<{ view: RollsWindowView; idPrefix: string }>(savedRollsSource);

/** One element from a part's markup (a template's root element; comments and white space around it dropped). */
export function elementFrom(html: string): HTMLElement {
  const holder = document.createElement("template");
  holder.innerHTML = html.trim();
  const element = holder.content.firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error("A template rendered no element");
  return element;
}
