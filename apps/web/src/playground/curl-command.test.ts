import { describe, expect, it } from 'vitest';
import { curlCommand, keyPlaceholder } from './curl-command';

describe('curlCommand', () => {
  it('sends the key placeholder in the Authorization header and quotes the URL', () => {
    expect(curlCommand('http://localhost:3000', '/v3/hd-data?date=1985-03-12T14:30&timezone=Europe/Amsterdam')).toBe(
      `curl -s -H "Authorization: Bearer $MANDALA_KEY" 'http://localhost:3000/v3/hd-data?date=1985-03-12T14:30&timezone=Europe/Amsterdam'`,
    );
    expect(keyPlaceholder).toBe('$MANDALA_KEY');
  });

  it('saves to a file when asked', () => {
    expect(curlCommand('http://localhost:3000', '/bodygraph.svg?date=1985-03-12T14:30&timezone=UTC', 'bodygraph.svg')).toBe(
      `curl -s -o 'bodygraph.svg' -H "Authorization: Bearer $MANDALA_KEY" 'http://localhost:3000/bodygraph.svg?date=1985-03-12T14:30&timezone=UTC'`,
    );
  });

  it('keeps a single quote in the URL from ending the shell word', () => {
    expect(curlCommand('http://localhost:3000', "/locations?q=it's")).toBe(
      `curl -s -H "Authorization: Bearer $MANDALA_KEY" 'http://localhost:3000/locations?q=it'\\''s'`,
    );
  });
});
