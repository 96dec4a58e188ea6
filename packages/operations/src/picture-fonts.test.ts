// Guards the start-up check of the PNGs' font (picture-fonts.ts): a machine without any of the families the renderer
// looks for is told, and one with any file of them is not.
import { describe, expect, it } from 'vitest';
import { PICTURE_FONT_ADVICE, pictureFontInstalled } from './picture-fonts';

describe('the font for the PNG labels', () => {
  it('is missing on a machine with none of the families the renderer looks for, and the advice names the package', () => {
    expect(pictureFontInstalled(() => false)).toBe(false);
    expect(PICTURE_FONT_ADVICE).toContain('apt-get install -y fonts-liberation');
  });

  it('is found from one file of one family (Debian: Liberation Sans; macOS: Arial)', () => {
    expect(pictureFontInstalled((path) => path === '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf')).toBe(true);
    expect(pictureFontInstalled((path) => path === '/Library/Fonts/Arial.ttf')).toBe(true);
    expect(pictureFontInstalled((path) => path.endsWith('.otf'))).toBe(false);
  });
});
