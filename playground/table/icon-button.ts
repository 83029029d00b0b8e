/**
 * A button as Foundry draws a tool or a header control: its icon (hidden from assistive technology), then its label.
 */
export function iconButton(icon: string, label: string, onClick: (event: MouseEvent) => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  const glyph = document.createElement("i");
  glyph.className = icon;
  glyph.setAttribute("inert", "");
  button.append(glyph, " ", label);
  button.addEventListener("click", onClick);
  return button;
}
