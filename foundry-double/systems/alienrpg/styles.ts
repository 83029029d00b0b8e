/**
 * The part of Alien RPG's stylesheet (system.json:26 `styles: ["css/alienrpg.css"]`, 4.0.5 at 5dff939d) that a
 * roll's message meets, as Foundry loads a system's styles with the world: the message black with the system's green
 * words and headings (css/alienrpg.css:164-170, 279-310; its picture, images/IndBackground3.png, is black with a
 * dark emblem: black stands for it here), and the Push button drawn as its own picture (:444-458, then :4687-4695:
 * the 260×40 green "PUSH? Y/N" image — its green stands for it — its own words transparent, 40px high). The fonts
 * and the other pictures are left out: the double ships none of the system's files. Foundry's own rules sit in
 * cascade layers, which a system's unlayered stylesheet beats whatever their selectors; the playground's stand-in for
 * them does not (calculator/foundry-approximation.css: `.chat-message button`, unlayered), so the button's colours
 * are written under `.chat-message` here to win as the system's do in Foundry. Its size keeps the system's own
 * selector: the module's rules meet it as they would there.
 */
const ALIEN_CHAT = `
.chat-message { background: #000; color: hsl(84, 100%, 59%); }
.chat-message :is(h2, h3, h4) { color: hsl(84, 100%, 59%); }
.alien-Push-button { width: 260px; height: 40px; border-radius: 3px; }
.chat-message .alien-Push-button { background: #1f9a4b; color: rgba(0, 0, 0, 0); }
`;

/** The system's styles added to the page once (each pane of the table installs the system). */
export function addAlienStyles(document: Document): void {
  if (document.getElementById("alienrpg-double-styles")) return;
  const style = document.createElement("style");
  style.id = "alienrpg-double-styles";
  style.textContent = ALIEN_CHAT;
  document.head.append(style);
}
