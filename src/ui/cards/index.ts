export * from "./card-view";
export { CARD_ACTIONS, type RollCardAction } from "./card-actions";
export type { RollCardFrame } from "./card-frame";
export { kaiserCardModel, awaitingFumbleLevel, type KaiserCardInput, type KaiserJudgement, type KaiserOpponent } from "./kaiser-card-model";
export { ogsCardModel, type OgsCardInput, type DieIncreaseNote } from "./ogs-card-model";
export { kingdomsCardModel, type KingdomsCardInput } from "./kingdoms-card-model";
export { kleptoCardModel, type KleptoCardInput } from "./klepto-card-model";
export { oldeCardModel, type OldeCardInput } from "./olde-card-model";
