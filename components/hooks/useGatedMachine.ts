// useMachine for a timed machine that runs only while its element is on screen in a visible tab (useViewGate),
// connected to the dev inspector. Its `send` drops events once the machine has reached a final state, as the
// view keeps reporting visibility after a demo has finished.
import { useMachine } from '@xstate/react';
import { type RefObject, useCallback } from 'react';
import type { AnyStateMachine, EventFrom, InputFrom } from 'xstate';
import { inspect } from '../../machines/inspect';
import type { ViewEvent } from '../../machines/viewEvents';
import { useViewGate } from './useViewGate';

export function useGatedMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  ref: RefObject<Element | null> | null,
  ...[input]: undefined extends InputFrom<TMachine> ? [input?: InputFrom<TMachine>] : [input: InputFrom<TMachine>]
) {
  const [snapshot, , actorRef] = useMachine(machine, { input, inspect } as Parameters<typeof useMachine<TMachine>>[1]);
  const send = useCallback(
    (event: EventFrom<TMachine>) => {
      if ((actorRef.getSnapshot() as { status: string }).status === 'active') actorRef.send(event);
    },
    [actorRef],
  );
  useViewGate(send as (event: ViewEvent) => void, ref);
  return [snapshot, send] as const;
}
