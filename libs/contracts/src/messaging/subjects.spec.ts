import { z } from 'zod';
import { defineEvent, defineMessage } from './message';
import { commandSubject, eventSubject, isCommandSubject, isEventSubject, prefixedSubject, subjectOwner } from './subjects';
import type { ServiceName } from './services';

describe('NATS subject naming', () => {
  it('builds <service>.<aggregate>.<verb> and evt.<service>.<event>', () => {
    expect(commandSubject('teams', 'team', 'resetPasscode')).toBe('teams.team.resetPasscode');
    expect(eventSubject('worlds', 'roundClosed')).toBe('evt.worlds.roundClosed');
    expect(defineMessage('worlds', 'world', 'create', z.object({}), z.object({})).subject).toBe('worlds.world.create');
    expect(defineEvent('simulation-engine', 'roundResolved', z.object({})).subject).toBe('evt.simulation-engine.roundResolved');
  });

  it('refuses tokens that would break the hierarchy or wildcards, and unknown services', () => {
    expect(() => commandSubject('teams', 'team.x', 'join')).toThrow(/aggregate/);
    expect(() => commandSubject('teams', 'team', '*')).toThrow(/verb/);
    expect(() => commandSubject('teams', 'Team', 'join')).toThrow();
    expect(() => eventSubject('worlds', 'round closed')).toThrow();
    expect(() => commandSubject('billing' as ServiceName, 'invoice', 'create')).toThrow(/Unknown service/);
  });

  it('recognises subjects of each kind', () => {
    expect(isCommandSubject('warehouse.storage.update')).toBe(true);
    expect(isCommandSubject('warehouse.storage')).toBe(false);
    expect(isCommandSubject('evt.worlds.roundClosed')).toBe(false);
    expect(isEventSubject('evt.worlds.roundClosed')).toBe(true);
    expect(isEventSubject('evt.nobody.roundClosed')).toBe(false);
    // The gateway publishes events (its replicas' presence) but answers no requests.
    expect(isEventSubject('evt.gateway.presenceChanged')).toBe(true);
    expect(isCommandSubject('gateway.presence.report')).toBe(false);
  });

  it('puts a run or tenant prefix in front, and finds the owning service', () => {
    expect(prefixedSubject('t1', 'worlds.world.create')).toBe('t1.worlds.world.create');
    expect(prefixedSubject(undefined, 'worlds.world.create')).toBe('worlds.world.create');
    expect(subjectOwner('finance.loan.apply')).toBe('finance');
    expect(() => subjectOwner('nobody.loan.apply')).toThrow();
  });
});
