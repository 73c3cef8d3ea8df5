/** Texts of the analyses' revenue pages. */
export const revenue = {};
