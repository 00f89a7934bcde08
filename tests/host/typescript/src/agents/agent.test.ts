import { test } from "node:test";
import assert from "node:assert/strict";

import { LIMIT_MAX_TOKENS } from "../vocabulary.ts";
import { stop } from "./agent.ts";

test("stop canonicalises the pool name", () => {
  assert.equal(stop("tokens").limit, LIMIT_MAX_TOKENS);
  assert.throws(() => stop("bogus"), RangeError);
});
