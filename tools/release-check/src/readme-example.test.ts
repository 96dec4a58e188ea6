import { describe, expect, it } from 'vitest';
import { firstReadmeExample } from './readme-example';

const readme = [
  '# @acme/example',
  '',
  '```sh',
  "npm install @acme/example",
  '```',
  '',
  '```ts',
  "import { other } from '@acme/other';",
  '```',
  '',
  '```ts',
  "import { render } from '@acme/example/png';",
  'render();',
  '```',
  '',
  '```js',
  "import { later } from '@acme/example';",
  '```',
].join('\n');

describe('firstReadmeExample', () => {
  it('takes the first TypeScript or JavaScript block that imports the package, subpaths included', () => {
    expect(firstReadmeExample(readme, '@acme/example')).toEqual({
      language: 'ts',
      code: "import { render } from '@acme/example/png';\nrender();\n",
      line: 11,
    });
  });

  it('does not take a package whose name only starts the same', () => {
    expect(firstReadmeExample("```ts\nimport { x } from '@acme/example-svg';\n```\n", '@acme/example')).toBeUndefined();
  });

  it('knows JavaScript blocks and dynamic imports', () => {
    expect(firstReadmeExample("```js\nconst { x } = await import('@acme/example');\n```\n", '@acme/example')?.language).toBe('js');
  });

  it('answers undefined when no block imports the package', () => {
    expect(firstReadmeExample('# nothing here\n', '@acme/example')).toBeUndefined();
  });
});
