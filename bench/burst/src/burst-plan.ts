/** The kinds of decision write the burst sends. */
export type WriteKind = 'price' | 'promotion' | 'adBid' | 'recharge';

/**
 * A team's writes cycle through this pattern: of every ten, four listing price updates, three
 * company promotions (created on each channel, then budget changes), two ad bids (created on each
 * segment keyword, then new terms) and one ad wallet recharge. Each team starts at its own place
 * in it, so the kinds are mixed at every moment of the burst.
 */
const PATTERN: readonly WriteKind[] = ['price', 'promotion', 'adBid', 'price', 'recharge', 'promotion', 'price', 'promotion', 'adBid', 'price'];

/** The pattern without the kinds left out (an area whose routes do not answer yet). */
export function mixOf(available: ReadonlySet<WriteKind>): WriteKind[] {
  return PATTERN.filter((kind) => available.has(kind));
}

/** One team's part of the burst: when each of its writes is due (ms after the burst starts) and of which kind. */
export interface TeamPlan {
  team: number;
  dueMs: number[];
  kinds: WriteKind[];
}

/**
 * `writes` writes spread evenly over `windowMs`, dealt to the teams in turn: write i is due at
 * i × windowMs / writes and belongs to team i mod teams. Each team's writes go in sequence, so a
 * write whose predecessor has not been answered by its due time goes as soon as it is.
 */
export function burstPlan(writes: number, teams: number, windowMs: number, mix: readonly WriteKind[]): TeamPlan[] {
  const plans: TeamPlan[] = Array.from({ length: teams }, (_, team) => ({ team, dueMs: [], kinds: [] }));
  for (let i = 0; i < writes; i++) {
    const plan = plans[i % teams];
    if (!plan) continue;
    plan.kinds.push(mix[(plan.dueMs.length + plan.team) % mix.length] ?? 'price');
    plan.dueMs.push((i * windowMs) / writes);
  }
  return plans;
}
