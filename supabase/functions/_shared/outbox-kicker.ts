// Runs the outbox right after submissions are stored, without letting e-mail crowd out the submissions: one run at
// a time, spaced while submissions keep arriving. A failed run is logged and never fails a submission.
import { type ProcessOutboxOptions, processOutbox } from './outbox.ts';
import { singleFlight } from './single-flight.ts';

/**
 * While submissions keep arriving, outbox runs start at least this far apart, one batch each: the leads go first, and
 * e-mail goes out meanwhile at up to OUTBOX_BATCH per interval. Once they stop, a full batch kicks the next run at
 * once until nothing is due. The first run after a quiet spell starts at once.
 */
const OUTBOX_KICK_INTERVAL_MS = 100;
const OUTBOX_BATCH = 25;

export class OutboxKicker {
  #lastStoredAt = -Infinity;
  readonly #options: ProcessOutboxOptions;
  readonly #run: () => Promise<void>;

  constructor(
    options: ProcessOutboxOptions,
    private readonly waitUntil: (work: Promise<unknown>) => void,
    private readonly log: (message: string, ...details: unknown[]) => void,
  ) {
    this.#options = { batchSize: OUTBOX_BATCH, ...options };
    this.#run = singleFlight(
      () => this.#runOnce(),
      () => (Date.now() - this.#lastStoredAt < OUTBOX_KICK_INTERVAL_MS ? OUTBOX_KICK_INTERVAL_MS : 0),
    );
  }

  /** Sends what is due now; errors are logged and swallowed here (rows stay queued for the next run). */
  kick(): Promise<void> {
    return this.#run();
  }

  /** A submission was just stored: spaces the runs while more keep coming, and kicks one. */
  stored(): Promise<void> {
    this.#lastStoredAt = Date.now();
    return this.kick();
  }

  async #runOnce() {
    try {
      const result = await processOutbox(this.#options);
      if (result.claimed === result.batchSize) this.waitUntil(this.kick());
    } catch (error) {
      this.log('outbox run failed (e-mails stay queued):', error);
    }
  }
}
