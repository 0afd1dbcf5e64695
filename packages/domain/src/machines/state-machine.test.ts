import { describe, expect, it } from 'vitest';
import { defineMachine } from './state-machine.ts';

const lamp = defineMachine<'off' | 'on' | 'broken', 'switch-on' | 'switch-off' | 'break', { bulb: boolean }>({
  name: 'lamp',
  states: ['off', 'on', 'broken'],
  actions: ['switch-on', 'switch-off', 'break'],
  transitions: [
    {
      action: 'switch-on',
      from: ['off'],
      to: 'on',
      roles: ['dealer', 'staff'],
      guards: [(facts) => (facts.bulb ? null : 'Put a bulb in first.')],
    },
    { action: 'switch-off', from: ['on'], to: 'off', roles: ['dealer'] },
    { action: 'break', from: ['off', 'on'], to: 'broken', roles: ['system'] },
  ],
  notAllowed: { 'switch-on': 'It is on.', 'switch-off': 'It is off.', break: 'It is broken.' },
});

describe('a state machine as a table', () => {
  it('leads where the table says, for the roles it names', () => {
    expect(lamp.next('off', 'switch-on', 'dealer')).toBe('on');
    expect(lamp.next('off', 'switch-on', 'system')).toBeNull();
    expect(lamp.next('on', 'switch-on', 'dealer')).toBeNull();
    expect(lamp.next('nonsense', 'break', 'system')).toBeNull();
  });

  it('refuses with the table message, or the first guard that fails', () => {
    expect(lamp.decide('on', 'switch-on', 'dealer', { bulb: true })).toEqual({
      allowed: false,
      reason: 'It is on.',
      cause: 'table',
    });
    expect(lamp.decide('off', 'switch-on', 'dealer', { bulb: false })).toEqual({
      allowed: false,
      reason: 'Put a bulb in first.',
      cause: 'guard',
    });
    expect(lamp.decide('off', 'switch-on', 'dealer', { bulb: true })).toEqual({ allowed: true, to: 'on' });
  });

  it('lists the actions a role may take now, guards included', () => {
    expect(lamp.allowedActions('off', 'dealer', { bulb: true })).toEqual(['switch-on']);
    expect(lamp.allowedActions('off', 'dealer', { bulb: false })).toEqual([]);
    expect(lamp.allowedActions('on', 'dealer', { bulb: true })).toEqual(['switch-off']);
    expect(lamp.allowedActions('on', 'system', { bulb: true })).toEqual(['break']);
  });

  it('names the states an action starts from', () => {
    expect(lamp.from('break')).toEqual(['off', 'on']);
    expect(lamp.from('switch-on', 'system')).toEqual([]);
  });
});
