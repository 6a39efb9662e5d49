// What a visitor reads in an element, for the component tests: its text with the spaces as drawn, and a list of
// figures (<dl>) as term and value pairs.

/** The element's words, white space folded: a link's words and its screen-reader-only end ('Learn More' + ' about
 * Website Design') read as one (jsdom's accessible name drops the space between them; a browser's does not). */
export const textOf = (el: Element) => el.textContent!.replace(/\s+/g, ' ').trim();

/** Each figure of a list of figures (`<dl>` of `<div><dt/><dd/></div>`): its term, then its value. */
export const figuresOf = (dl: Element) =>
  [...dl.querySelectorAll(':scope > div')].map((d) => [textOf(d.querySelector('dt')!), textOf(d.querySelector('dd')!)]);
