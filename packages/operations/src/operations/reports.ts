import { z } from 'zod';
import { defineOperation, type OperationContext } from '../define-operation';
import type { RenderedReport, ReportFormat, ReportPerson } from '../engines';
import type { FileResult } from '../file-result';
import { agentBirthMomentShape, birthLongitudeSchema, birthMomentShape, toLocalMoment } from '../schemas/birth-moment';
import { localDateTimeSchema } from '../schemas/local-date-time';
import { disambiguationSchema } from '../schemas/primitives';
import { timeZoneSchema } from '../schemas/time-zone';

/** The formats of `/reports/natal.{format}` and `/reports/relationship.{format}`, with their media types. */
export const REPORT_MEDIA_TYPES: Readonly<Record<ReportFormat, string>> = {
  pdf: 'application/pdf',
  html: 'text/html',
  md: 'text/markdown',
};

export const reportFormatSchema = z
  .enum(['pdf', 'html', 'md'], { error: 'The report format must be pdf, html or md (for example /reports/natal.pdf).' })
  .meta({ description: 'pdf (A4, the bodygraph as vectors, an outline, page numbers), html (one self-contained printable page) or md (Markdown).' });

// Names in any script, as typed; control characters are refused (they would break a file name or a header).
const personNameSchema = z
  .string()
  .trim()
  .min(1, 'The name is empty: leave it out or give the name to print.')
  .max(120, 'The name is longer than 120 characters: shorten it.')
  .regex(/^[^\p{Cc}]*$/u, 'The name has control characters: send it as plain text.');

const placeSchema = z
  .string()
  .trim()
  .min(1, 'The place is empty: leave it out or give the birthplace to print.')
  .max(160, 'The place is longer than 160 characters: shorten it.')
  .regex(/^[^\p{Cc}]*$/u, 'The place has control characters: send it as plain text.');

const natalReportInputSchema = z.strictObject({
  ...birthMomentShape,
  format: reportFormatSchema,
  name: personNameSchema.optional().meta({ description: "The person's name, printed on the cover (any script: Latin, Greek, Cyrillic and more)." }),
  place: placeSchema.optional().meta({ description: 'The birthplace as it should be printed (a label only: the chart uses date and timezone).' }),
});

const relationshipReportInputSchema = z.strictObject({
  ...birthMomentShape,
  date1: localDateTimeSchema.meta({ description: "Second person's local birth date-time." }),
  timezone1: timeZoneSchema.meta({ description: "Second person's IANA time zone." }),
  disambiguation1: disambiguationSchema.optional(),
  longitude1: birthLongitudeSchema.optional(),
  format: reportFormatSchema,
  name: personNameSchema.optional().meta({ description: "First person's name (default Person A)." }),
  name1: personNameSchema.optional().meta({ description: "Second person's name (default Person B)." }),
});

/** A file of a report: PDF bytes or HTML/Markdown text, with its media type and a download name. */
const reportOutputSchema = z
  .object({ fileName: z.string(), mediaType: z.string(), text: z.string().optional(), bytes: z.instanceof(Uint8Array).optional() })
  .describe('The report file: PDF bytes, or HTML or Markdown text.');

function stamp(date: string): string {
  return date.slice(0, 16).replace(/[^0-9]/g, '');
}

function fileOf(report: RenderedReport, baseName: string, format: ReportFormat): FileResult {
  const heading = { fileName: `${baseName}.${format}`, mediaType: REPORT_MEDIA_TYPES[format], disposition: format === 'pdf' ? ('attachment' as const) : ('inline' as const) };
  return report.bytes === undefined ? { ...heading, text: report.text } : { ...heading, bytes: report.bytes };
}

function person(fields: { date: string; timezone: string; name?: string | undefined; place?: string | undefined }): ReportPerson {
  return { date: fields.date, timezone: fields.timezone, ...(fields.name === undefined ? {} : { name: fields.name }), ...(fields.place === undefined ? {} : { place: fields.place }) };
}

const reportTags = ['Reports'];

