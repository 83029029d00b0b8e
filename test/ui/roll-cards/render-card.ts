/**
 * Renders the card template the way the browser playground does: the `handlebars` package with its core helpers
 * only, so a template that needed a Foundry-only helper would fail here. Strict mode also turns a misspelt
 * field into an error instead of an empty string.
 */
import Handlebars from "handlebars";
import type { CardView } from "../../../src/ui/roll-cards/card-view";

export type CardRenderer = (view: CardView) => string;

export function compileRollCard(templateSource: string): CardRenderer {
  const handlebars = Handlebars.create();
  const template = handlebars.compile<CardView>(templateSource, { strict: true });
  return (view) => template(view);
}
