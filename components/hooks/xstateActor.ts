// xstate's createActor alone, for machines loaded on demand (useLazyMachine): a dynamic import of 'xstate' itself
// would keep every export of the library.
export { createActor } from 'xstate';
