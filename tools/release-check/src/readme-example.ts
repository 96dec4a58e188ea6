// The example a README shows first for its own package: what a person copies after `npm install`.

/** A fenced code block of a README. */
export interface ReadmeExample {
  /** `ts` for TypeScript (run with tsx), `js` for JavaScript (run with node). */
  readonly language: 'ts' | 'js';
  readonly code: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
}

const LANGUAGES: Readonly<Record<string, 'ts' | 'js'>> = {
  ts: 'ts',
  typescript: 'ts',
  mts: 'ts',
  js: 'js',
  javascript: 'js',
  mjs: 'js',
};

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The first ```ts/```js block that imports `packageName` (or one of its subpaths); `undefined` when there is none. */
export function firstReadmeExample(readme: string, packageName: string): ReadmeExample | undefined {
  const name = escapeForPattern(packageName);
  const importsPackage = new RegExp(`(?:\\bfrom\\s*|\\bimport\\s*\\(?\\s*)['"]${name}(?:/[^'"]*)?['"]`);
  for (const block of readme.matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)) {
    const language = LANGUAGES[(block[1] as string).toLowerCase()];
    const code = block[2] as string;
    if (language !== undefined && importsPackage.test(code)) {
      return { language, code, line: readme.slice(0, block.index).split('\n').length };
    }
  }
  return undefined;
}
