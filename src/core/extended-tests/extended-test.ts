/** The K&R extended test card's pure layer: state, the fold over its rounds and the exact odds. */
export * from "./extended-test-state";
export * from "./extended-test-odds";
