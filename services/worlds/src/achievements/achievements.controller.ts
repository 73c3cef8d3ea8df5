import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { achievementsMessages as m, type Caller } from '@simbiz/contracts';
import { Audited, CurrentCaller, Handles, type ReplyOf, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { WorldsTables } from '../database/tables';
import { achievementsOf, grade, updateWeights } from './achievements';

type Db = Kysely<WorldsTables>;

/** Section 2's achievements: scores and rankings, the managers' weights and contribution grades. */
@Controller()
export class AchievementsController extends ServiceHandlers<WorldsTables> {
  @Handles(m.get)
  get(@Payload() input: RequestOf<typeof m.get>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.get>> {
    return achievementsOf(this.db, this.services, caller, input.worldId);
  }

  @Audited(m.updateWeights, 'achievements.weights')
  updateWeights(db: Db, caller: Caller, input: RequestOf<typeof m.updateWeights>) {
    return updateWeights(db, this.services, caller, input);
  }

  @Audited(m.grade, 'achievements.grade')
  grade(db: Db, caller: Caller, input: RequestOf<typeof m.grade>) {
    return grade(db, this.services, caller, input);
  }
}
