import { describe, expect, it } from 'vitest';
import { decodePlaceName, decodePlaceRow, encodePlaceName, FIELD_SEPARATOR } from './place-row';

describe('place names in the rows', () => {
  it.each(['Berlin', 'Zürich', 'İzmir', 'Xi’an', 'Hyderābād', 'Москва', '東京', '𠀀 (astral)'])('round-trips %j', (name) => {
    const encoded = encodePlaceName(name);
    expect(encoded).not.toMatch(/[\u0100-\uffff]/);
    expect(encoded).not.toContain(FIELD_SEPARATOR);
    expect(decodePlaceName(encoded)).toBe(name);
  });

  it('leaves Latin-1 names as they are', () => {
    expect(encodePlaceName('São Paulo')).toBe('São Paulo');
  });

  it('decodes the name of a row', () => {
    expect(decodePlaceRow(`${encodePlaceName('İzmir')}|88e7|5teg|1hlh7|n`).name).toBe('İzmir');
  });
});
