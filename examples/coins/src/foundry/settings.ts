import { kit } from "../kit";

/**
 * The rule set's world setting, declared here alone (its registration, its type, its reading): whether its chat card
 * names a flip of two coins or more that all show heads a Windfall. It sits in Indie Dice's namespace beside the
 * other rule sets' settings, which is where the outcome cards' memo reads the settings registered with
 * `judgedAgainOnChange` (a change of it draws the cards again), and where the settings form lists it, under Indie Dice.
 */
const NAMESPACE = "indie-dice";
const WINDFALL = "coinsWindfall";

declare global {
  interface SettingConfig {
    "indie-dice.coinsWindfall": boolean;
  }
}

/** Registered in `init` with every rule set's settings (the descriptor's `registerSettings`). */
export function registerCoinsSettings(): void {
  game.settings.register(NAMESPACE, WINDFALL, {
    scope: "world",
    config: true,
    name: "INDIE_DICE.Settings.CoinsWindfall.Name",
    hint: "INDIE_DICE.Settings.CoinsWindfall.Hint",
    type: Boolean,
    default: true,
    onChange: kit().judgedAgainOnChange(WINDFALL),
  });
}

/** What the card reads. */
export function readWindfall(): boolean {
  return game.settings.get(NAMESPACE, WINDFALL);
}