/** The natal report of a birth in a format (the REST route, the CLI and `generate_report` share it). */
export async function natalReportFile(input: z.output<typeof natalReportInputSchema>, context: OperationContext): Promise<FileResult> {
  const chart = await context.engines.natalChart(toLocalMoment(input), 'v3');
  const report = await context.engines.reports.natal(chart, person(input), input.format, context.now());
  return fileOf(report, `human-design-report-${stamp(input.date)}`, input.format);
}

/** `GET /reports/natal.{format}`: the natal reading as PDF, HTML or Markdown (enhanced, 1 unit). */
export const natalReport = defineOperation({
  name: 'natal_report',
  offload: true,
  category: 'enhanced',
  oauthScopes: ['charts'],
  units: 1,
  input: natalReportInputSchema,
  output: reportOutputSchema,
  summary: 'The natal reading as PDF, HTML or Markdown: type, authority, profile, definition, centers, channels, every gate and line, cross, variables, Gene Keys.',
  rest: {
    method: 'get',
    path: '/reports/natal.{format}',
    tags: reportTags,
    responseMediaType: 'application/pdf',
    otherResponseMediaTypes: ['text/html', 'text/markdown'],
    description:
      'A reading to keep and print, assembled from the chart and the reference library: the cover (name, birth date, time, place or zone, ' +
      'the UTC birth and design instants) with the bodygraph, then type with strategy, signature and not-self theme, authority, profile ' +
      'with both lines, definition, each defined and open center, each channel with its circuit, every activated gate of both sides ' +
      'with its line, the incarnation cross, the variables, the Gene Keys profile and the hanging gates. `.pdf` answers application/pdf ' +
      '(A4, selectable text in an embedded DejaVu Sans, an outline and page numbers), `.html` one self-contained printable page, `.md` ' +
      'Markdown. Costs 1 unit.',
  },
  cli: { command: 'report' },
  run: natalReportFile,
});

/** `GET /reports/relationship.{format}`: the relationship reading of two people (enhanced, 1 unit). */
export const relationshipReport = defineOperation({
  name: 'relationship_report',
  offload: true,
  category: 'enhanced',
  oauthScopes: ['charts'],
  units: 1,
  input: relationshipReportInputSchema,
  output: reportOutputSchema,
  summary: 'The relationship reading of two people as PDF, HTML or Markdown: the composite channels by kind and the centers they define together.',
  rest: {
    method: 'get',
    path: '/reports/relationship.{format}',
    tags: reportTags,
    responseMediaType: 'application/pdf',
    otherResponseMediaTypes: ['text/html', 'text/markdown'],
    description:
      'The composite of two births as a reading: both charts in brief, the composite bodygraph, the electromagnetic, companionship, ' +
      'compromise and dominance channels with what each kind means and who holds which gate, and the centers the pair defines together, ' +
      'shares, or conditions in the other. Person A is `date`/`timezone` (and `name`), person B `date1`/`timezone1` (and `name1`). Costs 1 unit.',
  },
  cli: { command: 'report relationship' },
  run: async (input, context): Promise<FileResult> => {
    const second = { date: input.date1, timezone: input.timezone1, disambiguation: input.disambiguation1, longitude: input.longitude1 };
    const composite = await context.engines.compositeChart(toLocalMoment(input), toLocalMoment(second), 'v2');
    const people = [person(input), person({ date: input.date1, timezone: input.timezone1, name: input.name1 })] as const;
    const report = await context.engines.reports.relationship(composite, people, input.format, context.now());
    return fileOf(report, `relationship-report-${stamp(input.date)}-${stamp(input.date1)}`, input.format);
  },
});

/** The few lines a model reads before presenting a report (the tool's `ReadingPrompt`). */
export const REPORT_READING_PROMPT =
  'This is a Human Design reading assembled from the calculated chart and the Mandala reference library. Present it to the person ' +
  'in plain, warm language: start with type, strategy and authority (what to try in daily decisions), then profile and definition, ' +
  'then the centers and channels that stand out. Offer it as a design to experiment with, not a prediction or a diagnosis, and ' +
  'point them to the PDF to keep or print.';

