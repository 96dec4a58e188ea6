// Body names as prose writes them.
import type { EventBody } from './events';

/** `North Node` for `NorthNode`, `South Node` for `SouthNode`; other names unchanged (for titles). */
export function bodyDisplayName(body: EventBody): string {
  if (body === 'NorthNode') return 'North Node';
  if (body === 'SouthNode') return 'South Node';
  return body;
}

const WITH_ARTICLE: ReadonlySet<EventBody> = new Set(['Sun', 'Earth', 'Moon', 'NorthNode', 'SouthNode']);

/** The body as the subject of a sentence: `The Moon`, `The North Node`, `Mars`. */
export function bodySubject(body: EventBody): string {
  return WITH_ARTICLE.has(body) ? `The ${bodyDisplayName(body)}` : bodyDisplayName(body);
}
