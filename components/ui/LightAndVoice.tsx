// About hero picture: the name drawn as what it means, a sun-like glow of light (lumen) behind the voice wave (vox).
// Decorative (the page says the same in words); shown on large screens, where the hero has an empty right half.
import { VoiceWave } from '../layout/Logo';

export function LightAndVoice() {
  return (
    <div aria-hidden="true" className="relative hidden h-80 w-full max-w-md items-center justify-center lg:flex">
      <div className="bg-brand-gradient absolute h-72 w-72 rounded-full opacity-25 blur-3xl" />
      <div className="absolute h-64 w-64 rounded-full border border-brand-200/80" />
      <div className="absolute h-44 w-44 rounded-full border border-brand-300/70" />
      <div className="relative flex h-32 w-32 items-center justify-center rounded-full bg-white shadow-2xl shadow-brand-600/30">
        <VoiceWave className="h-16" />
      </div>
    </div>
  );
}
