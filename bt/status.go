package bt

// Status is what a node reports when it is ticked.
//
// Leaves return Success, Failure or Running. Idle is never returned by a tick:
// it is the status of a node that has not been ticked since it was created or
// halted.
type Status uint8

const (
	// Idle means the node has not been ticked since its instance was created
	// or since it was last halted.
	Idle Status = iota
	// Running means the node has not finished and wants to be ticked again.
	Running
	// Success means the node finished and achieved what it does.
	Success
	// Failure means the node finished without achieving what it does.
	Failure
)

// String returns the status in lower case: "idle", "running", "success" or
// "failure".
func (s Status) String() string {
	switch s {
	case Idle:
		return "idle"
	case Running:
		return "running"
	case Success:
		return "success"
	case Failure:
		return "failure"
	}
	return "invalid"
}

// valid reports whether a tick may return the status: Running, Success or
// Failure.
func (s Status) valid() bool { return s-Running <= Failure-Running }

// done reports whether the status is a finished one: Success or Failure.
func (s Status) done() bool { return s == Success || s == Failure }
