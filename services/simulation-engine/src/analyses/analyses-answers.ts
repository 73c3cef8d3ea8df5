import { ANALYSIS_VIEWS, type AnalysisView, analysesMessages } from '@simbiz/contracts';
import { companyResultSchema } from '@simbiz/engine';
import { type ReadContext, SerializedReply } from '@simbiz/service-kit';
import { type Kysely, sql } from 'kysely';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { EngineTables } from '../database/tables';
import { readAnalyses } from './analyses-read';

/** A digest of zod schemas (with their defaults) and whatever else decides an answer's shape. */
export function answerFormat(schemas: readonly z.ZodType[], more: unknown): string {
  const described = schemas.map((schema) => z.toJSONSchema(schema, { unrepresentable: 'any' }));
  return createHash('sha256')
    .update(JSON.stringify([described, more]))
    .digest('base64url')
    .slice(0, 16);
}

/**
 * The shape of an answer: the reply's and the stored results' schemas and what each view shows.
 * Code that answers in another shape (a line added to the income statement, a view showing one
 * more part) never sends an answer stored by code before it.
 */
export const ANSWER_FORMAT = answerFormat([analysesMessages.read.reply, companyResultSchema], ANALYSIS_VIEWS);

/**
 * A view of a company's analyses as it goes out. The first read after a round works it out
 * (readAnalyses), checks it against the reply schema and stores its reply, gzipped; later reads,
 * from any replica, send that as it is: one small query, nothing parsed, written or compressed
 * again (and the gateway passes it on gzipped). A stored answer stands only while the round it runs
 * through is the company's last stored round, so a round stored since (or while it was worked out)
 * makes it stale, and it is worked out again.
 */
export async function answerAnalyses(db: Kysely<EngineTables>, reader: ReadContext, view: AnalysisView): Promise<SerializedReply> {
  const { rows } = await sql<{ envelope_gzip: Buffer }>`
    select a.envelope_gzip from analyses_answer a
    where a.world_id = ${reader.worldId} and a.company_id = ${reader.companyId} and a.view = ${view} and a.format = ${ANSWER_FORMAT}
      and a.through_round = (select max(c.round) from company_round c where c.world_id = a.world_id and c.company_id = a.company_id)`.execute(db);
  const stored = rows[0];
  if (stored) return SerializedReply.ofGzipped(stored.envelope_gzip);
  const analyses = analysesMessages.read.reply.parse(await readAnalyses(db, reader, view));
  const reply = await SerializedReply.stored(JSON.stringify(analyses));
  const throughRound = analyses.rounds.at(-1)?.round;
  if (throughRound !== undefined && reply.gzipped)
    await db
      .insertInto('analyses_answer')
      .values({
        world_id: reader.worldId,
        company_id: reader.companyId,
        view,
        through_round: throughRound,
        format: ANSWER_FORMAT,
        envelope_gzip: Buffer.from(reply.gzipped),
      })
      .onConflict((oc) =>
        oc
          .columns(['world_id', 'company_id', 'view'])
          .doUpdateSet((eb) => ({
            through_round: eb.ref('excluded.through_round'),
            format: eb.ref('excluded.format'),
            envelope_gzip: eb.ref('excluded.envelope_gzip'),
          }))
          // A read that worked out an older round than the one stored does not put it back.
          .where('analyses_answer.through_round', '<=', (eb) => eb.ref('excluded.through_round')),
      )
      .execute();
  return reply;
}
