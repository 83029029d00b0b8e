/** The contest card's view model, shared by the Foundry chat card and the browser playground. */
export * from "./contest-card-view";
export { contestCardModel, contestCardTitle, type ContestCardInput } from "./contest-card-model";
export { CONTEST_ROLL_ACTION, specFormula } from "./contest-card-sides";
export { CONTEST_TIE_BREAK_ACTION } from "./contest-card-parts";
