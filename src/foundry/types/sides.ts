/** A side as the API takes it: a Token placeable, a TokenDocument or an Actor (or its uuid). */
export type ContestSideInput = { readonly document?: unknown; readonly uuid?: string } | string;
