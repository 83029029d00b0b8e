/** What the card reads of the rule set's world setting (declared in ui/settings.ts, registered by Indie Dice). */
export function readWindfall(): boolean {
  return game.settings.get("indie-dice", "coinsWindfall");
}
