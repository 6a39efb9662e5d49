// Loaded by inspect.ts only in development with ?inspect: opens the Stately inspector in a new tab.
import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';

export function createInspectHandler(): (event: InspectionEvent) => void {
  const inspector = createBrowserInspector();
  return (event) => inspector.inspect.next?.(event);
}
