/**
 * A drawn card's markup without the whitespace its template's indentation leaves between blocks (docs/cards.md "What
 * a card costs"). A template is indented for its reader; in the page each run of that whitespace becomes a text
 * node the browser creates, connects and collects on every draw — more than a third of a card's nodes — though
 * next to a block (a paragraph, a list item, a table cell, a `<details>`) it is never drawn. Only whitespace that
 * touches a block element's tag is taken out: between two inline elements (an icon and its label) it stays, since
 * there it is a space the reader sees. The templates escape every string, so a `<` in the markup is always a tag.
 */

/** Elements laid out as blocks (or table parts, or list items), beside which whitespace is never drawn. */
const BLOCKS =
  "article|aside|caption|details|div|dl|dd|dt|fieldset|footer|form|h[1-6]|header|hr|li|nav|" +
  "ol|p|section|summary|table|tbody|td|tfoot|th|thead|tr|ul";

const AFTER_BLOCK_TAG = new RegExp(`(<\\/?(?:${BLOCKS})(?:\\s[^>]*)?>)\\s+`, "g");
const BEFORE_BLOCK_TAG = new RegExp(`\\s+(?=<\\/?(?:${BLOCKS})[\\s/>])`, "g");

export function withoutLayoutWhitespace(markup: string): string {
  return markup.replace(AFTER_BLOCK_TAG, "$1").replace(BEFORE_BLOCK_TAG, "");
}
