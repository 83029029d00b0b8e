export * from "./card-view";
export { CARD_ACTIONS, type RollCardAction } from "./card-actions";
export type { RollCardFrame } from "./card-frame";
