/** World stages 1-7 (DOMAIN.md), named as the rest of the product names them (common:stages). */
export const WORLD_STAGES = [1, 2, 3, 4, 5, 6, 7] as const;
