import { SHIPPED_SCREENPLAYS, type ShippedScreenplayId } from '@simbiz/engine';
import { parseArgs } from 'node:util';
import { play } from './play';
import { roundTable } from './table';

/** npm run simulate -- --screenplay starter --bots 6 --rounds 6 [--seed 1] */
const { values } = parseArgs({
  options: {
    screenplay: { type: 'string', default: 'starter' },
    bots: { type: 'string', default: '6' },
    rounds: { type: 'string', default: '6' },
    seed: { type: 'string', default: '1' },
  },
});
const screenplay = SHIPPED_SCREENPLAYS[values.screenplay as ShippedScreenplayId];
if (!screenplay) {
  console.error(`Unknown screenplay "${values.screenplay}"; shipped: ${Object.keys(SHIPPED_SCREENPLAYS).join(', ')}`);
  process.exit(2);
}
const played = play({ screenplay, bots: Number(values.bots), rounds: Number(values.rounds), seed: values.seed });
console.log(`Screenplay ${screenplay.id}, ${values.bots} computer-run companies, seed ${values.seed}\n`);
for (const results of played.rounds) console.log(`${roundTable(results, played.final)}\n`);
