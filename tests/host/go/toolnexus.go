// Package toolnexus is the host's root package. The generated vocabulary.go joins it: every
// package that uses the vocabulary (go/agents among them) already imports this one, so the
// constants cannot start an import cycle.
package toolnexus

import "fmt"

// Result is how a run settled: its status and, for a limit stop, the limit it carries.
type Result struct {
	Status string
	Limit  string
}

// NewResult checks a status and the limit it carries against the vocabulary's rule.
func NewResult(status, limit string) (Result, error) {
	carried, err := SettleLimitStop(status, limit)
	if err != nil {
		return Result{}, fmt.Errorf("toolnexus: %w", err)
	}
	return Result{Status: status, Limit: carried}, nil
}

// Done reports whether the result finished normally.
func (r Result) Done() bool {
	return r.Status == StatusDone
}
