package agents

import (
	"testing"

	"example.com/toolnexus"
)

func TestStopCanonicalisesThePoolName(t *testing.T) {
	result, err := Stop("tokens")
	if err != nil {
		t.Fatal(err)
	}
	if result.Limit != toolnexus.LimitMaxTokens || result.Done() {
		t.Fatalf("got %+v", result)
	}
	if _, err := Stop("bogus"); err == nil {
		t.Fatal("an unknown pool name must be refused")
	}
}
