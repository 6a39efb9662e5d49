// The Lumivox mark: nine bars of a voice wave (spec §4: 1 s per cycle, 2 cycles, 0.1 s stagger).
import { site } from '../../content/site';
const barHeights = [0.35, 0.6, 0.85, 0.55, 1, 0.55, 0.85, 0.6, 0.35] as const;

export function VoiceWave({ waving = false, className = 'h-7' }: { waving?: boolean; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-[3px] ${className}`} aria-hidden="true" data-waving={waving}>
      {barHeights.map((h, i) => (
        <span
          key={`bar-${i}`}
          className={`bg-brand-gradient block w-[3px] origin-center rounded-full ${waving ? 'animate-wave' : ''}`}
          style={{ height: `${h * 100}%`, animationDelay: waving ? `${i * 100}ms` : undefined }}
        />
      ))}
    </span>
  );
}

export function Wordmark({ waving = false, size = 'md' }: { waving?: boolean; size?: 'md' | 'lg' }) {
  const textClassName = size === 'lg' ? 'text-4xl sm:text-5xl' : 'text-lg min-[360px]:text-xl';
  return (
    <span className="inline-flex items-center gap-2">
      <VoiceWave waving={waving} className={size === 'lg' ? 'h-12' : 'h-7'} />
      <span className={`${textClassName} font-display font-extrabold tracking-tight text-ink`}>{site.name}</span>
    </span>
  );
}
