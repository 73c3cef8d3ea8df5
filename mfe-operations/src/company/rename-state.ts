import type { Area } from '../common/use-area';

/**
 * Whether the team may rename its company from the companies list. Renaming is not a round
 * decision (no round fence, no x-vrid), but teams allows it only while the world is running (in
 * preparation too, when this page is hidden: 130027 otherwise) and under the world's rename rule
 * (510019, only the server knows it); a bankrupt company cannot act (section 4). So the form shows
 * exactly when the team could decide: 'notRunning' while paused, closing, resolving or completed,
 * 'bankrupt' for a bankrupt company, and null for a manager or someone on no team (no company of
 * their own).
 */
export function renameState(area: Pick<Area, 'blockedBecause'>): 'allowed' | 'notRunning' | 'bankrupt' | null {
  switch (area.blockedBecause) {
    case null:
      return 'allowed';
    case 'notRunning':
      return 'notRunning';
    case 'blocked':
      return 'bankrupt';
    default:
      return null;
  }
}
