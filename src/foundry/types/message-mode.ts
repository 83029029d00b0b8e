/** Who may see a roll, in v14's names; v14's fifth mode, `ic`, is a public roll when the message holds one. */
export type MessageMode = "public" | "gm" | "blind" | "self";
