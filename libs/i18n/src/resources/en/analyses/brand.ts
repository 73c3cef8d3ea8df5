/** Texts of the analyses' brand pages. */
export const brand = {};
