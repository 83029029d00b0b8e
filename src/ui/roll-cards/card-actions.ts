/**
 * The `data-action` names of the card's follow-up buttons. Foundry's ChatLog also dispatches clicks by
 * `data-action` (expandRoll, deleteMessage, …), so ours all start with `indie-dice-` and never collide; the
 * chat-card listener in src/foundry reads the same constants.
 */
export const CARD_ACTIONS = {
  /** Kaiser: roll the 2d6 Fumble Level of a fumbled difficulty check (the world rolls it from the card). */
  rollFumbleLevel: "indie-dice-roll-fumble-level",
} as const;

