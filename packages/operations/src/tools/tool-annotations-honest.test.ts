// Every tool was annotated read-only and idempotent, save_person too, so hosts skipped the confirmation a write
// deserves. Each tool now runs with its own example arguments against a store that counts writes, twice: a tool that
// wrote must not claim readOnlyHint, one whose second call changed the account again must not claim idempotentHint,
// and a tool claiming read-only must have written nothing.
import { describe, expect, it } from 'vitest';
import type { PeopleStore, SavedPersonFields, SavedPersonRecord } from '../define-operation';
import { createExecutor } from '../execute-operation';
import { agentTools } from '../registry';
import { MemoryAccessStore } from '../test-support/memory-access-store';
import { createTestEngines } from '../testing';
import { runTool } from './run-tool';
import { toolAnnotations } from './tool-annotations';

class CountingPeopleStore extends MemoryAccessStore implements PeopleStore {
  readonly people = new Map<string, SavedPersonRecord>();
  writes = 0;
  savePerson(_accountId: string, fields: SavedPersonFields): Promise<SavedPersonRecord> {
    this.writes += 1;
    const id = `prs_${String(this.people.size).padStart(16, '0')}`;
    const person = { ...fields, id, notes: fields.notes ?? null, createdAt: new Date(), updatedAt: new Date() };
    this.people.set(id, person);
    return Promise.resolve(person);
  }
  listPeople(): Promise<SavedPersonRecord[]> {
    return Promise.resolve([...this.people.values()]);
  }
  getPerson(_accountId: string, personId: string): Promise<SavedPersonRecord> {
    const person = this.people.get(personId) ?? [...this.people.values()][0];
    return person === undefined ? Promise.reject(new Error('no person')) : Promise.resolve(person);
  }
  updatePerson(_accountId: string, personId: string, changes: Partial<SavedPersonFields>): Promise<SavedPersonRecord> {
    this.writes += 1;
    const person = { ...(this.people.get(personId) as SavedPersonRecord), ...changes, updatedAt: new Date() };
    this.people.set(personId, person);
    return Promise.resolve(person);
  }
  deletePerson(_accountId: string, personId: string): Promise<void> {
    this.writes += 1;
    this.people.delete(personId);
    return Promise.resolve();
  }
}

function exampleArguments(description: string): Record<string, unknown> {
  const text = /Example arguments: (\{.*\})\.?\s*$/s.exec(description)?.[1];
  if (text === undefined) throw new Error(`no example arguments in: ${description.slice(0, 80)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

describe('tool annotations match what each tool does', () => {
  it.each(agentTools.map((operation) => [operation.tool?.name ?? operation.name, operation] as const))('%s', async (_name, operation) => {
    const store = new CountingPeopleStore();
    const { key } = store.addAccount('enterprise', 1000);
    const executor = createExecutor({ store, engines: createTestEngines() });
    await store.savePerson('account', { name: 'Seed', date: '1990-05-15T14:30', timezone: 'Europe/Berlin' });
    const before = store.writes;
    const call = { toolName: operation.tool?.name ?? '', arguments: exampleArguments(operation.tool?.description ?? ''), credential: { headers: { authorization: `Bearer ${key}` } }, requestId: 'r', surface: 'mcp' as const };
    const first = await runTool(executor, call);
    // The call reached the operation (the fake engines' answers may fail their output contract, which is not this test's).
    const refusal = 'error' in first.envelope ? first.envelope.error.code : 'none';
    expect(['validation_error', 'missing_credential', 'invalid_key', 'insufficient_tier', 'unknown_operation'], JSON.stringify(first.envelope).slice(0, 300)).not.toContain(refusal);
    const afterFirst = store.writes;
    await runTool(executor, call);
    const afterSecond = store.writes;
    const annotations = toolAnnotations(operation);

    expect(annotations.readOnlyHint).toBe(afterFirst === before);
    if (afterSecond > afterFirst && first.status === 200) expect(annotations.idempotentHint).toBe(false);
    if (annotations.readOnlyHint) expect(annotations.destructiveHint).toBe(false);
    expect(annotations.openWorldHint).toBe(false);
  });

  it('marks save_person as a non-idempotent, non-destructive write, and every calculation read-only and idempotent', () => {
    const byName = new Map(agentTools.map((operation) => [operation.tool?.name, toolAnnotations(operation)]));
    expect(byName.get('save_person')).toMatchObject({ readOnlyHint: false, idempotentHint: false, destructiveHint: false });
    for (const name of ['generate_chart', 'generate_composite_chart', 'get_transits', 'get_person_chart', 'generate_chart_batch']) {
      expect(byName.get(name), name).toMatchObject({ readOnlyHint: true, idempotentHint: true, destructiveHint: false, openWorldHint: false });
    }
  });
});
