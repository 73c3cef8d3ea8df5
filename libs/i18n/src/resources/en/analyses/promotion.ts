/** Texts of the analyses' promotion pages. */
export const promotion = {};
