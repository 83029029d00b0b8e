/** The Kleptonomicon Group Test card's pure layer: state, final Scores and exact odds. */
export * from "./group-test-state";
export * from "./group-test-scores";
export * from "./group-test-odds";
