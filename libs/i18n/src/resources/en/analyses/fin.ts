/** Texts of the analyses' fin pages. */
export const fin = {};
