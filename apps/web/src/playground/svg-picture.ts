const referenceAttributes = new Set(['aria-labelledby', 'aria-describedby']);

/**
 * Puts the service's SVG into `container` as inline SVG, so its `<title>` and data attributes are part of the
 * page. Scripts, `foreignObject` and event attributes are dropped; ids get `idPrefix` so two pictures on one
 * page keep their own titles; `width`/`height` go so the picture scales to the container. False when the text
 * is not an SVG document.
 */
export function inlineSvg(container: HTMLElement, svgText: string, idPrefix: string): boolean {
  const parsed = new DOMParser().parseFromString(svgText, 'image/svg+xml');
  const root = parsed.documentElement;
  if (root.localName !== 'svg' || parsed.getElementsByTagName('parsererror').length > 0) return false;
  for (const unsafe of Array.from(root.querySelectorAll('script, foreignObject'))) unsafe.remove();
  const elements = [root, ...Array.from(root.querySelectorAll('*'))];
  const renamed = new Map<string, string>();
  for (const element of elements) {
    if (element.id !== '') {
      renamed.set(element.id, `${idPrefix}-${element.id}`);
      element.id = `${idPrefix}-${element.id}`;
    }
  }
  const rename = (id: string) => renamed.get(id) ?? id;
  for (const element of elements) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || ((name === 'href' || name === 'xlink:href') && !attribute.value.startsWith('#'))) {
        element.removeAttribute(attribute.name);
      } else if (referenceAttributes.has(name)) {
        attribute.value = attribute.value.split(/\s+/).map(rename).join(' ');
      } else if (name === 'href' || name === 'xlink:href') {
        attribute.value = `#${rename(attribute.value.slice(1))}`;
      } else if (attribute.value.includes('url(#')) {
        attribute.value = attribute.value.replace(/url\(#([^)]+)\)/g, (_match, id: string) => `url(#${rename(id)})`);
      }
    }
  }
  root.removeAttribute('width');
  root.removeAttribute('height');
  container.replaceChildren(document.importNode(root, true));
  return true;
}
