import type { DayUsage } from './account-api';

/** One stacked bar segment of the month's chart, in SVG user units. */
export interface BarSegment {
  readonly day: string;
  readonly surface: 'rest' | 'agent-http' | 'mcp';
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly units: number;
}

/** Chart area inside the 620 × 180 view box. */
const area = { left: 30, top: 10, width: 580, height: 150 } as const;

/**
 * The stacked bars of a month: one column per day, segments REST, Agent HTTP, MCP from the bottom, scaled so the
 * busiest day fills the height (at least 1 unit, so a quiet month draws no bars rather than dividing by zero).
 */
export function usageBars(days: readonly DayUsage[]): { readonly segments: BarSegment[]; readonly maximumUnits: number } {
  const maximumUnits = Math.max(1, ...days.map((day) => day.rest + day.agentHttp + day.mcp));
  const columnWidth = area.width / Math.max(1, days.length);
  const segments: BarSegment[] = [];
  days.forEach((day, index) => {
    let stacked = 0;
    for (const [surface, units] of [['rest', day.rest], ['agent-http', day.agentHttp], ['mcp', day.mcp]] as const) {
      if (units === 0) continue;
      const height = (units / maximumUnits) * area.height;
      stacked += height;
      segments.push({ day: day.day, surface, x: area.left + index * columnWidth + 1, y: area.top + area.height - stacked, width: Math.max(1, columnWidth - 2), height, units });
    }
  });
  return { segments, maximumUnits };
}

/**
 * Draws the chart into `svg` (an element with a `<title>`), replacing earlier bars. Returns false, drawing nothing
 * (no bars, no scale), for a month without a unit spent: the page says so in words instead.
 */
export function drawUsageChart(svg: SVGSVGElement, days: readonly DayUsage[]): boolean {
  const namespace = 'http://www.w3.org/2000/svg';
  for (const old of svg.querySelectorAll('.bar, .axis')) old.remove();
  const { segments, maximumUnits } = usageBars(days);
  if (segments.length === 0) return false;
  const axis = document.createElementNS(namespace, 'text');
  axis.setAttribute('class', 'axis');
  axis.setAttribute('x', '0');
  axis.setAttribute('y', String(area.top + 8));
  axis.textContent = String(maximumUnits);
  svg.append(axis);
  for (const segment of segments) {
    const bar = document.createElementNS(namespace, 'rect');
    bar.setAttribute('class', `bar ${segment.surface}`);
    bar.setAttribute('x', segment.x.toFixed(1));
    bar.setAttribute('y', segment.y.toFixed(1));
    bar.setAttribute('width', segment.width.toFixed(1));
    bar.setAttribute('height', segment.height.toFixed(1));
    bar.dataset['day'] = segment.day;
    bar.dataset['units'] = String(segment.units);
    const tooltip = document.createElementNS(namespace, 'title');
    tooltip.textContent = `${segment.day}: ${segment.units} unit${segment.units === 1 ? '' : 's'} (${segment.surface})`;
    bar.append(tooltip);
    svg.append(bar);
  }
  return true;
}
