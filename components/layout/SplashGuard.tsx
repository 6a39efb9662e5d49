// In every page's <head>, before the prerendered splash overlay is painted: see splashSession.ts.
import { splashElementId, splashGuardScript, splashOffCss } from './splashSession';

export function SplashGuard() {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: splashOffCss }} />
      <noscript>
        <style dangerouslySetInnerHTML={{ __html: `#${splashElementId}{display:none}` }} />
      </noscript>
      <script dangerouslySetInnerHTML={{ __html: splashGuardScript }} />
    </>
  );
}
