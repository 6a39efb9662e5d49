// Who wrote an article: their drawn portrait, name and role (content/team.ts), and under an article's header its date
// and reading time. The portrait's alt is empty: the name beside it says who it is.
import type { ReactNode } from 'react';
import type { TeamMember } from '../../content/types';
import { Portrait } from '../about/Portrait';

export function Byline({
  author,
  size = 'large',
  className = '',
  children,
}: {
  author: TeamMember;
  size?: 'large' | 'small';
  className?: string;
  /** A second line after the role, e.g. the date. */
  children?: ReactNode;
}) {
  const portraitClassName = size === 'large' ? 'w-14' : 'w-10';
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <Portrait member={author} alt="" face className={`flex-none rounded-full ${portraitClassName}`} />
      <p className="text-sm leading-5">
        <span className="block font-semibold text-ink">{author.name}</span>
        <span className="block text-slate-600">
          {author.role}
          {children && <span className="block">{children}</span>}
        </span>
      </p>
    </div>
  );
}
