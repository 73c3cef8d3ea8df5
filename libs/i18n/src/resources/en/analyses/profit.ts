/** Texts of the analyses' profit pages. */
export const profit = {};
