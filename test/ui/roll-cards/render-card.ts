/**
 * Renders the card template the way the browser playground does: the `handlebars` package with its core helpers
 * only, so a template that needed a Foundry-only helper would fail here. Strict mode also turns a misspelt
 * field into an error instead of an empty string.
 */
import Handlebars from "handlebars";
import type { CardView } from "../../../src/ui/roll-cards/card-view";
import type { CardHead } from "../../../src/ui/roll-cards/card-frame";

/** What the template draws: a whole card, or a card's head alone (`compact`), as a message out of view draws it. */
export type CardContext = CardView | (CardHead & { readonly compact: true });

export type CardRenderer = (view: CardContext) => string;

export function compileRollCard(templateSource: string): CardRenderer {
  const handlebars = Handlebars.create();
  const template = handlebars.compile<CardContext>(templateSource, { strict: true });
  return (view) => template(view);
}
