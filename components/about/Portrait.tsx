// A team member's drawn portrait (public/images/team/, scripts/team-portraits.ts): square, sized by its container.
// `face` draws its head and shoulders, for the small round ones (bylines): a view of the portrait's own file, cropped
// where /about's row of faces is (scripts/team-portraits.ts' faceCrop draws both).
import type { TeamMember } from '../../content/types';

export function Portrait({
  member,
  alt,
  className = '',
  face = false,
  sheet = false,
}: {
  member: TeamMember;
  /** Empty where the name is beside it (a byline); the team grid names who is drawn. */
  alt: string;
  className?: string;
  face?: boolean;
  /** Drawn from the file that holds every member's portrait (content/team.ts' teamSheet), for a page that shows them all
   * (one request); a byline draws its one author from the author's own file. */
  sheet?: boolean;
}) {
  const img = (
    <img
      src={face ? member.face : sheet ? member.inSheet.whole : member.portrait}
      alt={alt}
      width={320}
      height={320}
      loading="lazy"
      className={face ? 'aspect-square h-auto w-full' : `aspect-square h-auto ${className}`}
    />
  );
  return face ? <span className={`block overflow-hidden ${className}`}>{img}</span> : img;
}
