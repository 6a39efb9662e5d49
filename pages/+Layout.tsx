import './global.css';
import { type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { ScrollManager } from '../components/layout/ScrollManager';
import { Splash } from '../components/layout/Splash';
import { useToasterRequested } from '../components/toasts/toasterGate';

// Notifications only ever follow a visitor's action: their renderer, with the Redux store, loads with the first
// one. It is not prerendered at all (a lazy component the prerender had not loaded yet left its boundary unfinished
// in some pages' HTML, and hydrating those logged React's error #419), and not a Suspense boundary either: React
// holds a revealed boundary back for a few hundred milliseconds, which the first notice must not wait for.
function ClientToaster() {
  const requested = useToasterRequested();
  const [AppToaster, setAppToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (requested) void import('../components/toasts/AppToaster').then((m) => setAppToaster(() => m.default));
  }, [requested]);
  return AppToaster ? <AppToaster /> : null;
}

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* First in the page: on a first visit the prerendered overlay is the first thing painted. */}
      <Splash />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-700 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {/* Server-rendered Suspense boundaries hydrate after the root, in 5 ms slices (React's selective hydration),
          instead of one long task: the page stays responsive while it hydrates, and a click inside a boundary
          hydrates that boundary first. */}
      <Suspense>
        <Header />
      </Suspense>
      <ScrollManager />
      <main id="main" className="pt-16">
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <ClientToaster />
    </>
  );
}
