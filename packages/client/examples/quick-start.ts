import { createMandalaClient } from '@mandala/client';

/** One chart through the typed client: its type and profile, and the quota the answer reports. */
export async function quickStart(baseUrl: string, apiKey: string): Promise<string[]> {
  const mandala = createMandalaClient({ baseUrl, apiKey }); // Authorization: Bearer <apiKey>; retries: 2
  const { data, error, quota } = await mandala.GET('/v3/hd-data', {
    params: { query: { date: '1985-03-12T14:30', timezone: 'America/New_York' } },
  });
  if (error !== undefined) return [`refused: ${error.error} (${error.message})`];
  return [
    `${data.Type.Name}, profile ${data.Profile.Id}, ${data.Authority.Name} authority`,
    `quota: ${quota?.remaining} of ${quota?.limit} units left, reset in ${quota?.resetSeconds} s`,
  ];
}
