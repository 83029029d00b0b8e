/** K&R's rule-set id, for the K&R-only features outside this folder (the extended test) to name it by. */
export const KINGDOMS_ID = "kingdoms";
