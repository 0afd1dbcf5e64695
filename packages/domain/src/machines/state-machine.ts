// One shape for every status in the trade: a table of (state, action, role) -> next state, each step
// with optional guards that read the facts of the record. The API changes a status only through
// `decide` on the row it locked; answers carry `allowedActions`, so screens draw their buttons from
// the same table the server checks (the idea of Vendure's order process and its `nextStates`).

/** Who takes a step: a dealer (member), the sales team, or the system (jobs and other steps). */
export type MachineRole = 'dealer' | 'staff' | 'system';

/**
 * A guard: why the step is refused for these facts, or null when it may go ahead. The text is what
 * the person who tried is told (a 409 from the API), so it says what to do instead.
 */
export type Guard<Facts> = (facts: Facts) => string | null;

export interface Transition<State extends string, Action extends string, Facts> {
  action: Action;
  /** States the step may start from. */
  from: readonly State[];
  /** Where it leads; a function when the target depends on where it started. */
  to: State | ((from: State) => State);
  roles: readonly MachineRole[];
  guards?: readonly Guard<Facts>[];
}

export interface MachineDefinition<State extends string, Action extends string, Facts> {
  /** The aggregate, in the words of the trade: 'offer', 'invoice' ... */
  name: string;
  states: readonly State[];
  actions: readonly Action[];
  transitions: readonly Transition<State, Action, Facts>[];
  /** What a refused step says when the table has no row for it (the state does not allow it). */
  notAllowed: Readonly<Record<Action, string>>;
}

export type Decision<State extends string> =
  { allowed: true; to: State } | { allowed: false; reason: string; cause: 'table' | 'guard' };

export interface StateMachine<State extends string, Action extends string, Facts> {
  readonly name: string;
  readonly states: readonly State[];
  readonly actions: readonly Action[];
  readonly transitions: readonly Transition<State, Action, Facts>[];
  /** Where the table leads, guards not read; null when no row allows it. */
  next(state: string, action: Action, role: MachineRole): State | null;
  /** The table and the guards: where the step leads, or why it is refused. */
  decide(state: string, action: Action, role: MachineRole, facts: Facts): Decision<State>;
  /** Every action `role` may take now, in the table's order of actions. */
  allowedActions(state: string, role: MachineRole, facts: Facts): Action[];
  /** The states an action starts from (for SQL that selects rows a job may step). */
  from(action: Action, role?: MachineRole): State[];
  isState(value: string): value is State;
}

export function defineMachine<State extends string, Action extends string, Facts = void>(
  definition: MachineDefinition<State, Action, Facts>,
): StateMachine<State, Action, Facts> {
  const { name, states, actions, transitions, notAllowed } = definition;
  const isState = (value: string): value is State => (states as readonly string[]).includes(value);

  function rowFor(state: string, action: Action, role: MachineRole) {
    if (!isState(state)) return null;
    return (
      transitions.find((t) => t.action === action && t.roles.includes(role) && t.from.includes(state)) ?? null
    );
  }

  const target = (row: Transition<State, Action, Facts>, state: State) =>
    typeof row.to === 'function' ? row.to(state) : row.to;

  function decide(state: string, action: Action, role: MachineRole, facts: Facts): Decision<State> {
    const row = rowFor(state, action, role);
    if (!row || !isState(state)) return { allowed: false, reason: notAllowed[action], cause: 'table' };
    for (const guard of row.guards ?? []) {
      const reason = guard(facts);
      if (reason !== null) return { allowed: false, reason, cause: 'guard' };
    }
    return { allowed: true, to: target(row, state) };
  }

  return {
    name,
    states,
    actions,
    transitions,
    next(state, action, role) {
      const row = rowFor(state, action, role);
      return row && isState(state) ? target(row, state) : null;
    },
    decide,
    allowedActions(state, role, facts) {
      return actions.filter((action) => decide(state, action, role, facts).allowed);
    },
    from(action, role) {
      const found = new Set<State>();
      for (const t of transitions) {
        if (t.action === action && (role === undefined || t.roles.includes(role))) {
          for (const state of t.from) found.add(state);
        }
      }
      return states.filter((state) => found.has(state));
    },
    isState,
  };
}
