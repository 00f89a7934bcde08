// The host's own code imports the generated module by its .ts file, as Node's type stripping needs.
import { STATUS_INCOMPLETE, settleLimitStop, type Limit } from "../vocabulary.ts";

export interface Result {
  readonly status: string;
  readonly limit: Limit | undefined;
}

/** A sub-agent stopped on a pool limit named by its internal spelling ("tokens", "wallMs"). */
export function stop(pool: string): Result {
  return { status: STATUS_INCOMPLETE, limit: settleLimitStop(STATUS_INCOMPLETE, pool) };
}
