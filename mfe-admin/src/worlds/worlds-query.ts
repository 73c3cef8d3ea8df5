import type { ADMIN_WORLDS_API, RouteRequest } from '@simbiz/contracts';

/** The worlds list's filters as the form holds them ('' is "any"). */
export interface WorldFilters {
  q: string;
  status: string;
  archived: 'true' | 'false';
  screenplayId: string;
}

export const NO_WORLD_FILTERS: WorldFilters = { q: '', status: '', archived: 'false', screenplayId: '' };
export const WORLDS_PAGE_SIZE = 20;

/** The list's query: only the filters that are set (an empty one would be sent as a value). */
export function worldsQuery(filters: WorldFilters, page: number): RouteRequest<typeof ADMIN_WORLDS_API.list> {
  const q = filters.q.trim();
  return {
    archived: filters.archived,
    page,
    pageSize: WORLDS_PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(filters.status ? { status: Number(filters.status) } : {}),
    ...(filters.screenplayId ? { screenplayId: filters.screenplayId } : {}),
  };
}
