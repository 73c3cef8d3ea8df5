/** Texts of the analyses' traffic pages. */
export const traffic = {};
