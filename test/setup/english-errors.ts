import { readErrorsInEnglish } from "../../src/core/english-errors";

// Outside Foundry an error's message is its English text (src/core/errors.ts `readErrorsWith`).
readErrorsInEnglish();
