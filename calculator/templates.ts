/**
 * The module's own dialog templates, compiled in the browser with plain Handlebars — no Foundry helper is available
 * here, so a template that needed one would fail in the calculator before it failed in Foundry. Like Foundry's,
 * the compilation is not strict: an absent optional field renders as nothing.
 */
import Handlebars from "handlebars";
import fieldsSource from "../templates/dialogs/fields.hbs?raw";
import oddsSource from "../templates/dialogs/odds.hbs?raw";
import startContestOddsSource from "../src/card-kinds/contest/templates/dialogs/start-contest-odds.hbs?raw";
import startContestSource from "../src/card-kinds/contest/templates/dialogs/start-contest.hbs?raw";
import type { StartContestView } from "../src/card-kinds/contest/ui/start-contest-model";
import type { DialogView } from "../src/ui/dialogs/dialog-types";
import type { OddsTemplateContext } from "../src/ui/dialogs/template-context";

const handlebars = Handlebars.create();
// The Start contest dialog prints each side with the fields template, under the name Foundry gives it as a partial.
handlebars.registerPartial("modules/indie-dice/templates/dialogs/fields.hbs", fieldsSource);

export const renderFields = handlebars.compile<DialogView>(fieldsSource);
export const renderOdds = handlebars.compile<OddsTemplateContext>(oddsSource);
export const renderStartContest = handlebars.compile<StartContestView>(startContestSource);
export const renderStartContestOdds = handlebars.compile<StartContestView>(startContestOddsSource);
/** One element from a part's markup (a template's root element; comments and white space around it dropped). */
export function elementFrom(html: string): HTMLElement {
  const holder = document.createElement("template");
  holder.innerHTML = html.trim();
  const element = holder.content.firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error("A template rendered no element");
  return element;
}
