import { AtlasError } from './errors';

/** Tests only: the `AtlasError` code `action` throws, `'not an AtlasError'` for any other throw, `undefined` if it returns. */
export function atlasErrorCodeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    return AtlasError.isInstance(error) ? error.code : 'not an AtlasError';
  }
  return undefined;
}
