// Where scripts/render-work.mjs cuts a rendered client page into pictures, from what the page measured of itself:
// `edges`, the bottoms of its sections (children of body and main), and `inner`, the bottoms of blocks inside them
// that no line of text, picture or drawing crosses (y in CSS px from the top of the page).

/** Cuts the page from its top into pieces of at most maxHeight that end at the bottom of a section, or, in a section
 * taller than that, at the bottom of a block inside it that no text or picture crosses. A 'window' is the top maxHeight
 * px in one piece, shown under a fade at its bottom edge (what starts below its windowCut is hidden before the shot). */
export function cut(file, { edges, inner }, { maxHeight, pieces }) {
  if (pieces === 'window') return [{ top: 0, height: maxHeight }];
  const bottom = Math.max(...edges);
  const lowest = (list, top) => Math.max(...list.filter((at) => at > top && at <= top + maxHeight));
  const out = [];
  for (let top = 0; top < bottom;) {
    // A section's bottom, unless that leaves a third of the piece unused and a clean cut lower down fills it.
    const [outer, within] = [lowest(edges, top), lowest(inner, top)];
    const end = Number.isFinite(outer) && !(within - outer > maxHeight / 3) ? outer : within;
    if (!Number.isFinite(end)) throw new Error(`${file}: no clean cut within ${maxHeight}px below ${top}px`);
    out.push({ top, height: end - top });
    if (pieces === 'first') break;
    top = end;
  }
  return out;
}

/** The lowest y within a window of maxHeight px where no line of text, picture or drawing is cut. */
export function windowCut({ edges, inner }, maxHeight) {
  return Math.max(0, ...[...edges, ...inner].filter((at) => at <= maxHeight));
}
