// A list of figures, each value with its term: the results band on / and the studio's facts on /about.
import type { ReactNode } from 'react';

export function FigureList({
  figures,
  classNames,
}: {
  /** `after`: what the term's line ends with (a link to the figure's source). */
  figures: readonly { term: string; value: string; after?: ReactNode }[];
  /** The list's, each figure's (beside the column it needs), each term's and each value's (beside `figure`). */
  classNames: { list: string; item?: string; term: string; value: string };
}) {
  return (
    <dl className={classNames.list}>
      {figures.map((f) => (
        // The value reads first on screen; the term stays first in the list, as a <dl> requires. In a reversed column
        // `justify-end` packs both at the top, so every value sits on one line whatever its term's length.
        <div
          key={f.term}
          className={`flex flex-col-reverse justify-end${classNames.item ? ` ${classNames.item}` : ''}`}
        >
          <dt className={classNames.term}>
            {f.term}
            {f.after}
          </dt>
          <dd className={`figure ${classNames.value}`}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
