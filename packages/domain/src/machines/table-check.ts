// A check of a machine against a written table: every (role, action, state) the table lists must lead
// where it says, and every combination it does not list must be refused. The machines' tests use it
// to hold each table to the business's words, row by row.
import type { MachineRole, StateMachine } from './state-machine.ts';

export type TableRow<State extends string, Action extends string> = readonly [
  MachineRole,
  Action,
  State,
  State,
];

/** The combinations where the machine differs from `rows` ('staff void open: void, expected null'). */
export function tableMismatches<State extends string, Action extends string, Facts>(
  machine: StateMachine<State, Action, Facts>,
  rows: readonly TableRow<State, Action>[],
): string[] {
  const mismatches: string[] = [];
  for (const role of ['dealer', 'staff', 'system'] as const)
    for (const action of machine.actions)
      for (const from of machine.states) {
        const expected = rows.find(([r, a, f]) => r === role && a === action && f === from)?.[3] ?? null;
        const actual = machine.next(from, action, role);
        if (actual !== expected)
          mismatches.push(`${role} ${action} ${from}: ${actual}, expected ${expected}`);
      }
  return mismatches;
}
