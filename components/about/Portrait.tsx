// A team member's drawn portrait (public/images/team/, scripts/team-portraits.ts): square, sized by its container.
// `face` crops it to the head and shoulders, for the small round ones (bylines, the row of faces).
import type { TeamMember } from '../../content/types';

export function Portrait({
  member,
  alt,
  className = '',
  eager = false,
  face = false,
}: {
  member: TeamMember;
  /** Empty where the name is beside it (a byline); the team grid names who is drawn. */
  alt: string;
  className?: string;
  /** On screen at load: fetched with the page rather than when scrolled to. */
  eager?: boolean;
  face?: boolean;
}) {
  const img = (
    <img
      src={member.portrait}
      alt={alt}
      width={320}
      height={320}
      loading={eager ? 'eager' : 'lazy'}
      className={
        face ? 'aspect-square h-auto w-full origin-[50%_22%] scale-[1.6]' : `aspect-square h-auto ${className}`
      }
    />
  );
  return face ? <span className={`block overflow-hidden ${className}`}>{img}</span> : img;
}
