/**
 * happy-dom 21 parses `<select>` markup wrongly: an option marked `selected` past the second one leaves the second
 * option selected (`<option selected>` at index 2, 3, … gives selectedIndex 1). A browser selects the last option
 * with the attribute (HTML "selectedness setting algorithm"), so a form read back with FormDataExtended would
 * report a value nobody chose. Parsed HTML is put right here, before any script sees it.
 */
export function applyParsedSelectedness(root: ParentNode): void {
  for (const select of Array.from(root.querySelectorAll("select"))) {
    if (select.multiple) continue;
    const marked = Array.from(select.options)
      .filter((option) => option.hasAttribute("selected"))
      .at(-1);
    if (marked && !marked.selected) marked.selected = true;
  }
}