const partnerSchema = z
  .strictObject({ ...agentBirthMomentShape, name: personNameSchema.optional().meta({ description: "The second person's name." }) })
  .meta({ description: 'A second person: the answer is the relationship reading of the two (composite channels by kind, centers defined together).' });

/** `generate_report`: the natal (or, with `partner`, relationship) reading as Markdown text and a PDF; enhanced, 1 unit. */
export const generateReportTool = defineOperation({
  name: 'generate_report',
  category: 'enhanced',
  oauthScopes: ['charts'],
  units: 1,
  offload: true,
  input: z.strictObject({
    ...agentBirthMomentShape,
    name: personNameSchema.optional().meta({ description: "The person's name, printed on the cover (any script)." }),
    place: placeSchema.optional().meta({ description: 'The birthplace as it should be printed (a label only).' }),
    partner: partnerSchema.optional(),
    includePdf: z.boolean().default(true).meta({ description: 'true (default): also return the PDF (base64) to hand to the user; false: the Markdown only.' }),
  }),
  output: z
    .object({
      Markdown: z.string(),
      ReadingPrompt: z.string(),
      Pdf: z.object({ FileName: z.string(), MediaType: z.literal('application/pdf'), Base64: z.string(), SizeBytes: z.number() }).optional(),
    })
    .describe('The reading as Markdown, a short prompt on presenting it, and the PDF when asked for.'),
  summary: 'A Human Design reading people keep: the natal (or two-person relationship) report as Markdown and PDF.',
  tool: {
    name: 'generate_report',
    path: 'generate-report',
    title: 'Generate a chart report (Markdown and PDF)',
    description:
      'Writes the full Human Design reading of a birth: type with strategy, signature and not-self theme, authority, profile, ' +
      'definition, every center, channel and activated gate with its line, the incarnation cross, variables, Gene Keys and hanging ' +
      'gates. With partner, the relationship reading of the two instead (electromagnetic, companionship, compromise and dominance ' +
      'channels, centers defined together). Returns the reading as Markdown (the text to present), a short ReadingPrompt on how to ' +
      'present it, and the PDF (on MCP an embedded application/pdf resource, on Agent HTTP `Pdf.Base64`) for the user to keep; ' +
      'includePdf: false leaves the PDF out. birthDateTime is local, with no "Z" or offset. Needs a Startup plan or higher. ' +
      'Costs 1 unit. Example arguments: {"birthDateTime": "1990-05-15T14:30", "timezone": "Europe/Berlin", "name": "Ada"}.',
  },
  run: async (input, context) => {
    const birth = toLocalMoment(input);
    const first = person({ date: input.birthDateTime, timezone: input.timezone, name: input.name, place: input.place });
    const partner = input.partner;
    const render = async (format: ReportFormat): Promise<RenderedReport> => {
      const options = { markdownPicture: false };
      if (partner === undefined) return context.engines.reports.natal(await context.engines.natalChart(birth, 'v3'), first, format, context.now(), options);
      const composite = await context.engines.compositeChart(birth, toLocalMoment(partner), 'v2');
      return context.engines.reports.relationship(composite, [first, person({ date: partner.birthDateTime, timezone: partner.timezone, name: partner.name })], format, context.now(), options);
    };
    const markdown = await render('md');
    const fileName = partner === undefined ? `human-design-report-${stamp(input.birthDateTime)}.pdf` : `relationship-report-${stamp(input.birthDateTime)}-${stamp(partner.birthDateTime)}.pdf`;
    const pdf = input.includePdf ? (await render('pdf')).bytes : undefined;
    return {
      Markdown: markdown.text ?? '',
      ReadingPrompt: REPORT_READING_PROMPT,
      ...(pdf === undefined ? {} : { Pdf: { FileName: fileName, MediaType: 'application/pdf' as const, Base64: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('base64'), SizeBytes: pdf.byteLength } }),
    };
  },
});
