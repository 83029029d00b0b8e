/**
 * The module's own dialog templates, compiled when the site is built (vite.site.config.ts `precompiledTemplates`) and
 * run with plain Handlebars' runtime — no Foundry helper is available here, so a template that needed one would fail
 * in the calculator before it failed in Foundry. Like Foundry's, the compilation is not strict: an absent optional
 * field renders as nothing. The page carries the runtime alone, not the compiler (README "Web odds calculator").
 */
import Handlebars from "handlebars/runtime";
import fieldsSpec from "../templates/dialogs/fields.hbs?precompiled";
import oddsSpec from "../templates/dialogs/odds.hbs?precompiled";
import startContestOddsSpec from "../src/card-kinds/contest/templates/dialogs/start-contest-odds.hbs?precompiled";
import startContestSpec from "../src/card-kinds/contest/templates/dialogs/start-contest.hbs?precompiled";
import type { StartContestView } from "../src/card-kinds/contest/ui/start-contest-model";
import type { DialogView } from "../src/ui/dialogs/dialog-types";
import type { OddsTemplateContext } from "../src/ui/dialogs/template-context";

const handlebars = Handlebars.create();
// The Start contest dialog prints each side with the fields template, under the name Foundry gives it as a partial.
export const renderFields = handlebars.template<DialogView>(fieldsSpec);
handlebars.registerPartial("modules/indie-dice/templates/dialogs/fields.hbs", renderFields);

export const renderOdds = handlebars.template<OddsTemplateContext>(oddsSpec);
export const renderStartContest = handlebars.template<StartContestView>(startContestSpec);
export const renderStartContestOdds = handlebars.template<StartContestView>(startContestOddsSpec);
/** One element from a part's markup (a template's root element; comments and white space around it dropped). */
export function elementFrom(html: string): HTMLElement {
  const holder = document.createElement("template");
  holder.innerHTML = html.trim();
  const element = holder.content.firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error("A template rendered no element");
  return element;
}
