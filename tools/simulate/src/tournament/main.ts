import { SHIPPED_SCREENPLAYS, type ShippedScreenplayId } from '@simbiz/engine';
import { parseArgs } from 'node:util';
import { distributions, playGame, quantile, standings } from './tournament';
import { advertisingReturns } from './advertising-returns';

/** npm run tournament -- --screenplay starter --seeds 10 */
const { values } = parseArgs({ options: { screenplay: { type: 'string', default: 'starter' }, seeds: { type: 'string', default: '10' } } });
const screenplay = SHIPPED_SCREENPLAYS[values.screenplay as ShippedScreenplayId];
if (!screenplay) {
  console.error(`Unknown screenplay "${values.screenplay}"; shipped: ${Object.keys(SHIPPED_SCREENPLAYS).join(', ')}`);
  process.exit(2);
}
const seeds = Array.from({ length: Number(values.seeds) }, (_, i) => String(i + 1));
const games = seeds.map((seed) => playGame(screenplay, seed));
const money = (minor: number) => (minor / 100).toLocaleString('en-US', { maximumFractionDigits: 0 });
const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

console.log(`Tournament: ${screenplay.id}, ${seeds.length} seeds, ${screenplay.rounds} rounds\n`);
console.log(
  `${'strategy'.padEnd(18)}${'round wins'.padStart(11)}${'top equity'.padStart(12)}${'median equity'.padStart(16)}${'median margin'.padStart(15)}${'bankrupt'.padStart(10)}`,
);
for (const s of standings(games)) {
  console.log(
    `${s.id.padEnd(18)}${String(s.roundWins).padStart(11)}${String(s.equityWins).padStart(12)}${money(s.medianEquity).padStart(16)}${percent(s.medianMargin).padStart(15)}${String(s.bankruptcies).padStart(10)}`,
  );
}
const bots = ['budget', 'balanced', 'premium'];
const { margins, conversions } = distributions(games, bots);
const losing = margins.filter((m) => m < 0).length / Math.max(1, margins.length);
console.log(`\nShipped bots, ${margins.length} company-rounds with sales:`);
console.log(
  `  net margin  p10 ${percent(quantile(margins, 0.1))}, median ${percent(quantile(margins, 0.5))}, p90 ${percent(quantile(margins, 0.9))}; losing money ${percent(losing)}`,
);
console.log(
  `  conversion  p10 ${percent(quantile(conversions, 0.1))}, median ${percent(quantile(conversions, 0.5))}, p90 ${percent(quantile(conversions, 0.9))}`,
);
console.log('\nAdvertising (the balanced bot with every ad budget times k; profit over the game, median over seeds):');
for (const row of advertisingReturns(screenplay, seeds))
  console.log(
    `  k = ${row.factor}: spend ${money(row.spend)}, net profit ${money(row.profit)}, marginal return ${row.marginalReturn === null ? '-' : row.marginalReturn.toFixed(2)}`,
  );
