// Package agents runs sub-agents; it imports the root package, as the real host's agents does.
package agents

import "example.com/toolnexus"

// Stop is the result of a sub-agent stopped on a pool limit, named by its internal spelling
// ("tokens", "wallMs"), which the vocabulary's aliases canonicalise.
func Stop(pool string) (toolnexus.Result, error) {
	return toolnexus.NewResult(toolnexus.StatusIncomplete, pool)
}
