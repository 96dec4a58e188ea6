import { describe, expect, it } from 'vitest';
import { chooseSansFont, defaultSansFont, rendersText } from './png-fonts';
import { SANS_CANDIDATES } from './sans-candidates';

describe('chooseSansFont', () => {
  it('keeps the files of the first family that has any, in order', () => {
    const present = new Set(['/b/Bold.ttf', '/c/C.ttf']);
    const choice = chooseSansFont(
      [
        { family: 'A', files: ['/a/A.ttf'] },
        { family: 'B', files: ['/b/Regular.ttf', '/b/Bold.ttf'] },
        { family: 'C', files: ['/c/C.ttf'] },
      ],
      (candidate) => candidate.files.every((file) => present.has(file)),
    );
    expect(choice).toEqual({ family: 'B', files: ['/b/Bold.ttf'] });
  });

  it('answers null when no file of any family renders, so the PNG falls back to the system fonts', () => {
    expect(chooseSansFont([{ family: 'Nowhere Sans', files: ['/nonexistent/NowhereSans.ttf'] }])).toBeNull();
    expect(rendersText({ family: 'Nowhere Sans', files: ['/nonexistent/NowhereSans.ttf'] })).toBe(false);
  });

  it('finds a family on this machine only among the known candidates, and remembers it', () => {
    const found = defaultSansFont();
    if (found !== null) {
      const candidate = SANS_CANDIDATES.find((entry) => entry.family === found.family);
      expect(found.files.every((file) => candidate?.files.includes(file))).toBe(true);
      expect(rendersText(found)).toBe(true);
    }
    expect(defaultSansFont()).toBe(found);
  });
});
