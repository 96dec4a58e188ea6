import { accessCategories, plansIncluding } from '@mandala/access';
/** Escapes text for HTML. */
function escapeHtml(text: unknown): string {
  return String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Record<string, unknown>;
}

function schemaSummary(schema: Record<string, unknown> | undefined): string {
  if (schema === undefined) return '';
  const parts: string[] = [];
  if (schema.type !== undefined) parts.push(String(schema.type));
  if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.join(', ')}`);
  if (schema.minimum !== undefined) parts.push(`≥ ${String(schema.minimum)}`);
  if (schema.maximum !== undefined) parts.push(`≤ ${String(schema.maximum)}`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join(', ');
}

/** `startup` → `Startup`. */
function planName(planId: string): string {
  return planId.charAt(0).toUpperCase() + planId.slice(1);
}

/**
 * A self-contained HTML API reference rendered from an OpenAPI document: no scripts, no CDN.
 * Lists every path and method with its summary, tier, unit cost, parameters and responses.
 */
export function renderApiDocsPage(document: Record<string, unknown>): string {
  const info = document.info as { title?: string; version?: string; description?: string };
  const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
  const sections: string[] = [];
  const contents = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const id = `${method}-${path}`;
      const tag = ((operation.tags ?? []) as string[])[0] ?? 'Other';
      contents.set(tag, [
        ...(contents.get(tag) ?? []),
        `<li><a href="#${escapeHtml(encodeURIComponent(id))}"><span class="verb">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></a> ${escapeHtml(operation.summary)}</li>`,
      ]);
      const parameters = (operation.parameters ?? []) as ParameterObject[];
      const responses = Object.keys((operation.responses ?? {}) as Record<string, unknown>);
      const units = operation['x-mandala-units'];
      const category = operation['x-mandala-category'];
      const planIds = (operation['x-mandala-plans'] ?? []) as string[];
      const rows = parameters
        .map(
          (parameter) =>
            `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td><td>${parameter.required === true ? 'yes' : 'no'}</td>` +
            `<td>${escapeHtml(schemaSummary(parameter.schema))}</td><td>${escapeHtml(parameter.description)}</td></tr>`,
        )
        .join('');
      sections.push(
        `<section id="${escapeHtml(id)}"><h2><span class="method">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h2>` +
          `<p>${escapeHtml(operation.summary)}</p>` +
          (units === undefined
            ? ''
            : `<p class="meta">Tier: <b>${escapeHtml(category)}</b>${planIds.length === 0 ? '' : ` (plans: ${escapeHtml(planIds.map(planName).join(', '))})`} · Cost: <b>${escapeHtml(units)}</b> unit(s)</p>`) +
          (rows === '' ? '' : `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Type</th><th>Description</th></tr></thead><tbody>${rows}</tbody></table>`) +
          `<p class="meta">Responses: ${responses.map(escapeHtml).join(', ')}</p></section>`,
      );
    }
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} reference</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b;line-height:1.45}
section{border-top:1px solid #ddd;padding:.5rem 0 1rem}h2{font-size:1.1rem}.method{color:#fff;background:#37598a;padding:.1rem .4rem;border-radius:.2rem;font-size:.85rem}
nav ul{columns:2 24rem;padding-left:1.2rem;font-size:.9rem}nav h3{font-size:.95rem;margin:.8rem 0 .2rem}.verb{font-size:.75rem;color:#37598a;font-weight:600}
table{border-collapse:collapse;width:100%;font-size:.9rem}td,th{border:1px solid #ddd;padding:.25rem .4rem;text-align:left;vertical-align:top}.meta{color:#555;font-size:.9rem}
</style></head><body>
<h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
<p>${escapeHtml(info.description)}</p>
<p>Authenticate with <code>Authorization: Bearer &lt;API key&gt;</code> or <code>X-Api-Key: &lt;API key&gt;</code>. Parameter names are matched case-insensitively. The machine-readable document is at <a href="/openapi.json">/openapi.json</a>.</p>
<p>Tiers and the plans that include them: ${accessCategories.map((category) => `<b>${escapeHtml(category)}</b>: ${escapeHtml(plansIncluding(category).map((plan) => plan.name).join(', '))}`).join('; ')}. A key whose plan lacks an operation's tier gets 403 <code>insufficient_tier</code>, naming the plans that include it.</p>
<nav aria-labelledby="contents-heading"><h2 id="contents-heading">Contents (${sections.length} operations)</h2>
${[...contents].map(([tag, items]) => `<h3>${escapeHtml(tag)}</h3><ul>${items.join('')}</ul>`).join('\n')}
</nav>
${sections.join('\n')}
</body></html>
`;
}
