// How a service changes a status: it reads the facts on the rows it locked, asks the aggregate's
// machine (packages/domain/src/machines), and writes the state the machine names, in the same
// transaction. A step the machine refuses is a 409 that says why; a person's refused step is also
// written to the activity log, after the transaction rolled back, so the log tells what was refused
// as well as what happened.
import type { MachineRole, StateMachine } from '@ibc/domain';
import type { Db } from '../db/client.ts';
import { recordActivity, type Actor, type ActivityEntry } from './activity-log.ts';
import { AppError } from './errors.ts';

/** A step the machine refused: a 409 that names the machine and action, for the refusal log. */
export class StepRefused extends AppError {
  constructor(
    readonly machine: string,
    readonly action: string,
    reason: string,
  ) {
    super(409, reason, { code: 'step-refused' });
    this.name = 'StepRefused';
  }
}

/** The state `action` leads to from `state` for these facts, or a StepRefused with the reason. */
export function decideStep<State extends string, Action extends string, Facts>(
  machine: StateMachine<State, Action, Facts>,
  state: string,
  action: Action,
  role: MachineRole,
  facts: Facts,
): State {
  const decision = machine.decide(state, action, role, facts);
  if (!decision.allowed) throw new StepRefused(machine.name, action, decision.reason);
  return decision.to;
}

/**
 * Runs a person's step; when a machine refuses it, writes an activity row 'refused' (who tried what,
 * on which record, and why not) in a transaction of its own, then lets the 409 go on to the caller.
 */
export async function loggingRefusals<T>(
  db: Db,
  actor: Actor,
  entity: Pick<ActivityEntry, 'entityType' | 'entityId'> & { summary: string },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StepRefused) {
      await recordActivity(db, actor, {
        entityType: entity.entityType,
        entityId: entity.entityId,
        action: 'refused',
        summary: `${error.action} refused: ${entity.summary}: ${error.message}`,
      });
    }
    throw error;
  }
}
