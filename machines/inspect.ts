// Development only: `?inspect` in the URL (or VITE_INSPECT=true) connects every running machine to the Stately
// inspector. In a production build `import.meta.env.DEV` is false, so `inspect` is undefined and the inspector
// module (inspect.dev.ts, which alone imports @statelyai/inspect) is never bundled.
import type { InspectionEvent } from 'xstate';

type InspectHandler = (event: InspectionEvent) => void;

function connectInspector(): InspectHandler | undefined {
  if (typeof window === 'undefined') return undefined;
  const wanted = new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_INSPECT === 'true';
  if (!wanted) return undefined;
  // Machines start before the inspector module has loaded: their first events wait in a queue.
  const queue: InspectionEvent[] = [];
  let forward: InspectHandler | undefined;
  import('./inspect.dev')
    .then(({ createInspectHandler }) => {
      forward = createInspectHandler();
      queue.splice(0).forEach(forward);
    })
    .catch((error: unknown) => console.warn('[inspect] could not load @statelyai/inspect:', error));
  return (event) => {
    if (forward) forward(event);
    else queue.push(event);
  };
}

/** Pass as `useMachine(machine, { inspect })`; undefined unless inspecting in development. */
export const inspect: InspectHandler | undefined = import.meta.env.DEV ? connectInspector() : undefined;
