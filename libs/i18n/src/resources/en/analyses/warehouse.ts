/** Texts of the analyses' warehouse pages. */
export const warehouse = {};
