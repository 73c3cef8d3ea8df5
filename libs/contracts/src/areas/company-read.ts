import { z } from 'zod';

/**
 * The request of a company read (its decisions, stock, statements, budget): the world, and for a
 * manager reviewing a team (the class view's company picker) the company to read; without it, the
 * caller's own. Anyone naming a company they may not read is refused (130005): a participant any
 * company but their own, a manager one of another world.
 */
export const companyReadShape = { worldId: z.string().uuid(), companyId: z.string().uuid().optional() };
